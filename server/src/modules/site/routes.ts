/**
 * Site-level routes: health and readiness checks, robots.txt and sitemap.xml. Stored media (/uploads)
 * are served by modules/media, the pages themselves by modules/pages.
 */
import { PAGE, PUBLIC_STATIC_PATHS } from '@vyoma/contract';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context.ts';
import { TAG } from '../../db/change-feed.ts';
import { xmlEscape } from '../../http/xml.ts';
import { shows } from '../../plugins/content-changes.ts';
import { sitemapBlogs } from '../blogs/index.ts';
import { sitemapJobs } from '../careers/index.ts';
import { sitemapProducts } from '../products/index.ts';

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

export async function siteRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  const { config, database, db } = ctx;

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
    return `User-agent: *\nAllow: /\n${rules}\n\nSitemap: ${config.publicUrl}/sitemap.xml\n`;
  });

  // Cached and announced like any page (plugins/public-cache.ts): a change to a post, product or
  // opening drops it.
  app.get('/sitemap.xml', { config: { publicCache: true } }, async (request, reply) => {
    shows(request, TAG.post, TAG.product, TAG.job);
    const [blogs, products, jobs] = await Promise.all([
      sitemapBlogs(db),
      sitemapProducts(db),
      sitemapJobs(db),
    ]);
    const newest = (items: { updatedAt: Date }[]) =>
      items.reduce<Date | undefined>((max, i) => (!max || i.updatedAt > max ? i.updatedAt : max), undefined);
    // Pages fed by content change when their content does; the rest with a deploy (no lastmod).
    const contentDates: Record<string, Date | undefined> = {
      [PAGE.home]: newest(blogs),
      [PAGE.products]: newest(products),
      [PAGE.backOffice]: newest(blogs),
      [PAGE.digitalMarketing]: newest(blogs),
      [PAGE.careers]: newest(jobs),
    };
    const urls: { loc: string; lastmod?: Date }[] = [
      ...PUBLIC_STATIC_PATHS.map((p) => ({ loc: `${config.publicUrl}${p}`, lastmod: contentDates[p] })),
      ...blogs.map((b) => ({ loc: `${config.publicUrl}${PAGE.blog(b.slug)}`, lastmod: b.updatedAt })),
      ...products.map((p) => ({ loc: `${config.publicUrl}${PAGE.product(p.slug)}`, lastmod: p.updatedAt })),
      ...jobs.map((j) => ({ loc: `${config.publicUrl}${PAGE.careerOpening(j.slug)}`, lastmod: j.updatedAt })),
    ];
    const body = urls
      .map(
        (u) =>
          `  <url><loc>${xmlEscape(u.loc)}</loc>${u.lastmod ? `<lastmod>${u.lastmod.toISOString()}</lastmod>` : ''}</url>`,
      )
      .join('\n');
    reply.type('application/xml; charset=utf-8');
    return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${body}\n</urlset>\n`;
  });

  // Unknown API paths and files (pages answer their own 404, see modules/pages).
  app.setNotFoundHandler((_request, reply) => reply.status(404).send({ message: 'Not found' }));
}
