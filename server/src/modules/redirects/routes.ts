/**
 * Redirects and the 404 log (issue 17 item 3, docs/decisions/0040): list, add (one, or a CSV of
 * `from,to` lines, all or none), delete, and the paths that answered 404. Admins only; every change
 * is audited and, like every mutation, raises the content signal, which reloads the redirects and
 * clears the page cache: the next request sees the change.
 */
import { parseRedirectCsv, REDIRECT_IMPORT_MAX_LINES, ROUTES } from '@vyoma/contract';
import {
  notFoundListResponse,
  redirectImportErrorResponse,
  redirectImportResponse,
  redirectListResponse,
  redirectResponse,
  successResponse,
} from '@vyoma/contract/responses';
import {
  idParams,
  notFoundQuerySchema,
  pageQuerySchema,
  redirectCreateSchema,
  redirectImportSchema,
} from '@vyoma/contract/schemas';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../context.ts';
import { pgErrorCode } from '../../db/errors.ts';
import { HttpError, notFound } from '../../http/errors.ts';
import { errorResponses } from '../../http/schemas.ts';
import {
  type Creator,
  deleteRedirect,
  insertRedirects,
  listNotFound,
  listRedirects,
  type NewRedirect,
  pageOfRedirects,
  type RedirectRow,
} from './repository.ts';
import { RedirectRules } from './rules.ts';

const tags = ['redirects'];
const NOT_FOUND = 'Redirect not found';
const params = idParams(NOT_FOUND);
const RACE = 'Another redirect from the same address was just added. Reload the list and try again.';

const view = (r: RedirectRow) => ({
  _id: r.id,
  from: r.fromPath,
  to: r.toPath,
  hits: r.hits,
  lastHitAt: r.lastHitAt?.toISOString() ?? null,
  createdAt: r.createdAt.toISOString(),
  createdBy: r.createdByName,
});

export const redirectRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  const { db, redirects } = ctx;
  const siteOrigin = new URL(ctx.config.publicUrl).origin;
  const creator = (user: { _id: string; name: string } | null): Creator | null =>
    user ? { id: user._id, name: user.name } : null;

  /** Saves checked redirects; a from_key another request took meanwhile is a 409. */
  async function save(rows: NewRedirect[], by: Creator | null) {
    try {
      const saved = await insertRedirects(db, rows, by);
      // The map reloads through the change feed (the write announces `redirects`), in every process.
      redirects.forgetNotFound(rows.map((r) => r.fromKey));
      return saved;
    } catch (err) {
      if (pgErrorCode(err) === '23505') throw new HttpError(409, RACE);
      throw err;
    }
  }

  app.get(
    ROUTES.adminRedirects,
    {
      config: { permission: 'redirects' },
      schema: {
        tags,
        summary: 'A page of the redirects, newest first, with their hits; without page/limit the newest 100',
        querystring: pageQuerySchema,
        response: { 200: redirectListResponse, ...errorResponses(400) },
      },
    },
    async (request, reply) => {
      const { page, limit } = request.query;
      // Hits are counted in memory: write this process's before reading.
      await redirects.flush();
      reply.header('Cache-Control', 'no-store');
      const { rows, total } = await pageOfRedirects(db, { page, limit });
      return { data: rows.map(view), total, page, limit };
    },
  );

  app.post(
    ROUTES.adminRedirects,
    {
      config: { permission: 'redirects', audit: { action: 'redirect.create' } },
      schema: {
        tags,
        summary: 'Add a redirect (refused: a loop, a chain, a page of the site, a non-https outside address)',
        body: redirectCreateSchema,
        response: { 201: redirectResponse, ...errorResponses(400, 409) },
      },
    },
    async (request, reply) => {
      const rules = new RedirectRules(db, siteOrigin, await listRedirects(db));
      const verdict = await rules.check(request.body.from, request.body.to);
      if (!verdict.ok) throw new HttpError(verdict.status, verdict.message);
      const [saved] = await save([verdict.value], creator(request.user));
      request.auditNote = { targetLabel: `${saved!.fromPath} → ${saved!.toPath}` };
      return reply.code(201).send({ data: view(saved!) });
    },
  );

  app.post(
    ROUTES.adminRedirectsImport,
    {
      config: { permission: 'redirects', audit: { action: 'redirect.import' } },
      schema: {
        tags,
        summary: `Add redirects from CSV \`from,to\` lines (at most ${REDIRECT_IMPORT_MAX_LINES}; a header line is optional): all or none`,
        body: redirectImportSchema,
        response: { 201: redirectImportResponse, 400: redirectImportErrorResponse, ...errorResponses(409) },
      },
    },
    async (request, reply) => {
      const { lines, errors } = parseRedirectCsv(request.body.csv);
      if (lines.length + errors.length === 0)
        return reply.code(400).send({ message: 'The CSV has no lines: write one `from,to` pair per line' });
      if (lines.length + errors.length > REDIRECT_IMPORT_MAX_LINES)
        return reply.code(400).send({
          message: `The CSV has ${lines.length + errors.length} lines: import at most ${REDIRECT_IMPORT_MAX_LINES} at a time`,
        });
      const rules = new RedirectRules(db, siteOrigin, await listRedirects(db));
      const accepted: NewRedirect[] = [];
      for (const { line, from, to } of lines) {
        const verdict = await rules.check(from, to);
        if (verdict.ok) accepted.push(verdict.value);
        else errors.push({ line, message: verdict.message });
      }
      if (errors.length > 0) {
        errors.sort((a, b) => a.line - b.line);
        const n = errors.length;
        return reply.code(400).send({
          message: `Nothing was imported: ${n} line${n === 1 ? ' needs' : 's need'} fixing`,
          errors,
        });
      }
      const saved = await save(accepted, creator(request.user));
      request.auditNote = {
        target: null,
        targetLabel: `${saved.length} redirect${saved.length === 1 ? '' : 's'} imported`,
        fields: ['csv'],
      };
      return reply.code(201).send({ data: saved.map(view) });
    },
  );

  app.delete(
    ROUTES.adminRedirect,
    {
      config: { permission: 'redirects', audit: { action: 'redirect.delete' } },
      schema: {
        tags,
        summary: 'Delete a redirect (its old address answers 404 again)',
        params,
        response: { 200: successResponse, ...errorResponses(404) },
      },
    },
    async (request) => {
      const removed = await deleteRedirect(db, request.params.id);
      if (!removed) throw notFound(NOT_FOUND);
      request.auditNote = { targetLabel: `${removed.fromPath} → ${removed.toPath}` };
      return { success: true as const, message: 'Redirect deleted.' };
    },
  );

  app.get(
    ROUTES.adminNotFound,
    {
      config: { permission: 'redirects' },
      schema: {
        tags,
        summary: 'Paths that answered 404 (most hits first; paths that now redirect are left out)',
        querystring: notFoundQuerySchema,
        response: { 200: notFoundListResponse, ...errorResponses(400) },
      },
    },
    async (request, reply) => {
      const { page, limit } = request.query;
      await redirects.flush();
      const { rows, total } = await listNotFound(db, limit, (page - 1) * limit);
      reply.header('Cache-Control', 'no-store');
      return {
        data: rows.map((r) => ({
          path: r.path,
          hits: r.hits,
          lastSeen: r.lastSeen.toISOString(),
          referrer: r.referrerHost,
        })),
        total,
        page,
        limit,
      };
    },
  );
};
