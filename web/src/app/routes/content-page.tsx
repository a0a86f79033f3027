/**
 * Any public path no route of the table takes: an item of a declared type whose page is there
 * (issue 34: a type declared on the server alone gets a public page), else the 404 page (spec §2.2),
 * answered with HTTP status 404 by the root's error boundary.
 */
import { data } from 'react-router';
import ContentPage from '../../features/content/pages/ContentPage.tsx';
import type { Route } from './+types/content-page';

export async function loader({ request, context }: Route.LoaderArgs) {
  const page = await context.site.contentAt(new URL(request.url).pathname);
  if (!page) throw data(null, { status: 404 });
  return { page };
}

export default function Content({ loaderData }: Route.ComponentProps) {
  return <ContentPage page={loaderData.page} />;
}

/** The item under a preview link (routes/preview.tsx): the same page, not indexed. */
export function ContentPreviewPage({ page }: { page: Route.ComponentProps['loaderData']['page'] }) {
  return <ContentPage page={page} preview />;
}
