import { HTML_LANG, languageBasename, languageOfPath, type Language } from '@mitti/shared/i18n';

/**
 * The document server's own words in each language, for a page it could not make (its Hindi as the shell's own break
 * message says it, hi.ts): the error page, and the line a page without its view gives a browser without scripts.
 */
const WORDS: Record<Language, { title: string; text: string; back: string; notShown: string; reload: string }> = {
  en: {
    title: 'Mitti Studio is taking a short break',
    text: 'We could not open this page just now. Please reload the page in a moment.',
    back: 'Back to the shop',
    notShown: 'This page could not be prepared just now.',
    reload: 'Reload the page',
  },
  hi: {
    title: 'मिट्टी स्टूडियो थोड़ी देर के विराम पर है',
    text: 'हम अभी यह पेज नहीं खोल सके। कृपया थोड़ी देर में पेज फिर से लोड करें।',
    back: 'दुकान पर वापस जाएँ',
    notShown: 'यह पेज अभी तैयार नहीं हो सका।',
    reload: 'पेज फिर से लोड करें',
  },
};

/**
 * What `#root` holds when a page goes out without its first view (its render passed its deadline, or a remote's
 * server view could not be had): a browser without scripts, which would otherwise get a blank page, reads why and
 * a link that asks for the page again; one that runs them hides it (index.html's `(scripting: enabled)` rule) and
 * renders the page over it. Not `<noscript>`, whose content a browser with scripts turned off for the page by its
 * settings (Chromium's, as the browser tests do) parses but does not show.
 */
export function viewlessNotice(language: Language): string {
  const { notShown, reload } = WORDS[language];
  return `<main class="boot-error" data-without-scripts=""><p>${notShown} <a href="">${reload}</a></p></main>`;
}

const page = (language: Language) => {
  const { title, text, back } = WORDS[language];
  return `<!doctype html>
<html lang="${HTML_LANG[language]}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${title}</title>
<style>
body{margin:0;min-height:100vh;display:grid;place-items:center;background:#faf6f1;color:#3d2b1f;font:16px/1.5 system-ui,sans-serif;text-align:center}
main{max-width:32rem;padding:2rem}
h1{font-size:1.75rem;margin:0 0 .75rem}
a{color:#a0522d}
</style>
</head>
<body>
<main>
<h1>${title}</h1>
<p>${text}</p>
<p><a href="${languageBasename(language)}/">${back}</a></p>
</main>
</body>
</html>
`;
};

const PAGES: Record<Language, string> = { en: page('en'), hi: page('hi') };

/**
 * The page a shopper gets when the document server itself fails (its build unreadable, an exception while
 * answering): status 500, self-contained (no script, no stylesheet, no image from a server that may be
 * the thing that is down), in the shop's words and the language of the page asked for, as the shell's own boot
 * error (shell/src/bootstrap.tsx).
 */
export const errorPage = (pathname: string): string => PAGES[languageOfPath(pathname).language];

/** Headers of the error page: never cached, never framed, nothing to run. */
export const ERROR_PAGE_HEADERS = {
  'content-type': 'text/html; charset=utf-8',
  'cache-control': 'no-store',
  'content-security-policy': "default-src 'none'; style-src 'unsafe-inline'; base-uri 'none'; frame-ancestors 'none'",
};
