/**
 * The cart page's tests' world: two pieces, the page rendered with a cart (in a page's language), and the API for
 * each test: GET /products (the shop's price and stock now) and GET /api/delivery/:pin answered apart, so
 * `apiMock` sees only the order calls.
 */
import { beforeEach, jest } from '@jest/globals';
import {
  configureApiClient,
  PageLanguageContext,
  type CartItem,
  type PageLanguage,
  type RootState,
} from '@mitti/shared';
import {
  renderWithProviders,
  testApiForEachTest,
  type TestApiHandler,
} from '../../../shared/test/render-with-providers';
import { json } from '../../../shared/test/test-api-server';
import CartPage from '../features/cart/cart-page';

export const bowl: CartItem = {
  id: 'bowl',
  name: 'Speckled Bowl',
  price: 650,
  imageUrl: 'http://img/bowl.svg',
  quantity: 2,
  category: 'Bowls',
};
export const vase: CartItem = {
  id: 'vase',
  name: 'Indigo Vase',
  price: 1200,
  imageUrl: 'http://img/vase.svg',
  quantity: 1,
};

/** What GET /api/delivery/:pin says of a PIN code (decision 026), cash on delivery as `cod` says. */
export const deliveryCheck = (pin: string, cod: { available: boolean; fee?: number; maxOrderValue?: number }) => ({
  pin,
  state: 'Maharashtra',
  mumbai: pin.startsWith('4000'),
  serviceable: true,
  message: `Delivers to ${pin} (Maharashtra)`,
  cod: {
    available: cod.available,
    reason: cod.available ? null : 'Cash on delivery is not available for this PIN code',
    fee: cod.fee ?? 50,
    maxOrderValue: cod.maxOrderValue ?? 10000,
  },
  options: [],
});

/** The API for each test of the file that calls it (at its top level), with its three mocks. */
export function cartApi() {
  const server = testApiForEachTest();
  const apiMock = jest.fn<TestApiHandler>();
  const productsMock = jest.fn<TestApiHandler>();
  const deliveryMock = jest.fn<TestApiHandler>();
  beforeEach(() => {
    localStorage.clear();
    apiMock.mockReset();
    productsMock.mockReset();
    deliveryMock.mockReset();
    deliveryMock.mockImplementation(async (request) =>
      json(200, deliveryCheck(request.path.split('/').pop()!, { available: true })),
    );
    server.answer((request) => {
      if (request.path === '/products') return productsMock(request);
      return request.path.startsWith('/api/delivery/') ? deliveryMock(request) : apiMock(request);
    });
    configureApiClient({ baseUrl: server.url, getToken: async () => 'token', onAuthExpired: () => undefined });
  });
  return { apiMock, productsMock, deliveryMock };
}

export function renderCart(items: CartItem[], state: Partial<RootState> = {}, page?: PageLanguage) {
  const cart = page ? (
    <PageLanguageContext.Provider value={page}>
      <CartPage />
    </PageLanguageContext.Provider>
  ) : (
    <CartPage />
  );
  return renderWithProviders(cart, {
    preloadedState: { cart: { items, loading: false }, ...state },
    route: '/cart',
    otherRoutes: ['/store', '/checkout', '/orders', '/login'],
  });
}
