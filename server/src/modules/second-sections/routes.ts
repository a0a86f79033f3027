/** The editable "second section" of the home page: public reads, admin edit (multipart or JSON). */
import {
  API,
  CONTENT_IMAGE_TYPES,
  type SecondSectionListResponse,
  type SecondSectionResponse,
  UPLOAD_LIMITS,
} from '@vyoma/contract';
import { secondSectionSchema } from '@vyoma/contract/schemas';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context.ts';
import { notFound } from '../../http-error.ts';
import { isUuid } from '../../ids.ts';
import { type PreparedMedia, prepareMedia } from '../../media/pipeline.ts';
import { requireAdmin } from '../../plugins/auth.ts';
import { parseWith } from '../../plugins/errors.ts';
import { readMultipart } from '../../plugins/uploads.ts';
import { getSection, listSections, updateSection } from './repository.ts';

const NOT_FOUND = 'Section not found';

export async function secondSectionRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  const { db, media } = ctx;

  app.get(API.secondSections, async (): Promise<SecondSectionListResponse> => {
    return { success: true, data: await listSections(db) };
  });

  app.get<{ Params: { id: string } }>(
    '/api/v1/second-sections/:id',
    async (request): Promise<SecondSectionResponse> => {
      const { id } = request.params;
      const data = isUuid(id) ? await getSection(db, id) : undefined;
      if (!data) throw notFound(NOT_FOUND);
      return { success: true, data };
    },
  );

  app.put<{ Params: { id: string } }>(
    '/api/v1/second-sections/:id',
    { preHandler: requireAdmin },
    async (request): Promise<SecondSectionResponse> => {
      const { id } = request.params;
      const existing = isUuid(id) ? await getSection(db, id) : undefined;
      if (!existing) throw notFound(NOT_FOUND);
      let body: unknown = request.body;
      const prepared: PreparedMedia[] = [];
      if (request.isMultipart()) {
        const form = await readMultipart(request, (f) =>
          f === 'imgSrc'
            ? { maxBytes: UPLOAD_LIMITS.secondSectionImageBytes, maxCount: 1, label: 'Image' }
            : null,
        );
        body = { title: form.fields.get('title')?.[0], para: form.fields.get('para')?.[0] };
        const input = parseWith(secondSectionSchema, body);
        const file = form.files.find((f) => f.field === 'imgSrc');
        if (file) prepared.push(await prepareMedia(file.data, CONTENT_IMAGE_TYPES, 'Image', 'imgSrc'));
        body = input;
      }
      const input = parseWith(secondSectionSchema, body);
      await media.commitWith(prepared, async (tx, stored) => {
        await updateSection(tx, id, { ...input, ...(stored[0] ? { imgPath: stored[0].path } : {}) });
      });
      if (prepared.length > 0) await media.cleanup([existing.imgSrc]);
      return { success: true, data: (await getSection(db, id))! };
    },
  );
}
