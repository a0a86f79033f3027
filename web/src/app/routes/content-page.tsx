/**
 * Any public path no route of the table takes: an item of a declared type whose page is there
 * (issue 34: a type declared on the server alone gets a public page; issue 35: a page built from
 * blocks at its path), else the 404 page (spec §2.2), answered with HTTP status 404 by the root's
 * error boundary.
 */
import { type ContentPageData, PAGE } from '@vyoma/contract';
import { lazy, Suspense, useState } from 'react';
import { data, redirect } from 'react-router';
import { BlockPage, BlockStyles } from '~/blocks/BlockPage.tsx';
import { PostedEnquiryContext } from '~/blocks/contact-form/posted.ts';
import { contactFormAction } from '~/blocks/enquiry-action.server.ts';
import { type BlockPageData, blockPageOf } from '~/blocks/page-data.server.ts';
import { PageRetitleContext } from '~/components/seo/retitle.ts';
import { PREVIEW_ROBOTS, Seo } from '~/components/seo/Seo.tsx';
import { pageFrom } from '~/lib/list-page.ts';

// A type shown by its fields (one declared on the server alone) is rare: its code (rich text, media)
// loads only on such a page, keeping it out of every page of blocks' first load.
const ContentPage = lazy(() => import('../../features/content/pages/ContentPage.tsx'));

// The hreflang links are for the document a crawler loads: printed by the server alone (React
// leaves hoisted head links it did not render as they are), so the home page's first load carries no
// code for them (its 120 kB budget). Vite drops the import from the browser's build (SSR is false).
const ServerAlternates = import.meta.env.SSR
  ? (await import('~/components/seo/Alternates.tsx')).Alternates
  : null;

// Its styles are the route's, so a first load of such a page is styled before its code arrives.
import '../../features/content/pages/content-page.css';
import type { Route } from './+types/content-page';

export async function loader({ request, context }: Route.LoaderArgs) {
  const listPage = pageFrom(request.url);
  const page = await context.site.contentAt(new URL(request.url).pathname, listPage);
  if (!page) throw data(null, { status: 404 });
  // The front page has one address, the site's.
  if (page.front) throw redirect(PAGE.home, 301);
  // Past the last page of its list there is nothing to show: that address is not a page.
  const list = page.posts ?? page.openings;
  if (list && listPage > 1 && list.data.length === 0) throw data(null, { status: 404 });
  return (await blockPageOf(page, context)) ?? { kind: 'fields' as const, page };
}

/** An enquiry form posted without JavaScript to a page that shows one (the contact page); else 405. */
export async function action({ request, context }: Route.ActionArgs) {
  return contactFormAction(request, context.site);
}

/** A page of blocks with its head; a preview is never indexed and has no structured data. */
export function BlocksContent({ page, preview = false }: { page: BlockPageData; preview?: boolean }) {
  // A service picked in a picker is the page's title and description (spec §2.3) until the next page.
  const [picked, setPicked] = useState<{ title: string; description: string } | null>(null);
  const [pickedOn, setPickedOn] = useState(page);
  if (pickedOn !== page) {
    setPickedOn(page);
    setPicked(null);
  }
  const seo = picked ? { ...page.seo, ...picked, titleAsIs: false } : page.seo;
  return (
    <>
      {preview ? (
        <Seo {...seo} robots={PREVIEW_ROBOTS} jsonLd={[]} />
      ) : (
        <Seo {...seo} jsonLd={page.jsonLd.length > 0 ? page.jsonLd : undefined} />
      )}
      {ServerAlternates && !preview && <ServerAlternates links={page.alternates} />}
      <BlockStyles hrefs={page.styles} />
      <PageRetitleContext value={setPicked}>
        <BlockPage blocks={page.blocks} />
      </PageRetitleContext>
    </>
  );
}

export default function Content({ loaderData, actionData }: Route.ComponentProps) {
  // While its code loads, the server's HTML stays (hydrating) or the page is blank (in-app navigation).
  if (loaderData.kind === 'fields')
    return (
      <Suspense fallback={null}>
        <ContentPage page={loaderData.page} />
      </Suspense>
    );
  return (
    <PostedEnquiryContext value={actionData}>
      <BlocksContent page={loaderData} />
    </PostedEnquiryContext>
  );
}

/** The item under a preview link (routes/preview.tsx): the same page, not indexed. */
export function ContentPreviewPage({ page }: { page: ContentPageData }) {
  return (
    <Suspense fallback={null}>
      <ContentPage page={page} preview />
    </Suspense>
  );
}
