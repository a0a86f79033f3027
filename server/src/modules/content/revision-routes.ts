/**
 * The history routes of a post or product (issue 18): list an item's revisions, read one (the item as
 * it was), restore one. Staff only (config.admin). Each kind registers them with its own paths and
 * schemas and hands in its restore, which saves through the same code path as its PUT.
 */
import type { ContentKind, Revision } from '@vyoma/contract';
import { revisionListResponse } from '@vyoma/contract/responses';
import { idParams, revisionParams } from '@vyoma/contract/schemas';
import type { z } from 'zod';
import type { Db } from '../../db/client.ts';
import { notFound } from '../../http/errors.ts';
import { errorResponses, type ZodApp } from '../../http/schemas.ts';
import type { Editor } from './repository.ts';
import { editorOf } from './request.ts';
import { getRevision, itemExists, latestRevision, listRevisions } from './revisions.ts';

const REVISION_NOT_FOUND = 'Revision not found';

export interface RevisionRoutes<T> {
  db: Db;
  kind: ContentKind;
  tags: string[];
  /** "Blog not found", "Product not found". */
  notFound: string;
  paths: { list: string; one: string; restore: string };
  /** What the audit log names: "blog" → blog.restore. */
  auditKind: string;
  /** The item as the admin API shows it (an old revision's data passes it too). */
  entity: z.ZodType<T>;
  /** Response schemas: { data } of one revision, { success, data, revision } of a restore. */
  responses: { one: z.ZodType; restore: z.ZodType };
  snapshot: (id: string) => Promise<Record<string, unknown> | undefined>;
  /** Saves the revision's data as a PUT would, with this revision summary; the item after it. */
  restore: (
    itemId: string,
    revision: { data: T; createdAt: Date },
    editor: Editor | null,
  ) => Promise<T | null>;
}

export function registerRevisionRoutes<T>(app: ZodApp, o: RevisionRoutes<T>): void {
  const itemParams = idParams(o.notFound);
  const oneParams = revisionParams(o.notFound);

  /** The revision, checked to be this item's; 404 naming what is missing. */
  async function find(itemId: string, revisionId: string) {
    const found = await getRevision(o.db, o.kind, itemId, revisionId);
    if (found) return found;
    throw notFound((await itemExists(o.db, o.kind, itemId)) ? REVISION_NOT_FOUND : o.notFound);
  }

  app.get(
    o.paths.list,
    {
      config: { admin: true },
      schema: {
        tags: o.tags,
        summary: 'The revisions of an item, newest first: who saved, when, what changed',
        params: itemParams,
        response: { 200: revisionListResponse, ...errorResponses(404) },
      },
    },
    async (request) => {
      const id = request.params.id.toLowerCase();
      if (!(await itemExists(o.db, o.kind, id))) throw notFound(o.notFound);
      return { data: await listRevisions(o.db, o.kind, id) };
    },
  );

  app.get(
    o.paths.one,
    {
      config: { admin: true },
      schema: {
        tags: o.tags,
        summary: 'One revision: the item as it was after that save',
        params: oneParams,
        response: { 200: o.responses.one, ...errorResponses(404) },
      },
    },
    async (request) => {
      const found = await find(request.params.id.toLowerCase(), request.params.revisionId);
      return { data: found.data };
    },
  );

  app.post(
    o.paths.restore,
    {
      config: { admin: true, audit: { action: `${o.auditKind}.restore`, snapshot: o.snapshot } },
      schema: {
        tags: o.tags,
        summary: 'Save a revision’s text, images and settings again (a new revision; history is kept)',
        params: oneParams,
        response: { 200: o.responses.restore, ...errorResponses(404, 409) },
      },
    },
    async (request) => {
      const id = request.params.id.toLowerCase();
      const found = await find(id, request.params.revisionId);
      const data = o.entity.safeParse(found.data);
      // Every revision is written from the admin API's answer; one that no longer reads as an item
      // (a model change without a migration of history) is refused rather than half restored.
      if (!data.success) throw notFound(REVISION_NOT_FOUND);
      const item = await o.restore(id, { data: data.data, createdAt: found.createdAt }, editorOf(request));
      if (item === null) throw notFound(o.notFound);
      const revision: Revision = await latestRevision(o.db, o.kind, id);
      return { success: true as const, data: item, revision };
    },
  );
}
