import { Link, paths, type ApiQueryError } from '@mitti/shared';
import { LOAD_WORKSHOP_FAILED, WORKSHOP_NOT_FOUND } from '@mitti/shared/booking';
import { useWords } from '../../../words/words';

/**
 * A booking whose class, named in its URL, is still being read, is not one the shop has, or could not be read:
 * shown instead of a booking form with nothing in it.
 */
export function BookedClassStatus({ title, error }: { title: string; error: unknown }) {
  const t = useWords();
  return (
    <div className="page" lang={t.lang}>
      <h1 className="page__title">{title}</h1>
      <div className="checkout-card checkout-status">
        {error ? (
          <>
            <p role="alert">{t((error as ApiQueryError).status === 404 ? WORKSHOP_NOT_FOUND : LOAD_WORKSHOP_FAILED)}</p>
            <Link className="button button--primary" to={paths.workshops()}>
              {t('Back to Workshops')}
            </Link>
          </>
        ) : (
          <p className="page-status" role="status">
            {t('Loading workshop...')}
          </p>
        )}
      </div>
    </div>
  );
}
