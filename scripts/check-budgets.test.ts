import { randomBytes } from 'node:crypto';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from '@jest/globals';
import { assertBudgets, chunkDifferences, chunkKey, measureApp, measureChunks, overBudget } from './check-budgets';

function remoteBuild(): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'budget-'));
  writeFileSync(path.join(dir, 'remoteEntry.js'), 'var entry = 1;\n'.repeat(200));
  writeFileSync(path.join(dir, 'a.js'), 'console.log("a");\n'.repeat(100));
  writeFileSync(path.join(dir, 'b.js'), 'console.log("b");\n');
  const manifest = { exposes: [{ name: 'StorePage', assets: { js: { sync: ['a.js', 'b.js'] } } }] };
  writeFileSync(path.join(dir, 'mf-manifest.json'), JSON.stringify(manifest));
  return dir;
}

describe('bundle budgets', () => {
  it('measures a remote: its entry and each exposed module with its chunks, gzipped', () => {
    const sizes = measureApp(remoteBuild());
    expect(Object.keys(sizes)).toEqual(['remoteEntry.js', 'expose StorePage']);
    expect(sizes['remoteEntry.js']).toBeGreaterThan(0);
    expect(sizes['remoteEntry.js']).toBeLessThan(15 * 200);
  });

  it('measures the shell: main.js, and main.js plus every chunk its document preloads', () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'budget-'));
    writeFileSync(path.join(dir, 'main.js'), 'var main = 1;\n'.repeat(50));
    writeFileSync(path.join(dir, '1.abc.js'), 'var one = 1;\n'.repeat(50));
    writeFileSync(path.join(dir, 'index.html'), '<head><link rel=preload as=script href=/1.abc.js></head>');
    const sizes = measureApp(dir);
    expect(sizes['boot (main.js + preloaded chunks)']).toBeGreaterThan(sizes['main.js']!);
  });

  it('names the app, the asset and the limit of every size over budget', () => {
    const problems = overBudget(
      'catalog',
      { 'remoteEntry.js': 30_000, 'expose StorePage': 100 },
      {
        catalog: { 'remoteEntry.js': 29_000, 'expose StorePage': 200 },
      },
    );
    expect(problems).toEqual(['catalog: remoteEntry.js is 30000 B gzip, over its budget of 29000 B (budgets.json)']);
  });

  it('passes sizes within budget and assets without one, and fails the build otherwise', () => {
    const dir = remoteBuild();
    expect(() => assertBudgets('catalog', dir, { catalog: { 'remoteEntry.js': 10_000 } })).not.toThrow();
    expect(() => assertBudgets('catalog', dir, { catalog: { 'expose StorePage': 1 } })).toThrow(
      /Bundle budget exceeded:\n {2}catalog: expose StorePage is \d+ B gzip, over its budget of 1 B/,
    );
  });

  it('names chunks without their content hash, so a chunk is the same one from build to build', () => {
    expect(chunkKey('boot.6ef21697cb.js')).toBe('boot.js');
    expect(chunkKey('829.7560b6be0b.js')).toBe('829.js');
    expect(chunkKey('main.js')).toBe('main.js');
  });

  it("fails a shell whose boot grew past its budget and prints each chunk's size difference", () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'budget-'));
    writeFileSync(path.join(dir, 'main.js'), 'var main = 1;\n'.repeat(50));
    // 40 KB of text that does not compress: a library pulled into the boot.
    writeFileSync(path.join(dir, 'boot.0123456789.js'), randomBytes(20_000).toString('hex'));
    writeFileSync(path.join(dir, 'index.html'), '<head><link rel=preload as=script href=/boot.0123456789.js></head>');
    const chunks = measureChunks(dir)['boot (main.js + preloaded chunks)']!;
    const recorded = {
      shell: {
        'boot (main.js + preloaded chunks)': { 'main.js': chunks['main.js']!, 'boot.js': 9_000, 'old.js': 500 },
      },
    };
    expect(() =>
      assertBudgets('shell', dir, { shell: { 'boot (main.js + preloaded chunks)': 10_000 } }, recorded),
    ).toThrow(
      new RegExp(
        [
          'shell: boot \\(main.js \\+ preloaded chunks\\) is \\d+ B gzip, over its budget of 10000 B \\(budgets.json\\)',
          ' {4}per chunk, since bundle-sizes.json:',
          ` {6}boot.js: ${chunks['boot.js']} B \\(\\+${chunks['boot.js']! - 9_000} B\\)`,
          ` {6}main.js: ${chunks['main.js']} B \\(0 B\\)`,
          ' {6}old.js: gone \\(was 500 B\\)',
        ].join('\n'),
      ),
    );
  });

  it('says which chunks are new when nothing was recorded', () => {
    expect(chunkDifferences({ 'a.js': 10, 'b.js': 20 }, { 'a.js': 12 })).toEqual([
      'a.js: 10 B (-2 B)',
      'b.js: 20 B (new)',
    ]);
  });
});
