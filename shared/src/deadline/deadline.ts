/**
 * The one way the shop gives up on work after a deadline (decision 087): a remote's load in the browser, a
 * page's server view, a form's answer. The work gets a signal that aborts at the deadline (or when the caller's
 * own signal aborts first), so what it started stops with it: its API calls and fetches are cancelled, not left
 * running. A single fetch needs no more than `signal: AbortSignal.timeout(ms)`, the platform's own.
 */

/** The work was given up at its deadline. */
export class DeadlineError extends Error {
  override name = 'DeadlineError';
}

/** `work`, or the reason of `signal` as soon as it aborts: whoever waits stops waiting, whatever `work` still does. */
export function untilAborted<T>(work: Promise<T>, signal?: AbortSignal): Promise<T> {
  if (!signal) return work;
  if (signal.aborted) {
    work.catch(() => undefined);
    return Promise.reject(signal.reason as Error);
  }
  return new Promise<T>((resolve, reject) => {
    const stop = () => reject(signal.reason as Error);
    signal.addEventListener('abort', stop, { once: true });
    work.then(resolve, reject).finally(() => signal.removeEventListener('abort', stop));
  });
}

export interface DeadlineOptions {
  /** Stops the work earlier: the caller went away (its reason is the rejection then). */
  signal?: AbortSignal;
  /** The message of the DeadlineError; `no answer within <ms> ms` unless said. */
  message?: string;
}

/**
 * Runs `work` with a signal that aborts after `ms` (or with `options.signal`), and rejects with the reason at
 * that moment: a DeadlineError at the deadline. The timer never keeps a Node process alive.
 */
export async function withDeadline<T>(
  ms: number,
  work: (signal: AbortSignal) => Promise<T>,
  { signal, message = `no answer within ${ms} ms` }: DeadlineOptions = {},
): Promise<T> {
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(new DeadlineError(message)), ms);
  (timer as { unref?: () => void }).unref?.();
  const stop = () => controller.abort(signal?.reason);
  if (signal?.aborted) stop();
  else signal?.addEventListener('abort', stop, { once: true });
  try {
    controller.signal.throwIfAborted();
    return await untilAborted(work(controller.signal), controller.signal);
  } finally {
    clearTimeout(timer);
    signal?.removeEventListener('abort', stop);
  }
}
