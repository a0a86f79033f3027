/**
 * Site-level routes: health and readiness checks, robots.txt and the sitemap. Stored media (/uploads)
 * are served by modules/media, the pages themselves by modules/pages.
 *
 * The sitemap (issue 26) is an index (/sitemap.xml) of files of at most SITEMAP_FILE_URLS URLs each:
 * the pages without an id, then the posts, products and open openings, oldest first in numbered files.
 * Each file reads only its own rows; the index reads one row per file (its newest change). Both are
 * cached and announced like any page (plugins/public-cache.ts): a change to what a file lists drops
 * it, and a CDN keeps them under the same tags.
 */
import { CODE_PAGE_PATHS, LEGAL_PAGE_PATHS, PAGE, SITEMAP, SITEMAP_FILE_URLS } from '@vyoma/contract';
import {
  addressedByPath,
  JOB,
  LEGAL,
  PAGE_DOC,
  publicPathOf,
  shownInOtherLanguages,
  sitemapPartOf,
} from '@vyoma/contract/content-types';
import { DEFAULT_LANGUAGE_CODE, localPath } from '@vyoma/contract/language-rules';
import { FRONT_PAGE_SEED } from '@vyoma/contract/page-seeds';
import { and, eq, sql } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { AppContext } from '../../context.ts';
import { TAG } from '../../db/change-feed.ts';
import { seededPages } from '../../db/schema.ts';
import { xmlEscape } from '../../http/xml.ts';
import { shows } from '../../plugins/content-changes.ts';
import {
  type ContentModel,
  contentModels,
  frontPage,
  modelOf,
  publicInLanguage,
  publicNow,
  publicSlugs,
  publicSlugsOf,
  type SitemapSource,
  sitemapEntries,
  sitemapFiles,
} from '../content/index.ts';
import { readSettings } from '../settings/index.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /**
     * The start of a shutdown (main.ts, on SIGTERM): /readyz answers 503 from now on, everything else
     * is served as before; resolves after SHUTDOWN_DRAIN_SECONDS, when the server may close.
     */
    beginShutdown(): Promise<void>;
  }
}

const SHORT_CACHE = 'public, max-age=3600';
/** Staff areas: nothing there for search engines. */
const DISALLOWED = ['/api/', '/admin', '/wp-admin'];

/** A sitemap part other than the pages (posts, products, careers, another type's; `products-hi`). */
type ItemPart = string;
interface Source {
  source: SitemapSource;
  page: (ref: string) => string;
  tag: string;
  /** Its type, when its entries name their versions in other languages (issue 36). */
  model?: ContentModel | undefined;
}

/** Not the front page (seeded_pages' `home`): it is at / (or /hi), never at its own address. */
const notTheFrontPage = (t: { id: PgColumn }) =>
  sql`not exists (select 1 from ${seededPages} where ${seededPages.key} = ${FRONT_PAGE_SEED} and ${seededPages.pageId} = ${t.id})`;

/**
 * What the sitemap lists after the pages: every content type declared for it with pages of its own,
 * its items that are public now by its workflow (published; open and not past their last day) and,
 * with SEO fields, not marked noindex: posts, products, then the rest.
 */
function itemSources(): Record<ItemPart, Source> {
  const sources: Record<ItemPart, Source> = {};
  for (const model of contentModels()) {
    const { type, table: t } = model;
    const byPath = addressedByPath(type);
    if (!type.sitemap || !(byPath || type.publicPath?.includes('{slug}')) || !type.slug) continue;
    sources[sitemapPartOf(type)] = {
      source: {
        table: t,
        // What fills its public path: the slug, or (a type addressed by path) the path.
        slug: byPath ? t.path : t.slug,
        id: t.id,
        updatedAt: t.updatedAt,
        order: [t.createdAt, t.id],
        where: (now) =>
          and(
            publicNow(type.name, now),
            type.seo ? eq(t.noindex, false) : undefined,
            // The front page is listed at / (the fixed entries), never at its own address (a redirect).
            byPath ? notTheFrontPage(t) : undefined,
          ),
      },
      page: (ref) => publicPathOf(type, ref)!,
      tag: type.name,
      model: shownInOtherLanguages(type) ? model : undefined,
    };
  }
  return sources;
}

/**
 * Issue 36: the parts of the languages shown besides the default (`products-hi`): a translatable
 * type's items whose version in that language is public (and not noindex there), at their addresses
 * in it, in the same order as the default language's part.
 */
function languageSources(
  base: Record<ItemPart, Source>,
  languages: readonly string[],
): Record<ItemPart, Source> {
  const sources: Record<ItemPart, Source> = {};
  for (const [part, { model, tag }] of Object.entries(base)) {
    if (!model?.translations) continue;
    const { type, table: t, translations: tr } = model;
    // A page's version is at its path there under the prefix (content/version-paths.ts); the front
    // page at /hi, never at its own address.
    const byPath = addressedByPath(type);
    for (const lang of languages)
      sources[`${part}-${lang}`] = {
        source: {
          table: t,
          join: { table: tr, on: and(eq(tr.itemId as typeof t.id, t.id), eq(tr.lang as typeof t.id, lang))! },
          id: t.id,
          slug: byPath ? tr.path : tr.slug,
          updatedAt: tr.updatedAt,
          order: [t.createdAt, t.id],
          where: () =>
            and(
              publicInLanguage(model),
              type.seo ? eq(tr.noindex, false) : undefined,
              byPath ? notTheFrontPage(t) : undefined,
            ),
        },
        page: (ref) => localPath(lang, publicPathOf(type, ref)!),
        tag,
        model,
      };
  }
  return sources;
}

export interface SiteRouteOptions {
  /** URLs per sitemap file (tests split a small site into several files). */
  sitemapFileUrls?: number;
}

const newest = (dates: Date[]) =>
  dates.reduce<Date | undefined>((max, d) => (!max || d > max ? d : max), undefined);
const lastmod = (d: Date | undefined) => (d ? `<lastmod>${d.toISOString()}</lastmod>` : '');

function sendXml(reply: FastifyReply, body: string) {
  reply.type('application/xml; charset=utf-8');
  return `<?xml version="1.0" encoding="UTF-8"?>\n${body}\n`;
}

export async function siteRoutes(
  app: FastifyInstance,
  ctx: AppContext,
  { sitemapFileUrls = SITEMAP_FILE_URLS }: SiteRouteOptions = {},
): Promise<void> {
  const { config, database, db } = ctx;
  const url = (path: string) => xmlEscape(`${config.publicUrl}${path}`);
  // The types are all registered before the routes (app.ts).
  const SOURCES = itemSources();
  /** /sitemaps/pages.xml, /sitemaps/posts-3.xml, /sitemaps/products-hi-1.xml … */
  const FILE_NAME = /^(pages|([a-z0-9-]+?)-([1-9]\d{0,5}))\.xml$/;

  /**
   * The parts listed now, and the languages shown besides the default: the settings say which
   * (their change drops the sitemap, as it drops every page).
   */
  async function partsNow(request: FastifyRequest) {
    shows(request, TAG.settings);
    const others = (await readSettings(db)).languages
      .filter((l) => l.public && l.code !== DEFAULT_LANGUAGE_CODE)
      .map((l) => l.code);
    const sources = { ...SOURCES, ...languageSources(SOURCES, others) };
    return { sources, parts: Object.keys(sources), languages: [DEFAULT_LANGUAGE_CODE, ...others] };
  }

  app.get('/healthz', async (request, reply) => {
    reply.header('Cache-Control', 'no-store');
    try {
      await database.ping();
      return { status: 'ok' };
    } catch (err) {
      request.log.warn({ err }, 'health check failed');
      return reply.status(503).send({ status: 'unavailable', message: 'The database is not answering.' });
    }
  });

  // Whether a load balancer should send this process requests: no from the moment it starts to shut
  // down. It asks nothing of the database (every process shares it: /healthz tells whether it answers).
  let stopping = false;
  app.decorate('beginShutdown', async () => {
    stopping = true;
    await new Promise((resolve) => setTimeout(resolve, config.shutdownDrainSeconds * 1000));
  });
  app.get('/readyz', async (_request, reply) => {
    reply.header('Cache-Control', 'no-store');
    if (stopping) return reply.status(503).send({ status: 'stopping' });
    return { status: 'ready' };
  });

  app.get('/robots.txt', async (_request, reply) => {
    reply.type('text/plain; charset=utf-8').header('Cache-Control', SHORT_CACHE);
    const rules = DISALLOWED.map((p) => `Disallow: ${p}`).join('\n');
    return `User-agent: *\nAllow: /\n${rules}\n\nSitemap: ${config.publicUrl}${SITEMAP.index}\n`;
  });

  /** Each kind's files: the newest change of each (one row per file, read from the database). */
  async function filesOfEveryKind(now: Date, sources: Record<ItemPart, Source> = SOURCES) {
    const parts = Object.keys(sources);
    const files = await Promise.all(
      parts.map((part) => sitemapFiles(db, sources[part]!.source, sitemapFileUrls, now)),
    );
    return Object.fromEntries(parts.map((part, i) => [part, files[i]!])) as Record<ItemPart, Date[]>;
  }

  /**
   * The `xhtml:link` alternates of a file's entries (issue 36): for each item public in two languages
   * or more, every version's address and x-default the default language's; what the pages' hreflang
   * links say (publicSlugsOf).
   */
  async function alternatesOf(
    source: Source,
    items: { id?: string }[],
    languages: readonly string[],
  ): Promise<Map<string, string>> {
    const out = new Map<string, string>();
    if (!source.model || languages.length < 2) return out;
    const type = source.model.type;
    const slugs = await publicSlugsOf(
      db,
      source.model,
      items.flatMap((i) => (i.id ? [i.id] : [])),
      languages,
    );
    for (const [id, byLang] of slugs) {
      const shown = Object.entries(byLang).filter((e): e is [string, string] => e[1] !== null);
      if (shown.length < 2) continue;
      const link = (hreflang: string, lang: string, slug: string) =>
        `\n    <xhtml:link rel="alternate" hreflang="${hreflang}" href="${url(localPath(lang, publicPathOf(type, slug)!))}"/>`;
      const fallback = byLang[DEFAULT_LANGUAGE_CODE];
      out.set(
        id,
        [
          ...shown.map(([code, slug]) => link(code, code, slug)),
          ...(fallback ? [link('x-default', DEFAULT_LANGUAGE_CODE, fallback)] : []),
        ].join(''),
      );
    }
    return out;
  }

  /** The pages without an id; those fed by content change when their content does (the rest: no lastmod). */
  function staticPages(files: Record<ItemPart, Date[]>) {
    const posts = newest(files.posts ?? []);
    const contentDates: Record<string, Date | undefined> = {
      [PAGE.home]: posts,
      [PAGE.products]: newest(files.products ?? []),
      [PAGE.backOffice]: posts,
      [PAGE.digitalMarketing]: posts,
      [PAGE.careers]: newest(files[sitemapPartOf(JOB)] ?? []),
    };
    // The code's pages; the seeded ones are pages, in the pages' own sitemap file.
    return CODE_PAGE_PATHS.map((p) => ({ path: p, lastmod: contentDates[p] }));
  }

  /**
   * Issue 36: the code's pages in every shown language they are in, each naming the others: the
   * product list in all of them (it is the same page), the home page where the front page has a
   * published version, a legal page where it has one. One language shown: the list as it was.
   */
  async function inEveryLanguage(
    request: FastifyRequest,
    pages: { path: string; lastmod?: Date | undefined }[],
  ): Promise<{ path: string; lastmod?: Date | undefined; alternates?: string }[]> {
    const { languages } = await partsNow(request);
    if (languages.length < 2) return pages;
    shows(request, TAG.legal, PAGE_DOC.name);
    const legal = Object.entries(LEGAL_PAGE_PATHS) as [string, string][];
    const legalModel = modelOf(LEGAL.name);
    const [legalIn, front] = await Promise.all([
      publicSlugsOf(
        db,
        legalModel,
        legal.map(([key]) => key),
        languages,
      ),
      frontPage(db),
    ]);
    const frontIn = front ? await publicSlugs(db, modelOf(PAGE_DOC.name), front.id, languages) : null;
    const inLanguages = (path: string): string[] => {
      if (path === PAGE.products) return languages;
      const key = legal.find(([, at]) => at === path)?.[0];
      const slugs = key ? legalIn.get(key) : path === PAGE.home ? frontIn : null;
      // The English home page is there even without a front page (its seed).
      return languages.filter((l) => l === DEFAULT_LANGUAGE_CODE || slugs?.[l]);
    };
    return pages.flatMap((page) => {
      const codes = inLanguages(page.path);
      if (codes.length < 2) return [page];
      const alternates = [
        ...codes.map((code) => [code, code] as const),
        ['x-default', DEFAULT_LANGUAGE_CODE] as const,
      ]
        .map(
          ([hreflang, code]) =>
            `\n    <xhtml:link rel="alternate" hreflang="${hreflang}" href="${url(localPath(code, page.path))}"/>`,
        )
        .join('');
      return codes.map((code) => ({ ...page, path: localPath(code, page.path), alternates }));
    });
  }

  // The index and the pages file name every kind's newest change: any of them drops them.
  const everyKind = Object.values(SOURCES).map((s) => s.tag);

  app.get(SITEMAP.index, { config: { publicCache: true } }, async (request, reply) => {
    shows(request, ...everyKind);
    const { sources, parts } = await partsNow(request);
    const files = await filesOfEveryKind(new Date(), sources);
    const entries = [
      { path: SITEMAP.file('pages'), lastmod: newest(staticPages(files).flatMap((p) => p.lastmod ?? [])) },
      ...parts.flatMap((part) =>
        files[part]!.map((at, i) => ({ path: SITEMAP.file(part, i + 1), lastmod: at })),
      ),
    ];
    const body = entries
      .map((e) => `  <sitemap><loc>${url(e.path)}</loc>${lastmod(e.lastmod)}</sitemap>`)
      .join('\n');
    return sendXml(
      reply,
      `<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${body}\n</sitemapindex>`,
    );
  });

  app.get<{ Params: { file: string } }>(
    `${SITEMAP.dir}/:file`,
    { config: { publicCache: true } },
    async (request, reply) => {
      const name = FILE_NAME.exec(request.params.file);
      if (!name) return reply.status(404).send({ message: 'Not found' });
      const now = new Date();
      let urls: { path: string; lastmod?: Date; alternates?: string | undefined }[];
      if (name[1] === 'pages') {
        shows(request, ...everyKind);
        urls = await inEveryLanguage(request, staticPages(await filesOfEveryKind(now)));
      } else {
        const { sources, languages } = await partsNow(request);
        const found = sources[name[2]!];
        if (!found) return reply.status(404).send({ message: 'Not found' });
        const { source, page, tag } = found;
        shows(request, tag);
        const items = await sitemapEntries(db, source, Number(name[3]), sitemapFileUrls, now);
        // Past the last file there is no file.
        if (items.length === 0) return reply.status(404).send({ message: 'Not found' });
        const alternates = await alternatesOf(found, items, languages);
        urls = items.map((item) => ({
          path: page(item.slug),
          lastmod: item.updatedAt,
          alternates: item.id ? alternates.get(item.id) : undefined,
        }));
      }
      const body = urls
        .map(
          (u) =>
            `  <url><loc>${url(u.path)}</loc>${lastmod(u.lastmod)}${u.alternates ? `${u.alternates}\n  ` : ''}</url>`,
        )
        .join('\n');
      // The xhtml namespace only where an entry names its versions (English files are as they were).
      const xhtml = urls.some((u) => u.alternates) ? ' xmlns:xhtml="http://www.w3.org/1999/xhtml"' : '';
      return sendXml(
        reply,
        `<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9"${xhtml}>\n${body}\n</urlset>`,
      );
    },
  );

  // Unknown API paths and files (pages answer their own 404, see modules/pages).
  app.setNotFoundHandler((_request, reply) => reply.status(404).send({ message: 'Not found' }));
}
