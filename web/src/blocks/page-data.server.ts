/**
 * A page of blocks as a loader sends it (the splat route's and a preview's): its head's words, its
 * blocks rendered (the HTML of a static block is in the document alone on a first load, never the
 * blocks' values as saved) and what its structured data is made of. A `.server` module: what it
 * imports (every block's component and declaration) stays out of the browser's build.
 */
import {
  type ContentPageData,
  PAGE,
  type PublicFormDefinition,
  type SecondSection,
  type SiteSettings,
} from '@vyoma/contract';
import {
  BANNER_SECTION,
  type BlockName,
  type BlockValue,
  blockOf,
  FORM_BLOCK,
  SHARED_SECTION_BLOCK,
} from '@vyoma/contract/blocks';
import { type BlocksField, blocksText, publicPathOf } from '@vyoma/contract/content-types';
import { DEFAULT_LANGUAGE_CODE, localPath } from '@vyoma/contract/language-rules';
import { TEXTS } from '@vyoma/contract/texts';
import type { CAREERS } from '@vyoma/contract/texts/en/careers';
import type { TextsOf } from '@vyoma/contract/texts/format';
import { reachUsOf } from '~/components/contact/details.ts';
import { NOINDEX } from '~/components/seo/Seo.tsx';
import { faqJsonLd } from '~/lib/faq-json-ld.ts';
import { pageHref } from '~/lib/list-page.ts';
import {
  breadcrumbJsonLd,
  contactPageJsonLd,
  organizationJsonLd,
  serviceJsonLd,
} from '~/lib/structured-data.ts';
import { renderStaticBlocks } from './render.server.tsx';
import type { StaticHtml } from './static-html.ts';
import { stylesOf } from './styles.ts';

/** What the loader's context gives a page of blocks. */
export interface BlockPageContext {
  site: {
    publicUrl: string;
    settings(): Promise<SiteSettings>;
    forms(slugs: string[]): Promise<PublicFormDefinition[]>;
    homeSection(): Promise<SecondSection | null>;
    /** The page's language (issue 36): its links, trail and lists are under its prefix. */
    lang?: { code: string };
    /** Where the page is in each language it is public in (its hreflang links). */
    alternates?(kind: string, id: string): Promise<Record<string, string>>;
  };
  staticHtml?: StaticHtml | null;
}

const blocksFieldOf = (type: ContentPageData['type']) =>
  type.fields.find((f): f is BlocksField => f.kind === 'blocks');

/** An item whose type has a body of blocks, as a page of blocks; null for a type shown by its fields. */
export async function blockPageOf(page: ContentPageData, context: BlockPageContext) {
  const field = blocksFieldOf(page.type);
  if (!field) return null;
  const values = withSections((page.item[field.name] ?? []) as BlockValue[], page.sections);
  // The forms its form blocks show (their definitions go to the browser with the blocks).
  const formNames = values.filter((b) => b.type === FORM_BLOCK.name).map((b) => String(b.props.form));
  // "{siteName}" in its head's words (the seeds' descriptions have it) is the settings' name, and
  // "{reachUs}" how to reach the agency (the contact page's): filled here, so neither the document nor
  // its hydration data carries a placeholder.
  const [settings, forms, bannerSection, alternates] = await Promise.all([
    context.site.settings(),
    formNames.length > 0 ? context.site.forms(formNames) : [],
    // The section staff edit in Manage Content; a failed read shows the block's own words (spec §8).
    values.some((b) => b.type === BANNER_SECTION.name) ? context.site.homeSection().catch(() => null) : null,
    // A seed's blocks (the home page without its page) are no item's.
    String(page.item._id).startsWith('seed-')
      ? {}
      : (context.site.alternates?.(page.type.name, String(page.item._id)) ?? {}),
  ]);
  const shown = blockPage(page, field, context, { values, settings, forms, bannerSection }, (text: string) =>
    text.replaceAll('{siteName}', settings.siteName).replaceAll('{reachUs}', reachUsOf(settings)),
  );
  return { ...shown, alternates };
}

/** The trail's first link in a language (the product page's word for it). */
const homeIn = (lang: string | undefined) => String((lang && TEXTS[lang]?.product.home) || 'Home');

export type BlockPageData = ReturnType<typeof blockPage> & { alternates?: Record<string, string> };

function blockPage(
  page: ContentPageData,
  field: BlocksField,
  context: BlockPageContext,
  read: {
    /** Its blocks, each shared section's in its place. */
    values: BlockValue[];
    settings: SiteSettings;
    forms: readonly PublicFormDefinition[];
    bannerSection: SecondSection | null;
  },
  named: (text: string) => string,
) {
  const { values, settings, forms, bannerSection } = read;
  const { type, item } = page;
  const title = String(item[type.titleField] ?? '');
  // The front page is at / (its own address redirects there).
  const path = page.front ? PAGE.home : (publicPathOf(type, item) ?? '/');
  const media = (item[`${field.name}Media`] ?? {}) as Record<string, never>;
  const links = page.links ?? {};
  // The page's language: its blocks are given paths the same in every language and print them under
  // its prefix (link-language.ts); its head's addresses are put there here.
  const code = context.site.lang?.code;
  const lang = code === DEFAULT_LANGUAGE_CODE ? undefined : code;
  const local = (p: string) => localPath(lang, p);
  const trail = [
    { name: homeIn(lang), path: PAGE.home },
    ...(page.above ?? []).map(({ name, path }) => ({ name, path })),
    { name: title, path },
  ];
  const blocks = renderStaticBlocks(values, {
    // The server read where each linked page, post or category is now; one not public is left out.
    linkTo: (kind, id) => links[`${kind}:${id}`] ?? null,
    // In another language the server said which addresses are there (`url:` links, linksIn).
    ...(lang
      ? {
          lang,
          addressTo: (target: string) => links[`url:${target}`] ?? null,
          texts: { careers: TEXTS[lang]!.careers as TextsOf<typeof CAREERS> },
        }
      : {}),
    media: (file) => media[file] ?? null,
    siteOrigin: context.site.publicUrl,
    trail,
    postList: page.posts ? { posts: page.posts, path } : null,
    openingsList: page.openings ? { openings: page.openings, path } : null,
    products: page.products ?? null,
    settings,
    forms,
    bannerSection,
    staticHtml: context.staticHtml,
  });
  const keywords =
    typeof item.keywords === 'string' && item.keywords !== '' ? named(item.keywords) : undefined;
  const seo = {
    title: named(item.seo.title ?? title),
    titleAsIs: item.seo.title !== null,
    description: named(item.seo.description ?? summaryOf(field, values) ?? title),
    keywords,
    // A later page of its post list is an address of its own (`?page=2`), as the code's lists are.
    path: pageHref(path, (page.posts ?? page.openings)?.page ?? 1),
    image: item.seo.image ?? undefined,
    robots: item.seo.noindex ? NOINDEX : undefined,
  };
  // Structured data from what the page shows, in the order the code's service pages had it (their
  // golden captures): what it offers, its place under other pages, its questions. Made here, so its
  // code stays on the server.
  const questions = values.flatMap((b) =>
    blockOf(b.type)?.structuredData === 'faq' ? (b.props.questions as FaqQuestion[]) : [],
  );
  const origin = context.site.publicUrl;
  const jsonLd = [
    // The service's name is the page's title ("CMS Development"), not its hero's headline.
    ...(item.structuredData === 'service'
      ? [serviceJsonLd(origin, { name: title, description: seo.description, path: local(path) }, settings)]
      : []),
    ...(item.structuredData === 'organization'
      ? [organizationJsonLd(origin, settings, seo.description)]
      : []),
    // A page with the enquiry form is the page to get in touch (the code's contact page had it).
    ...(values.some((b) => blockOf(b.type)?.structuredData === 'contact')
      ? [contactPageJsonLd(settings)]
      : []),
    ...(trail.length > 2
      ? [
          breadcrumbJsonLd(
            origin,
            trail.map((step) => ({ ...step, path: local(step.path) })),
          ),
        ]
      : []),
    ...(questions.length > 0 ? [faqJsonLd(questions)] : []),
  ];
  // The stylesheets of the kinds it shows (the list of every kind's files stays on the server too).
  const styles = stylesOf(values.map((b) => b.type));
  // The page's id: BlockPage counts clicks in its blocks by it (issue 35 item 5).
  return { kind: 'blocks' as const, page: item._id, seo, blocks, styles, jsonLd };
}

type FaqQuestion = { question: string; answer: string };

/**
 * The blocks with each shared-section block replaced by the blocks of the section it names, as the
 * page's own (their ids prefixed with the placing block's, so a section placed twice keeps ids
 * unique); one not published shows nothing.
 */
function withSections(blocks: readonly BlockValue[], sections: ContentPageData['sections']): BlockValue[] {
  return blocks.flatMap((b) =>
    b.type === SHARED_SECTION_BLOCK.name
      ? (sections?.[String(b.props.section)] ?? []).map((inner) => ({ ...inner, id: `${b.id}-${inner.id}` }))
      : [b],
  );
}

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
  const space = cut.lastIndexOf(' ');
  return `${space > 0 ? cut.slice(0, space) : cut}…`;
}

/** Whether a page shows a block of this kind (its own, or in a shared section it places). */
export function showsBlock(page: ContentPageData, kind: BlockName): boolean {
  const field = blocksFieldOf(page.type);
  if (!field) return false;
  return withSections((page.item[field.name] ?? []) as BlockValue[], page.sections).some(
    (b) => b.type === kind,
  );
}
