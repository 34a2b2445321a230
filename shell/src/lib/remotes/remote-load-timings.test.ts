import { describe, expect, it } from '@jest/globals';
import { remoteLoadTimings, remoteLoads } from './remote-load-timings';

type Hooks = Record<string, (args: Record<string, unknown>) => unknown>;
/** The builds `/remotes.json` pinned: each remote's manifest URL (one from the site's root, as behind nginx). */
const builds: Record<string, string> = {
  catalog: 'http://localhost:3001/mf-manifest.json',
  workshops: '/remotes/workshops/mf-manifest.json',
};

describe('the federation runtime plugin that times remote loads', () => {
  it('times the entry and the module of a first load, and only the module of a later one, under the build pinned', async () => {
    const plugin = remoteLoadTimings((remote) => builds[remote]) as unknown as Hooks;
    // The runtime knows the entry beside the manifest, under a Retry's own address.
    const remote = { name: 'catalog', entry: 'http://localhost:3001/remoteEntry.js?retry=2' };
    plugin.beforeRequest!({ id: 'catalog/StorePage' });
    plugin.afterInitRemote!({ id: 'catalog/StorePage', cached: false });
    plugin.afterLoadRemote!({ id: 'catalog/StorePage', remote });
    plugin.beforeRequest!({ id: 'catalog/ProductPage' });
    plugin.afterInitRemote!({ id: 'catalog/ProductPage', cached: true });
    plugin.afterLoadRemote!({ id: 'catalog/ProductPage', remote });
    plugin.beforeRequest!({ id: 'workshops/WorkshopsPage' });
    plugin.afterLoadRemote!({
      id: 'workshops/WorkshopsPage',
      remote: { name: 'workshops', entry: 'http://localhost/remotes/workshops/remoteEntry.js' },
      error: new Error('offline'),
    });
    expect(remoteLoads).toEqual([
      {
        module: 'catalog/StorePage',
        build: builds.catalog,
        failed: false,
        entryMs: expect.any(Number),
        moduleMs: expect.any(Number),
      },
      { module: 'catalog/ProductPage', build: builds.catalog, failed: false, moduleMs: expect.any(Number) },
      {
        module: 'workshops/WorkshopsPage',
        build: `${window.location.origin}/remotes/workshops/mf-manifest.json`,
        failed: true,
      },
    ]);
  });
});
