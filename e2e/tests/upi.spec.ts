import { expect, test } from '../support/test';
import { createShopper } from '../support/auth';
import { API, idToken } from '../support/routes';
import { shippingAddress } from '../../server/src/test/shipping-address';

// Issue 23 item 1: UPI next to card on the payment page, a QR code on a desktop and an intent link on a phone;
// nobody is asked to type a UPI ID.

/** An order and its sandbox payment link, made through the API as checkout makes them. */
async function paymentLink(): Promise<{ link: string; orderNumber: string }> {
  const shopper = await createShopper();
  const response = await fetch(`${API}/api/payment/create-intent`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${await idToken(shopper)}` },
    body: JSON.stringify({
      orderData: {
        items: [{ id: 'forest-green-mug', quantity: 1 }],
        shippingAddress,
        paymentMethod: 'online',
      },
      paymentData: {},
    }),
  });
  expect(response.status, await response.clone().text()).toBe(201);
  const body = (await response.json()) as { paymentLink: string; orderNumber: string };
  return { link: body.paymentLink, orderNumber: body.orderNumber };
}

test('desktop: a scannable UPI QR code beside card, and the UPI payment confirms the order', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  const { link } = await paymentLink();
  await page.goto(link);
  await expect(page.getByRole('heading', { name: 'Card' })).toBeVisible();
  const qr = page.getByRole('img', { name: /^UPI QR code for ₹/ });
  await expect(qr).toBeVisible();
  const box = await qr.locator('svg').boundingBox();
  expect(box?.width).toBeGreaterThanOrEqual(200);
  await expect(page.getByRole('link', { name: 'Pay with a UPI app' })).toBeHidden();
  await expect(page.getByRole('textbox')).toHaveCount(0);

  await page.getByRole('button', { name: 'UPI payment received' }).click();
  await expect(page).toHaveURL(/\/payment\/confirmation\?.*status=success/);
  await expect(page.getByRole('heading', { name: 'Payment Successful!' })).toBeVisible();
});

test('phone (390 px): a upi://pay intent link opens the UPI app, no QR code, no UPI ID field', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  const { link, orderNumber } = await paymentLink();
  await page.goto(link);
  const intent = page.getByRole('link', { name: 'Pay with a UPI app' });
  await expect(intent).toBeVisible();
  const href = new URL((await intent.getAttribute('href'))!);
  expect(href.protocol).toBe('upi:');
  expect(Object.fromEntries(href.searchParams)).toMatchObject({
    pa: 'mittistudio@sandbox',
    pn: 'Mitti Studio',
    am: '800.00',
    cu: 'INR',
    tn: `Mitti Studio order ${orderNumber}`,
    tr: link.split('/').pop(),
  });
  await expect(page.getByRole('img', { name: /^UPI QR code/ })).toBeHidden();
  await expect(page.getByRole('textbox')).toHaveCount(0);
  const scrollWidth = await page.evaluate(() => document.documentElement.scrollWidth);
  expect(scrollWidth).toBeLessThanOrEqual(390);
});
