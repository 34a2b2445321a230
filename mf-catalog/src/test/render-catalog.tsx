import type { ReactElement } from 'react';
import { render } from '@testing-library/react';
import { jest } from '@jest/globals';
import {
  configureApiClient,
  createAppStore,
  signedOut,
  type Product,
  type ProductReviews,
  MemoryRouter,
  Route,
  Routes,
  useLocation,
  Provider,
  Toasts,
} from '@mitti/shared';
import { testApiForEachTest, type TestApiHandler } from '@mitti/shared/testing';

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
    const json = (status: number, body: unknown) =>
      new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
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

function LocationProbe() {
  const location = useLocation();
  return <output data-testid="location">{`${location.pathname}${location.search}`}</output>;
}

/** Renders a catalogue page in a fresh store and a memory router, the way the shell hosts it. */
export function renderCatalog(ui: ReactElement, { path = '/store', route = '/store' } = {}) {
  const store = createAppStore();
  store.dispatch(signedOut());
  const result = render(
    <Provider store={store}>
      <MemoryRouter initialEntries={[path]}>
        <Routes>
          <Route path={route} element={ui} />
          <Route path="*" element={<p>Elsewhere</p>} />
        </Routes>
        <LocationProbe />
      </MemoryRouter>
      <Toasts />
    </Provider>,
  );
  return { store, ...result };
}
