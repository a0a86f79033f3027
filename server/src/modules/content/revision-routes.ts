/**
 * The history routes of a post or product (issue 18): list an item's revisions, read one (the item as
 * it was), restore one. Staff who write content only (config.permission). Each kind registers them with its own paths and
 * schemas and hands in its restore, which saves through the same code path as its PUT.
 */
import type { Revision } from '@vyoma/contract';
import { revisionListResponse } from '@vyoma/contract/responses';
import { idParams, revisionParams } from '@vyoma/contract/schemas';
import type { FastifyRequest } from 'fastify';
import type { z } from 'zod';
import type { Db } from '../../db/client.ts';
import { notFound } from '../../http/errors.ts';
import { errorResponses, type ZodApp } from '../../http/schemas.ts';
import type { Editor } from './repository.ts';
import { editorOf, roleLimits, staffAudience } from './request.ts';
import { getRevision, itemOwner, latestRevision, listRevisions } from './revisions.ts';

const REVISION_NOT_FOUND = 'Revision not found';

export interface RevisionRoutes<T> {
  db: Db;
  kind: string;
  tags: string[];
  /** "Blog not found", "Product not found". */
  notFound: string;
  /** A keyed type's keys: its items' ids (default: UUIDs). */
  keys?: readonly string[];
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
  const itemParams = idParams(o.notFound, o.keys);
  const oneParams = revisionParams(o.notFound, o.keys);

  /** The item, as far as this caller may see it (an author: published or their own), else 404. */
  async function visibleItem(request: FastifyRequest, itemId: string) {
    const item = await itemOwner(o.db, o.kind, itemId);
    const audience = staffAudience(request);
    const hidden =
      item === null ||
      (typeof audience === 'object' &&
        item.status !== 'published' &&
        item.createdBy?._id !== audience.authorId);
    if (hidden) throw notFound(o.notFound);
    return item;
  }

  /** The revision, checked to be this item's; 404 naming what is missing. */
  async function find(request: FastifyRequest, itemId: string, revisionId: string) {
    await visibleItem(request, itemId);
    const found = await getRevision(o.db, o.kind, itemId, revisionId);
    if (found) return found;
    throw notFound(REVISION_NOT_FOUND);
  }

  app.get(
    o.paths.list,
    {
      config: { permission: 'writeContent' },
      schema: {
        tags: o.tags,
        summary: 'The revisions of an item, newest first: who saved, when, what changed',
        params: itemParams,
        response: { 200: revisionListResponse, ...errorResponses(404) },
      },
    },
    async (request) => {
      const id = request.params.id.toLowerCase();
      await visibleItem(request, id);
      return { data: await listRevisions(o.db, o.kind, id) };
    },
  );

  app.get(
    o.paths.one,
    {
      config: { permission: 'writeContent' },
      schema: {
        tags: o.tags,
        summary: 'One revision: the item as it was after that save',
        params: oneParams,
        response: { 200: o.responses.one, ...errorResponses(404) },
      },
    },
    async (request) => {
      const found = await find(request, request.params.id.toLowerCase(), request.params.revisionId);
      return { data: found.data };
    },
  );

  app.post(
    o.paths.restore,
    {
      config: {
        permission: 'writeContent',
        audit: { action: `${o.auditKind}.restore`, snapshot: o.snapshot },
      },
      schema: {
        tags: o.tags,
        summary: 'Save a revision’s text, images and settings again (a new revision; history is kept)',
        params: oneParams,
        response: { 200: o.responses.restore, ...errorResponses(404, 409) },
      },
    },
    async (request) => {
      const id = request.params.id.toLowerCase();
      // Restoring is saving: an author restores only their own unpublished work.
      roleLimits(request, await visibleItem(request, id), undefined);
      const found = await find(request, id, request.params.revisionId);
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
