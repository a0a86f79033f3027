/** Contact enquiries: anyone may send (rate-limited, honeypot); only admins read or delete. */
import {
  API,
  type ContactCreateResponse,
  type ContactListResponse,
  MESSAGES,
  type SuccessResponse,
} from '@vyoma/contract';
import { contactSchema } from '@vyoma/contract/schemas';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context.ts';
import { HttpError, notFound } from '../../http-error.ts';
import { isUuid } from '../../ids.ts';
import { requireAdmin } from '../../plugins/auth.ts';
import { parseWith } from '../../plugins/errors.ts';
import { deleteMessage, insertMessage, listMessages } from './repository.ts';

export async function contactRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  const { db } = ctx;

  app.post(
    API.contact,
    {
      config: {
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
    },
    async (request, reply): Promise<ContactCreateResponse> => {
      const input = parseWith(contactSchema, request.body);
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
      return { success: true, message: MESSAGES.contact.success };
    },
  );

  app.get(
    API.contact,
    { preHandler: requireAdmin },
    async (_request, reply): Promise<ContactListResponse> => {
      reply.header('Cache-Control', 'no-store');
      const data = await listMessages(db);
      return { success: true, message: `${data.length} message(s)`, data };
    },
  );

  app.delete<{ Params: { id: string } }>(
    '/api/v1/contact/:id',
    { preHandler: requireAdmin },
    async (request): Promise<SuccessResponse> => {
      const { id } = request.params;
      if (!isUuid(id) || !(await deleteMessage(db, id))) throw notFound('Message not found');
      return { success: true, message: MESSAGES.contacts.deleted };
    },
  );
}
