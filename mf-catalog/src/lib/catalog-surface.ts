import { createContext, useContext } from 'react';
import { notify, paths, type Product } from '@mitti/shared';

/**
 * Where the catalogue is shown: inside the shop (router links, wishlist, toasts, the shared cart) or
 * embedded in an integrator's page (absolute links to the shop, no wishlist, the integrator's callback).
 */
export interface CatalogSurface {
  /** The product's address: a route in the shop, or an absolute URL when embedded. */
  productHref: (id: string) => string;
  /** True when `productHref` leaves the app (a plain link instead of a router link). */
  externalLinks: boolean;
  showWishlist: boolean;
  /** Called after a product was added to the cart. */
  onAddedToCart?: (product: Product) => void;
  /** How messages reach the shopper. */
  message: { success: (text: string) => void; error: (text: string) => void };
}

export const SHOP_SURFACE: CatalogSurface = {
  productHref: (id) => paths.product(id),
  externalLinks: false,
  showWishlist: true,
  message: {
    success: (text) => void notify.success(text),
    error: (text) => void notify.error(text),
  },
};

export const CatalogSurfaceContext = createContext<CatalogSurface>(SHOP_SURFACE);

export function useCatalogSurface(): CatalogSurface {
  return useContext(CatalogSurfaceContext);
}
