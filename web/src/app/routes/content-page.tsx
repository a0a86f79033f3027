/**
 * Any public path no route of the table takes: an item of a declared type whose page is there
 * (issue 34: a type declared on the server alone gets a public page; issue 35: a page built from
 * blocks at its path), else the 404 page (spec §2.2), answered with HTTP status 404 by the root's
 * error boundary.
 */
import { type ContentPageData, PAGE } from '@vyoma/contract';
import type { BlockValue } from '@vyoma/contract/blocks';
import { type BlocksField, publicPathOf } from '@vyoma/contract/content-types';
import { data } from 'react-router';
import { BlockPage } from '~/blocks/BlockPage.tsx';
import { renderStaticBlocks } from '~/blocks/render.server.tsx';
import { BLOCK_STYLES } from '~/blocks/styles.ts';
import { NOINDEX, Seo } from '~/components/seo/Seo.tsx';

import ContentPage from '../../features/content/pages/ContentPage.tsx';
import type { Route } from './+types/content-page';

const blocksFieldOf = (type: ContentPageData['type']) =>
  type.fields.find((f): f is BlocksField => f.kind === 'blocks');

/**
 * A page of blocks as its loader sends it: its head's words and its blocks rendered (the HTML of a
 * static block is in the document alone on a first load), never the blocks' values as saved.
 */
function blockPage(page: ContentPageData, field: BlocksField, context: Route.LoaderArgs['context']) {
  const { type, item } = page;
  const title = String(item[type.titleField] ?? '');
  const path = publicPathOf(type, item) ?? '/';
  const media = (item[`${field.name}Media`] ?? {}) as Record<string, never>;
  const blocks = renderStaticBlocks((item[field.name] ?? []) as BlockValue[], {
    // A link to another item goes nowhere yet: the loader reads no other item.
    linkTo: () => null,
    media: (file) => media[file] ?? null,
    siteOrigin: context.site.publicUrl,
    trail: [{ name: 'Home', path: PAGE.home }, ...(page.above ?? []), { name: title, path }],
    staticHtml: context.staticHtml,
  });
  const seo = {
    title: item.seo.title ?? title,
    titleAsIs: item.seo.title !== null,
    description: item.seo.description ?? title,
    path,
    image: item.seo.image ?? undefined,
    robots: item.seo.noindex ? NOINDEX : undefined,
  };
  return { kind: 'blocks' as const, seo, blocks };
}

/** The blocks' styles, on every page of this route (a page of another type is rare). */
export const links: Route.LinksFunction = () => BLOCK_STYLES.map((href) => ({ rel: 'stylesheet', href }));

export async function loader({ request, context }: Route.LoaderArgs) {
  const page = await context.site.contentAt(new URL(request.url).pathname);
  if (!page) throw data(null, { status: 404 });
  const field = blocksFieldOf(page.type);
  if (field) return blockPage(page, field, context);
  return { kind: 'fields' as const, page };
}

export default function Content({ loaderData }: Route.ComponentProps) {
  if (loaderData.kind === 'fields') return <ContentPage page={loaderData.page} />;
  return (
    <>
      <Seo {...loaderData.seo} type="article" />
      <BlockPage blocks={loaderData.blocks} />
    </>
  );
}

/** The item under a preview link (routes/preview.tsx): the same page, not indexed. */
export function ContentPreviewPage({ page }: { page: ContentPageData }) {
  return <ContentPage page={page} preview />;
}
