/**
 * The services the web app's route loaders and actions use while a page renders (contract
 * SiteServices), implemented on the same repositories and rules as the JSON API.
 */
import {
  type Blog,
  type BlogCategory,
  CAREERS_PER_PAGE,
  type ContentPageData,
  type ContentPreview,
  type EnquiryResult,
  LEGAL_PAGE_PATHS,
  MENU_POSTS_MAX,
  MESSAGES,
  type MenuCategory,
  PAGE,
  type Product,
  type ProductFilters,
  type ProductListResponse,
  RESULT_PER_PAGE,
  SERVICE_POSTS_PER_PAGE,
  type SiteMenus,
  type SiteServices,
  TOO_MANY_ENQUIRIES,
  type User,
} from '@vyoma/contract';
import {
  type BlockValue,
  OPENINGS_LIST,
  POST_LIST,
  PRODUCT_GRID,
  SHARED_SECTION_BLOCK,
} from '@vyoma/contract/blocks';
import {
  addressedByPath,
  PAGE_DOC,
  POST,
  PRODUCT,
  publicPathOf,
  SHARED_SECTION,
  shownInOtherLanguages,
} from '@vyoma/contract/content-types';
import { localPath } from '@vyoma/contract/language-rules';
import { DEFAULT_LANGUAGE, type Language, splitLangPath } from '@vyoma/contract/languages';
import { contactSchema, idSchema } from '@vyoma/contract/schemas';
import { isValidSlug, isValidVersionSlug } from '@vyoma/contract/slug';
import { and, inArray, sql } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { AppContext } from '../../context.ts';
import { ANYTHING, SHOWN, TAG } from '../../db/change-feed.ts';
import type { Db } from '../../db/client.ts';
import { isDataException } from '../../db/errors.ts';
import { HttpError } from '../../http/errors.ts';
import { invalidInput, UNSTORABLE_VALUE } from '../../plugins/errors.ts';
import { requestOrigin } from '../../plugins/security.ts';
import { getBlog, getBlogIn, listBlogs, listBlogsIn, menuBlogs } from '../blogs/index.ts';
import { consentVersion, currentConsent } from '../candidates/index.ts';
import { getJob, getJobIn, listOpenJobs, listOpenJobsIn } from '../careers/index.ts';
import { acceptEnquiry, pageFromReferer } from '../contact/index.ts';
import {
  blocksFieldOf,
  type ContentModel,
  contentModelOf,
  contentModels,
  frontPage,
  getItem,
  getItemIn,
  hydrate,
  hydrateIn,
  type Item,
  itemInVersion,
  linksIn,
  linksOf,
  linkTags,
  modelOf,
  openPreviewLink,
  pathKeyOf,
  publicInLanguage,
  publicMenus,
  publicSlugs,
  readTranslation,
  selectItems,
  selectItemsIn,
  versionPathKey,
  visibleTo,
} from '../content/index.ts';
import { formRow, formRowIn, publicForms, publicFormsIn, toPublic } from '../forms/index.ts';
import { filledPage, getLegalPage, getLegalPageIn, legalTitlesIn } from '../legal/index.ts';
import { getProduct, listProducts, listProductsIn, type ProductFilter } from '../products/index.ts';
import { searchIn, searchSite } from '../search/index.ts';
import { listSections } from '../second-sections/index.ts';
import { readSettings, settingsIn } from '../settings/index.ts';
import { inLanguage } from './in-language.ts';

/**
 * The types whose items the page of any other path shows (routes/not-found.tsx): those with a public
 * path and no route of their own (posts and products have theirs).
 */
const pagedHere = (m: ContentModel) =>
  m.routes === 'generic' && (m.type.publicPath?.endsWith('{slug}') === true || addressedByPath(m.type));

/**
 * The published item of a type addressed by path (a page) at `path` (any letter case), with the
 * public items above it: the paths its path starts with, read together.
 */
async function itemAtPath(
  db: Db,
  model: ContentModel,
  path: string,
  page: number,
  lang?: string,
): Promise<ContentPageData | null> {
  const key = lang ? versionPathKey(path) : pathKeyOf(path);
  if (key === null) return null;
  const { type, table: t } = model;
  const at = sql`lower(${t.path}) = ${key}`;
  // In another language: the page's version at its path there, its blocks with their words (hydrateIn).
  const [item] = lang
    ? await hydrateIn(
        db,
        model,
        (await selectItemsIn(db, model, lang)
          .where(and(sql`lower(${versionPath(model)}) = ${key}`, publicInLanguage(model)))
          .limit(1)) as Parameters<typeof hydrateIn>[2],
        lang,
      )
    : await hydrate(
        db,
        model,
        (await selectItems(db, model)
          .where(and(at, visibleTo(type.name, 'public')))
          .limit(1)) as Parameters<typeof hydrate>[2],
        'public',
      );
  if (!item) return null;
  // The pages its address links name (in another language a link shows only while its page is there).
  const addressed: string[] = [];
  const [above, withSections, lists] = await Promise.all([
    aboveOf(db, model, key, lang),
    withSectionsOf(db, type, item as Record<string, unknown>, lang, addressed),
    listsOf(db, type, item as Record<string, unknown>, page, lang),
  ]);
  const found: ContentPageData = {
    type: type,
    item: item as ContentPageData['item'],
    above,
    ...withSections,
    ...lists,
  };
  ADDRESS_TAGS.set(found, addressed);
  return found;
}

/** The item with its shared sections' blocks after its own: what its links are read from. */
function withSectionBlocks(page: ContentPageData): Record<string, unknown> {
  const field = blocksFieldOf(page.type);
  if (!field || !page.sections) return page.item;
  const own = (page.item[field.name] ?? []) as BlockValue[];
  return { ...page.item, [field.name]: [...own, ...Object.values(page.sections).flat()] };
}

/** The most shared sections one page reads (a page of 60 blocks could name more: the rest show nothing). */
const MAX_SECTIONS_PER_PAGE = 20;

/**
 * The published shared sections a body's shared-section blocks name, by URL name, with their blocks;
 * and where every link of the body and of those sections goes now (one lookup for both). `sections`
 * is left out when the body places none.
 */
async function withSectionsOf(
  db: Db,
  type: ContentModel['type'],
  item: Record<string, unknown>,
  /** Another language (issue 36): each section's version published there, its links there. */
  lang?: string,
  /** Where the pages its address links name are noted (their versions decide whether a link shows). */
  addressed: string[] = [],
): Promise<Pick<ContentPageData, 'links' | 'sections'>> {
  const linksFor = (of: Record<string, unknown>) =>
    lang ? linksIn(db, type, of, lang, addressed) : linksOf(db, type, of);
  const field = blocksFieldOf(type);
  const blocks = field ? ((item[field.name] ?? []) as BlockValue[]) : [];
  const names = [
    ...new Set(
      blocks.filter((b) => b.type === SHARED_SECTION_BLOCK.name).map((b) => String(b.props.section)),
    ),
  ]
    .filter(isValidSlug)
    .slice(0, MAX_SECTIONS_PER_PAGE);
  const model = contentModelOf(SHARED_SECTION.name);
  if (!field || names.length === 0 || !model) return { links: await linksFor(item) };
  // A section is named by its (English) URL name in every language.
  const found = lang
    ? await hydrateIn(
        db,
        model,
        (await selectItemsIn(db, model, lang).where(
          and(inArray(model.table.slug, names), publicInLanguage(model)),
        )) as Parameters<typeof hydrateIn>[2],
        lang,
      )
    : await hydrate(
        db,
        model,
        (await selectItems(db, model).where(
          and(inArray(model.table.slug, names), visibleTo(SHARED_SECTION.name, 'public')),
        )) as Parameters<typeof hydrate>[2],
        'public',
      );
  const sections = Object.fromEntries(
    found.map((s) => [String(s.slug), ((s as Record<string, unknown>).body ?? []) as BlockValue[]]),
  );
  const all = [...blocks, ...Object.values(sections).flat()];
  return { links: await linksFor({ ...item, [field.name]: all }), sections };
}

/**
 * What a body's lists show (a body has at most one of each kind): the page of posts or of open
 * openings `page` asks for; each null when it could not be read (the list then says it has none,
 * spec §8), left out when the body has no such list.
 */
async function listsOf(
  db: Db,
  type: ContentModel['type'],
  item: Record<string, unknown>,
  page: number,
  lang?: string,
): Promise<Pick<ContentPageData, 'posts' | 'openings' | 'products'>> {
  const field = blocksFieldOf(type);
  const blocks = field ? ((item[field.name] ?? []) as BlockValue[]) : [];
  const postList = blocks.find((b) => b.type === POST_LIST.name);
  const openingsList = blocks.some((b) => b.type === OPENINGS_LIST.name);
  // One read for every product grid: the newest, as many as the largest one shows.
  const productCount = Math.max(
    0,
    ...blocks.filter((b) => b.type === PRODUCT_GRID.name).map((b) => Number(b.props.count) || 0),
  );
  const orNull = <T>(read: Promise<T>) => read.catch(() => null);
  const [posts, openings, products] = await Promise.all([
    postList &&
      orNull(
        lang
          ? listBlogsIn(
              db,
              lang,
              { category: postList.props.category as BlogCategory },
              { page, limit: SERVICE_POSTS_PER_PAGE },
            )
          : listBlogs(
              db,
              { category: postList.props.category as BlogCategory },
              { page, limit: SERVICE_POSTS_PER_PAGE },
            ),
      ).then((found) => found && { ...found, page, limit: SERVICE_POSTS_PER_PAGE }),
    openingsList &&
      orNull(
        lang
          ? listOpenJobsIn(db, lang, { page, limit: CAREERS_PER_PAGE })
          : listOpenJobs(db, { page, limit: CAREERS_PER_PAGE }),
      ).then((found) => found && { ...found, page, limit: CAREERS_PER_PAGE }),
    productCount > 0 &&
      orNull(
        (lang
          ? (f: ProductFilter) => listProductsIn(db, lang, f)
          : (f: ProductFilter) => listProducts(db, f))({
          keyword: '',
          priceGte: 0,
          priceLte: Number.MAX_SAFE_INTEGER,
          ratingsGte: 0,
          limit: productCount,
          offset: 0,
        }),
      ).then((found) => found?.products ?? null),
  ]);
  return {
    ...(postList ? { posts: posts || null } : {}),
    ...(openingsList ? { openings: openings || null } : {}),
    ...(productCount > 0 ? { products: products || null } : {}),
  };
}

/** A page's path in another language: its version's (content/version-paths.ts). */
const versionPath = (model: ContentModel) => (model.translations as unknown as { path: PgColumn }).path;

/**
 * The public items above the one at `key` (a lower-case path): the paths it starts with, read
 * together, from the top down (its breadcrumb).
 */
async function aboveOf(
  db: Db,
  model: ContentModel,
  key: string,
  lang?: string,
): Promise<NonNullable<ContentPageData['above']>> {
  const { type, table: t } = model;
  const parts = key.split('/').slice(1, -1);
  if (parts.length === 0) return [];
  const upper = parts.map((_, i) => `/${parts.slice(0, i + 1).join('/')}`);
  if (lang) {
    // The pages above with a version public there, by their titles in it (the web puts the paths
    // under the language's prefix, as it does the page's own).
    const rows = (await selectItemsIn(db, model, lang).where(
      and(inArray(sql`lower(${versionPath(model)})`, upper), publicInLanguage(model)),
    )) as Record<string, unknown>[];
    // Ordered by the stored path's depth; given as an address (%-encoded: a Hindi URL name may be
    // Devanagari), as the page's own is (publicPathOf), for the trail's links and structured data.
    return rows
      .map((r) => ({ id: String(r.id), name: String(r[type.titleField]), path: String(r.path) }))
      .sort((a, b) => a.path.length - b.path.length)
      .map((r) => ({ ...r, path: publicPathOf(type, r.path) ?? r.path }));
  }
  const above = await db
    .select({ id: t.id, name: t[type.titleField] as typeof t.path, path: t.path })
    .from(t)
    .where(and(inArray(sql`lower(${t.path})`, upper), visibleTo(type.name, 'public')));
  return above.sort((a, b) => a.path.length - b.path.length);
}

/**
 * The published item of such a type at `path`, or null. In another language (`lang`, issue 36): the
 * item whose version there has the address's URL name, for the types shown in other languages; pages
 * (addressed by path) are translated with their blocks (decision 0063, step 7).
 */
async function contentAtPath(
  db: Db,
  path: string,
  page: number,
  lang?: string,
): Promise<ContentPageData | null> {
  if (lang) {
    // The front page's version is the language's home page (/hi).
    if (path === PAGE.home) {
      const front = await frontPage(db);
      const model = contentModels().find((m) => m.type.name === PAGE_DOC.name);
      // At its path in the language (its own URL name there, content/version-paths.ts).
      const there =
        front && model?.translations ? (await publicSlugs(db, model, front.id, [lang]))[lang] : null;
      const found = there && model ? await itemAtPath(db, model, there, page, lang) : null;
      return found ? { ...found, front: true } : null;
    }
    for (const model of contentModels()) {
      if (!pagedHere(model) || !shownInOtherLanguages(model.type)) continue;
      if (addressedByPath(model.type)) {
        const found = await itemAtPath(db, model, path, page, lang);
        if (found && model.type.name === PAGE_DOC.name && (await frontPage(db))?.id === found.item._id)
          return { ...found, front: true };
        if (found) return found;
        continue;
      }
      const slug = slugAt(model, path);
      const item = slug === null ? undefined : await getItemIn(db, model, slug, lang);
      if (item) return { type: model.type, item };
    }
    return null;
  }
  if (path === PAGE.home) {
    const front = await frontPage(db);
    const model = contentModels().find((m) => m.type.name === PAGE_DOC.name);
    const found = front && model ? await itemAtPath(db, model, front.path, page) : null;
    return found ? { ...found, front: true } : null;
  }
  for (const model of contentModels()) {
    if (!pagedHere(model)) continue;
    if (addressedByPath(model.type)) {
      const found = await itemAtPath(db, model, path, page);
      // At its own address the front page is a redirect to / (the page says so: `front`).
      if (found && model.type.name === PAGE_DOC.name && (await frontPage(db))?.id === found.item._id)
        return { ...found, front: true };
      if (found) return found;
      continue;
    }
    const slug = slugAt(model, path);
    if (slug === null) continue;
    const item = await getItem(db, model, slug, 'public');
    if (item) return { type: model.type, item };
  }
  return null;
}

/** The URL name a path gives an item of a type addressed by slug (`/case-studies/{slug}`), or null. */
function slugAt(model: ContentModel, path: string): string | null {
  const prefix = model.type.publicPath!.slice(0, -'{slug}'.length);
  if (!path.startsWith(prefix)) return null;
  try {
    const slug = decodeURIComponent(path.slice(prefix.length));
    return isValidSlug(slug) ? slug : null;
  } catch {
    return null;
  }
}

/** The catalogue page's read (spec §7): a page of `list`'s products for the page's filters. */
const catalogue =
  (list: (filter: ProductFilter) => Promise<Omit<ProductListResponse, 'success' | 'resultPerPage'>>) =>
  async ({
    keyword,
    priceGte,
    priceLte,
    ratingsGte,
    page,
  }: ProductFilters): Promise<ProductListResponse> => ({
    success: true,
    ...(await read(
      list({
        keyword,
        priceGte,
        priceLte,
        ratingsGte,
        limit: RESULT_PER_PAGE,
        offset: (page - 1) * RESULT_PER_PAGE,
      }),
    )),
    resultPerPage: RESULT_PER_PAGE,
  });

/** A page names a post or product by slug (an id is answered 301 before): anything else is not looked up. */
const isName = (name: string) => isValidSlug(name) || idSchema.safeParse(name).success;

/** A read the database refused for the visitor's input is a 400 page, as the API answers 400. */
async function read<T>(query: Promise<T>): Promise<T> {
  try {
    return await query;
  } catch (err) {
    if (isDataException(err))
      throw new Response(UNSTORABLE_VALUE, {
        status: 400,
        headers: { 'Content-Type': 'text/plain; charset=utf-8' },
      });
    throw err;
  }
}

const reason = (error: unknown) => (error instanceof Error ? error.message : String(error));

/** What each menus answer shows (the items its links name): SHOWS reads it back. */
const MENU_TAGS = new WeakMap<SiteMenus, string[]>();
/** What each alternates answer shows: the item (its versions announce it) and the settings (the languages shown). */
const ALTERNATE_TAGS = new WeakMap<Record<string, string>, string[]>();
/** What a page's address links name in another language: the pages whose versions there decide them. */
const ADDRESS_TAGS = new WeakMap<ContentPageData, string[]>();

/** The services that read; each says below what its answer shows. */
type Reads = Exclude<
  keyof SiteServices,
  'publicUrl' | 'publicUrlSet' | 'user' | 'lang' | 'sendEnquiry' | 'reportError' | 'postedForm' | 'captcha'
>;
type Result<K extends Reads> = Awaited<ReturnType<SiteServices[K]>>;

/**
 * What a page shows, by the services its loaders called (db/change-feed.ts SHOWN): the page cache
 * keeps these tags with the page, so a change drops exactly the pages that show what it touched. A
 * service added to SiteServices must be added here (the type says so).
 */
const SHOWS: { [K in Reads]: (result: Result<K>) => readonly string[] } = {
  // The menus, what they link to, and the posts of their dropdowns.
  menus: (menus) => [...(MENU_TAGS.get(menus) ?? [ANYTHING]), ...SHOWN.posts],
  categoryPosts: () => SHOWN.posts,
  // Nothing under that name yet: any post may become it.
  blog: (blog) => (blog ? SHOWN.post(blog._id) : SHOWN.posts),
  // Nothing at that path yet: an item of any type shown this way may come to live there.
  // The item, the pages above it (their titles are its breadcrumb) and what its links name: a
  // linked page or post published, moved or withdrawn changes where (and whether) a link goes.
  contentAt: (page) =>
    page
      ? [
          `${page.type.name}:${page.item._id}`,
          TAG.media,
          ...(page.above ?? []).map((p) => `${page.type.name}:${p.id}`),
          ...linkTags(page.type, withSectionBlocks(page)),
          ...(ADDRESS_TAGS.get(page) ?? []),
          // A post list: any post published, changed or withdrawn may change its page of posts.
          ...(page.posts === undefined ? [] : SHOWN.posts),
          ...(page.openings === undefined ? [] : SHOWN.jobs),
          ...(page.products === undefined ? [] : SHOWN.products),
          // Shared sections: any one published, changed or withdrawn may be one this page places.
          ...(page.sections === undefined ? [] : [TAG.sharedSection, TAG.media]),
        ]
      : contentModels()
          .filter(pagedHere)
          .map((m) => m.type.name),
  products: () => SHOWN.products,
  product: (product) => (product ? SHOWN.product(product._id) : SHOWN.products),
  search: () => [ANYTHING],
  preview: () => [ANYTHING],
  settings: () => SHOWN.settings,
  alternates: (links) => [...(ALTERNATE_TAGS.get(links) ?? [ANYTHING]), ...SHOWN.settings],
  jobOpenings: () => SHOWN.jobs,
  jobOpening: (job) => (job ? SHOWN.job(job._id) : SHOWN.jobs),
  legal: (page) => (page ? SHOWN.legal(page.key) : [TAG.legal, TAG.settings]),
  // Which legal pages have a version in the page's language: any save of one changes the footer.
  legalLinks: () => [TAG.legal],
  homeSection: () => SHOWN.home,
  // The consent text is the settings' (issue 29).
  applicationForm: () => SHOWN.settings,
  // Nothing under that name yet: any form may become it.
  form: (form) => (form ? SHOWN.form(form._id) : SHOWN.forms),
  forms: () => SHOWN.forms,
};

/** `services` with each read noting what it showed in `shown`. */
function noting(services: SiteServices, shown: Set<string>): SiteServices {
  const out = { ...services };
  for (const name of Object.keys(SHOWS) as Reads[]) {
    const read = services[name] as (...args: unknown[]) => Promise<unknown>;
    const tags = SHOWS[name] as (result: unknown) => readonly string[];
    (out as Record<Reads, unknown>)[name] = async (...args: unknown[]) => {
      const result = await read(...args);
      for (const tag of tags(result)) shown.add(tag);
      return result;
    };
  }
  return out;
}

/**
 * Builds the per-request services; `user` is the request's signed-in user, if any, and `shown`
 * collects the tags of what the page's loaders read.
 */
export function siteServicesFactory(app: FastifyInstance, ctx: AppContext) {
  const { db, config } = ctx;
  const originOf = requestOrigin(config);

  /** `lang`: the page's language (routes.ts); another than the default reads in it (in-language.ts). */
  return (request: FastifyRequest, user: User | null, shown: Set<string>, lang = DEFAULT_LANGUAGE) => {
    const base = services(request, user);
    return noting(
      lang.code === DEFAULT_LANGUAGE.code
        ? base
        : inLanguage(base, lang, {
            ...translatedReads(lang),
            // The settings' texts in that language (tagline, address lines …) over the default's.
            settings: async () => settingsIn(await base.settings(), lang.code),
          }),
      shown,
    );
  };

  /** What a preview link shows: the item (or its version) on its type's page, as it will be once published. */
  async function previewOf(model: ContentModel, item: Item, expiresAt: Date): Promise<ContentPreview> {
    const when = { expiresAt: expiresAt.toISOString(), timeZone: config.siteTimezone };
    if (model.type.name === POST.name) return { kind: 'post', blog: item as unknown as Blog, ...when };
    if (model.type.name === PRODUCT.name)
      return { kind: 'product', product: item as unknown as Product, ...when };
    // Any other declared type: its item on the page every such type shares, its links and the
    // pages above it as a visitor would see them once it is published.
    const path = addressedByPath(model.type) ? pathKeyOf(String(item.path ?? '')) : null;
    const [withSections, above, lists] = await Promise.all([
      withSectionsOf(db, model.type, item as Record<string, unknown>),
      path === null ? undefined : aboveOf(db, model, path),
      listsOf(db, model.type, item as Record<string, unknown>, 1),
    ]);
    const page = { type: model.type, item, ...withSections, above, ...lists };
    return { kind: 'content', page, ...when };
  }

  /**
   * The header's and footer's menus as pages show them, in `lang` when given (issue 36: the menus'
   * versions there, a dropdown's newest posts those published there).
   */
  async function siteMenus(lang?: string): Promise<SiteMenus> {
    const { header, footer, tags } = await publicMenus(db, lang);
    // Each category a dropdown lists, read once: its newest few posts (issue 26's bounded read).
    const from = [...new Set(header.flatMap((h) => (h.postsFrom ? [h.postsFrom] : [])))];
    const newest = async (category: MenuCategory) => {
      if (!lang) return menuBlogs(db, category, MENU_POSTS_MAX);
      const { data, total } = await listBlogsIn(db, lang, { category }, { page: 1, limit: MENU_POSTS_MAX });
      return {
        posts: data.map(({ _id, slug, title }) => ({ _id, slug, title })),
        more: total > MENU_POSTS_MAX,
      };
    };
    const posts = new Map(await Promise.all(from.map(async (c) => [c, await newest(c)] as const)));
    const menus: SiteMenus = {
      header: header.map(({ entry, postsFrom }) =>
        postsFrom ? { ...entry, posts: posts.get(postsFrom)! } : entry,
      ),
      footer,
    };
    MENU_TAGS.set(menus, tags);
    return menus;
  }

  /** The reads that have versions in other languages (issue 36): the rest answer "none there" (in-language.ts). */
  function translatedReads(language: Language): Partial<SiteServices> {
    const lang = language.code;
    return {
      menus: () => siteMenus(lang),
      // A version's preview link: the version as last saved, in any status, over its item's shared
      // fields; only under its own language's prefix.
      async preview(token) {
        const link = await openPreviewLink(db, token);
        if (!link || link.lang !== lang) return null;
        const model = contentModelOf(link.kind);
        if (!model?.translations) return null;
        const [item, version] = await Promise.all([
          getItem(db, model, link.itemId, 'staff'),
          readTranslation(db, model, link.itemId, lang),
        ]);
        return item && version
          ? previewOf(model, itemInVersion(model.type, item, version), link.expiresAt)
          : null;
      },
      search: (q, page) => read(searchIn(db, q, page, language)),
      jobOpenings: async (page) => ({
        ...(await listOpenJobsIn(db, lang, { page, limit: CAREERS_PER_PAGE })),
        page,
        limit: CAREERS_PER_PAGE,
      }),
      jobOpening: async (slug) => (isValidVersionSlug(slug) ? await getJobIn(db, slug, lang) : null),
      // The route asks by the address the visitor sees (/hi/services/cloud): the item is at the rest.
      contentAt: (path, page = 1) => read(contentAtPath(db, splitLangPath(path, [lang]).path, page, lang)),
      blog: async (slug) => (isValidVersionSlug(slug) ? ((await getBlogIn(db, slug, lang)) ?? null) : null),
      legalLinks: async () =>
        (await legalTitlesIn(db, lang)).map(({ key, title }) => ({
          to: LEGAL_PAGE_PATHS[key],
          label: title,
        })),
      // Its placeholders filled from the settings' texts in that language ({address} …).
      legal: async (key) => {
        const page = await getLegalPageIn(db, key, lang);
        return page ? filledPage(page, settingsIn(await readSettings(db), lang)) : null;
      },
      categoryPosts: async (category, page) => ({
        ...(await listBlogsIn(db, lang, { category }, { page, limit: SERVICE_POSTS_PER_PAGE })),
        page,
        limit: SERVICE_POSTS_PER_PAGE,
      }),
      product: async (slug) =>
        isValidVersionSlug(slug)
          ? (((await getItemIn(db, modelOf(PRODUCT.name), slug, lang)) as Product | undefined) ?? null)
          : null,
      products: catalogue((filter) => listProductsIn(db, lang, filter)),
      // A built form in its words there, at the English form's URL name; none without a version.
      form: async (slug) => {
        if (!isValidSlug(slug)) return null;
        const row = await formRowIn(db, slug, lang);
        return row ? toPublic(row) : null;
      },
      forms: (slugs) => publicFormsIn(db, slugs.filter(isValidSlug).slice(0, 20), lang),
    };
  }

  function services(request: FastifyRequest, user: User | null): SiteServices {
    return {
      publicUrl: config.publicUrl,
      publicUrlSet: config.publicUrlSet,
      user,
      lang: DEFAULT_LANGUAGE,
      menus: () => siteMenus(),
      categoryPosts: async (category, page) => ({
        ...(await listBlogs(db, { category }, { page, limit: SERVICE_POSTS_PER_PAGE })),
        page,
        limit: SERVICE_POSTS_PER_PAGE,
      }),
      // Pages show what is published, to staff too (their drafts are seen through preview links).
      blog: async (slug) => (isName(slug) ? ((await getBlog(db, slug)) ?? null) : null),
      contentAt: (path, page = 1) => read(contentAtPath(db, path, page)),
      products: catalogue((filter) => listProducts(db, filter)),
      product: async (slug) => (isName(slug) ? ((await getProduct(db, slug)) ?? null) : null),
      search: (q, page) => read(searchSite(db, q, page)),
      async preview(token) {
        // A preview link opens the item as last saved, in any status (docs/decisions/0044); a
        // version's link opens only under its language's prefix.
        const link = await openPreviewLink(db, token);
        if (!link || link.lang !== DEFAULT_LANGUAGE.code) return null;
        const model = contentModelOf(link.kind);
        const item = model && (await getItem(db, model, link.itemId, 'staff'));
        return model && item ? previewOf(model, item, link.expiresAt) : null;
      },
      // Pages count visits only when the server (ANALYTICS) and the settings switch both say so.
      settings: async () => {
        const settings = await readSettings(db);
        return config.analytics ? settings : { ...settings, analytics: false };
      },
      jobOpenings: async (page) => ({
        ...(await listOpenJobs(db, { page, limit: CAREERS_PER_PAGE })),
        page,
        limit: CAREERS_PER_PAGE,
      }),
      // By slug only (an id or anything else is no page).
      jobOpening: async (slug) => (isValidSlug(slug) ? await getJob(db, slug) : null),
      legal: async (key) => {
        const page = await getLegalPage(db, key);
        return page ? filledPage(page, await readSettings(db)) : null;
      },
      homeSection: async () => (await listSections(db))[0] ?? null,
      legalLinks: async () => null,
      async alternates(kind, id) {
        const links: Record<string, string> = {};
        ALTERNATE_TAGS.set(links, [`${kind}:${id}`]);
        const model = contentModelOf(kind);
        if (!model?.type.publicPath) return links;
        const shown = (await readSettings(db)).languages.filter(
          (l) => l.public || l.code === DEFAULT_LANGUAGE.code,
        );
        if (shown.length < 2) return links;
        const slugs = await publicSlugs(
          db,
          model,
          id,
          shown.map((l) => l.code),
        );
        // The front page is at the site's address in each language (/, /hi), not at its own path.
        const front = model.type.name === PAGE_DOC.name && (await frontPage(db))?.id === id;
        for (const [code, slug] of Object.entries(slugs))
          if (slug !== null)
            links[code] = localPath(code, front ? PAGE.home : publicPathOf(model.type, slug)!);
        // One language alone has no alternates to name.
        if (Object.keys(links).length < 2) for (const code of Object.keys(links)) delete links[code];
        return links;
      },
      async applicationForm() {
        const consentText = await currentConsent(ctx);
        return { consentText, consentVersion: consentVersion(consentText) };
      },
      form: async (slug) => {
        if (!isValidSlug(slug)) return null;
        const row = await formRow(db, slug);
        return row ? toPublic(row) : null;
      },
      forms: (slugs) => publicForms(db, slugs.filter(isValidSlug).slice(0, 20)),
      postedForm: () => request.postedForm,
      captcha: config.captcha ? { provider: config.captcha.provider, siteKey: config.captcha.siteKey } : null,
      async sendEnquiry(fields): Promise<EnquiryResult> {
        // The same per-address budget as POST /api/v1/contact (a 503 when it cannot be counted).
        try {
          if (!(await app.spendEnquiry(request)))
            return { status: 429, body: { message: TOO_MANY_ENQUIRIES } };
        } catch (err) {
          if (err instanceof HttpError && err.statusCode === 503)
            return { status: 503, body: { message: err.message } };
          throw err;
        }
        const parsed = contactSchema.safeParse(fields);
        if (!parsed.success) {
          const error = invalidInput(parsed.error.issues);
          return { status: 400, body: { message: error.message, errors: error.errors } };
        }
        // Without JavaScript the form carries no attribution; the page it was posted from is the Referer.
        try {
          await acceptEnquiry(ctx, parsed.data, {
            refererPage: pageFromReferer(request.headers.referer, originOf(request)),
            visit: ctx.analytics.visitFor(request),
          });
        } catch (err) {
          if (err instanceof HttpError && err.statusCode === 400)
            return { status: 400, body: { message: err.message, errors: err.errors } };
          throw err;
        }
        return { status: 201, body: { success: true, message: MESSAGES.contact.success } };
      },
      reportError(error, status) {
        // The same line as the API's client faults (plugins/errors.ts): no stack, below error level.
        if (status < 500) request.log.info({ statusCode: status, reason: reason(error) }, 'client error');
        else request.log.error({ err: error }, 'page failed');
      },
    };
  }
}
