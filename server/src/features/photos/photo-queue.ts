import { HttpError } from '../../lib/http-error';

export const PHOTO_QUEUE_FULL = 'Photos are being processed; please try again in a minute.';

/**
 * Runs photo jobs one at a time (decision 025): a 4000 x 3000 photo's fifteen variants take a few seconds of
 * libvips on libuv's thread pool, and two at once would take both of a small server's cores from the shop.
 * A few uploads may wait their turn; beyond that the owner is asked to retry (503), so memory stays bounded.
 */
export function createJobQueue(maxWaiting = 4) {
  let running = 0;
  const waiting: (() => void)[] = [];
  const release = () => {
    running -= 1;
    const next = waiting.shift();
    if (next) {
      running += 1;
      next();
    }
  };
  return async function run<T>(job: () => Promise<T>): Promise<T> {
    if (running > 0) {
      if (waiting.length >= maxWaiting) throw new HttpError(503, PHOTO_QUEUE_FULL);
      await new Promise<void>((resolve) => waiting.push(resolve));
    } else {
      running += 1;
    }
    try {
      return await job();
    } finally {
      release();
    }
  };
}
