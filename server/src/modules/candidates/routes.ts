/**
 * Job applications (issue 29): applying (public, multipart), and the candidates screen (admins and
 * editors): the list and board, one application, its stage, assignee, rating and keep mark, notes,
 * the CV (never public; every opening of it audited and in the application's history), and one
 * person's data exported or erased (admins: `personalData`).
 */
import { APPLICATION_MESSAGES, ROUTES } from '@vyoma/contract';
import {
  applicationListQuerySchema,
  applicationNoteSchema,
  applicationSchema,
  applicationUpdateSchema,
  personQuerySchema,
} from '@vyoma/contract/form-schema';
import {
  applicationAssigneesResponse,
  applicationCreatedResponse,
  applicationListResponse,
  applicationNoteResponse,
  applicationResponse,
  applicationsSummaryResponse,
  personErasedResponse,
  personExportResponse,
} from '@vyoma/contract/responses';
import { idOrSlugParams, idParams } from '@vyoma/contract/schemas';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../context.ts';
import { badRequest, notFound } from '../../http/errors.ts';
import { errorResponses, requireExisting } from '../../http/schemas.ts';
import { recordAudit } from '../../plugins/audit.ts';
import { pageFromReferer, spendEnquiryBudget } from '../contact/index.ts';
import { sendEntryFile } from '../entry-files/index.ts';
import {
  addApplicationNote,
  applicationExists,
  applicationSnapshot,
  applicationsByJob,
  erasePerson,
  getApplication,
  isCandidateStaff,
  listApplications,
  listCandidateStaff,
  openCv,
  personApplications,
  updateApplication,
} from './repository.ts';
import { acceptApplication } from './service.ts';

const NOT_FOUND = 'Application not found';
const tags = ['candidates'];
const params = idParams(NOT_FOUND);

export const candidateRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  const { db, config } = ctx;
  const days = config.applicationRetentionDays;
  const exists = requireExisting(params, NOT_FOUND, (id) => applicationExists(db, id));
  const snapshot = (id: string) => applicationSnapshot(db, id);
  const actorOf = (request: { user: { _id: string; name: string } | null }) => ({
    id: request.user?._id ?? null,
    name: request.user?.name ?? null,
  });

  app.post(
    ROUTES.jobApplications,
    {
      // An application changes nothing public; it shares the enquiries' per-address budget.
      config: { keepsContent: true },
      onRequest: spendEnquiryBudget(app),
      schema: {
        tags,
        summary:
          'Apply to an open job opening (multipart: name, email, phone, cv, coverNote?, links?, consent)',
        params: idOrSlugParams(APPLICATION_MESSAGES.notFound),
        consumes: ['multipart/form-data'],
        body: applicationSchema,
        response: { 201: applicationCreatedResponse, ...errorResponses(400, 404, 410, 413, 429) },
      },
    },
    async (request, reply) => {
      const outcome = await acceptApplication(ctx, request.params.id, request.body, {
        ip: request.ip,
        refererPage: pageFromReferer(request.headers.referer, null),
      });
      reply.status(201);
      return { success: true as const, message: APPLICATION_MESSAGES.sent, data: { _id: outcome.id } };
    },
  );

  app.get(
    ROUTES.adminApplications,
    {
      config: { permission: 'candidates' },
      schema: {
        tags,
        summary: 'Applications, newest first: filter by opening, stage, assignee or words; page',
        querystring: applicationListQuerySchema,
        response: { 200: applicationListResponse, ...errorResponses(400) },
      },
    },
    async (request, reply) => {
      reply.header('Cache-Control', 'no-store');
      const { data, total } = await listApplications(db, request.query);
      return { success: true as const, data, total, page: request.query.page, limit: request.query.limit };
    },
  );

  app.get(
    ROUTES.adminApplicationsSummary,
    {
      config: { permission: 'candidates' },
      schema: {
        tags,
        summary: 'Each opening that is open or has applications, with its applications counted per stage',
        response: { 200: applicationsSummaryResponse },
      },
    },
    async (_request, reply) => {
      reply.header('Cache-Control', 'no-store');
      return { success: true as const, data: await applicationsByJob(db) };
    },
  );

  app.get(
    ROUTES.adminApplicationAssignees,
    {
      config: { permission: 'candidates' },
      schema: {
        tags,
        summary: 'Staff an application can be given',
        response: { 200: applicationAssigneesResponse },
      },
    },
    async (_request, reply) => {
      reply.header('Cache-Control', 'no-store');
      return { success: true as const, data: await listCandidateStaff(db) };
    },
  );

  app.get(
    ROUTES.adminApplicationsExport,
    {
      // Personal data leaving the site: audited without the address (the log outlives an erasure).
      config: {
        permission: 'personalData',
        changesState: true,
        audit: { action: 'application.export', target: 'person' },
      },
      schema: {
        tags,
        summary: 'Everything stored about one applicant (every application by the e-mail, CVs included)',
        querystring: personQuerySchema,
        response: { 200: personExportResponse, ...errorResponses(400) },
      },
    },
    async (request, reply) => {
      const applications = await personApplications(db, request.query.email, days);
      request.auditNote = { target: null, targetLabel: `${applications.length} application(s)`, fields: [] };
      reply
        .header('Cache-Control', 'private, no-store')
        .header('Content-Disposition', 'attachment; filename="personal-data.json"');
      return {
        success: true as const,
        data: { email: request.query.email, exportedAt: new Date().toISOString(), applications },
      };
    },
  );

  app.delete(
    ROUTES.adminApplications,
    {
      config: { permission: 'personalData', audit: false },
      schema: {
        tags,
        summary: 'Erase one applicant: every application by the e-mail, with its CV, notes and history',
        querystring: personQuerySchema,
        response: { 200: personErasedResponse, ...errorResponses(400) },
      },
    },
    async (request) => {
      const count = await erasePerson(db, request.query.email);
      await recordAudit(ctx, request, {
        action: 'application.erase',
        target: null,
        targetLabel: `${count} application(s)`,
        fields: [],
      });
      return {
        success: true as const,
        message:
          count === 0
            ? 'No application was sent from that address.'
            : `Erased ${count} application${count === 1 ? '' : 's'}, with ${count === 1 ? 'its CV' : 'their CVs'}, notes and history.`,
        count,
      };
    },
  );

  app.get(
    ROUTES.adminApplication,
    {
      config: { permission: 'candidates' },
      schema: {
        tags,
        summary: 'One application: details, consent, CV, notes, history and when it will be deleted',
        params,
        response: { 200: applicationResponse, ...errorResponses(404) },
      },
    },
    async (request, reply) => {
      reply.header('Cache-Control', 'no-store');
      const data = await getApplication(db, request.params.id, days);
      if (!data) throw notFound(NOT_FOUND);
      return { success: true as const, data };
    },
  );

  app.patch(
    ROUTES.adminApplication,
    {
      config: { permission: 'candidates', audit: { action: 'application.update', snapshot } },
      preValidation: exists,
      schema: {
        tags,
        summary:
          'Change the stage, the assignee, the rating or the keep mark (each change goes in its history)',
        params,
        body: applicationUpdateSchema,
        response: { 200: applicationResponse, ...errorResponses(400, 404) },
      },
    },
    async (request) => {
      const { id } = request.params;
      const { assignee } = request.body;
      if (assignee && !(await isCandidateStaff(db, assignee)))
        throw badRequest('Choose an administrator or editor', 'assignee');
      if (!(await updateApplication(db, id, request.body, actorOf(request), days))) throw notFound(NOT_FOUND);
      const data = await getApplication(db, id, days);
      if (!data) throw notFound(NOT_FOUND);
      return { success: true as const, data };
    },
  );

  app.post(
    ROUTES.adminApplicationNotes,
    {
      config: {
        permission: 'candidates',
        keepsContent: true,
        audit: { action: 'application.note', snapshot, fields: ['note'] },
      },
      preValidation: exists,
      schema: {
        tags,
        summary: 'Add an internal note (author and time are recorded)',
        params,
        body: applicationNoteSchema,
        response: { 201: applicationNoteResponse, ...errorResponses(400, 404) },
      },
    },
    async (request, reply) => {
      const user = request.user!;
      const data = await addApplicationNote(
        db,
        request.params.id,
        { id: user._id, name: user.name },
        request.body.text,
      );
      reply.status(201);
      return { success: true as const, data };
    },
  );

  app.get(
    ROUTES.adminApplicationCv,
    {
      // Every opening of a CV is in the audit log and the application's history; another site's page
      // cannot make a browser fetch it (the cross-site check of a mutation).
      config: {
        permission: 'candidates',
        changesState: true,
        audit: { action: 'application.cv', target: 'application' },
      },
      schema: {
        tags,
        summary: 'The CV: a PDF opens in the browser, a Word file is downloaded (never cached)',
        params,
        produces: ['application/pdf', 'application/msword'],
        response: { 200: z.string().meta({ description: 'The file as sent' }), ...errorResponses(404) },
      },
    },
    async (request, reply) => {
      const label = (await snapshot(request.params.id))?.title;
      const file = await openCv(db, request.params.id, actorOf(request));
      if (!file) throw notFound(NOT_FOUND);
      request.auditNote = { targetLabel: label ?? null, fields: [] };
      return sendEntryFile(reply, file);
    },
  );
};
