import type { ProductPhoto, SpecProduct } from '@mitti/shared';

/** Stock as a number, or null when unknown; the API may send a number or a numeric string. */
export function stockOf(product: Pick<SpecProduct, 'stock'>): number | null {
  const { stock } = product;
  if (stock === null || stock === undefined || stock === '') return null;
  const value = typeof stock === 'number' ? stock : Number(stock);
  return Number.isFinite(value) ? value : null;
}

/** Out of stock only when the stock is known and 0 or less. */
export function isOutOfStock(product: Pick<SpecProduct, 'stock'>): boolean {
  const stock = stockOf(product);
  return stock !== null && stock <= 0;
}

export const DEFAULT_QUANTITY_CAP = 10;

/** SPEC section 5: quantity runs from 1 to the stock, or to 10 when the stock is unknown. */
export function maxQuantity(product: Pick<SpecProduct, 'stock'>): number {
  const stock = stockOf(product);
  return stock === null ? DEFAULT_QUANTITY_CAP : Math.max(0, Math.floor(stock));
}

/** Every image URL of a product: `imageUrl` may be one string or a list; `images` is the fallback. */
export function imagesOf(product: Pick<SpecProduct, 'imageUrl' | 'images'>): string[] {
  const fromImageUrl = Array.isArray(product.imageUrl) ? product.imageUrl : [product.imageUrl];
  const urls = fromImageUrl.filter((url): url is string => typeof url === 'string' && url.length > 0);
  if (urls.length) return urls;
  return (product.images ?? []).filter((url) => typeof url === 'string' && url.length > 0);
}

/** The owner's uploaded photo behind one of the product's image URLs, if it is one (decision 025). */
export function photoOf(product: Pick<SpecProduct, 'photos'>, src: string | undefined): ProductPhoto | undefined {
  return src ? product.photos?.find((photo) => photo.src === src) : undefined;
}

/** The image a cart or wishlist line shows. */
export function firstImageOf(product: Pick<SpecProduct, 'imageUrl' | 'images'>): string {
  return imagesOf(product)[0] ?? '';
}

/** Seconds since the epoch, or null when the product carries no creation time. */
export function createdSeconds(product: Pick<SpecProduct, 'createdAt'>): number | null {
  const seconds = product.createdAt?.seconds;
  return typeof seconds === 'number' && Number.isFinite(seconds) ? seconds : null;
}
