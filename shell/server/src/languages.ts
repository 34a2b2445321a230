import { LANGUAGES, parseLanguage, samePageIn } from '@mitti/shared/i18n';
import { escapeAttribute } from './html-attribute';

/**
 * The page in each of the shop's languages, for search engines (decision 102): `hreflang` alternates of the same
 * page with its query, English (unprefixed) also as `x-default`. Absolute, as the alternates must be.
 */
export function languageAlternates(url: URL): string {
  const link = (hreflang: string, href: string) =>
    `<link rel="alternate" hreflang="${hreflang}" href="${escapeAttribute(url.origin + href)}">`;
  const english = samePageIn(url.pathname, url.search, 'en');
  return (
    LANGUAGES.map((language) => link(language, samePageIn(url.pathname, url.search, language))).join('') +
    link('x-default', english)
  );
}

/**
 * Where a document request goes instead, for the language the shopper chose with the switch (its cookie): only a
 * visit that starts at the English home page, to the chosen language's home, with its query. Any other page is
 * served in the language its address names, so a link someone shared shows what they shared.
 */
export function rememberedLanguagePage(url: URL, chosen: string | undefined): string | null {
  const language = parseLanguage(chosen);
  if (!language || language === 'en' || url.pathname !== '/') return null;
  return samePageIn(url.pathname, url.search, language);
}
