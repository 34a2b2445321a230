// Slow: builds the API bundle and starts it.
import { spawnSync } from 'node:child_process';
import { readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { repoRoot } from './apps';
import { buildApi } from './build-api';
import { startNodeServer } from '../server/src/test/server-process';

const OUT = `dist-test-${process.pid}`;

/** Plain node: no tsx loader, no NODE_OPTIONS the test runner may carry; the emulator variable unset. */
function nodeEnv(extra: Record<string, string>): NodeJS.ProcessEnv {
  const { NODE_OPTIONS: _options, FIREBASE_AUTH_EMULATOR_HOST: _emulator, ...rest } = process.env;
  return { ...rest, HOST: '127.0.0.1', DATA_DIR: 'memory://', RATE_LIMIT_MAX: '0', ...extra };
}

describe('the built API (server/dist/main.js) runs on plain node', () => {
  let entry: string;
  let buildMs: number;

  beforeAll(async () => {
    const started = Date.now();
    entry = await buildApi(OUT);
    buildMs = Date.now() - started;
  }, 60_000);
  afterAll(() => rmSync(path.join(repoRoot, 'server', OUT), { recursive: true, force: true }), 60_000);

  it('builds in well under the five apps’ time and needs no TypeScript tooling at run time', () => {
    expect(buildMs).toBeLessThan(10_000);
    const code = readFileSync(entry, 'utf8');
    expect(code).not.toMatch(/from ["'](tsx|ts-node|typescript)["']/);
    expect(code).not.toMatch(/@mitti\/shared/);
  });

  it('starts in production (a staging site on the sandbox), migrates and seeds, and answers /health, reads and pictures', async () => {
    const api = await startNodeServer({
      name: 'The built API',
      args: [entry],
      env: nodeEnv({
        NODE_ENV: 'production',
        ALLOW_SANDBOX_PAYMENTS: 'true',
        SANDBOX_WEBHOOK_SECRET: 'staging-webhook-secret-for-the-test',
        GSTIN: 'unregistered',
        DOCUMENT_SERVER_SECRET: 'the-document-servers-secret-for-the-test',
        // Production needs a mail server (docs/email.md); nothing is mailed here, so none need answer.
        SMTP_URL: 'smtp://127.0.0.1:9',
      }),
      ready: /Mitti Studio API ready at/,
      timeoutMs: 80_000,
    });
    try {
      const { url } = api.facts;
      const health = await fetch(`${url}/health`);
      expect(health.status).toBe(200);
      const products = await fetch(`${url}/products`);
      expect(products.status).toBe(200);
      const list = (await products.json()) as { images: string[] }[];
      expect(list.length).toBeGreaterThan(10);
      const picture = await fetch(new URL(new URL(list[0]!.images[0]!).pathname, url));
      expect(picture.status).toBe(200);
      expect(picture.headers.get('content-type')).toMatch(/svg/);
    } finally {
      await api.stop();
    }
  }, 120_000);

  it('refuses to start in production on the sandbox without the staging opt-in, naming the variable', () => {
    const result = spawnSync(process.execPath, [entry], {
      cwd: repoRoot,
      env: nodeEnv({ PORT: '1', NODE_ENV: 'production' }),
      encoding: 'utf8',
      timeout: 50_000,
    });
    expect(result.status).toBe(1);
    expect(result.stderr).toMatch(/^Invalid environment variable PAYMENT_GATEWAY: NODE_ENV=production needs/);
  }, 60_000);
});
