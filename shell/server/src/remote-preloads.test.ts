/** @jest-environment node */
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from '@jest/globals';
import { createRemotePreloader, dataForPath, moduleForPath, preloadTags } from './remote-preloads';

describe('remote preloads', () => {
  it('finds the remote module a document route renders', () => {
    expect(moduleForPath('/')).toBe('catalog/LatestArrivals');
    expect(moduleForPath('/store')).toBe('catalog/StorePage');
    expect(moduleForPath('/product/indigo-stoneware-vase')).toBe('catalog/ProductPage');
    expect(moduleForPath('/cart')).toBe('checkout/CartPage');
    expect(moduleForPath('/our-story')).toBeUndefined();
    expect(moduleForPath('/product/a/b')).toBeUndefined();
  });

  it("fetches ahead the public API reads a route starts with, with the route's parameters", () => {
    expect(dataForPath('/store', 'http://localhost:4000')).toEqual(['http://localhost:4000/products']);
    expect(dataForPath('/product/leaf-incense-holder', 'https://api.mitti.example/')).toEqual([
      'https://api.mitti.example/products/leaf-incense-holder',
    ]);
    expect(dataForPath('/product/a%20b', 'http://localhost:4000')).toEqual(['http://localhost:4000/products/a%20b']);
    expect(dataForPath('/cart', 'http://localhost:4000')).toEqual([]);
    expect(dataForPath('/our-story', 'http://localhost:4000')).toEqual([]);
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

  it('opens both kinds of connection to the API origin with every document, remote route or not', async () => {
    const siteDir = mkdtempSync(path.join(tmpdir(), 'mitti-site-'));
    writeFileSync(
      path.join(siteDir, 'runtime-config.json'),
      JSON.stringify({ apiBaseUrl: 'https://api.mitti.example/api' }),
    );
    writeFileSync(path.join(siteDir, 'remotes.json'), '{}');
    const html = await createRemotePreloader(siteDir)('<html><head></head><body></body></html>', '/our-story');
    expect(html).toBe(
      '<html><head><link rel="preconnect" href="https://api.mitti.example">' +
        '<link rel="preconnect" href="https://api.mitti.example" crossorigin></head><body></body></html>',
    );
  });

  it('leaves the document alone when the site has no runtime config or remotes', async () => {
    const siteDir = mkdtempSync(path.join(tmpdir(), 'mitti-site-'));
    const html = '<html><head></head><body></body></html>';
    expect(await createRemotePreloader(siteDir)(html, '/store')).toBe(html);
  });
});
