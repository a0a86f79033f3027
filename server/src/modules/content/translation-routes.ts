/**
 * The staff API of an item's versions in other languages (issue 36), for every translatable type
 * from its declaration (`api.translation`, default /admin/content/<name>/:id/translations/:lang):
 * GET (the version, or null, and the default language's words beside it), PUT (save it: a draft
 * unless it says otherwise, its own URL name, SEO texts and schedule; 409 over a newer save), DELETE.
 * The language must be one of the site's other languages (settings); the type's roles apply: `write`
 * to translate, `publish` to publish, an author's own versions while unpublished.
 */
import { PAGE, PREVIEW_MESSAGES } from '@vyoma/contract';
import { translationApiSchemas } from '@vyoma/contract/content-rules';
import { DEFAULT_LANGUAGE_CODE, LANGUAGE_CODE, localPath } from '@vyoma/contract/language-rules';
import {
  conflictResponse,
  previewLinkCreatedResponse,
  previewLinkListResponse,
  revisionEntity,
  revisionListResponse,
  successResponse,
} from '@vyoma/contract/responses';
import { idParams, previewLinkCreateSchema } from '@vyoma/contract/schemas';
import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import type { AppConfig } from '../../config.ts';
import type { Db } from '../../db/client.ts';
import type { ContentModel } from '../../db/content-types.ts';
import { notFound } from '../../http/errors.ts';
import { errorResponses, type ZodApp } from '../../http/schemas.ts';
import { requestOrigin } from '../../plugins/security.ts';
import { readSettings } from '../settings/index.ts';
import { getItem } from './engine.ts';
import { createPreviewLink, listPreviewLinks, revokePreviewLink } from './preview-links.ts';
import { sendCreatedLink } from './preview-routes.ts';
import { editorOf, roleLimits, staffAudience } from './request.ts';
import { getRevision, latestRevision, listRevisions, restoredSummary } from './revisions.ts';
import {
  deleteTranslation,
  readTranslation,
  restoredInput,
  saveTranslation,
  sourceOf,
  type TranslationInput,
  translationStates,
} from './translations.ts';

export function registerTranslationRoutes(
  app: ZodApp,
  db: Db,
  model: ContentModel,
  tags: string[],
  config: AppConfig,
): void {
  const { type } = model;
  const path = type.api.translation;
  if (!path || !model.translations) return;
  const NOT_FOUND = type.messages.notFound;
  const params = idParams(NOT_FOUND, type.key?.values).extend({
    lang: z
      .string()
      .regex(LANGUAGE_CODE, 'A language is named by its code: two or three lower-case letters (hi)')
      .describe('The code of one of the site’s other languages (hi).'),
  });
  const schemas = translationApiSchemas(type);
  const { write } = type.permissions;
  const audit = (action: string) => ({ action: `${type.audit}.translation.${action}` });

  /** The language by its code: one of the site's languages, not the default (404 otherwise). */
  async function languageOf(code: string) {
    const language = (await readSettings(db)).languages.find((l) => l.code === code);
    if (!language || code === DEFAULT_LANGUAGE_CODE)
      throw notFound(
        code === DEFAULT_LANGUAGE_CODE
          ? `${language?.englishName ?? 'English'} is the site’s own language: edit the ${type.label.one} itself.`
          : `The site has no language “${code}”.`,
      );
    return language;
  }

  /** The item as this caller may see it (an author: what is published and their own), else 404. */
  async function itemFor(request: FastifyRequest, id: string) {
    const item = await getItem(db, model, id, staffAudience(request));
    if (!item) throw notFound(NOT_FOUND);
    return item;
  }

  type Params = { id: string; lang: string };

  app.get(
    path,
    {
      config: { permission: write },
      schema: {
        tags,
        summary: `One language's version of a ${type.label.one} (data null: none yet), with the words it translates`,
        params,
        response: { 200: schemas.one, ...errorResponses(404) },
      },
    },
    async (request) => {
      const { id, lang } = request.params as Params;
      await languageOf(lang);
      const item = await itemFor(request, id);
      return {
        success: true as const,
        data: await readTranslation(db, model, id, lang),
        source: sourceOf(type, item),
      };
    },
  );

  app.put(
    path,
    {
      config: { permission: write, audit: audit('update') },
      schema: {
        tags,
        summary: `Save one language's version of a ${type.label.one} (a draft unless status says otherwise)`,
        params,
        body: schemas.body,
        response: { 200: schemas.saved, 409: conflictResponse, ...errorResponses(404) },
      },
    },
    async (request) => {
      const { id, lang } = request.params as Params;
      const language = await languageOf(lang);
      await itemFor(request, id);
      const input = request.body as TranslationInput;
      // An author translates as they write: drafts, and only their own versions once made (checked
      // on the locked row: it may have gone live since the editor opened it).
      const saved = await db.transaction((tx) =>
        saveTranslation(tx, model, id, language, input, {
          editor: editorOf(request),
          guard: (before) => roleLimits(request, before, input.status),
        }),
      );
      if (!saved) throw notFound(NOT_FOUND);
      return { success: true as const, data: saved };
    },
  );

  app.delete(
    path,
    {
      config: { permission: write, audit: audit('delete') },
      schema: {
        tags,
        summary: `Delete one language's version of a ${type.label.one} (its page in that language answers 404)`,
        params,
        response: { 200: successResponse, ...errorResponses(404) },
      },
    },
    async (request) => {
      const { id, lang } = request.params as Params;
      const language = await languageOf(lang);
      await itemFor(request, id);
      const none = `This ${type.label.one} has no ${language.englishName} version.`;
      const before = await readTranslation(db, model, id, lang);
      if (!before) throw notFound(none);
      roleLimits(request, { createdBy: before.createdBy, status: before.status ?? 'draft' }, undefined);
      const gone = await db.transaction((tx) => deleteTranslation(tx, model, id, lang));
      if (!gone) throw notFound(none);
      return { success: true as const, message: `The ${language.englishName} version was deleted.` };
    },
  );

  // The admin list's language states: the versions of one page of items, in one request.
  if (type.api.translationStates)
    app.get(
      type.api.translationStates,
      {
        config: { permission: write },
        schema: {
          tags,
          summary: `The versions in other languages of these ${type.label.many} (a page of the admin's list)`,
          querystring: z.object({
            ids: z
              .string()
              .max(4000, 'ids must be at most 100 ids')
              .transform((v) => v.split(',').filter((id) => id !== ''))
              .pipe(
                z
                  .array(
                    type.key
                      ? z.enum(type.key.values as [string, ...string[]])
                      : z.guid({ error: 'ids must be ids' }),
                  )
                  .max(100, 'ids must be at most 100 ids'),
              )
              .describe('Item ids, separated by commas (at most 100).'),
          }),
          response: {
            200: z.object({
              data: z.record(
                z.string(),
                z.record(z.string(), z.object({ status: z.string().nullable(), needsUpdate: z.boolean() })),
              ),
            }),
            ...errorResponses(400),
          },
        },
      },
      async (request) => ({
        data: await translationStates(db, model, (request.query as { ids: string[] }).ids),
      }),
    );

  if (!type.revisions || type.history === false) return;
  // Each version's own history: every save of it wrote a revision in its language.
  const REVISION_NOT_FOUND = 'Revision not found';
  const revisionParams = params.extend({ revisionId: z.guid({ error: REVISION_NOT_FOUND }) });
  type RevisionParams = Params & { revisionId: string };

  /** The revision, checked to be this version's; 404 naming what is missing. */
  async function revisionOf(request: FastifyRequest, { id, lang, revisionId }: RevisionParams) {
    await languageOf(lang);
    await itemFor(request, id);
    const found = await getRevision(db, type.name, id, revisionId, lang);
    if (!found) throw notFound(REVISION_NOT_FOUND);
    return found;
  }

  app.get(
    `${path}/revisions`,
    {
      config: { permission: write },
      schema: {
        tags,
        summary: `The revisions of one language's version of a ${type.label.one}, newest first`,
        params,
        response: { 200: revisionListResponse, ...errorResponses(404) },
      },
    },
    async (request) => {
      const { id, lang } = request.params as Params;
      await languageOf(lang);
      await itemFor(request, id);
      return { data: await listRevisions(db, type.name, id, lang) };
    },
  );

  app.get(
    `${path}/revisions/:revisionId`,
    {
      config: { permission: write },
      schema: {
        tags,
        summary: 'One revision: the version as it was after that save',
        params: revisionParams,
        response: { 200: z.object({ data: schemas.entity }), ...errorResponses(404) },
      },
    },
    async (request) => {
      const found = await revisionOf(request, request.params as RevisionParams);
      const data = schemas.entity.safeParse(found.data);
      if (!data.success) throw notFound(REVISION_NOT_FOUND);
      return { data: data.data };
    },
  );

  app.post(
    `${path}/revisions/:revisionId/restore`,
    {
      config: { permission: write, audit: audit('restore') },
      schema: {
        tags,
        summary: 'Save a revision’s words, URL name and SEO texts again (its status stays; a new revision)',
        params: revisionParams,
        response: {
          200: z.object({ success: z.literal(true), data: schemas.entity, revision: revisionEntity }),
          409: conflictResponse,
          ...errorResponses(404),
        },
      },
    },
    async (request) => {
      const p = request.params as RevisionParams;
      const found = await revisionOf(request, p);
      const data = schemas.entity.safeParse(found.data);
      // One that no longer reads as a version (a model change since) is refused, not half restored.
      if (!data.success) throw notFound(REVISION_NOT_FOUND);
      const language = await languageOf(p.lang);
      const saved = await db.transaction((tx) =>
        saveTranslation(
          tx,
          model,
          p.id,
          language,
          restoredInput(type, data.data as Record<string, unknown>),
          {
            editor: editorOf(request),
            guard: (before) => roleLimits(request, before, undefined),
            restoring: true,
            summary: restoredSummary(found.createdAt),
          },
        ),
      );
      if (!saved) throw notFound(NOT_FOUND);
      return {
        success: true as const,
        data: saved,
        revision: await latestRevision(db, type.name, p.id, p.lang),
      };
    },
  );

  if (type.preview && type.workflow === 'publish') registerVersionPreviewRoutes();

  /**
   * A version's preview links (decision 0063 §1.5): the same as the item's (editors and admins; the
   * token shown once), each opening the version as last saved, whatever its status, at
   * `/<lang>/preview/{token}` only, also while the language is not shown to visitors.
   */
  function registerVersionPreviewRoutes() {
    const links = `${path}/preview-links`;
    const linkParams = params.extend({ linkId: z.guid({ error: PREVIEW_MESSAGES.linkNotFound }) });
    const originOf = requestOrigin(config);
    const fallbackOrigin = new URL(config.publicUrl).origin;
    const target = { target: type.audit };
    /** The item and language of a request, checked: 404 for an unknown one. */
    async function versionOf(request: FastifyRequest) {
      const { id, lang } = request.params as Params;
      await languageOf(lang);
      await itemFor(request, id);
      return { id: id.toLowerCase(), lang };
    }

    app.get(
      links,
      {
        config: { permission: 'publish' },
        schema: {
          tags,
          summary: `The preview links of one language's version of a ${type.label.one}, newest first (never their tokens)`,
          params,
          response: { 200: previewLinkListResponse, ...errorResponses(404) },
        },
      },
      async (request, reply) => {
        const { id, lang } = await versionOf(request);
        reply.header('Cache-Control', 'no-store');
        return { data: await listPreviewLinks(db, type.name, id, lang) };
      },
    );

    app.post(
      links,
      {
        config: { permission: 'publish', audit: { action: 'preview.create', ...target } },
        schema: {
          tags,
          summary: `A link that shows one language's version of a ${type.label.one} as last saved, whatever its status, for expiresInHours`,
          params,
          body: previewLinkCreateSchema,
          response: { 201: previewLinkCreatedResponse, ...errorResponses(400, 404) },
        },
      },
      async (request, reply) => {
        const { id, lang } = await versionOf(request);
        if (!(await readTranslation(db, model, id, lang)))
          throw notFound(`This ${type.label.one} has no version in that language yet: save one first.`);
        const link = await createPreviewLink(db, {
          kind: type.name,
          itemId: id,
          lang,
          hours: (request.body as { expiresInHours: number }).expiresInHours,
          createdBy: request.user?._id ?? null,
        });
        const origin = originOf(request) ?? fallbackOrigin;
        return sendCreatedLink(reply, `${origin}${localPath(lang, PAGE.preview(link.token))}`, link);
      },
    );

    app.delete(
      `${links}/:linkId`,
      {
        config: { permission: 'publish', audit: { action: 'preview.revoke', ...target } },
        schema: {
          tags,
          summary: 'Revoke a version’s preview link: it answers 404 from now on',
          params: linkParams,
          response: { 200: successResponse, ...errorResponses(404) },
        },
      },
      async (request) => {
        const { id, lang } = await versionOf(request);
        const { linkId } = request.params as { linkId: string };
        if (!(await revokePreviewLink(db, type.name, id, linkId, lang)))
          throw notFound(PREVIEW_MESSAGES.linkNotFound);
        return { success: true as const, message: PREVIEW_MESSAGES.revoked };
      },
    );
  }
}
