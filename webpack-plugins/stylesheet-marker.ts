import { createHash } from 'node:crypto';
import type { LoaderContext } from 'webpack';
import { stylesheetMarker } from '../shared/src/ui/stylesheet-placement';

/**
 * A stylesheet's source with its marker in front: the first 8 hex digits of its SHA-256. The browser's
 * builds (webpack, this loader) and the server's (webpack's remote containers, this loader; esbuild's shell
 * bundle, scripts/build-server.ts) mark the same source alike, so the browser knows a stylesheet the server
 * already put into the document (shared/src/ui/stylesheet-placement.ts). A legal comment (`/*!`): the
 * minifiers keep it.
 */
export function markedStylesheet(source: string): string {
  return `${stylesheetMarker(createHash('sha256').update(source).digest('hex').slice(0, 8))}\n${source}`;
}

/** The webpack loader (before css-loader): marks each stylesheet. */
export default function stylesheetMarkerLoader(this: LoaderContext<unknown>, source: string): string {
  return markedStylesheet(source);
}
