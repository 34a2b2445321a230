import { HTML_LANG, Link, paths, useLanguage, useTranslate } from '@mitti/shared';
import { shellMessages } from '../../i18n/shell-messages';
import { Page } from '../../components/page/page';
import './pages.css';

export function NotFoundPage() {
  const t = useTranslate();
  // The shell's own page, in the page's language, inside a `<main>` that says its remotes' pages are English.
  return (
    <Page
      title={t(shellMessages.notFoundTitle)}
      description={t(shellMessages.notFoundDescription)}
      className="pages-prose"
      lang={HTML_LANG[useLanguage()]}
    >
      <p className="pages-lead">{t(shellMessages.notFoundLead)}</p>
      <p className="pages-not-found__actions">
        <Link to={paths.home()} className="button button--primary">
          {t(shellMessages.goHome)}
        </Link>{' '}
        <Link to={paths.store()} className="button button--ghost">
          {t(shellMessages.browseStore)}
        </Link>
      </p>
    </Page>
  );
}
