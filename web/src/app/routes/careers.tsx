/** /careers: a page of the open job openings, read on the server (issue 19; paged, issue 26). */
import { data } from 'react-router';
import { pageFrom } from '~/components/ui/PageLinks.tsx';
import CareersPage from '../../features/marketing/pages/CareersPage.tsx';
import type { Route } from './+types/careers';

export async function loader({ request, context }: Route.LoaderArgs) {
  const page = pageFrom(request.url);
  const openings = await context.site.jobOpenings(page);
  // Past the last page there is nothing to show: that address is not a page.
  if (page > 1 && openings.data.length === 0) throw data(null, { status: 404 });
  return { openings };
}

export default function Careers({ loaderData }: Route.ComponentProps) {
  return <CareersPage openings={loaderData.openings} />;
}
