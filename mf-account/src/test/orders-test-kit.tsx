/**
 * What the orders page's tests share: the API for each test (`apiMock` answers it), an order as the API sends
 * it, and the page rendered for a signed-in shopper.
 */
import { afterEach, beforeEach, jest } from '@jest/globals';
import { configureApiClient, type RootState } from '@mitti/shared';
import {
  renderWithProviders,
  signedInAuth,
  testApiForEachTest,
  type TestApiHandler,
} from '../../../shared/test/render-with-providers';
import OrdersPage from '../features/orders/orders-page';
import type { AccountOrder } from '../features/orders/orders-api';
import { json } from '../../../shared/test/test-api-server';

export { json };

export const order = (overrides: Partial<AccountOrder>): AccountOrder => ({
  id: 'o-1',
  orderNumber: 'MS-1001',
  items: [{ id: 'bowl', name: 'Speckled Bowl', price: 650, quantity: 2, imageUrl: 'http://img/bowl.svg' }],
  subtotal: 1300,
  shipping: 150,
  totalAmount: 1450,
  orderStatus: 'processing',
  createdAt: '2026-03-05T10:00:00Z',
  ...overrides,
});

export function renderOrders(state: Partial<RootState> = signedInAuth()) {
  return renderWithProviders(<OrdersPage />, { preloadedState: state, route: '/orders', otherRoutes: ['/login'] });
}

/** The API for each test, answered by the returned mock; a test's fixed clock is put back after it. */
export function ordersApi() {
  const server = testApiForEachTest();
  const apiMock = jest.fn<TestApiHandler>();
  beforeEach(() => {
    sessionStorage.clear();
    apiMock.mockReset();
    server.answer(apiMock);
    configureApiClient({ baseUrl: server.url, getToken: async () => 'token' });
  });
  afterEach(() => {
    jest.useRealTimers();
  });
  return apiMock;
}
