import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from '@jest/globals';
import { addedToCart } from '@mitti/shared';
import { renderWithProviders, signedInAuth } from '../../../../shared/test/render-with-providers';
import { json } from '../../../../shared/test/test-api-server';
import { hindiPage } from '../../test/checkout-test-kit';
import { bowl, cartApi, renderCart, vase } from '../../test/cart-test-kit';
import CartPage from './cart-page';

const { productsMock } = cartApi();

describe('CartPage', () => {
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
