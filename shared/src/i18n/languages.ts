/**
 * The shop's languages (decision 102): English at `/`, unprefixed, and Hindi under `/hi/...` for every route of
 * the route table, so each language's public documents are cached by their URL. Plain data and functions, so
 * the document server, the shell's server bundle and the browser read the same.
 */
export const LANGUAGES = ['en', 'hi'] as const;

export type Language = (typeof LANGUAGES)[number];

/** A page's `<html lang>`: English as the shop has always said it (India's English), Hindi as `hi`. */
export const HTML_LANG: Record<Language, string> = { en: 'en-IN', hi: 'hi' };

/** Each language by its own name, as the switch offers it. */
export const LANGUAGE_NAMES: Record<Language, string> = { en: 'English', hi: 'हिन्दी' };

/** The other language: where the switch goes. */
export const otherLanguage = (language: Language): Language => (language === 'en' ? 'hi' : 'en');

/** The prefix of a language's paths, which the router takes as its basename: none for English. */
export const languageBasename = (language: Language): string => (language === 'en' ? '' : `/${language}`);

/**
 * A path's language and the route path within it: `/hi/product/7` is Hindi's `/product/7`, `/hi` Hindi's home.
 * Any other path is English's as it is, an unknown prefix (`/fr/store`) included, which then matches no route.
 */
export function languageOfPath(pathname: string): { language: Language; path: string } {
  for (const language of LANGUAGES) {
    const prefix = languageBasename(language);
    if (prefix && (pathname === prefix || pathname.startsWith(`${prefix}/`))) {
      return { language, path: pathname.slice(prefix.length) || '/' };
    }
  }
  return { language: 'en', path: pathname };
}

/** The route path `path` (`/product/7`, `/`) in `language`: `/hi/product/7`, `/hi`. */
export function pathInLanguage(path: string, language: Language): string {
  const prefix = languageBasename(language);
  return prefix && path === '/' ? prefix : prefix + path;
}

/** The same page in `language`: a path of either language with its query, moved to the other's prefix. */
export function samePageIn(pathname: string, search: string, language: Language): string {
  return pathInLanguage(languageOfPath(pathname).path, language) + search;
}

/** The value of the language cookie (session/shop-cookies.ts), if it names one of the shop's languages. */
export const parseLanguage = (value: string | undefined): Language | null =>
  (LANGUAGES as readonly string[]).includes(value ?? '') ? (value as Language) : null;
