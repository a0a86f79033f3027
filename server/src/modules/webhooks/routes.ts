/**
 * Webhook subscriptions (issue 28), admins only: subscribe a URL to events in a format (raw signed
 * JSON or a chat service's message), change, turn on and off, delete; read the signing secret (the
 * read is audited) or make a new one; each subscription's deliveries with what the receiver answered,
 * redeliver one (same webhook-id), send a test event. A URL the guard refuses is a 400 naming why.
 */
import { ROUTES, WEBHOOK_TEST_EVENT } from '@vyoma/contract';
import {
  webhookCreatedResponse,
  webhookCreateSchema,
  webhookDeliveryListResponse,
  webhookDeliveryParams,
  webhookDeliveryResponse,
  webhookListResponse,
  webhookResponse,
  webhookSecretResponse,
  webhookUpdateSchema,
} from '@vyoma/contract/integrations-schema';
import { successResponse } from '@vyoma/contract/responses';
import { idParams } from '@vyoma/contract/schemas';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../context.ts';
import { badRequest, HttpError, notFound } from '../../http/errors.ts';
import { errorResponses, requireExisting } from '../../http/schemas.ts';
import { readSettings } from '../settings/index.ts';
import { checkWebhookTarget } from './guard.ts';
import {
  deleteWebhook,
  getDelivery,
  getWebhook,
  insertWebhook,
  listDeliveries,
  listWebhooks,
  queueTo,
  toDelivery,
  toWebhook,
  updateWebhook,
  WEBHOOK,
} from './repository.ts';
import { newWebhookSecret } from './signature.ts';

const tags = ['webhooks'];
const NOT_FOUND = 'Webhook not found';
const DELIVERY_NOT_FOUND = 'Delivery not found';
const params = idParams(NOT_FOUND);

export const webhookRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  const { db, secrets, outbox, config } = ctx;
  const exists = requireExisting(params, NOT_FOUND, (id) => getWebhook(db, id));
  const snapshot = async (id: string) => {
    const row = await getWebhook(db, id);
    if (!row) return undefined;
    const { secret: _s, failingSince: _f, updatedAt: _u, ...rest } = row;
    return { ...rest, name: row.url };
  };

  async function checkedUrl(url: string): Promise<string> {
    const verdict = await checkWebhookTarget(url, config.webhooks.allowPrivate);
    if ('error' in verdict) throw badRequest(verdict.error, 'url');
    return verdict.url.href;
  }

  app.get(
    ROUTES.adminWebhooks,
    {
      config: { permission: 'webhooks' },
      schema: {
        tags,
        summary: 'Every webhook subscription (without its secret)',
        response: { 200: webhookListResponse },
      },
    },
    async (_request, reply) => {
      reply.header('Cache-Control', 'no-store');
      return { data: (await listWebhooks(db)).map(toWebhook) };
    },
  );

  app.post(
    ROUTES.adminWebhooks,
    {
      config: { permission: 'webhooks', keepsContent: true, audit: { action: 'webhook.create' } },
      schema: {
        tags,
        summary: 'Subscribe a URL to events (the signing secret is in the answer)',
        body: webhookCreateSchema,
        response: { 201: webhookCreatedResponse, ...errorResponses(400) },
      },
    },
    async (request, reply) => {
      const { events, format, description } = request.body;
      const url = await checkedUrl(request.body.url);
      const secret = newWebhookSecret();
      const row = await insertWebhook(
        db,
        { url, events, format, description: description ?? '', secret: secrets.seal(secret) },
        request.user!._id,
      );
      request.auditNote = { targetLabel: url, fields: ['url', 'events', 'format'] };
      reply.header('Cache-Control', 'no-store');
      return reply.code(201).send({ data: { ...toWebhook(row), secret } });
    },
  );

  app.get(
    ROUTES.adminWebhook,
    {
      config: { permission: 'webhooks' },
      schema: {
        tags,
        summary: 'One webhook subscription (without its secret)',
        params,
        response: { 200: webhookResponse, ...errorResponses(404) },
      },
    },
    async (request, reply) => {
      const row = await getWebhook(db, request.params.id);
      if (!row) throw notFound(NOT_FOUND);
      reply.header('Cache-Control', 'no-store');
      return { data: toWebhook(row) };
    },
  );

  app.patch(
    ROUTES.adminWebhook,
    {
      config: { permission: 'webhooks', keepsContent: true, audit: { action: 'webhook.update', snapshot } },
      preValidation: exists,
      schema: {
        tags,
        summary: 'Change the URL, events, format or description; turn it off or on (on: failures start over)',
        params,
        body: webhookUpdateSchema,
        response: { 200: webhookResponse, ...errorResponses(400, 404) },
      },
    },
    async (request) => {
      const { url, ...rest } = request.body;
      const patch = { ...rest, ...(url !== undefined ? { url: await checkedUrl(url) } : {}) };
      const row = await updateWebhook(db, request.params.id, patch);
      if (!row) throw notFound(NOT_FOUND);
      return { data: toWebhook(row) };
    },
  );

  app.delete(
    ROUTES.adminWebhook,
    {
      config: { permission: 'webhooks', keepsContent: true, audit: { action: 'webhook.delete', snapshot } },
      schema: {
        tags,
        summary: 'Delete a subscription and its delivery log (waiting deliveries are not sent)',
        params,
        response: { 200: successResponse, ...errorResponses(404) },
      },
    },
    async (request) => {
      if (!(await deleteWebhook(db, request.params.id))) throw notFound(NOT_FOUND);
      return { success: true as const, message: 'Webhook deleted.' };
    },
  );

  app.get(
    ROUTES.adminWebhookSecret,
    {
      // Reading a secret is recorded like a change.
      config: { permission: 'webhooks', audit: { action: 'webhook.secret.read', fields: [] } },
      schema: {
        tags,
        summary: 'The signing secret (whsec_…), to verify deliveries; each read is audited',
        params,
        response: { 200: webhookSecretResponse, ...errorResponses(404) },
      },
    },
    async (request, reply) => {
      const row = await getWebhook(db, request.params.id);
      if (!row) throw notFound(NOT_FOUND);
      const secret = secrets.open(row.secret);
      if (!secret) throw new HttpError(409, 'The secret cannot be read any more: make a new one.');
      request.auditNote = { targetLabel: row.url };
      reply.header('Cache-Control', 'no-store');
      return { data: { secret } };
    },
  );

  app.post(
    ROUTES.adminWebhookSecret,
    {
      config: {
        permission: 'webhooks',
        keepsContent: true,
        audit: { action: 'webhook.secret.rotate', fields: ['secret'] },
      },
      schema: {
        tags,
        summary: 'A new signing secret: every attempt from now on is signed with it',
        params,
        response: { 200: webhookSecretResponse, ...errorResponses(404) },
      },
    },
    async (request, reply) => {
      const secret = newWebhookSecret();
      const row = await updateWebhook(db, request.params.id, { secret: secrets.seal(secret) });
      if (!row) throw notFound(NOT_FOUND);
      request.auditNote = { targetLabel: row.url };
      reply.header('Cache-Control', 'no-store');
      return { data: { secret } };
    },
  );

  app.get(
    ROUTES.adminWebhookDeliveries,
    {
      config: { permission: 'webhooks' },
      schema: {
        tags,
        summary: 'The latest deliveries of a subscription, newest first, with what the receiver answered',
        params,
        response: { 200: webhookDeliveryListResponse, ...errorResponses(404) },
      },
    },
    async (request, reply) => {
      if (!(await getWebhook(db, request.params.id))) throw notFound(NOT_FOUND);
      reply.header('Cache-Control', 'no-store');
      return { data: await listDeliveries(db, request.params.id) };
    },
  );

  const deliveryParams = webhookDeliveryParams(DELIVERY_NOT_FOUND);
  app.post(
    ROUTES.adminWebhookRedeliver,
    {
      config: {
        permission: 'webhooks',
        keepsContent: true,
        audit: { action: 'webhook.redeliver', target: 'webhook', fields: [] },
      },
      schema: {
        tags,
        summary:
          'Send a delivery again now, with the same webhook-id (attempts start over; one waiting for a retry is tried now)',
        params: deliveryParams,
        response: { 202: webhookDeliveryResponse, ...errorResponses(404, 409) },
      },
    },
    async (request, reply) => {
      const { id, deliveryId } = request.params;
      const hook = await getWebhook(db, id);
      if (!hook) throw notFound(NOT_FOUND);
      const row = await getDelivery(db, id, deliveryId);
      if (!row) throw notFound(DELIVERY_NOT_FOUND);
      if (!hook.enabled) throw new HttpError(409, 'Turn the webhook on first: it is off.');
      // Any delivery, at once: one waiting for its next attempt is tried now instead. Only one being
      // sent at this moment (claimed) is refused, so no two attempts of it overlap.
      if (!(await outbox.retry(deliveryId, ['sent', 'failed', 'pending'])))
        throw new HttpError(409, 'This delivery is being sent right now: see how it went in a moment.');
      request.auditNote = { targetLabel: hook.url };
      const after = await getDelivery(db, id, deliveryId);
      return reply.code(202).send({ data: toDelivery(after!) });
    },
  );

  app.post(
    ROUTES.adminWebhookTest,
    {
      config: { permission: 'webhooks', keepsContent: true, audit: { action: 'webhook.test', fields: [] } },
      schema: {
        tags,
        summary: `Send a ${WEBHOOK_TEST_EVENT} event to this subscription now`,
        params,
        response: { 202: webhookDeliveryResponse, ...errorResponses(404, 409) },
      },
    },
    async (request, reply) => {
      const hook = await getWebhook(db, request.params.id);
      if (!hook) throw notFound(NOT_FOUND);
      if (!hook.enabled) throw new HttpError(409, 'Turn the webhook on first: it is off.');
      const { siteName } = await readSettings(db);
      const deliveryId = await db.transaction((tx) =>
        queueTo(tx, hook.id, WEBHOOK_TEST_EVENT, {
          message: `A test event from ${siteName}.`,
          webhook: { _id: hook.id, url: hook.url },
        }),
      );
      outbox.kick(WEBHOOK);
      request.auditNote = { targetLabel: hook.url };
      const row = await getDelivery(db, hook.id, deliveryId);
      return reply.code(202).send({ data: toDelivery(row!) });
    },
  );
};
