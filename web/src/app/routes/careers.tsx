/** /careers: the open job openings, read on the server (issue 19). */
import CareersPage from '../../features/marketing/pages/CareersPage.tsx';
import type { Route } from './+types/careers';

export async function loader({ context }: Route.LoaderArgs) {
  return { jobs: await context.site.jobOpenings() };
}

export default function Careers({ loaderData }: Route.ComponentProps) {
  return <CareersPage jobs={loaderData.jobs} />;
}
