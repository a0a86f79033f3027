/**
 * / (spec §2.3): the site's front page, a page of blocks staff edit (the page made from the home seed,
 * wherever they put it: its own address redirects here). Should it be deleted or taken down, the
 * seed's blocks show instead: the site always has a home page.
 */
import { PAGE } from '@vyoma/contract';
import { PAGE_DOC } from '@vyoma/contract/content-types';
import { DEFAULT_LANGUAGE } from '@vyoma/contract/languages';
import { FRONT_PAGE_SEED, PAGE_SEEDS } from '@vyoma/contract/page-seeds';
import { data } from 'react-router';
import { blockPageOf } from '~/blocks/page-data.server.ts';
import { pageFrom } from '~/lib/list-page.ts';
import type { Route } from './+types/home';
import { BlocksContent } from './content-page.tsx';

export async function loader({ request, context }: Route.LoaderArgs) {
  const page = await context.site.contentAt(PAGE.home, pageFrom(request.url)).catch(() => null);
  // In another language the home is its translation or nothing (never English under /hi: issue 36).
  if (!page && context.site.lang.code !== DEFAULT_LANGUAGE.code) throw data(null, { status: 404 });
  const shown = (await blockPageOf(page ?? seededFrontPage(), context))!;
  // The seed's blocks are no page's: their clicks are not counted (BlockClicks).
  return page ? shown : { ...shown, page: '' };
}

/** The front page as its seed made it first, published: what / shows without one. */
function seededFrontPage() {
  const seed = PAGE_SEEDS.find((s) => s.key === FRONT_PAGE_SEED)!;
  return {
    type: PAGE_DOC,
    front: true as const,
    item: {
      _id: `seed-${seed.key}`,
      slug: seed.slug,
      title: seed.title,
      keywords: seed.keywords,
      structuredData: seed.structuredData,
      seo: { ...seed.seo, image: null, noindex: false },
      publishedAt: null,
      updatedAt: new Date(0).toISOString(),
      body: seed.body.map((block, i) => ({ id: `${seed.key}-${i + 1}`, ...block })),
    },
  };
}

export default function Home({ loaderData }: Route.ComponentProps) {
  return <BlocksContent page={loaderData} />;
}
