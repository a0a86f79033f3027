/**
 * GET /api/v1/admin/backup (admin): streams a backup archive of the running site (archive.ts).
 * A GET, but it hands out every row and file, so besides the admin session it refuses cross-site
 * requests like a mutation does (plugins/security.ts crossSiteCheck).
 */
import { ROUTES } from '@vyoma/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../context.ts';
import { recordAudit } from '../../plugins/audit.ts';
import { crossSiteCheck } from '../../plugins/security.ts';
import { createBackup, readerLeft } from './archive.ts';

const stamp = (d: Date) => d.toISOString().replace(/[-:]/g, '').replace('T', '-').slice(0, 15);

export const backupRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  app.get(
    ROUTES.adminBackup,
    {
      // Audited by the handler, before the dump starts, so the archive holds its own download entry.
      config: { permission: 'backups', audit: false },
      onRequest: crossSiteCheck(ctx.config),
      schema: {
        tags: ['backup'],
        summary:
          'Download a backup of the running site: manifest, every table and every media file (.tar.gz)',
        produces: ['application/gzip'],
        response: { 200: z.string().meta({ format: 'binary', description: 'A .tar.gz archive' }) },
      },
    },
    async (request, reply) => {
      request.log.info({ admin: request.user?.email }, 'backup download started');
      await recordAudit(ctx, request, {
        action: 'backup.download',
        target: null,
        targetLabel: null,
        fields: [],
      });
      const stream = createBackup(ctx.database, ctx.media, (err) => {
        if (!err) return;
        // A cancelled download or a dropped connection is the client's doing: the dump stops, the
        // server goes on. Anything else is ours (a read failed): the client sees a cut archive.
        if (readerLeft(err)) request.log.info({ admin: request.user?.email }, 'backup download cancelled');
        else request.log.error({ err }, 'backup failed while streaming');
      });
      return (
        reply
          .header('Content-Type', 'application/gzip')
          .header('Content-Disposition', `attachment; filename="vyoma-backup-${stamp(new Date())}.tar.gz"`)
          .header('Cache-Control', 'no-store')
          // The documented 200 is a binary string; the archive is streamed as it is written.
          .send(stream as unknown as string)
      );
    },
  );
};
