import { LANGUAGES, parseLanguage, samePageIn } from '@mitti/shared/i18n';
import { escapeAttribute } from './html-attribute';

/**
 * The page in each of the shop's languages, for search engines (decision 102): each language's `hreflang` with the
 * same page's path and query in it, English (unprefixed) also as `x-default`. The document's alternates and the
 * sitemap's say the same.
 */
export function pageInEachLanguage(pathname: string, search = ''): [hreflang: string, path: string][] {
  const inEach = LANGUAGES.map((language): [string, string] => [language, samePageIn(pathname, search, language)]);
  return [...inEach, ['x-default', samePageIn(pathname, search, 'en')]];
}

/** The document's `hreflang` alternates (`pageInEachLanguage`), absolute, as the alternates must be. */
export function languageAlternates(url: URL): string {
  return pageInEachLanguage(url.pathname, url.search)
    .map(
      ([hreflang, href]) =>
        `<link rel="alternate" hreflang="${hreflang}" href="${escapeAttribute(url.origin + href)}">`,
    )
    .join('');
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
