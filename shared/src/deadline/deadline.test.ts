/** @jest-environment node */
import { describe, expect, it } from '@jest/globals';
import { DeadlineError, untilAborted, withDeadline } from './deadline';

/** Work that never ends by itself: it notes when it is told to stop. */
function endless(stopped: { reason?: unknown }) {
  return (signal: AbortSignal) =>
    new Promise<never>(() => signal.addEventListener('abort', () => (stopped.reason = signal.reason), { once: true }));
}

describe('withDeadline', () => {
  it('gives what the work gives when it answers in time, and its failure as it is', async () => {
    await expect(withDeadline(1000, async () => 'answered')).resolves.toBe('answered');
    const failure = new Error('the API is down');
    await expect(withDeadline(1000, () => Promise.reject(failure))).rejects.toBe(failure);
  });

  it('gives up at the deadline with a DeadlineError, and tells the work to stop', async () => {
    const stopped: { reason?: unknown } = {};
    const started = Date.now();
    const given = withDeadline(50, endless(stopped), { message: 'no view within 50 ms' });
    await expect(given).rejects.toThrow(DeadlineError);
    await expect(given).rejects.toThrow('no view within 50 ms');
    expect(Date.now() - started).toBeGreaterThanOrEqual(45);
    expect(stopped.reason).toBeInstanceOf(DeadlineError);
  });

  it("stops as soon as the caller's signal aborts, with its reason, and tells the work to stop", async () => {
    const stopped: { reason?: unknown } = {};
    const caller = new AbortController();
    const given = withDeadline(60_000, endless(stopped), { signal: caller.signal });
    const gone = new Error('the shopper went away');
    caller.abort(gone);
    await expect(given).rejects.toBe(gone);
    expect(stopped.reason).toBe(gone);
  });

  it('does not start work for a caller already gone', async () => {
    let started = false;
    const caller = new AbortController();
    caller.abort(new Error('gone'));
    await expect(withDeadline(1000, async () => (started = true), { signal: caller.signal })).rejects.toThrow('gone');
    expect(started).toBe(false);
  });
});

describe('untilAborted', () => {
  it('waits for the work, or stops waiting when the signal aborts', async () => {
    await expect(untilAborted(Promise.resolve(1), new AbortController().signal)).resolves.toBe(1);
    const controller = new AbortController();
    const waiting = untilAborted(new Promise(() => undefined), controller.signal);
    controller.abort(new Error('deadline'));
    await expect(waiting).rejects.toThrow('deadline');
  });
});
