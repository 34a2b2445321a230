import { useEffect, useState } from 'react';
import { Link, Outlet, selectAuthStatus, selectUser, useAppSelector } from '@mitti/shared';
import { Page } from '../../components/page/page';
import { getAuthProvider } from './auth-provider';
import { ProtectedRoute } from './protected-route';
import '../pages/pages.css';

/**
 * Whether the signed-in account's ID token carries the `admin` claim (decision 024). Read from the token
 * the provider already holds; the API checks the same claim on every owner call, so this only decides
 * whether the owner's remote is worth loading.
 */
export async function hasAdminClaim(): Promise<boolean> {
  const token = await getAuthProvider().getIdToken(false);
  const payload = token?.split('.')[1];
  if (!payload) return false;
  try {
    const json = atob(payload.replace(/-/g, '+').replace(/_/g, '/'));
    return (JSON.parse(json) as { admin?: unknown }).admin === true;
  } catch {
    return false;
  }
}

export function NotAllowedPage({ email }: { email: string | null }) {
  return (
    <Page title="Not allowed" description="This page is for the shop's owner.">
      <p className="pages-lead">
        These pages are for the shop&apos;s owner.
        {email ? ` You are signed in as ${email}, which is not an owner account.` : ''}
      </p>
      <p>
        <Link to="/" className="button button--primary">
          Go Home
        </Link>{' '}
        <Link to="/store" className="button button--ghost">
          Browse the Store
        </Link>
      </p>
    </Page>
  );
}

function AdminGate() {
  const user = useAppSelector(selectUser);
  const [admin, setAdmin] = useState<{ uid: string; admin: boolean } | null>(null);
  const uid = user?.uid ?? null;
  useEffect(() => {
    let current = true;
    void hasAdminClaim().then((isAdmin) => current && uid && setAdmin({ uid, admin: isAdmin }));
    return () => {
      current = false;
    };
  }, [uid]);
  if (!admin || admin.uid !== uid) {
    return (
      <p className="page-status" role="status">
        Loading...
      </p>
    );
  }
  // Anyone else never loads the owner's remote, so none of its code or data reaches them.
  return admin.admin ? <Outlet /> : <NotAllowedPage email={user?.email ?? null} />;
}

/** /admin/...: signed in (else /login, and back), then the admin claim (else "Not allowed"). */
export function AdminRoute() {
  const status = useAppSelector(selectAuthStatus);
  return status === 'signed-in' ? <AdminGate /> : <ProtectedRoute />;
}
