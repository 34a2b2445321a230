import { jest } from '@jest/globals';

/**
 * Test helper: fixes the date (`Date`, `Date.now()`) and leaves every timer real, so a page that waits for
 * its API still runs as it does in a browser. Put the clock back with `jest.useRealTimers()` (an afterEach).
 */
export function fixClock(now: Date): void {
  jest.useFakeTimers({
    now,
    doNotFake: [
      'hrtime',
      'nextTick',
      'performance',
      'queueMicrotask',
      'requestAnimationFrame',
      'cancelAnimationFrame',
      'requestIdleCallback',
      'cancelIdleCallback',
      'setImmediate',
      'clearImmediate',
      'setInterval',
      'clearInterval',
      'setTimeout',
      'clearTimeout',
    ],
  });
}
