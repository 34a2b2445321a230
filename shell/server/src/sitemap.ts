import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { LANGUAGES, pathInLanguage } from '@mitti/shared/i18n';
import { pageInEachLanguage } from './languages';

/**
 * The shop's own pages worth finding from a search engine, and the ones crawlers are kept out of (carts,
 * checkout, payments, accounts, sign-in): the shell's route table says which (its server bundle's
 * `crawlerPaths()`, shell/src/server/route-facts.ts).
 */
export interface CrawlerPaths {
  listed: string[];
  disallowed: string[];
}

interface Listed {
  id: string;
}

const escapeXml = (text: string) =>
  text.replace(/[<>&'"]/g, (c) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', "'": '&apos;', '"': '&quot;' })[c]!);

/**
 * sitemap.xml (sitemaps.org 0.9) for the site at `siteUrl`: the shop's pages (`pages`, in every language already),
 * every product and workshop in every language, each page with the same page in each language as the document
 * names them (`hreflang` alternates, as Google reads them in a sitemap).
 */
export function sitemapXml(
  siteUrl: string,
  pages: readonly string[],
  products: readonly Listed[],
  workshops: readonly Listed[],
): string {
  const base = siteUrl.replace(/\/+$/, '');
  const absolute = (p: string) => escapeXml(`${base}${p}`);
  const listed = [
    ...products.map((product) => `/product/${encodeURIComponent(product.id)}`),
    ...workshops.map((workshop) => `/workshop/${encodeURIComponent(workshop.id)}`),
  ];
  const paths = [...pages, ...LANGUAGES.flatMap((language) => listed.map((p) => pathInLanguage(p, language)))];
  const urls = paths.map((p) => {
    const alternates = pageInEachLanguage(p).map(
      ([hreflang, href]) => `\n    <xhtml:link rel="alternate" hreflang="${hreflang}" href="${absolute(href)}"/>`,
    );
    return `  <url>\n    <loc>${absolute(p)}</loc>${alternates.join('')}\n  </url>`;
  });
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">\n${urls.join('\n')}\n</urlset>\n`;
}

export function robotsTxt(siteUrl: string, disallowed: readonly string[]): string {
  const base = siteUrl.replace(/\/+$/, '');
  const disallow = disallowed.map((p) => `Disallow: ${p}`).join('\n');
  return `User-agent: *\n${disallow}\n\nSitemap: ${base}/sitemap.xml\n`;
}

async function getList(url: string, fetchImpl: typeof fetch): Promise<Listed[]> {
  const response = await fetchImpl(url);
  if (!response.ok) throw new Error(`${url} answered ${response.status}`);
  return (await response.json()) as Listed[];
}

/**
 * Writes `sitemap.xml` and `robots.txt` into the shell's deploy-time site folder (served before the build,
 * see site-files.ts), from the API's products and workshops. `npm start` calls it once the API is up.
 * SITE_URL names the public address (default http://localhost:3000).
 */
export async function writeSitemap(
  dir: string,
  {
    apiUrl,
    siteUrl,
    pages,
    fetchImpl = fetch,
  }: { apiUrl: string; siteUrl: string; pages: CrawlerPaths; fetchImpl?: typeof fetch },
): Promise<void> {
  const [products, workshops] = await Promise.all([
    getList(`${apiUrl}/products`, fetchImpl),
    getList(`${apiUrl}/workshops`, fetchImpl),
  ]);
  writeFileSync(path.join(dir, 'sitemap.xml'), sitemapXml(siteUrl, pages.listed, products, workshops));
  writeFileSync(path.join(dir, 'robots.txt'), robotsTxt(siteUrl, pages.disallowed));
}
