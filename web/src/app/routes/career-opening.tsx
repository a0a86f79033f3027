/**
 * /careers/{slug}: one job opening (issue 19). Unknown: 404. Closed or past its closing date: the
 * page says so with HTTP 410 (Gone), which the page cache never keeps.
 */
import { data, isRouteErrorResponse, useRouteError } from 'react-router';
import CareerOpeningPage, { OpeningMissing } from '../../features/marketing/pages/CareerOpeningPage.tsx';
import type { Route } from './+types/career-opening';

export async function loader({ params, context }: Route.LoaderArgs) {
  const job = await context.site.jobOpening(params.slug);
  if (!job) throw data(null, { status: 404 });
  return data({ job }, { status: job.open ? 200 : 410 });
}

export default function CareerOpening({ loaderData }: Route.ComponentProps) {
  return <CareerOpeningPage key={loaderData.job._id} job={loaderData.job} />;
}

export function ErrorBoundary() {
  const error = useRouteError();
  return <OpeningMissing notFound={isRouteErrorResponse(error) && error.status === 404} />;
}
