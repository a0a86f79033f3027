/**
 * The three legal pages (issue 19): one template; the text is the document staff saved, read on the
 * server with its placeholders filled from the site settings. LEGAL_PAGE_PATHS maps each key to its path.
 */
import { LEGAL_PAGE_PATHS, type LegalKey } from '@vyoma/contract';
import { formsInDoc } from '@vyoma/contract/rich-text';
import { data } from 'react-router';
import { FormEmbeds } from '../../features/forms/index.ts';
import LegalPage from '../../features/marketing/pages/LegalPage.tsx';
import type { Route } from './+types/legal';

export async function loader({ request, context }: Route.LoaderArgs) {
  // The path without the page's language prefix (/hi/privacy-policy is the privacy policy in Hindi).
  const full = new URL(request.url).pathname;
  const prefix = `/${context.site.lang.code}/`;
  const path = full.startsWith(prefix) ? full.slice(prefix.length - 1) : full;
  const key = (Object.keys(LEGAL_PAGE_PATHS) as LegalKey[]).find((k) => LEGAL_PAGE_PATHS[k] === path);
  const page = key ? await context.site.legal(key) : null;
  if (!page) throw data(null, { status: 404 });
  // The forms the page places (issue 29), shown where their blocks stand; its versions in the other
  // languages shown (hreflang, the language switcher).
  const slugs = formsInDoc(page.body);
  const [forms, alternates] = await Promise.all([
    slugs.length > 0 ? context.site.forms(slugs) : [],
    context.site.alternates('legal', page.key),
  ]);
  return { page, forms, alternates };
}

export default function Legal({ loaderData }: Route.ComponentProps) {
  return (
    <FormEmbeds forms={loaderData.forms}>
      <LegalPage key={loaderData.page.key} page={loaderData.page} alternates={loaderData.alternates} />
    </FormEmbeds>
  );
}
