import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from '@jest/globals';
import { assertBudgets, measureApp, overBudget } from './check-budgets';

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
});
