import type { ReactElement } from 'react';
import { jest } from '@jest/globals';
import { configureApiClient, type Product, type ProductReviews } from '@mitti/shared';
import { json } from '../../../shared/test/test-api-server';
import {
  renderWithProviders,
  testApiForEachTest,
  type TestApiHandler,
} from '../../../shared/test/render-with-providers';

/** The catalogue's API for each test of a file that imports this helper: a real HTTP server on 127.0.0.1. */
export const testApi = testApiForEachTest();
const server = testApi;

/**
 * Answers at the network edge: GET /products, /products/{id}, ?category= and ?q= from a list, and
 * /products/{id}/reviews from `reviews` (a product without an entry has none yet).
 */
export function stubProductsApi(
  products: Product[] | 'fail' | 'pending',
  reviews: Record<string, Omit<ProductReviews, 'productId'>> = {},
) {
  configureApiClient({ baseUrl: server.url, getToken: async () => null });
  const apiMock = jest.fn<TestApiHandler>(async (request) => {
    if (products === 'pending') return new Promise<Response>(() => undefined);
    if (products === 'fail') return new Response(JSON.stringify({ error: 'boom' }), { status: 500 });
    const url = new URL(request.path, server.url);
    const reviewed = url.pathname.match(/^\/products\/([^/]+)\/reviews$/)?.[1];
    if (reviewed) {
      const productId = decodeURIComponent(reviewed);
      if (!products.some((p) => p.id === productId)) return json(404, { error: 'Product not found' });
      return json(200, { productId, ...(reviews[productId] ?? { average: null, count: 0, reviews: [] }) });
    }
    const id = url.pathname.match(/^\/products\/(.+)$/)?.[1];
    if (id) {
      const product = products.find((p) => p.id === decodeURIComponent(id));
      return product ? json(200, product) : json(404, { error: 'Product not found' });
    }
    const category = url.searchParams.get('category');
    // A search stands in for the API's ranking with a plain name match.
    const q = url.searchParams.get('q')?.toLowerCase();
    const found = q ? products.filter((p) => p.name.toLowerCase().includes(q)) : products;
    return json(200, category ? found.filter((p) => p.category === category) : found);
  });
  server.answer(apiMock);
  return apiMock;
}

/** Renders a catalogue page signed out, the way the shell hosts it: the shared render helper's defaults here. */
export function renderCatalog(ui: ReactElement, { path = '/store', route = '/store' } = {}) {
  return renderWithProviders(ui, {
    route: path,
    pattern: route,
    session: false,
    elsewhere: true,
    locationProbe: true,
    toasts: true,
  });
}
