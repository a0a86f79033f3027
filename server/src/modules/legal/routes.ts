/**
 * Legal pages (issue 19): the public read (placeholders filled from the site settings), and the
 * admin's list, read, save (version check) and history: revisions listed, read, restored (a restore
 * saves the old text again as a new revision). Every admin change is audited and clears the public
 * caches (content-changes plugin). The content engine reads and saves them (issue 34); these routes
 * keep their API's own shapes (`key`, `text`, a revision's title), so they are not the generic ones.
 */
import { LEGAL_KEYS } from '@vyoma/contract';
import { LEGAL } from '@vyoma/contract/content-types';
import { legalPageSchema } from '@vyoma/contract/legal-schema';
import {
  conflictResponse,
  legalPageListResponse,
  legalPageResponse,
  legalRevisionListResponse,
  legalRevisionResponse,
} from '@vyoma/contract/responses';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../context.ts';
import { SHOWN } from '../../db/change-feed.ts';
import { notFound } from '../../http/errors.ts';
import { errorResponses, requireExisting } from '../../http/schemas.ts';
import { shows } from '../../plugins/content-changes.ts';
import { editorOf } from '../content/index.ts';
import { readSettings } from '../settings/index.ts';
import {
  filledPage,
  getLegalPage,
  getRevision,
  legalSnapshot,
  listLegalPages,
  listRevisions,
  restoreLegalPage,
  saveLegalPage,
} from './repository.ts';

const NOT_FOUND = LEGAL.messages.notFound;
const REVISION_NOT_FOUND = 'Revision not found';
const keyParam = z
  .enum(LEGAL_KEYS, { error: NOT_FOUND })
  .describe('privacy-policy, terms-and-conditions or refund-policy');
const params = z.object({ id: keyParam });
const revisionParams = z.object({ id: keyParam, revisionId: z.guid({ error: REVISION_NOT_FOUND }) });
const tags = ['legal'];

export const legalRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  const { db } = ctx;

  async function stored(key: string) {
    const page = await getLegalPage(db, key);
    if (!page) throw notFound(NOT_FOUND);
    return page;
  }

  app.get(
    LEGAL.api.one,
    {
      config: { publicCache: true },
      schema: {
        tags,
        summary: 'A legal page, its placeholders ({siteName}, {email} …) filled from the site settings',
        params,
        response: { 200: legalPageResponse, ...errorResponses(404) },
      },
    },
    async (request) => {
      const page = await stored(request.params.id);
      shows(request, ...SHOWN.legal(page.key));
      return { success: true as const, data: filledPage(page, await readSettings(db)) };
    },
  );

  app.get(
    LEGAL.api.list,
    {
      config: { permission: 'legal' },
      schema: {
        tags,
        summary: 'The legal pages as saved (placeholders unfilled), with their last update',
        response: { 200: legalPageListResponse },
      },
    },
    async () => ({ success: true as const, data: await listLegalPages(db) }),
  );

  app.get(
    LEGAL.api.update,
    {
      config: { permission: 'legal' },
      schema: {
        tags,
        summary: 'One legal page as saved (placeholders unfilled)',
        params,
        response: { 200: legalPageResponse, ...errorResponses(404) },
      },
    },
    async (request) => ({ success: true as const, data: await stored(request.params.id) }),
  );

  app.put(
    LEGAL.api.update,
    {
      config: {
        permission: 'legal',
        audit: { action: 'legal.update', snapshot: (key) => legalSnapshot(db, key) },
      },
      preValidation: requireExisting(params, NOT_FOUND, (key) => getLegalPage(db, key)),
      schema: {
        tags,
        summary: 'Save a legal page (with `version`: 409 when someone saved a newer one); writes a revision',
        params,
        body: legalPageSchema,
        response: { 200: legalPageResponse, 409: conflictResponse, ...errorResponses(400, 404) },
      },
    },
    async (request) => {
      const { id } = request.params;
      if (!(await saveLegalPage(db, id, request.body, editorOf(request)))) throw notFound(NOT_FOUND);
      return { success: true as const, data: await stored(id) };
    },
  );

  app.get(
    LEGAL.api.revisions,
    {
      config: { permission: 'legal' },
      schema: {
        tags,
        summary: 'Every saved version of a legal page, newest first (never pruned)',
        params,
        response: { 200: legalRevisionListResponse, ...errorResponses(404) },
      },
    },
    async (request) => {
      await stored(request.params.id);
      return { data: await listRevisions(db, request.params.id) };
    },
  );

  app.get(
    LEGAL.api.revision,
    {
      config: { permission: 'legal' },
      schema: {
        tags,
        summary: 'One saved version of a legal page (title and text, placeholders unfilled)',
        params: revisionParams,
        response: { 200: legalRevisionResponse, ...errorResponses(404) },
      },
    },
    async (request) => {
      const revision = await getRevision(db, request.params.id, request.params.revisionId);
      if (!revision) throw notFound(REVISION_NOT_FOUND);
      const { data: _, at: __, ...shown } = revision;
      return { data: shown };
    },
  );

  app.post(
    LEGAL.api.revisionRestore,
    {
      config: {
        permission: 'legal',
        audit: { action: 'legal.restore', snapshot: (key) => legalSnapshot(db, key) },
      },
      schema: {
        tags,
        summary: 'Restore a saved version: it is saved again as a new revision (the history is kept)',
        params: revisionParams,
        response: { 200: legalPageResponse, ...errorResponses(404) },
      },
    },
    async (request) => {
      const { id, revisionId } = request.params;
      const revision = await getRevision(db, id, revisionId);
      if (!revision) throw notFound(REVISION_NOT_FOUND);
      if (!(await restoreLegalPage(db, id, revision, editorOf(request)))) throw notFound(NOT_FOUND);
      return { success: true as const, data: await stored(id) };
    },
  );
};
