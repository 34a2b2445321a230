import { describe, expect, it } from '@jest/globals';
import { createJobQueue, PHOTO_QUEUE_FULL } from './photo-queue';

describe('the photo job queue', () => {
  it('runs one job at a time, lets a few wait, and asks the rest to come back (503)', async () => {
    const run = createJobQueue(2);
    const order: string[] = [];
    let finishFirst!: (value: string) => void;
    const first = run(
      () =>
        new Promise<string>((resolve) => {
          order.push('first started');
          finishFirst = resolve;
        }),
    );
    const waiting = [1, 2].map((n) =>
      run(async () => {
        order.push(`waiting ${n} started`);
        return n;
      }),
    );
    await expect(run(async () => 'too many')).rejects.toMatchObject({ statusCode: 503, message: PHOTO_QUEUE_FULL });
    expect(order).toEqual(['first started']);
    finishFirst('first');
    expect(await first).toBe('first');
    expect(await Promise.all(waiting)).toEqual([1, 2]);
    expect(order).toEqual(['first started', 'waiting 1 started', 'waiting 2 started']);
  });

  it('passes a failed job’s error on and goes on with the next', async () => {
    const run = createJobQueue();
    await expect(run(async () => Promise.reject(new Error('not a photo')))).rejects.toThrow('not a photo');
    expect(await run(async () => 'next')).toBe('next');
  });
});
