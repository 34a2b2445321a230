/**
 * The catalogue's server view, exposed as `./server` by its container for Node (`dist/server/remoteEntry.js`,
 * webpack.server.ts, decision 045): the pages the shell renders on the server for a document request, each
 * with the API reads it starts with, which the browser hydrates (decision 023). Same components as `exposes` in
 * webpack.config.ts. A Hindi page's words are in before it renders (decision 105): on the server nothing suspends.
 */
import { prefetchQuery, type ServerPages } from '@mitti/shared';
import StorePage from './features/store/store-page';
import ProductPage from './features/product/product-page';
import LatestArrivals from './features/store/latest-arrivals';
import { getProductsApi } from './features/products/api/get-products';
import { getProductApi } from './features/products/api/get-product';
import { getProductReviewsApi } from './features/products/api/get-product-reviews';
import { getProductsByCategoryApi } from './features/products/api/get-products-by-category';
import { searchProductsApi } from './features/products/api/search-products';
import { parseStoreFilters } from './features/filters/store-filters';
import { loadHindi } from './words/words';

const { getProducts } = getProductsApi.endpoints;

export const pages: ServerPages<'catalog'> = {
  StorePage: {
    Component: StorePage,
    // The list, and the search results when the URL carries a search (`/store?q=...`), as the page reads them.
    load: async ({ store, url, translator }) => {
      const { q } = parseStoreFilters(url.searchParams);
      await Promise.all([
        prefetchQuery(store, getProducts, undefined),
        q ? prefetchQuery(store, searchProductsApi.endpoints.searchProducts, q) : undefined,
        translator?.ready(loadHindi),
      ]);
    },
  },
  LatestArrivals: {
    Component: LatestArrivals,
    load: async ({ store, translator }) => {
      await Promise.all([prefetchQuery(store, getProducts, undefined), translator?.ready(loadHindi)]);
    },
  },
  ProductPage: {
    Component: ProductPage,
    // The product, its reviews (the star line and the list start from them, decision 029) and its category.
    load: async ({ store, params, translator }) => {
      const words = translator?.ready(loadHindi);
      if (!params.id) {
        await words;
        return;
      }
      const [product] = await Promise.all([
        prefetchQuery(store, getProductApi.endpoints.getProduct, params.id),
        prefetchQuery(store, getProductReviewsApi.endpoints.getProductReviews, params.id),
        words,
      ]);
      if (product)
        await prefetchQuery(store, getProductsByCategoryApi.endpoints.getProductsByCategory, product.category);
    },
  },
};
