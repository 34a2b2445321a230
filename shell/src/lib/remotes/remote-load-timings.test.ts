import { describe, expect, it } from '@jest/globals';
import { buildOf, remoteLoadTimings, remoteLoads } from './remote-load-timings';

type Hooks = Record<string, (args: Record<string, unknown>) => unknown>;
const entry = 'http://localhost:3001/mf-manifest.json';

describe('the federation runtime plugin that times remote loads', () => {
  it('times the entry and the module of a first load, and only the module of a later one', async () => {
    const plugin = remoteLoadTimings() as unknown as Hooks;
    const remote = { name: 'catalog', entry: `${entry}?retry=2` };
    plugin.beforeRequest!({ id: 'catalog/StorePage' });
    plugin.afterInitRemote!({ id: 'catalog/StorePage', cached: false });
    plugin.afterLoadRemote!({ id: 'catalog/StorePage', remote });
    plugin.beforeRequest!({ id: 'catalog/ProductPage' });
    plugin.afterInitRemote!({ id: 'catalog/ProductPage', cached: true });
    plugin.afterLoadRemote!({ id: 'catalog/ProductPage', remote });
    plugin.beforeRequest!({ id: 'workshops/WorkshopsPage' });
    plugin.afterLoadRemote!({
      id: 'workshops/WorkshopsPage',
      remote: { name: 'workshops', entry: 'http://localhost:3002/mf-manifest.json' },
      error: new Error('offline'),
    });
    expect(remoteLoads).toEqual([
      {
        module: 'catalog/StorePage',
        build: entry,
        failed: false,
        entryMs: expect.any(Number),
        moduleMs: expect.any(Number),
      },
      { module: 'catalog/ProductPage', build: entry, failed: false, moduleMs: expect.any(Number) },
      { module: 'workshops/WorkshopsPage', build: 'http://localhost:3002/mf-manifest.json', failed: true },
    ]);
  });

  it('names a build by its manifest URL without a Retry’s marker', () => {
    expect(buildOf('https://cdn.example/catalog/v2/mf-manifest.json?retry=1')).toBe(
      'https://cdn.example/catalog/v2/mf-manifest.json',
    );
  });
});
