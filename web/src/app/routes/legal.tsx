/**
 * The three legal pages (issue 19): one template; the text is the document staff saved, read on the
 * server with its placeholders filled from the site settings. Each page's path is its key.
 */
import { LEGAL_KEYS, type LegalKey } from '@vyoma/contract';
import { data } from 'react-router';
import LegalPage from '../../features/marketing/pages/LegalPage.tsx';
import type { Route } from './+types/legal';

export async function loader({ request, context }: Route.LoaderArgs) {
  const key = new URL(request.url).pathname.slice(1) as LegalKey;
  const page = LEGAL_KEYS.includes(key) ? await context.site.legal(key) : null;
  if (!page) throw data(null, { status: 404 });
  return { page };
}

export default function Legal({ loaderData }: Route.ComponentProps) {
  return <LegalPage key={loaderData.page.key} page={loaderData.page} />;
}
