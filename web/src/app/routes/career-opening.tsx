/**
 * /careers/{slug}: one job opening (issue 19) with its application form (issue 29). Unknown: 404.
 * Closed or past its closing date: the page says so with HTTP 410 (Gone), which the page cache never
 * keeps. The form posted without JavaScript (POST /careers/{slug}/apply, multipart) is read and
 * answered by the server before this page renders; the action hands that answer to the form.
 */
import { data, isRouteErrorResponse, useRouteError } from 'react-router';
import CareerOpeningPage, { OpeningMissing } from '../../features/marketing/pages/CareerOpeningPage.tsx';
import type { Route } from './+types/career-opening';

export async function loader({ params, context }: Route.LoaderArgs) {
  const job = await context.site.jobOpening(params.slug);
  if (!job) throw data(null, { status: 404 });
  const application = job.open ? await context.site.applicationForm() : null;
  return data({ job, application }, { status: job.open ? 200 : 410 });
}

export async function action({ context }: Route.ActionArgs) {
  const posted = context.site.postedForm();
  // Only the server's multipart route answers a form here; any other post to the page is not one.
  if (!posted) throw data(null, { status: 405 });
  return data(posted, { status: posted.status === 201 ? 200 : posted.status });
}

export default function CareerOpening({ loaderData, actionData }: Route.ComponentProps) {
  return (
    <CareerOpeningPage
      key={loaderData.job._id}
      job={loaderData.job}
      application={loaderData.application}
      posted={actionData}
    />
  );
}

export function ErrorBoundary() {
  const error = useRouteError();
  return <OpeningMissing notFound={isRouteErrorResponse(error) && error.status === 404} />;
}
