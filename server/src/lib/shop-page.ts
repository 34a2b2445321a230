import { pathInLanguage, type Language } from '@mitti/shared/i18n';

/** A storefront page's address in `language`: `/hi/orders` for a Hindi message, link or redirect. */
export const shopPage = (shopUrl: string, path: string, language: Language): string =>
  `${shopUrl}${pathInLanguage(path, language)}`;
