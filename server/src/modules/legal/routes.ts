/**
 * Legal pages (issue 19): the public read (placeholders filled from the site settings), and the
 * admin's list, read, save (version check) and history: revisions listed, read, restored (a restore
 * saves the old text again as a new revision). Every admin change is audited and clears the public
 * caches (content-changes plugin).
 */
import { LEGAL_KEYS, ROUTES } from '@vyoma/contract';
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
  saveLegalPage,
} from './repository.ts';

const NOT_FOUND = 'Legal page not found';
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
    ROUTES.legal,
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
    ROUTES.adminLegalList,
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
    ROUTES.adminLegal,
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
    ROUTES.adminLegal,
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
    ROUTES.adminLegalRevisions,
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
    ROUTES.adminLegalRevision,
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
      return { data: revision };
    },
  );

  app.post(
    ROUTES.adminLegalRevisionRestore,
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
      await saveLegalPage(db, id, { title: revision.title, body: revision.body }, editorOf(request));
      return { success: true as const, data: await stored(id) };
    },
  );
};
