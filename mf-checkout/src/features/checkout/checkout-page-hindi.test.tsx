/**
 * The checkout page on a Hindi page (/hi/checkout, issue 57): its form, labels, hints and problems, the delivery
 * options, the payment method, the order's summary and its buttons in Hindi, the pieces' names English and marked
 * so; and an address written in Devanagari in every field is placed as it was typed.
 */
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from '@jest/globals';
import { signedInAuth, testUser } from '../../../../shared/test/render-with-providers';
import { hindiShippingAddress } from '../../../../shared/test/shipping-address';
import { checkoutApi, hindiPage, inCatalogue, item, json, renderCheckout } from '../../test/checkout-test-kit';

const { apiMock, shop } = checkoutApi();

const noName = signedInAuth({ ...testUser, displayName: null });

/** English a shopper would see on the English page, which the Hindi page must not show. */
const ENGLISH_WORDS = [
  'Checkout',
  'Contact Information',
  'Shipping Information',
  'Payment Information',
  'First Name',
  'PIN Code',
  'We ship within India only',
  'Place Order',
  'Back to Cart',
  'Order Summary',
  'Save this information',
  'characters',
  'more',
];

/** A shopper's address in Devanagari, every field, by its label (the mobile in Devanagari digits). */
const HINDI_ADDRESS = {
  'पहला नाम': hindiShippingAddress.firstName,
  उपनाम: hindiShippingAddress.lastName,
  फ़ोन: '९८७६५ ४३२१०',
  पता: hindiShippingAddress.address,
  शहर: hindiShippingAddress.city,
  राज्य: hindiShippingAddress.state,
  'पिन कोड': hindiShippingAddress.zipCode,
};

describe('CheckoutPage in Hindi', () => {
  it('says the page in Hindi: its forms, delivery options, payment method, summary and buttons', async () => {
    shop.catalogue[0] = { ...inCatalogue(1), nameHi: 'घड़ा 1' };
    renderCheckout([1, 2, 3, 4, 5].map(item), noName, '/checkout', await hindiPage());
    const heading = screen.getByRole('heading', { level: 1, name: 'चेकआउट' });
    expect(heading.closest('.page')).toHaveAttribute('lang', 'hi');
    expect(screen.getByRole('heading', { name: 'संपर्क की जानकारी' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'डिलीवरी का पता' })).toBeInTheDocument();
    expect(screen.getByLabelText('पहला नाम')).toHaveAccessibleDescription('अधिकतम 100 अक्षर');
    expect(screen.getByLabelText('फ़ोन')).toHaveAttribute('placeholder', '10 अंकों का मोबाइल नंबर');
    expect(screen.getByLabelText('पिन कोड')).toHaveAttribute('placeholder', '6 अंकों का पिन कोड');
    const country = screen.getByLabelText('देश');
    expect(country).toHaveValue('भारत');
    expect(country).toHaveAccessibleDescription('हम केवल भारत के भीतर डिलीवरी करते हैं');
    expect(screen.getByLabelText('कार्ड / UPI (सुरक्षित पेमेंट गेटवे)')).toBeChecked();
    expect(screen.getByLabelText('यह जानकारी अगली बार के लिए सहेजें')).not.toBeChecked();
    expect(await screen.findByText('डिलीवरी के विकल्प देखने के लिए अपना पिन कोड डालें।')).toBeInTheDocument();
    // The summary: the pieces' names as the owner wrote them, in Hindi where given, else in English marked so;
    // the rest in Hindi.
    expect(await screen.findByText('घड़ा 1')).not.toHaveAttribute('lang');
    expect(screen.queryByText('Pot 1')).not.toBeInTheDocument();
    expect(screen.getByText('Pot 3')).toHaveAttribute('lang', 'en');
    expect(screen.getByText('Pot 3').parentElement).toHaveTextContent('Pot 3 × 1');
    expect(screen.getByText('+2 और')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'ऑर्डर का सारांश' })).toBeInTheDocument();
    expect(screen.getByText('ऑर्डर करने पर ये आइटम 30 मिनट तक आपके भुगतान के लिए रोके जाते हैं।')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'ऑर्डर करें' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'कार्ट पर वापस' })).toBeInTheDocument();

    // The delivery options for the PIN code, their names, dates and reasons in Hindi.
    await userEvent.type(screen.getByLabelText('पिन कोड'), '411001');
    const options = await screen.findByRole('group', { name: 'डिलीवरी का विकल्प' });
    expect(within(options).getByLabelText(/^सामान्य \(मुफ़्त\) पहुँचेगा 25 नवंबर 2026 - 26 नवंबर 2026$/)).toBeChecked();
    expect(within(options).getByLabelText(/^एक्सप्रेस \(Rs\. 300\/-\)/)).toBeEnabled();
    expect(
      within(options).getByLabelText('उसी दिन (मुंबई) (Rs. 450/-) उसी दिन डिलीवरी केवल मुंबई के पिन कोड के लिए है'),
    ).toBeDisabled();

    const text = document.body.textContent ?? '';
    for (const english of ENGLISH_WORDS)
      expect({ english, shown: text.includes(english) }).toEqual({ english, shown: false });
  });

  it("says each field's problem in Hindi, the rules' own problems translated", async () => {
    renderCheckout([item(1)], noName, '/checkout', await hindiPage());
    await userEvent.click(screen.getByRole('button', { name: 'ऑर्डर करें' }));
    expect(screen.getByLabelText('पहला नाम')).toHaveFocus();
    expect(screen.getByText('पहला नाम ज़रूरी है')).toHaveAttribute('id', 'checkout-firstName-error');
    expect(screen.getByText('पिन कोड ज़रूरी है')).toBeInTheDocument();
    expect(screen.getByText('फ़ोन ज़रूरी है')).toBeInTheDocument();

    await userEvent.type(screen.getByLabelText('पहला नाम'), 'आशा');
    await userEvent.type(screen.getByLabelText('पिन कोड'), '4110');
    await userEvent.type(screen.getByLabelText('फ़ोन'), '12345');
    await userEvent.type(screen.getByLabelText('ईमेल'), 'asha@');
    await userEvent.click(screen.getByLabelText('पता'));
    await userEvent.paste('क'.repeat(301));
    expect(screen.getByLabelText('पता')).toHaveAccessibleDescription('300 में से 301 अक्षर');
    await userEvent.click(screen.getByRole('button', { name: 'ऑर्डर करें' }));
    expect(screen.getByText('6 अंकों का सही पिन कोड डालें')).toBeInTheDocument();
    expect(screen.getByText('सही भारतीय मोबाइल नंबर डालें')).toBeInTheDocument();
    expect(screen.getByText('ईमेल सही नहीं है')).toBeInTheDocument();
    expect(screen.getByText('पता में अधिकतम 300 अक्षर हो सकते हैं (इसमें 301 हैं)।')).toBeInTheDocument();
    expect(apiMock).not.toHaveBeenCalled();
  });

  it('says a price that changed in Hindi, and places nothing until the shopper accepts it', async () => {
    shop.catalogue = [inCatalogue(1, 450)];
    renderCheckout([item(1)], noName, '/checkout', await hindiPage());
    const notice = await screen.findByTestId('price-changes');
    expect(notice).toHaveTextContent('Pot 1 की कीमत Rs. 400 से बदलकर Rs. 450 हो गई है।');
    expect(notice).toHaveTextContent('आपके स्वीकार करते ही ऑर्डर नई कीमत पर दिया जाएगा।');
    await userEvent.click(within(notice).getByRole('button', { name: 'नई कीमत स्वीकार करें' }));
    expect(screen.queryByTestId('price-changes')).not.toBeInTheDocument();
    expect(apiMock).not.toHaveBeenCalled();
  });

  it('places the order with an address in Devanagari in every field, as typed, and says a refusal in Hindi', async () => {
    apiMock.mockResolvedValueOnce(json(400, { error: 'Pot 1 is out of stock' }));
    apiMock.mockResolvedValueOnce(
      json(201, {
        success: true,
        paymentLink: 'http://pay.test/p/1',
        orderId: 'o-1',
        orderNumber: 'MS-1',
        amount: 550,
      }),
    );
    renderCheckout([item(1)], noName, '/checkout', await hindiPage());
    for (const [label, value] of Object.entries(HINDI_ADDRESS))
      await userEvent.type(screen.getByLabelText(label), value);
    await userEvent.click(screen.getByRole('button', { name: 'ऑर्डर करें' }));
    // The API's reason is its own English; the page's sentence around it is Hindi.
    expect(await screen.findByRole('alert')).toHaveTextContent('ऑर्डर पूरा नहीं हो सका: Pot 1 is out of stock');

    await userEvent.click(screen.getByRole('button', { name: 'ऑर्डर करें' }));
    await waitFor(() => expect(screen.getByText('Page /payment/redirect')).toBeInTheDocument());
    const body = JSON.parse(apiMock.mock.calls[1]![0].body);
    expect(body.orderData.shippingAddress).toEqual(hindiShippingAddress);
  });
});
