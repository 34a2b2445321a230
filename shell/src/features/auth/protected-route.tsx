import { selectAuthStatus, useAppSelector, Navigate, Outlet, useLocation, paths } from '@mitti/shared';

/** Signed-in only: a visitor goes to /login, which brings them back here after signing in. */
export function ProtectedRoute() {
  const status = useAppSelector(selectAuthStatus);
  const location = useLocation();
  if (status === 'checking') {
    return (
      <p className="page-status" role="status">
        Loading...
      </p>
    );
  }
  if (status === 'signed-out') return <Navigate to={paths.login()} replace state={{ from: location }} />;
  return <Outlet />;
}
