import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { createEmulatorUser, type EmulatorUser } from '../../../test/emulator-users';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { createIntent, refOf } from '../../../test/order-test-kit';
import { upiIntent, upiQrSvg } from './sandbox-upi';

describe('UPI on the sandbox checkout (issue 23 item 1)', () => {
  let testApp: TestApp;
  let shopper: EmulatorUser;

  beforeAll(async () => {
    testApp = await createTestApp();
    shopper = await createEmulatorUser();
  }, 60_000);
  afterAll(() => testApp.close(), 60_000);

  it('writes the payment request as NPCI linking spec parameters, percent-encoded', () => {
    expect(
      upiIntent({
        vpa: 'mittistudio@sandbox',
        payeeName: 'Mitti Studio',
        amountPaise: 145_050,
        note: 'Mitti Studio order MS-2026-000123',
        reference: 'sbx_0123456789abcdef01234567',
      }),
    ).toBe(
      'upi://pay?pa=mittistudio%40sandbox&pn=Mitti%20Studio&am=1450.50&cu=INR&tn=Mitti%20Studio%20order%20MS-2026-000123&tr=sbx_0123456789abcdef01234567',
    );
  });

  it('draws the intent as an SVG QR code', async () => {
    const svg = await upiQrSvg('upi://pay?pa=mittistudio%40sandbox&am=1.00&cu=INR');
    expect(svg).toMatch(/^<svg[^>]*viewBox="0 0 \d+ \d+"/);
    expect(svg).toContain('<path');
  });

  it('shows the QR code and the intent link for the order next to card, and asks for no UPI ID', async () => {
    const intent = await createIntent(testApp.app, shopper, [{ id: 'forest-green-mug', quantity: 1 }]);
    const { paymentLink, orderNumber, amount } = intent.json<{
      paymentLink: string;
      orderNumber: string;
      amount: number;
    }>();
    const ref = refOf(paymentLink);
    const page = await testApp.app.inject({ method: 'GET', url: `/sandbox/pay/${ref}` });
    expect(page.statusCode).toBe(200);
    const html = page.body;
    const expected = upiIntent({
      vpa: 'mittistudio@sandbox',
      payeeName: 'Mitti Studio',
      amountPaise: Math.round(amount * 100),
      note: `Mitti Studio order ${orderNumber}`,
      reference: ref,
    });
    expect(html).toContain(`href="${expected.replaceAll('&', '&amp;')}"`);
    expect(html).toContain('>Pay with a UPI app</a>');
    expect(html).toMatch(/role="img" aria-label="UPI QR code for ₹[\d,.]+"><svg/);
    expect(html).toContain('<h2 id="card-title">Card</h2>');
    expect(html).not.toMatch(/<input/i);
    expect(html).not.toMatch(/UPI ID|VPA/i);
  });
});
