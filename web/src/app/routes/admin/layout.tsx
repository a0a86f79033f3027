/**
 * Every admin screen (spec §2.8). The server sends anyone but an admin to /wp-admin before any
 * admin code runs; the screens render in the browser only, so no admin data is ever in server HTML.
 */

import { QueryClientProvider } from '@tanstack/react-query';
import { ADMIN_PAGE, PAGE } from '@vyoma/contract';
import { useEffect, useState } from 'react';
import { Outlet, redirect, type ShouldRevalidateFunction, useRevalidator } from 'react-router';
import { NOINDEX, Seo } from '~/components/seo/Seo.tsx';
import { PageLoader } from '~/components/ui/Loader.tsx';
import { useScriptFonts } from '~/features/admin/components/scriptFonts.ts';
import { SettingsNotice } from '~/features/admin/settings/components/SettingsNotice.tsx';
import { adminQueryClient } from '~/lib/adminQueryClient.ts';
import { onUnauthorized } from '~/lib/api.ts';
import { isStaff } from '~/lib/session.ts';
import { useHydrated } from '~/lib/useHydrated.ts';
import { withRetry } from '../../retry.ts';
import type { Route } from './+types/layout';
// The header's admin menu is lazy code, but the server renders it on admin pages.
import '../../shell/admin-menu.css';

export function loader({ context, request }: Route.LoaderArgs) {
  const user = context.site.user;
  if (!isStaff(user)) throw redirect(PAGE.login);
  // REQUIRE_2FA: an admin without a second factor sets one up before anything else.
  if (user?.setupTwoFactor && new URL(request.url).pathname !== ADMIN_PAGE.account)
    throw redirect(ADMIN_PAGE.account);
  return null;
}

/**
 * The admin check runs again on a form, an explicit revalidation (a 401) or a new page; not when only
 * the query changes (the inbox's filters live there), which would ask the server on every keystroke.
 */
export const shouldRevalidate: ShouldRevalidateFunction = ({
  currentUrl,
  nextUrl,
  formMethod,
  defaultShouldRevalidate,
}) =>
  !formMethod && currentUrl.pathname === nextUrl.pathname && currentUrl.search !== nextUrl.search
    ? false
    : defaultShouldRevalidate;

/** In the browser, the admin check survives one dropped connection (see app/retry.ts). */
export const clientLoader = ({ serverLoader }: Route.ClientLoaderArgs) => withRetry(serverLoader);

export default function AdminLayout() {
  const hydrated = useHydrated();
  const [queryClient] = useState(adminQueryClient);
  const { revalidate } = useRevalidator();
  // Hindi on admin screens in the site's own Devanagari font, fetched only when a letter needs it.
  useScriptFonts();
  // A 401 on any call: the session ended while the page was open. Reloading the route data lets the
  // server send the browser to /wp-admin.
  useEffect(() => onUnauthorized(() => void revalidate()), [revalidate]);
  // The server sends only this: a loader, and a page search engines must leave alone.
  if (!hydrated)
    return (
      <>
        <Seo title="Admin" description="{siteName} admin area." robots={NOINDEX} />
        <PageLoader />
      </>
    );
  return (
    <QueryClientProvider client={queryClient}>
      <SettingsNotice />
      <Outlet />
    </QueryClientProvider>
  );
}
