/**
 * In-memory PGlite databases reused from one test app to the next within a worker (the API projects
 * run with isolate: false). Starting one costs seconds of CPU (initdb in WebAssembly, the migrations);
 * putting one back costs milliseconds: when an app closes, its database is emptied back to what it
 * was just after prepareTemplate() (every table truncated and refilled, sequences reset, session
 * state discarded) and waits for the next app.
 *
 * A closed app keeps no way in: it reached its database through a handle that fails once released,
 * so a late write of one test can never land in the next test's database.
 */
import type { PGlite } from '@electric-sql/pglite';
import { type Database, openDatabase } from '../../src/db/client.ts';
import { prepareTemplate } from './db-template.ts';

interface Snapshot {
  /** Every table of the public schema, quoted. */
  tables: string[];
  /** Rows of the tables that had any, with the columns to write back (generated ones left out). */
  rows: { table: string; columns: string; json: string }[];
  /** Sequences that had been used, with their value. */
  sequences: { name: string; value: string }[];
}

const idle: PGlite[] = [];
let snapshot: Promise<Snapshot> | undefined;

async function takeSnapshot(client: PGlite): Promise<Snapshot> {
  const tables = (
    await client.query<{ name: string }>(
      `SELECT format('%I.%I', schemaname, tablename) AS name FROM pg_tables WHERE schemaname = 'public'`,
    )
  ).rows.map((r) => r.name);
  const rows: Snapshot['rows'] = [];
  for (const table of tables) {
    const json = (
      await client.query<{ json: string }>(`SELECT coalesce(json_agg(t), '[]')::text AS json FROM ${table} t`)
    ).rows[0]!.json;
    if (json === '[]') continue;
    const columns = (
      await client.query<{ name: string }>(
        `SELECT quote_ident(attname) AS name FROM pg_attribute
         WHERE attrelid = $1::regclass AND attnum > 0 AND NOT attisdropped AND attgenerated = ''
         ORDER BY attnum`,
        [table],
      )
    ).rows
      .map((r) => r.name)
      .join(', ');
    rows.push({ table, columns, json });
  }
  const sequences = (
    await client.query<{ name: string; value: string }>(
      `SELECT format('%I.%I', schemaname, sequencename) AS name, last_value::text AS value
       FROM pg_sequences WHERE schemaname = 'public' AND last_value IS NOT NULL`,
    )
  ).rows;
  return { tables, rows, sequences };
}

async function reset(client: PGlite, s: Snapshot): Promise<void> {
  await client.transaction(async (tx) => {
    if (s.tables.length > 0) await tx.exec(`TRUNCATE ${s.tables.join(', ')} RESTART IDENTITY CASCADE`);
    // The rows go back in any table order (pages before or after their blocks, a page before or after
    // its parent): no foreign key or trigger fires while they do, as in a restore. A reset that
    // failed would cost the next app a new database (initdb and every migration: seconds).
    await tx.exec('SET LOCAL session_replication_role = replica');
    for (const { table, columns, json } of s.rows) {
      await tx.query(
        `INSERT INTO ${table} (${columns}) SELECT ${columns} FROM json_populate_recordset(null::${table}, $1)`,
        [json],
      );
    }
    for (const { name, value } of s.sequences) await tx.query('SELECT setval($1, $2)', [name, value]);
  });
  await client.exec('DISCARD ALL');
}

/** A new in-memory database in the template's state (the first one of a worker defines that state). */
async function createClient(): Promise<PGlite> {
  const database = await openDatabase({ databaseUrl: null, pgliteDir: null });
  await prepareTemplate(database);
  const client = (database.db as unknown as { $client: PGlite }).$client;
  snapshot ??= takeSnapshot(client);
  await snapshot;
  return client;
}

/**
 * Makes the worker's first database ahead of time (api-setup.ts runs it before each file's tests),
 * so a test that creates its app in its body is not charged with it.
 */
export async function warmPglitePool(): Promise<void> {
  if (!snapshot) idle.push(await createClient());
}

/** A database in the template's state for one app; closing it returns it to the pool. */
export async function leasePglite(): Promise<Database> {
  const client = idle.pop() ?? (await createClient());
  let released = false;
  const handle = new Proxy(client, {
    get(target, property) {
      if (released) throw new Error('This test app is closed: its database has gone back to the pool.');
      const value = Reflect.get(target, property, target);
      return typeof value === 'function' ? value.bind(target) : value;
    },
  });
  const database = await openDatabase({ databaseUrl: null, pgliteDir: null, pglite: handle });
  return {
    ...database,
    async close() {
      if (released) return;
      released = true;
      try {
        await reset(client, await snapshot!);
        idle.push(client);
      } catch (error) {
        // Said out loud: every later app of this worker would pay for a new database.
        console.warn(`pglite-pool: a database could not be emptied for the next app: ${String(error)}`);
        await client.close().catch(() => {});
      }
    },
  };
}
