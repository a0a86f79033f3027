/**
 * The change feed in the database (docs/decisions/0056). Every write to a table that public answers
 * (or anything a process keeps in memory) show is announced by the database itself, so no write path
 * can forget: triggers this file installs note the tags of what each statement touched (`post`,
 * `post:<id>` …) in `change_pending`, and at commit a deferred trigger gathers a transaction's tags
 * into one numbered row of `change_log` and sends `NOTIFY vyoma_changes, '<number>'`. Every process
 * reads the rows after the last number it applied (on a notification through its LISTEN connection,
 * once a second with CHANGE_FEED=poll, and before a mutation's answer leaves) and drops what they
 * touch (plugins/content-changes.ts).
 *
 * The number comes from one row (`change_feed`) taken at commit, so changes are numbered in the order
 * they commit: a reader that has seen change N has seen every change before it, and a missing number
 * means rows were pruned (the reader was away too long) and it clears everything instead.
 *
 * The triggers are written from TABLE_TAGS below and installed by migrate() (db/client.ts) whenever
 * their text changes (a hash in the comment of vyoma_publish()). A table that is neither announced
 * nor listed in PRIVATE_TABLES fails the unit test (server/test/unit/change-feed.test.ts).
 */
import { createHash } from 'node:crypto';
import {
  type ContentTypeDeclaration,
  FORM,
  itemColumnOf,
  JOB,
  LEGAL,
  MENU,
  PAGE_DOC,
  POST,
  PRODUCT,
  SHARED_SECTION,
  tableFields,
} from '@vyoma/contract/content-types';
import { sql } from 'drizzle-orm';
import { getTableConfig, type PgTable } from 'drizzle-orm/pg-core';
import type { Database, Db } from './client.ts';
import * as s from './schema.ts';

/** The channel of the notifications. */
export const CHANGE_CHANNEL = 'vyoma_changes';

/** The kinds of things a change touches; an item is `<kind>:<id>` (itemTag). */
export const TAG = {
  post: 'post',
  product: 'product',
  category: 'category',
  job: 'job',
  legal: 'legal',
  settings: 'settings',
  home: 'home',
  redirects: 'redirects',
  media: 'media',
  session: 'session',
  user: 'user',
  preview: 'preview',
  token: 'token',
  form: 'form',
  page: 'page',
  sharedSection: 'shared-section',
  menu: 'menu',
  /** A change to a live item saved for later, or taken back (the scheduler wakes at its time). */
  scheduledChange: 'scheduled-change',
} as const;
export type TagKind = (typeof TAG)[keyof typeof TAG];

/** The tag of one item, e.g. `post:8f1c…`. */
export const itemTag = (kind: TagKind, id: string): string => `${kind}:${id}`;

/** The tag of an answer that may show anything (search results): every change touches it. */
export const ANYTHING = '*';

/**
 * What a read shows, written once for the API routes and the pages' services: a list shows its
 * kind (any item of it may join or leave), an item shows itself; posts, products, the home section
 * and the settings also show media rows (alt text, sizes, renditions), products their category.
 */
export const SHOWN = {
  posts: [TAG.post, TAG.media],
  post: (id: string) => [itemTag(TAG.post, id), TAG.media],
  products: [TAG.product, TAG.category, TAG.media],
  product: (id: string) => [itemTag(TAG.product, id), TAG.category, TAG.media],
  settings: [TAG.settings, TAG.media],
  home: [TAG.home, TAG.media],
  homeSection: (id: string) => [itemTag(TAG.home, id), TAG.media],
  jobs: [TAG.job],
  job: (id: string) => [itemTag(TAG.job, id)],
  /** A legal page fills in the site's name and contact details. */
  legal: (key: string) => [itemTag(TAG.legal, key), TAG.settings],
  forms: [TAG.form],
  form: (id: string) => [itemTag(TAG.form, id)],
} as const;

/** More item tags than this in one change: only their kinds are announced (a bulk write). */
export const MAX_CHANGE_TAGS = 64;

type Event = 'insert' | 'update' | 'delete';

export interface TableTags {
  /** A TAG, or a content type's name (its declaration's tables). */
  kind: string;
  /** The column (database name) whose value names the item; none: the kind alone. */
  item?: string;
  /** The writes that announce (default: all three). */
  on?: readonly Event[];
  /** An update announces only when one of these columns changes (default: any column) … */
  only?: readonly string[];
  /** … or when any column but these changes. */
  except?: readonly string[];
}

/**
 * A content type's tables (its declaration's, db/content-tables.ts): a write to its own table or to
 * one of its lists (items, files, blocks) announces the type and the item (issue 34).
 */
export function contentTableTags(
  type: ContentTypeDeclaration,
  tables: { table: unknown; lists: unknown; translations?: unknown },
): [PgTable, TableTags][] {
  const lists = tables.lists as Record<string, PgTable>;
  return [
    [tables.table as PgTable, { kind: type.name, item: type.key?.column ?? 'id' }],
    ...tableFields(type).map((f): [PgTable, TableTags] => [
      lists[f.name]!,
      { kind: type.name, item: itemColumnOf(type, f) },
    ]),
    // A version in another language announces its item: the default language's page names it too
    // (hreflang, the switcher).
    ...(tables.translations
      ? [[tables.translations as PgTable, { kind: type.name, item: 'item_id' }] as [PgTable, TableTags]]
      : []),
  ];
}

const tableTags = new Map<PgTable, TableTags>([
  ...contentTableTags(POST, s.postTables),
  ...contentTableTags(PRODUCT, s.productTables),
  ...contentTableTags(LEGAL, s.legalTables),
  [s.categories, { kind: TAG.category, item: 'id' }],
  // A new file is shown nowhere until a save that uses it announces itself.
  [s.media, { kind: TAG.media, item: 'id', on: ['update', 'delete'] }],
  // A file's alt text in another language shows wherever the file does.
  [s.mediaTranslations, { kind: TAG.media, item: 'media_id' }],
  ...contentTableTags(JOB, s.jobTables),
  ...contentTableTags(FORM, s.formTables),
  ...contentTableTags(PAGE_DOC, s.pageTables),
  // Shown inside the pages that place them (issue 35).
  ...contentTableTags(SHARED_SECTION, s.sharedSectionTables),
  // The menus are on every page (issue 35).
  ...contentTableTags(MENU, s.menuTables),
  [s.siteSettings, { kind: TAG.settings }],
  // Shown nowhere until it goes live (a save of the item, which announces itself); every process's
  // scheduler plans its wake-up from these.
  [s.scheduledChanges, { kind: TAG.scheduledChange }],
  [s.secondSections, { kind: TAG.home, item: 'id' }],
  // Hits are counted on the rows every 30 s: not a change of where anything goes.
  [s.redirects, { kind: TAG.redirects, except: ['hits', 'last_hit_at'] }],
  // Sessions ended, accounts deactivated or given another role, preview links and API tokens
  // revoked: whatever a process remembers of them is dropped everywhere (touches and sign-in times
  // are not changes).
  [s.sessions, { kind: TAG.session, item: 'id', on: ['delete'] }],
  [s.users, { kind: TAG.user, item: 'id', on: ['update', 'delete'], only: ['role', 'active'] }],
  [
    s.previewLinks,
    { kind: TAG.preview, item: 'id', on: ['update', 'delete'], only: ['revoked_at', 'expires_at'] },
  ],
  // API tokens revoked or given other rights (their last use is no change).
  [
    s.apiTokens,
    { kind: TAG.token, item: 'id', on: ['update', 'delete'], only: ['role', 'scopes', 'expires_at'] },
  ],
]);

/** Every table something public (or kept in a process's memory) shows, and what a write to it announces. */
export const TABLE_TAGS: ReadonlyMap<PgTable, TableTags> = tableTags;

/**
 * A content type declared outside the built-in list announces its tables too (before the database
 * is migrated, which installs the triggers: modules/content registry.ts).
 */
export function announceContentTables(
  type: ContentTypeDeclaration,
  tables: { table: unknown; lists: unknown; translations?: unknown },
) {
  for (const [table, rule] of contentTableTags(type, tables)) tableTags.set(table, rule);
}

/** The type is gone again (the app that added it closed). */
export function forgetContentTables(
  type: ContentTypeDeclaration,
  tables: { table: unknown; lists: unknown; translations?: unknown },
) {
  for (const [table] of contentTableTags(type, tables)) tableTags.delete(table);
}

/** Tables no public answer shows and no process keeps in memory, and why. */
export const PRIVATE_TABLES: ReadonlyMap<PgTable, string> = new Map<PgTable, string>([
  [s.loginAttempts, 'sign-in throttling, read from the database on every attempt'],
  [s.rateLimits, 'per-address counts; what a process remembers (who is over a limit) ends with its window'],
  [s.recoveryCodes, 'second-factor codes, read on use'],
  [s.webauthnCredentials, 'passkeys, read on use'],
  [s.authChallenges, 'pending sign-in steps, read on use'],
  [s.auditLog, 'the admin-only audit log'],
  [s.webhooks, 'webhook subscriptions, read when an event is queued'],
  [s.appSecrets, 'loaded once at start; changed only by restarting with AUTH_SECRET'],
  [s.mediaBlobs, 'file bytes by path; a path is never reused, and the media row announces changes'],
  [s.contactMessages, 'enquiries: admin-only'],
  [s.enquiryLines, 'enquiries: admin-only'],
  [s.enquiryNotes, 'enquiries: admin-only'],
  [s.outboxMessages, 'messages waiting to be sent (the outbox)'],
  [s.oldSlugs, '301s of old addresses, looked up per request; the slug change itself announces the item'],
  [s.revisions, 'admin-only history'],
  [s.revisionMedia, 'admin-only history'],
  [s.editPresence, 'who is editing: admin-only, a heartbeat'],
  [s.notFoundPaths, 'the admin-only 404 log'],
  [s.seededPages, 'which seeds were made, read at start-up; the page a seed makes announces itself'],
  [s.applications, 'job applications: admin-only personal data'],
  [s.applicationNotes, 'job applications: admin-only'],
  [s.applicationEvents, 'job applications: admin-only'],
  [s.entryFiles, 'files sent with forms: admin-only personal data, served privately'],
  [s.changeFeed, 'the feed itself'],
  [s.changeLog, 'the feed itself'],
  [s.changePending, 'the feed itself'],
  // Visit analytics (issue 27): written by the beacon's batches, read only by the admin's dashboard.
  [s.analyticsSalts, "the day's visitor salt, read by each batch"],
  [s.analyticsVisits, 'raw visits: admin-only figures'],
  [s.analyticsViews, 'raw page views: admin-only figures'],
  [s.analyticsClicks, 'raw clicks in blocks: admin-only figures'],
  [s.analyticsBlockRollups, 'rolled-up figures: admin-only'],
  [s.analyticsRolledDays, 'which days are rolled up: admin-only figures'],
  [s.analyticsVisitRollups, 'rolled-up figures: admin-only'],
  [s.analyticsPageRollups, 'rolled-up figures: admin-only'],
  [s.analyticsEnquiryRollups, 'rolled-up figures: admin-only'],
  [s.analyticsEnquiryState, 'which days the enquiry rollups hold: admin-only figures'],
  [s.analyticsEnquiryChanges, 'which days the enquiry rollups must not be read for: admin-only figures'],
]);

const q = (name: string) => `"${name.replace(/"/g, '""')}"`;

/** The SQL that reads which items (or whether anything) a statement's rows changed. */
function touchedRows(table: PgTable, rule: TableTags, event: Event): { items: string; any: string } {
  const config = getTableConfig(table);
  const key = config.columns.find((c) => c.primary)?.name;
  if (!key) throw new Error(`${config.name}: the change feed needs a single-column primary key`);
  const item = rule.item ?? key;
  if (event !== 'update') {
    const rows = event === 'insert' ? 'new_rows' : 'old_rows';
    return {
      items: `SELECT DISTINCT r.${q(item)}::text FROM ${rows} r`,
      any: `EXISTS (SELECT 1 FROM ${rows})`,
    };
  }
  const compared = rule.only
    ? rule.only
    : config.columns.map((c) => c.name).filter((name) => !rule.except?.includes(name));
  const cols = (alias: string) => `ROW(${compared.map((c) => `${alias}.${q(c)}`).join(', ')})`;
  const pairs = `FROM old_rows o FULL JOIN new_rows n ON o.${q(key)} = n.${q(key)}
      WHERE o.${q(key)} IS NULL OR n.${q(key)} IS NULL OR ${cols('o')} IS DISTINCT FROM ${cols('n')}`;
  return {
    items: `SELECT DISTINCT v.x::text FROM (SELECT o.${q(item)} AS a, n.${q(item)} AS b ${pairs}) p,
      LATERAL (VALUES (p.a), (p.b)) v(x) WHERE v.x IS NOT NULL`,
    any: `EXISTS (SELECT 1 ${pairs})`,
  };
}

/** Every statement that installs the feed's functions and triggers (in order). */
export function changeFeedStatements(): string[] {
  const statements = [
    `CREATE OR REPLACE FUNCTION vyoma_note(tags text[]) RETURNS void LANGUAGE sql AS $f$
      INSERT INTO change_pending (tx, tags) VALUES (txid_current(), tags)
    $f$`,
    // At commit: one change per transaction, numbered in commit order, then the doorbell.
    `CREATE OR REPLACE FUNCTION vyoma_publish() RETURNS trigger LANGUAGE plpgsql AS $f$
    DECLARE
      gathered text[];
      next_seq bigint;
    BEGIN
      WITH taken AS (DELETE FROM change_pending WHERE tx = txid_current() RETURNING tags)
        SELECT array_agg(DISTINCT t ORDER BY t) INTO gathered FROM taken, unnest(taken.tags) AS t;
      IF gathered IS NULL THEN
        RETURN NULL;
      END IF;
      IF cardinality(gathered) > ${MAX_CHANGE_TAGS} THEN
        gathered := ARRAY(SELECT DISTINCT split_part(t, ':', 1) FROM unnest(gathered) AS t ORDER BY 1);
      END IF;
      INSERT INTO change_feed AS f (id, seq) VALUES (1, 1)
        ON CONFLICT (id) DO UPDATE SET seq = f.seq + 1
        RETURNING seq INTO next_seq;
      INSERT INTO change_log (seq, tags) VALUES (next_seq, gathered);
      PERFORM pg_notify('${CHANGE_CHANNEL}', next_seq::text);
      RETURN NULL;
    END
    $f$`,
    'DROP TRIGGER IF EXISTS vyoma_publish ON change_pending',
    `CREATE CONSTRAINT TRIGGER vyoma_publish AFTER INSERT ON change_pending
      DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION vyoma_publish()`,
  ];
  for (const [table, rule] of TABLE_TAGS) {
    const name = getTableConfig(table).name;
    for (const event of rule.on ?? (['insert', 'update', 'delete'] as const)) {
      const fn = `vyoma_feed_${name}_${event}`;
      const { items, any } = touchedRows(table, rule, event);
      const tags = rule.item
        ? `ARRAY['${rule.kind}'] || ARRAY(SELECT '${rule.kind}:' || x FROM (${items}) i(x))`
        : `ARRAY['${rule.kind}']`;
      statements.push(
        `CREATE OR REPLACE FUNCTION ${fn}() RETURNS trigger LANGUAGE plpgsql AS $f$
        BEGIN
          IF ${any} THEN
            PERFORM vyoma_note(${tags});
          END IF;
          RETURN NULL;
        END
        $f$`,
        `CREATE TRIGGER vyoma_feed_${event} AFTER ${event.toUpperCase()} ON ${q(name)}
          REFERENCING ${event === 'insert' ? 'NEW TABLE AS new_rows' : event === 'delete' ? 'OLD TABLE AS old_rows' : 'OLD TABLE AS old_rows NEW TABLE AS new_rows'}
          FOR EACH STATEMENT EXECUTE FUNCTION ${fn}()`,
      );
    }
  }
  return statements;
}

/** Installs (or replaces) the feed's functions and triggers unless the installed ones are these. */
export async function ensureChangeFeed(db: Db): Promise<void> {
  const statements = changeFeedStatements();
  const version = `vyoma-feed ${createHash('sha256').update(statements.join(';\n')).digest('hex').slice(0, 16)}`;
  const installed = rowsOf<{ v: string | null }>(
    await db.execute(sql`select obj_description(to_regprocedure('vyoma_publish()'), 'pg_proc') as v`),
  )[0]?.v;
  if (installed === version) return;
  await db.transaction(async (tx) => {
    // Ours go first, so a table that stopped being announced keeps no trigger.
    const ours = rowsOf<{ name: string; rel: string }>(
      await tx.execute(
        sql`select tgname as name, tgrelid::regclass::text as rel from pg_trigger where tgname like 'vyoma_feed_%'`,
      ),
    );
    for (const t of ours) await tx.execute(sql.raw(`DROP TRIGGER ${q(t.name)} ON ${t.rel}`));
    for (const statement of statements) await tx.execute(sql.raw(statement));
    await tx.execute(sql.raw(`COMMENT ON FUNCTION vyoma_publish() IS '${version}'`));
  });
}

function rowsOf<T>(result: unknown): T[] {
  return (result as { rows: T[] }).rows;
}

export interface LoggedChange {
  seq: number;
  tags: string[];
}

/** The number of the last change committed (0 before any). */
export async function latestChange(db: Db): Promise<number> {
  const rows = rowsOf<{ seq: string | number }>(
    await db.execute(sql`select seq from change_feed where id = 1`),
  );
  return rows[0] ? Number(rows[0].seq) : 0;
}

/** Changes after `seq`, oldest first, at most `limit`. */
export async function changesAfter(db: Db, seq: number, limit: number): Promise<LoggedChange[]> {
  const rows = rowsOf<{ seq: string | number; tags: string[] }>(
    await db.execute(sql`select seq, tags from change_log where seq > ${seq} order by seq limit ${limit}`),
  );
  return rows.map((r) => ({ seq: Number(r.seq), tags: r.tags }));
}

/** Announces a change no row shows (an opening's closing day passing), to every process. */
export async function announce(db: Db, tags: readonly string[]): Promise<void> {
  if (tags.length === 0) return;
  await db.execute(
    sql`select vyoma_note(${`{${tags.map((t) => `"${t.replace(/["\\]/g, '\\$&')}"`).join(',')}}`}::text[])`,
  );
}

/** Deletes changes older than `before`, always keeping the newest (a reader's way to see a gap). */
export async function pruneChangeLog(db: Db, before: Date): Promise<number> {
  const rows = rowsOf<unknown>(
    await db.execute(
      sql`delete from change_log where at < ${before} and seq < (select max(seq) from change_log) returning seq`,
    ),
  );
  return rows.length;
}

/** The feed as a process reads it (plugins/content-changes.ts ContentEvents takes this). */
export function changeSource(database: Database) {
  const { db } = database;
  return {
    latest: () => latestChange(db),
    after: (seq: number, limit: number) => changesAfter(db, seq, limit),
    announce: (tags: readonly string[]) => announce(db, tags),
    listen: (onNotify: () => void, onState: (listening: boolean) => void) =>
      database.listen(CHANGE_CHANNEL, onNotify, onState),
  };
}
