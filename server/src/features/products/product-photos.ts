import type { ProductPhoto } from '@mitti/shared/contracts';
import type { ImageUrlBuilder } from '../../lib/image-url';
import { PHOTO_FORMATS, variantName } from '../photos/photo-variants';

/** A product's uploaded photo as the catalogue query returns it (features/photos, decision 025). */
export interface PhotoRow {
  hash: string;
  width: number;
  height: number;
  widths: number[];
}

// One photo as JSON, a product's photos, and their order (newest first): the catalogue's list and an order
// line's photo must agree on which photo is the main one.
const PHOTO_JSON = `json_build_object('hash', p.hash, 'width', p.width, 'height', p.height, 'widths', p.widths)`;
const NEWEST_FIRST = 'pp.added_at DESC, p.hash';
const photosOf = (productId: string) =>
  `FROM product_photos pp JOIN photos p ON p.hash = pp.hash WHERE pp.product_id = ${productId}`;

/** The JSON list of a product's photos, newest first, as one column of the catalogue query. */
export const selectPhotos = (productId: string) =>
  `(SELECT coalesce(json_agg(${PHOTO_JSON} ORDER BY ${NEWEST_FIRST}), '[]'::json) ${photosOf(productId)})`;

/** The product's newest photo (the one the catalogue shows first) as one JSON column, or null without one. */
export const selectNewestPhoto = (productId: string) =>
  `(SELECT ${PHOTO_JSON} ${photosOf(productId)} ORDER BY ${NEWEST_FIRST} LIMIT 1)`;

/** An order line's thumbnail of a photo: its narrowest JPEG (320 wide, or the photo's own width if less). */
export function thumbnailOf(row: PhotoRow, imageUrl: ImageUrlBuilder): string {
  return imageUrl('photos', variantName(row.hash, Math.min(...row.widths), 'jpg'));
}

/** The fallback a browser without `srcset` loads, and the photo's entry in `images`: 960 wide or the widest below. */
const FALLBACK_WIDTH = 960;

export function photoOf(row: PhotoRow, imageUrl: ImageUrlBuilder): ProductPhoto {
  const url = (width: number, ext: string) => imageUrl('photos', variantName(row.hash, width, ext));
  const fallback = [...row.widths].reverse().find((width) => width <= FALLBACK_WIDTH) ?? row.widths[0]!;
  return {
    id: row.hash,
    src: url(fallback, 'jpg'),
    width: row.width,
    height: row.height,
    sources: PHOTO_FORMATS.map((format) => ({
      type: format.type,
      srcset: row.widths.map((width) => `${url(width, format.ext)} ${width}w`).join(', '),
    })),
  };
}
