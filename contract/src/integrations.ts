/**
 * API tokens and webhooks (issue 28): the events a webhook can subscribe to, the chat formats, the
 * scopes a token can have instead of a role, and what a token may never do. Light (no zod): the admin
 * screens and the server read the same lists. The request and answer schemas are in
 * integrations-schema.ts.
 */
import type { z } from 'zod';
import { STAFF_ROLES, type StaffRole } from './constants.ts';
import type * as S from './integrations-schema.ts';
import { can, type Permission } from './permissions.ts';

/**
 * Every event a webhook can subscribe to: the one list. A module that adds an event adds it here
 * (name → what the admin calls it and what its `data` is), then queues it where its change happens
 * with `emitWebhook(tx, 'its.event', data)` (server modules/webhooks) in the change's transaction.
 */
export const WEBHOOK_EVENTS = {
  'enquiry.created': { label: 'New enquiry', data: 'the enquiry' },
  'enquiry.updated': { label: 'Enquiry status or assignee changed', data: 'the enquiry and what changed' },
  'post.published': { label: 'Post published', data: 'the post' },
  'post.unpublished': {
    label: 'Post unpublished or deleted',
    data: 'the post as it was public before the change (never text saved with it)',
  },
  'product.published': { label: 'Product published', data: 'the product' },
  'product.unpublished': {
    label: 'Product unpublished or deleted',
    data: 'the product as it was public before the change (never text saved with it)',
  },
  'job.opened': { label: 'Job opening opened', data: 'the opening' },
  'job.closed': { label: 'Job opening closed, expired or deleted', data: 'the opening' },
  // A form's entry is an enquiry too: enquiry.created is sent for it as well, so a subscriber to both
  // hears of it twice, once as each.
  'form.submitted': { label: 'Form entry sent', data: 'the entry as its enquiry (its form and answers)' },
  'application.created': { label: 'New job application', data: 'the application (its CV named, not sent)' },
  'application.updated': {
    label: 'Application stage or assignee changed',
    data: 'the application and what changed',
  },
} as const satisfies Record<string, { label: string; data: string }>;

export type WebhookEvent = keyof typeof WEBHOOK_EVENTS;
export const WEBHOOK_EVENT_NAMES = /* @__PURE__ */ Object.keys(WEBHOOK_EVENTS) as [
  WebhookEvent,
  ...WebhookEvent[],
];

/** The event "Send test event" delivers to one subscription, whatever it subscribes to. */
export const WEBHOOK_TEST_EVENT = 'webhook.test';

/** What a delivery's body looks like: raw JSON, or a chat service's incoming-webhook message. */
export const WEBHOOK_FORMATS = {
  json: 'Signed JSON',
  slack: 'Slack',
  teams: 'Microsoft Teams',
  googlechat: 'Google Chat',
  discord: 'Discord',
} as const;
export type WebhookFormat = keyof typeof WEBHOOK_FORMATS;
export const WEBHOOK_FORMAT_NAMES = /* @__PURE__ */ Object.keys(WEBHOOK_FORMATS) as [
  WebhookFormat,
  ...WebhookFormat[],
];

/** A delivery's answer is kept up to this many characters (the admin's delivery log). */
export const WEBHOOK_ANSWER_KEPT = 1024;

/**
 * The scopes a token may have instead of a role: each lets it use routes of these permissions
 * (`readOnly`: GET and HEAD only). A scoped token is never more than an editor.
 */
export const TOKEN_SCOPES = {
  'content:read': {
    label: 'Read content',
    hint: 'Posts, products, categories and openings, drafts included',
    permissions: ['writeContent', 'publish', 'catalogue', 'openings'],
    readOnly: true,
  },
  'content:write': {
    label: 'Write content',
    hint: 'Create, change, publish and delete posts, products, categories and openings',
    permissions: ['writeContent', 'publish', 'catalogue', 'openings'],
    readOnly: false,
  },
  enquiries: {
    label: 'Enquiries',
    hint: 'Read and update enquiries, notes and the report',
    permissions: ['enquiries'],
    readOnly: false,
  },
  media: {
    label: 'Media',
    hint: 'Read, upload, describe, replace and delete library files',
    permissions: ['media', 'mediaManage'],
    readOnly: false,
  },
  // An applicant tracking system's sync: never one person's export or erasure (admins only).
  candidates: {
    label: 'Candidates',
    hint: 'Read and update job applications, their notes and CVs',
    permissions: ['candidates'],
    readOnly: false,
  },
} as const satisfies Record<
  string,
  { label: string; hint: string; permissions: readonly Permission[]; readOnly: boolean }
>;
export type TokenScope = keyof typeof TOKEN_SCOPES;
export const TOKEN_SCOPE_NAMES = /* @__PURE__ */ Object.keys(TOKEN_SCOPES) as [TokenScope, ...TokenScope[]];

/** The start of every API token, so a leaked one is recognisable (secret scanners, logs). */
export const TOKEN_PREFIX = 'vyo_';

/** What a token is allowed: a role, or scopes (then it acts as an editor within them). */
export interface TokenGrant {
  role: StaffRole | null;
  scopes: readonly TokenScope[];
  /**
   * The current role of the account that made it, read with the token on every request (issue 33):
   * a token never does more than its maker may do now, so demoting them demotes their tokens.
   */
  makerRole: StaffRole;
}

const SAFE = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * What no token may do, whatever its role (decision 0055): anything on an account of its own (it has
 * none: no password, no second factor), changing staff accounts, and tokens themselves. So a leaked
 * token can neither make itself a new token nor an account that outlives its revocation.
 */
export function tokenNever(permission: Permission, method: string): boolean {
  return (
    permission === 'ownAccount' || permission === 'tokens' || (permission === 'staff' && !SAFE.has(method))
  );
}

/**
 * The role a token acts as: its own (an editor, for scopes), or its maker's when that is lower.
 * STAFF_ROLES runs from the most to the least, each role allowed all the next one is.
 */
export function tokenRole(grant: TokenGrant): StaffRole {
  const own = grant.role ?? 'editor';
  return STAFF_ROLES.indexOf(grant.makerRole) > STAFF_ROLES.indexOf(own) ? grant.makerRole : own;
}

/** Whether the maker's current role allows less than the token was given (the admin's list says so). */
export const tokenLimited = (grant: TokenGrant): boolean => tokenRole(grant) !== (grant.role ?? 'editor');

/** Whether a token may use a route that needs `permission` with this HTTP method. */
export function tokenAllows(grant: TokenGrant, permission: Permission, method: string): boolean {
  if (tokenNever(permission, method)) return false;
  // Never more than its maker may do now, whatever its role or scopes (an author's scoped token reads
  // no enquiries).
  if (!can(grant.makerRole, permission)) return false;
  if (grant.role) return can(grant.role, permission);
  return grant.scopes.some((scope) => {
    const s = TOKEN_SCOPES[scope];
    return (s.permissions as readonly Permission[]).includes(permission) && (!s.readOnly || SAFE.has(method));
  });
}

/**
 * Making a token that may do more than an author (an admin or editor role, or scopes, which act as an
 * editor within them) takes the maker's step-up proof, as making an admin does (issue 33): a stolen
 * session alone cannot leave a key behind that outlives it.
 */
export const tokenNeedsProof = (input: { role?: StaffRole | null }): boolean => input.role !== 'author';

export type ApiToken = z.infer<typeof S.apiTokenEntity>;
export type ApiTokenListResponse = z.infer<typeof S.apiTokenListResponse>;
export type ApiTokenCreatedResponse = z.infer<typeof S.apiTokenCreatedResponse>;
export type ApiTokenInput = z.input<typeof S.apiTokenCreateSchema>;
export type Webhook = z.infer<typeof S.webhookEntity>;
export type WebhookListResponse = z.infer<typeof S.webhookListResponse>;
export type WebhookResponse = z.infer<typeof S.webhookResponse>;
export type WebhookInput = z.input<typeof S.webhookCreateSchema>;
export type WebhookUpdateInput = z.input<typeof S.webhookUpdateSchema>;
export type WebhookDelivery = z.infer<typeof S.webhookDeliveryEntity>;
export type WebhookDeliveryListResponse = z.infer<typeof S.webhookDeliveryListResponse>;
export type WebhookDeliveryResponse = z.infer<typeof S.webhookDeliveryResponse>;
