/**
 * PAGE.canvas, the page editor's frame (issue 35 item 3): staff only (anyone else gets the 404 page,
 * as for an unknown preview link), never indexed or cached. Under /preview/, the server renders it
 * for every request and lets only the admin's own pages frame it (pages/routes.ts). What it draws
 * comes from the editor in the browser, so the server sends the site's header and footer around an
 * empty page.
 */
import { data } from 'react-router';
import { NOINDEX, Seo } from '~/components/seo/Seo.tsx';
import { CanvasFrame } from '~/features/admin/content-types/canvas/CanvasFrame.tsx';
import { isStaff } from '~/lib/session.ts';
import { useHydrated } from '~/lib/useHydrated.ts';
import type { Route } from './+types/canvas';

export function loader({ context }: Route.LoaderArgs) {
  if (!isStaff(context.site.user)) throw data(null, { status: 404 });
  return null;
}

export function headers() {
  return { 'Cache-Control': 'private, no-store', 'X-Robots-Tag': 'noindex, nofollow' };
}

export default function Canvas() {
  const hydrated = useHydrated();
  return (
    <>
      <Seo title="Page editor" description="{siteName} page editor." robots={NOINDEX} />
      {hydrated ? <CanvasFrame /> : null}
    </>
  );
}
