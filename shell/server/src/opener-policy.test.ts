/** @jest-environment node */
import { rm } from 'node:fs/promises';
import { describe, expect, it } from '@jest/globals';
import { createAppServer } from './app-server';
import { plainView } from '../test/plain-view';
import { BUNDLE_WITHOUT_VIEWS, makeShellBuild } from '../test/shell-build';

/** The documents' opener policy (decision 135), as the shell's server bundle says which routes sever an opener. */
describe('the opener policy (decision 135)', () => {
  it('goes with the documents of the routes that sever an opener, and with every document of a bundle that does not say', async () => {
    const bundles = {
      severing: `${BUNDLE_WITHOUT_VIEWS}\nexports.routeSeversOpener = (path) => path === '/checkout';`,
      older: BUNDLE_WITHOUT_VIEWS,
    };
    const policies: Record<string, (string | undefined)[]> = {};
    for (const [name, bundle] of Object.entries(bundles)) {
      const build = await makeShellBuild('mitti-opener-', bundle);
      const app = await createAppServer({
        root: build.root,
        logLevel: 'silent',
        documents: { siteDir: build.site, preloads: false, serverView: async () => plainView('<main>A page</main>') },
      });
      try {
        policies[name] = [];
        for (const url of ['/store', '/checkout']) {
          const page = await app.inject(url);
          expect(page.statusCode).toBe(200);
          policies[name].push(page.headers['cross-origin-opener-policy'] as string | undefined);
        }
      } finally {
        await app.close();
        await rm(build.parent, { recursive: true, force: true });
      }
    }
    expect(policies).toEqual({
      severing: [undefined, 'same-origin-allow-popups'],
      older: ['same-origin-allow-popups', 'same-origin-allow-popups'],
    });
  });
});
