/**
 * Job openings (issue 19): the public list and page data (open, unexpired ones; a closed or expired
 * opening answers 410), and the admin's list, read, create, edit (version check) and delete. Every
 * admin change is audited and clears the public caches (content-changes plugin). Their own routes
 * rather than the generic ones (content/routes.ts): the spec's answers (`apply`, `closesOn`, `open`),
 * the admin's list and read, 410 and the delete refused while applications hang off an opening.
 */
import { ROUTES } from '@vyoma/contract';
import { JOB } from '@vyoma/contract/content-types';
import { jobOpeningSchema } from '@vyoma/contract/job-schema';
import {
  conflictResponse,
  jobOpeningListResponse,
  jobOpeningResponse,
  successResponse,
} from '@vyoma/contract/responses';
import { idOrSlugParams, idParams, pageQuerySchema, translationFilter } from '@vyoma/contract/schemas';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../context.ts';
import { SHOWN } from '../../db/change-feed.ts';
import { HttpError, notFound } from '../../http/errors.ts';
import { errorResponses, requireExisting } from '../../http/schemas.ts';
import { shows } from '../../plugins/content-changes.ts';
import { editorOf } from '../content/index.ts';
import {
  deleteJob,
  getJob,
  insertJob,
  jobSnapshot,
  listAllJobs,
  listOpenJobs,
  updateJob,
} from './repository.ts';

const NOT_FOUND = JOB.messages.notFound;
export const CLOSED = 'This opening is closed: it no longer takes applications.';
const params = idParams(NOT_FOUND);
const tags = ['careers'];
const { write } = JOB.permissions;

export const careerRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  const { db } = ctx;

  app.get(
    JOB.api.list,
    {
      config: { publicCache: true },
      schema: {
        tags,
        summary:
          'A page of the open job openings (not past their closing date), newest first; without page/limit the newest 100',
        querystring: pageQuerySchema,
        response: { 200: jobOpeningListResponse, ...errorResponses(400) },
      },
    },
    async (request) => {
      shows(request, ...SHOWN.jobs);
      const { page, limit } = request.query;
      return { success: true as const, ...(await listOpenJobs(db, { page, limit })), page, limit };
    },
  );

  app.get(
    JOB.api.one,
    {
      config: { publicCache: true },
      schema: {
        tags,
        summary: 'One open job opening, by slug or id (410 when it is closed or past its closing date)',
        params: idOrSlugParams(NOT_FOUND),
        response: { 200: jobOpeningResponse, ...errorResponses(404, 410) },
      },
    },
    async (request) => {
      const job = await getJob(db, request.params.id);
      if (!job) throw notFound(NOT_FOUND);
      if (!job.open) throw new HttpError(410, CLOSED);
      shows(request, ...SHOWN.job(job._id));
      return { success: true as const, data: job };
    },
  );

  app.get(
    ROUTES.adminJobs,
    {
      config: { permission: write },
      schema: {
        tags,
        summary:
          'A page of the job openings, open or closed, newest first; without page/limit the newest 100',
        querystring: pageQuerySchema.extend({ translation: translationFilter }),
        response: { 200: jobOpeningListResponse, ...errorResponses(400) },
      },
    },
    async (request) => {
      const { page, limit, translation } = request.query;
      return {
        success: true as const,
        ...(await listAllJobs(db, { page, limit }, new Date(), translation)),
        page,
        limit,
      };
    },
  );

  app.get(
    ROUTES.adminJob,
    {
      config: { permission: write },
      schema: {
        tags,
        summary: 'One job opening, open or closed',
        params,
        response: { 200: jobOpeningResponse, ...errorResponses(404) },
      },
    },
    async (request) => {
      const job = await getJob(db, request.params.id);
      if (!job) throw notFound(NOT_FOUND);
      return { success: true as const, data: job };
    },
  );

  app.post(
    JOB.api.create,
    {
      config: { permission: write, audit: { action: `${JOB.audit}.create` } },
      schema: {
        tags,
        summary: 'Create a job opening (its URL name is made from the title unless one is given)',
        body: jobOpeningSchema,
        response: { 201: jobOpeningResponse, 409: conflictResponse, ...errorResponses(400) },
      },
    },
    async (request, reply) => {
      const id = await insertJob(db, request.body, editorOf(request));
      reply.status(201);
      return { success: true as const, data: (await getJob(db, id))! };
    },
  );

  app.put(
    JOB.api.update,
    {
      config: {
        permission: write,
        audit: { action: `${JOB.audit}.update`, snapshot: (id) => jobSnapshot(db, id) },
      },
      preValidation: requireExisting(params, NOT_FOUND, (id) => getJob(db, id)),
      schema: {
        tags,
        summary: 'Edit a job opening (with `version`: 409 when someone saved a newer one)',
        params,
        body: jobOpeningSchema,
        response: { 200: jobOpeningResponse, 409: conflictResponse, ...errorResponses(400, 404) },
      },
    },
    async (request) => {
      const { id } = request.params;
      if (!(await updateJob(db, id, request.body, editorOf(request)))) throw notFound(NOT_FOUND);
      return { success: true as const, data: (await getJob(db, id))! };
    },
  );

  app.delete(
    JOB.api.remove,
    {
      config: {
        permission: write,
        audit: { action: `${JOB.audit}.delete`, snapshot: (id) => jobSnapshot(db, id) },
      },
      schema: {
        tags,
        summary: 'Delete a job opening',
        params,
        response: { 200: successResponse, ...errorResponses(404) },
      },
    },
    async (request) => {
      if (!(await deleteJob(db, request.params.id))) throw notFound(NOT_FOUND);
      return { success: true as const, message: JOB.messages.deleted };
    },
  );
};
