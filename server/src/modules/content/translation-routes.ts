/**
 * The staff API of an item's versions in other languages (issue 36), for every translatable type
 * from its declaration (`api.translation`, default /admin/content/<name>/:id/translations/:lang):
 * GET (the version, or null, and the default language's words beside it), PUT (save it: a draft
 * unless it says otherwise, its own URL name, SEO texts and schedule; 409 over a newer save), DELETE.
 * The language must be one of the site's other languages (settings); the type's roles apply: `write`
 * to translate, `publish` to publish, an author's own versions while unpublished.
 */
import { translationApiSchemas } from '@vyoma/contract/content-rules';
import { DEFAULT_LANGUAGE_CODE, LANGUAGE_CODE } from '@vyoma/contract/language-rules';
import { conflictResponse, successResponse } from '@vyoma/contract/responses';
import { idParams } from '@vyoma/contract/schemas';
import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import type { Db } from '../../db/client.ts';
import type { ContentModel } from '../../db/content-types.ts';
import { notFound } from '../../http/errors.ts';
import { errorResponses, type ZodApp } from '../../http/schemas.ts';
import { readSettings } from '../settings/index.ts';
import { getItem } from './engine.ts';
import { editorOf, roleLimits, staffAudience } from './request.ts';
import {
  deleteTranslation,
  readTranslation,
  saveTranslation,
  sourceOf,
  type TranslationInput,
} from './translations.ts';

export function registerTranslationRoutes(app: ZodApp, db: Db, model: ContentModel, tags: string[]): void {
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
      const label = `${language.englishName} version of this ${type.label.one}`;
      // An author translates as they write: drafts, and only their own versions once made (checked
      // on the locked row: it may have gone live since the editor opened it).
      const saved = await db.transaction((tx) =>
        saveTranslation(tx, model, id, lang, input, editorOf(request), label, (before) =>
          roleLimits(request, before, input.status),
        ),
      );
      if (!saved) throw notFound(NOT_FOUND);
      return { success: true as const, data: (await readTranslation(db, model, id, lang))! };
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
}
