import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, describe, expect, it } from '@jest/globals';
import { repoRoot } from './apps';
import { buildServerBundle } from './build-server';

const folder = path.join('node_modules', '.cache', `server-bundle-test-${process.pid}`);
const dir = path.join(repoRoot, folder);

afterAll(() => rmSync(dir, { recursive: true, force: true }), 60_000);

describe("a remote's server bundle", () => {
  it("takes React and @mitti/shared from the shell, and bundles @mitti/shared's stateless subpaths itself", async () => {
    mkdirSync(path.join(dir, 'src'), { recursive: true });
    writeFileSync(
      path.join(dir, 'src/server.ts'),
      `import { createElement } from 'react';
       import { api } from '@mitti/shared';
       import { GST_PERCENT } from '@mitti/shared/money';
       export const pages = { Page: { Component: () => createElement('p', null, String(!!api) + String(GST_PERCENT)) } };`,
    );
    expect(await buildServerBundle(folder)).toBe(true);
    const bundle = readFileSync(path.join(dir, 'dist/server/remote.js'), 'utf8');
    expect(bundle).toMatch(/require\("react"\)/);
    expect(bundle).toMatch(/require\("@mitti\/shared"\)/);
    expect(bundle).not.toMatch(/require\("@mitti\/shared\/money"\)/);
  });
});
