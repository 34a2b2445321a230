import { describe, expect, it } from '@jest/globals';
import { createInstance, type ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';
import { forgetRefusal, remoteLoadErrors } from './remote-load-errors';
import { RemoteUnavailableError } from './remote-unavailable-error';

type Hook = (args: Record<string, unknown>) => Promise<unknown>;
const { errorLoadRemote, beforeInitContainer } = remoteLoadErrors as unknown as Record<string, Hook>;

/**
 * A remote's container started by the page's host, as webpack's runtime starts one: its federation runtime takes
 * the init options the host's `beforeInitContainer` gave; its build accepts `requiredVersion` of the page's React.
 */
async function containerAccepting(name: string, requiredVersion: string) {
  const container = createInstance({
    name,
    remotes: [],
    shared: {
      react: {
        version: '19.2.0',
        lib: () => ({}),
        shareConfig: { singleton: true, requiredVersion, strictVersion: true },
      },
    },
  });
  const { remoteEntryInitOptions } = (await beforeInitContainer!({
    shareScope: {},
    initScope: [],
    remoteEntryInitOptions: { version: '', shareScopeKeys: 'default' },
    remoteInfo: { name },
  })) as { remoteEntryInitOptions: { plugins?: ModuleFederationRuntimePlugin[] } };
  container.initOptions({ name, remotes: [], ...remoteEntryInitOptions });
  return container;
}

describe("the federation runtime's hooks for a remote that fails to load", () => {
  it('end a failed load in the error its slot shows: unavailable', async () => {
    const failure = new Error('Failed to fetch');
    const ended = errorLoadRemote!({ id: 'catalog/StorePage', error: failure, lifecycle: 'onLoad' });
    await expect(ended).rejects.toBeInstanceOf(RemoteUnavailableError);
    await expect(ended).rejects.toMatchObject({ remote: 'catalog', reason: 'unavailable', cause: failure });
  });

  it('leave the runtime to clean up while it fetches a manifest', async () => {
    const failure = new Error('Failed to fetch');
    await expect(
      errorLoadRemote!({ id: 'http://localhost:3001/mf-manifest.json', error: failure, lifecycle: 'afterResolve' }),
    ).resolves.toBeUndefined();
  });

  it("tell a build the runtime refuses the page's React as incompatible, until Retry brings another", async () => {
    const accepted = await containerAccepting('account', '^19.0.0');
    expect(() => accepted.loadShareSync('react')).not.toThrow();
    const refused = await containerAccepting('workshops', '^18.2.0');
    expect(() => refused.loadShareSync('react')).toThrow();

    const failure = new Error('the module could not be evaluated');
    const load = (id: string) => errorLoadRemote!({ id, error: failure, lifecycle: 'onLoad' });
    await expect(load('workshops/WorkshopsPage')).rejects.toMatchObject({
      remote: 'workshops',
      reason: 'incompatible',
    });
    await expect(load('account/OrdersPage')).rejects.toMatchObject({ remote: 'account', reason: 'unavailable' });
    forgetRefusal('workshops');
    await expect(load('workshops/WorkshopsPage')).rejects.toMatchObject({ reason: 'unavailable' });
  });
});
