/** Every public page (spec §2.2): a signed-in admin is sent to /admin/products, by the server. */
import { ADMIN_HOME, pageViewPixelUrl, SHELL_MESSAGES } from '@vyoma/contract';
import { DEFAULT_LANGUAGE } from '@vyoma/contract/languages';
import { useEffect, useRef } from 'react';
import {
  Outlet,
  redirect,
  type ShouldRevalidateFunction,
  useHref,
  useLocation,
  useNavigation,
  useRouteLoaderData,
} from 'react-router';
import { PageLoader } from '../../components/ui/Loader.tsx';
import { countPageView } from '../../lib/pageView.ts';
import { isStaff } from '../../lib/session.ts';
import type { loader as rootLoader } from '../root.tsx';
import type { Route } from './+types/public-layout';

export function loader({ context, request }: Route.LoaderArgs) {
  // The admin is not under a language's prefix: from /hi/… a full address, which the router leaves
  // as it is (a path would be put under /hi).
  if (isStaff(context.site.user))
    throw redirect(
      context.site.lang.code === DEFAULT_LANGUAGE.code ? ADMIN_HOME : new URL(ADMIN_HOME, request.url).href,
    );
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
  // The address as the visitor sees it: under a language's prefix (`/hi/cart`, `/hi`) on its pages.
  const base = useHref('/').replace(/\/$/, '');
  const path = base && pathname === '/' ? base : base + pathname;
  const previous = useRef<string | null>(null);
  useEffect(() => {
    if (!on) return;
    const here = path + search;
    const referrer = previous.current === null ? document.referrer : `${location.origin}${previous.current}`;
    previous.current = here;
    countPageView(here, referrer);
  }, [on, path, search]);
  return path;
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
