/**
 * `embed.js`: the one script an integrator adds. It defines `window.MittiCatalog.mount(element, options)`
 * and fetches the rest of the catalogue (React included) from the same place it was served from.
 */
import type { CatalogEmbed, EmbedOptions } from '@mitti/shared';
import { keepStylesOutOfDocument } from '../../lib/styles/style-registry';

declare global {
  interface Window {
    MittiCatalog?: CatalogEmbed & { ready: Promise<void> };
  }
}

keepStylesOutOfDocument();
const loaded = import('./mount');

window.MittiCatalog = {
  ready: loaded.then(() => undefined),
  mount(element: HTMLElement, options: EmbedOptions) {
    let unmount: (() => void) | null = null;
    let cancelled = false;
    loaded
      .then(({ mount }) => {
        if (!cancelled) unmount = mount(element, options);
      })
      .catch((error: unknown) => console.error('The Mitti Studio catalogue could not be loaded', error));
    return () => {
      cancelled = true;
      unmount?.();
    };
  },
};
