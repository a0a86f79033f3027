/**
 * The media library's API (issue 19, docs/decisions/0049): the grid with where each file is used,
 * upload straight into it, alt text, replace (every reference follows), delete and bulk delete
 * (refused while anything uses a file).
 */
import {
  CONTENT_IMAGE_TYPES,
  can,
  MEDIA_MESSAGES,
  ROLE_MESSAGES,
  ROUTES,
  VIDEO_TYPES,
} from '@vyoma/contract';
import { DEFAULT_LANGUAGE_CODE } from '@vyoma/contract/language-rules';
import {
  mediaBulkDeleteResponse,
  mediaInUseResponse,
  mediaItemResponse,
  mediaListResponse,
  successResponse,
} from '@vyoma/contract/responses';
import {
  idParams,
  mediaBulkDeleteSchema,
  mediaListQuerySchema,
  mediaReplaceSchema,
  mediaUpdateSchema,
  mediaUploadSchema,
} from '@vyoma/contract/schemas';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../context.ts';
import { badRequest, HttpError, notFound } from '../../http/errors.ts';
import { errorResponses, requireExisting } from '../../http/schemas.ts';
import { readSettings } from '../settings/index.ts';
import { prepareUpload } from './pipeline.ts';
import { usedLive } from './references.ts';
import {
  getMediaItem,
  getMediaItemByPath,
  listMedia,
  mediaRowById,
  mediaSnapshot,
  updateMediaText,
} from './repository.ts';

const tags = ['media'];
const params = idParams(MEDIA_MESSAGES.notFound);
const LIBRARY_TYPES = [...CONTENT_IMAGE_TYPES, ...VIDEO_TYPES];

/**
 * An author (who may not publish) is told only of uses they may see, and describes only their own
 * uploads and files nothing live uses: alt text on a live page is a change to what is published.
 * null: an editor or admin, who sees and describes everything.
 */
const authorOf = (request: FastifyRequest) =>
  request.user && !can(request.user.role, 'publish') ? request.user._id : null;

export const mediaLibraryRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  const { db, media } = ctx;
  const snapshot = (id: string) => mediaSnapshot(db, id);

  app.get(
    ROUTES.adminMedia,
    {
      config: { permission: 'media' },
      schema: {
        tags,
        summary: 'The media library: newest first, searchable, with where each file is used',
        querystring: mediaListQuerySchema,
        response: { 200: mediaListResponse, ...errorResponses(400) },
      },
    },
    async (request) => {
      const { items, total } = await listMedia(db, request.query, authorOf(request));
      return { success: true as const, data: items, total };
    },
  );

  app.post(
    ROUTES.adminMedia,
    {
      // Nothing public changes until a form uses the file.
      config: { permission: 'media', keepsContent: true, audit: { action: 'media.upload', target: 'media' } },
      schema: {
        tags,
        summary: 'Upload an image or a video into the library, with its alt text or the decorative mark',
        consumes: ['multipart/form-data'],
        body: mediaUploadSchema,
        response: { 201: mediaItemResponse, ...errorResponses(400, 413) },
      },
    },
    async (request, reply) => {
      const { file, alt, decorative } = request.body;
      const prepared = await prepareUpload(file, LIBRARY_TYPES, 'File', 'file');
      const [stored] = await media.commitWith([prepared], async (_tx, s) => s, {
        alt: alt ?? null,
        decorative: decorative ?? false,
        uploadedBy: request.user?._id ?? null,
      });
      const item = (await getMediaItemByPath(db, stored!.path, authorOf(request)))!;
      request.auditNote = {
        target: `media:${item._id}`,
        targetLabel: item.name,
        fields: ['file', ...(alt ? ['alt'] : []), ...(decorative ? ['decorative'] : [])],
      };
      return reply.code(201).send({ success: true as const, data: item });
    },
  );

  app.patch(
    ROUTES.adminMediaItem,
    {
      config: { permission: 'media', audit: { action: 'media.update', target: 'media', snapshot } },
      schema: {
        tags,
        summary:
          'Write alt text (in the site’s own language, or in others by language code: `altIn`), or mark the image as decorative (pages then say alt=""). An author: only their own uploads and files nothing published or scheduled uses (403)',
        params,
        body: mediaUpdateSchema,
        response: { 200: mediaItemResponse, ...errorResponses(400, 403, 404) },
      },
    },
    async (request) => {
      const { id } = request.params;
      const { alt, decorative, altIn } = request.body;
      if (altIn) {
        // Alt text in another language: one the site has, never its own (that is `alt`).
        const [own, ...others] = (await readSettings(db)).languages;
        const stray = Object.keys(altIn).find((code) => !others.some((l) => l.code === code));
        if (stray !== undefined) {
          const message =
            stray === DEFAULT_LANGUAGE_CODE
              ? `${own?.englishName ?? 'English'} is the site’s own language: send its alt text as alt`
              : `The site has no language “${stray}”`;
          throw badRequest(message, `altIn.${stray}`);
        }
      }
      const author = authorOf(request);
      if (author) {
        const row = await mediaRowById(db, id);
        if (!row) throw notFound(MEDIA_MESSAGES.notFound);
        if (row.uploadedBy !== author && (await usedLive(db, row.path)))
          throw new HttpError(403, ROLE_MESSAGES.authorLiveImage);
      }
      if (!(await updateMediaText(db, id, { alt, decorative, ...(altIn ? { altIn } : {}) })))
        throw notFound(MEDIA_MESSAGES.notFound);
      const item = (await getMediaItem(db, id, author))!;
      request.auditNote = { targetLabel: item.name };
      return { success: true as const, data: item };
    },
  );

  app.put(
    ROUTES.adminMediaFile,
    {
      config: { permission: 'mediaManage', audit: { action: 'media.replace', target: 'media', snapshot } },
      preValidation: requireExisting(params, MEDIA_MESSAGES.notFound, (id) => getMediaItem(db, id)),
      schema: {
        tags,
        summary:
          'Replace the file (same kind): new URL and renditions; every place that used it shows the new one',
        consumes: ['multipart/form-data'],
        params,
        body: mediaReplaceSchema,
        response: { 200: mediaItemResponse, ...errorResponses(400, 404, 413) },
      },
    },
    async (request) => {
      const { id } = request.params;
      const { file } = request.body;
      const prepared = await prepareUpload(file, LIBRARY_TYPES, 'File', 'file');
      const { to } = await media.replace(id, prepared, prepared.originalName ?? `file.${prepared.ext}`);
      const item = (await getMediaItem(db, id))!;
      request.auditNote = { targetLabel: `${item.name} (${to})`, fields: ['file'] };
      return { success: true as const, data: item };
    },
  );

  app.delete(
    ROUTES.adminMediaItem,
    {
      config: { permission: 'mediaManage', audit: { action: 'media.delete', target: 'media', snapshot } },
      schema: {
        tags,
        summary: 'Delete a file nothing uses (409 with usedBy while anything does)',
        params,
        response: { 200: successResponse, 409: mediaInUseResponse, ...errorResponses(404) },
      },
    },
    async (request) => {
      const item = await getMediaItem(db, request.params.id);
      if (!item) throw notFound(MEDIA_MESSAGES.notFound);
      await media.remove([item._id]);
      request.auditNote = { targetLabel: item.name };
      return { success: true as const, message: MEDIA_MESSAGES.deleted(1) };
    },
  );

  app.post(
    ROUTES.adminMediaBulkDelete,
    {
      config: { permission: 'mediaManage', audit: { action: 'media.bulk-delete', target: 'media' } },
      schema: {
        tags,
        summary: 'Delete several unused files: all or nothing (409 naming every place while any is used)',
        body: mediaBulkDeleteSchema,
        response: { 200: mediaBulkDeleteResponse, 409: mediaInUseResponse, ...errorResponses(400, 404) },
      },
    },
    async (request) => {
      const ids = [...new Set(request.body.ids)];
      const paths = await media.remove(ids);
      request.auditNote = { target: null, targetLabel: paths.join(', ').slice(0, 500), fields: ['ids'] };
      return { success: true as const, message: MEDIA_MESSAGES.deleted(paths.length), deleted: paths.length };
    },
  );
};
