import '@testing-library/jest-dom/jest-globals';
import { cleanup, configure } from '@testing-library/react';
import { afterEach, jest } from '@jest/globals';
import { assertSupportedNode } from '@mitti/server-kit/node-runtime';

// The tests run on the Node the shop runs on (decision 042), not on whatever the machine has.
assertSupportedNode('The test run', process.versions.node);

// findBy*/waitFor wait up to 10 s (1 s by default). On the 2 shared cores CI runs on, a page's first render and
// its API call have stalled past 3 s while the other worker's PostgreSQL fault tests held the machine (a clean-clone
// run found the store still "Loading products..." at 3 s, the rest of its file quick). Speed is the bench's to
// judge; a shopper-visible outcome that never comes still fails.
configure({ asyncUtilTimeout: 10_000 });
// A test may wait for several such outcomes in turn: 30 s in all, not Jest's 5 s.
jest.setTimeout(30_000);

afterEach(() => cleanup());

// jsdom leaves an XMLHttpRequest's timeout timer running after a network error (jsdom/jsdom#3433), so a test whose
// call lost its connection kept its worker alive for the rest of the call's timeout (15 s for an order) and Jest said
// the worker "failed to exit gracefully". A browser ends that timer with the request; here it ends at `loadend`.
if (typeof XMLHttpRequest !== 'undefined') {
  const send = XMLHttpRequest.prototype.send;
  XMLHttpRequest.prototype.send = function sendAndEndTimeout(this: XMLHttpRequest, ...body) {
    this.addEventListener('loadend', () => {
      this.timeout = 0;
    });
    send.apply(this, body);
  };
}
