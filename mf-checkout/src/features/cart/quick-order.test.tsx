import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from '@jest/globals';
import { readGuestOrders } from '@mitti/shared';
import { signedInAuth, testUser } from '../../../../shared/test/render-with-providers';
import { typedShippingAddress } from '../../../../shared/test/shipping-address';
import { json } from '../../../../shared/test/test-api-server';
import { bowl, cartApi, deliveryCheck, renderCart } from '../../test/cart-test-kit';
import { hindiPage } from '../../test/checkout-test-kit';

/** Quick Order (cash on delivery) from the cart: who may, the dialog that confirms, and what it says. */
const { apiMock, deliveryMock } = cartApi();

describe('Quick Order from the cart', () => {
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

  it('says on a Hindi page, in Hindi, that a guest must sign in and that an order failed', async () => {
    const guest = renderCart([bowl], {}, await hindiPage());
    await userEvent.click(screen.getByRole('button', { name: 'क्विक ऑर्डर (कैश ऑन डिलीवरी)' }));
    expect(screen.getByRole('alert')).toHaveTextContent('ऑर्डर देने के लिए कृपया साइन इन करें');
    guest.unmount();

    localStorage.setItem('checkoutInfo', JSON.stringify(savedInfo));
    apiMock.mockResolvedValue(json(400, { error: 'स्पेकल्ड बाउल स्टॉक में नहीं है' }));
    renderCart([bowl], signedInAuth(), await hindiPage());
    await userEvent.click(screen.getByRole('button', { name: 'क्विक ऑर्डर (कैश ऑन डिलीवरी)' }));
    await userEvent.click(await screen.findByRole('button', { name: 'ऑर्डर करें' }));
    const alert = await within(screen.getByRole('dialog')).findByRole('alert');
    expect(alert).toHaveTextContent('ऑर्डर नहीं हो सका। कृपया फिर से कोशिश करें।');
    expect(alert).toHaveTextContent('स्पेकल्ड बाउल स्टॉक में नहीं है');
    expect(alert).not.toHaveTextContent('Failed to place order');
  });
});
