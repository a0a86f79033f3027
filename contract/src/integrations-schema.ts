/**
 * Requests and answers of API tokens and webhooks (issue 28): /api/v1/admin/tokens and
 * /api/v1/admin/webhooks. Its own entry ('@vyoma/contract/integrations-schema'), like job-schema.ts.
 */
import { STAFF_ROLES } from './constants.ts';
import {
  TOKEN_SCOPE_NAMES,
  WEBHOOK_EVENT_NAMES,
  WEBHOOK_FORMAT_NAMES,
  WEBHOOK_TEST_EVENT,
} from './integrations.ts';
import { requiredText, stepUpSchema } from './schemas.ts';
import { z } from './zod.ts';

const id = z.guid();
const timestamp = z.iso.datetime();

// --- API tokens -------------------------------------------------------------------------------------

/** The longest a token may live (about five years); without expiresInDays it never expires. */
export const TOKEN_MAX_DAYS = 1830;

/** Body of POST /api/v1/admin/tokens: a role, or scopes (not both); an optional lifetime in days. */
export const apiTokenCreateSchema = z
  .object({
    name: requiredText('Name', 80),
    role: z
      .enum(STAFF_ROLES, { error: 'Role must be admin, editor or author' })
      .nullish()
      .describe('What the token may do, as an account of that role may (contract permissions.ts).'),
    scopes: z
      .array(z.enum(TOKEN_SCOPE_NAMES, { error: `Scopes are ${TOKEN_SCOPE_NAMES.join(', ')}` }))
      .max(TOKEN_SCOPE_NAMES.length)
      .optional()
      .describe('Extra: instead of a role, only these (content:read, content:write, enquiries, media).'),
    expiresInDays: z
      .number({ error: 'Expires in must be a number of days' })
      .int('Expires in must be a whole number of days')
      .min(1, 'Expires in must be at least 1 day')
      .max(TOKEN_MAX_DAYS, `Expires in must be at most ${TOKEN_MAX_DAYS} days`)
      .nullish(),
    // An admin or editor token, or scopes: the maker's step-up proof (contract tokenNeedsProof).
    ...stepUpSchema.shape,
    currentPassword: stepUpSchema.shape.currentPassword.optional(),
  })
  .superRefine((v, ctx) => {
    const scoped = (v.scopes?.length ?? 0) > 0;
    if (!v.role && !scoped)
      ctx.addIssue({ code: 'custom', path: ['role'], message: 'Choose a role or at least one scope' });
    if (v.role && scoped)
      ctx.addIssue({ code: 'custom', path: ['scopes'], message: 'Choose a role or scopes, not both' });
  });

export const apiTokenEntity = z
  .object({
    _id: id,
    name: z.string(),
    role: z.enum(STAFF_ROLES).nullable().describe('null when the token has scopes instead.'),
    scopes: z.array(z.enum(TOKEN_SCOPE_NAMES)),
    prefix: z.string().describe('The first characters of the token, to recognise it.'),
    createdAt: timestamp,
    expiresAt: timestamp.nullable(),
    lastUsedAt: timestamp.nullable(),
    lastUsedIp: z.string().nullable().describe('Extra: the address of the last request.'),
    createdBy: z
      .object({ _id: id, name: z.string() })
      .nullable()
      .describe('Extra: the admin who made it; the token acts in their name.'),
    limitedTo: z
      .enum(STAFF_ROLES)
      .nullable()
      .describe(
        'Extra: its maker’s role now, when that allows less than the token was given: the token does only what that role may (null: not limited).',
      ),
  })
  .meta({ id: 'ApiToken' });
export const apiTokenListResponse = z.object({ data: z.array(apiTokenEntity) });
export const apiTokenCreatedResponse = z.object({
  data: apiTokenEntity.extend({
    token: z.string().describe('The token itself: shown in this answer only, stored hashed.'),
  }),
});

// --- webhooks ---------------------------------------------------------------------------------------

const webhookUrl = z
  .string({ error: 'URL is required' })
  .trim()
  .min(1, 'URL is required')
  .max(2000, 'URL must be at most 2000 characters');
const webhookEvents = z
  .array(z.enum(WEBHOOK_EVENT_NAMES, { error: 'Unknown event' }))
  .min(1, 'Choose at least one event')
  .max(WEBHOOK_EVENT_NAMES.length)
  .transform((events) => [...new Set(events)]);
const webhookFormat = z.enum(WEBHOOK_FORMAT_NAMES, {
  error: `Format must be ${WEBHOOK_FORMAT_NAMES.join(', ')}`,
});
const webhookDescription = z.string().trim().max(200, 'Description must be at most 200 characters');

/** Body of POST /api/v1/admin/webhooks. */
export const webhookCreateSchema = z.object({
  url: webhookUrl,
  events: webhookEvents,
  format: webhookFormat.default('json'),
  description: webhookDescription.optional(),
});

/** Body of PATCH /api/v1/admin/webhooks/{id}: what changes. Enabling again clears the failure run. */
export const webhookUpdateSchema = z.object({
  url: webhookUrl.optional(),
  events: webhookEvents.optional(),
  format: webhookFormat.optional(),
  description: webhookDescription.optional(),
  enabled: z.boolean().optional(),
});

export const webhookEntity = z
  .object({
    _id: id,
    url: z.string(),
    events: z.array(z.enum(WEBHOOK_EVENT_NAMES)),
    format: webhookFormat,
    description: z.string(),
    enabled: z.boolean(),
    disabledReason: z
      .string()
      .nullable()
      .describe('Extra: why the server turned it off (a run of failed deliveries), if it did.'),
    failingSince: timestamp.nullable().describe('Extra: the first failed delivery since the last success.'),
    createdAt: timestamp,
    updatedAt: timestamp,
  })
  .meta({ id: 'Webhook' });
const withSecret = webhookEntity.extend({
  secret: z.string().describe('whsec_<base64>: the signing key (Standard Webhooks).'),
});
export const webhookListResponse = z.object({ data: z.array(webhookEntity) });
export const webhookResponse = z.object({ data: webhookEntity });
export const webhookCreatedResponse = z.object({ data: withSecret });
export const webhookSecretResponse = z.object({ data: z.object({ secret: z.string() }) });

export const webhookDeliveryEntity = z
  .object({
    _id: id.describe('The webhook-id header of every attempt.'),
    event: z.string().describe(`An event of the list, or ${WEBHOOK_TEST_EVENT}.`),
    status: z.enum(['pending', 'sent', 'failed']),
    attempts: z.number().int(),
    responseStatus: z.number().int().nullable().describe('The HTTP status of the last attempt.'),
    durationMs: z.number().int().nullable(),
    response: z.string().nullable().describe('Extra: the start of the last answer (1 kB).'),
    error: z.string().nullable().describe('Extra: why the last attempt failed.'),
    createdAt: timestamp,
    sentAt: timestamp.nullable(),
    nextAttemptAt: timestamp.nullable().describe('Extra: when a pending delivery is tried next.'),
  })
  .meta({ id: 'WebhookDelivery' });
export const webhookDeliveryListResponse = z.object({ data: z.array(webhookDeliveryEntity) });
export const webhookDeliveryResponse = z.object({ data: webhookDeliveryEntity });

/** Path parameters of one delivery of one webhook. */
export const webhookDeliveryParams = (notFound: string) =>
  z.object({ id: z.guid({ error: notFound }), deliveryId: z.guid({ error: notFound }) });
