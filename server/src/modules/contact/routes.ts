/** Contact enquiries: anyone may send (rate-limited, honeypot); only admins read or delete. */
import { MESSAGES, ROUTES } from '@vyoma/contract';
import { contactCreateResponse, contactListResponse, successResponse } from '@vyoma/contract/responses';
import { contactSchema, idParams } from '@vyoma/contract/schemas';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../context.ts';
import { errorResponses } from '../../http/schemas.ts';
import { HttpError, notFound } from '../../http-error.ts';
import { deleteMessage, insertMessage, listMessages } from './repository.ts';

const NOT_FOUND = 'Message not found';
const tags = ['contact'];

export const contactRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  const { db } = ctx;

  app.post(
    ROUTES.contact,
    {
      config: {
        keepsContent: true,
        rateLimit: {
          max: ctx.config.contactRateLimitPerMinute,
          timeWindow: 60_000,
          errorResponseBuilder: () =>
            new HttpError(
              429,
              'You have sent several messages in a short time. Please try again in a minute.',
            ),
        },
      },
      schema: {
        tags,
        summary: 'Send an enquiry from the contact form',
        body: contactSchema,
        response: { 201: contactCreateResponse, ...errorResponses(400, 429) },
      },
    },
    async (request, reply) => {
      const input = request.body;
      // A filled honeypot is a bot: answer exactly like a success, store nothing.
      if (!input.website) {
        await insertMessage(db, {
          name: input.name,
          email: input.email,
          phone: input.phone,
          message: input.message,
        });
      }
      reply.status(201);
      return { success: true as const, message: MESSAGES.contact.success };
    },
  );

  app.get(
    ROUTES.contact,
    {
      config: { admin: true },
      schema: { tags, summary: 'List enquiries, newest first', response: { 200: contactListResponse } },
    },
    async (_request, reply) => {
      reply.header('Cache-Control', 'no-store');
      const data = await listMessages(db);
      return { success: true as const, message: `${data.length} message(s)`, data };
    },
  );

  app.delete(
    ROUTES.contactMessage,
    {
      config: { admin: true, keepsContent: true },
      schema: {
        tags,
        summary: 'Delete an enquiry',
        params: idParams(NOT_FOUND),
        response: { 200: successResponse, ...errorResponses(404) },
      },
    },
    async (request) => {
      if (!(await deleteMessage(db, request.params.id))) throw notFound(NOT_FOUND);
      return { success: true as const, message: MESSAGES.contacts.deleted };
    },
  );
};
