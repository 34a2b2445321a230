import { parseLanguage, type Language } from '@mitti/shared/i18n';

/**
 * The language of the page a request came from (decision 106): the shop's API client and the document server's
 * form actions send `Accept-Language: hi` from a Hindi page and `en` from an English one. Only the shop's own
 * languages are read; anything else (a browser's own list, none at all) is English, so no guess is ever made from it.
 */
export function requestLanguage(headers: { 'accept-language'?: string | string[] | undefined }): Language {
  const value = headers['accept-language'];
  return parseLanguage(typeof value === 'string' ? value.trim().toLowerCase() : undefined) ?? 'en';
}
