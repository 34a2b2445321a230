import { describe, expect, it } from '@jest/globals';
import { DEFAULT_RETRY_POLICY } from './mail-queue';

/**
 * pg-boss's backoff (its failJobs SQL): the retry after the n-th failed attempt waits delay * 2^n / 2 seconds,
 * plus as much again at random. The shortest schedule is the one an outage must not outlast.
 */
const shortestWaits = ({ retryLimit, retryDelaySeconds }: typeof DEFAULT_RETRY_POLICY) =>
  Array.from({ length: retryLimit }, (_, n) => (retryDelaySeconds * 2 ** Math.min(16, n + 1)) / 2);

describe('the default retry policy', () => {
  it('outlasts a mail server down for ten minutes, with retries to spare', () => {
    const waits = shortestWaits(DEFAULT_RETRY_POLICY);
    const cumulative = waits.map((_, i) => waits.slice(0, i + 1).reduce((sum, wait) => sum + wait, 0));
    const lastAttemptAfter = cumulative.at(-1)!;
    expect(lastAttemptAfter).toBeGreaterThan(60 * 60);
    // The retry that comes after ten minutes is not the last one.
    expect(cumulative.findIndex((at) => at > 10 * 60)).toBeLessThan(waits.length - 1);
  });
});
