import { pathInLanguage, useLocation } from '@mitti/shared';
import { rememberLanguage } from './remember-language';
import './language-offer.css';

/**
 * The offer's words are Hindi whatever the page's language: it speaks to a shopper whose browser asks for Hindi,
 * on an English page (decision 127).
 */
const OFFER = {
  label: 'भाषा',
  text: 'यह दुकान हिन्दी में भी है।',
  accept: 'हिन्दी में देखें',
  decline: 'नहीं, धन्यवाद',
} as const;

/**
 * The same page in Hindi, a plain link as the language switch's (the other language is another document); the
 * shopper's answer either way is remembered as the switch remembers a choice, so the offer is made once.
 */
export default function LanguageOfferBar({ onDeclined }: { onDeclined: () => void }) {
  const { pathname, search, hash } = useLocation();
  return (
    <aside className="language-offer" lang="hi" aria-label={OFFER.label}>
      <p className="language-offer__text">{OFFER.text}</p>
      <a
        className="language-offer__accept"
        href={pathInLanguage(pathname, 'hi') + search + hash}
        hrefLang="hi"
        onClick={() => rememberLanguage('hi')}
      >
        {OFFER.accept}
      </a>
      <button
        type="button"
        className="language-offer__decline"
        onClick={() => {
          rememberLanguage('en');
          onDeclined();
        }}
      >
        {OFFER.decline}
      </button>
    </aside>
  );
}
