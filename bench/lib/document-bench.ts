import path from 'node:path';
import { build } from 'esbuild';
import { repoRoot } from '../../scripts/apps';
import { serverBundleOptions } from '../../scripts/build-server';
import { startProcess, waitForUrl } from '../../scripts/lib/processes';
import { loadDocuments, type DocumentFigures } from './document-load';
import type { Stack } from './stack';

/** Progress on stdout (the lint rule keeps console.log out of app code). */
const log = (text: string) => process.stdout.write(`${text}\n`);

export const BARE_DOCUMENT_PORT = 4101;

/** A shopper with an (empty) cart: the document is rendered for their cookies, never taken from a cache. */
export const SHOPPER_COOKIE = { cookie: 'mitti_cart=%5B%5D' };

export interface DocumentResults {
  figures: DocumentFigures[];
}

/** The yardstick (bench/bare-document): built with the server bundles' esbuild options, run with plain node. */
async function startBareDocument(apiUrl: string): Promise<{ url: string; pid: number }> {
  const outfile = path.join(repoRoot, 'bench/dist-bare/server.cjs');
  const options = serverBundleOptions(path.join(repoRoot, 'bench/bare-document/server.tsx'), outfile);
  await build({ ...options, external: ['fastify'] });
  const bare = startProcess('bare-document', process.execPath, [outfile], {
    PORT: String(BARE_DOCUMENT_PORT),
    API_URL: apiUrl.replace('//localhost:', '//127.0.0.1:'),
    NODE_ENV: 'production',
  });
  const url = `http://127.0.0.1:${BARE_DOCUMENT_PORT}`;
  await waitForUrl(`${url}/`, 60_000);
  return { url, pid: bare.pid! };
}

/**
 * Documents under load (issue 31): each route as a visitor without cookies gets it (`cached`: a public
 * document, which the server may keep), as a shopper with a cart gets it (`uncached`: rendered for them
 * every time), and from the yardstick (`bare`), with the CPU the document server (or the yardstick) and
 * the API spent per document.
 */
export async function benchDocuments(stack: Stack, product: string): Promise<DocumentResults> {
  const bare = await startBareDocument(stack.apiUrl);
  const routes = [`/product/${product}`, '/store', '/'];
  const figures: DocumentFigures[] = [];
  const composed = { document: stack.pids.document, api: stack.pids.api };
  for (const route of routes) {
    const name = route.startsWith('/product/') ? '/product/:id' : route;
    const url = `${stack.composedUrl.replace('//localhost:', '//127.0.0.1:')}${route}`;
    for (const target of [
      { mode: 'cached', url, processes: composed },
      { mode: 'uncached', url, headers: SHOPPER_COOKIE, processes: composed },
      { mode: 'bare', url: `${bare.url}${route}`, processes: { document: bare.pid, api: stack.pids.api } },
    ]) {
      const result = await loadDocuments({ route: name, ...target });
      log(
        `${name} ${target.mode}: ${Math.round(result.perSecond)}/s p50 ${result.p50.toFixed(1)} ms p99 ${result.p99.toFixed(1)} ms, ` +
          `errors ${result.errors}, non-2xx ${result.non2xx}, load ${result.loadAverage.toFixed(1)}`,
      );
      figures.push(result);
    }
  }
  return { figures };
}
