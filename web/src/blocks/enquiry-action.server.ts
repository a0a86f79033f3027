/**
 * An enquiry form posted without JavaScript to the page it is on (spec §2.5): a page whose blocks
 * include a contact-form block checks and stores it as POST /api/v1/contact does, and shows the form
 * again with the answer (400 and the field messages, or the thanks). Any other page takes no post:
 * 405, as React Router answers a route without an action.
 */
import type { SiteServices } from '@vyoma/contract';
import { CONTACT_FORM } from '@vyoma/contract/blocks';
import { data } from 'react-router';
import type { PostedEnquiry } from '~/components/forms/EnquiryForm.tsx';
import { showsBlock } from './page-data.server.ts';

export async function contactFormAction(request: Request, site: SiteServices) {
  const path = new URL(request.url).pathname;
  const page = await site.contentAt(path);
  if (!page || !showsBlock(page, CONTACT_FORM.name)) {
    // Logged once as the client's fault, as React Router's own 405 is (entry.server's handleError).
    site.reportError(new Error(`A ${request.method} request to ${path}: the page there takes no form`), 405);
    throw data(null, { status: 405 });
  }
  const form = await request.formData();
  const fields: Record<string, string> = {};
  for (const [name, value] of form) if (typeof value === 'string') fields[name] = value;
  const result = await site.sendEnquiry(fields);
  const sent = result.status === 201;
  const posted: PostedEnquiry = {
    sent,
    message: result.body.message,
    errors: 'errors' in result.body ? (result.body.errors ?? {}) : {},
    // A refused form keeps what the visitor typed.
    values: sent ? {} : fields,
  };
  return data(posted, { status: sent ? 200 : result.status });
}
