import {
  HTML_LANG,
  LANGUAGE_NAMES,
  otherLanguage,
  pathInLanguage,
  useLanguage,
  useLocation,
  useTranslate,
} from '@mitti/shared';
import { shellMessages } from '../../i18n/shell-messages';
import { rememberLanguage } from './remember-language';

/**
 * The same page in the other language, named in that language (decision 102). A plain link, not the router's: the
 * other language is another document (its `<html lang>`, its catalogs), and the cart comes along in its cookie or
 * the account. A tap remembers the choice for the shopper's next visit (the document server sends a visit that
 * starts at the English home page to theirs); before the app runs the link still goes, unremembered.
 */
export function LanguageSwitch({ className }: { className: string }) {
  const t = useTranslate();
  const other = otherLanguage(useLanguage());
  // The router's location is the route's path, without the language's prefix (its basename).
  const { pathname, search, hash } = useLocation();
  return (
    <p className={`language-switch ${className}`}>
      <span className="visually-hidden">{t(shellMessages.languageSwitch)}: </span>
      <a
        href={pathInLanguage(pathname, other) + search + hash}
        hrefLang={other}
        lang={HTML_LANG[other]}
        onClick={() => rememberLanguage(other)}
      >
        {LANGUAGE_NAMES[other]}
      </a>
    </p>
  );
}
