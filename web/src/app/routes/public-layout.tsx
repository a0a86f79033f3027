/** Every public page (spec §2.2): a signed-in admin is sent to /admin/products, by the server. */
import { ADMIN_PAGE } from '@vyoma/contract';
import { Outlet, redirect } from 'react-router';
import { isAdmin } from '../../lib/session.ts';
import type { Route } from './+types/public-layout';

export function loader({ context }: Route.LoaderArgs) {
  if (isAdmin(context.site.user)) throw redirect(ADMIN_PAGE.products);
  return null;
}

export default function PublicLayout() {
  return <Outlet />;
}
