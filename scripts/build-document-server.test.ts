import { spawnSync } from 'node:child_process';
import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { repoRoot } from './apps';
import { buildDocumentServer } from './build-document-server';
import { startNodeServer } from '../server/src/test/server-process';
import { BEFORE_APP, BEFORE_APP_SOURCES } from '../shell/server/src/before-app';

const OUT = `dist-test-${process.pid}`;

/** Plain node: no tsx loader, no NODE_OPTIONS the test runner may carry. */
function nodeEnv(extra: Record<string, string>): NodeJS.ProcessEnv {
  const { NODE_OPTIONS: _options, ...rest } = process.env;
  return { ...rest, HOST: '127.0.0.1', ...extra };
}

describe('the built document server (shell/server/dist/main.js) runs on plain node', () => {
  let entry: string;
  let buildMs: number;
  let shellDist: string;
  let siteDir: string;

  beforeAll(async () => {
    const started = Date.now();
    entry = await buildDocumentServer(OUT);
    buildMs = Date.now() - started;
    const fixture = await mkdtemp(path.join(tmpdir(), 'mitti-document-server-'));
    shellDist = path.join(fixture, 'shell');
    siteDir = path.join(fixture, 'site');
    await mkdir(path.join(shellDist, 'server'), { recursive: true });
    await mkdir(siteDir);
    await writeFile(
      path.join(shellDist, 'index.html'),
      '<!doctype html><!--mitti:html--><head><!--mitti:title--><title>Mitti Studio</title><!--mitti:title-end--><!--mitti:head--><!--mitti:app--><!--mitti:app-end--></head><body><!--mitti:overlay--><div id="root"><!--mitti:root--></div><!--mitti:state--></body></html>',
    );
    // A shell render that takes a while and leaves the page to the browser: the request stays in flight.
    await writeFile(
      path.join(shellDist, 'server/render.cjs'),
      'exports.render = () => new Promise((resolve) => setTimeout(() => resolve(null), 700));' +
        'exports.routeStatus = () => 200; exports.warm = async () => {};',
    );
    await writeFile(path.join(shellDist, 'server/render.css'), '');
    await writeFile(path.join(siteDir, 'remotes.json'), '{}');
    await writeFile(
      path.join(siteDir, 'runtime-config.json'),
      JSON.stringify({ apiBaseUrl: 'http://127.0.0.1:9', firebase: { apiKey: 'k', authDomain: 'd', projectId: 'p' } }),
    );
  }, 60_000);
  afterAll(() => rm(path.join(repoRoot, 'shell/server', OUT), { recursive: true, force: true }), 60_000);

  it('builds in seconds, with no TypeScript tooling at run time', async () => {
    expect(buildMs).toBeLessThan(10_000);
    const code = await readFile(entry, 'utf8');
    expect(code).not.toMatch(/from ["'](tsx|ts-node|typescript)["']/);
    // The scripts before the app were built with it (decision 091): their builder is not in it.
    expect(code).not.toMatch(/from ["']esbuild["']/);
    expect(code).toMatch(/from ["']fastify["']/);
  });

  it('serves documents with request logs, and on SIGTERM answers the request in flight before it exits', async () => {
    const server = await startNodeServer({
      name: 'The built document server',
      args: [entry],
      env: nodeEnv({ SERVE_APPS: 'shell', SHELL_DIST: shellDist, SITE_DIR: siteDir }),
      ready: /document server is serving/,
      timeoutMs: 20_000,
    });
    try {
      const { url } = server.facts;
      const health = await fetch(`${url}/healthz`);
      expect(health.status).toBe(200);

      const inFlight = fetch(`${url}/store`);
      await new Promise((resolve) => setTimeout(resolve, 200));
      server.child.kill('SIGTERM');
      const page = await inFlight;
      expect(page.status).toBe(200);
      expect(page.headers.get('content-security-policy')).toContain("default-src 'self'");
      // The scripts as the build made them, allowed by their hashes: those the source build makes.
      expect(page.headers.get('content-security-policy')).toContain(
        `script-src 'self' ${BEFORE_APP_SOURCES.join(' ')}`,
      );
      const html = await page.text();
      // No shell bundle beside it, so no first view: the line a browser without scripts reads instead.
      expect(html).toContain('<div id="root"><main class="boot-error" data-without-scripts="">');
      expect(html).toContain(`<script>${BEFORE_APP.greeting.source}</script>`);
      expect(await server.exited).toBe(0);
      expect(server.stdout()).toMatch(/"url":"\/healthz"/);
      expect(server.stdout()).toMatch(/"statusCode":200/);
    } finally {
      await server.stop('SIGKILL');
    }
  }, 60_000);

  it.each([
    [{ PORT: 'eighty' }, /^Invalid environment variable PORT \(eighty\): expected integer/],
    [
      { PORT: '1', SITE_DIR: tmpdir() },
      /^Invalid environment variable SITE_DIR .*remotes\.json and runtime-config\.json/,
    ],
  ])('refuses to start on a bad configuration, naming the variable: %o', (env, message) => {
    const result = spawnSync(process.execPath, [entry], {
      cwd: repoRoot,
      env: nodeEnv({ SERVE_APPS: 'shell', SHELL_DIST: shellDist, SITE_DIR: siteDir, ...env }),
      encoding: 'utf8',
      timeout: 20_000,
    });
    expect(result.status).toBe(1);
    expect(result.stderr).toMatch(message);
  });
});
