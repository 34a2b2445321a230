import { expect, test } from '../support/test';
import { appRuns } from '../support/app';
import { openSite } from '../support/routes';

/**
 * The shell's own pages in Hindi (issue 57, decisions 102 and 119): the home page around the catalogue's rail, the
 * contact form and the newsletter box with and without scripts, and the prose pages (Our Story, the policies, the
 * FAQ), each sent in Hindi by the server with its own Hindi words, which an English page never fetches.
 */

test('the home page under /hi is in Hindi around the catalogue’s rail, with its title', async ({ page }) => {
  await openSite(page, '/hi/');
  await expect(page).toHaveTitle('हाथ से बने सिरेमिक और मिट्टी के बर्तन बनाने की कार्यशालाएँ | Mitti Studio');
  await expect(page.getByRole('heading', { level: 1, name: 'हाथ से बने सिरेमिक, मुंबई में धीरज से गढ़े हुए' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'संग्रह देखें और खरीदें' })).toHaveAttribute('href', '/hi/store');
  await expect(page.getByRole('heading', { level: 2, name: 'नए आए उत्पाद' })).toBeVisible();
  await expect(page.getByRole('list', { name: 'नए आए उत्पाद' }).getByRole('article')).toHaveCount(4);
  await expect(page.getByRole('heading', { level: 3, name: 'चाक पर गढ़ना' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'हमारी कहानी पढ़ें' })).toHaveAttribute('href', '/hi/our-story');
  await expect(page.getByText('Latest arrivals')).toHaveCount(0);
  await expect(page.locator('.home')).toHaveAttribute('lang', 'hi');
});

test.describe('without its scripts', () => {
  test.use({ javaScriptEnabled: false });

  test('the Hindi contact page comes back to itself, its problems and thanks in Hindi (issue 57)', async ({ page }) => {
    await page.goto('/hi/contact');
    await expect(page.getByRole('heading', { level: 1, name: 'संपर्क करें' })).toBeVisible();
    await page.getByLabel('नाम').fill('आशा राव');
    await page.getByLabel('ईमेल').fill('asha@nowhere');
    await page.getByLabel('संदेश').fill('क्या आप ख़ास डिनर सेट बनाते हैं?');
    await page.getByRole('button', { name: 'संदेश भेजें' }).click();
    await expect(page).toHaveURL(/\/hi\/contact$/);
    await expect(page.getByLabel('ईमेल')).toHaveAccessibleDescription('ईमेल सही नहीं है अधिकतम 320 अक्षर');
    await expect(page.getByLabel('संदेश')).toHaveValue('क्या आप ख़ास डिनर सेट बनाते हैं?');

    await page.getByLabel('ईमेल').fill('asha@example.in');
    await page.getByRole('button', { name: 'संदेश भेजें' }).click();
    await expect(page).toHaveURL(/\/hi\/contact$/);
    await expect(page.getByRole('heading', { name: 'आपके संदेश के लिए धन्यवाद!' })).toBeVisible();
  });

  test("a Hindi page's newsletter box answers in Hindi and comes back to that page (issue 57)", async ({ page }) => {
    await page.goto('/hi/store');
    await expect(page.getByText('नई चीज़ें और कार्यशालाओं की तारीख़ें, महीने में लगभग एक बार।')).toBeVisible();
    await page.getByLabel('न्यूज़लेटर').fill('not-an-address');
    await page.getByRole('button', { name: 'सदस्यता लें' }).click();
    await expect(page).toHaveURL(/\/hi\/store$/);
    await expect(page.getByRole('alert').filter({ hasText: 'कृपया सही ईमेल पता डालें।' })).toBeVisible();
    await expect(page.getByLabel('न्यूज़लेटर')).toHaveValue('not-an-address');
    await page.getByLabel('न्यूज़लेटर').fill(`hindi-reader-${Date.now()}@example.in`);
    await page.getByRole('button', { name: 'सदस्यता लें' }).click();
    await expect(page).toHaveURL(/\/hi\/store$/);
    await expect(page.getByText('धन्यवाद! अपनी सदस्यता पक्की करने के लिए कृपया अपना इनबॉक्स देखें।')).toBeVisible();
  });
});

test('Our Story under /hi: the server sends it in Hindi, the app takes it over as sent and a client visit shows it in Hindi; English fetches none of it (issue 57)', async ({
  page,
  request,
}) => {
  const sent = await (await request.get('/hi/our-story')).text();
  expect(sent).toContain('<title>हमारी कहानी | Mitti Studio</title>');
  expect(sent).toContain('मिट्टी यानी धरती। हम जो कुछ भी बनाते हैं, उसकी शुरुआत इसी से होती है।');
  expect(sent).not.toContain('Mitti means earth');

  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  const fetched: string[] = [];
  page.on('request', (request) => fetched.push(request.url()));
  await page.goto('/hi/our-story');
  await appRuns(page);
  await expect(page.getByRole('heading', { level: 1, name: 'हमारी कहानी' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'हमारी कार्यशालाएँ देखें' })).toHaveAttribute('href', '/hi/workshops');
  expect(errors.filter((text) => /hydrat|did not match/i.test(text))).toEqual([]);
  expect(fetched.filter((url) => /OurStoryPage-hindi/.test(url))).toHaveLength(1);

  // A visit within the app, from another Hindi page.
  await page.goto('/hi/contact');
  await appRuns(page);
  await page.getByRole('navigation', { name: 'मुख्य' }).getByRole('link', { name: 'हमारी कहानी' }).click();
  await expect(page.getByRole('heading', { level: 2, name: 'हम कैसे काम करते हैं' })).toBeVisible();
  await expect(page).toHaveTitle('हमारी कहानी | Mitti Studio');

  fetched.length = 0;
  await page.goto('/our-story');
  await appRuns(page);
  await expect(page.getByRole('heading', { level: 1, name: 'Our Story' })).toBeVisible();
  expect(fetched.filter((url) => /hindi/i.test(url))).toEqual([]);
});

test('the privacy notice, shipping and the terms under /hi are sent in Hindi, the officer, times and amounts as the English gives them (issue 57)', async ({
  request,
}) => {
  const sent = await (await request.get('/hi/privacy')).text();
  expect(sent).toContain('<title>गोपनीयता नीति | Mitti Studio</title>');
  expect(sent).toContain('डेटा न्यासी (Data Fiduciary)');
  expect(sent).toContain('शिकायत अधिकारी: Priya Menon');
  expect(sent).toContain('पावती 48 घंटों के भीतर देते हैं और एक महीने के भीतर');
  expect(sent).not.toContain('Your rights under the DPDP Act');
  const english = await (await request.get('/privacy')).text();
  expect(english).toContain('Your rights under the DPDP Act, 2023');
  expect(english).not.toContain('डेटा न्यासी');

  const shipping = await (await request.get('/hi/shipping')).text();
  expect(shipping).toContain('<title>शिपिंग और वापसी | Mitti Studio</title>');
  expect(shipping).toContain('Rs. 1,500 से ऊपर के ऑर्डर पर मुफ़्त; वरना Rs. 150');
  expect(shipping).not.toContain('Shipping Information');

  const terms = await (await request.get('/hi/terms')).text();
  expect(terms).toContain('<title>नियम और शर्तें | Mitti Studio</title>');
  expect(terms).toContain('उपभोक्ता संरक्षण अधिनियम, 2019');
  expect(terms).not.toContain('Online Store Terms');
});

test("the FAQ under /hi: its questions and answers in Hindi, and an answer's link goes to the Hindi page (issue 57)", async ({
  page,
}) => {
  await page.goto('/hi/faq');
  await appRuns(page);
  await expect(page).toHaveTitle('अक्सर पूछे जाने वाले सवाल | Mitti Studio');
  await page.getByRole('heading', { level: 3, name: 'आपकी वापसी की नीति क्या है?' }).click();
  await page.locator('.pages-faq__answer').getByRole('link', { name: 'शिपिंग और वापसी' }).click();
  await expect(page).toHaveURL(/\/hi\/shipping$/);
  await expect(page.getByRole('heading', { level: 1, name: 'शिपिंग और वापसी' })).toBeVisible();
});
