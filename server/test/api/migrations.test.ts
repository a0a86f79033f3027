/**
 * The migrations apply in the journal's order on a fresh database and on one that stopped at an
 * earlier migration (a site upgraded from the previous release): drizzle's migrator runs every
 * migration whose journal time is later than the last one applied, so the order of `when` matters as
 * much as the order of `idx`. Each snapshot continues the one before it (drizzle-kit generate needs
 * the chain to diff the next migration).
 */
import { randomBytes, randomUUID } from 'node:crypto';
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { sql } from 'drizzle-orm';
import { drizzle as drizzleNodePg } from 'drizzle-orm/node-postgres';
import { migrate as migrateNodePg } from 'drizzle-orm/node-postgres/migrator';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import { afterAll, describe, expect, inject, it } from 'vitest';

const MIGRATIONS = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../src/db/migrations');

interface Journal {
  entries: { idx: number; when: number; tag: string }[];
}
const journal = JSON.parse(readFileSync(path.join(MIGRATIONS, 'meta/_journal.json'), 'utf8')) as Journal;

interface Handle {
  migrate(folder: string): Promise<void>;
  rows<T>(query: string): Promise<T[]>;
  close(): Promise<void>;
}

/** On the embedded database, with or without the pg_trgm extension loaded (the server loads it). */
async function openDb(trgm: boolean): Promise<Handle> {
  if (process.env.TEST_DB === 'postgres') {
    const clusterUrl = inject('postgresUrl');
    const name = `m_${randomBytes(6).toString('hex')}`;
    const admin = new pg.Client({ connectionString: clusterUrl });
    await admin.connect();
    await admin.query(`CREATE DATABASE ${name}`);
    await admin.end();
    const url = new URL(clusterUrl);
    url.pathname = `/${name}`;
    const pool = new pg.Pool({ connectionString: url.toString(), max: 2 });
    const db = drizzleNodePg({ client: pool });
    return {
      migrate: (folder) => migrateNodePg(db, { migrationsFolder: folder }),
      rows: async <T>(query: string) => (await pool.query(query)).rows as T[],
      async close() {
        await pool.end();
        const c = new pg.Client({ connectionString: clusterUrl });
        await c.connect();
        await c.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
        await c.end();
      },
    };
  }
  const client = new PGlite(trgm ? { extensions: { pg_trgm } } : {});
  const db = drizzlePglite({ client });
  return {
    migrate: (folder) => migratePglite(db, { migrationsFolder: folder }),
    rows: async <T>(query: string) => (await db.execute(sql.raw(query))).rows as T[],
    close: () => client.close(),
  };
}

const temp: string[] = [];
/** A copy of the migrations folder whose journal stops after `count` migrations. */
function firstMigrations(count: number): string {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'vyoma-migrations-'));
  temp.push(dir);
  cpSync(MIGRATIONS, dir, { recursive: true });
  writeFileSync(
    path.join(dir, 'meta/_journal.json'),
    JSON.stringify({ ...journal, entries: journal.entries.slice(0, count) }),
  );
  return dir;
}

afterAll(() => {
  for (const dir of temp) rmSync(dir, { recursive: true, force: true });
});

describe('migrations', () => {
  it('are numbered in order, each later than the one before, each snapshot continuing the last', () => {
    const tags = journal.entries.map((e) => e.tag);
    expect(tags.slice(0, 4)).toEqual([
      '0000_init',
      '0001_media_blobs',
      '0002_staff_accounts',
      '0003_enquiry_pipeline',
    ]);
    journal.entries.forEach((e, i) => {
      expect(e.idx).toBe(i);
      expect(e.tag.startsWith(String(i).padStart(4, '0'))).toBe(true);
      if (i > 0) expect(e.when).toBeGreaterThan(journal.entries[i - 1]!.when);
    });
    const snapshots = journal.entries.map(
      (e) =>
        JSON.parse(
          readFileSync(path.join(MIGRATIONS, `meta/${e.tag.slice(0, 4)}_snapshot.json`), 'utf8'),
        ) as { id: string; prevId: string },
    );
    for (let i = 1; i < snapshots.length; i++) expect(snapshots[i]!.prevId).toBe(snapshots[i - 1]!.id);
  });

  const trigramIndex = async (db: Handle) =>
    (
      await db.rows<{ indexname: string }>(
        "SELECT indexname FROM pg_indexes WHERE indexname = 'contact_messages_search_trgm_idx'",
      )
    ).length === 1;

  it('apply on a fresh database, and without pg_trgm go on without the search index', async () => {
    const db = await openDb(false);
    try {
      await db.migrate(MIGRATIONS);
      const applied = await db.rows<{ n: string | number }>(
        'SELECT count(*) AS n FROM drizzle.__drizzle_migrations',
      );
      expect(Number(applied[0]!.n)).toBe(journal.entries.length);
      const tables = await db.rows<{ table_name: string }>(
        "SELECT table_name FROM information_schema.tables WHERE table_schema = 'public'",
      );
      expect(tables.map((t) => t.table_name)).toEqual(
        expect.arrayContaining(['audit_log', 'webauthn_credentials', 'mail_outbox', 'enquiry_notes']),
      );
      // PostgreSQL here has contrib; the embedded database was opened without the extension.
      expect(await trigramIndex(db)).toBe(process.env.TEST_DB === 'postgres');
    } finally {
      await db.close();
    }
  });

  it('apply the enquiry pipeline to a database that already has the staff accounts', async () => {
    const db = await openDb(true);
    try {
      await db.migrate(firstMigrations(3));
      const id = randomUUID();
      await db.rows(
        `INSERT INTO contact_messages (id, name, email, phone, message) VALUES ('${id}', 'Old Enquiry', 'old@example.com', '98765 43210', 'Written before the pipeline')`,
      );
      await db.rows(
        `INSERT INTO audit_log (id, action, fields) VALUES ('${randomUUID()}', 'login', '[]'::jsonb)`,
      );
      await db.migrate(MIGRATIONS);
      const [old] = await db.rows<{ status: string; source: string; search_text: string }>(
        `SELECT status, source, search_text FROM contact_messages WHERE id = '${id}'`,
      );
      // Enquiries from before the pipeline: new, direct, and found by the inbox search.
      expect(old).toEqual({
        status: 'new',
        source: 'direct',
        search_text: 'old enquiry old@example.com 98765 43210 written before the pipeline',
      });
      expect(await trigramIndex(db)).toBe(true);
      const found = await db.rows<{ id: string }>(
        "SELECT id FROM contact_messages WHERE search_text LIKE '%before the pipe%'",
      );
      expect(found.map((r) => r.id)).toEqual([id]);
      const audit = await db.rows<{ n: string | number }>('SELECT count(*) AS n FROM audit_log');
      expect(Number(audit[0]!.n)).toBe(1);
      const applied = await db.rows<{ n: string | number }>(
        'SELECT count(*) AS n FROM drizzle.__drizzle_migrations',
      );
      expect(Number(applied[0]!.n)).toBe(journal.entries.length);
    } finally {
      await db.close();
    }
  });
});
