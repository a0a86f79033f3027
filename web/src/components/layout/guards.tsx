/**
 * Route guards of spec §2.2 and §2.8. They only steer the browser: the server refuses every admin
 * call without an admin session whatever happens here.
 */
import { Navigate, Outlet } from 'react-router';
import { isAdmin, useMe } from '../../features/auth/api.ts';
import { PageLoader } from '../ui/Loader.tsx';

/** Public pages: a signed-in admin is sent to /admin/products. */
export function PublicOnly() {
  const me = useMe();
  if (me.isPending) return <PageLoader />;
  if (isAdmin(me.data)) return <Navigate to="/admin/products" replace />;
  return <Outlet />;
}

/** Admin pages: anyone else is sent, silently, to /wp-admin. */
export function AdminOnly() {
  const me = useMe();
  if (me.isPending) return <PageLoader />;
  if (!isAdmin(me.data)) return <Navigate to="/wp-admin" replace />;
  return <Outlet />;
}
