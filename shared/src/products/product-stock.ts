import { api } from '../api/api';
import type { Product, SpecProduct } from '../types';

/** Stock as a number, or null when unknown; the API may send a number or a numeric string. */
export function stockOf(product: Pick<SpecProduct, 'stock'>): number | null {
  const { stock } = product;
  if (stock === null || stock === undefined || stock === '') return null;
  const value = typeof stock === 'number' ? stock : Number(stock);
  return Number.isFinite(value) ? Math.floor(value) : null;
}

/** Every product's current stock by id (null: the product does not say). */
export type StockById = Record<string, number | null>;

/**
 * GET /products read for its stock only: the cart (mf-checkout) and the wishlist (mf-account) need the
 * current stock of pieces they hold, and a remote does not import another remote's catalogue endpoints.
 */
const productStockApi = api.injectEndpoints({
  endpoints: (build) => ({
    getProductStock: build.query<StockById, void>({
      query: () => '/products',
      transformResponse: (products: Product[]) =>
        Object.fromEntries((Array.isArray(products) ? products : []).map((p) => [p.id, stockOf(p)])),
      providesTags: [{ type: 'Product' as const, id: 'LIST' }],
    }),
  }),
});

/**
 * The current stock of the pieces on this page, fetched afresh each time the page opens, and not at all
 * while the page holds none (an empty cart or wishlist has nothing to cap, and its first view then needs
 * no HTTP client). A product is missing from the map while the stock is loading or the API cannot be
 * reached: then nothing is capped or blocked, and the server still refuses at order time.
 */
export function useProductStock(pieces: number): StockById {
  const { data } = productStockApi.useGetProductStockQuery(undefined, {
    refetchOnMountOrArgChange: true,
    skip: pieces === 0,
  });
  return data ?? {};
}

/** Known and none left. */
export const isSoldOut = (stock: number | null | undefined): boolean => typeof stock === 'number' && stock <= 0;

/** What is wrong with a line of `quantity` given the product's stock: "Out of stock", "Only N left", or null. */
export function stockProblem(quantity: number, stock: number | null | undefined): string | null {
  if (typeof stock !== 'number') return null;
  if (stock <= 0) return 'Out of stock';
  return quantity > stock ? `Only ${stock} left` : null;
}
