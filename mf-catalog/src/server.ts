/**
 * The catalogue's server view, exposed as `./server` by its container for Node (`dist/server/remoteEntry.js`,
 * webpack.server.ts, decision 045): the pages the shell renders on the server for a document request, each
 * with the API reads it starts with, which the browser hydrates (decision 023). Same components as `exposes` in
 * webpack.config.ts.
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

const { getProducts } = getProductsApi.endpoints;

export const pages: ServerPages<'catalog'> = {
  StorePage: {
    Component: StorePage,
    // The list, and the search results when the URL carries a search (`/store?q=...`), as the page reads them.
    load: async ({ store, url }) => {
      const { q } = parseStoreFilters(url.searchParams);
      await Promise.all([
        prefetchQuery(store, getProducts, undefined),
        q ? prefetchQuery(store, searchProductsApi.endpoints.searchProducts, q) : undefined,
      ]);
    },
  },
  LatestArrivals: {
    Component: LatestArrivals,
    load: ({ store }) => prefetchQuery(store, getProducts, undefined).then(() => undefined),
  },
  ProductPage: {
    Component: ProductPage,
    // The product, its reviews (the star line and the list start from them, decision 029) and its category.
    load: async ({ store, params }) => {
      if (!params.id) return;
      const [product] = await Promise.all([
        prefetchQuery(store, getProductApi.endpoints.getProduct, params.id),
        prefetchQuery(store, getProductReviewsApi.endpoints.getProductReviews, params.id),
      ]);
      if (product)
        await prefetchQuery(store, getProductsByCategoryApi.endpoints.getProductsByCategory, product.category);
    },
  },
};
