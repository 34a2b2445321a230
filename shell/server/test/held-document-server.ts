import { existsSync, writeFileSync } from 'node:fs';
import { rm } from 'node:fs/promises';
import path from 'node:path';
import { createAppServer } from '../src/app-server';
import type { ServerView } from '../src/server-view';
import { pageOfPrices } from './page-of-prices';
import { plainView } from './plain-view';
import { BUNDLE_WITHOUT_VIEWS, makeShellBuild } from './shell-build';

/**
 * A document server in a process of its own, following the API at argv[2] and rendering its pages' prices
 * (page-of-prices.ts), whose render of `/held` holds its event loop, as a long render on a busy machine does:
 * right after answering it, it writes `held` in the folder argv[3] and goes on only once `release` is there (10 s
 * at most). Whatever reaches its connections meanwhile is read in one turn when it is released, the connection
 * `/held` came on before the API's stream (Linux lists a connection it has just reported as ready first).
 * `/renders` says how many pages of prices it rendered. It prints its port when it listens.
 */
const [apiUrl, folder] = process.argv.slice(2) as [string, string];
const HOLD_AT_MOST_MS = 10_000;

let renders = 0;
const prices = pageOfPrices(() => (renders += 1));
const view: ServerView = async (request) => {
  // How many pages of prices it has rendered (a public document too: ask with a query of your own each time).
  if (request.url.pathname === '/renders') return plainView(`<p>${renders} renders</p>`);
  if (request.url.pathname !== '/held') return prices(request);
  setImmediate(() => {
    writeFileSync(path.join(folder, 'held'), '');
    const until = Date.now() + HOLD_AT_MOST_MS;
    while (!existsSync(path.join(folder, 'release')) && Date.now() < until);
  });
  return plainView('<p>Held.</p>');
};

const build = await makeShellBuild('mitti-held-documents-', BUNDLE_WITHOUT_VIEWS, apiUrl);
const documents = await createAppServer({
  root: build.root,
  logLevel: 'silent',
  documents: { siteDir: build.site, preloads: false, serverView: view, followCatalogueChanges: true },
});
await documents.listen({ port: 0, host: '127.0.0.1' });
process.stdout.write(`${(documents.server.address() as { port: number }).port}\n`);
process.once('SIGTERM', () => {
  void documents
    .close()
    .then(() => rm(build.parent, { recursive: true, force: true }))
    .then(() => process.exit(0));
});
