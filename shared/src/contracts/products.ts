import { Type, type Static } from '@sinclair/typebox';
import { CatalogueIdParams, errorResponses, Nullable, StringList } from './common';

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
  tags: StringList,
  imageUrl: StringList,
  images: StringList,
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
