import { SHOP_COOKIES, onHttps, setCookieString, type Language } from '@mitti/shared';

/** A year: the choice outlives the cart's 30 days. */
const REMEMBERED_FOR_S = 60 * 60 * 24 * 365;

/**
 * Remembers the shopper's language for their next visit (decision 102): the document server sends a visit that
 * starts at the English home page to the Hindi one when it says `hi`, and the language offer (decision 127) is not
 * made to a shopper who has chosen either.
 */
export function rememberLanguage(language: Language): void {
  document.cookie = setCookieString(SHOP_COOKIES.language, language, { secure: onHttps(), maxAgeS: REMEMBERED_FOR_S });
}
