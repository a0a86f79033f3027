/**
 * Any public path no route of the table takes: an item of a declared type whose page is there
 * (issue 34: a type declared on the server alone gets a public page; issue 35: a page built from
 * blocks at its path), else the 404 page (spec §2.2), answered with HTTP status 404 by the root's
 * error boundary.
 */
import type { ContentPageData } from '@vyoma/contract';
import { data } from 'react-router';
import { BlockPage, BlockStyles } from '~/blocks/BlockPage.tsx';
import { type BlockPageData, blockPageOf } from '~/blocks/page-data.server.ts';
import { PREVIEW_ROBOTS, Seo } from '~/components/seo/Seo.tsx';
import { faqJsonLd } from '~/lib/faq-json-ld.ts';
import { pageFrom } from '~/lib/list-page.ts';
import { usePublicUrl } from '~/lib/publicUrl.ts';
import { useSiteSettings } from '~/lib/siteSettings.ts';
import { breadcrumbJsonLd, serviceJsonLd } from '~/lib/structured-data.ts';

import ContentPage from '../../features/content/pages/ContentPage.tsx';
import type { Route } from './+types/content-page';

export async function loader({ request, context }: Route.LoaderArgs) {
  const listPage = pageFrom(request.url);
  const page = await context.site.contentAt(new URL(request.url).pathname, listPage);
  if (!page) throw data(null, { status: 404 });
  // Past the last page of its list there is nothing to show: that address is not a page.
  const list = page.posts ?? page.openings;
  if (list && listPage > 1 && list.data.length === 0) throw data(null, { status: 404 });
  return (await blockPageOf(page, context)) ?? { kind: 'fields' as const, page };
}

/** A page of blocks with its head; a preview is never indexed and has no structured data. */
export function BlocksContent({ page, preview = false }: { page: BlockPageData; preview?: boolean }) {
  const origin = usePublicUrl();
  const settings = useSiteSettings();
  const { service, trail, questions } = page.structured;
  // In the order the code's service pages have them (their golden captures).
  const jsonLd = [
    ...(service ? [serviceJsonLd(origin, service, settings)] : []),
    ...(trail ? [breadcrumbJsonLd(origin, trail)] : []),
    ...(questions.length > 0 ? [faqJsonLd(questions)] : []),
  ];
  return (
    <>
      {preview ? (
        <Seo {...page.seo} robots={PREVIEW_ROBOTS} jsonLd={[]} />
      ) : (
        <Seo {...page.seo} jsonLd={jsonLd.length > 0 ? jsonLd : undefined} />
      )}
      <BlockStyles blocks={page.blocks} />
      <BlockPage blocks={page.blocks} />
    </>
  );
}

export default function Content({ loaderData }: Route.ComponentProps) {
  if (loaderData.kind === 'fields') return <ContentPage page={loaderData.page} />;
  return <BlocksContent page={loaderData} />;
}

/** The item under a preview link (routes/preview.tsx): the same page, not indexed. */
export function ContentPreviewPage({ page }: { page: ContentPageData }) {
  return <ContentPage page={page} preview />;
}
