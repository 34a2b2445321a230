import { gzipSync } from 'node:zlib';
import { chromium } from '@playwright/test';
import { startUsing } from '../../e2e/support/app';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../../scripts/lib/chromium';

/**
 * A marker per shared library: a string only that library's production build contains. A response whose
 * body matches is a copy of the library; the composed site must download each exactly once.
 */
export const LIBRARY_MARKERS = {
  react: '.createContext=function',
  'react-dom': '.createRoot=function',
  'react-router': '__reactRouterVersion',
  redux: '@@redux/INIT',
} as const;

export type Library = keyof typeof LIBRARY_MARKERS;

const bodies = new Map<string, Promise<string>>();

/** The uncompressed body of a script (cached: hashed chunks never change within a run). */
function body(url: string): Promise<string> {
  let text = bodies.get(url);
  if (!text) {
    // Node resolves localhost to ::1 first; the static servers listen on IPv4.
    text = fetch(url.replace('//localhost:', '//127.0.0.1:')).then((response) => {
      if (!response.ok) throw new Error(`${url}: ${response.status}`);
      return response.text();
    });
    bodies.set(url, text);
  }
  return text;
}

export interface Chunk {
  url: string;
  gzipBytes: number;
}

export interface FirstLoad {
  requests: number;
  gzipBytes: number;
  /** What the first load is made of, largest first. */
  chunks: Chunk[];
}

/** Gzip size (level 9, as the static server sends it) and count of the scripts a route loaded. */
export async function firstLoad(scripts: string[]): Promise<FirstLoad> {
  // Only the shop's own origins: a third-party script (Firebase's apis.google.com loader) is not part of
  // the build, and this machine has no internet to fetch it from anyway.
  const unique = [...new Set(scripts)].filter((url) => /^http:\/\/(localhost|127\.0\.0\.1):/.test(url));
  const chunks = await Promise.all(
    unique.map(async (url) => ({ url, gzipBytes: gzipSync(await body(url), { level: 9 }).length })),
  );
  chunks.sort((a, b) => b.gzipBytes - a.gzipBytes);
  return { requests: unique.length, gzipBytes: chunks.reduce((sum, c) => sum + c.gzipBytes, 0), chunks };
}

export type LibraryCopies = Record<Library, number>;

/**
 * Opens the first route, then visits the others by client-side navigation (as a shopper does) and counts
 * the script responses that carry each library.
 */
export async function countLibraryCopies(baseUrl: string, paths: string[]): Promise<LibraryCopies> {
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
  try {
    const page = await browser.newPage();
    const scripts: Promise<string>[] = [];
    page.on('response', (response) => {
      if (response.request().resourceType() === 'script') scripts.push(response.text().catch(() => ''));
    });
    const [first, ...rest] = paths;
    await page.goto(`${baseUrl}${first}`, { waitUntil: 'networkidle' });
    // The app starts at the shopper's first sign of use (decision 130).
    await startUsing(page);
    await page.waitForFunction(() => document.documentElement.dataset.app === 'ready');
    for (const path of rest) {
      await page.evaluate((to) => {
        window.history.pushState({}, '', to);
        window.dispatchEvent(new PopStateEvent('popstate'));
      }, path);
      await page.waitForLoadState('networkidle');
      await page.waitForTimeout(500);
    }
    const texts = await Promise.all(scripts);
    const count = (marker: string) => texts.filter((text) => text.includes(marker)).length;
    return Object.fromEntries(
      Object.entries(LIBRARY_MARKERS).map(([library, marker]) => [library, count(marker)]),
    ) as LibraryCopies;
  } finally {
    await browser.close();
  }
}
