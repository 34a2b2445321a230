/** @jest-environment node */
import { rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { createAppServer } from './app-server';
import { makeShellBuild } from '../test/shell-build';

/**
 * A shell bundle whose warm-up takes a while and whose render says whether it was warmed first: what the first
 * shopper after a start gets.
 */
const RENDER_BUNDLE = `
let warmed = null;
exports.warm = async (site) => {
  await new Promise((resolve) => setTimeout(resolve, 300));
  warmed = Object.keys(site.remotes).join(',');
};
exports.render = async () => ({
  status: 200,
  head: '',
  body: warmed === null ? 'a cold render' : 'rendered after loading ' + warmed,
  state: { api: {} },
  session: null,
  module: null,
});
exports.routeStatus = () => 200;
exports.routeHints = () => ({ module: null, page: null });
exports.crawlerPaths = () => ({ listed: [], disallowed: [] });
exports.act = async () => null;
`;

let parent: string;
let root: string;
let site: string;

beforeAll(async () => {
  ({ parent, root, site } = await makeShellBuild('mitti-deployment-', RENDER_BUNDLE));
  await writeFile(path.join(site, 'remotes.json'), JSON.stringify({ catalog: 'http://127.0.0.1:1/mf-manifest.json' }));
});
afterAll(() => rm(parent, { recursive: true, force: true }));

describe("the document server's start", () => {
  it("loads the release's server code before it answers: the first shopper's page is not a cold render", async () => {
    const app = await createAppServer({ root, logLevel: 'silent', documents: { siteDir: site, preloads: false } });
    const first = await app.inject('/');
    expect(first.statusCode).toBe(200);
    expect(first.body).toContain('rendered after loading catalog');
    await app.close();
  });
});
