import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, jest } from '@jest/globals';
import {
  addedToCart,
  configureApiClient,
  PageLanguageContext,
  readGuestOrders,
  type CartItem,
  type PageLanguage,
  type RootState,
} from '@mitti/shared';
import {
  renderWithProviders,
  signedInAuth,
  testApiForEachTest,
  testUser,
  type TestApiHandler,
} from '../../../../shared/test/render-with-providers';
import CartPage from './cart-page';
import { typedShippingAddress } from '../../../../shared/test/shipping-address';
import { json } from '../../../../shared/test/test-api-server';
import { hindiPage } from '../../test/checkout-test-kit';

const bowl: CartItem = {
  id: 'bowl',
  name: 'Speckled Bowl',
  price: 650,
  imageUrl: 'http://img/bowl.svg',
  quantity: 2,
  category: 'Bowls',
};
const vase: CartItem = { id: 'vase', name: 'Indigo Vase', price: 1200, imageUrl: 'http://img/vase.svg', quantity: 1 };
const server = testApiForEachTest();
const apiMock = jest.fn<TestApiHandler>();
/** GET /products (the current stock): answered apart, so `apiMock` sees only the order calls. */
const productsMock = jest.fn<TestApiHandler>();
/** GET /api/delivery/:pin (decision 026): what the API says about the dialog's PIN code. */
const deliveryMock = jest.fn<TestApiHandler>();
const deliveryCheck = (pin: string, cod: { available: boolean; fee?: number; maxOrderValue?: number }) => ({
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

function renderCart(items: CartItem[], state: Partial<RootState> = {}, page?: PageLanguage) {
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

describe('CartPage', () => {
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

  it('says which orders were paid elsewhere, until the shopper changes the cart', async () => {
    const paidOrders = [
      { orderNumber: 'MS-2026-000123', lines: [{ id: 'plate', quantity: 1 }] },
      { orderNumber: 'MS-2026-000120', lines: [{ id: 'cups', quantity: 1 }], noticed: true },
    ];
    const { store } = renderWithProviders(<CartPage />, {
      preloadedState: { cart: { items: [], loading: false, paidOrders }, ...signedInAuth() },
      route: '/cart',
      otherRoutes: ['/store'],
    });
    expect(screen.getByRole('status')).toHaveTextContent(
      'Your order MS-2026-000123 was paid: its pieces are no longer in your cart.',
    );
    expect(screen.queryByText(/MS-2026-000120/)).toBeNull();
    expect(screen.getByText('Your cart is empty')).toBeInTheDocument();
    productsMock.mockImplementation(async () => json(200, [{ id: 'vase', stock: 5 }]));
    act(() => {
      store.dispatch(addedToCart({ ...vase, quantity: 1 }));
    });
    expect(await screen.findByText('Indigo Vase')).toBeInTheDocument();
    expect(screen.queryByText(/was paid/)).toBeNull();
  });

  it('shows the empty state with Continue Shopping', async () => {
    renderCart([]);
    expect(screen.getByRole('heading', { level: 1, name: 'Shopping Cart' })).toBeInTheDocument();
    expect(screen.getByText('Your cart is empty')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('link', { name: 'Continue Shopping' }));
    expect(screen.getByText('Page /store')).toBeInTheDocument();
  });

  it('reads no stock for an empty cart, and reads it once a piece is in the cart', async () => {
    productsMock.mockImplementation(async () => json(200, [{ id: 'bowl', stock: 1 }]));
    const { store } = renderCart([]);
    expect(await screen.findByText('Your cart is empty')).toBeInTheDocument();
    // Long enough for a request the page had started to reach the test API.
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(productsMock).not.toHaveBeenCalled();
    act(() => {
      store.dispatch(addedToCart({ ...bowl, quantity: 2 }));
    });
    expect(await screen.findByText('Only 1 left')).toBeInTheDocument();
    expect(productsMock).toHaveBeenCalledTimes(1);
  });

  it("says a signed-in shopper's cart is loading instead of calling it empty", () => {
    renderWithProviders(<CartPage />, { preloadedState: { cart: { items: [], loading: true } }, route: '/cart' });
    expect(screen.getByRole('status')).toHaveTextContent('Loading your cart...');
    expect(screen.queryByText('Your cart is empty')).not.toBeInTheDocument();
  });

  it('lists lines with the summary, shipping and the return note', () => {
    renderCart([bowl]);
    expect(screen.getByText('Speckled Bowl')).toBeInTheDocument();
    expect(screen.getByText('Subtotal').nextSibling).toHaveTextContent('Rs. 1,300/-');
    expect(screen.getByText('Shipping').nextSibling).toHaveTextContent('Rs. 150/-');
    // Rs. 1,300 includes 2 x Rs. 99.15 and shipping 2 x Rs. 11.44: the GST the invoice will state.
    expect(screen.getByText('Includes GST (18%)').nextSibling).toHaveTextContent('Rs. 221.18/-');
    expect(screen.getByText('Total').nextSibling).toHaveTextContent('Rs. 1,450/-');
    expect(screen.getByText(/7-day easy returns/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Proceed to Checkout' })).toHaveAttribute('href', '/checkout');
  });

  it('updates quantities, keeps them above 0, and removes lines', async () => {
    const { store } = renderCart([bowl, vase]);
    const quantity = screen.getByLabelText('Quantity for Speckled Bowl');
    await userEvent.clear(quantity);
    await userEvent.type(quantity, '3');
    expect(store.getState().cart.items[0]?.quantity).toBe(3);
    expect(screen.getByText('Shipping').nextSibling).toHaveTextContent('Free');
    await userEvent.clear(quantity);
    await userEvent.type(quantity, '0');
    expect(screen.getByRole('alert')).toHaveTextContent('Quantity must be at least 1');
    expect(store.getState().cart.items[0]?.quantity).toBe(3);
    await userEvent.tab();
    expect(quantity).toHaveValue(3);
    await userEvent.click(screen.getByRole('button', { name: 'Remove Indigo Vase' }));
    expect(store.getState().cart.items.map((i) => i.id)).toEqual(['bowl']);
  });

  it('asks a guest to sign in for Quick Order, and can save a guest order instead', async () => {
    renderCart([bowl]);
    await userEvent.click(screen.getByRole('button', { name: 'Quick Order (Cash on Delivery)' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Please sign in to place an order');
    expect(apiMock).not.toHaveBeenCalled();
    // A guest order needs an address and contact: saving one goes to the checkout form.
    expect(screen.getByRole('link', { name: 'Save as Guest Order' })).toHaveAttribute('href', '/checkout');
    expect(readGuestOrders()).toHaveLength(0);
  });

  const address = typedShippingAddress;
  const savedInfo = { ...address, email: 'asha@example.in' };
  const quickOrder = () => userEvent.click(screen.getByRole('button', { name: 'Quick Order (Cash on Delivery)' }));

  it('confirms the address, phone and total in a dialog before placing anything', async () => {
    localStorage.setItem('checkoutInfo', JSON.stringify(savedInfo));
    apiMock.mockResolvedValue(json(201, { id: 'o-1', items: [] }));
    const { store } = renderCart([bowl], signedInAuth());
    await quickOrder();
    const dialog = await screen.findByRole('dialog', { name: 'Confirm your Cash on Delivery order' });
    expect(apiMock).not.toHaveBeenCalled();
    // Prefilled from the details checkout saved; focus starts in the dialog.
    expect(within(dialog).getByLabelText('First Name')).toHaveFocus();
    expect(within(dialog).getByLabelText('Address')).toHaveValue('12 Potters Lane');
    expect(within(dialog).getByLabelText('Phone')).toHaveValue('98765 43210');
    expect(within(dialog).getByLabelText('Phone')).toHaveAttribute('type', 'tel');
    expect(within(dialog).getByLabelText('PIN Code')).toHaveAttribute('inputmode', 'numeric');
    expect(within(dialog).getByText('Order total').nextSibling).toHaveTextContent('Rs. 1,450/-');
    // The saved PIN code's cash-on-delivery fee is its own line, added to what the courier collects.
    expect((await within(dialog).findByText('Cash on delivery fee')).nextSibling).toHaveTextContent('Rs. 50/-');
    expect(within(dialog).getByText('Total (Cash on Delivery)').nextSibling).toHaveTextContent('Rs. 1,500/-');
    expect(deliveryMock.mock.calls[0]![0].path).toBe('/api/delivery/411001');

    await userEvent.clear(within(dialog).getByLabelText('City'));
    await userEvent.type(within(dialog).getByLabelText('City'), 'Mumbai');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Place Order' }));
    await waitFor(() => expect(screen.getByText('Page /orders')).toBeInTheDocument());
    expect(apiMock).toHaveBeenCalledTimes(1);
    const body = JSON.parse(apiMock.mock.calls[0]![0].body);
    // Only what the API reads (issue 34): no status, user fields, names or subtotals.
    expect(body).toEqual({
      paymentMethod: 'Cash on Delivery',
      // At the price and the cash total the shopper confirmed, fee included (decision 038).
      items: [{ id: 'bowl', quantity: 2, price: 650, type: 'product' }],
      totalAmount: 1500,
      shippingAddress: { ...address, city: 'Mumbai', phone: '+919876543210' },
    });
    expect(store.getState().cart.items).toEqual([]);
  });

  it('says before placing anything when cash on delivery is not taken at the PIN code or above the limit', async () => {
    localStorage.setItem('checkoutInfo', JSON.stringify(savedInfo));
    deliveryMock.mockImplementation(async (request) => {
      const pin = request.path.split('/').pop()!;
      return json(
        200,
        deliveryCheck(pin, pin === '411001' ? { available: false } : { available: true, maxOrderValue: 1000 }),
      );
    });
    renderCart([bowl], signedInAuth());
    await quickOrder();
    const dialog = await screen.findByRole('dialog');
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'Cash on delivery is not available for this PIN code. Please pay online at checkout.',
    );
    await userEvent.clear(within(dialog).getByLabelText('PIN Code'));
    await userEvent.type(within(dialog).getByLabelText('PIN Code'), '400050');
    expect(
      await within(dialog).findByText(/Cash on delivery is available for orders up to Rs. 1,000\/-/),
    ).toBeVisible();
  });

  it('places nothing on Cancel or Escape, and keeps the cart', async () => {
    localStorage.setItem('checkoutInfo', JSON.stringify(savedInfo));
    const { store } = renderCart([bowl], signedInAuth());
    await quickOrder();
    await userEvent.click(await screen.findByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Quick Order (Cash on Delivery)' })).toHaveFocus();
    await quickOrder();
    await screen.findByRole('dialog');
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(apiMock).not.toHaveBeenCalled();
    expect(store.getState().cart.items).toHaveLength(1);
  });

  it('says India as the one country, and refuses a bad PIN code and a bad phone inline', async () => {
    // An account without a name: nothing is filled in.
    renderCart([bowl], signedInAuth({ ...testUser, displayName: null }));
    await quickOrder();
    const dialog = await screen.findByRole('dialog');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Place Order' }));
    expect(within(dialog).getByText('PIN Code is required')).toBeInTheDocument();
    expect(within(dialog).getByLabelText('First Name')).toHaveFocus();

    const fill = async (label: string, value: string) => {
      await userEvent.clear(within(dialog).getByLabelText(label));
      await userEvent.type(within(dialog).getByLabelText(label), value);
    };
    for (const [label, value] of Object.entries({
      'First Name': 'Asha',
      'Last Name': 'Rao',
      Phone: '1234567890',
      Address: '1 Main St',
      City: 'Austin',
      State: 'Texas',
      'PIN Code': '4000',
    })) {
      await fill(label, value);
    }
    expect(within(dialog).getByLabelText('Country')).toHaveValue('India');
    expect(within(dialog).getByLabelText('Country')).toHaveAttribute('readonly');
    expect(within(dialog).getByText('We ship within India only')).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Place Order' }));
    expect(within(dialog).getByText('Enter a valid Indian mobile number')).toBeInTheDocument();
    expect(within(dialog).getByText('Enter a valid 6-digit PIN code')).toBeInTheDocument();
    expect(apiMock).not.toHaveBeenCalled();
  });

  it("fills in the account's name on a first quick order, with nothing saved", async () => {
    renderCart([bowl], signedInAuth());
    await quickOrder();
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByLabelText('First Name')).toHaveValue('Asha');
    expect(within(dialog).getByLabelText('Last Name')).toHaveValue('Rao');
    expect(within(dialog).getByLabelText('Address')).toHaveValue('');
  });

  it('shows the quick order failure message with the server reason', async () => {
    localStorage.setItem('checkoutInfo', JSON.stringify(savedInfo));
    apiMock.mockResolvedValue(json(400, { error: 'Speckled Bowl is out of stock' }));
    renderCart([bowl], signedInAuth());
    await quickOrder();
    await userEvent.click(await screen.findByRole('button', { name: 'Place Order' }));
    const alert = await within(screen.getByRole('dialog')).findByRole('alert');
    expect(alert).toHaveTextContent('Failed to place order. Please try again.');
    expect(alert).toHaveTextContent('Speckled Bowl is out of stock');
  });

  describe('prices', () => {
    it('shows the shop’s price now, says what changed, and lets nothing go ahead until the shopper accepts', async () => {
      productsMock.mockImplementation(async () =>
        json(200, [
          { id: 'bowl', name: 'Speckled Bowl', price: 699, stock: 10 },
          { id: 'vase', name: 'Indigo Vase', price: 1200, stock: 10 },
        ]),
      );
      const { store } = renderCart([bowl, vase], signedInAuth());
      const notice = await screen.findByTestId('price-changes');
      expect(notice).toHaveTextContent('The price of Speckled Bowl changed from Rs. 650 to Rs. 699.');
      expect(notice).not.toHaveTextContent('Indigo Vase');
      expect(screen.getByText(/Rs\. 699\/- each/)).toBeInTheDocument();
      expect(screen.getByText('(was Rs. 650/-)')).toBeInTheDocument();
      // The summary is what will be charged: 2 x 699 + 1200, free shipping.
      expect(screen.getByText('Total').nextSibling).toHaveTextContent('Rs. 2,598/-');

      await userEvent.click(screen.getByRole('link', { name: 'Proceed to Checkout' }));
      expect(screen.queryByText('Page /checkout')).not.toBeInTheDocument();
      await userEvent.click(screen.getByRole('button', { name: 'Quick Order (Cash on Delivery)' }));
      expect(screen.queryByRole('dialog')).not.toBeInTheDocument();

      await userEvent.click(within(notice).getByRole('button', { name: 'Accept the new price' }));
      expect(store.getState().cart.items.map((item) => item.price)).toEqual([699, 1200]);
      expect(screen.queryByTestId('price-changes')).not.toBeInTheDocument();
      await userEvent.click(screen.getByRole('link', { name: 'Proceed to Checkout' }));
      expect(screen.getByText('Page /checkout')).toBeInTheDocument();
    });
  });

  it('names each piece on a Hindi page as the owner named it in Hindi, in English marked so where not (decision 112)', async () => {
    productsMock.mockImplementation(async () =>
      json(200, [
        { id: 'bowl', name: 'Speckled Bowl', nameHi: 'चित्तीदार कटोरा', price: 650, stock: 10 },
        { id: 'vase', name: 'Indigo Vase', nameHi: null, price: 1200, stock: 10 },
      ]),
    );
    renderCart([bowl, vase], {}, await hindiPage());
    const bowlName = await screen.findByText('चित्तीदार कटोरा');
    expect(bowlName).not.toHaveAttribute('lang');
    expect(screen.getByRole('button', { name: 'चित्तीदार कटोरा हटाएँ' })).toBeInTheDocument();
    expect(screen.queryByText('Speckled Bowl')).not.toBeInTheDocument();
    expect(screen.getByText('Indigo Vase')).toHaveAttribute('lang', 'en');
    expect(screen.getByRole('button', { name: 'Indigo Vase हटाएँ' })).toBeInTheDocument();
  });

  describe('stock', () => {
    const stockOf = (stock: Record<string, number | null>) =>
      productsMock.mockImplementation(async () =>
        json(
          200,
          Object.entries(stock).map(([id, value]) => ({ id, stock: value })),
        ),
      );

    it('caps a typed quantity at the current stock and says so', async () => {
      stockOf({ bowl: 18, vase: null });
      const { store } = renderCart([bowl, vase]);
      const quantity = screen.getByLabelText('Quantity for Speckled Bowl');
      await waitFor(() => expect(quantity).toHaveAttribute('max', '18'));
      await userEvent.clear(quantity);
      await userEvent.type(quantity, '999');
      expect(quantity).toHaveValue(18);
      expect(store.getState().cart.items[0]?.quantity).toBe(18);
      expect(screen.getByText('Only 18 in stock')).toBeInTheDocument();
      // A product that does not say its stock: at most 10 (SPEC section 5).
      const vaseQuantity = screen.getByLabelText('Quantity for Indigo Vase');
      await userEvent.clear(vaseQuantity);
      await userEvent.type(vaseQuantity, '25');
      expect(vaseQuantity).toHaveValue(10);
      expect(screen.getByText('At most 10 per order')).toBeInTheDocument();
      await userEvent.click(screen.getByRole('link', { name: 'Proceed to Checkout' }));
      expect(screen.getByText('Page /checkout')).toBeInTheDocument();
    });

    it('flags lines the stock no longer covers, and neither Checkout nor Quick Order goes ahead until fixed', async () => {
      stockOf({ bowl: 1, vase: 0 });
      const { store } = renderCart([bowl, vase], signedInAuth());
      expect(await screen.findByText('Out of stock')).toBeInTheDocument();
      expect(screen.getByText('Only 1 left')).toBeInTheDocument();

      await userEvent.click(screen.getByRole('link', { name: 'Proceed to Checkout' }));
      const alert = screen.getByRole('alert');
      expect(alert).toHaveTextContent('Remove them or lower the quantity to continue');
      expect(alert).toHaveTextContent('Speckled Bowl: Only 1 left');
      expect(alert).toHaveTextContent('Indigo Vase: Out of stock');
      expect(screen.queryByText('Page /checkout')).not.toBeInTheDocument();
      await userEvent.click(screen.getByRole('button', { name: 'Quick Order (Cash on Delivery)' }));
      expect(screen.queryByRole('dialog')).not.toBeInTheDocument();

      await userEvent.click(screen.getByRole('button', { name: 'Remove Indigo Vase' }));
      const quantity = screen.getByLabelText('Quantity for Speckled Bowl');
      await userEvent.clear(quantity);
      await userEvent.type(quantity, '1');
      expect(store.getState().cart.items).toEqual([{ ...bowl, quantity: 1 }]);
      expect(screen.queryByRole('alert')).not.toBeInTheDocument();
      await userEvent.click(screen.getByRole('link', { name: 'Proceed to Checkout' }));
      expect(screen.getByText('Page /checkout')).toBeInTheDocument();
    });

    it('blocks nothing while the stock cannot be read', async () => {
      productsMock.mockRejectedValue(new Error('drop the connection'));
      renderCart([{ ...bowl, quantity: 999 }]);
      await waitFor(() => expect(productsMock).toHaveBeenCalled());
      expect(screen.queryByText(/in stock|left/)).not.toBeInTheDocument();
      await userEvent.click(screen.getByRole('link', { name: 'Proceed to Checkout' }));
      expect(screen.getByText('Page /checkout')).toBeInTheDocument();
    });
  });
});
