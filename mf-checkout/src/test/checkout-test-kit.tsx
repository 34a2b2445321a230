/**
 * What the checkout page's tests share: the API as checkout meets it (the delivery options of a PIN code, the
 * shop's catalogue and class now, and a mock for the order and payment calls), the page rendered with a cart, and
 * the shipping form filled in.
 */
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, jest } from '@jest/globals';
import {
  configureApiClient,
  PageLanguageContext,
  type CartItem,
  type PageLanguage,
  type RootState,
} from '@mitti/shared';
import { hindiTranslator } from '../../../shared/test/hindi-translator';
import { loadHindi } from '../words/words';
import {
  renderWithProviders,
  signedInAuth,
  testApiForEachTest,
  type TestApiHandler,
} from '../../../shared/test/render-with-providers';
import CheckoutPage from '../features/checkout/checkout-page';
import { json } from '../../../shared/test/test-api-server';

export { json };

const option = (id: string, label: string, price: number, available = true) => ({
  id,
  label,
  available,
  reason: available ? null : 'Same-day delivery is for Mumbai PIN codes only',
  price,
  freeAbove: id === 'standard' ? 1500 : null,
  minDays: 2,
  maxDays: 3,
  earliest: available ? '2026-11-25' : null,
  latest: available ? '2026-11-26' : null,
});
/** GET /api/delivery/:pin (decision 026), answered apart so `apiMock` sees only the order and payment calls. */
const deliveryAnswer = (pin: string) => ({
  pin,
  state: 'Maharashtra',
  mumbai: false,
  serviceable: true,
  message: `Delivers to ${pin} (Maharashtra)`,
  cod: { available: true, reason: null, fee: 50, maxOrderValue: 10000 },
  options: [
    option('standard', 'Standard', 150),
    option('express', 'Express', 300),
    option('same-day', 'Same-day (Mumbai)', 450, false),
  ],
});
export const item = (n: number): CartItem => ({
  id: `pot-${n}`,
  name: `Pot ${n}`,
  price: 400,
  imageUrl: '',
  quantity: 1,
});
export const inCatalogue = (n: number, price = 400, stock = 10) => ({ id: `pot-${n}`, name: `Pot ${n}`, price, stock });

export function renderCheckout(
  items: CartItem[],
  state: Partial<RootState> = signedInAuth(),
  route = '/checkout',
  page: PageLanguage = { language: 'en', translator: null },
) {
  return renderWithProviders(
    <PageLanguageContext.Provider value={page}>
      <CheckoutPage />
    </PageLanguageContext.Provider>,
    {
      preloadedState: { cart: { items, loading: false }, ...state },
      route,
      otherRoutes: ['/payment/redirect', '/login'],
    },
  );
}

/** A Hindi page's language, its checkout words in (as a server page's `load` awaits them, decision 105). */
export async function hindiPage(): Promise<PageLanguage> {
  const translator = hindiTranslator();
  await translator.ready(loadHindi);
  return { language: 'hi', translator };
}

export async function fillForm(phone = '98765 43210') {
  // As a shopper would: over what the form was prefilled with (the account's name), not after it.
  const type = async (label: string, value: string) => {
    await userEvent.clear(screen.getByLabelText(label));
    await userEvent.type(screen.getByLabelText(label), value);
  };
  await type('First Name', 'Asha');
  await type('Last Name', 'Rao');
  await type('Phone', phone);
  await type('Address', '12 Potters Lane');
  await type('City', 'Pune');
  await type('State', 'Maharashtra');
  await type('PIN Code', '411001');
}

/**
 * The API for each test: GET /api/delivery/:pin (decision 026), /products and /workshops/wheel are answered from
 * `shop` (the shop's catalogue and class now, which checkout reads before Place Order; five pots of Rs. 400 and
 * a class of Rs. 2,500 at each test's start), so `apiMock` sees only the order and payment calls.
 */
export function checkoutApi() {
  const server = testApiForEachTest();
  const apiMock = jest.fn<TestApiHandler>();
  const shop = {
    catalogue: [] as (ReturnType<typeof inCatalogue> & { nameHi?: string | null })[],
    classNow: { id: 'wheel', name: 'Wheel Throwing', price: 2500, slotsAvailable: 6 },
  };
  beforeEach(() => {
    localStorage.clear();
    sessionStorage.clear();
    apiMock.mockReset();
    shop.catalogue = [1, 2, 3, 4, 5].map((n) => inCatalogue(n));
    shop.classNow = { id: 'wheel', name: 'Wheel Throwing', price: 2500, slotsAvailable: 6 };
    server.answer((request) => {
      if (request.path.startsWith('/api/delivery/')) return json(200, deliveryAnswer(request.path.split('/').pop()!));
      if (request.path === '/products') return json(200, shop.catalogue);
      if (request.path === '/workshops/wheel') return json(200, shop.classNow);
      return apiMock(request);
    });
    configureApiClient({ baseUrl: server.url, getToken: async () => 'token', onAuthExpired: () => undefined });
  });
  return { apiMock, shop };
}
