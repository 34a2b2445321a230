import { useMemo, useState } from 'react';
import type { EmbedOptions, Product } from '@mitti/shared';
import { CatalogSurfaceContext, type CatalogSurface } from '../../lib/catalog-surface';
import { EmbedCatalog } from './embed-catalog';

/** The embed's surface: absolute links to the shop, no wishlist, the integrator's add-to-cart callback. */
export function EmbedRoot({ options }: { options: EmbedOptions }) {
  const [status, setStatus] = useState('');
  const shopUrl = options.shopUrl.replace(/\/+$/, '');
  const { onAddToCart } = options;
  const surface = useMemo<CatalogSurface>(
    () => ({
      productHref: (id) => `${shopUrl}/product/${encodeURIComponent(id)}`,
      externalLinks: true,
      showWishlist: false,
      onAddedToCart: (product: Product) => {
        try {
          onAddToCart?.(product);
        } catch (error) {
          console.error('The onAddToCart callback of the Mitti Studio catalogue failed', error);
        }
      },
      message: { success: setStatus, error: setStatus },
    }),
    [shopUrl, onAddToCart],
  );
  return (
    <CatalogSurfaceContext.Provider value={surface}>
      <EmbedCatalog
        apiBaseUrl={options.apiBaseUrl}
        limit={options.limit}
        showFilters={options.filters === true}
        status={status}
      />
    </CatalogSurfaceContext.Provider>
  );
}
