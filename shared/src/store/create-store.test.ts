/**
 * The store's development checks on a slow, loaded machine: they still run, but say nothing of their own time
 * (a warning logged from an API cache timer after a test file ends fails the whole Jest run).
 */
import { afterEach, describe, expect, it, jest } from '@jest/globals';
import { createAppStore } from './create-store';

afterEach(() => {
  jest.restoreAllMocks();
});

describe('createAppStore', () => {
  it('does not warn when its development checks take 100 ms', () => {
    let now = 0;
    jest.spyOn(Date, 'now').mockImplementation(() => (now += 100));
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    const store = createAppStore();

    store.dispatch({ type: 'shop/nothing-happened' });

    expect(warn).not.toHaveBeenCalled();
  });

  it('still reports a value the state cannot keep (its serializable check runs)', () => {
    const error = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const store = createAppStore();

    store.dispatch({ type: 'shop/not-serializable', payload: () => undefined });

    expect(error.mock.calls[0]?.[0]).toContain('A non-serializable value was detected in an action');
  });
});
