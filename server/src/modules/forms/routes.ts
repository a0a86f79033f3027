/**
 * Forms staff build (issue 29): the builder's API (admins and editors: `forms`), the choices a
 * rich-text block offers (anyone who writes), the public definition and entries, and a form's
 * entries as CSV (`enquiries`: they are enquiries). Paths, permission, audit name and messages are
 * its declaration's (contract content-types/form.ts) and the content engine saves it (issue 34);
 * these routes keep the API's own shapes. Saving or deleting a form announces `form:<id>` in the
 * change feed (its table's, as every type's), so pages and answers that show it are dropped; an entry
 * changes nothing public.
 */
import { Readable } from 'node:stream';
import { CSV_BOM, csvRow, entryValueText, ROUTES } from '@vyoma/contract';
import { FORM } from '@vyoma/contract/content-types';
import { formDefinitionSchema, formEntrySchema } from '@vyoma/contract/form-schema';
import {
  conflictResponse,
  formChoicesResponse,
  formEntryCreatedResponse,
  formListResponse,
  formResponse,
  publicFormResponse,
  successResponse,
} from '@vyoma/contract/responses';
import { idOrSlugParams, idParams } from '@vyoma/contract/schemas';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../context.ts';
import { SHOWN } from '../../db/change-feed.ts';
import { notFound } from '../../http/errors.ts';
import { errorResponses, requireExisting } from '../../http/schemas.ts';
import { shows } from '../../plugins/content-changes.ts';
import { spendEnquiryBudget } from '../contact/index.ts';
import { editorOf } from '../content/index.ts';
import {
  deleteForm,
  formChoices,
  formColumns,
  formEntries,
  formRow,
  formSnapshot,
  getForm,
  insertForm,
  listForms,
  toPublic,
  updateForm,
} from './repository.ts';
import { acceptFormEntry, FORM_NOT_FOUND } from './service.ts';

const tags = ['forms'];
const params = idParams(FORM_NOT_FOUND);
const { write } = FORM.permissions;

export const formRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  const { db } = ctx;
  const snapshot = (id: string) => formSnapshot(db, id);

  app.get(
    FORM.api.list,
    {
      config: { permission: write },
      schema: {
        tags,
        summary: 'Every form, by title, with its entries counted',
        response: { 200: formListResponse },
      },
    },
    async (_request, reply) => {
      reply.header('Cache-Control', 'no-store');
      return { success: true as const, data: await listForms(db) };
    },
  );

  app.get(
    ROUTES.adminFormChoices,
    {
      config: { permission: 'writeContent' },
      schema: {
        tags,
        summary: 'The forms a rich-text block can show (slug and title)',
        response: { 200: formChoicesResponse },
      },
    },
    async (_request, reply) => {
      reply.header('Cache-Control', 'no-store');
      return { data: await formChoices(db) };
    },
  );

  app.get(
    FORM.api.update,
    {
      config: { permission: write },
      schema: {
        tags,
        summary: 'One form with its definition',
        params,
        response: { 200: formResponse, ...errorResponses(404) },
      },
    },
    async (request, reply) => {
      reply.header('Cache-Control', 'no-store');
      const form = await getForm(db, request.params.id);
      if (!form) throw notFound(FORM_NOT_FOUND);
      return { success: true as const, data: form };
    },
  );

  app.post(
    FORM.api.create,
    {
      config: { permission: write, audit: { action: `${FORM.audit}.create` } },
      schema: {
        tags,
        summary: 'Create a form (its URL name is made from the title unless one is given)',
        body: formDefinitionSchema,
        response: { 201: formResponse, 409: conflictResponse, ...errorResponses(400) },
      },
    },
    async (request, reply) => {
      const id = await insertForm(db, request.body, editorOf(request));
      reply.status(201);
      return { success: true as const, data: (await getForm(db, id))! };
    },
  );

  app.put(
    FORM.api.update,
    {
      config: { permission: write, audit: { action: `${FORM.audit}.update`, snapshot } },
      preValidation: requireExisting(params, FORM_NOT_FOUND, (id) => formRow(db, id)),
      schema: {
        tags,
        summary: 'Save a new version of a form (entries keep the version they were sent to)',
        params,
        body: formDefinitionSchema,
        response: { 200: formResponse, 409: conflictResponse, ...errorResponses(400, 404) },
      },
    },
    async (request) => {
      const { id } = request.params;
      if (!(await updateForm(db, id, request.body, editorOf(request)))) throw notFound(FORM_NOT_FOUND);
      return { success: true as const, data: (await getForm(db, id))! };
    },
  );

  app.delete(
    FORM.api.remove,
    {
      config: { permission: write, audit: { action: `${FORM.audit}.delete`, snapshot } },
      schema: {
        tags,
        summary: 'Delete a form (its entries stay in the inbox)',
        params,
        response: { 200: successResponse, ...errorResponses(404) },
      },
    },
    async (request) => {
      if (!(await deleteForm(db, request.params.id))) throw notFound(FORM_NOT_FOUND);
      return { success: true as const, message: FORM.messages.deleted };
    },
  );

  app.get(
    ROUTES.adminFormEntriesCsv,
    {
      // Personal data leaving the site: audited, refused cross-site.
      config: {
        permission: 'enquiries',
        changesState: true,
        audit: { action: `${FORM.audit}.export`, target: FORM.audit },
      },
      schema: {
        tags,
        summary:
          "A form's entries as CSV: every field any version of the form had (streamed; formulas neutralised)",
        params,
        produces: ['text/csv'],
        response: {
          200: z.string().meta({ description: 'text/csv; charset=utf-8, with a BOM' }),
          ...errorResponses(404),
        },
      },
    },
    async (request, reply) => {
      const form = await formRow(db, request.params.id);
      if (!form) throw notFound(FORM_NOT_FOUND);
      request.auditNote = { targetLabel: form.title, fields: [] };
      const columns = await formColumns(db, form.id);
      async function* csv() {
        yield CSV_BOM +
          csvRow(['sent', 'status', 'version', ...columns.map((c) => c.label), 'source', 'campaign', 'page']);
        for await (const batch of formEntries(db, form!.id))
          yield batch
            .map((e) => {
              const byKey = new Map(e.fields.map((v) => [v.key, entryValueText(v)]));
              return csvRow([
                e.createdAt.toISOString(),
                e.status,
                e.formVersion,
                ...columns.map((c) => byKey.get(c.key) ?? null),
                e.source,
                e.utmCampaign,
                e.page,
              ]);
            })
            .join('');
      }
      const stream = Readable.from(csv());
      stream.on('error', (err) => request.log.error({ err }, 'form CSV export failed while streaming'));
      return reply
        .header('Content-Type', 'text/csv; charset=utf-8')
        .header(
          'Content-Disposition',
          `attachment; filename="form-${form.slug}-${new Date().toISOString().slice(0, 10)}.csv"`,
        )
        .header('Cache-Control', 'no-store')
        .send(stream as unknown as string);
    },
  );

  app.get(
    FORM.api.one,
    {
      config: { publicCache: true },
      schema: {
        tags,
        summary: 'A form’s public definition (fields, conditions, steps, confirmation), by slug or id',
        params: idOrSlugParams(FORM_NOT_FOUND),
        response: { 200: publicFormResponse, ...errorResponses(404) },
      },
    },
    async (request) => {
      const row = await formRow(db, request.params.id);
      if (!row) throw notFound(FORM_NOT_FOUND);
      shows(request, ...SHOWN.form(row.id));
      return { success: true as const, data: toPublic(row) };
    },
  );

  app.post(
    ROUTES.formEntries,
    {
      // An entry changes nothing public; it shares the enquiries' per-address budget.
      config: { keepsContent: true },
      onRequest: spendEnquiryBudget(app),
      schema: {
        tags,
        summary:
          'Send an entry: values[key] per field (checkboxes: a list), files[key] per file field (multipart)',
        params: idOrSlugParams(FORM_NOT_FOUND),
        consumes: ['multipart/form-data', 'application/json'],
        body: formEntrySchema,
        response: { 201: formEntryCreatedResponse, ...errorResponses(400, 404, 413, 429) },
      },
    },
    async (request, reply) => {
      const outcome = await acceptFormEntry(ctx, request.params.id, request.body, {
        ip: request.ip,
        visit: ctx.analytics.visitFor(request),
      });
      reply.status(201);
      return {
        success: true as const,
        message: outcome.confirmation.kind === 'message' ? outcome.confirmation.message : 'Sent.',
        data: { _id: outcome.id },
        confirmation: outcome.confirmation,
      };
    },
  );
};
