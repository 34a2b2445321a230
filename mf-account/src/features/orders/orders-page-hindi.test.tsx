import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, jest } from '@jest/globals';
import { notify } from '@mitti/shared';
import { fixClock, renderWithProviders, signedInAuth } from '../../../../shared/test/render-with-providers';
import { shippingAddress as address } from '../../../../shared/test/shipping-address';
import { inHindi } from '../../test/in-hindi';
import { json, order, ordersApi, renderOrders } from '../../test/orders-test-kit';
import OrdersPage from './orders-page';

const apiMock = ordersApi();

const renderHindiOrders = () =>
  renderWithProviders(inHindi(<OrdersPage />), { preloadedState: signedInAuth(), route: '/orders' });

describe('OrdersPage on a Hindi page', () => {
  it("shows an order in Hindi: its heading, status, date, lines and money, the piece's name English and marked so", async () => {
    apiMock.mockResolvedValue(
      json(200, { orders: [order({ shippingOption: 'express', shipping: 300, totalAmount: 1600 })] }),
    );
    renderHindiOrders();
    expect(await screen.findByRole('heading', { level: 1, name: 'मेरे ऑर्डर' })).toBeInTheDocument();
    const card = await screen.findByRole('article', { name: 'ऑर्डर #MS-1001' });
    expect(card.closest('.page')).toHaveAttribute('lang', 'hi');
    expect(within(card).getByTestId('order-status')).toHaveTextContent('प्रक्रिया में');
    expect(card).toHaveTextContent('5 मार्च 2026 को 3:30 PM पर दिया गया');
    expect(within(card).getByText('Speckled Bowl')).toHaveAttribute('lang', 'en');
    expect(card).toHaveTextContent('मात्रा: 2 × Rs. 650/-');
    expect(card.querySelector('.account-order__summary')).toHaveTextContent(
      'उप-योगRs. 1,300/-शिपिंग (एक्सप्रेस)Rs. 300/-कुलRs. 1,600/-',
    );
    expect(within(card).getByRole('button', { name: 'ऑर्डर रद्द करें' })).toBeInTheDocument();
    expect(document.title).toBe('मेरे ऑर्डर | Mitti Studio');
  });

  it('says until when an unpaid order holds its pieces, with the date in Hindi, and its payment in Hindi', async () => {
    fixClock(new Date('2026-03-06T06:00:00Z'));
    apiMock.mockResolvedValue(
      json(200, {
        orders: [
          order({
            orderStatus: 'pending',
            paymentStatus: 'pending',
            paymentMethod: 'Card / UPI',
            shippingAddress: address,
            heldUntil: '2026-03-08T06:20:00Z',
            adminNotes: [{ text: 'Glaze is drying', at: '2026-03-06T09:15:00Z' }],
          }),
        ],
      }),
    );
    renderHindiOrders();
    const card = await screen.findByRole('article', { name: 'ऑर्डर #MS-1001' });
    expect(within(card).getByTestId('order-status')).toHaveTextContent('भुगतान की प्रतीक्षा');
    expect(within(card).getByTestId('payment-status')).toHaveTextContent('बाक़ी');
    expect(card).toHaveTextContent('कार्ड / UPI');
    expect(within(card).getByTestId('held-until')).toHaveTextContent(
      'इसकी चीज़ें 8 मार्च 2026, 11:50 AM तक आपके लिए रखी हैं: तब तक भुगतान करें, नहीं तो वे छोड़ दी जाएँगी।',
    );
    const notes = within(card).getByRole('region', { name: 'स्टूडियो की ओर से नोट' });
    expect(notes).toHaveTextContent('6 मार्च 2026, 2:45 PM');
    expect(within(notes).getByText('Glaze is drying')).toHaveAttribute('lang', 'en');
    expect(within(card).getByRole('link', { name: 'अभी भुगतान करें' })).toBeInTheDocument();
  });

  it('cancels an order in Hindi: the dialog, its required reason, and the outcome', async () => {
    const success = jest.spyOn(notify, 'success');
    apiMock
      .mockResolvedValueOnce(json(200, { orders: [order({})] }))
      .mockResolvedValueOnce(json(200, { id: 'o-1', orderStatus: 'cancelled' }))
      .mockResolvedValueOnce(json(200, { orders: [order({ orderStatus: 'cancelled', cancelReason: 'Wrong size' })] }));
    renderHindiOrders();
    await userEvent.click(await screen.findByRole('button', { name: 'ऑर्डर रद्द करें' }));
    const dialog = screen.getByRole('dialog', { name: 'ऑर्डर #MS-1001 रद्द करें?' });
    const reason = within(dialog).getByLabelText('रद्द करने का कारण');
    expect(reason).toHaveAccessibleDescription(/ज़्यादा से ज़्यादा 500 अक्षर।/);
    await userEvent.click(within(dialog).getByRole('button', { name: 'ऑर्डर रद्द करें' }));
    expect(within(dialog).getByRole('alert')).toHaveTextContent('कृपया बताएँ कि आप क्यों रद्द कर रहे हैं।');
    await userEvent.click(reason);
    await userEvent.paste('x'.repeat(501));
    await userEvent.click(within(dialog).getByRole('button', { name: 'ऑर्डर रद्द करें' }));
    expect(within(dialog).getByRole('alert')).toHaveTextContent(
      'रद्द करने का कारण में ज़्यादा से ज़्यादा 500 अक्षर हो सकते हैं (इसमें 501 हैं)।',
    );
    await userEvent.clear(reason);
    await userEvent.type(reason, 'Wrong size');
    await userEvent.click(within(dialog).getByRole('button', { name: 'ऑर्डर रद्द करें' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(success).toHaveBeenCalledWith('ऑर्डर #MS-1001 रद्द कर दिया गया है');
    await waitFor(() => expect(screen.getByTestId('order-status')).toHaveTextContent('रद्द'));
    expect(screen.getByText('रद्द करने का कारण: Wrong size')).toBeInTheDocument();
    success.mockRestore();
  });

  it('offers a review of a delivered piece in Hindi, and says what is wrong with it in Hindi', async () => {
    apiMock.mockImplementation(async (request) =>
      request.path === '/api/reviews/mine'
        ? json(200, { reviews: [] })
        : json(200, { orders: [order({ orderStatus: 'delivered', paymentStatus: 'paid' })] }),
    );
    renderHindiOrders();
    const card = await screen.findByRole('article', { name: 'ऑर्डर #MS-1001' });
    expect(within(card).getByTestId('order-status')).toHaveTextContent('पहुँचा दिया गया');
    // Its GST invoice is offered in Hindi too.
    expect(within(card).getByRole('button', { name: 'इनवॉइस डाउनलोड करें' })).toBeEnabled();
    await userEvent.click(
      await within(card).findByRole('button', { name: 'Speckled Bowl की समीक्षा लिखें' }, { timeout: 10_000 }),
    );
    const form = within(card).getByRole('form', { name: 'Speckled Bowl की समीक्षा' });
    expect(within(form).getByRole('group', { name: 'आपकी रेटिंग' })).toBeInTheDocument();
    expect(within(form).getByRole('radio', { name: '4 स्टार' })).toBeInTheDocument();
    await userEvent.click(within(form).getByRole('button', { name: 'समीक्षा भेजें' }));
    expect(within(form).getByRole('alert')).toHaveTextContent('कृपया 1 से 5 स्टार के बीच रेटिंग चुनें।');
    await userEvent.click(within(form).getByRole('radio', { name: '1 स्टार' }));
    await userEvent.type(within(form).getByLabelText('आपकी समीक्षा'), 'Nice');
    await userEvent.click(within(form).getByRole('button', { name: 'समीक्षा भेजें' }));
    expect(within(form).getByRole('alert')).toHaveTextContent('कृपया इस चीज़ के बारे में कम से कम 10 अक्षर लिखें।');
    expect(form).toHaveTextContent('4 / 2000 अक्षर (कम से कम 10)');
    expect(apiMock.mock.calls.some(([request]) => request.method === 'PUT')).toBe(false);
  });

  it('says an empty list in Hindi', async () => {
    apiMock.mockResolvedValueOnce(json(200, { orders: [] }));
    renderHindiOrders();
    expect(await screen.findByText('आपने अभी तक कोई ऑर्डर नहीं दिया है')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'ख़रीदारी शुरू करें' })).toBeInTheDocument();
  });

  it('has no lang of its own and no Hindi on an English page', async () => {
    apiMock.mockResolvedValue(json(200, { orders: [order({})] }));
    renderOrders();
    const card = await screen.findByRole('article', { name: 'Order #MS-1001' });
    expect(card.closest('.page')).not.toHaveAttribute('lang');
    expect(within(card).getByText('Speckled Bowl')).not.toHaveAttribute('lang');
    expect(document.body.textContent).not.toMatch(/[\u0900-\u097F]/);
  });
});
