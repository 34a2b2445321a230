/** @jest-environment node */
import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it, jest } from '@jest/globals';
import { robotsTxt, sitemapXml, writeSitemap } from './sitemap';

const pages = { listed: ['/', '/store', '/hi', '/hi/store'], disallowed: ['/checkout', '/account'] };

/** The `<url>` entry whose `<loc>` is `loc`. */
const entryOf = (xml: string, loc: string) =>
  xml.split('<url>').find((entry) => entry.includes(`<loc>${loc}</loc>`)) ?? '';

describe('sitemap and robots.txt', () => {
  it('lists the shop pages, every product and every workshop on the site origin', () => {
    const xml = sitemapXml('https://mitti.example/', pages.listed, [{ id: 'oat-bowl' }], [{ id: 'raku & tea' }]);
    expect(xml).toContain(
      '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">',
    );
    expect(xml).toContain('<loc>https://mitti.example/</loc>');
    expect(xml).toContain('<loc>https://mitti.example/store</loc>');
    expect(xml).toContain('<loc>https://mitti.example/product/oat-bowl</loc>');
    expect(xml).toContain('<loc>https://mitti.example/workshop/raku%20%26%20tea</loc>');
    expect(xml).not.toContain('/cart');
  });

  it('lists every page in Hindi too, each naming the same page in each language as its document does', () => {
    const xml = sitemapXml('https://mitti.example', pages.listed, [{ id: 'oat-bowl' }], [{ id: 'wheel' }]);
    const alternates = (english: string, hindi: string) => [
      `<xhtml:link rel="alternate" hreflang="en" href="https://mitti.example${english}"/>`,
      `<xhtml:link rel="alternate" hreflang="hi" href="https://mitti.example${hindi}"/>`,
      `<xhtml:link rel="alternate" hreflang="x-default" href="https://mitti.example${english}"/>`,
    ];
    for (const [english, hindi] of [
      ['/', '/hi'],
      ['/store', '/hi/store'],
      ['/product/oat-bowl', '/hi/product/oat-bowl'],
      ['/workshop/wheel', '/hi/workshop/wheel'],
    ] as const) {
      for (const loc of [english, hindi]) {
        const entry = entryOf(xml, `https://mitti.example${loc}`);
        for (const alternate of alternates(english, hindi)) expect(entry).toContain(alternate);
      }
    }
    expect(xml.match(/<loc>/g)).toHaveLength(8);
  });

  it('keeps crawlers out of private pages and points them at the sitemap', () => {
    const robots = robotsTxt('https://mitti.example', pages.disallowed);
    expect(robots).toMatch(/^User-agent: \*$/m);
    expect(robots).toMatch(/^Disallow: \/checkout$/m);
    expect(robots).toMatch(/^Disallow: \/account$/m);
    expect(robots).toMatch(/^Sitemap: https:\/\/mitti\.example\/sitemap\.xml$/m);
  });

  it('writes both files from the API', async () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'sitemap-'));
    const fetchImpl = jest.fn<typeof fetch>(async (url) =>
      Response.json(String(url).endsWith('/products') ? [{ id: 'mug' }] : [{ id: 'wheel' }]),
    );
    await writeSitemap(dir, { apiUrl: 'http://api.test', siteUrl: 'http://localhost:3000', pages, fetchImpl });
    expect(fetchImpl).toHaveBeenCalledWith('http://api.test/products');
    const xml = readFileSync(path.join(dir, 'sitemap.xml'), 'utf8');
    expect(xml).toContain('http://localhost:3000/product/mug');
    expect(xml).toContain('http://localhost:3000/workshop/wheel');
    expect(readFileSync(path.join(dir, 'robots.txt'), 'utf8')).toContain('Sitemap: http://localhost:3000/sitemap.xml');
  });
});
