/**
 * Stored media under /uploads/*: generated, never reused names, so they are cached for a year, carry
 * an ETag and answer range requests (videos). With MEDIA_STORE=database a file is copied from the
 * database into this process's cache on its first request and served from there afterwards.
 */
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context.ts';
import { uploadName } from './store.ts';

const IMMUTABLE = 'public, max-age=31536000, immutable';

export async function mediaRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  const { media, db } = ctx;
  await app.register(async (scope) => {
    if (media.store.kind === 'database') {
      scope.addHook('onRequest', async (request) => {
        const raw = request.url.split('?')[0] ?? '';
        let name: string | null = null;
        try {
          name = uploadName(decodeURIComponent(raw));
        } catch {
          name = null;
        }
        // Unknown names fall through to the static handler's 404.
        if (name) await media.store.ensureLocal(db, name);
      });
    }
    await scope.register(fastifyStatic, {
      root: media.store.serveDir,
      prefix: '/uploads/',
      decorateReply: false,
      index: false,
      acceptRanges: true,
      etag: true,
      lastModified: true,
      // Temporary files of an in-progress cache fill start with a dot.
      dotfiles: 'deny',
      setHeaders(reply) {
        reply.header('Cache-Control', IMMUTABLE);
        reply.header('X-Content-Type-Options', 'nosniff');
      },
    });
  });
}
