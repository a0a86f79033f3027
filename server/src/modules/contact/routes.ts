import { ENQUIRY_STATUS_LABELS, MESSAGES, ROUTES, TOO_MANY_ENQUIRIES } from '@vyoma/contract';
import {
  contactCreateResponse,
  contactListResponse,
  enquiryAssigneesResponse,
  enquiryBulkResponse,
  enquiryNoteResponse,
  enquiryResponse,
  successResponse,
} from '@vyoma/contract/responses';
import {
  contactSchema,
  ENQUIRY_LIST_DEFAULTS,
  enquiryBulkSchema,
  enquiryListQuerySchema,
  enquiryNoteSchema,
  enquiryUpdateSchema,
  idParams,
} from '@vyoma/contract/schemas';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../context.ts';
import { badRequest, HttpError, notFound } from '../../http/errors.ts';
import { errorResponses, requireExisting } from '../../http/schemas.ts';
import { recordAudit } from '../../plugins/audit.ts';
import { readEntryFile, sendEntryFile } from '../entry-files/index.ts';
import { mailConfigured } from '../mail/index.ts';
import {
  addNote,
  bulkDelete,
  bulkSetStatus,
  deleteMessage,
  enquiryExists,
  enquirySnapshot,
  failedStaffMail,
  getEnquiry,
  isAssignee,
  listAssignees,
  listEnquiries,
  updateEnquiry,
} from './repository.ts';
import { acceptEnquiry, enquiryMails } from './service.ts';

const NOT_FOUND = 'Message not found';
const tags = ['contact'];
const params = idParams(NOT_FOUND);

export const contactRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  const { db, outbox } = ctx;
  const notificationSettings = () => enquiryMails(ctx.config.mail);
  const exists = requireExisting(params, NOT_FOUND, (id) => enquiryExists(db, id));
  // The audit log (plugins/audit.ts) names the enquiry and the fields of it that changed.
  const snapshot = (id: string) => enquirySnapshot(db, id);

  app.post(
    ROUTES.contact,
    {
      config: { keepsContent: true },
      // The per-address budget shared with the contact page's form (plugins/security.ts).
      onRequest: async (request) => {
        if (!(await app.spendEnquiry(request))) throw new HttpError(429, TOO_MANY_ENQUIRIES);
      },
      schema: {
        tags,
        summary: 'Send an enquiry from the contact form or the cart (quote lines, attribution)',
        body: contactSchema,
        response: { 201: contactCreateResponse, ...errorResponses(400, 429, 503) },
      },
    },
    async (request, reply) => {
      await acceptEnquiry(ctx, request.body, { visit: ctx.analytics.visitFor(request) });
      reply.status(201);
      return { success: true as const, message: MESSAGES.contact.success };
    },
  );

  app.get(
    ROUTES.contact,
    {
      config: { permission: 'enquiries' },
      schema: {
        tags,
        summary: 'List enquiries, newest first: filter by status and assignee, search, page',
        querystring: enquiryListQuerySchema,
        response: { 200: contactListResponse, ...errorResponses(400) },
      },
    },
    async (request, reply) => {
      reply.header('Cache-Control', 'no-store');
      const {
        page = ENQUIRY_LIST_DEFAULTS.page,
        limit = ENQUIRY_LIST_DEFAULTS.limit,
        ...filters
      } = request.query;
      const { data, total, totalCapped } = await listEnquiries(db, filters, { page, limit });
      return {
        success: true as const,
        message: `${totalCapped ? 'more than ' : ''}${total} message(s)`,
        data,
        total,
        totalCapped,
        page,
        limit,
        notifications: notificationSettings(),
      };
    },
  );

  app.get(
    ROUTES.contactAssignees,
    {
      config: { permission: 'enquiries' },
      schema: {
        tags,
        summary: 'Administrators an enquiry can be assigned to',
        response: { 200: enquiryAssigneesResponse },
      },
    },
    async (_request, reply) => {
      reply.header('Cache-Control', 'no-store');
      return { success: true as const, data: await listAssignees(db) };
    },
  );

  app.post(
    ROUTES.contactBulk,
    {
      // Audited below, one entry per enquiry it changed (the hook would write one for the batch).
      config: { permission: 'enquiries', keepsContent: true, audit: false },
      schema: {
        tags,
        summary: 'Change the status of, or delete, several enquiries at once',
        body: enquiryBulkSchema,
        response: { 200: enquiryBulkResponse, ...errorResponses(400) },
      },
    },
    async (request) => {
      const { action, ids, status } = request.body;
      const changed = action === 'delete' ? await bulkDelete(db, ids) : await bulkSetStatus(db, ids, status!);
      for (const e of changed)
        await recordAudit(ctx, request, {
          action: action === 'delete' ? 'contact.delete' : 'contact.update',
          target: `contact:${e.id}`,
          targetLabel: e.name,
          fields: action === 'delete' ? [] : ['status'],
        });
      const count = changed.length;
      if (action === 'delete')
        return {
          success: true as const,
          message: count === 1 ? MESSAGES.contacts.deleted : `${count} messages deleted.`,
          count,
        };
      return {
        success: true as const,
        message: `${count} ${count === 1 ? 'message' : 'messages'} marked ${ENQUIRY_STATUS_LABELS[status!]}.`,
        count,
      };
    },
  );

  app.get(
    ROUTES.contactMessage,
    {
      config: { permission: 'enquiries' },
      schema: {
        tags,
        summary: 'One enquiry: pipeline, notes, quote lines, attribution and mail delivery',
        params,
        response: { 200: enquiryResponse, ...errorResponses(404) },
      },
    },
    async (request, reply) => {
      reply.header('Cache-Control', 'no-store');
      const data = await getEnquiry(db, request.params.id);
      if (!data) throw notFound(NOT_FOUND);
      return { success: true as const, data, notifications: notificationSettings() };
    },
  );

  app.patch(
    ROUTES.contactMessage,
    {
      config: { permission: 'enquiries', keepsContent: true, audit: { action: 'contact.update', snapshot } },
      preValidation: exists,
      schema: {
        tags,
        summary: 'Change the status, the assignee (an admin, or null), the follow-up date or the value',
        params,
        body: enquiryUpdateSchema,
        response: { 200: enquiryResponse, ...errorResponses(400, 404) },
      },
    },
    async (request) => {
      const { id } = request.params;
      const { status, assigneeId, followUpOn, value } = request.body;
      // A deactivated admin keeps what was assigned to them (saving other fields sends them back
      // unchanged), but nothing new is assigned to them.
      if (
        assigneeId &&
        !(await isAssignee(db, assigneeId)) &&
        (await enquirySnapshot(db, id))?.assigneeId !== assigneeId
      )
        throw badRequest('Choose an administrator', 'assigneeId');
      if (!(await updateEnquiry(db, id, { status, assigneeId, followUpOn, value })))
        throw notFound(NOT_FOUND);
      const data = await getEnquiry(db, id);
      if (!data) throw notFound(NOT_FOUND);
      return { success: true as const, data, notifications: notificationSettings() };
    },
  );

  app.post(
    ROUTES.contactNotes,
    {
      // The note's text stays out of the audit log, like every value.
      config: {
        permission: 'enquiries',
        keepsContent: true,
        audit: { action: 'contact.note', snapshot, fields: ['note'] },
      },
      preValidation: exists,
      schema: {
        tags,
        summary: 'Add an internal note (author and time are recorded)',
        params,
        body: enquiryNoteSchema,
        response: { 201: enquiryNoteResponse, ...errorResponses(400, 404) },
      },
    },
    async (request, reply) => {
      const user = request.user!;
      const data = await addNote(db, request.params.id, { id: user._id, name: user.name }, request.body.text);
      reply.status(201);
      return { success: true as const, data };
    },
  );

  app.post(
    ROUTES.contactNotificationRetry,
    {
      config: {
        permission: 'enquiries',
        keepsContent: true,
        audit: { action: 'contact.notification.retry', snapshot, fields: [] },
      },
      schema: {
        tags,
        summary: 'Send a failed staff notification again (attempts start over)',
        params,
        response: { 200: successResponse, ...errorResponses(404, 409) },
      },
    },
    async (request) => {
      const { id } = request.params;
      if (!(await enquiryExists(db, id))) throw notFound(NOT_FOUND);
      if (!mailConfigured(ctx.config.mail))
        throw new HttpError(409, 'Notifications are off: set SMTP_URL and NOTIFY_EMAILS.');
      const failed = await failedStaffMail(db, id);
      if (!failed || !(await outbox.retry(failed)))
        throw new HttpError(409, 'This enquiry has no failed notification.');
      return { success: true as const, message: 'The notification will be sent again.' };
    },
  );

  app.get(
    ROUTES.contactFile,
    {
      // Files people send are never public: opened by staff, audited, refused cross-site.
      config: {
        permission: 'enquiries',
        changesState: true,
        audit: { action: 'contact.file', target: 'contact' },
      },
      schema: {
        tags,
        summary: 'A file sent with a form entry: a PDF opens in the browser, anything else is downloaded',
        params: z.object({ id: z.guid({ error: NOT_FOUND }), fileId: z.guid({ error: 'File not found' }) }),
        produces: ['application/pdf', 'application/octet-stream'],
        response: { 200: z.string().meta({ description: 'The file as sent' }), ...errorResponses(404) },
      },
    },
    async (request, reply) => {
      const file = await readEntryFile(db, { enquiryId: request.params.id }, request.params.fileId);
      if (!file) throw notFound('File not found');
      request.auditNote = { targetLabel: null, fields: [] };
      return sendEntryFile(reply, file);
    },
  );

  app.delete(
    ROUTES.contactMessage,
    {
      config: { permission: 'enquiries', keepsContent: true, audit: { action: 'contact.delete', snapshot } },
      schema: {
        tags,
        summary: 'Delete an enquiry',
        params,
        response: { 200: successResponse, ...errorResponses(404) },
      },
    },
    async (request) => {
      if (!(await deleteMessage(db, request.params.id))) throw notFound(NOT_FOUND);
      return { success: true as const, message: MESSAGES.contacts.deleted };
    },
  );
};
