/**
 * A throwaway PostgreSQL cluster for tests: initdb into a temp dir, start `postgres` on a free loopback
 * port, wait until it answers, and stop + remove it again. Used by the vitest globalSetup
 * (postgres-global-setup.ts); the ops tests may also start their own.
 *
 * PostgreSQL refuses to run as root, so as root the binaries run as the `postgres` system user (created
 * with `useradd --system` if missing) through `setpriv`, which execs in place: the child pid is the
 * postmaster's, and a signal to it reaches the server itself.
 */
import { type ChildProcess, execFileSync, spawn } from 'node:child_process';
import {
  chownSync,
  closeSync,
  existsSync,
  mkdtempSync,
  openSync,
  readdirSync,
  readFileSync,
  rmSync,
} from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { freePort } from './ports.ts';

export interface PostgresClusterOptions {
  /**
   * Durable (fsync on, synchronous commit) for crash tests. The default is fast and not crash-safe
   * (fsync=off, synchronous_commit=off, full_page_writes=off), fine for API tests.
   */
  durable?: boolean;
  /** Label used in the temp dir name and in error messages. */
  label?: string;
  /** How long to wait for the server to accept connections. */
  startTimeoutMs?: number;
}

export interface PostgresCluster {
  /** `postgres://postgres@127.0.0.1:<port>/postgres` */
  url: string;
  port: number;
  /** The temp dir holding the data directory, the socket and the log. */
  baseDir: string;
  /** Tail of the server log. */
  logTail(lines?: number): string;
  stop(): Promise<void>;
}

const PG_ROOT = '/usr/lib/postgresql';

/** The `bin` dir of the highest installed PostgreSQL version, or null when there is none. */
export function findPostgresBinDir(root = PG_ROOT): string | null {
  if (!existsSync(root)) return null;
  const versions = readdirSync(root)
    .filter(
      (v) =>
        existsSync(path.join(root, v, 'bin', 'postgres')) && existsSync(path.join(root, v, 'bin', 'initdb')),
    )
    .sort((a, b) => Number.parseFloat(b) - Number.parseFloat(a));
  return versions[0] ? path.join(root, versions[0], 'bin') : null;
}

interface RunAs {
  uid: number;
  gid: number;
  /** Command prefix that drops privileges (empty when we are not root). */
  prefix: string[];
}

function ensurePostgresUser(): RunAs {
  if (typeof process.getuid !== 'function' || process.getuid() !== 0) {
    return { uid: -1, gid: -1, prefix: [] };
  }
  const lookup = () => {
    try {
      const uid = Number(execFileSync('id', ['-u', 'postgres'], { encoding: 'utf8' }).trim());
      const gid = Number(execFileSync('id', ['-g', 'postgres'], { encoding: 'utf8' }).trim());
      return { uid, gid };
    } catch {
      return null;
    }
  };
  let ids = lookup();
  if (!ids) {
    execFileSync('useradd', ['--system', '--no-create-home', '--shell', '/usr/sbin/nologin', 'postgres'], {
      stdio: 'pipe',
    });
    ids = lookup();
    if (!ids) throw new Error('could not create the postgres system user');
  }
  return {
    ...ids,
    prefix: ['setpriv', `--reuid=${ids.uid}`, `--regid=${ids.gid}`, '--clear-groups', '--'],
  };
}

function tail(file: string, lines = 40): string {
  try {
    return readFileSync(file, 'utf8').trimEnd().split('\n').slice(-lines).join('\n');
  } catch {
    return '(no log)';
  }
}

function runSync(runAs: RunAs, cmd: string, args: string[], cwd: string): void {
  const full = [...runAs.prefix, cmd, ...args];
  try {
    execFileSync(full[0]!, full.slice(1), { cwd, stdio: 'pipe', env: { ...process.env, LC_ALL: 'C' } });
  } catch (err) {
    const e = err as { stderr?: Buffer; stdout?: Buffer; message: string };
    throw new Error(
      `${path.basename(cmd)} failed: ${e.message}\n${e.stdout?.toString() ?? ''}${e.stderr?.toString() ?? ''}`,
    );
  }
}

async function canConnect(url: string): Promise<boolean> {
  const { default: pg } = await import('pg');
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 2000 });
  try {
    await client.connect();
    await client.query('SELECT 1');
    return true;
  } catch {
    return false;
  } finally {
    await client.end().catch(() => {});
  }
}

function waitExit(child: ChildProcess, ms: number): Promise<boolean> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve(true);
  return new Promise((resolve) => {
    const timer = setTimeout(() => resolve(false), ms);
    child.once('exit', () => {
      clearTimeout(timer);
      resolve(true);
    });
  });
}

export async function startPostgresCluster(options: PostgresClusterOptions = {}): Promise<PostgresCluster> {
  const bin = findPostgresBinDir();
  if (!bin) throw new Error(`No PostgreSQL server binaries found under ${PG_ROOT}/<version>/bin`);
  const label = options.label ?? 'pg';
  const durable = options.durable ?? false;
  const runAs = ensurePostgresUser();

  const baseDir = mkdtempSync(path.join(os.tmpdir(), `vyoma-${label}-`));
  const dataDir = path.join(baseDir, 'data');
  const logFile = path.join(baseDir, 'postgres.log');
  if (runAs.uid >= 0) chownSync(baseDir, runAs.uid, runAs.gid);
  const cleanup = () => rmSync(baseDir, { recursive: true, force: true });

  try {
    runSync(
      runAs,
      path.join(bin, 'initdb'),
      ['-D', dataDir, '-A', 'trust', '-U', 'postgres', '--no-sync', '-E', 'UTF8', '--locale=C'],
      baseDir,
    );
  } catch (err) {
    cleanup();
    throw err;
  }

  const settings = durable
    ? ['-c', 'fsync=on', '-c', 'synchronous_commit=on', '-c', 'full_page_writes=on']
    : ['-c', 'fsync=off', '-c', 'synchronous_commit=off', '-c', 'full_page_writes=off'];

  // A free port can be taken between probing and binding (two clusters start concurrently): retry.
  let lastError = '';
  for (let attempt = 1; attempt <= 3; attempt++) {
    const port = await freePort();
    const logFd = openSync(logFile, 'a');
    if (runAs.uid >= 0) chownSync(logFile, runAs.uid, runAs.gid);
    const args = [
      path.join(bin, 'postgres'),
      '-D',
      dataDir,
      '-p',
      String(port),
      '-h',
      '127.0.0.1',
      '-k',
      baseDir,
      '-c',
      'max_connections=200',
      '-c',
      'shared_buffers=32MB',
      ...settings,
    ];
    const full = [...runAs.prefix, ...args];
    const child = spawn(full[0]!, full.slice(1), {
      cwd: baseDir,
      stdio: ['ignore', logFd, logFd],
      env: { ...process.env, LC_ALL: 'C' },
    });
    closeSync(logFd);
    child.on('error', () => {});
    const url = `postgres://postgres@127.0.0.1:${port}/postgres`;

    const deadline = Date.now() + (options.startTimeoutMs ?? 60_000);
    let ready = false;
    while (Date.now() < deadline) {
      if (child.exitCode !== null || child.signalCode !== null) break;
      if (await canConnect(url)) {
        ready = true;
        break;
      }
      await new Promise((r) => setTimeout(r, 150));
    }

    if (ready) {
      let stopped = false;
      return {
        url,
        port,
        baseDir,
        logTail: (lines) => tail(logFile, lines),
        async stop() {
          if (stopped) return;
          stopped = true;
          // SIGINT = "fast" shutdown (what `pg_ctl stop -m fast` sends); escalate if it hangs.
          child.kill('SIGINT');
          if (!(await waitExit(child, 15_000))) {
            child.kill('SIGKILL');
            await waitExit(child, 5_000);
          }
          cleanup();
        },
      };
    }

    const exited = child.exitCode !== null || child.signalCode !== null;
    if (!exited) {
      child.kill('SIGKILL');
      await waitExit(child, 5_000);
    }
    lastError = tail(logFile);
    if (!/could not bind|Address already in use/i.test(lastError)) break;
  }
  const message = `PostgreSQL (${label}) did not start. Server log tail:\n${lastError}`;
  cleanup();
  throw new Error(message);
}

/** Runs one statement in the cluster's maintenance database (CREATE and DROP DATABASE run outside one). */
async function clusterStatement(clusterUrl: string, statement: string): Promise<void> {
  const { default: pg } = await import('pg');
  const client = new pg.Client({ connectionString: clusterUrl });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}

/** The URL of database `name` in the cluster at clusterUrl. */
export function databaseUrl(clusterUrl: string, name: string): string {
  const url = new URL(clusterUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

/**
 * Creates database `name` in the cluster, empty or as a copy of `template`, and resolves with its URL.
 * Names are made by the tests themselves (letters, digits, underscores).
 */
export async function createDatabase(clusterUrl: string, name: string, template?: string): Promise<string> {
  await clusterStatement(clusterUrl, `CREATE DATABASE "${name}"${template ? ` TEMPLATE "${template}"` : ''}`);
  return databaseUrl(clusterUrl, name);
}

/** Drops database `name`; FORCE ends any session a failed test left open. */
export async function dropDatabase(clusterUrl: string, name: string): Promise<void> {
  await clusterStatement(clusterUrl, `DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
}
