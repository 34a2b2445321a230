import path from 'node:path';
import { createRequire } from 'node:module';
import type { Compiler } from 'webpack';

const require = createRequire(import.meta.url);

/**
 * React Router's package exports name only its development build (dist/development: warnings and checks a
 * shop never needs); its production build sits beside it. A production bundle takes that one.
 */
export function productionBuildsOf(isProd: boolean): Record<string, string> {
  if (!isProd) return {};
  const dist = path.join(path.dirname(require.resolve('react-router/package.json')), 'dist/production');
  return {
    'react-router$': path.join(dist, 'index.mjs'),
    'react-router/dom$': path.join(dist, 'dom-export.mjs'),
  };
}

/** A library's development build (`dist/development/`, `*.development.js`) in a module's path. */
export const DEVELOPMENT_BUILD =
  /[\\/]node_modules[\\/](?:.*[\\/])?(?:development[\\/]|[^\\/]+\.development\.[cm]?js$)/;

/**
 * Fails a production build that bundles a library's development build (React Router's, which its package
 * exports by default, was one): slower and larger than its production build, and never meant for shoppers.
 */
export class NoDevelopmentBuildsPlugin {
  apply(compiler: Compiler): void {
    compiler.hooks.thisCompilation.tap('NoDevelopmentBuildsPlugin', (compilation) => {
      compilation.hooks.finishModules.tap('NoDevelopmentBuildsPlugin', (modules) => {
        const found = [...modules]
          .map((module) => module.nameForCondition() ?? '')
          .filter((file) => DEVELOPMENT_BUILD.test(file));
        if (found.length) {
          compilation.errors.push(
            new compiler.webpack.WebpackError(
              `A development build of a library is in this production bundle:\n  ${[...new Set(found)].join('\n  ')}`,
            ),
          );
        }
      });
    });
  }
}
