/** The editable "second section" of the home page: public reads, admin edit (multipart or JSON). */
import { CONTENT_IMAGE_TYPES, ROUTES } from '@vyoma/contract';
import { secondSectionListResponse, secondSectionResponse } from '@vyoma/contract/responses';
import { idParams, secondSectionFormSchema, UPLOAD_PATH_PATTERN } from '@vyoma/contract/schemas';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../context.ts';
import { SHOWN } from '../../db/change-feed.ts';
import { notFound } from '../../http/errors.ts';
import { errorResponses, requireExisting } from '../../http/schemas.ts';
import { shows } from '../../plugins/content-changes.ts';
import { libraryFile, type PreparedMedia, prepareUpload } from '../media/index.ts';
import { getSection, listSections, secondSectionSnapshot, updateSection } from './repository.ts';

const NOT_FOUND = 'Section not found';
const params = idParams(NOT_FOUND);
const tags = ['second sections'];

export const secondSectionRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  const { db, media } = ctx;

  app.get(
    ROUTES.secondSections,
    {
      config: { publicCache: true },
      schema: {
        tags,
        summary: 'The editable home-page sections',
        response: { 200: secondSectionListResponse },
      },
    },
    async (request) => {
      shows(request, ...SHOWN.home);
      return { success: true as const, data: await listSections(db) };
    },
  );

  app.get(
    ROUTES.secondSection,
    {
      config: { publicCache: true },
      schema: {
        tags,
        summary: 'One section: title, para and imgSrc',
        params,
        response: { 200: secondSectionResponse, ...errorResponses(404) },
      },
    },
    async (request) => {
      const data = await getSection(db, request.params.id);
      if (!data) throw notFound(NOT_FOUND);
      shows(request, ...SHOWN.homeSection(data._id));
      return { success: true as const, data };
    },
  );

  app.put(
    ROUTES.secondSection,
    {
      config: {
        permission: 'catalogue',
        audit: { action: 'second-section.update', snapshot: (id) => secondSectionSnapshot(db, id) },
      },
      preValidation: requireExisting(params, NOT_FOUND, (id) => getSection(db, id)),
      schema: {
        tags,
        summary: 'Edit a section (multipart with an optional new image, or JSON)',
        consumes: ['application/json', 'multipart/form-data'],
        params,
        body: secondSectionFormSchema,
        response: { 200: secondSectionResponse, ...errorResponses(400, 404, 413) },
      },
    },
    async (request) => {
      const { id } = request.params;
      const existing = await getSection(db, id);
      if (!existing) throw notFound(NOT_FOUND);
      const { title, para, imgSrc } = request.body;
      const prepared: PreparedMedia[] = [];
      let picked: string | null = null;
      if (imgSrc && typeof imgSrc === 'object') {
        prepared.push(await prepareUpload(imgSrc, CONTENT_IMAGE_TYPES, 'Image', 'imgSrc'));
      } else if (typeof imgSrc === 'string' && UPLOAD_PATH_PATTERN.test(imgSrc.trim())) {
        // A media library image (the admin's picker); any other text keeps the current image.
        picked = await libraryFile(db, imgSrc, CONTENT_IMAGE_TYPES, 'Image', 'imgSrc');
      }
      await media.commitWith(prepared, async (tx, stored) => {
        const before = await updateSection(tx, id, {
          title,
          para,
          ...(stored[0] ? { imgPath: stored[0].path } : picked ? { imgPath: picked } : {}),
        });
        if (!before) throw notFound(NOT_FOUND);
      });
      return { success: true as const, data: (await getSection(db, id))! };
    },
  );
};
