import { describe, expect, it } from 'vitest';
import { moduleForPath, preloadTags } from './remote-preloads';

describe('remote preloads', () => {
  it('finds the remote module a document route renders', () => {
    expect(moduleForPath('/')).toBe('catalog/LatestArrivals');
    expect(moduleForPath('/store')).toBe('catalog/StorePage');
    expect(moduleForPath('/product/indigo-stoneware-vase')).toBe('catalog/ProductPage');
    expect(moduleForPath('/cart')).toBe('checkout/CartPage');
    expect(moduleForPath('/our-story')).toBeUndefined();
    expect(moduleForPath('/product/a/b')).toBeUndefined();
  });

  it('preloads the manifest as the runtime fetches it, then the entry and the exposed chunks', () => {
    const manifest = {
      metaData: { remoteEntry: { name: 'remoteEntry.js', path: '' } },
      exposes: [{ name: 'StorePage', assets: { js: { sync: ['1.abc.js', '__federation_expose_StorePage.x.js'] } } }],
    };
    expect(preloadTags('http://localhost:3001/mf-manifest.json', manifest, 'StorePage')).toEqual([
      '<link rel="preload" href="http://localhost:3001/mf-manifest.json" as="fetch" crossorigin>',
      '<link rel="preload" href="http://localhost:3001/remoteEntry.js" as="script">',
      '<link rel="preload" href="http://localhost:3001/1.abc.js" as="script">',
      '<link rel="preload" href="http://localhost:3001/__federation_expose_StorePage.x.js" as="script">',
    ]);
  });
});
