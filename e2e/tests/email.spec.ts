import { execFile } from 'node:child_process';
import path from 'node:path';
import { promisify } from 'node:util';
import { expect, test, type Browser } from '../support/test';
import { createShopper, signIn } from '../support/auth';
import { addProduct, fillAddress } from '../support/checkout';
import { followLink, header, mailTo } from '../support/mail';
import { go } from '../support/routes';
import { repoRoot } from '../support/site';

const run = promisify(execFile);

const withoutJavaScript = (browser: Browser) => browser.newContext({ javaScriptEnabled: false });

test('a shopper who pays gets the confirmation the success page promises, and its link opens their orders', async ({
  page,
}) => {
  const shopper = await createShopper({ displayName: 'Asha Rao' });
  await signIn(page, shopper);
  await addProduct(page, 'forest-green-mug');
  await go(page, '/cart');
  await page.getByRole('link', { name: 'Proceed to Checkout' }).click();
  await fillAddress(page);
  await page.getByRole('button', { name: 'Place Order' }).click();
  await page.waitForURL(/localhost:4000\/sandbox\/pay\//, { timeout: 15_000 });
  await page.getByRole('button', { name: 'Success' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Payment Successful!' })).toBeVisible();
  const orderNumber = (await page
    .getByText(/MS-\d{4}-\d{6}/)
    .first()
    .textContent())!.match(/MS-\d{4}-\d{6}/)![0];

  const mail = await mailTo(shopper.email, new RegExp(`^Your Mitti Studio order ${orderNumber} is confirmed$`));
  expect(mail.html).toContain('Forest Green Mug × 1');
  await followLink(page, mail, 'View my orders');
  await expect(page).toHaveURL(/localhost:3000\/orders$/);
  await expect(page.getByText(orderNumber).first()).toBeVisible();
});

test('without JavaScript, the contact form reaches the studio (Reply-To the shopper) and the shopper gets an acknowledgement', async ({
  browser,
}) => {
  const context = await withoutJavaScript(browser);
  const page = await context.newPage();
  const email = `writer-${Date.now()}@example.in`;
  await page.goto('/contact');
  await page.getByLabel('Name', { exact: true }).fill('Meera <b>Iyer</b>');
  await page.getByLabel('Email', { exact: true }).fill(email);
  await page.getByLabel('Message', { exact: true }).fill('Do you take commissions for a dinner set?');
  await page.getByRole('button', { name: 'Send Message' }).click();
  await expect(page.getByText('Thank you for your message!')).toBeVisible();

  const acknowledgement = await mailTo(email, /^We have received your message$/);
  await page.setContent(acknowledgement.html);
  // To a typed-in address: that a message arrived, and nothing its sender wrote, not even the name (issue 54).
  await expect(page.getByText(/We have received a message sent from Mitti Studio's contact form/)).toBeVisible();
  await expect(page.getByText(/Meera|commissions/)).toHaveCount(0);
  const studio = await mailTo('hello@mittistudio.in', /^Contact form: Meera <b>Iyer<\/b>$/);
  expect(await header(studio, 'Reply-To')).toBe(`"Meera <b>Iyer</b>" <${email}>`);
  await context.close();
});

test('without JavaScript, the newsletter box mails a confirmation; the address counts only once its link is confirmed', async ({
  browser,
}) => {
  const owner = await createShopper({ displayName: 'Studio Owner' });
  await run(path.join(repoRoot, 'node_modules/.bin/tsx'), ['scripts/admin.ts', 'grant', owner.email], {
    cwd: repoRoot,
  });
  const context = await withoutJavaScript(browser);
  const page = await context.newPage();
  const email = `reader-${Date.now()}@example.in`;
  await page.goto('/our-story');
  await page.getByLabel('Newsletter').fill(email);
  await page.getByRole('button', { name: 'Subscribe' }).click();
  await expect(page.getByText('Thank you! Please check your inbox to confirm your subscription.')).toBeVisible();

  const request = await mailTo(email, /^Please confirm your subscription/);
  expect(await header(request, 'List-Unsubscribe-Post')).toBe('List-Unsubscribe=One-Click');
  await followLink(page, request, 'Yes, subscribe me');
  await page.getByRole('button', { name: 'Yes, subscribe me' }).click();
  await expect(page.getByRole('heading', { name: "You're subscribed" })).toBeVisible();
  await context.close();

  const admin = await browser.newPage();
  await signIn(admin, owner);
  await admin.goto('/admin/subscribers');
  await expect(admin.getByRole('cell', { name: email })).toBeVisible();
  await admin.getByRole('link', { name: 'E-mail' }).click();
  await expect(admin.getByRole('heading', { level: 1, name: 'E-mail' })).toBeVisible();
  await expect(admin.getByText(/Every message has been sent\.|could not be sent/)).toBeVisible();
});
