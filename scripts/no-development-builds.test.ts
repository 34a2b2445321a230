import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, describe, expect, it } from '@jest/globals';
import webpack, { type Stats } from 'webpack';
import { NoDevelopmentBuildsPlugin, productionBuildsOf } from '../webpack-plugins/production-builds';
import { repoRoot } from './apps';

const dir = path.join(repoRoot, 'node_modules', '.cache', `no-development-builds-${process.pid}`);
afterAll(() => rmSync(dir, { recursive: true, force: true }), 60_000);

/** A production build of one module, as the apps are built (the alias and the plugin), unminified for speed. */
function build(name: string, source: string): Promise<Stats> {
  mkdirSync(dir, { recursive: true });
  writeFileSync(path.join(dir, `${name}.mjs`), source);
  const compiler = webpack({
    mode: 'production',
    context: repoRoot,
    entry: path.join(dir, `${name}.mjs`),
    output: { path: path.join(dir, `${name}-dist`) },
    resolve: { alias: productionBuildsOf(true) },
    externals: { react: 'React', 'react-dom': 'ReactDOM' },
    optimization: { minimize: false },
    plugins: [new NoDevelopmentBuildsPlugin()],
  });
  return new Promise((resolve, reject) =>
    compiler.run((error, stats) => (error || !stats ? reject(error) : compiler.close(() => resolve(stats)))),
  );
}

const bundled = (stats: Stats) =>
  [...stats.compilation.modules].map((module) => module.nameForCondition() ?? '').filter(Boolean);

describe('a production bundle', () => {
  it("takes React Router's production build, though the package names its development build", async () => {
    const stats = await build('router', `export { useLocation } from 'react-router';`);
    expect(stats.hasErrors()).toBe(false);
    const files = bundled(stats).filter((file) => file.includes(`react-router${path.sep}dist`));
    expect(files.length).toBeGreaterThan(0);
    expect(files.every((file) => file.includes(`${path.sep}production${path.sep}`))).toBe(true);
  }, 60_000);

  it('fails when a development build comes back', async () => {
    const stats = await build(
      'development',
      `export * from 'react-router/dist/development/index.mjs';`.replace(
        'react-router/',
        `${repoRoot}/node_modules/react-router/`,
      ),
    );
    expect(stats.hasErrors()).toBe(true);
    expect(stats.compilation.errors.map((error) => error.message).join('\n')).toMatch(
      /A development build of a library is in this production bundle:\n\s+.*react-router\/dist\/development/,
    );
  }, 60_000);
});
