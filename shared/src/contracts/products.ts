import { Type, type Static } from '@sinclair/typebox';
import { CatalogueIdParams, errorResponses, Nullable, StringList } from './common';

/** One set of candidates of a photo, for a `<source type srcset>`: "url 320w, url 640w, ...". */
export const PhotoSource = Type.Object({
  type: Type.Union([Type.Literal('image/avif'), Type.Literal('image/webp'), Type.Literal('image/jpeg')]),
  srcset: Type.String(),
});
export type PhotoSource = Static<typeof PhotoSource>;

/**
 * A photo the owner uploaded (decision 025): `src` is its JPEG fallback and is also its entry in `images`;
 * `width` x `height` is its upright size, for the aspect ratio a page reserves before it loads.
 */
export const ProductPhoto = Type.Object({
  /** The photo's name (the SHA-256 of its original): the owner removes it from the product by it. */
  id: Type.String(),
  src: Type.String(),
  width: Type.Integer({ minimum: 1 }),
  height: Type.Integer({ minimum: 1 }),
  /** AVIF, WebP, then JPEG: a browser takes the first type it supports. */
  sources: Type.Array(PhotoSource),
});
export type ProductPhoto = Static<typeof ProductPhoto>;

/** A product as the storefront receives it (SPEC.md section 3); money in rupees, GST included. */
export const Product = Type.Object({
  id: Type.String(),
  name: Type.String(),
  /** Selling price in rupees. */
  price: Type.Number(),
  /** Maximum retail price in rupees; above `price` when discounted. */
  mrp: Type.Number(),
  category: Type.String(),
  description: Type.String(),
  /**
   * The owner's name and description in Hindi, shown on a Hindi page in place of the English (decision 112); null
   * when none is given. Absent from older data.
   */
  nameHi: Type.Optional(Nullable(Type.String())),
  descriptionHi: Type.Optional(Nullable(Type.String())),
  tags: StringList,
  imageUrl: StringList,
  images: StringList,
  /**
   * The owner's uploaded photos, newest first; when there are any, `images` (and `imageUrl`) are their `src`s,
   * otherwise the drawings, and this is empty. Absent from older data.
   */
  photos: Type.Optional(Type.Array(ProductPhoto)),
  materialType: Type.String(),
  materials: StringList,
  glaze: Type.String(),
  dimensions: Type.String(),
  /** Millilitres. */
  capacity: Nullable(Type.Number()),
  /** Degrees Celsius. */
  firingTemp: Nullable(Type.Number()),
  coneType: Type.String(),
  stock: Type.Integer(),
  isPopular: Type.Boolean(),
  createdAt: Type.Object({ seconds: Type.Integer() }),
});
export type Product = Static<typeof Product>;

/** Only `category` and `q` (a search) are read; other query keys (e.g. a cache-buster) are ignored. */
export const ProductListQuery = Type.Object({
  category: Type.Optional(Type.String({ maxLength: 100 })),
  q: Type.Optional(Type.String({ maxLength: 200 })),
});
export type ProductListQuery = Static<typeof ProductListQuery>;

/** GET /products (the catalogue, or a search with `q`). */
export const listProductsRoute = {
  querystring: ProductListQuery,
  response: { 200: Type.Array(Product), ...errorResponses },
} as const;

/** GET /products/:id */
export const getProductRoute = {
  params: CatalogueIdParams,
  response: { 200: Product, ...errorResponses },
} as const;
