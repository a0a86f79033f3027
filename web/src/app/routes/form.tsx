/**
 * /forms/{slug}: a form staff built (issue 29). Unknown: 404. Posted without JavaScript (multipart),
 * the server reads and answers the form before this page renders; the action hands the answer to the
 * form, or goes to the form's confirmation page.
 */
import { data, isRouteErrorResponse, redirect, useRouteError } from 'react-router';
import FormPage, { FormMissing } from '../../features/forms/pages/FormPage.tsx';
import type { Route } from './+types/form';

export async function loader({ params, context }: Route.LoaderArgs) {
  const form = await context.site.form(params.slug);
  if (!form) throw data(null, { status: 404 });
  return { form };
}

export async function action({ context }: Route.ActionArgs) {
  const posted = context.site.postedForm();
  // Only the server's multipart route answers a form here; any other post to the page is not one.
  if (!posted) throw data(null, { status: 405 });
  if (posted.status === 201 && posted.confirmation?.kind === 'page')
    throw redirect(posted.confirmation.path, 303);
  return data(posted, { status: posted.status === 201 ? 200 : posted.status });
}

export default function Form({ loaderData, actionData }: Route.ComponentProps) {
  return <FormPage key={loaderData.form._id} form={loaderData.form} posted={actionData} />;
}

export function ErrorBoundary() {
  const error = useRouteError();
  return <FormMissing notFound={isRouteErrorResponse(error) && error.status === 404} />;
}
