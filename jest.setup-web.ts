import '@testing-library/jest-dom/jest-globals';
import { cleanup, configure } from '@testing-library/react';
import { afterEach, jest } from '@jest/globals';
import { assertSupportedNode } from '@mitti/shared/node-runtime';

// The tests run on the Node the shop runs on (decision 042), not on whatever the machine has.
assertSupportedNode('The test run', process.versions.node);

// findBy*/waitFor wait up to 3 s (1 s by default): on a busy CI machine a page's first render and its API
// call took longer than a second; a shopper-visible outcome that never comes still fails.
configure({ asyncUtilTimeout: 3000 });
// A test may wait for several such outcomes in turn: 15 s in all, not Jest's 5 s, so a loaded machine's slowness
// is not read as a failure (a wait that never ends still fails at 3 s).
jest.setTimeout(15_000);

afterEach(() => cleanup());
