import { jest } from '@jest/globals';
import { assertSupportedNode } from '@mitti/server-kit/node-runtime';

// The tests run on the Node the shop runs on (decision 042), not on whatever the machine has.
assertSupportedNode('The test run', process.versions.node);

// The API's test world: identity tokens are verified by the Auth emulator global-setup.ts started.
process.env.FIREBASE_AUTH_EMULATOR_HOST = '127.0.0.1:9099';
process.env.NODE_ENV = 'test';
// Real databases and the emulator: a test gets 30 s (its hooks pass 60 s each, as they had under Vitest).
jest.setTimeout(30_000);
