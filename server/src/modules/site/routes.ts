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
import { CODE_PAGE_PATHS, PAGE, SITEMAP, SITEMAP_FILE_URLS } from '@vyoma/contract';
import { addressedByPath, JOB, publicPathOf, sitemapPartOf } from '@vyoma/contract/content-types';
import { FRONT_PAGE_SEED } from '@vyoma/contract/page-seeds';
import { and, eq, sql } from 'drizzle-orm';
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { AppContext } from '../../context.ts';
import { seededPages } from '../../db/schema.ts';
import { xmlEscape } from '../../http/xml.ts';
import { shows } from '../../plugins/content-changes.ts';
import {
  contentModels,
  publicNow,
  type SitemapSource,
  sitemapEntries,
  sitemapFiles,
} from '../content/index.ts';

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

/** A sitemap part other than the pages (posts, products, careers, another type's). */
type ItemPart = string;
interface Source {
  source: SitemapSource;
  page: (ref: string) => string;
  tag: string;
}

/**
 * What the sitemap lists after the pages: every content type declared for it with pages of its own,
 * its items that are public now by its workflow (published; open and not past their last day) and,
 * with SEO fields, not marked noindex: posts, products, then the rest.
 */
function itemSources(): Record<ItemPart, Source> {
  const sources: Record<ItemPart, Source> = {};
  for (const { type, table: t } of contentModels()) {
    const byPath = addressedByPath(type);
    if (!type.sitemap || !(byPath || type.publicPath?.includes('{slug}')) || !type.slug) continue;
    sources[sitemapPartOf(type)] = {
      source: {
        table: t,
        // What fills its public path: the slug, or (a type addressed by path) the path.
        slug: byPath ? t.path : t.slug,
        updatedAt: t.updatedAt,
        order: [t.createdAt, t.id],
        where: (now) =>
          and(
            publicNow(type.name, now),
            type.seo ? eq(t.noindex, false) : undefined,
            // The front page is listed at / (the fixed entries), never at its own address (a redirect).
            byPath
              ? sql`not exists (select 1 from ${seededPages} where ${seededPages.key} = ${FRONT_PAGE_SEED} and ${seededPages.pageId} = ${t.id})`
              : undefined,
          ),
      },
      page: (ref) => publicPathOf(type, ref)!,
      tag: type.name,
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
  const ITEM_PARTS: ItemPart[] = Object.keys(SOURCES);
  /** /sitemaps/pages.xml, /sitemaps/posts-3.xml … */
  const FILE_NAME = new RegExp(`^(pages|(${ITEM_PARTS.join('|')})-([1-9]\\d{0,5}))\\.xml$`);

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
  async function filesOfEveryKind(now: Date) {
    const files = await Promise.all(
      ITEM_PARTS.map((part) => sitemapFiles(db, SOURCES[part]!.source, sitemapFileUrls, now)),
    );
    return Object.fromEntries(ITEM_PARTS.map((part, i) => [part, files[i]!])) as Record<ItemPart, Date[]>;
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

  // The index and the pages file name every kind's newest change: any of them drops them.
  const everyKind = ITEM_PARTS.map((part) => SOURCES[part]!.tag);

  app.get(SITEMAP.index, { config: { publicCache: true } }, async (request, reply) => {
    shows(request, ...everyKind);
    const files = await filesOfEveryKind(new Date());
    const entries = [
      { path: SITEMAP.file('pages'), lastmod: newest(staticPages(files).flatMap((p) => p.lastmod ?? [])) },
      ...ITEM_PARTS.flatMap((part) =>
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
      let urls: { path: string; lastmod?: Date }[];
      if (name[1] === 'pages') {
        shows(request, ...everyKind);
        urls = staticPages(await filesOfEveryKind(now));
      } else {
        const { source, page, tag } = SOURCES[name[2]!]!;
        shows(request, tag);
        const items = await sitemapEntries(db, source, Number(name[3]), sitemapFileUrls, now);
        // Past the last file there is no file.
        if (items.length === 0) return reply.status(404).send({ message: 'Not found' });
        urls = items.map((item) => ({ path: page(item.slug), lastmod: item.updatedAt }));
      }
      const body = urls.map((u) => `  <url><loc>${url(u.path)}</loc>${lastmod(u.lastmod)}</url>`).join('\n');
      return sendXml(
        reply,
        `<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${body}\n</urlset>`,
      );
    },
  );

  // Unknown API paths and files (pages answer their own 404, see modules/pages).
  app.setNotFoundHandler((_request, reply) => reply.status(404).send({ message: 'Not found' }));
}
