/**
 * A database to run the migrations on, of the suite's kind (TEST_DB): a fresh embedded one, with or
 * without pg_trgm, or a new database in the PostgreSQL cluster; and copies of the migrations folder
 * that stop at an earlier migration. For migrations.test.ts and migrations-fresh.test.ts.
 */
import { randomBytes } from 'node:crypto';
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { sql } from 'drizzle-orm';
import { migrate as migrateNodePg } from 'drizzle-orm/node-postgres/migrator';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { inject } from 'vitest';
import { createDatabase, dropDatabase } from '../../../testkit/postgres-cluster.ts';
import { type Db, openDatabase } from '../../src/db/client.ts';

export const MIGRATIONS = path.resolve(
  path.dirname(fileURLToPath(import.meta.url)),
  '../../src/db/migrations',
);

interface Journal {
  entries: { idx: number; when: number; tag: string }[];
}
export const journal = JSON.parse(
  readFileSync(path.join(MIGRATIONS, 'meta/_journal.json'), 'utf8'),
) as Journal;

export interface Handle {
  migrate(folder: string): Promise<void>;
  rows<T>(query: string): Promise<T[]>;
  /** The same database as the server's modules take it. */
  db: Db;
  close(): Promise<void>;
}

let emptyDump: Promise<Blob> | undefined;
/**
 * A new embedded database's files, made once: each test's database starts from a copy of them in a
 * fifth of the time a new one takes (initdb in WebAssembly, about 1.7 s of CPU each).
 */
function emptyPglite(): Promise<Blob> {
  emptyDump ??= (async () => {
    const client = new PGlite();
    // Before it is ready, a dump never settles.
    await client.waitReady;
    const dump = await client.dumpDataDir('none');
    await client.close();
    return dump;
  })();
  return emptyDump;
}

/** On the embedded database, with or without the pg_trgm extension loaded (the server loads it). */
export async function openDb(trgm: boolean): Promise<Handle> {
  if (process.env.TEST_DB === 'postgres') {
    // Through the server's own client: its pool survives a session the server ends, and its close()
    // waits until no session is left.
    const clusterUrl = inject('postgresUrl');
    const name = `m_${randomBytes(6).toString('hex')}`;
    const database = await openDatabase({
      databaseUrl: await createDatabase(clusterUrl, name),
      pgliteDir: null,
    });
    return {
      migrate: (folder) => migrateNodePg(database.db as never, { migrationsFolder: folder }),
      rows: async <T>(query: string) =>
        ((await database.db.execute(sql.raw(query))) as unknown as { rows: T[] }).rows,
      db: database.db,
      async close() {
        await database.close();
        await dropDatabase(clusterUrl, name);
      },
    };
  }
  const client = new PGlite({
    loadDataDir: await emptyPglite(),
    ...(trgm ? { extensions: { pg_trgm } } : {}),
  });
  const db = drizzlePglite({ client });
  return {
    migrate: (folder) => migratePglite(db, { migrationsFolder: folder }),
    rows: async <T>(query: string) => (await db.execute(sql.raw(query))).rows as T[],
    db: db as unknown as Db,
    close: () => client.close(),
  };
}

const temp: string[] = [];
/** A copy of the migrations folder whose journal stops after `count` migrations. */
export function firstMigrations(count: number): string {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'vyoma-migrations-'));
  temp.push(dir);
  cpSync(MIGRATIONS, dir, { recursive: true });
  writeFileSync(
    path.join(dir, 'meta/_journal.json'),
    JSON.stringify({ ...journal, entries: journal.entries.slice(0, count) }),
  );
  return dir;
}

/** Removes the copies firstMigrations made (a test file's afterAll). */
export function removeMigrationCopies(): void {
  for (const dir of temp.splice(0)) rmSync(dir, { recursive: true, force: true });
}

/** Whether the enquiries' trigram index exists (it needs the pg_trgm extension). */
export const trigramIndex = async (db: Handle) =>
  (
    await db.rows<{ indexname: string }>(
      "SELECT indexname FROM pg_indexes WHERE indexname = 'contact_messages_search_trgm_idx'",
    )
  ).length === 1;
