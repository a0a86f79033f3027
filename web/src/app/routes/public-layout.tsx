/** Every public page (spec §2.2): a signed-in admin is sent to /admin/products, by the server. */
import { ADMIN_HOME, MESSAGES } from '@vyoma/contract';
import { Outlet, redirect, type ShouldRevalidateFunction, useNavigation } from 'react-router';
import { PageLoader } from '../../components/ui/Loader.tsx';
import { isStaff } from '../../lib/session.ts';
import type { Route } from './+types/public-layout';

export function loader({ context }: Route.LoaderArgs) {
  if (isStaff(context.site.user)) throw redirect(ADMIN_HOME);
  return null;
}

/** Only a new visit to the public area can bring a signed-in admin (see root shouldRevalidate). */
export const shouldRevalidate: ShouldRevalidateFunction = ({
  formMethod,
  currentUrl,
  nextUrl,
  defaultShouldRevalidate,
}) => (formMethod || currentUrl.href === nextUrl.href ? defaultShouldRevalidate : false);

export default function PublicLayout() {
  const navigation = useNavigation();
  // Spec §2.7: on the way to a blog post, "Loading blog..." shows until it arrives. (A post opened
  // directly comes with the page, so nothing needs to load.)
  const toBlog = navigation.state === 'loading' && /^\/blog\//i.test(navigation.location.pathname);
  return toBlog ? <PageLoader label={MESSAGES.blog.loading} /> : <Outlet />;
}
