import { imagesOf, quantityCap, stockOf, type ProductPhoto, type SpecProduct } from '@mitti/shared';

export { imagesOf, stockOf };

/** Out of stock only when the stock is known and 0 or less. */
export function isOutOfStock(product: Pick<SpecProduct, 'stock'>): boolean {
  const stock = stockOf(product);
  return stock !== null && stock <= 0;
}

/** SPEC section 5: quantity runs from 1 to the stock, or to 10 when the stock is unknown. */
export const maxQuantity = quantityCap;

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
