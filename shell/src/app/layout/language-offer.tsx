import { lazy, Suspense, useState, useSyncExternalStore } from 'react';
import { SHOP_COOKIES, readCookies, useLanguage } from '@mitti/shared';

/** The offer itself, in a chunk of its own: an English page fetches it only for a browser that asks for Hindi. */
const LanguageOfferBar = lazy(() => import(/* webpackChunkName: "language-offer" */ './language-offer-bar'));

/**
 * Whether a browser's languages (`navigator.languages`, the list it sends as `Accept-Language`) put Hindi before
 * English: the first of the two it names, by its primary tag (`hi-IN` is Hindi, `en-GB` English).
 */
export function prefersHindi(languages: readonly string[]): boolean {
  for (const tag of languages) {
    const primary = tag.toLowerCase().split('-')[0];
    if (primary === 'hi') return true;
    if (primary === 'en') return false;
  }
  return false;
}

/** The browser asks for Hindi first and the shopper has chosen no language yet (the switch's cookie). */
const browserAsksForHindi = () =>
  !readCookies(document.cookie)[SHOP_COOKIES.language] && prefersHindi(navigator.languages ?? [navigator.language]);

/** Neither changes while a page is open but by the offer's own answer, which hides it. */
const unchanging = () => () => {};

/**
 * A one-line offer of the same page in Hindi, on an English page, to a browser that asks for Hindi first and a
 * shopper who has not chosen a language yet (decision 127). Never a redirect, and decided in the browser after the
 * page is shown: the documents stay the same for everyone, cached by URL.
 */
export function LanguageOffer() {
  const english = useLanguage() === 'en';
  // The server's answer (and so hydration's) is no; the browser's follows at once after it.
  const asked = useSyncExternalStore(unchanging, browserAsksForHindi, () => false);
  const [declined, setDeclined] = useState(false);
  if (!english || !asked || declined) return null;
  return (
    <Suspense fallback={null}>
      <LanguageOfferBar onDeclined={() => setDeclined(true)} />
    </Suspense>
  );
}
