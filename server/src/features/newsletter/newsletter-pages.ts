import { HTML_LANG, type Language } from '@mitti/shared/i18n';
import { SELLER } from '@mitti/shared/legal';
import { shopPage } from '../../lib/shop-page';
import { newsletterPageWords } from './newsletter-page-words';

const escapeHtml = (value: string) =>
  value.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

// The shop's palette (shared/src/ui/site.css): cream page, white card, clay heading and button.
const styles = `
  body { font-family: system-ui, -apple-system, 'Segoe UI', Roboto, 'Noto Sans', sans-serif; background: #fbf7f2;
         color: #2b2420; margin: 0; }
  main { max-width: 460px; margin: 48px auto; background: #fff; border: 1px solid #e4d8cc; border-radius: 10px;
         padding: 32px; }
  .brand { font-family: Georgia, 'Times New Roman', serif; font-size: 24px; color: #3b1f14; margin: 0 0 16px; }
  h1 { font-family: Georgia, 'Times New Roman', serif; font-size: 22px; color: #7a3a22; margin: 0 0 12px; }
  p { line-height: 1.5; }
  button { font: inherit; font-weight: 600; padding: 12px 20px; border-radius: 6px; border: 0; cursor: pointer;
           background: #7a3a22; color: #fff; }
  a { color: #7a3a22; }`;

export interface NewsletterPage {
  title: string;
  text: string;
  /** A button that posts back to this page's own address (the action a link in a mail must not take alone). */
  button?: string | undefined;
  shopUrl: string;
  /** The language the address signed up in: the page's, and the shop's page its link goes back to. */
  language: Language;
}

/** The newsletter's confirm and unsubscribe pages: the API's own small pages, in the shop's look. */
export function renderNewsletterPage(page: NewsletterPage): string {
  const form = page.button
    ? `<form method="post"><button type="submit">${escapeHtml(page.button)}</button></form>`
    : '';
  return `<!doctype html>
<html lang="${HTML_LANG[page.language]}">
<head>
  <meta charset="utf-8">
  <meta name="viewport" content="width=device-width, initial-scale=1">
  <meta name="robots" content="noindex">
  <title>${escapeHtml(page.title)} - ${SELLER.tradeName}</title>
  <style>${styles}</style>
</head>
<body>
  <main>
    <p class="brand">${SELLER.tradeName}</p>
    <h1>${escapeHtml(page.title)}</h1>
    <p>${escapeHtml(page.text)}</p>
    ${form}
    <p><a href="${escapeHtml(shopPage(page.shopUrl, '/', page.language))}">${escapeHtml(newsletterPageWords(page.language).backToShop)}</a></p>
  </main>
</body>
</html>`;
}
