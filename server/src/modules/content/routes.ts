/**
 * The API of a content type, from its declaration (issue 34; docs/decisions/0061): public reads of
 * its list and of one item, staff create, edit and delete (roles, versions and 409s, slugs, alt text
 * to publish, audit entries with before and after), its revisions with restore, and its preview
 * links. A type whose API the spec fixes (posts' and products' multipart bodies, the catalogue's
 * filters, their answers' shapes) hands in how to read its body and its own list; a new type takes
 * the generic ones (JSON bodies whose media are library paths; `{ success, data }` answers).
 */
import type { ContentStatus } from '@vyoma/contract';
import { addressedByPath, type ContentTypeDeclaration, parentFieldOf } from '@vyoma/contract/content-types';
import {
  conflictResponse,
  contentSaveRefusal,
  scheduledChangeResponse,
  successResponse,
} from '@vyoma/contract/responses';
import { idOrSlugParams, idParams } from '@vyoma/contract/schemas';
import { and, eq, ilike, or } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { FastifyRequest } from 'fastify';
import type { z } from 'zod';
import type { AppContext } from '../../context.ts';
import type { Db } from '../../db/client.ts';
import type { ContentModel } from '../../db/content-types.ts';
import { badRequest, HttpError, notFound } from '../../http/errors.ts';
import { errorResponses, requireExisting, type ZodApp } from '../../http/schemas.ts';
import { shows } from '../../plugins/content-changes.ts';
import { goesLive, type PreparedMedia, requireAltText, type ShownImage } from '../media/index.ts';
import {
  type ContentInput,
  deleteItem,
  type FieldValues,
  getItem,
  type Item,
  insertItem,
  listItems,
  lockItem,
  restoreItem,
  snapshotOf,
  translationWhere,
  updateItem,
} from './engine.ts';
import { linkTags, withPublicLinksOnly } from './links.ts';
import { registerPreviewRoutes } from './preview-routes.ts';
import { editorOf, roleLimits, seoImageCheck, staffAudience } from './request.ts';
import { registerRevisionRoutes } from './revision-routes.ts';
import { dropScheduledChange, saveScheduledChange, scheduledChangeOf } from './scheduled-changes.ts';

/**
 * What a read of a type shows, for the change feed and the caches (decision 0056): the type (a list)
 * or one item, with what its relations name (a category; the item of its own type it sits under,
 * whose title it shows).
 */

/** `q` as a case-blind substring of the title (and the path): `%`, `_` and `\\` match themselves. */
function searchWhere(model: ContentModel, q: string) {
  const pattern = `%${q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
  const { type, table } = model;
  return or(
    ilike(table[type.titleField] as PgColumn, pattern),
    addressedByPath(type) ? ilike(table.path as PgColumn, pattern) : undefined,
  );
}

export function shownTags(
  type: ContentTypeDeclaration,
  item?: { _id: string } & Record<string, unknown>,
): string[] {
  const tags = [item ? `${type.name}:${item._id}` : type.name, 'media'];
  if (type.fields.some((f) => f.kind === 'relation' && f.to === 'category')) tags.push('category');
  const parent = parentFieldOf(type);
  if (item && parent && typeof item[parent.name] === 'string') tags.push(`${type.name}:${item[parent.name]}`);
  return tags;
}

/** A save read from a validated body: what it changes, the files to store, what it would show. */
export interface SavePlan {
  content: ContentInput;
  /** New files to store before the transaction (their paths come back as `stored`). */
  prepared: PreparedMedia[];
  /**
   * The field values to save, once the files are stored; `before` is the item as it is under the
   * lock (null for a new one), so a change decided from it (add an image) sees concurrent edits.
   */
  values(stored: { path: string }[], before: Item | null): FieldValues;
  /** For "alt text required to publish": stored images it would show, and the new files. */
  shown: ShownImage[];
  fresh: { prepared: PreparedMedia; label: string }[];
}

/** How a type's API differs from the generic one (only spec-bound types need any of it). */
export interface ContentApi {
  model: ContentModel;
  /** OpenAPI tags. */
  tags: string[];
  /** One item's key in an answer (`data`; the spec's products: `product`). */
  itemKey?: string;
  schemas: {
    listQuery: z.ZodType;
    list: z.ZodType;
    one: z.ZodType;
    entity: z.ZodType;
    create: z.ZodType;
    update: z.ZodType;
    revision: z.ZodType;
    restore: z.ZodType;
  };
  /** Create and update bodies: JSON, multipart, or either. */
  consumes?: { create: string[]; update: string[] };
  /** Reads a validated body (create: `existing` null) into a save. */
  read(body: unknown, existing: Item | null, request: FastifyRequest): Promise<SavePlan>;
  /** The public list (the spec's filters and answer); default: a page of items with `total`. */
  list?: (request: FastifyRequest) => Promise<object>;
  /** Mends a revision's values that no longer hold (a category deleted since), inside the restore's transaction. */
  fixRestore?: (tx: Db, values: FieldValues, current: Item) => Promise<FieldValues> | FieldValues;
}

/** Registers a type's routes (paths from its declaration; `ctx` gives the database and media). */
export function registerContentRoutes(app: ZodApp, ctx: AppContext, api: ContentApi): void {
  const { db, media } = ctx;
  const { model, tags, schemas } = api;
  const { type } = model;
  const key = api.itemKey ?? 'data';
  const NOT_FOUND = type.messages.notFound;
  const params = idParams(NOT_FOUND, type.key?.values);
  const readParams = idOrSlugParams(NOT_FOUND);
  const { write } = type.permissions;
  const snapshot = async (id: string) => {
    const item = await getItem(db, model, id, 'staff');
    return item && snapshotOf(type, item);
  };
  const staffItem = (id: string) => getItem(db, model, id, 'staff');
  const answer = (item: Item) => ({ success: true as const, [key]: item });

  /** The alt text a save that publishes needs, and the share image's kind. */
  async function checks(plan: SavePlan, status: ContentStatus | undefined, existing: Item | null) {
    await seoImageCheck(db, plan.content.seo?.image);
    if (!goesLive(status)) return;
    const share = plan.content.seo?.image !== undefined ? plan.content.seo.image : existing?.seo.image;
    await requireAltText(media, [...plan.shown, { path: share, label: 'Share image' }], plan.fresh);
  }

  app.get(
    type.api.list,
    {
      // `q` is words a caller types: answered, never kept in the public cache.
      config: { publicCache: true, freeText: ['q'] },
      schema: {
        tags,
        summary: `A page of ${type.label.many}, newest first; without page/limit the newest 100`,
        querystring: schemas.listQuery,
        response: { 200: schemas.list, ...errorResponses(400) },
      },
    },
    async (request) => {
      shows(request, ...shownTags(type));
      if (api.list) return api.list(request);
      const query = request.query as Record<string, unknown> & { page: number; limit: number };
      const { page, limit } = query;
      const status = query.status as ContentStatus | undefined;
      // A select field marked `filter` narrows the list (?category=…); `q`, words in the title (and
      // the address of a type addressed by path: a parent picker finds a page by either).
      const where = and(
        ...type.fields
          .filter((f) => f.kind === 'select' && f.filter && query[f.name] !== undefined)
          .map((f) => eq(model.table[f.name] as PgColumn, query[f.name])),
        typeof query.q === 'string' && query.q !== '' ? searchWhere(model, query.q) : undefined,
        translationWhere(model, query.translation as string | undefined),
      );
      const audience = staffAudience(request);
      const { data, total } = await listItems(db, model, { audience, status, where }, { page, limit });
      // What the items' links say depends on what they link to: the answer is tagged with those too.
      shows(request, ...data.flatMap((item) => linkTags(type, item)));
      const shown = audience === 'public' ? await withPublicLinksOnly(db, type, data) : data;
      return { success: true as const, data: shown, total, page, limit };
    },
  );

  app.get(
    type.api.one,
    {
      config: { publicCache: true },
      schema: {
        tags,
        summary: `One ${type.label.one}, by id or slug`,
        params: readParams,
        response: { 200: schemas.one, ...errorResponses(404) },
      },
    },
    async (request) => {
      const audience = staffAudience(request);
      const item = await getItem(db, model, request.params.id, audience);
      if (!item) throw notFound(NOT_FOUND);
      shows(request, ...shownTags(type, item), ...linkTags(type, item));
      return answer(audience === 'public' ? (await withPublicLinksOnly(db, type, [item]))[0]! : item);
    },
  );

  /** A save's refusals: its own 400 (alt text missing, with the images), a version or slug 409. */
  const refusals = { 409: conflictResponse, 400: contentSaveRefusal };

  // A keyed type's items are a fixed set (menus: header and footer): none is made or deleted.
  const made = type.key === undefined;

  if (made)
    app.post(
      type.api.create,
      {
        config: { permission: write, audit: { action: `${type.audit}.create` } },
        schema: {
          tags,
          summary: `Create a ${type.label.one}`,
          consumes: api.consumes?.create ?? ['application/json'],
          body: schemas.create,
          response: { 201: schemas.one, ...errorResponses(413), ...refusals },
        },
      },
      async (request, reply) => {
        const plan = await api.read(request.body, null, request);
        plan.content.status = roleLimits(request, null, plan.content.status);
        await checks(plan, plan.content.status, null);
        const id = await media.commitWith(plan.prepared, (tx, stored) =>
          insertItem(tx, model, plan.values(stored, null), {
            content: plan.content,
            editor: editorOf(request),
          }),
        );
        reply.status(201);
        return answer((await staffItem(id))!);
      },
    );

  app.put(
    type.api.update,
    {
      config: { permission: write, audit: { action: `${type.audit}.update`, snapshot } },
      preValidation: requireExisting(params, NOT_FOUND, staffItem),
      schema: {
        tags,
        summary: `Edit a ${type.label.one} (a field left out keeps its value)`,
        consumes: api.consumes?.update ?? ['application/json'],
        params,
        body: schemas.update,
        response: { 200: schemas.one, ...errorResponses(404, 413), ...refusals },
      },
    },
    async (request) => {
      const { id } = request.params;
      const existing = await getItem(db, model, id, staffAudience(request));
      if (!existing) throw notFound(NOT_FOUND);
      const plan = await api.read(request.body, existing, request);
      roleLimits(request, existing, plan.content.status);
      await checks(plan, plan.content.status, existing);
      // Files it stops using stay in the library (docs/decisions/0049).
      await media.commitWith(plan.prepared, async (tx, stored) => {
        const before = await lockItem(tx, model, id, plan.content.version);
        if (before === null) throw notFound(NOT_FOUND);
        roleLimits(request, before, plan.content.status); // again on the locked row: it may have gone live since
        await updateItem(tx, model, id, plan.values(stored, before), before, {
          content: plan.content,
          editor: editorOf(request),
        });
      });
      return answer((await staffItem(id))!);
    },
  );

  const changePath = type.api.scheduledChange;
  // A change to a live item, put live at a time (scheduled-changes.ts): the JSON API's types that
  // publish on a schedule and keep revisions (the change goes live as a restore does).
  if (changePath && type.workflow === 'publish' && type.revisions && !api.consumes) {
    const noChange = `No change is scheduled for this ${type.label.one}.`;
    const current = async (id: string) => ({
      success: true as const,
      data: await scheduledChangeOf(db, type.name, id),
    });
    app.get(
      changePath,
      {
        config: { permission: write },
        preValidation: requireExisting(params, NOT_FOUND, staffItem),
        schema: {
          tags,
          summary: `The change scheduled for a live ${type.label.one} (data null: none)`,
          params,
          response: { 200: scheduledChangeResponse, ...errorResponses(404) },
        },
      },
      async (request) => current(request.params.id),
    );

    app.put(
      changePath,
      {
        config: { permission: type.permissions.publish, audit: { action: `${type.audit}.schedule-change` } },
        preValidation: requireExisting(params, NOT_FOUND, staffItem),
        schema: {
          tags,
          summary: `Schedule a change to a live ${type.label.one}: the body of an edit, with publishAt (the live ${type.label.one} stays until then; one per ${type.label.one})`,
          params,
          body: schemas.update,
          response: { 200: scheduledChangeResponse, ...errorResponses(404), ...refusals },
        },
      },
      async (request) => {
        const { id } = request.params;
        const existing = await getItem(db, model, id, 'staff');
        if (!existing) throw notFound(NOT_FOUND);
        if (existing.status !== 'published')
          throw new HttpError(
            409,
            `This ${type.label.one} is not live: schedule the ${type.label.one} itself to publish it later.`,
          );
        const plan = await api.read(request.body, existing, request);
        const at = plan.content.publishAt ? new Date(plan.content.publishAt) : null;
        if (!at || Number.isNaN(at.getTime()) || at.getTime() <= Date.now())
          throw badRequest('Choose a time in the future for the change to go live.', 'publishAt');
        if (plan.content.status !== undefined && plan.content.status !== 'published')
          throw badRequest(
            'A scheduled change keeps the item live: send the status "published" or none.',
            'status',
          );
        await checks(plan, 'published', existing);
        // The edit as it would be saved now, in a transaction that is then rolled back: every check of
        // a save holds (the version, the address, the blocks and their links), and what it would make
        // is what goes live at the time.
        const made = await dryRun(async (tx) => {
          const before = await lockItem(tx, model, id, plan.content.version);
          if (before === null) throw notFound(NOT_FOUND);
          return updateItem(tx, model, id, plan.values([], before), before, {
            content: { ...plan.content, status: 'published', publishAt: null },
            editor: editorOf(request),
          });
        });
        await saveScheduledChange(db, {
          kind: type.name,
          itemId: id,
          publishAt: at,
          version: existing.version,
          data: made,
          editor: editorOf(request),
        });
        return current(id);
      },
    );

    app.delete(
      changePath,
      {
        config: {
          permission: type.permissions.publish,
          audit: { action: `${type.audit}.cancel-scheduled-change` },
        },
        preValidation: requireExisting(params, NOT_FOUND, staffItem),
        schema: {
          tags,
          summary: `Take back the change scheduled for a live ${type.label.one}`,
          params,
          response: { 200: successResponse, ...errorResponses(404) },
        },
      },
      async (request) => {
        if (!(await dropScheduledChange(db, type.name, request.params.id))) throw notFound(noChange);
        return { success: true as const, message: 'The scheduled change was taken back.' };
      },
    );

    /** Runs `save` in a transaction that is rolled back; answers what it returned. */
    async function dryRun<T>(save: (tx: Db) => Promise<T>): Promise<T> {
      const undone = new Error('dry run');
      let made: T | undefined;
      try {
        await db.transaction(async (tx) => {
          made = await save(tx);
          throw undone;
        });
      } catch (err) {
        if (err !== undone) throw err;
      }
      return made as T;
    }
  }

  if (made)
    app.delete(
      type.api.remove,
      {
        config: { permission: write, audit: { action: `${type.audit}.delete`, snapshot } },
        schema: {
          tags,
          summary: `Delete a ${type.label.one} (its files stay in the media library)`,
          params,
          // 409: items of its own type sit under it (a page's child pages), or a page the site keeps.
          response: {
            200: successResponse,
            ...errorResponses(404, ...(parentFieldOf(type) ? [409 as const] : [])),
          },
        },
      },
      async (request) => {
        const { id } = request.params;
        const existing = await getItem(db, model, id, staffAudience(request));
        if (!existing) throw notFound(NOT_FOUND);
        roleLimits(request, existing, undefined);
        const gone = await media.transaction((tx) => deleteItem(tx, model, id));
        if (!gone) throw notFound(NOT_FOUND);
        return { success: true as const, message: type.messages.deleted };
      },
    );

  if (type.revisions && type.history !== false)
    registerRevisionRoutes(app, {
      db,
      kind: type.name,
      tags,
      notFound: NOT_FOUND,
      keys: type.key?.values,
      auditKind: type.audit,
      paths: { list: type.api.revisions, one: type.api.revision, restore: type.api.revisionRestore },
      entity: schemas.entity,
      responses: { one: schemas.revision, restore: schemas.restore },
      snapshot,
      restore: (id, revision, editor) =>
        media.transaction(async (tx) => {
          const done = await restoreItem(
            tx,
            model,
            id,
            revision as { data: Record<string, unknown>; createdAt: Date },
            editor,
            api.fixRestore,
          );
          return done?.after ?? null;
        }),
    });

  if (type.preview)
    registerPreviewRoutes(app, {
      db,
      config: ctx.config,
      kind: type.name,
      tags,
      notFound: NOT_FOUND,
      auditTarget: type.audit,
      paths: { list: type.api.previewLinks, one: type.api.previewLink },
    });
}
