/**
 * Backups of a running site: one .tar.gz holding
 *   manifest.json        format, version, created at, database kind, schema level, row and file counts
 *   db/<table>.jsonl     every row of every table, one JSON object a line (PostgreSQL's to_jsonb)
 *   media/<name>         every stored file (originals and renditions)
 *   entry-files/<id>     the bytes of each file people sent (CVs, form entries; issue 29): their rows
 *                        in db/entry_files.jsonl leave the bytes out, so no table is held in memory whole
 *
 * The rows come from one REPEATABLE READ transaction, so the dump is consistent even while enquiries
 * keep arriving. On the embedded database that transaction blocks other queries only for the few
 * milliseconds the reads take; the files are read afterwards while the media service holds back file
 * removals, so no file the dump references disappears meanwhile. On PostgreSQL with media in the
 * database the files are read inside the same snapshot.
 *
 * The dump is the application's own tables as JSON, not pg_dump or PGlite's dumpDataDir: it needs no
 * binary matching the server's major version, restores into either kind of database (an embedded
 * site can move to PostgreSQL by backup and restore), and reading it needs nothing but tar and gzip.
 */
import { randomUUID } from 'node:crypto';
import { createReadStream, createWriteStream, readFileSync } from 'node:fs';
import { mkdir, rename, rm, unlink } from 'node:fs/promises';
import path from 'node:path';
import type { Readable } from 'node:stream';
import { pipeline } from 'node:stream';
import { pipeline as pipelined } from 'node:stream/promises';
import { createGunzip, createGzip } from 'node:zlib';
import { addressedByPath } from '@vyoma/contract/content-types';
import { eq, getTableName, sql } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import tar from 'tar-stream';
import { z } from 'zod';
import type { Database, Db } from '../../db/client.ts';
import { contentModels } from '../../db/content-types.ts';
import {
  analyticsBlockRollups,
  analyticsEnquiryRollups,
  analyticsEnquiryState,
  analyticsPageRollups,
  analyticsRolledDays,
  analyticsVisitRollups,
  apiTokens,
  applicationEvents,
  applicationNotes,
  applications,
  appSecrets,
  auditLog,
  authChallenges,
  blogSections,
  blogs,
  blogTranslations,
  categories,
  contactMessages,
  editPresence,
  enquiryLines,
  enquiryNotes,
  entryFiles,
  forms,
  formTranslations,
  jobOpenings,
  jobTranslations,
  legalPages,
  legalTranslations,
  loginAttempts,
  media,
  mediaTranslations,
  menuItems,
  menus,
  menuTranslations,
  notFoundPaths,
  oldSlugs,
  outboxMessages,
  pageBlocks,
  pages,
  pageTranslations,
  previewLinks,
  productImages,
  products,
  productTranslations,
  recoveryCodes,
  redirects,
  revisionMedia,
  revisions,
  scheduledChanges,
  secondSections,
  seededPages,
  sessions,
  sharedSectionBlocks,
  sharedSections,
  sharedSectionTranslations,
  siteSettings,
  users,
  webauthnCredentials,
  webhooks,
} from '../../db/schema.ts';
import { MIGRATIONS_DIR } from '../../paths.ts';
import type { MediaService } from '../media/index.ts';
import { type MediaStore, uploadName } from '../media/index.ts';

export const BACKUP_FORMAT = 'vyoma-backup';
export const BACKUP_VERSION = 1;

/** Every table, parents before children (the order rows are restored in). media_blobs travel as files. */
export const BACKUP_TABLES: PgTable[] = [
  appSecrets,
  users,
  apiTokens,
  webhooks,
  sessions,
  loginAttempts,
  recoveryCodes,
  webauthnCredentials,
  authChallenges,
  auditLog,
  categories,
  products,
  media,
  // A file's alt text in other languages (issue 36), after the file.
  mediaTranslations,
  productImages,
  // Versions in other languages (issue 36), each after its items.
  productTranslations,
  blogs,
  blogSections,
  blogTranslations,
  oldSlugs,
  revisions,
  revisionMedia,
  // A live item's change waiting for its time (issue 35): restored, it still goes live then.
  scheduledChanges,
  previewLinks,
  editPresence,
  redirects,
  notFoundPaths,
  forms,
  formTranslations,
  contactMessages,
  enquiryLines,
  enquiryNotes,
  outboxMessages,
  secondSections,
  siteSettings,
  jobOpenings,
  jobTranslations,
  legalPages,
  legalTranslations,
  // Pages (issue 35): a page's rows are dumped parents first (dumpTables), its blocks after it.
  pages,
  pageBlocks,
  pageTranslations,
  // Shared sections (issue 35), their blocks after them.
  sharedSections,
  sharedSectionBlocks,
  sharedSectionTranslations,
  // Which of the site's own pages were made (a restored site does not make a deleted one again).
  seededPages,
  // The header's and footer's menus (issue 35), their entries after them.
  menus,
  menuItems,
  menuTranslations,
  applications,
  applicationNotes,
  applicationEvents,
  entryFiles,
  // Visit figures (issue 27): the hourly and daily rollups, kept for good. Raw visits and views (the
  // last ANALYTICS_RAW_DAYS days) and the day's salt are left out: a restored site has every day that
  // was rolled up, and no salt that could link a visitor's hash to an address.
  analyticsRolledDays,
  analyticsVisitRollups,
  analyticsPageRollups,
  // Enquiry figures and the days they hold (the enquiries restored before them mark their days
  // changed, so the dashboard reads the enquiries until the next rollup).
  analyticsEnquiryRollups,
  analyticsEnquiryState,
  // Clicks in blocks per finished day (issue 35); their raw clicks are left out with the views.
  analyticsBlockRollups,
];

/**
 * BACKUP_TABLES, with the tables of content types declared outside the built-in list after the
 * posts' (issue 34: they refer to users and categories only).
 */
export function backupTables(): PgTable[] {
  const extra = contentModels()
    .filter((m) => m.routes === 'generic' && !BACKUP_TABLES.includes(m.table as PgTable))
    .flatMap((m) => [
      m.table as PgTable,
      ...(Object.values(m.lists) as PgTable[]),
      ...(m.translations ? [m.translations] : []),
    ]);
  if (extra.length === 0) return BACKUP_TABLES;
  const at = BACKUP_TABLES.indexOf(blogSections) + 1;
  return [...BACKUP_TABLES.slice(0, at), ...extra, ...BACKUP_TABLES.slice(at)];
}

type JsonRow = Record<string, unknown>;

/**
 * Tables of earlier versions whose rows live in another table now, and how such a row reads there (a
 * backup made before the change restores without losing them).
 */
const MOVED_TABLES = new Map<string, { table: PgTable; row(old: JsonRow): JsonRow }>([
  // Migration 0009: the mail outbox became the outbox's `mail` messages (modules/mail).
  [
    'mail_outbox',
    {
      table: outboxMessages,
      row: ({ enquiry_id, kind, recipients, reply_to, subject, text_body, html_body, ...rest }) => ({
        ...rest,
        kind: 'mail',
        ref: typeof enquiry_id === 'string' ? `enquiry:${enquiry_id}` : null,
        payload: {
          to: recipients,
          replyTo: reply_to ?? null,
          subject,
          text: text_body,
          html: html_body,
          audience: kind === 'staff' ? 'staff' : 'visitor',
        },
      }),
    },
  ],
  // Migration 0020: legal pages' revisions became `legal` revisions (issue 34; as that migration moves them).
  [
    'legal_revisions',
    {
      table: revisions,
      row: ({ key, author_name, title, body, version, created_at, ...rest }) => ({
        ...rest,
        kind: 'legal',
        item_id: key,
        version,
        created_at,
        author_name: author_name || 'System',
        summary: version === 1 ? 'Created' : 'Saved',
        data: { _id: key, title, body, version, updatedAt: created_at },
      }),
    },
  ],
  // Migration 0022: a form's saved versions became `form` revisions (issue 34; as that migration moves them).
  [
    'form_versions',
    {
      table: revisions,
      row: ({ form_id, version, title, definition, created_at }) => ({
        id: randomUUID(),
        kind: 'form',
        item_id: form_id,
        version,
        created_at,
        author_id: null,
        author_name: 'System',
        summary: version === 1 ? 'Created' : 'Saved',
        data: { _id: form_id, title, definition, version, updatedAt: created_at },
      }),
    },
  ],
]);

/** The schema level: how many migrations this code has. A backup from a later level is refused. */
export function schemaLevel(): number {
  const journal = JSON.parse(readFileSync(path.join(MIGRATIONS_DIR, 'meta/_journal.json'), 'utf8')) as {
    entries: unknown[];
  };
  return journal.entries.length;
}

export interface BackupManifest {
  format: typeof BACKUP_FORMAT;
  version: number;
  createdAt: string;
  database: 'pglite' | 'postgres';
  mediaStore: 'disk' | 'database';
  schemaLevel: number;
  tables: Record<string, number>;
  media: { files: number; bytes: number; missing: string[] };
}

export class BackupError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'BackupError';
  }
}

const rowsOf = (result: unknown): Record<string, unknown>[] =>
  ((result as { rows?: Record<string, unknown>[] }).rows ?? []) as Record<string, unknown>[];

async function dumpTables(tx: Db): Promise<Map<string, string[]>> {
  const out = new Map<string, string[]>();
  const byPath = new Set(
    contentModels()
      .filter((m) => addressedByPath(m.type))
      .map((m) => m.table as PgTable),
  );
  for (const table of backupTables()) {
    const name = getTableName(table);
    // The bytes of people's files travel as entries of their own (entry-files/<id>). Items under
    // another of their type (pages) come after it: a parent's path is shorter than its children's,
    // and the rows are restored in this order.
    const result =
      table === entryFiles
        ? await tx.execute(sql`select (to_jsonb(t) - 'data')::text as r from ${table} t`)
        : byPath.has(table)
          ? await tx.execute(sql`select to_jsonb(t)::text as r from ${table} t order by length(t.path)`)
          : await tx.execute(sql`select to_jsonb(t)::text as r from ${table} t`);
    out.set(
      name,
      rowsOf(result).map((r) => String(r.r)),
    );
  }
  return out;
}

/** Every file path the media rows name (originals, WebP and AVIF renditions). */
function mediaFiles(rows: string[]): string[] {
  const files = new Set<string>();
  for (const line of rows) {
    const r = JSON.parse(line) as { path: string; variants?: { path: string }[]; avif?: { path: string }[] };
    files.add(r.path);
    for (const v of [...(r.variants ?? []), ...(r.avif ?? [])]) files.add(v.path);
  }
  return [...files].sort();
}

/**
 * Adds one file to the archive. When the archive stops early (its reader went away, a read failed),
 * tar-stream destroys the pending entry with an error: it arrives here through the callback, and the
 * entry's own 'error' event, which would otherwise be an uncaught exception, is heard and dropped.
 */
function addEntry(pack: tar.Pack, name: string, data: Buffer, mtime: Date): Promise<void> {
  return new Promise((resolve, reject) => {
    // entry() throws once the pack is destroyed: the promise then rejects.
    pack
      .entry({ name, size: data.length, mtime, mode: 0o644 }, data, (err) => (err ? reject(err) : resolve()))
      .on('error', () => {});
  });
}

/** Why a backup stream ended early, from `createBackup`'s onEnd: the reader left, or the dump failed. */
export const readerLeft = (err: Error) =>
  (err as NodeJS.ErrnoException).code === 'ERR_STREAM_PREMATURE_CLOSE';

/**
 * Streams a backup archive (gzip). Errors after the first bytes end the stream with an error, so a
 * client never mistakes a cut archive for a whole one (gzip's trailer is missing). When the reader
 * destroys the stream (a download cancelled, a connection dropped), the dump stops at its next entry
 * and lets its snapshot and its hold on file removals go. `onEnd` hears once how it ended: null when
 * the whole archive was written, else the reason (`readerLeft(err)`: the reader went away).
 */
export function createBackup(
  database: Database,
  mediaService: MediaService,
  onEnd: (err: Error | null) => void = () => {},
): Readable {
  const pack = tar.pack();
  const gzip = createGzip({ level: 6 });
  // One handler for every way it ends: a failure on either side destroys the other.
  pipeline(pack, gzip, (err) => onEnd(err ?? null));
  const db = database.db;
  const store = mediaService.store;
  // File reads after the snapshot: hold removals (this process) until the archive is written.
  const readInside = database.kind === 'postgres' && store.kind === 'database';

  void (async () => {
    const releaseHold = mediaService.hold();
    try {
      const now = new Date();
      let tables = new Map<string, string[]>();
      let files: string[] = [];
      const missing: string[] = [];
      let totalBytes = 0;
      let entryIds: string[] = [];
      const entryMissing: string[] = [];
      const writeFiles = async (reader: Db) => {
        entryIds = (tables.get(getTableName(entryFiles)) ?? []).map(
          (r) => (JSON.parse(r) as { id: string }).id,
        );
        // One at a time: a CV is read, written and let go.
        for (const id of entryIds) {
          const [row] = rowsOf(await reader.execute(sql`select data from ${entryFiles} where id = ${id}`));
          const data = row?.data as Buffer | Uint8Array | undefined;
          // Erased after the snapshot: it is restored without this row.
          if (!data) entryMissing.push(id);
          else await addEntry(pack, `entry-files/${id}`, Buffer.from(data), now);
        }
        for (const p of files) {
          // The reader is gone: stop before reading another file.
          if (pack.destroying) throw new Error('backup stopped');
          const name = uploadName(p);
          const data = name ? await store.read(reader, p) : null;
          if (!name || !data) {
            missing.push(p);
            continue;
          }
          totalBytes += data.length;
          await addEntry(pack, `media/${name}`, data, now);
        }
      };
      const writeHead = async () => {
        const manifest: BackupManifest = {
          format: BACKUP_FORMAT,
          version: BACKUP_VERSION,
          createdAt: now.toISOString(),
          database: database.kind,
          mediaStore: store.kind,
          schemaLevel: schemaLevel(),
          tables: Object.fromEntries([...tables].map(([k, v]) => [k, v.length])),
          media: { files: files.length, bytes: 0, missing: [] },
        };
        await addEntry(pack, 'manifest.json', Buffer.from(`${JSON.stringify(manifest, null, 2)}\n`), now);
        for (const [name, rows] of tables) {
          await addEntry(pack, `db/${name}.jsonl`, Buffer.from(rows.map((r) => `${r}\n`).join('')), now);
        }
      };
      await db.transaction(
        async (tx) => {
          tables = await dumpTables(tx);
          files = mediaFiles(tables.get(getTableName(media)) ?? []);
          if (readInside) {
            await writeHead();
            await writeFiles(tx);
          }
        },
        { isolationLevel: 'repeatable read', accessMode: 'read only' },
      );
      if (!readInside) {
        await writeHead();
        await writeFiles(db);
      }
      // A summary last: which files were missing (should be none), and the bytes written.
      await addEntry(
        pack,
        'media-summary.json',
        Buffer.from(
          `${JSON.stringify({
            files: files.length - missing.length,
            bytes: totalBytes,
            missing,
            entryFiles: entryIds.length - entryMissing.length,
            entryFilesMissing: entryMissing,
          })}\n`,
        ),
        now,
      );
      pack.finalize();
    } catch (err) {
      // A no-op when the reader left first (the pack is already destroyed, with that reason).
      pack.destroy(err as Error);
    } finally {
      await releaseHold(); // never rejects: a failed removal is logged by the media service
    }
  })();
  return gzip;
}

// --- restore -----------------------------------------------------------------------------------------

/** manifest.json and media-summary.json are a few hundred bytes: anything far larger is not ours. */
export const METADATA_MAX_BYTES = 1024 * 1024;
/** One row, a line of db/<table>.jsonl (rows come from requests of at most 1 MB). */
export const ROW_MAX_BYTES = 16 * 1024 * 1024;
/** One media file (the largest upload is 25 MB); with MEDIA_STORE=database it is held in memory. */
export const MEDIA_FILE_MAX_BYTES = 256 * 1024 * 1024;
/** Rows inserted per statement. */
const ROW_BATCH = 200;

const manifestSchema = z.object({
  format: z.literal(BACKUP_FORMAT),
  version: z.number().int(),
  schemaLevel: z.number().int(),
  tables: z.record(z.string(), z.number().int().min(0)),
});
const summarySchema = z.object({
  files: z.number().int().min(0),
  // Backups from before issue 29 have no entry files.
  entryFiles: z.number().int().min(0).default(0),
  entryFilesMissing: z.array(z.guid()).default([]),
});

export interface RestoreResult {
  manifest: BackupManifest;
  tables: Record<string, number>;
  files: number;
}

/** Row counts of every table and the number of stored files: all zero for an empty target. */
export async function targetContents(
  db: Db,
  mediaService: MediaService,
): Promise<{ rows: number; files: number }> {
  let rows = 0;
  for (const table of backupTables()) {
    const r = rowsOf(await db.execute(sql`select count(*)::int as n from ${table}`));
    rows += Number(r[0]?.n ?? 0);
  }
  const files = (await mediaService.store.list(db)).length;
  return { rows, files };
}

const sizeInWords = (bytes: number) =>
  bytes >= 1024 * 1024 ? `${Math.round(bytes / 1024 / 1024)} MB` : `${bytes} bytes`;

/** What the database said was wrong, without drizzle's "Failed query: <the SQL>" around it. */
function databaseReason(err: unknown): string {
  for (let e = err, i = 0; e instanceof Error && i < 4; e = e.cause, i++) {
    const { code, detail } = e as { code?: unknown; detail?: unknown };
    if (typeof code === 'string')
      return typeof detail === 'string' && detail ? `${e.message} (${detail})` : e.message;
  }
  return 'the database refused it';
}

/** Only plain files: a link or a device would otherwise be restored as something else. */
function refuseNonFile(header: tar.Header): void {
  if (header.type === 'file') return;
  const what =
    header.type === 'symlink'
      ? `a symbolic link to ${header.linkname}`
      : header.type === 'link'
        ? `a hard link to ${header.linkname}`
        : `a ${header.type ?? 'non-file'} entry`;
  throw new BackupError(
    `${header.name} in the archive is ${what}, not a file: a backup holds only files, so it is refused.`,
  );
}

async function readAll(entry: AsyncIterable<Buffer>, max: number, name: string): Promise<Buffer> {
  const chunks: Buffer[] = [];
  let length = 0;
  for await (const chunk of entry) {
    length += chunk.length;
    if (length > max) throw new BackupError(`${name} is over ${sizeInWords(max)}: refused.`);
    chunks.push(chunk);
  }
  return Buffer.concat(chunks);
}

async function drain(entry: AsyncIterable<Buffer>): Promise<void> {
  for await (const _ of entry);
}

function parseJson(data: Buffer, name: string): unknown {
  try {
    return JSON.parse(data.toString('utf8'));
  } catch {
    throw new BackupError(`${name} in the archive is not JSON: it is damaged.`);
  }
}

/** The lines of an entry, one at a time, none longer than ROW_MAX_BYTES. */
async function* linesOf(entry: AsyncIterable<Buffer>, name: string): AsyncGenerator<string> {
  let parts: Buffer[] = [];
  let length = 0;
  for await (const chunk of entry) {
    let from = 0;
    for (let nl = chunk.indexOf(10); nl !== -1; nl = chunk.indexOf(10, from)) {
      parts.push(chunk.subarray(from, nl));
      yield Buffer.concat(parts).toString('utf8');
      parts = [];
      length = 0;
      from = nl + 1;
    }
    parts.push(chunk.subarray(from));
    length += chunk.length - from;
    if (length > ROW_MAX_BYTES)
      throw new BackupError(`${name} holds a row over ${sizeInWords(ROW_MAX_BYTES)}: refused.`);
  }
  if (length > 0) yield Buffer.concat(parts).toString('utf8');
}

interface ArchiveRow {
  line: number;
  row: Record<string, unknown>;
}

/** Inserts a batch of rows; when the database refuses it, finds and names the row it refuses. */
async function insertBatch(tx: Db, table: PgTable, cols: string[], batch: ArchiveRow[], entry: string) {
  const insert = (db: Db, rows: Record<string, unknown>[]) => {
    // Columns the backup has and this schema knows (generated ones are computed); others take their defaults.
    const list = sql.join(
      cols.filter((c) => rows.some((r) => c in r)).map((c) => sql.identifier(c)),
      sql`, `,
    );
    return db.execute(
      sql`insert into ${table} (${list}) select ${list} from jsonb_populate_recordset(null::${table}, ${JSON.stringify(rows)}::jsonb)`,
    );
  };
  // Savepoints: a refused batch is undone, and its rows are tried one by one to find the bad one.
  try {
    await tx.transaction((sp) =>
      insert(
        sp,
        batch.map((b) => b.row),
      ),
    );
    return;
  } catch (batchError) {
    for (const { line, row } of batch) {
      await tx
        .transaction((sp) => insert(sp, [row]))
        .catch((err: unknown) => {
          throw new BackupError(
            `Row ${line} of ${entry} (table ${getTableName(table)}) cannot be restored: ${databaseReason(err)}.`,
          );
        });
    }
    throw new BackupError(`${entry} cannot be restored: ${databaseReason(batchError)}.`);
  }
}

/**
 * Migration 0046: a page's version in another language has its own URL name and path. A version in a
 * backup made before has neither: it keeps its page's English ones (as the migration gave them), read
 * from the page restored before it.
 */
function versionPathsOf(tx: Db, table: PgTable): ((row: JsonRow) => Promise<JsonRow>) | undefined {
  const model = contentModels().find((m) => m.translations === table && addressedByPath(m.type));
  if (!model) return undefined;
  const t = model.table;
  return async (row) => {
    if (typeof row.slug === 'string' && typeof row.path === 'string') return row;
    const [own] = await tx
      .select({ slug: t.slug, path: t.path })
      .from(t)
      .where(eq(t.id, String(row.item_id)));
    return own ? { ...row, slug: own.slug, path: own.path } : row;
  };
}

/** Inserts the rows of one db/<table>.jsonl as they arrive (`convert`: a moved table's); answers how many. */
async function insertRows(
  tx: Db,
  table: PgTable,
  lines: AsyncIterable<string>,
  entry: string,
  convert?: (old: JsonRow) => JsonRow | Promise<JsonRow>,
) {
  const cols = rowsOf(
    await tx.execute(
      // Generated columns (search_vector, the settings' image paths) are computed again, never written.
      sql`select column_name as c from information_schema.columns where table_schema = current_schema() and table_name = ${getTableName(table)} and is_generated = 'NEVER'`,
    ),
  ).map((r) => String(r.c));
  let batch: ArchiveRow[] = [];
  let count = 0;
  const flush = async () => {
    if (batch.length > 0) await insertBatch(tx, table, cols, batch, entry);
    count += batch.length;
    batch = [];
  };
  let line = 0;
  for await (const text of lines) {
    line += 1;
    if (text.trim() === '') continue;
    let row: unknown;
    try {
      row = JSON.parse(text);
    } catch {
      row = null;
    }
    if (typeof row !== 'object' || row === null || Array.isArray(row) || !cols.some((c) => c in row))
      throw new BackupError(`Row ${line} of ${entry} is not a row of ${getTableName(table)}: it is damaged.`);
    batch.push({ line, row: convert ? await convert(row as JsonRow) : (row as JsonRow) });
    if (batch.length === ROW_BATCH) await flush();
  }
  await flush();
  return count;
}

/**
 * Reads the archive into the transaction: rows, and media into the store (database) or into
 * `staging` (disk). Checks the counts against the manifest and the media summary.
 */
async function readArchive(
  file: string,
  tx: Db,
  store: MediaStore,
  staging: string | null,
): Promise<RestoreResult & { names: string[] }> {
  const byName = new Map(backupTables().map((t) => [getTableName(t), t]));
  let manifest: BackupManifest | null = null;
  let summary: z.infer<typeof summarySchema> | null = null;
  const tables: Record<string, number> = {};
  const names = new Set<string>();
  let entryCount = 0;
  const extract = tar.extract();

  const consume = (async () => {
    for await (const entry of extract) {
      const { name, size } = entry.header;
      refuseNonFile(entry.header);
      const body = entry as AsyncIterable<Buffer>;
      if (name === 'manifest.json' || name === 'media-summary.json') {
        if ((size ?? 0) > METADATA_MAX_BYTES) {
          throw new BackupError(
            `${name} in the archive is ${sizeInWords(size ?? 0)}; a backup's is at most ${sizeInWords(METADATA_MAX_BYTES)}, so it is refused.`,
          );
        }
        const json = parseJson(await readAll(body, METADATA_MAX_BYTES, name), name);
        if (name === 'media-summary.json') {
          const parsed = summarySchema.safeParse(json);
          if (!parsed.success) throw new BackupError('media-summary.json in the archive is damaged.');
          summary = parsed.data;
          continue;
        }
        if (manifest || !manifestSchema.safeParse(json).success) {
          throw new BackupError('This file is not a Vyoma backup (no vyoma-backup manifest).');
        }
        const m = json as BackupManifest;
        if (m.version > BACKUP_VERSION || m.schemaLevel > schemaLevel()) {
          throw new BackupError(
            'This backup was made by a newer version of the site: update the code before restoring it.',
          );
        }
        manifest = m;
        continue;
      }
      if (!manifest) throw new BackupError('This file is not a Vyoma backup (the manifest must come first).');
      const tableName = /^db\/([a-z_]+)\.jsonl$/.exec(name)?.[1];
      if (tableName !== undefined) {
        const moved = MOVED_TABLES.get(tableName);
        const table = byName.get(tableName) ?? moved?.table;
        if (!table) {
          await drain(body); // a table this version no longer has
          continue;
        }
        if (tables[tableName] !== undefined)
          throw new BackupError(`${name} is twice in the archive: refused.`);
        // People's files arrive as entries of their own: the row waits with no bytes until then.
        const convert =
          table === entryFiles
            ? (row: JsonRow) => ({ ...row, data: row.data ?? '\\x' })
            : (moved?.row ?? versionPathsOf(tx, table));
        tables[tableName] = await insertRows(tx, table, linesOf(body, name), name, convert);
        continue;
      }
      const entryId = /^entry-files\/([0-9a-f-]{36})$/.exec(name)?.[1];
      if (entryId !== undefined) {
        if ((size ?? 0) > ROW_MAX_BYTES)
          throw new BackupError(`${name} in the archive is ${sizeInWords(size ?? 0)}: refused.`);
        const data = await readAll(body, ROW_MAX_BYTES, name);
        const updated = rowsOf(
          await tx.execute(
            sql`update ${entryFiles} set data = ${data} where id = ${entryId} and octet_length(data) = 0 returning id`,
          ),
        );
        if (updated.length === 0)
          throw new BackupError(`${name} belongs to no row of db/entry_files.jsonl: the archive is damaged.`);
        entryCount += 1;
        continue;
      }
      const mediaName = /^media\/(.+)$/.exec(name)?.[1];
      if (mediaName === undefined) {
        await drain(body);
        continue;
      }
      const p = `/uploads/${mediaName}`;
      if (!uploadName(p)) throw new BackupError(`Unexpected file name in the backup: ${name}`);
      if (names.has(mediaName)) throw new BackupError(`${name} is twice in the archive: refused.`);
      if ((size ?? 0) > MEDIA_FILE_MAX_BYTES) {
        throw new BackupError(
          `${name} in the archive is ${sizeInWords(size ?? 0)}; a media file is at most ${sizeInWords(MEDIA_FILE_MAX_BYTES)}, so it is refused.`,
        );
      }
      names.add(mediaName);
      if (staging) {
        await pipelined(body, createWriteStream(path.join(staging, mediaName), { flags: 'wx' }));
        continue;
      }
      // Renditions are WebP; an original's type is in its media row.
      const [row] = rowsOf(await tx.execute(sql`select mime from ${media} where path = ${p}`));
      const mime = row?.mime ? String(row.mime) : 'image/webp';
      await store.write(tx, [{ path: p, mime, data: await readAll(body, MEDIA_FILE_MAX_BYTES, name) }]);
    }
  })();
  // Whichever fails first stops the other; the entries' own reason wins over "premature close",
  // and a damaged archive's reason (gzip, tar) over the "Stream was destroyed" an entry then gets.
  const [piped, consumed] = await Promise.allSettled([
    pipelined(createReadStream(file), createGunzip(), extract),
    consume,
  ]);
  if (
    consumed.status === 'rejected' &&
    !(consumed.reason instanceof BackupError) &&
    piped.status === 'rejected' &&
    explain(piped.reason, file) instanceof BackupError
  )
    throw piped.reason;
  if (consumed.status === 'rejected') throw consumed.reason;
  if (piped.status === 'rejected') throw piped.reason;

  const m = manifest as BackupManifest | null;
  if (!m) throw new BackupError('This file is not a Vyoma backup (no manifest).');
  // The summary is the archive's last entry: without it, the archive was cut short.
  const s = summary as z.infer<typeof summarySchema> | null;
  if (!s) throw new BackupError('The archive ends before its media-summary.json: it was cut short.');
  for (const [table, expected] of Object.entries(m.tables)) {
    const restored = tables[table] ?? 0;
    if ((byName.has(table) || MOVED_TABLES.has(table)) && restored !== expected) {
      throw new BackupError(
        `db/${table}.jsonl holds ${restored} rows where the manifest says ${expected}: the archive is damaged.`,
      );
    }
  }
  // Files erased while the backup was written are restored as erased; every other row has its bytes.
  if (s.entryFilesMissing.length > 0)
    await tx.execute(
      sql`delete from ${entryFiles} where id in (${sql.join(
        s.entryFilesMissing.map((id) => sql`${id}`),
        sql`, `,
      )})`,
    );
  const empty = rowsOf(
    await tx.execute(sql`select id from ${entryFiles} where octet_length(data) = 0 limit 1`),
  );
  if (entryCount !== s.entryFiles || empty.length > 0) {
    throw new BackupError(
      `The archive holds ${entryCount} files people sent where media-summary.json says ${s.entryFiles}: it is damaged.`,
    );
  }
  if (names.size !== s.files) {
    throw new BackupError(
      `The archive holds ${names.size} media files where media-summary.json says ${s.files}: it is damaged.`,
    );
  }
  return { manifest: m, tables, files: names.size, names: [...names] };
}

/** A failure in words: a cut or foreign file, a full disk; anything else as it is. */
function explain(err: unknown, file: string): unknown {
  if (err instanceof BackupError) return err;
  const e = err as NodeJS.ErrnoException;
  if (e.code === 'ENOENT' && e.path === file) return new BackupError(`No such file: ${file}`);
  if (e.code === 'Z_DATA_ERROR' || e.code === 'Z_BUF_ERROR')
    return new BackupError('This file is not a gzip archive, or it was cut short.');
  // tar-stream's words for a header it cannot read or an archive that stops inside an entry.
  if (/^(Unexpected end of data|Invalid tar header|Invalid header|Header exceeds max size)/.test(e.message))
    return new BackupError('This file is not a tar archive, or it was cut short.');
  if (e.code === 'ENOSPC') return new BackupError('The disk is full.');
  return err;
}

/**
 * Restores an archive into an empty database and media store, all or nothing: every row goes in
 * within one transaction; media go into the same transaction (MEDIA_STORE=database) or, on disk,
 * into a staging folder inside the media folder whose files are moved in as the transaction's last
 * step. On any failure the transaction is rolled back and the files are removed, so the target is
 * as empty as before and a second attempt can follow. Refuses a non-empty target, an archive that is
 * not ours, one made by a newer schema, links and other non-file entries, and oversized entries.
 */
export async function restoreBackup(
  file: string,
  database: Database,
  mediaService: MediaService,
  describeTarget: string,
): Promise<RestoreResult> {
  const db = database.db;
  await database.migrate();
  const contents = await targetContents(db, mediaService);
  if (contents.rows > 0 || contents.files > 0) {
    throw new BackupError(
      `${describeTarget} is not empty (${contents.rows} rows, ${contents.files} media files): restore only into an empty data folder or database.`,
    );
  }
  const store = mediaService.store;
  // Inside the media folder (so moving a file in is a rename on one disk); a dot name is never
  // listed or served. A restore killed midway leaves it behind: cleared first.
  const staging = store.kind === 'disk' ? path.join(store.serveDir, '.restoring') : null;
  const movedIn: string[] = [];
  try {
    if (staging) {
      await rm(staging, { recursive: true, force: true });
      await mkdir(staging, { recursive: true });
    }
    const { names, ...result } = await db.transaction(async (tx) => {
      const read = await readArchive(file, tx, store, staging);
      for (const name of staging ? read.names : []) {
        await rename(path.join(staging!, name), path.join(store.serveDir, name));
        movedIn.push(`/uploads/${name}`);
      }
      return read;
    });
    return result;
  } catch (err) {
    await store.removeFiles(movedIn);
    const reason = explain(err, file);
    if (!(reason instanceof BackupError)) throw reason;
    throw new BackupError(`${reason.message} Nothing was restored: ${describeTarget} is as empty as before.`);
  } finally {
    if (staging) await rm(staging, { recursive: true, force: true });
  }
}

/** Removes a partly written archive (CLI). */
export async function removeQuietly(file: string): Promise<void> {
  await unlink(file).catch(() => {});
}
