import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from '@jest/globals';
import { MINIMUM_NODE, assertSupportedNode, isSupportedNode } from '@mitti/server-kit/node-runtime';
import { repoRoot } from './apps';

const major = (version: string) => Number(version.replace(/^v/, '').split('.')[0]);

describe('the Node the shop runs on (decision 042)', () => {
  it('runs these tests on a supported LTS, whatever Node the machine has', () => {
    expect(major(process.versions.node)).toBeGreaterThanOrEqual(22);
    expect(isSupportedNode(process.versions.node)).toBe(true);
  });

  it('has npm run the Node that npm install brought, before the machine’s own', () => {
    // What `npm start` and `npm test` do: npm puts node_modules/.bin first on the PATH of what it runs.
    const version = execFileSync('npm', ['exec', '--offline', '--', 'node', '-p', 'process.versions.node'], {
      cwd: repoRoot,
      encoding: 'utf8',
    }).trim();
    expect(major(version)).toBeGreaterThanOrEqual(24);
    const brought = execFileSync(path.join(repoRoot, 'node_modules/.bin/node'), ['-p', 'process.versions.node'], {
      encoding: 'utf8',
    }).trim();
    expect(version).toBe(brought);
  });

  it('refuses an older Node with a message that says what to do', () => {
    expect(() => assertSupportedNode('The API', '20.20.2')).toThrow(
      `The API needs Node ${MINIMUM_NODE} or newer and was started with Node 20.20.2. Start it through npm`,
    );
    expect(() => assertSupportedNode('The API', '22.9.0')).toThrow(/needs Node 22\.19\.0 or newer/);
    expect(() => assertSupportedNode('The API', MINIMUM_NODE)).not.toThrow();
    expect(() => assertSupportedNode('The API', '24.21.0')).not.toThrow();
  });

  it('says the same minimum in package.json, where npm reads it', () => {
    const pkg = JSON.parse(readFileSync(path.join(repoRoot, 'package.json'), 'utf8')) as {
      engines: { node: string };
    };
    expect(pkg.engines.node).toBe(`>=${MINIMUM_NODE}`);
  });
});
