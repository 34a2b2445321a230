import fastq from 'fastq';
import { HttpError } from '../../lib/http-error';

export const PHOTO_QUEUE_FULL = 'Photos are being processed; please try again in a minute.';

type Job = () => Promise<unknown>;

/**
 * Runs photo jobs one at a time (decision 025), on fastq: a 4000 x 3000 photo's variants take a few seconds
 * of libvips on libuv's thread pool, and two at once would take both of a small server's cores from the
 * shop. A few uploads may wait their turn; beyond that the owner is asked to retry (503), so memory stays
 * bounded.
 */
export function createJobQueue(maxWaiting = 4) {
  const queue = fastq.promise((job: Job) => job(), 1);
  return async function run<T>(job: () => Promise<T>): Promise<T> {
    if (queue.length() >= maxWaiting) throw new HttpError(503, PHOTO_QUEUE_FULL);
    return (await queue.push(job)) as T;
  };
}
