import { afterEach, beforeEach, jest } from '@jest/globals';
import { configureApiClient } from '@mitti/shared';
import { testApiForEachTest, unstubAllGlobals, type TestApiHandler } from '../../../shared/test/render-with-providers';
import { shippingAddress } from '../../../shared/test/shipping-address';
import { json } from '../../../shared/test/test-api-server';

export { json };

/** What the payment pages' tests share: a JSON answer, one paid order as the API shows it, and the test API. */

export const orderId = '3f1c2b7a-1111-4222-8333-444455556666';
export const publicOrder = {
  id: orderId,
  orderNumber: 'MS-2026-000123',
  createdAt: '2026-03-05T10:00:00Z',
  orderStatus: 'processing',
  paymentStatus: 'paid',
  paymentMethod: 'Card / UPI',
  totalAmount: 1449.5,
  shipsTo: { city: shippingAddress.city, state: 'MH', zipCode: shippingAddress.zipCode, country: 'India' },
  items: [{ name: 'Speckled Bowl', quantity: 1, type: 'product', price: 1299.5, lineTotal: 1299.5 }],
};

/**
 * The API the pages call, answered by `apiMock` in each test (signed out unless a test configures a token), with
 * session storage, timers, globals and spies as they were after each test.
 */
export function paymentTestApi() {
  const server = testApiForEachTest();
  const apiMock = jest.fn<TestApiHandler>();
  beforeEach(() => {
    sessionStorage.clear();
    apiMock.mockReset();
    server.answer(apiMock);
    configureApiClient({ baseUrl: server.url, getToken: async () => null, onAuthExpired: () => undefined });
  });
  afterEach(() => {
    unstubAllGlobals();
    jest.useRealTimers();
    jest.restoreAllMocks();
  });
  return { server, apiMock };
}
