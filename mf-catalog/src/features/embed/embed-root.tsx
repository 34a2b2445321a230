import { useMemo, useState } from 'react';
import { paths, type EmbedOptions, type Product } from '@mitti/shared';
import { CatalogSurfaceContext, type CatalogSurface } from '../../lib/catalog-surface';
import { EmbedCartLink } from './embed-cart-link';
import { EmbedCatalog } from './embed-catalog';

/** The page the embed is on is the shop's own (its origin is `shopUrl`'s), not a partner's. */
function onShopOrigin(shopUrl: string): boolean {
  try {
    return new URL(shopUrl, window.location.href).origin === window.location.origin;
  } catch {
    return false;
  }
}

/**
 * The embed's surface: absolute links to the shop, no wishlist, the integrator's add-to-cart callback, and on a
 * partner's site the link that takes what was added to the visitor's Mitti cart (decision 066).
 */
export function EmbedRoot({ options }: { options: EmbedOptions }) {
  const [status, setStatus] = useState('');
  const shopUrl = options.shopUrl.replace(/\/+$/, '');
  const { onAddToCart } = options;
  const surface = useMemo<CatalogSurface>(
    () => ({
      productHref: (id) => `${shopUrl}${paths.product(id)}`,
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
        cartLink={onShopOrigin(shopUrl) ? null : <EmbedCartLink shopUrl={shopUrl} />}
      />
    </CatalogSurfaceContext.Provider>
  );
}
