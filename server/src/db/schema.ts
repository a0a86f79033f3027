/** Drizzle schema: the single source for migrations (drizzle-kit) and queries. Ids are UUID strings. */
import type { EntryValue } from '@vyoma/contract';
import {
  FORM,
  JOB,
  LEGAL,
  MENU,
  PAGE_DOC,
  POST,
  PRODUCT,
  SHARED_SECTION,
} from '@vyoma/contract/content-types';
import { DEFAULT_LANGUAGE_CODE } from '@vyoma/contract/language-rules';
import type { SiteSettingsValues } from '@vyoma/contract/schemas';
import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  customType,
  date,
  index,
  integer,
  jsonb,
  numeric,
  pgSequence,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { contentTables, ts } from './content-tables.ts';

export const users = pgTable(
  'users',
  {
    id: text('id').primaryKey(),
    name: text('name').notNull(),
    email: text('email').notNull().unique(),
    /** Digits only, so "+91 98765-43210" and "919876543210" are the same login. */
    phone: text('phone').unique(),
    passwordHash: text('password_hash').notNull(),
    /** One of STAFF_ROLES (contract): what the account may do (docs/decisions/0037). */
    role: text('role').notNull().default('admin'),
    createdAt: ts('created_at').notNull().defaultNow(),
    /** A deactivated admin cannot sign in; their sessions are deleted when they are deactivated. */
    active: boolean('active').notNull().default(true),
    /** The TOTP secret, sealed with the server secret (modules/auth/secrets.ts); null = TOTP off. */
    totpSecret: text('totp_secret'),
    /** A secret handed out for enrolment, until a first code confirms it. */
    totpPendingSecret: text('totp_pending_secret'),
    /** The last TOTP time step accepted: a code is good once (replays in its window are refused). */
    totpLastStep: bigint('totp_last_step', { mode: 'number' }),
    lastLoginAt: ts('last_login_at'),
  },
  (t) => [check('users_role_check', sql`${t.role} in ('admin', 'editor', 'author')`)],
);

export const sessions = pgTable(
  'sessions',
  {
    /** sha256 of the cookie token: a leaked table does not leak usable sessions. */
    tokenHash: text('token_hash').primaryKey(),
    /** The id the admin screens use to name a session (never the token or its hash). */
    id: text('id').notNull().default(sql`gen_random_uuid()::text`).unique(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: ts('created_at').notNull().defaultNow(),
    lastSeenAt: ts('last_seen_at').notNull().defaultNow(),
    expiresAt: ts('expires_at').notNull(),
    ip: text('ip'),
    userAgent: text('user_agent'),
  },
  (t) => [index('sessions_user_idx').on(t.userId)],
);

/**
 * Login throttling, in the database so it holds across server processes (modules/auth/throttle.ts).
 * One row per counter: an account from unknown browsers, a client address, a trusted browser.
 */
export const loginAttempts = pgTable('login_attempts', {
  key: text('key').primaryKey(),
  failures: integer('failures').notNull().default(0),
  windowStartedAt: ts('window_started_at').notNull(),
  /** No attempt through this counter before this time (the growing delay). */
  lockedUntil: ts('locked_until'),
  lastFailureAt: ts('last_failure_at'),
});

/**
 * Per-address request limits (@fastify/rate-limit's `config.rateLimit` and `app.createRateLimit`),
 * counted here so every server process draws on one budget (plugins/rate-limit-store.ts). One row per
 * limit and key (a client address): its count in the window that began with the key's first attempt
 * and ends at window_ends_at, after which the next attempt starts a new window. The scheduler deletes
 * ended windows (`rate-limit-prune`).
 */
export const rateLimits = pgTable(
  'rate_limits',
  {
    /** The limit: "POST /api/v1/login" for a route's, the name given to createRateLimit otherwise. */
    name: text('name').notNull(),
    key: text('key').notNull(),
    count: integer('count').notNull(),
    windowEndsAt: ts('window_ends_at').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.name, t.key] }),
    index('rate_limits_window_ends_at_idx').on(t.windowEndsAt),
  ],
);

/** One-time recovery codes: only their sha256 is stored; used_at marks a spent one. */
export const recoveryCodes = pgTable(
  'recovery_codes',
  {
    id: text('id').primaryKey(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    codeHash: text('code_hash').notNull(),
    usedAt: ts('used_at'),
    createdAt: ts('created_at').notNull().defaultNow(),
  },
  (t) => [index('recovery_codes_user_idx').on(t.userId)],
);

/** Passkeys (WebAuthn credentials), usable as the second factor. */
export const webauthnCredentials = pgTable(
  'webauthn_credentials',
  {
    /** The credential id, base64url. */
    id: text('id').primaryKey(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    publicKey: text('public_key').notNull(),
    counter: bigint('counter', { mode: 'number' }).notNull().default(0),
    transports: jsonb('transports').$type<string[]>().notNull().default([]),
    name: text('name').notNull(),
    createdAt: ts('created_at').notNull().defaultNow(),
    lastUsedAt: ts('last_used_at'),
  },
  (t) => [index('webauthn_credentials_user_idx').on(t.userId)],
);

/**
 * Short-lived state of a sign-in or enrolment in progress: the second step of a login (bound to the
 * first by a random token whose sha256 is the key), or a passkey registration's challenge.
 */
export const authChallenges = pgTable(
  'auth_challenges',
  {
    key: text('key').primaryKey(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: ['login', 'register', 'step-up'] }).notNull(),
    challenge: text('challenge'),
    attempts: integer('attempts').notNull().default(0),
    /** The trusted-browser id the first step came from, if any (modules/auth/device.ts). */
    device: text('device'),
    expiresAt: ts('expires_at').notNull(),
    createdAt: ts('created_at').notNull().defaultNow(),
  },
  (t) => [index('auth_challenges_expires_idx').on(t.expiresAt)],
);

/** Who did what, when and from where. Append-only: the API has no way to change or delete entries. */
export const auditLog = pgTable(
  'audit_log',
  {
    id: text('id').primaryKey(),
    at: ts('at').notNull().defaultNow(),
    actorId: text('actor_id').references(() => users.id, { onDelete: 'set null' }),
    /** The actor's email when it happened (or the login tried, for a failed sign-in). */
    actorEmail: text('actor_email'),
    action: text('action').notNull(),
    /** "product:<id>", "user:<id>", … */
    target: text('target'),
    /** A readable name of the target (a product's name, an admin's email). */
    targetLabel: text('target_label'),
    ip: text('ip'),
    /** Names of the fields that changed (never their values). */
    fields: jsonb('fields').$type<string[]>().notNull().default([]),
    /** The API token that made the request (issue 28); its name and prefix are in actor_email. */
    tokenId: text('token_id'),
    /**
     * What the log's search looks in: the target's name and id, the action, the admin and the address,
     * lower-cased (a trigram index, where pg_trgm is available, finds words anywhere in it; issue 26).
     */
    searchText: text('search_text').generatedAlwaysAs(
      // Fields apart by a character no one types (chr(31)), so a search never matches across two.
      sql`lower(coalesce("target_label", '') || chr(31) || coalesce("target", '') || chr(31) || "action" || chr(31) || coalesce("actor_email", '') || chr(31) || coalesce("ip", ''))`,
    ),
  },
  (t) => [
    index('audit_log_at_idx').on(t.at),
    index('audit_log_actor_idx').on(t.actorId, t.at),
    // Bytewise ("C"), so an action group (`product` for product.create, product.update …) is a range
    // of it under any database collation: counted along the index, not by reading the log (issue 26).
    index('audit_log_action_c_idx').on(sql`${t.action} collate "C"`, t.at),
    index('audit_log_actor_email_idx').on(t.actorEmail, t.at),
  ],
);

/**
 * API tokens (issue 28): only the sha256 of a token is kept, looked up on every request that carries
 * one (so a revoked token is refused at once by every process). A token acts in the name of the admin
 * who made it, with its own role or scopes; deactivating that admin stops it.
 */
export const apiTokens = pgTable(
  'api_tokens',
  {
    id: text('id').primaryKey(),
    name: text('name').notNull(),
    tokenHash: text('token_hash').notNull(),
    /** The token's first characters (vyo_ and 8 more), shown to recognise it. */
    prefix: text('prefix').notNull(),
    /** A STAFF_ROLES role, or null when the token has scopes instead. */
    role: text('role'),
    scopes: jsonb('scopes').$type<string[]>().notNull().default([]),
    createdBy: text('created_by')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: ts('created_at').notNull().defaultNow(),
    expiresAt: ts('expires_at'),
    /** Written at most once a minute, or when the address changes. */
    lastUsedAt: ts('last_used_at'),
    lastUsedIp: text('last_used_ip'),
  },
  (t) => [
    uniqueIndex('api_tokens_hash_idx').on(t.tokenHash),
    check('api_tokens_role_check', sql`${t.role} is null or ${t.role} in ('admin', 'editor', 'author')`),
  ],
);

/**
 * Webhook subscriptions (issue 28). Each delivery is an outbox message of kind `webhook` with ref
 * `webhook:<id>` (modules/webhooks). The secret is sealed with the server secret (auth/secrets.ts).
 */
export const webhooks = pgTable(
  'webhooks',
  {
    id: text('id').primaryKey(),
    url: text('url').notNull(),
    /** WEBHOOK_EVENTS names (contract integrations.ts). */
    events: jsonb('events').$type<string[]>().notNull(),
    /** json, slack, teams, googlechat or discord. */
    format: text('format').notNull().default('json'),
    description: text('description').notNull().default(''),
    secret: text('secret').notNull(),
    enabled: boolean('enabled').notNull().default(true),
    /** The first failed attempt since the last success; null while deliveries succeed. */
    failingSince: ts('failing_since'),
    disabledReason: text('disabled_reason'),
    createdBy: text('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: ts('created_at').notNull().defaultNow(),
    updatedAt: ts('updated_at').notNull().defaultNow(),
  },
  (t) => [
    check('webhooks_format_check', sql`${t.format} in ('json', 'slack', 'teams', 'googlechat', 'discord')`),
  ],
);

/** Server secrets generated once per site and shared by every process (modules/auth/secrets.ts). */
export const appSecrets = pgTable('app_secrets', {
  name: text('name').primaryKey(),
  value: text('value').notNull(),
  createdAt: ts('created_at').notNull().defaultNow(),
});

export const categories = pgTable(
  'categories',
  {
    id: text('id').primaryKey(),
    name: text('name').notNull(),
    description: text('description').notNull(),
    createdAt: ts('created_at').notNull().defaultNow(),
    updatedAt: ts('updated_at').notNull().defaultNow(),
  },
  (t) => [uniqueIndex('categories_name_lower_idx').on(sql`lower(${t.name})`)],
);

// Posts and products: tables made from their declarations (contract content-types; decision 0061).
export const productTables = contentTables(PRODUCT, { users, categories });
export const products = productTables.table;
export const productImages = productTables.lists.image!;
/** Issue 36: their versions in other languages (content-tables.ts). */
export const productTranslations = productTables.translations!;

export interface MediaVariant {
  width: number;
  path: string;
}

/**
 * Every stored file: the media library (issue 19, docs/decisions/0049). Records refer to a file by its
 * path; the library names it by id (a replace gives it a new path, the id stays).
 */
export const media = pgTable(
  'media',
  {
    path: text('path').primaryKey(),
    id: text('id').notNull().unique().default(sql`gen_random_uuid()::text`),
    /** The uploaded file's name (search, display); the path's file name for older files. */
    name: text('name').notNull().default(''),
    kind: text('kind', { enum: ['image', 'video'] }).notNull(),
    mime: text('mime').notNull(),
    width: integer('width'),
    height: integer('height'),
    bytes: integer('bytes').notNull(),
    variants: jsonb('variants').$type<MediaVariant[]>().notNull().default([]),
    /** AVIF renditions at the WebP widths (empty for videos, animations, and until the backfill ran). */
    avif: jsonb('avif').$type<MediaVariant[]>().notNull().default([]),
    /** Alt text: null = nobody wrote it yet (publishing with it is refused unless decorative). */
    alt: text('alt'),
    decorative: boolean('decorative').notNull().default(false),
    /** Whether the AVIF renditions were made (or found not worth making): the backfill's to-do mark. */
    avifDone: boolean('avif_done').notNull().default(false),
    uploadedBy: text('uploaded_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: ts('created_at').notNull().defaultNow(),
  },
  (t) => [
    index('media_created_idx').on(t.createdAt),
    index('media_kind_created_idx').on(t.kind, t.createdAt),
  ],
);

/**
 * A file's alt text in another language (issue 36): a Hindi page describes its pictures in Hindi. None
 * in a language: the page there uses the library's own (English) alt text. The decorative mark is the
 * file's own, in every language.
 */
export const mediaTranslations = pgTable(
  'media_translations',
  {
    // Its own key (the change feed pairs a statement's old and new rows by one column).
    id: uuid('id').primaryKey().defaultRandom(),
    mediaId: text('media_id')
      .notNull()
      .references(() => media.id, { onDelete: 'cascade' }),
    lang: text('lang').notNull(),
    alt: text('alt').notNull(),
    /** The file's own alt text when this one was written: another since, and it "needs update". */
    sourceAlt: text('source_alt'),
  },
  (t) => [uniqueIndex('media_translations_media_lang_idx').on(t.mediaId, t.lang)],
);

const bytea = customType<{ data: Buffer; driverData: Buffer | Uint8Array }>({
  dataType: () => 'bytea',
  fromDriver: (v) => (Buffer.isBuffer(v) ? v : Buffer.from(v)),
});

/**
 * The bytes of every stored file (originals and renditions) when MEDIA_STORE=database: written in the
 * same transaction as the rows that use them, so processes share media through the database alone.
 */
export const mediaBlobs = pgTable('media_blobs', {
  /** The file's /uploads/ path, as in media.path or one of media.variants. */
  path: text('path').primaryKey(),
  mime: text('mime').notNull(),
  bytes: integer('bytes').notNull(),
  data: bytea('data').notNull(),
  createdAt: ts('created_at').notNull().defaultNow(),
});

export const postTables = contentTables(POST, { users, categories });
export const blogs = postTables.table;
export const blogSections = postTables.lists.content!;
export const blogTranslations = postTables.translations!;

/**
 * Where a visit came from, kept with what it sent (an enquiry, an application): the page it was sent
 * from, the first page of the visit, its referrer and UTM tags, the source the reports group by, and
 * how long the form was open. A function, so each table gets its own column builders.
 */
const visitColumns = () => ({
  page: text('page'),
  landingPage: text('landing_page'),
  referrer: text('referrer'),
  utmSource: text('utm_source'),
  utmMedium: text('utm_medium'),
  utmCampaign: text('utm_campaign'),
  utmTerm: text('utm_term'),
  utmContent: text('utm_content'),
  /** UTM source, else the referrer's host, else 'direct' (lower case): the report groups by it. */
  source: text('source').notNull().default('direct'),
  /** How long the form was open before it was sent (browser clock), when the browser said. */
  formElapsedMs: integer('form_elapsed_ms'),
});

/** An internal note's author (name kept when the account goes), text and time. */
const noteColumns = () => ({
  authorId: text('author_id').references(() => users.id, { onDelete: 'set null' }),
  authorName: text('author_name').notNull(),
  text: text('text').notNull(),
  createdAt: ts('created_at').notNull().defaultNow(),
});

/** Contact enquiries (spec §3 "Contact message") with their sales pipeline and attribution (issue 9). */
export const contactMessages = pgTable(
  'contact_messages',
  {
    id: text('id').primaryKey(),
    name: text('name').notNull(),
    email: text('email').notNull(),
    phone: text('phone').notNull(),
    message: text('message').notNull(),
    createdAt: ts('created_at').notNull().defaultNow(),
    status: text('status', { enum: ['new', 'contacted', 'quoted', 'won', 'lost', 'spam'] })
      .notNull()
      .default('new'),
    assigneeId: text('assignee_id').references(() => users.id, { onDelete: 'set null' }),
    followUpOn: date('follow_up_on', { mode: 'string' }),
    /** The language of the page it was sent from (issue 36): the settings' code, `en` by default. */
    lang: text('lang').notNull().default('en'),
    ...visitColumns(),
    /**
     * The counted visit it came from (issue 27), copied when it arrived: raw visits are pruned, the
     * enquiry keeps its figures. No foreign key for that reason. Null: no visit of this browser was
     * counted (the other visit_* columns then come from the form's own attribution).
     */
    visitId: bigint('visit_id', { mode: 'number' }),
    visitEntry: text('visit_entry'),
    /** The normalised source (Google, LinkedIn, a site by its host, Direct): the dashboard groups by it. */
    visitSource: text('visit_source').notNull().default('Direct'),
    visitCampaign: text('visit_campaign'),
    visitPaid: boolean('visit_paid').notNull().default(false),
    visitDevice: text('visit_device'),
    visitBrowser: text('visit_browser'),
    /** Pages the visit saw before the enquiry, in order (at most ANALYTICS_LIMITS.pagesSeenMax). */
    visitPages: text('visit_pages').array().notNull().default(sql`'{}'::text[]`),
    /** How far the visit went before it (1 visit, 2 saw a service/product/post, 3 then contact or cart). */
    visitStage: smallint('visit_stage'),
    /**
     * The page of blocks and the block of the visit's last click before it (issue 35 item 5): the
     * block that brought it. Null: no click was counted in its visit.
     */
    visitClickPage: text('visit_click_page'),
    visitClickBlock: text('visit_click_block'),
    /** What the work is worth, entered by staff (null: the quote lines' total, if any). */
    value: numeric('value', { precision: 14, scale: 2, mode: 'number' }),
    /** lower(name, email, phone, message): what the inbox search looks in. */
    searchText: text('search_text').notNull().default(''),
    updatedAt: ts('updated_at').notNull().defaultNow(),
    /** A form entry (issue 29): the form, the version of its definition, its title then, the answers. */
    formId: text('form_id').references(() => forms.id, { onDelete: 'set null' }),
    formVersion: integer('form_version'),
    formTitle: text('form_title'),
    formFields: jsonb('form_fields').$type<EntryValue[]>().notNull().default([]),
    /** sha256 of the form and the answers: the same entry sent again soon is not stored twice. */
    entryHash: text('entry_hash'),
  },
  (t) => [
    index('contact_messages_form_created_idx').on(t.formId, t.createdAt, t.id),
    // The inbox's order (newest first, id breaks ties) with the filters in front: a page and the
    // count are read from these indexes alone (index-only scans), not from the wide rows.
    index('contact_messages_created_idx').on(t.createdAt, t.id),
    // The enquiries a page's blocks brought (the blocks' figures).
    index('contact_messages_click_page_idx')
      .on(t.visitClickPage, t.createdAt)
      .where(sql`${t.visitClickPage} is not null`),
    index('contact_messages_status_created_idx').on(t.status, t.createdAt, t.id),
    index('contact_messages_assignee_created_idx').on(t.assigneeId, t.createdAt, t.id),
    index('contact_messages_assignee_status_created_idx').on(t.assigneeId, t.status, t.createdAt, t.id),
    check(
      'contact_messages_status_check',
      sql`${t.status} in ('new', 'contacted', 'quoted', 'won', 'lost', 'spam')`,
    ),
  ],
);

/** Quote lines of an enquiry: product, quantity and unit price when it arrived (from the database). */
export const enquiryLines = pgTable(
  'enquiry_lines',
  {
    id: text('id').primaryKey(),
    enquiryId: text('enquiry_id')
      .notNull()
      .references(() => contactMessages.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
    /** Kept as written: the product may be deleted later, the quote stays as it was. */
    productId: text('product_id').notNull(),
    name: text('name').notNull(),
    quantity: integer('quantity').notNull(),
    unitPrice: numeric('unit_price', { precision: 12, scale: 2, mode: 'number' }).notNull(),
  },
  (t) => [index('enquiry_lines_enquiry_idx').on(t.enquiryId, t.position)],
);

/** Internal notes on an enquiry, with their author (name kept when the account goes). */
export const enquiryNotes = pgTable(
  'enquiry_notes',
  {
    id: text('id').primaryKey(),
    enquiryId: text('enquiry_id')
      .notNull()
      .references(() => contactMessages.id, { onDelete: 'cascade' }),
    ...noteColumns(),
  },
  (t) => [index('enquiry_notes_enquiry_idx').on(t.enquiryId, t.createdAt)],
);

/**
 * Everything the site sends out, one row a message (a mail today; CDN purges and webhooks are other
 * kinds): written in the transaction of the change that causes it, sent by a worker in every process
 * that claims due rows (FOR UPDATE SKIP LOCKED, then a lease in `locked_until`) and records the
 * outcome; failures are retried with the kind's backoff up to its limit (modules/outbox).
 */
export const outboxMessages = pgTable(
  'outbox_messages',
  {
    id: text('id').primaryKey(),
    /** Which sender handles it ('mail', …): modules/outbox `outboxKind`. */
    kind: text('kind').notNull(),
    /** What it is about, as "<type>:<id>" ("enquiry:<uuid>"): its owner lists and deletes by it. */
    ref: text('ref'),
    /** Queueing the same (kind, key) again queues nothing (NULL keys never collide). */
    idempotencyKey: text('idempotency_key'),
    /** The message, as the kind's sender reads it. */
    payload: jsonb('payload').$type<unknown>().notNull(),
    state: text('state', { enum: ['pending', 'sent', 'failed'] })
      .notNull()
      .default('pending'),
    /** Attempts in the current run (a claim counts one; "send again" starts over). */
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: ts('next_attempt_at').notNull().defaultNow(),
    /** A worker is sending it until then (a lease: a killed worker's claim runs out). */
    lockedUntil: ts('locked_until'),
    lastError: text('last_error'),
    /** What the receiver answered to the last attempt, as the sender describes it (JSON). */
    lastResult: jsonb('last_result'),
    sentAt: ts('sent_at'),
    /** When it was queued, or queued again ("send again"): a kind's maximum age counts from here. */
    createdAt: ts('created_at').notNull().defaultNow(),
    updatedAt: ts('updated_at').notNull().defaultNow(),
  },
  (t) => [
    index('outbox_messages_due_idx').on(t.kind, t.nextAttemptAt).where(sql`${t.state} = 'pending'`),
    index('outbox_messages_ref_idx').on(t.ref, t.createdAt),
    uniqueIndex('outbox_messages_idempotency_idx').on(t.kind, t.idempotencyKey),
    check('outbox_messages_state_check', sql`${t.state} in ('pending', 'sent', 'failed')`),
  ],
);

export const secondSections = pgTable('second_sections', {
  id: text('id').primaryKey(),
  title: text('title').notNull(),
  para: text('para').notNull(),
  imgPath: text('img_path'),
  /** Keeps a stable order: editing a section must not move it. */
  createdAt: ts('created_at').notNull().defaultNow(),
  updatedAt: ts('updated_at').notNull().defaultNow(),
});

// --- content traces: generic rows of any content kind, keyed by (kind, item_id) ---------------------
// No foreign key to the item (it lives in one of several tables): the repository that deletes an
// item deletes these rows in the same transaction (deleteItemTraces).

/**
 * Slugs an item had before: a request for one answers 301 to the item's current slug. A type
 * addressed by path (pages) keeps its items' earlier paths here instead, as keys (lower case).
 */
export const oldSlugs = pgTable(
  'old_slugs',
  {
    /** A content type's name. */
    kind: text('kind').notNull(),
    /** The slug, or (a type addressed by path) the path's key: `/about/team`. */
    slug: text('slug').notNull(),
    /** The language whose address it was (issue 36): a version in another language has its own. */
    lang: text('lang').notNull().default('en'),
    itemId: text('item_id').notNull(),
    createdAt: ts('created_at').notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.kind, t.lang, t.slug] }),
    index('old_slugs_item_idx').on(t.kind, t.itemId),
  ],
);

/** Every save of an item: who, when, what changed, and the item as the admin API returned it. */
export const revisions = pgTable(
  'revisions',
  {
    id: text('id').primaryKey(),
    kind: text('kind').notNull(),
    itemId: text('item_id').notNull(),
    version: integer('version').notNull(),
    createdAt: ts('created_at').notNull().defaultNow(),
    authorId: text('author_id').references(() => users.id, { onDelete: 'set null' }),
    /** Kept when the account goes. */
    authorName: text('author_name').notNull(),
    /** One line: "Changed title, section 2 text; added an image". */
    summary: text('summary').notNull(),
    data: jsonb('data').notNull(),
    /** Issue 36: the language of the version saved (the item itself: the default language's code). */
    lang: text('lang').notNull().default(DEFAULT_LANGUAGE_CODE),
  },
  (t) => [index('revisions_item_idx').on(t.kind, t.itemId, t.lang, t.createdAt.desc())],
);

/**
 * A change to a live item saved to go live at a time (issue 35): the item as it will be (a revision's
 * shape), applied by the scheduler like a restore. One per item; the live item stays until then.
 */
export const scheduledChanges = pgTable(
  'scheduled_changes',
  {
    /** `kind:item_id`: one per item (the change feed wants a key of one column). */
    id: text('id').primaryKey(),
    kind: text('kind').notNull(),
    itemId: text('item_id').notNull(),
    publishAt: ts('publish_at').notNull(),
    /** The version of the item it was made from. */
    version: integer('version').notNull(),
    data: jsonb('data').notNull(),
    createdAt: ts('created_at').notNull().defaultNow(),
    authorId: text('author_id').references(() => users.id, { onDelete: 'set null' }),
    authorName: text('author_name').notNull(),
  },
  (t) => [index('scheduled_changes_due_idx').on(t.publishAt)],
);

/** Media a revision refers to: the library lists them as used and a replace moves them (media/references.ts). */
export const revisionMedia = pgTable(
  'revision_media',
  {
    revisionId: text('revision_id')
      .notNull()
      .references(() => revisions.id, { onDelete: 'cascade' }),
    path: text('path').notNull(),
  },
  (t) => [primaryKey({ columns: [t.revisionId, t.path] }), index('revision_media_path_idx').on(t.path)],
);

/** Links that show an unpublished item to someone without an account; only the token's sha256 is kept. */
export const previewLinks = pgTable(
  'preview_links',
  {
    id: text('id').primaryKey(),
    kind: text('kind').notNull(),
    itemId: text('item_id').notNull(),
    tokenHash: text('token_hash').notNull().unique(),
    /** The language of the version it opens (issue 36): it opens only under that language's prefix. */
    lang: text('lang').notNull().default('en'),
    createdBy: text('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: ts('created_at').notNull().defaultNow(),
    expiresAt: ts('expires_at').notNull(),
    revokedAt: ts('revoked_at'),
    lastUsedAt: ts('last_used_at'),
  },
  (t) => [index('preview_links_item_idx').on(t.kind, t.itemId)],
);

/** Who has an item open in the editor now (a heartbeat; stale after a minute). */
export const editPresence = pgTable(
  'edit_presence',
  {
    kind: text('kind').notNull(),
    itemId: text('item_id').notNull(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    userName: text('user_name').notNull(),
    heartbeatAt: ts('heartbeat_at').notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.kind, t.itemId] })],
);

/** Redirects entered by staff (pages moved from an old site). */
export const redirects = pgTable('redirects', {
  id: text('id').primaryKey(),
  fromPath: text('from_path').notNull(),
  /** from_path lower-cased without a trailing slash: what a request is matched on. */
  fromKey: text('from_key').notNull().unique(),
  toPath: text('to_path').notNull(),
  hits: integer('hits').notNull().default(0),
  lastHitAt: ts('last_hit_at'),
  createdBy: text('created_by').references(() => users.id, { onDelete: 'set null' }),
  createdByName: text('created_by_name'),
  createdAt: ts('created_at').notNull().defaultNow(),
});

/** Paths that answered 404, counted in memory and flushed now and then (capped in size). */
export const notFoundPaths = pgTable(
  'not_found_paths',
  {
    pathKey: text('path_key').primaryKey(),
    path: text('path').notNull(),
    hits: integer('hits').notNull().default(0),
    firstSeen: ts('first_seen').notNull().defaultNow(),
    lastSeen: ts('last_seen').notNull().defaultNow(),
    referrerHost: text('referrer_host'),
  },
  (t) => [
    index('not_found_paths_last_seen_idx').on(t.lastSeen),
    // The Broken links list's order: most hits first, then the most recently seen (issue 26).
    index('not_found_paths_hits_idx').on(
      t.hits.desc().nullsFirst(),
      t.lastSeen.desc().nullsFirst(),
      t.pathKey,
    ),
  ],
);

/**
 * The site settings (issue 19): one row (id 'site'), the validated document as JSON (the contract's
 * siteSettingsSchema is its type and its check), and the two image paths it names as generated
 * columns, so "is this file still used?" stays plain SQL like every other reference.
 */
export const siteSettings = pgTable(
  'site_settings',
  {
    id: text('id').primaryKey().default('site'),
    doc: jsonb('doc').$type<SiteSettingsValues>().notNull(),
    logoPath: text('logo_path').generatedAlwaysAs(sql`doc->'logo'->>'path'`),
    shareImagePath: text('share_image_path').generatedAlwaysAs(sql`doc->'shareImage'->>'path'`),
    updatedAt: ts('updated_at').notNull().defaultNow(),
  },
  (t) => [check('site_settings_one_row', sql`${t.id} = 'site'`)],
);

/**
 * Forms staff build (issue 29, docs/decisions/0058): a title, a URL name and the definition as one
 * document. The table is made from the form's declaration (contract content-types/form.ts; issue
 * 34), and every saved version of the definition is a `form` revision, kept for ever (an entry is
 * read and exported with the one it was sent to). Entries are enquiries (contact_messages.form_id)
 * carrying their answers with the labels they had, and the version they were checked against.
 */
export const formTables = contentTables(FORM, { users, categories });
export const forms = formTables.table;
/** Issue 36: a form's words in other languages (its title and definition's words, by key). */
export const formTranslations = formTables.translations!;

/**
 * Job openings (issue 19): /careers lists the open ones until their closing date; each has its page
 * (/careers/{slug}) with JobPosting structured data. Not part of the content model (0037): an
 * opening is open or closed, with no drafts, schedule or revisions (docs/decisions/0043). Its table
 * is made from its declaration (contract content-types/job.ts; issue 34).
 */
export const jobTables = contentTables(JOB, { users, categories });
export const jobOpenings = jobTables.table;
/** Issue 36: their versions in other languages (content-tables.ts). */
export const jobTranslations = jobTables.translations!;

/**
 * Legal pages (issue 19): privacy policy, terms and conditions, refund policy as rich-text documents
 * staff edit, keyed by LEGAL_KEYS; the table is made from their declaration (contract content-types
 * legal.ts). `{siteName}`, `{email}`, `{phone}`, `{address}` in the text are filled from the site
 * settings when a page is shown. Every save writes a revision (kind `legal`) into `revisions`, never
 * pruned (docs/decisions/0048; migration 0020 moved legal_revisions there).
 */
export const legalTables = contentTables(LEGAL, { users, categories });
/** `key`: the page's key, the table's primary key (its `id` as the content engine calls it). */
export const legalPages = Object.assign(legalTables.table, { key: legalTables.table.id });
/** Issue 36: a legal page's versions in other languages. */
export const legalTranslations = legalTables.translations!;

/**
 * Pages built from blocks (issue 35, docs/decisions/0062): a title, a parent page and a body of
 * blocks (`page_blocks`, one row per block), at their own path (the parent's path and the slug, unique
 * ignoring case). The tables are made from the declaration (contract content-types/page.ts); every
 * path a page had before is kept in old_slugs (kind `page`), so it answers 301.
 */
export const pageTables = contentTables(PAGE_DOC, { users, categories });
export const pages = pageTables.table;
export const pageBlocks = pageTables.lists.body;
/** Issue 36: a page's versions in other languages (its title, keywords, SEO texts and its blocks' words). */
export const pageTranslations = pageTables.translations!;

/**
 * Shared sections (issue 35, contract content-types/shared-section.ts): blocks written once and shown
 * on every page whose shared-section block names them (`shared_section_blocks`, as a page's blocks).
 */
export const sharedSectionTables = contentTables(SHARED_SECTION, { users, categories });
export const sharedSections = sharedSectionTables.table;
export const sharedSectionBlocks = sharedSectionTables.lists.body;
/** Issue 36: a shared section's versions in other languages (its blocks' words). */
export const sharedSectionTranslations = sharedSectionTables.translations!;

/**
 * The header's menu and the footer's columns (issue 35, contract content-types/menu.ts): two rows
 * named by key, their entries in `menu_items` (one row per entry, as a page's blocks).
 */
export const menuTables = contentTables(MENU, { users, categories });
export const menus = menuTables.table;
export const menuItems = menuTables.lists.items;
/** Issue 36: a menu's versions in other languages (its entries' words). */
export const menuTranslations = menuTables.translations!;

/**
 * The site's own pages that were once code (issue 35 step 6, contract page-seeds): each seed is made
 * a page once, and its key is kept here, so a page staff delete stays deleted and one they edit is
 * never written over. `page_id` null: the seed's address was taken when it came, so it was not made.
 */
export const seededPages = pgTable('seeded_pages', {
  key: text('key').primaryKey(),
  pageId: text('page_id'),
  at: ts('at').notNull().defaultNow(),
});

// --- the change feed (db/change-feed.ts, docs/decisions/0056) ---------------------------------------
// Filled by triggers the server installs on the tables public answers show; read by every process.

/** One row: the number of the last change. Taking it at commit orders changes as they commit. */
export const changeFeed = pgTable(
  'change_feed',
  {
    id: integer('id').primaryKey().default(1),
    seq: bigint('seq', { mode: 'number' }).notNull().default(0),
    /** The last change whose CDN purge is queued (null: no purge queued yet; modules/cdn). */
    purgedSeq: bigint('purged_seq', { mode: 'number' }),
  },
  (t) => [check('change_feed_one_row', sql`${t.id} = 1`)],
);

/** Each committed change: its number and the tags of what it touched (pruned after a while). */
export const changeLog = pgTable(
  'change_log',
  {
    seq: bigint('seq', { mode: 'number' }).primaryKey(),
    tags: text('tags').array().notNull(),
    at: ts('at').notNull().defaultNow(),
  },
  (t) => [index('change_log_at_idx').on(t.at)],
);

/** Tags noted by a transaction's statements, gathered into one change when it commits (always empty after). */
export const changePending = pgTable(
  'change_pending',
  {
    tx: bigint('tx', { mode: 'number' }).notNull(),
    tags: text('tags').array().notNull(),
  },
  (t) => [index('change_pending_tx_idx').on(t.tx)],
);

/**
 * Job applications (issue 29, docs/decisions/0058): one per applicant and opening, with the consent
 * they gave (its exact text and version), where the visit came from, and the candidates pipeline
 * (stage, assignee, rating). Deleted APPLICATION_RETENTION_DAYS after the opening ends unless kept;
 * an opening with applications cannot be deleted (close it instead).
 */
export const applications = pgTable(
  'applications',
  {
    id: text('id').primaryKey(),
    jobId: text('job_id')
      .notNull()
      .references(() => jobOpenings.id, { onDelete: 'restrict' }),
    name: text('name').notNull(),
    email: text('email').notNull(),
    /** lower(email): how one person's applications are found (export, erase, duplicates). */
    emailKey: text('email_key').notNull(),
    phone: text('phone').notNull(),
    coverNote: text('cover_note').notNull().default(''),
    links: jsonb('links').$type<string[]>().notNull().default([]),
    consentText: text('consent_text').notNull(),
    consentVersion: text('consent_version').notNull(),
    consentedAt: ts('consented_at').notNull(),
    /** One of APPLICATION_STAGES (contract forms.ts). */
    stage: text('stage').notNull().default('new'),
    assigneeId: text('assignee_id').references(() => users.id, { onDelete: 'set null' }),
    rating: integer('rating'),
    /** Kept past the retention period (the applicant agreed to more, or a dispute). */
    keep: boolean('keep').notNull().default(false),
    ...visitColumns(),
    /** lower(name, email, phone): what the candidates search looks in. */
    searchText: text('search_text').notNull().default(''),
    createdAt: ts('created_at').notNull().defaultNow(),
    updatedAt: ts('updated_at').notNull().defaultNow(),
  },
  (t) => [
    index('applications_job_created_idx').on(t.jobId, t.createdAt, t.id),
    index('applications_created_idx').on(t.createdAt, t.id),
    index('applications_email_idx').on(t.emailKey),
    check(
      'applications_stage_check',
      sql`${t.stage} in ('new', 'screening', 'interview', 'offer', 'hired', 'rejected')`,
    ),
    check('applications_rating_check', sql`${t.rating} is null or ${t.rating} between 1 and 5`),
  ],
);

/** Internal notes on an application, with their author (name kept when the account goes). */
export const applicationNotes = pgTable(
  'application_notes',
  {
    id: text('id').primaryKey(),
    applicationId: text('application_id')
      .notNull()
      .references(() => applications.id, { onDelete: 'cascade' }),
    ...noteColumns(),
  },
  (t) => [index('application_notes_app_idx').on(t.applicationId, t.createdAt)],
);

/** What happened to an application: applied, stage, assignee, rating, keep, a note, the CV opened. */
export const applicationEvents = pgTable(
  'application_events',
  {
    id: text('id').primaryKey(),
    applicationId: text('application_id')
      .notNull()
      .references(() => applications.id, { onDelete: 'cascade' }),
    at: ts('at').notNull().defaultNow(),
    actorId: text('actor_id').references(() => users.id, { onDelete: 'set null' }),
    actorName: text('actor_name'),
    kind: text('kind').notNull(),
    fromValue: text('from_value'),
    toValue: text('to_value'),
  },
  (t) => [index('application_events_app_idx').on(t.applicationId, t.at)],
);

/**
 * Files people send: CVs and the files of form entries (issue 29). Never served from a public URL:
 * the bytes live here, in the database on PGlite and PostgreSQL alike, and leave only through the
 * admin API. Each belongs to one application or one enquiry and goes when it goes (cascade).
 */
export const entryFiles = pgTable(
  'entry_files',
  {
    id: text('id').primaryKey(),
    applicationId: text('application_id').references(() => applications.id, { onDelete: 'cascade' }),
    enquiryId: text('enquiry_id').references(() => contactMessages.id, { onDelete: 'cascade' }),
    /** The field it came in (cv, or a form field's key). */
    fieldKey: text('field_key').notNull(),
    name: text('name').notNull(),
    /** One of FILE_KINDS, recognised from the bytes. */
    kind: text('kind').notNull(),
    mime: text('mime').notNull(),
    bytes: integer('bytes').notNull(),
    data: bytea('data').notNull(),
    createdAt: ts('created_at').notNull().defaultNow(),
  },
  (t) => [
    index('entry_files_application_idx').on(t.applicationId),
    index('entry_files_enquiry_idx').on(t.enquiryId),
    check('entry_files_one_owner', sql`(${t.applicationId} is null) <> (${t.enquiryId} is null)`),
  ],
);

// --- visit analytics (issue 27; docs/decisions/0060) ------------------------------------------------

const localTs = (name: string) => timestamp(name, { mode: 'string' });

/**
 * What both rollups share: the grain, the bucket (the hour's, day's or month's start on the wall clock of
 * SITE_TIMEZONE), the level (modules/analytics/levels.ts: which dimensions the row is for; '' in the
 * others), four dimensions, and the figures but the views.
 */
const rollupColumns = () => ({
  grain: text('grain', { enum: ['hour', 'day', 'month'] }).notNull(),
  bucket: localTs('bucket').notNull(),
  level: text('level').notNull(),
  source: text('source').notNull(),
  campaign: text('campaign').notNull(),
  device: text('device').notNull(),
  browser: text('browser').notNull(),
  visits: integer('visits').notNull(),
  visitors: integer('visitors').notNull(),
  /** Visits with one page view (for a page: visits whose only page this was). */
  bounces: integer('bounces').notNull(),
  /** The visits' length in all. */
  seconds: bigint('seconds', { mode: 'number' }).notNull(),
  /** Visits that saw a service, product or post… */
  content: integer('content').notNull(),
  /** …and then the contact page or the cart. */
  reached: integer('reached').notNull(),
});

/**
 * A random salt per day (in SITE_TIMEZONE): a visitor is a hash of it with the site, the address and
 * the browser string. Deleted once its day is over, so nobody (not even we) can tell later whether
 * two visits came from the same browser. Several processes share it through this table.
 */
export const analyticsSalts = pgTable('analytics_salts', {
  day: date('day', { mode: 'string' }).primaryKey(),
  salt: text('salt').notNull(),
});

/**
 * One row per visit (raw, kept ANALYTICS_RAW_DAYS): page views of one visitor on one day with no gap
 * of 30 minutes, with where it came from and how far it went. Written in batches (modules/analytics).
 */
export const analyticsVisits = pgTable(
  'analytics_visits',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedByDefaultAsIdentity(),
    /** The day of the salt (SITE_TIMEZONE): a visit never spans two. */
    day: date('day', { mode: 'string' }).notNull(),
    /** 48 bits of the salted hash (a safe integer); the address and browser string are never stored. */
    visitor: bigint('visitor', { mode: 'number' }).notNull(),
    startedAt: ts('started_at').notNull(),
    lastSeenAt: ts('last_seen_at').notNull(),
    entryPath: text('entry_path').notNull(),
    exitPath: text('exit_path').notNull(),
    pageviews: integer('pageviews').notNull(),
    source: text('source').notNull(),
    referrerHost: text('referrer_host'),
    utmSource: text('utm_source'),
    utmMedium: text('utm_medium'),
    utmCampaign: text('utm_campaign'),
    utmTerm: text('utm_term'),
    utmContent: text('utm_content'),
    /** gclid, fbclid or msclkid: the visit came from a paid click. */
    clickId: text('click_id'),
    device: text('device').notNull(),
    browser: text('browser').notNull(),
    /** Saw a service, product or post. */
    content: boolean('content').notNull().default(false),
    /** Opened the contact page or the cart. */
    contact: boolean('contact').notNull().default(false),
    /** Counted by the beacon (true) or, without JavaScript, by the <noscript> image. */
    script: boolean('script').notNull().default(true),
    /** In the rollups already: by the day's final rollup, or by today's (every minute). */
    rolled: boolean('rolled').notNull().default(false),
    /**
     * What today's rollup counted of the visit when it last rolled it (null: not yet): its views (and
     * the last of their numbers, analytics_views.seq), length in whole seconds, entry page, source,
     * campaign ('' for none) and funnel flags. A visit goes on after it is rolled; until the next
     * rollup the dashboard adds what it is now and takes away this (docs/decisions/0060).
     */
    rolledViews: integer('rolled_views'),
    rolledThrough: bigint('rolled_through', { mode: 'number' }),
    rolledSeconds: integer('rolled_seconds'),
    rolledEntry: text('rolled_entry'),
    rolledSource: text('rolled_source'),
    rolledCampaign: text('rolled_campaign'),
    rolledContent: boolean('rolled_content'),
    rolledContact: boolean('rolled_contact'),
  },
  // Only columns a view never changes are indexed, so most updates rewrite the row in place (HOT;
  // the migration leaves room in each page: fillfactor 70).
  (t) => [
    index('analytics_visits_visitor_idx').on(t.day, t.visitor),
    index('analytics_visits_unrolled_idx').on(t.day).where(sql`not ${t.rolled}`),
  ],
);

/** The order page views were written in (analytics_views.seq). */
export const analyticsViewsSeq = pgSequence('analytics_views_seq');

/** One row per page view (raw, kept ANALYTICS_RAW_DAYS). */
export const analyticsViews = pgTable(
  'analytics_views',
  {
    visitId: bigint('visit_id', { mode: 'number' }).notNull(),
    /** The visit's visitor again: pages and the chart count visitors without reading the visits. */
    visitor: bigint('visitor', { mode: 'number' }).notNull(),
    day: date('day', { mode: 'string' }).notNull(),
    at: ts('at').notNull(),
    path: text('path').notNull(),
    /**
     * The view's place in the order views were written: those of a day after its rollup's
     * `views_through` may not be in the rollups yet, and those of a visit after its `rolled_through`
     * are not. Null only for views of days rolled up for good before migration 0018.
     */
    seq: bigint('seq', { mode: 'number' }).default(sql`nextval('analytics_views_seq')`),
  },
  (t) => [
    index('analytics_views_visit_idx').on(t.visitId, t.at),
    index('analytics_views_seq_idx').on(t.day, t.seq),
    // The visitors of the last few minutes (the dashboard's "now"): a range at the index's newest end.
    // On the views, which are only ever added, not on the visits, whose every view updates their row.
    index('analytics_views_at_idx').on(t.at),
  ],
);

/**
 * One row per click on a link or submit button inside a block of a page of blocks (issue 35 item 5;
 * raw, kept ANALYTICS_RAW_DAYS like the views): its visit (the visitor's latest that day; null when
 * none was counted), the page and the block (ids, as the page's rows have them), where it went.
 */
export const analyticsClicks = pgTable(
  'analytics_clicks',
  {
    visitId: bigint('visit_id', { mode: 'number' }),
    visitor: bigint('visitor', { mode: 'number' }).notNull(),
    day: date('day', { mode: 'string' }).notNull(),
    at: ts('at').notNull(),
    pageId: text('page_id').notNull(),
    blockId: text('block_id').notNull(),
    href: text('href').notNull(),
  },
  (t) => [
    // An enquiry's last click in its visit.
    index('analytics_clicks_visit_idx').on(t.visitId, t.at),
    index('analytics_clicks_page_idx').on(t.pageId, t.day),
  ],
);

/**
 * Clicks per finished day, page and block, kept for good (rolled when the day's visits are rolled for
 * good; the days not final yet are read from the raw clicks). Visitors count once a day per block.
 */
export const analyticsBlockRollups = pgTable(
  'analytics_block_rollups',
  {
    day: date('day', { mode: 'string' }).notNull(),
    pageId: text('page_id').notNull(),
    blockId: text('block_id').notNull(),
    clicks: integer('clicks').notNull(),
    visitors: integer('visitors').notNull(),
  },
  (t) => [primaryKey({ name: 'analytics_block_rollups_pk', columns: [t.pageId, t.day, t.blockId] })],
);

/**
 * The days with rows in the rollups below: `final` once the day is over and all its visits are in
 * them; before that (today, rolled every few seconds), at least the views up to `views_through`
 * (analytics_views.seq), each visit as analytics_visits.rolled_* says.
 */
export const analyticsRolledDays = pgTable('analytics_rolled_days', {
  day: date('day', { mode: 'string' }).primaryKey(),
  rolledAt: ts('rolled_at').notNull().defaultNow(),
  final: boolean('final').notNull().default(true),
  viewsThrough: bigint('views_through', { mode: 'number' }),
});

/**
 * Visits per day, kept for good: a visit's entry page, source, campaign, device and browser, at the
 * levels of modules/analytics/levels.ts. A visit belongs to the day it started.
 */
export const analyticsVisitRollups = pgTable(
  'analytics_visit_rollups',
  {
    ...rollupColumns(),
    entry: text('entry').notNull(),
    pageviews: integer('pageviews').notNull(),
  },
  (t) => [
    primaryKey({
      name: 'analytics_visit_rollups_pk',
      columns: [t.grain, t.level, t.bucket, t.entry, t.source, t.campaign, t.device, t.browser],
    }),
    index('analytics_visit_rollups_source_idx').on(t.grain, t.source, t.bucket),
    index('analytics_visit_rollups_campaign_idx').on(t.grain, t.campaign, t.bucket),
  ],
);

/**
 * Page views per hour and per day, by page, kept for good: like analytics_visit_rollups, with the
 * page for the entry page. A view belongs to the hour it happened in; `visits` and `visitors` count
 * those that saw the page then.
 */
export const analyticsPageRollups = pgTable(
  'analytics_page_rollups',
  {
    ...rollupColumns(),
    path: text('path').notNull(),
    views: integer('views').notNull(),
  },
  (t) => [
    primaryKey({
      name: 'analytics_page_rollups_pk',
      columns: [t.grain, t.level, t.bucket, t.path, t.source, t.campaign, t.device, t.browser],
    }),
    index('analytics_page_rollups_path_idx').on(t.grain, t.path, t.bucket),
    index('analytics_page_rollups_source_idx').on(t.grain, t.source, t.bucket),
  ],
);

/**
 * Enquiries, won work and its value per day and month, kept for good (docs/decisions/0060): the level
 * ('all', or one dimension: path, entry, source, campaign, device, browser) and its key ('' at 'all').
 * `funnel_*` (level 'all' only) count the distinct visits that reached the contact page or cart after
 * content and then sent an enquiry, and those won. A day belongs here once the rollup job has rolled
 * it (analytics_enquiry_state.through) and no enquiry of it has changed since
 * (analytics_enquiry_changes): the dashboard reads other days from the enquiries themselves.
 */
export const analyticsEnquiryRollups = pgTable(
  'analytics_enquiry_rollups',
  {
    grain: text('grain', { enum: ['day', 'month'] }).notNull(),
    bucket: date('bucket', { mode: 'string' }).notNull(),
    level: text('level').notNull(),
    key: text('key').notNull(),
    enquiries: integer('enquiries').notNull(),
    won: integer('won').notNull(),
    wonValue: numeric('won_value', { precision: 16, scale: 2, mode: 'number' }).notNull(),
    funnelEnquiries: integer('funnel_enquiries').notNull(),
    funnelWon: integer('funnel_won').notNull(),
  },
  (t) => [primaryKey({ name: 'analytics_enquiry_rollups_pk', columns: [t.grain, t.level, t.bucket, t.key] })],
);

/**
 * One row: the enquiry rollups hold every day before `through` (SITE_TIMEZONE `time_zone`; another
 * zone makes them again), but the days of analytics_enquiry_changes.
 */
export const analyticsEnquiryState = pgTable('analytics_enquiry_state', {
  id: integer('id').primaryKey(),
  timeZone: text('time_zone').notNull(),
  through: date('through', { mode: 'string' }).notNull(),
});

/**
 * Enquiries changed (sent, won, valued, quoted, deleted …), by when each was sent: a row per change,
 * written by triggers on contact_messages and enquiry_lines (migration 0016's hand-written SQL), so no
 * write path can forget. The dashboard reads those days from the enquiries until the rollup job rolls
 * them again and deletes the rows it saw.
 */
export const analyticsEnquiryChanges = pgTable(
  'analytics_enquiry_changes',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedByDefaultAsIdentity(),
    createdAt: ts('created_at').notNull(),
  },
  (t) => [index('analytics_enquiry_changes_created_idx').on(t.createdAt)],
);
