import { useMemo } from 'react';
import { api } from '../api/api';
import type { Product, SpecProduct } from '../types';

/** Stock as a number, or null when unknown; the API may send a number or a numeric string. */
export function stockOf(product: Pick<SpecProduct, 'stock'>): number | null {
  const { stock } = product;
  if (stock === null || stock === undefined || stock === '') return null;
  const value = typeof stock === 'number' ? stock : Number(stock);
  return Number.isFinite(value) ? Math.floor(value) : null;
}

/**
 * A product as the shop sells it now: its stock and price in rupees (null: it does not say), its name and the
 * owner's Hindi name where given (decision 112).
 */
export interface ProductNow {
  stock: number | null;
  price: number | null;
  name: string;
  nameHi?: string | null | undefined;
}

const priceOf = (value: unknown): number | null => {
  const price = typeof value === 'number' ? value : Number.NaN;
  return Number.isFinite(price) && price >= 0 ? price : null;
};

/** Every product now, by id. */
export type ProductsNow = Record<string, ProductNow>;

/** Every product's current stock by id (null: the product does not say). */
export type StockById = Record<string, number | null>;

/**
 * GET /products read for each piece's stock and price now: the cart and checkout (mf-checkout) show the
 * server's price and stock per line and the wishlist (mf-account) the stock, and a remote does not import
 * another remote's catalogue endpoints.
 */
const productsNowApi = api.injectEndpoints({
  endpoints: (build) => ({
    getProductsNow: build.query<ProductsNow, void>({
      query: () => '/products',
      transformResponse: (products: Product[]) =>
        Object.fromEntries(
          (Array.isArray(products) ? products : []).map((p) => [
            p.id,
            { stock: stockOf(p), price: priceOf(p.price), name: p.name, nameHi: p.nameHi },
          ]),
        ),
      providesTags: [{ type: 'Product' as const, id: 'LIST' }],
    }),
  }),
});

/**
 * The shop's `api` with the products-now query, for a server page's load to read before it renders (`prefetchQuery`):
 * `injectEndpoints` added it to that one object, so `(api as ProductsNowApi).endpoints.getProductsNow` is it. A type,
 * so the browser's shared bundle carries nothing more for it.
 */
export type ProductsNowApi = typeof productsNowApi;

/**
 * The pieces on this page as the shop sells them now, fetched afresh each time the page opens, and not at all
 * while the page holds none (an empty cart or wishlist has nothing to check, and its first view then needs
 * no HTTP client). A product is missing from the map while loading or when the API cannot be reached: then
 * nothing is capped, blocked or repriced, and the server still decides at order time. `refresh` reads them
 * again (before Place Order) and answers what it read, or null when the read failed.
 */
export function useProductsNow(pieces: number): { products: ProductsNow; refresh: () => Promise<ProductsNow | null> } {
  const { data, refetch } = productsNowApi.useGetProductsNowQuery(undefined, {
    refetchOnMountOrArgChange: true,
    skip: pieces === 0,
  });
  const refresh = async () => {
    try {
      return await refetch().unwrap();
    } catch {
      return null;
    }
  };
  return { products: data ?? {}, refresh };
}

/** The current stock of the pieces on this page (see `useProductsNow`). */
export function useProductStock(pieces: number): StockById {
  const { products } = useProductsNow(pieces);
  return useMemo(
    () => Object.fromEntries(Object.entries(products).map(([id, product]) => [id, product.stock])),
    [products],
  );
}

/** Known and none left. */
export const isSoldOut = (stock: number | null | undefined): boolean => typeof stock === 'number' && stock <= 0;

/** What is wrong with a line of `quantity` given the product's stock: "Out of stock", "Only N left", or null. */
export function stockProblem(quantity: number, stock: number | null | undefined): string | null {
  if (typeof stock !== 'number') return null;
  if (stock <= 0) return 'Out of stock';
  return quantity > stock ? `Only ${stock} left` : null;
}
