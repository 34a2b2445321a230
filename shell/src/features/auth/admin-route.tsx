import { Link, Outlet, selectAuthStatus, selectUser, useAppSelector, paths } from '@mitti/shared';
import { Page } from '../../components/page/page';
import { useOwnerClaim } from './owner-claim';
import { ProtectedRoute } from './protected-route';
import '../pages/pages.css';

export function NotAllowedPage({ email }: { email: string | null }) {
  return (
    <Page title="Not allowed" description="This page is for the shop's owner.">
      <p className="pages-lead">
        These pages are for the shop&apos;s owner.
        {email ? ` You are signed in as ${email}, which is not an owner account.` : ''}
      </p>
      <p>
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

function AdminGate() {
  const user = useAppSelector(selectUser);
  const admin = useOwnerClaim();
  if (admin === null) {
    return (
      <p className="page-status" role="status">
        Loading...
      </p>
    );
  }
  // Anyone else never loads the owner's remote, so none of its code or data reaches them.
  return admin ? <Outlet /> : <NotAllowedPage email={user?.email ?? null} />;
}

/** /admin/...: signed in (else /login, and back), then the admin claim (else "Not allowed"). */
export function AdminRoute() {
  const status = useAppSelector(selectAuthStatus);
  return status === 'signed-in' ? <AdminGate /> : <ProtectedRoute />;
}
