/**
 * Backups of a running site: one .tar.gz holding
 *   manifest.json        format, version, created at, database kind, schema level, row and file counts
 *   db/<table>.jsonl     every row of every table, one JSON object a line (PostgreSQL's to_jsonb)
 *   media/<name>         every stored file (originals and renditions)
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
import { createReadStream, readFileSync } from 'node:fs';
import { unlink } from 'node:fs/promises';
import path from 'node:path';
import type { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { fileURLToPath } from 'node:url';
import { createGunzip, createGzip } from 'node:zlib';
import { getTableName, sql } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import tar from 'tar-stream';
import type { Database, Db } from '../db/client.ts';
import {
  appSecrets,
  auditLog,
  authChallenges,
  blogSections,
  blogs,
  categories,
  contactMessages,
  enquiryLines,
  enquiryNotes,
  loginAttempts,
  mailOutbox,
  media,
  productImages,
  products,
  recoveryCodes,
  secondSections,
  sessions,
  users,
  webauthnCredentials,
} from '../db/schema.ts';
import type { MediaService } from '../media/service.ts';
import { uploadName } from '../media/store.ts';

export const BACKUP_FORMAT = 'vyoma-backup';
export const BACKUP_VERSION = 1;

/** Every table, parents before children (the order rows are restored in). media_blobs travel as files. */
export const BACKUP_TABLES: PgTable[] = [
  appSecrets,
  users,
  sessions,
  loginAttempts,
  recoveryCodes,
  webauthnCredentials,
  authChallenges,
  auditLog,
  categories,
  products,
  media,
  productImages,
  blogs,
  blogSections,
  contactMessages,
  enquiryLines,
  enquiryNotes,
  mailOutbox,
  secondSections,
];

const here = path.dirname(fileURLToPath(import.meta.url));
/** The schema level: how many migrations this code has. A backup from a later level is refused. */
export function schemaLevel(): number {
  const journal = JSON.parse(
    readFileSync(path.join(here, '../db/migrations/meta/_journal.json'), 'utf8'),
  ) as {
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
  for (const table of BACKUP_TABLES) {
    const name = getTableName(table);
    const result = await tx.execute(sql`select to_jsonb(t)::text as r from ${table} t`);
    out.set(
      name,
      rowsOf(result).map((r) => String(r.r)),
    );
  }
  return out;
}

/** Every file path the media rows name (originals and renditions). */
function mediaFiles(rows: string[]): string[] {
  const files = new Set<string>();
  for (const line of rows) {
    const r = JSON.parse(line) as { path: string; variants: { path: string }[] };
    files.add(r.path);
    for (const v of r.variants ?? []) files.add(v.path);
  }
  return [...files].sort();
}

function addEntry(pack: tar.Pack, name: string, data: Buffer, mtime: Date): Promise<void> {
  return new Promise((resolve, reject) => {
    pack.entry({ name, size: data.length, mtime, mode: 0o644 }, data, (err) =>
      err ? reject(err) : resolve(),
    );
  });
}

/**
 * Streams a backup archive (gzip). Errors after the first bytes end the stream with an error, so a
 * client never mistakes a cut archive for a whole one (gzip's trailer is missing).
 */
export function createBackup(database: Database, mediaService: MediaService): Readable {
  const pack = tar.pack();
  const gzip = createGzip({ level: 6 });
  pack.on('error', (err) => gzip.destroy(err));
  pack.pipe(gzip);
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
      const writeFiles = async (reader: Db) => {
        for (const p of files) {
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
          `${JSON.stringify({ files: files.length - missing.length, bytes: totalBytes, missing })}\n`,
        ),
        now,
      );
      pack.finalize();
    } catch (err) {
      pack.destroy(err as Error);
    } finally {
      await releaseHold();
    }
  })();
  return gzip;
}

// --- restore -----------------------------------------------------------------------------------------

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
  for (const table of BACKUP_TABLES) {
    const r = rowsOf(await db.execute(sql`select count(*)::int as n from ${table}`));
    rows += Number(r[0]?.n ?? 0);
  }
  const files = (await mediaService.store.list(db)).length;
  return { rows, files };
}

async function insertRows(db: Db, table: PgTable, lines: string[]): Promise<void> {
  if (lines.length === 0) return;
  const name = getTableName(table);
  const cols = rowsOf(
    await db.execute(
      sql`select column_name as c from information_schema.columns where table_schema = current_schema() and table_name = ${name}`,
    ),
  ).map((r) => String(r.c));
  const BATCH = 200;
  for (let i = 0; i < lines.length; i += BATCH) {
    const batch = lines.slice(i, i + BATCH).map((l) => JSON.parse(l) as Record<string, unknown>);
    // Columns the backup has and this schema knows; others take their defaults.
    const present = cols.filter((c) => batch.some((r) => c in r));
    const list = sql.join(
      present.map((c) => sql.identifier(c)),
      sql`, `,
    );
    await db.execute(
      sql`insert into ${table} (${list}) select ${list} from jsonb_populate_recordset(null::${table}, ${JSON.stringify(batch)}::jsonb)`,
    );
  }
}

/**
 * Restores an archive into an empty database and media store. Refuses a non-empty target, an archive
 * that is not ours, and one made by a newer schema.
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
  const byName = new Map(BACKUP_TABLES.map((t) => [getTableName(t), t]));
  let manifest: BackupManifest | null = null;
  const tables: Record<string, number> = {};
  let files = 0;
  const extract = tar.extract();

  const consume = (async () => {
    for await (const entry of extract) {
      const chunks: Buffer[] = [];
      for await (const c of entry) chunks.push(c as Buffer);
      const data = Buffer.concat(chunks);
      const name = entry.header.name;
      if (name === 'manifest.json') {
        const m = JSON.parse(data.toString('utf8')) as BackupManifest;
        if (m.format !== BACKUP_FORMAT || typeof m.version !== 'number') {
          throw new BackupError('This file is not a Vyoma backup (no vyoma-backup manifest).');
        }
        if (m.version > BACKUP_VERSION || m.schemaLevel > schemaLevel()) {
          throw new BackupError(
            'This backup was made by a newer version of the site: update the code before restoring it.',
          );
        }
        manifest = m;
        continue;
      }
      if (!manifest) throw new BackupError('This file is not a Vyoma backup (the manifest must come first).');
      const table = /^db\/([a-z_]+)\.jsonl$/.exec(name);
      if (table) {
        const t = byName.get(table[1]!);
        if (!t) continue; // a table this version no longer has
        const lines = data
          .toString('utf8')
          .split('\n')
          .filter((l) => l.trim() !== '');
        await insertRows(db, t, lines);
        tables[table[1]!] = lines.length;
        continue;
      }
      const mediaName = /^media\/(.+)$/.exec(name)?.[1];
      if (mediaName) {
        const p = `/uploads/${mediaName}`;
        if (!uploadName(p)) throw new BackupError(`Unexpected file name in the backup: ${name}`);
        // Renditions are WebP; an original's type is in its media row.
        const [row] = rowsOf(await db.execute(sql`select mime from ${media} where path = ${p}`));
        const mime = row?.mime ? String(row.mime) : 'image/webp';
        await mediaService.store.write(db, [{ path: p, mime, data }]);
        files += 1;
      }
    }
  })();
  try {
    await Promise.all([pipeline(createReadStream(file), createGunzip(), extract), consume]);
  } catch (err) {
    if (err instanceof BackupError) throw err;
    const code = (err as NodeJS.ErrnoException).code;
    if (code === 'ENOENT') throw new BackupError(`No such file: ${file}`);
    if (code === 'Z_DATA_ERROR' || code === 'Z_BUF_ERROR')
      throw new BackupError('This file is not a gzip archive, or it was cut short.');
    throw err;
  }
  if (!manifest) throw new BackupError('This file is not a Vyoma backup (no manifest).');
  return { manifest, tables, files };
}

/** Removes a partly written archive (CLI). */
export async function removeQuietly(file: string): Promise<void> {
  await unlink(file).catch(() => {});
}
