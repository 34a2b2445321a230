/** @jest-environment node */
import { describe, expect, it } from '@jest/globals';
import type { SiteDocuments } from '@mitti/shared/ssr';
import { createRoutePreloads, preloadTags } from './remote-preloads';

const site = (apiBaseUrl = 'http://localhost:4000'): SiteDocuments => ({
  remotes: {},
  config: { apiBaseUrl, firebase: { apiKey: 'k', authDomain: 'd', projectId: 'demo' } },
});

describe('route preloads', () => {
  it('adds the API reads it is given, as the API client will ask for them, each once', async () => {
    const hints = () => () => ({ module: null });
    const reads = ['/products/leaf-incense-holder', '/products/leaf-incense-holder'];
    const tags = await createRoutePreloads(hints)(
      site('http://localhost:4000/'),
      '/product/leaf-incense-holder',
      reads,
    );
    expect(tags.app).toEqual([
      '<link rel="preload" href="http://localhost:4000/products/leaf-incense-holder" as="fetch" crossorigin>',
    ]);
    const rendered = await createRoutePreloads(hints)(site(), '/product/leaf-incense-holder', null);
    expect([...rendered.head, ...rendered.app].join('')).not.toContain('/products/');
  });

  it("preloads the shell's own page with its routes' documents, with the app's start", async () => {
    const hints = () => (pathname: string) => ({ module: null, page: pathname === '/' ? 'HomePage' : null });
    const scripts = (page: string) => (page === 'HomePage' ? ['/HomePage.abc.js'] : []);
    const preloads = createRoutePreloads(hints, scripts);
    expect(await preloads(site(), '/', null)).toEqual({
      head: [
        '<link rel="preconnect" href="http://localhost:4000">',
        '<link rel="preconnect" href="http://localhost:4000" crossorigin>',
      ],
      app: ['<link rel="preload" href="/HomePage.abc.js" as="script">'],
    });
    expect((await preloads(site(), '/store', null)).app.join('')).not.toContain('HomePage');
  });

  it('preloads the entry and the exposed chunks, not the manifest, which the page never fetches (decision 129)', () => {
    const manifest = {
      metaData: { remoteEntry: { name: 'remoteEntry.js', path: '' } },
      exposes: [{ name: 'StorePage', assets: { js: { sync: ['1.abc.js', '__federation_expose_StorePage.x.js'] } } }],
    };
    expect(preloadTags('http://localhost:3001/mf-manifest.json', manifest, 'StorePage')).toEqual([
      '<link rel="preload" href="http://localhost:3001/remoteEntry.js" as="script">',
      '<link rel="preload" href="http://localhost:3001/1.abc.js" as="script">',
      '<link rel="preload" href="http://localhost:3001/__federation_expose_StorePage.x.js" as="script">',
    ]);
  });

  it('opens both kinds of connection to the API origin with every document, remote route or not', async () => {
    expect(
      await createRoutePreloads(() => undefined)(site('https://api.mitti.example/api'), '/our-story', null),
    ).toEqual({
      head: [
        '<link rel="preconnect" href="https://api.mitti.example">',
        '<link rel="preconnect" href="https://api.mitti.example" crossorigin>',
      ],
      app: [],
    });
  });
});
