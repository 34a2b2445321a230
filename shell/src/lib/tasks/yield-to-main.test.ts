import { describe, expect, it, jest } from '@jest/globals';
import { yieldToMain } from './yield-to-main';

describe('yieldToMain', () => {
  it('continues after the work already queued (a new task), not within the current one', async () => {
    const order: string[] = [];
    setTimeout(() => order.push('queued task'), 0);
    await yieldToMain();
    order.push('after the yield');
    expect(order).toEqual(['queued task', 'after the yield']);
  });

  it("uses the browser's scheduler.yield() where there is one", async () => {
    const scheduler = { yield: jest.fn(() => Promise.resolve()) };
    Object.assign(globalThis, { scheduler });
    try {
      await yieldToMain();
      expect(scheduler.yield).toHaveBeenCalledTimes(1);
    } finally {
      delete (globalThis as { scheduler?: unknown }).scheduler;
    }
  });
});
