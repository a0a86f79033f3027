/** Opens the database: embedded PGlite in DATA_DIR/db by default, PostgreSQL when DATABASE_URL is set. */
import { existsSync, mkdirSync } from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { sql } from 'drizzle-orm';
import { drizzle as drizzleNodePg } from 'drizzle-orm/node-postgres';
import { migrate as migrateNodePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import { collectGarbage } from '../gc.ts';
import { MIGRATIONS_DIR } from '../paths.ts';
import { ensureChangeFeed } from './change-feed.ts';
import * as schema from './schema.ts';

/** Both drivers share this type, so repositories run unchanged on either. A transaction is one too. */
export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;

export interface Database {
  db: Db;
  kind: 'pglite' | 'postgres';
  /** Applies the migrations, then installs the change feed's triggers (db/change-feed.ts). */
  migrate(): Promise<void>;
  /** Runs fn while holding a cluster-wide lock (PostgreSQL), so two servers starting together don't race. */
  withStartupLock<T>(fn: () => Promise<T>): Promise<T>;
  /**
   * Runs fn only if this process gets the advisory lock `key` at once (PostgreSQL; always on the
   * embedded database, which has one process). Resolves whether fn ran.
   */
  withAdvisoryLock(key: bigint, fn: () => Promise<unknown>): Promise<boolean>;
  ping(): Promise<void>;
  /**
   * Listens for notifications on `channel`: `onNotify` for each, `onState(true)` once listening (again
   * after a lost connection), `onState(false)` when the connection is lost. On PostgreSQL this is one
   * dedicated connection, outside the pool, reconnected with backoff. Resolves to a stop function.
   */
  listen(
    channel: string,
    onNotify: () => void,
    onState: (listening: boolean) => void,
  ): Promise<() => Promise<void>>;
  close(): Promise<void>;
}

/** The application_name of every LISTEN connection. */
export const LISTEN_APPLICATION_NAME = 'vyoma-change-feed';
/** Reconnecting waits this long first, doubling up to LISTEN_RETRY_MAX_MS. */
const LISTEN_RETRY_MS = 100;
const LISTEN_RETRY_MAX_MS = 5000;
/** A LISTEN connection is asked `select 1` this often; one that does not answer within the same time is given up. */
const LISTEN_CHECK_MS = 10_000;

/** The dedicated LISTEN connection of a process on PostgreSQL (see Database.listen). */
function listenOnPostgres(
  connectionString: string,
  channel: string,
  onNotify: () => void,
  onState: (listening: boolean) => void,
): Promise<() => Promise<void>> {
  let client: pg.Client | null = null;
  let stopped = false;
  let retryMs = LISTEN_RETRY_MS;
  let retry: NodeJS.Timeout | undefined;
  let check: NodeJS.Timeout | undefined;
  let first: (() => void) | null = null;
  const firstAttempt = new Promise<void>((resolve) => {
    first = resolve;
  });

  const lost = (c: pg.Client) => {
    if (client !== c) return;
    client = null;
    clearInterval(check);
    c.end().catch(() => {});
    onState(false);
    schedule();
  };
  const schedule = () => {
    if (stopped) return;
    retry = setTimeout(() => void connect(), retryMs);
    retry.unref();
    retryMs = Math.min(retryMs * 2, LISTEN_RETRY_MAX_MS);
  };
  const connect = async () => {
    const c = new pg.Client({
      connectionString,
      // How operators (and the tests) find it in pg_stat_activity.
      application_name: LISTEN_APPLICATION_NAME,
      keepAlive: true,
      keepAliveInitialDelayMillis: LISTEN_CHECK_MS,
    });
    // Errors end the connection; 'end' (or a failed check) starts the next attempt.
    c.on('error', () => {});
    c.on('notification', (message) => {
      if (message.channel === channel) onNotify();
    });
    try {
      await c.connect();
      await c.query(`LISTEN ${channel}`);
    } catch {
      c.end().catch(() => {});
      first?.();
      first = null;
      schedule();
      return;
    }
    if (stopped) {
      await c.end().catch(() => {});
      return;
    }
    client = c;
    retryMs = LISTEN_RETRY_MS;
    c.on('end', () => lost(c));
    // A connection can die without a word (a network cut): ask it something now and then.
    check = setInterval(() => {
      const timeout = new Promise((_, reject) => setTimeout(reject, LISTEN_CHECK_MS).unref());
      Promise.race([c.query('select 1'), timeout]).catch(() => lost(c));
    }, LISTEN_CHECK_MS);
    check.unref();
    onState(true);
    first?.();
    first = null;
  };

  void connect();
  return firstAttempt.then(() => async () => {
    stopped = true;
    clearTimeout(retry);
    clearInterval(check);
    const c = client;
    client = null;
    await c?.end().catch(() => {});
  });
}

/**
 * PGlite runs PostgreSQL inside this process's WebAssembly heap, so its buffers are our resident
 * memory. Its defaults are a server's (shared_buffers 128 MB); a site of this size needs far less.
 * See docs/operations.md#memory for the measurements.
 */
const PGLITE_START_PARAMS = [
  ...PGlite.defaultStartParams,
  '-c',
  'shared_buffers=16MB',
  '-c',
  'wal_buffers=1MB',
  '-c',
  'temp_buffers=2MB',
  '-c',
  'work_mem=2MB',
  '-c',
  'maintenance_work_mem=16MB',
];

/** How long close() waits for PostgreSQL to close the sockets after the pool has said goodbye. */
const CLOSE_WAIT_MS = 5000;

/** Arbitrary constant key for pg_advisory_lock. */
const STARTUP_LOCK_KEY = 7_305_112_019;

export interface OpenOptions {
  databaseUrl: string | null;
  /** Directory of the embedded database; null keeps it in memory (tests). */
  pgliteDir: string | null;
  /** An embedded database already running (tests reuse one in-memory database for many apps). */
  pglite?: PGlite;
}

export async function openDatabase(opts: OpenOptions): Promise<Database> {
  if (opts.databaseUrl) {
    const pool = new pg.Pool({ connectionString: opts.databaseUrl, max: 10 });
    // An idle client error (server restart) must not crash the process; the next query reconnects.
    pool.on('error', () => {});
    // pool.end() resolves once it has asked each connection to end, not once they have: close()
    // waits for the sockets too, so "closed" means no session is left (DROP DATABASE, a template).
    let connections = 0;
    let allEnded: (() => void) | null = null;
    pool.on('connect', () => {
      connections += 1;
    });
    pool.on('remove', () => {
      connections -= 1;
      if (connections === 0) allEnded?.();
    });
    // pg returns numeric as string and timestamptz as Date; drizzle maps numeric mode 'number' itself.
    const db = drizzleNodePg({ client: pool, schema }) as unknown as Db;
    let closed = false;
    return {
      db,
      kind: 'postgres',
      async migrate() {
        await migrateNodePg(db as never, { migrationsFolder: MIGRATIONS_DIR });
        await ensureChangeFeed(db);
      },
      async withStartupLock(fn) {
        const client = await pool.connect();
        try {
          await client.query('SELECT pg_advisory_lock($1)', [STARTUP_LOCK_KEY]);
          return await fn();
        } finally {
          await client.query('SELECT pg_advisory_unlock($1)', [STARTUP_LOCK_KEY]).catch(() => {});
          client.release();
        }
      },
      async withAdvisoryLock(key, fn) {
        const client = await pool.connect();
        try {
          const r = await client.query<{ ok: boolean }>('SELECT pg_try_advisory_lock($1) AS ok', [
            key.toString(),
          ]);
          if (!r.rows[0]?.ok) return false;
          try {
            await fn();
          } finally {
            await client.query('SELECT pg_advisory_unlock($1)', [key.toString()]).catch(() => {});
          }
          return true;
        } finally {
          client.release();
        }
      },
      async ping() {
        await db.execute(sql`select 1`);
      },
      listen: (channel, onNotify, onState) =>
        listenOnPostgres(opts.databaseUrl as string, channel, onNotify, onState),
      async close() {
        if (closed) return;
        closed = true;
        const ended = new Promise<void>((resolve) => {
          allEnded = resolve;
          // A server that never answers the goodbye does not hold up a shutdown.
          setTimeout(resolve, CLOSE_WAIT_MS).unref();
        });
        await pool.end();
        if (connections > 0) await ended;
      },
    };
  }

  if (opts.pgliteDir) mkdirSync(opts.pgliteDir, { recursive: true });
  const fresh = opts.pgliteDir !== null && !existsSync(path.join(opts.pgliteDir, 'PG_VERSION'));
  // pg_trgm: the enquiry search's trigram index (migration 0003).
  const pgliteOptions = { startParams: PGLITE_START_PARAMS, extensions: { pg_trgm } };
  let client = opts.pglite ?? new PGlite(opts.pgliteDir ?? undefined, pgliteOptions);
  await client.waitReady;
  if (fresh) {
    // Creating a data directory (initdb) grows the WebAssembly heap by some 400 MB, and a WebAssembly
    // heap never shrinks: reopen, so the server runs in a heap sized for serving, and let the old one go.
    await client.close();
    client = new PGlite(opts.pgliteDir ?? undefined, pgliteOptions);
    await client.waitReady;
    collectGarbage();
  }
  const db = drizzlePglite({ client, schema }) as unknown as Db;
  return {
    db,
    kind: 'pglite',
    async migrate() {
      await migratePglite(db as never, { migrationsFolder: MIGRATIONS_DIR });
      await ensureChangeFeed(db);
    },
    // One process owns the embedded database (see lock.ts), so nothing to coordinate.
    withStartupLock: (fn) => fn(),
    async withAdvisoryLock(_key, fn) {
      await fn();
      return true;
    },
    async ping() {
      await db.execute(sql`select 1`);
    },
    // One process: the notifications of its own commits, delivered as its queries return.
    async listen(channel, onNotify, onState) {
      const unlisten = await client.listen(channel, () => onNotify());
      onState(true);
      return async () => {
        if (!client.closed) await unlisten().catch(() => {});
      };
    },
    async close() {
      if (!client.closed) await client.close();
    },
  };
}
