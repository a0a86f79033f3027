/**
 * Any public path no route of the table takes: an item of a declared type whose page is there
 * (issue 34: a type declared on the server alone gets a public page; issue 35: a page built from
 * blocks at its path), else the 404 page (spec §2.2), answered with HTTP status 404 by the root's
 * error boundary.
 */
import { type ContentPageData, PAGE } from '@vyoma/contract';
import { type BlockValue, blockOf } from '@vyoma/contract/blocks';
import { type BlocksField, blocksText, publicPathOf } from '@vyoma/contract/content-types';
import { data } from 'react-router';
import { BlockPage } from '~/blocks/BlockPage.tsx';
import { renderStaticBlocks } from '~/blocks/render.server.tsx';
import { BLOCK_STYLES } from '~/blocks/styles.ts';
import { NOINDEX, Seo } from '~/components/seo/Seo.tsx';
import { usePublicUrl } from '~/lib/publicUrl.ts';
import { breadcrumbJsonLd, faqJsonLd } from '~/lib/structured-data.ts';

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
  const values = (item[field.name] ?? []) as BlockValue[];
  const links = page.links ?? {};
  const trail = [
    { name: 'Home', path: PAGE.home },
    ...(page.above ?? []).map(({ name, path }) => ({ name, path })),
    { name: title, path },
  ];
  const blocks = renderStaticBlocks(values, {
    // The server read where each linked page, post or category is now; one not public is left out.
    linkTo: (kind, id) => links[`${kind}:${id}`] ?? null,
    media: (file) => media[file] ?? null,
    siteOrigin: context.site.publicUrl,
    trail,
    staticHtml: context.staticHtml,
  });
  const seo = {
    title: item.seo.title ?? title,
    titleAsIs: item.seo.title !== null,
    description: item.seo.description ?? summaryOf(field, values) ?? title,
    path,
    image: item.seo.image ?? undefined,
    robots: item.seo.noindex ? NOINDEX : undefined,
  };
  // Structured data from what the page shows: its place under other pages, its questions.
  const structured = {
    trail: trail.length > 2 ? trail : null,
    questions: values.flatMap((b) =>
      blockOf(b.type)?.structuredData === 'faq' ? (b.props.questions as FaqQuestion[]) : [],
    ),
  };
  return { kind: 'blocks' as const, seo, blocks, structured };
}

type FaqQuestion = { question: string; answer: string };

/** The longest a description drawn from the page's words is (search results show about this much). */
const SUMMARY_MAX = 160;

/**
 * A page without an SEO description is described by its first paragraph of some length (an
 * eyebrow or a heading is too short to say what the page is about), cut at a word.
 */
function summaryOf(field: BlocksField, values: readonly BlockValue[]): string | null {
  const paragraph = blocksText(field, values)
    .split('\n\n')
    .find((p) => p.length >= 50);
  if (!paragraph) return null;
  if (paragraph.length <= SUMMARY_MAX) return paragraph;
  const cut = paragraph.slice(0, SUMMARY_MAX - 1);
  return `${cut.slice(0, cut.lastIndexOf(' ') > 0 ? cut.lastIndexOf(' ') : cut.length)}…`;
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
  const origin = usePublicUrl();
  if (loaderData.kind === 'fields') return <ContentPage page={loaderData.page} />;
  const { trail, questions } = loaderData.structured;
  const jsonLd = [
    ...(trail ? [breadcrumbJsonLd(origin, trail)] : []),
    ...(questions.length > 0 ? [faqJsonLd(questions)] : []),
  ];
  return (
    <>
      <Seo {...loaderData.seo} jsonLd={jsonLd.length > 0 ? jsonLd : undefined} />
      <BlockPage blocks={loaderData.blocks} />
    </>
  );
}

/** The item under a preview link (routes/preview.tsx): the same page, not indexed. */
export function ContentPreviewPage({ page }: { page: ContentPageData }) {
  return <ContentPage page={page} preview />;
}
