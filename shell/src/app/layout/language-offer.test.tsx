import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from '@jest/globals';
import { PageLanguageContext, SHOP_COOKIES, createAppStore } from '@mitti/shared';
import { renderServerPage, renderWithProviders } from '../../../../shared/test/render-with-providers';
import { createHindiTranslator } from '../../i18n/hindi-translator';
import { LanguageOffer, prefersHindi } from './language-offer';

/** The browser's languages, as a phone set to Hindi or English sends them. */
function browserLanguages(languages: string[]) {
  Object.defineProperty(window.navigator, 'languages', { value: languages, configurable: true });
}

function clearCookies() {
  for (const name of document.cookie.split(';').map((pair) => pair.split('=')[0]!.trim())) {
    if (name) document.cookie = `${name}=; Max-Age=0; Path=/`;
  }
}

afterEach(() => {
  delete (window.navigator as { languages?: unknown }).languages;
  clearCookies();
});

const offer = () => screen.queryByRole('complementary', { name: 'भाषा' });

/** Long enough for an offer that was going to come (its chunk is in the module registry after the first test). */
const settle = () => act(() => new Promise((resolve) => setTimeout(resolve, 50)));

describe('prefersHindi', () => {
  it('is the first of Hindi and English the browser names, by its primary tag', () => {
    expect(prefersHindi(['hi-IN', 'en-US'])).toBe(true);
    expect(prefersHindi(['HI'])).toBe(true);
    expect(prefersHindi(['mr-IN', 'hi', 'en'])).toBe(true);
    expect(prefersHindi(['en-IN', 'hi-IN'])).toBe(false);
    expect(prefersHindi(['ta-IN', 'en-GB', 'hi'])).toBe(false);
    expect(prefersHindi(['hif', 'hu'])).toBe(false);
    expect(prefersHindi([])).toBe(false);
  });
});

describe('LanguageOffer (issue 57, decision 127)', () => {
  it('offers the same page in Hindi to a browser that asks for Hindi first, in Hindi, with its query', async () => {
    browserLanguages(['hi-IN', 'en-IN']);
    renderWithProviders(<LanguageOffer />, { route: '/store?category=Vases', pattern: '/store' });
    const bar = await screen.findByRole('complementary', { name: 'भाषा' });
    expect(bar).toHaveAttribute('lang', 'hi');
    expect(bar).toHaveTextContent('यह दुकान हिन्दी में भी है।');
    const accept = within(bar).getByRole('link', { name: 'हिन्दी में देखें' });
    expect(accept).toHaveAttribute('href', '/hi/store?category=Vases');
    expect(accept).toHaveAttribute('hreflang', 'hi');
  });

  it('remembers a tap on the offer as the language switch does', async () => {
    browserLanguages(['hi']);
    renderWithProviders(<LanguageOffer />, { route: '/cart' });
    const accept = await screen.findByRole('link', { name: 'हिन्दी में देखें' });
    // jsdom does not navigate; the cookie is what the next visit reads.
    accept.addEventListener('click', (event) => event.preventDefault());
    await userEvent.click(accept);
    expect(document.cookie).toContain(`${SHOP_COOKIES.language}=hi`);
  });

  it('goes when declined, remembers English, and is not made again', async () => {
    browserLanguages(['hi-IN']);
    const { unmount } = renderWithProviders(<LanguageOffer />, { route: '/' });
    await userEvent.click(await screen.findByRole('button', { name: 'नहीं, धन्यवाद' }));
    expect(offer()).toBeNull();
    expect(document.cookie).toContain(`${SHOP_COOKIES.language}=en`);
    unmount();
    renderWithProviders(<LanguageOffer />, { route: '/store' });
    await settle();
    expect(offer()).toBeNull();
  });

  it('is not made to a browser that asks for English first, nor to a shopper who chose Hindi before', async () => {
    browserLanguages(['en-IN', 'hi-IN']);
    const { unmount } = renderWithProviders(<LanguageOffer />, { route: '/' });
    await settle();
    expect(offer()).toBeNull();
    unmount();
    browserLanguages(['hi-IN']);
    document.cookie = `${SHOP_COOKIES.language}=hi; Path=/`;
    renderWithProviders(<LanguageOffer />, { route: '/' });
    await settle();
    expect(offer()).toBeNull();
  });

  it('is not made on a Hindi page', async () => {
    browserLanguages(['hi-IN']);
    renderWithProviders(
      <PageLanguageContext.Provider value={{ language: 'hi', translator: createHindiTranslator() }}>
        <LanguageOffer />
      </PageLanguageContext.Provider>,
      { route: '/store' },
    );
    await settle();
    expect(offer()).toBeNull();
  });

  it("is not in the server's markup, so the page hydrates as it was sent and the documents stay the same for all", () => {
    browserLanguages(['hi-IN']);
    const html = renderServerPage(<LanguageOffer />, { store: createAppStore(), path: '/', pattern: '/' });
    expect(html).toBe('');
  });
});
