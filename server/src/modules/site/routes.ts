/**
 * Site-level routes: health check, robots.txt, sitemap.xml, the built SPA (WEB_DIST_DIR) and stored
 * media (/uploads). Unknown page paths are sent to the hash route of the same name.
 */
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import { PUBLIC_STATIC_PATHS } from '@vyoma/contract';
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { AppContext } from '../../context.ts';
import { allBlogIds } from '../blogs/repository.ts';
import { allProductIds } from '../products/repository.ts';

const IMMUTABLE = 'public, max-age=31536000, immutable';
const SHORT_CACHE = 'public, max-age=3600';

const xmlEscape = (s: string) =>
  s.replace(
    /[<>&'"]/g,
    (c) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', "'": '&apos;', '"': '&quot;' })[c]!,
  );

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

  app.get('/robots.txt', async (_request, reply) => {
    reply.type('text/plain; charset=utf-8').header('Cache-Control', SHORT_CACHE);
    return `User-agent: *\nAllow: /\nDisallow: /api/\n\nSitemap: ${config.publicUrl}/sitemap.xml\n`;
  });

  app.get('/sitemap.xml', async (_request, reply) => {
    const [blogs, products] = await Promise.all([allBlogIds(db), allProductIds(db)]);
    const urls: { loc: string; lastmod?: Date }[] = [
      ...PUBLIC_STATIC_PATHS.map((p) => ({ loc: `${config.publicUrl}/#${p}` })),
      ...blogs.map((b) => ({ loc: `${config.publicUrl}/#/blog/${b.id}`, lastmod: b.updatedAt })),
      ...products.map((p) => ({ loc: `${config.publicUrl}/#/product/${p.id}`, lastmod: p.updatedAt })),
    ];
    const body = urls
      .map(
        (u) =>
          `  <url><loc>${xmlEscape(u.loc)}</loc>${u.lastmod ? `<lastmod>${u.lastmod.toISOString()}</lastmod>` : ''}</url>`,
      )
      .join('\n');
    reply.type('application/xml; charset=utf-8').header('Cache-Control', 'public, max-age=300');
    return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${body}\n</urlset>\n`;
  });

  // Stored media: unique generated names, so they can be cached forever. Ranges work (videos).
  await app.register(fastifyStatic, {
    root: ctx.uploadsDir,
    prefix: '/uploads/',
    decorateReply: false,
    index: false,
    acceptRanges: true,
    setHeaders(reply) {
      reply.header('Cache-Control', IMMUTABLE);
      reply.header('X-Content-Type-Options', 'nosniff');
    },
  });

  const indexFile = path.join(config.webDistDir, 'index.html');
  if (existsSync(indexFile)) {
    // Read once: the placeholder becomes the configured origin (canonical links, share tags).
    const html = readFileSync(indexFile, 'utf8').replaceAll('%PUBLIC_URL%', config.publicUrl);
    const sendIndex = async (_req: unknown, reply: FastifyReply) =>
      reply.type('text/html; charset=utf-8').header('Cache-Control', 'no-cache').send(html);
    app.get('/', sendIndex);
    app.get('/index.html', sendIndex);
    await app.register(fastifyStatic, {
      root: config.webDistDir,
      prefix: '/',
      decorateReply: false,
      index: false,
      wildcard: true,
      setHeaders(reply, filePath) {
        const rel = path.relative(config.webDistDir, filePath).split(path.sep).join('/');
        // Vite puts content-hashed names under assets/; everything else may change between builds.
        reply.header('Cache-Control', rel.startsWith('assets/') ? IMMUTABLE : SHORT_CACHE);
      },
    });
  } else {
    app.get('/', async (_request, reply) =>
      reply
        .status(503)
        .type('text/plain; charset=utf-8')
        .header('Cache-Control', 'no-store')
        .send('The web app is not built yet: run npm run build'),
    );
  }

  app.setNotFoundHandler((request, reply) => {
    const pathname = request.url.split('?')[0] ?? '/';
    const isPage =
      (request.method === 'GET' || request.method === 'HEAD') &&
      !pathname.startsWith('/api/') &&
      pathname !== '/api' &&
      !pathname.startsWith('/uploads/') &&
      !pathname.startsWith('/assets/') &&
      (request.headers.accept ?? '').includes('text/html');
    if (isPage) {
      // Someone typed /contactUs: the app routes by hash.
      return reply.redirect(`/#${pathname}`, 302);
    }
    return reply.status(404).send({ message: 'Not found' });
  });
}
