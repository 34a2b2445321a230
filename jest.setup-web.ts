import '@testing-library/jest-dom/jest-globals';
import { cleanup, configure } from '@testing-library/react';
import { afterEach } from '@jest/globals';

// findBy*/waitFor wait up to 3 s (1 s by default): on a busy CI machine a page's first render and its API
// call took longer than a second; a shopper-visible outcome that never comes still fails.
configure({ asyncUtilTimeout: 3000 });

afterEach(() => cleanup());
