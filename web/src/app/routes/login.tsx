/** /wp-admin (spec §2.8): the admin login; an admin who is already signed in goes to the products. */
import { ADMIN_PAGE, PAGE } from '@vyoma/contract';
import { redirect } from 'react-router';
import LoginPage from '../../features/auth/pages/LoginPage.tsx';
import { isStaff } from '../../lib/session.ts';
import type { Route } from './+types/login';

export function loader({ context }: Route.LoaderArgs) {
  if (isStaff(context.site.user)) throw redirect(ADMIN_PAGE.products);
  return null;
}

/** The form only signs in through its script; a post the browser sent by itself comes back here. */
export function action() {
  return redirect(PAGE.login, 303);
}

export default LoginPage;
