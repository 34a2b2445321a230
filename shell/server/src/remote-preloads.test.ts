/** @jest-environment node */
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from '@jest/globals';
import { createRemotePreloader, preloadTags } from './remote-preloads';

describe('remote preloads', () => {
  it("adds the route's API reads, as the API client will ask for them, with the route table's parameters", async () => {
    const siteDir = mkdtempSync(path.join(tmpdir(), 'mitti-site-'));
    writeFileSync(path.join(siteDir, 'runtime-config.json'), JSON.stringify({ apiBaseUrl: 'http://localhost:4000/' }));
    writeFileSync(path.join(siteDir, 'remotes.json'), '{}');
    const hints = () => (pathname: string) => ({ module: null, data: [`/products/${pathname.split('/')[2]}`] });
    const html = await createRemotePreloader(siteDir, hints)('<head></head>', '/product/leaf-incense-holder');
    expect(html).toContain(
      '<link rel="preload" href="http://localhost:4000/products/leaf-incense-holder" as="fetch" crossorigin data-route-read>',
    );
  });

  it("preloads the shell's own page with its routes' documents, before the API hints", async () => {
    const siteDir = mkdtempSync(path.join(tmpdir(), 'mitti-site-'));
    writeFileSync(path.join(siteDir, 'runtime-config.json'), JSON.stringify({ apiBaseUrl: 'http://localhost:4000' }));
    writeFileSync(path.join(siteDir, 'remotes.json'), '{}');
    const hints = () => (pathname: string) => ({ module: null, page: pathname === '/' ? 'HomePage' : null, data: [] });
    const scripts = async (page: string) => (page === 'HomePage' ? ['/HomePage.abc.js'] : []);
    const preloader = createRemotePreloader(siteDir, hints, scripts);
    expect(await preloader('<head></head>', '/')).toBe(
      '<head><link rel="preload" href="/HomePage.abc.js" as="script">' +
        '<link rel="preconnect" href="http://localhost:4000">' +
        '<link rel="preconnect" href="http://localhost:4000" crossorigin></head>',
    );
    expect(await preloader('<head></head>', '/store')).not.toContain('HomePage');
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
    const html = await createRemotePreloader(siteDir, () => undefined)(
      '<html><head></head><body></body></html>',
      '/our-story',
    );
    expect(html).toBe(
      '<html><head><link rel="preconnect" href="https://api.mitti.example">' +
        '<link rel="preconnect" href="https://api.mitti.example" crossorigin></head><body></body></html>',
    );
  });

  it('leaves the document alone when the site has no runtime config or remotes', async () => {
    const siteDir = mkdtempSync(path.join(tmpdir(), 'mitti-site-'));
    const html = '<html><head></head><body></body></html>';
    expect(await createRemotePreloader(siteDir, () => undefined)(html, '/store')).toBe(html);
  });
});
