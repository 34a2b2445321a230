/** @jest-environment node */
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from '@jest/globals';
import { APPS, distDir, repoRoot } from './apps';
import { checkSiteFiles, loadConfig } from './config';

describe('the document server’s configuration', () => {
  it('serves every app on its local port from its build by default', () => {
    const config = loadConfig({});
    expect(config.apps).toEqual(APPS.map((app) => ({ name: app.name, port: app.port, dist: distDir(app) })));
    expect(config.apps.slice(0, 2)).toEqual([
      { name: 'shell', port: 3000, dist: path.join(repoRoot, 'shell/dist') },
      { name: 'catalog', port: 3001, dist: path.join(repoRoot, 'mf-catalog/dist') },
    ]);
    expect(config).toMatchObject({
      host: 'localhost',
      siteDir: path.join(repoRoot, '.data/site'),
      logLevel: 'info',
      shutdownTimeoutMs: 10_000,
      trustProxy: [],
      exitWithParent: false,
    });
  });

  it('reads numbers, booleans, lists and folders from their variables', () => {
    const config = loadConfig({
      PORT: '8080',
      CATALOG_PORT: '8081',
      CATALOG_DIST: '/srv/catalog-7',
      SERVE_APPS: 'shell, catalog',
      SHELL_DIST: 'releases/shell-42',
      SITE_DIR: '/srv/mitti/site',
      TRUST_PROXY: '10.0.0.0/8',
      LOG_LEVEL: 'warn',
      SHUTDOWN_TIMEOUT_MS: '30000',
      EXIT_WITH_PARENT: '1',
      UNRELATED: 'ignored',
    });
    expect(config.apps).toEqual([
      { name: 'shell', port: 8080, dist: path.resolve('releases/shell-42') },
      { name: 'catalog', port: 8081, dist: '/srv/catalog-7' },
    ]);
    expect(config).toMatchObject({
      siteDir: '/srv/mitti/site',
      trustProxy: ['10.0.0.0/8'],
      logLevel: 'warn',
      shutdownTimeoutMs: 30_000,
      exitWithParent: true,
    });
  });

  it.each([
    [{ PORT: 'eighty' }, /^Invalid environment variable PORT \(eighty\): /],
    [{ CATALOG_PORT: '70000' }, /^Invalid environment variable CATALOG_PORT \(70000\): /],
    [
      { LOG_LEVEL: 'loud' },
      /^Invalid environment variable LOG_LEVEL \(loud\): expected one of fatal, error, warn, info/,
    ],
    [{ EXIT_WITH_PARENT: 'yes' }, /^Invalid environment variable EXIT_WITH_PARENT \(yes\): expected 1 or 0$/],
    [{ TRUST_PROXY: 'perhaps' }, /^Invalid environment variable TRUST_PROXY \(perhaps\): "perhaps" is not an address/],
    [
      { TRUST_PROXY: 'true' },
      /^Invalid environment variable TRUST_PROXY \(true\): trusting every hop lets any client choose the address its limits count against: give the addresses of the proxies/,
    ],
    [
      { TRUST_PROXY: '1' },
      /^Invalid environment variable TRUST_PROXY \(1\): a hop count \(1\) cannot tell the proxy from a client/,
    ],
    [{ TRUST_PROXY: '10.0.0.0/33' }, /^Invalid environment variable TRUST_PROXY \(10.0.0.0\/33\): .* no valid prefix/],
    [
      { SERVE_APPS: 'shell,kiosk' },
      /^Invalid environment variable SERVE_APPS \(shell,kiosk\): no app is called "kiosk"/,
    ],
    [{ PORT: '3001' }, /^Invalid environment variable PORT \(3001\): two apps cannot share one port/],
  ])('stops at a bad value with a message naming the variable: %o', (env, message) => {
    expect(() => loadConfig(env)).toThrow(message);
  });

  it('trusts exactly the proxies it is told of, by their addresses and ranges', () => {
    expect(loadConfig({ TRUST_PROXY: 'false' }).trustProxy).toEqual([]);
    expect(loadConfig({ TRUST_PROXY: '10.0.0.0/8, 127.0.0.1,::1,fd00::/8,loopback' }).trustProxy).toEqual([
      '10.0.0.0/8',
      '127.0.0.1',
      '::1',
      'fd00::/8',
      'loopback',
    ]);
  });

  it("reads the secret it signs a shopper's address with, and never echoes it", () => {
    expect(loadConfig({}).documentServerSecret).toBeNull();
    const secret = 'a-secret-of-the-document-servers-42';
    expect(loadConfig({ DOCUMENT_SERVER_SECRET: secret }).documentServerSecret).toBe(secret);
    const short = () => loadConfig({ DOCUMENT_SERVER_SECRET: 'short-secret' });
    expect(short).toThrow(/^Invalid environment variable DOCUMENT_SERVER_SECRET: it is shorter than 32 characters/);
    expect(short).not.toThrow(/short-secret/);
  });

  it('refuses a site folder without the deploy-time documents', () => {
    const empty = mkdtempSync(path.join(tmpdir(), 'mitti-site-'));
    expect(() => checkSiteFiles(empty)).toThrow(
      /^Invalid environment variable SITE_DIR \(.*\): it must hold remotes.json and runtime-config.json/,
    );
  });
});
