import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import {
  configureApiClient,
  createAppStore,
  signedOut,
  type CatalogEmbed,
  type EmbedOptions,
  MemoryRouter,
  Provider,
} from '@mitti/shared';
import { NO_FILTERS, toSearchParams } from '../filters/store-filters';
import { EmbedRoot } from './embed-root';
import { embedStyles } from './embed-styles';

function initialEntry(options: EmbedOptions): string {
  const query = toSearchParams({ ...NO_FILTERS, categories: options.category ? [options.category] : [] }).toString();
  return query ? `/?${query}` : '/';
}

/**
 * Renders the catalogue into `element` on any page, React or not: a shadow root keeps styles from
 * leaking either way, and the embed brings its own store and (memory) router. Returns the unmount.
 */
export function mount(element: HTMLElement, options: EmbedOptions): () => void {
  if (!(element instanceof HTMLElement)) throw new TypeError('MittiCatalog.mount needs an element to render into');
  if (!options?.shopUrl) throw new TypeError('MittiCatalog.mount needs options.shopUrl');
  if (options.apiBaseUrl) configureApiClient({ baseUrl: options.apiBaseUrl.replace(/\/+$/, '') });

  const shadow = element.shadowRoot ?? element.attachShadow({ mode: 'open' });
  const style = document.createElement('style');
  style.textContent = embedStyles();
  const container = document.createElement('div');
  shadow.append(style, container);

  const store = createAppStore();
  store.dispatch(signedOut());
  const root = createRoot(container);
  root.render(
    <StrictMode>
      <Provider store={store}>
        <MemoryRouter initialEntries={[initialEntry(options)]}>
          <EmbedRoot options={options} />
        </MemoryRouter>
      </Provider>
    </StrictMode>,
  );
  return () => {
    root.unmount();
    container.remove();
    style.remove();
  };
}

const embed: CatalogEmbed = { mount };
export default embed;
