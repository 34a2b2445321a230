import { Link, paths } from '@mitti/shared';
import { Page } from '../../components/page/page';
import './pages.css';

export function NotFoundPage() {
  return (
    <Page title="Page Not Found" description="This page does not exist." className="pages-prose">
      <p className="pages-lead">
        Sorry, the page you were looking for is not here. It may have moved, or the link may be mistyped.
      </p>
      <p className="pages-not-found__actions">
        <Link to={paths.home()} className="button button--primary">
          Go Home
        </Link>{' '}
        <Link to={paths.store()} className="button button--ghost">
          Browse the Store
        </Link>
      </p>
    </Page>
  );
}
