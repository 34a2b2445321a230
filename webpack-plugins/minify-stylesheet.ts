import { transformSync } from 'esbuild';
import type { LoaderContext } from 'webpack';

/**
 * The webpack loader between the marker and css-loader: each stylesheet minified by esbuild, as the server's
 * builds minify theirs (scripts/build-server.ts, webpack.server.ts). The browser's bundles carry stylesheets as
 * text for style-loader, where no CSS minimizer reaches, and shipped their comments and white space: 1.4 KB
 * gzip of the shell's boot. The marker is a legal comment, kept where it is; it hashes the source before this.
 */
export default function minifyStylesheetLoader(this: LoaderContext<unknown>, source: string): string {
  return transformSync(source, { loader: 'css', minify: true, legalComments: 'inline' }).code;
}
