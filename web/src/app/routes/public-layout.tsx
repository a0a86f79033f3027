/** Every public page (spec §2.2): a signed-in admin is sent to /admin/products, by the server. */
import { ADMIN_HOME, pageViewPixelUrl, SHELL_MESSAGES } from '@vyoma/contract';
import { useEffect, useRef } from 'react';
import {
  Outlet,
  redirect,
  type ShouldRevalidateFunction,
  useLocation,
  useNavigation,
  useRouteLoaderData,
} from 'react-router';
import { PageLoader } from '../../components/ui/Loader.tsx';
import { countPageView } from '../../lib/pageView.ts';
import { isStaff } from '../../lib/session.ts';
import type { loader as rootLoader } from '../root.tsx';
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

/**
 * Counts each public page shown (issue 27): after hydration, then on every navigation in the app,
 * with the page's referrer the first time and the page before it afterwards. Pages outside this
 * layout (the admin, its login, preview links, the 404 page) are never counted.
 */
function usePageViews(on: boolean): string {
  const { pathname, search } = useLocation();
  const previous = useRef<string | null>(null);
  useEffect(() => {
    if (!on) return;
    const here = pathname + search;
    const referrer = previous.current === null ? document.referrer : `${location.origin}${previous.current}`;
    previous.current = here;
    countPageView(here, referrer);
  }, [on, pathname, search]);
  return pathname;
}

export default function PublicLayout() {
  const navigation = useNavigation();
  // The settings of the root data (not lib/siteSettings: that would be one more file to load first).
  const counting = useRouteLoaderData<typeof rootLoader>('root')?.settings.analytics ?? false;
  const pathname = usePageViews(counting);
  // Spec §2.7: on the way to a blog post, "Loading blog..." shows until it arrives. (A post opened
  // directly comes with the page, so nothing needs to load.)
  const toBlog = navigation.state === 'loading' && /^\/blog\//i.test(navigation.location.pathname);
  return (
    <>
      {toBlog ? <PageLoader label={SHELL_MESSAGES.blogLoading} /> : <Outlet />}
      {/* Without JavaScript the beacon never runs: this image counts the page instead. */}
      {counting && (
        <noscript>
          <img className="visually-hidden" src={pageViewPixelUrl(pathname)} alt="" width="1" height="1" />
        </noscript>
      )}
    </>
  );
}
