/**
 * /contactUs (spec §2.5). With JavaScript the form sends JSON to POST /api/v1/contact; without it the
 * browser posts the form here, and the server validates and stores it through the same code.
 */
import { data } from 'react-router';
import ContactPage from '../../features/contact/pages/ContactPage.tsx';
import type { Route } from './+types/contact';

export async function action({ request, context }: Route.ActionArgs) {
  const form = await request.formData();
  const fields: Record<string, string> = {};
  for (const [name, value] of form) if (typeof value === 'string') fields[name] = value;
  const result = await context.site.sendEnquiry(fields);
  const sent = result.status === 201;
  const posted = {
    sent,
    message: result.body.message,
    errors: 'errors' in result.body ? (result.body.errors ?? {}) : {},
    // A refused form keeps what the visitor typed.
    values: sent ? {} : fields,
  };
  return data(posted, { status: sent ? 200 : result.status });
}

export default function Contact({ actionData }: Route.ComponentProps) {
  return <ContactPage posted={actionData} />;
}
