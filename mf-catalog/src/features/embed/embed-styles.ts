import siteCss from '@mitti/shared/site.css?inline';
import { recordedCss } from '../../lib/styles/style-registry';
import embedCss from './embed.css?inline';

/**
 * The stylesheet of one embed's shadow root: the shop's design tokens (`:root` becomes `:host`), a
 * reset against the host page's inherited styles, then every catalogue stylesheet.
 */
export function embedStyles(): string {
  return [siteCss.replace(/:root\b/g, ':host'), embedCss, recordedCss()].join('\n');
}
