/**
 * The store's development checks on a slow, loaded machine: they still run, but say nothing of their own time
 * (a warning logged from an API cache timer after a test file ends fails the whole Jest run).
 */
import { afterEach, describe, expect, it, jest } from '@jest/globals';
import { json, testApiForEachTest } from '../../test/test-api-server';
import { api } from '../api/api';
import { configureApiClient } from '../api/api-config';
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

  describe("a server render's reads (decision 125)", () => {
    const server = testApiForEachTest();
    const reads = api.injectEndpoints({
      endpoints: (build) => ({
        publicRead: build.query<unknown, string>({ query: (id) => `/things/${id}` }),
        ownRead: build.query<unknown, void>({ query: () => ({ path: '/mine', requireAuth: true }) }),
        write: build.mutation<unknown, void>({ query: () => ({ path: '/things', method: 'POST', body: {} }) }),
      }),
    });

    it('tells the path of each read it starts that a browser makes the same: a GET that needs no token', async () => {
      server.answer(() => json(200, {}));
      configureApiClient({ baseUrl: server.url, getToken: async () => 'token', onAuthExpired: () => undefined });
      const told: string[] = [];
      const store = createAppStore(undefined, { onRead: (path) => told.push(path) });

      await store.dispatch(reads.endpoints.publicRead.initiate('a b'));
      await store.dispatch(reads.endpoints.ownRead.initiate());
      await store.dispatch(reads.endpoints.write.initiate());

      expect(told).toEqual(['/things/a b']);
      expect(server.requests.map((request) => request.method + ' ' + request.path)).toEqual([
        'GET /things/a%20b',
        'GET /mine',
        'POST /things',
      ]);
      store.dispatch(api.util.resetApiState());
    });
  });
});
