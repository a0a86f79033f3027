/**
 * Starts the real server (real database, built web app) for end-to-end tests on a free loopback
 * port, with its own temporary DATA_DIR: a copy of the run's seeded or empty data folder
 * (global-setup.ts), so it starts without initdb or seeding. With PostgreSQL's binaries here, its
 * database is a copy of the run's seeded or empty one in the run's cluster (CREATE DATABASE …
 * TEMPLATE); without them, the embedded database inside the copied folder.
 */
import { randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { inject } from 'vitest';
import { copyDataTemplate } from '../../testkit/data-template.ts';
import { createDatabase, dropDatabase } from '../../testkit/postgres-cluster.ts';
import { REPO_ROOT, startServer as startShared } from '../../testkit/server-process.ts';

/**
 * What a server starts from: a data folder to copy and, on PostgreSQL, the database to copy (made
 * by the same template server, so the folder's media and the database's rows belong together).
 */
export interface DataTemplate {
  dir: string;
  postgres?: { clusterUrl: string; database: string };
}

declare module 'vitest' {
  export interface ProvidedContext {
    /** The run's data folders (and databases) to copy (global-setup.ts). */
    e2eTemplates?: { seeded: DataTemplate; empty: DataTemplate };
  }
}

export { REPO_ROOT };
export const ADMIN = {
  email: 'admin@vyoma.example',
  password: 'e2e-admin-Password-1',
  phone: '+91 90000 00001',
};

/** Signs the admin (or another account) in through the API; answers the Cookie header of the session. */
export async function adminCookie(
  serverUrl: string,
  credentials: { email: string; password: string } = ADMIN,
): Promise<string> {
  const answer = await fetch(`${serverUrl}/api/v1/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: credentials.email, password: credentials.password }),
  });
  if (!answer.ok) throw new Error(`admin login failed: ${answer.status} ${await answer.text()}`);
  return answer.headers
    .getSetCookie()
    .map((c) => c.split(';')[0])
    .join('; ');
}

export interface RunningServer {
  url: string;
  port: number;
  dataDir: string;
  /** Everything the server printed, for debugging failures. */
  output: () => string;
  stop: () => Promise<void>;
  /** A server started with `clock: true`: moves its clock of visits, enquiries and jobs forward. */
  advanceClock?: (ms: number) => Promise<void>;
  /** A server started with `clock: true`: runs a scheduled job now. */
  runJob?: (name: string) => Promise<void>;
}

export interface StartOptions {
  seed?: boolean;
  env?: Record<string, string>;
  /**
   * The host name the browser uses. Passkeys (WebAuthn) need a domain, not an IP address: 'localhost'
   * makes PUBLIC_URL http://localhost:<port> (the server still listens on 127.0.0.1).
   */
  host?: '127.0.0.1' | 'localhost';
  /** false: no PUBLIC_URL at all (a fresh install); the browser opens http://127.0.0.1:<port>. */
  publicUrl?: false;
  /** The data to start from (copied); default: the run's seeded or empty one. null: none. */
  template?: DataTemplate | null;
  /** A clock the test moves (testkit/clock-server.ts): for visits on the next day, without waiting. */
  clock?: boolean;
  /** Content types declared only in testkit/fixtures that the server also knows (the same test server). */
  fixtureTypes?: string[];
  /** The run's shared server, serving the whole stage (longLived in testkit/server-process.ts). */
  longLived?: boolean;
}

/** The server's environment for the browser tests (before a file's own `env`). */
export function serverEnv(options: { seed?: boolean; webDist: string }): Record<string, string> {
  return {
    ADMIN_EMAIL: ADMIN.email,
    ADMIN_PASSWORD: ADMIN.password,
    ADMIN_PHONE: ADMIN.phone,
    SEED_DEMO: options.seed === false ? 'false' : 'true',
    CONTACT_RATE_LIMIT_PER_MINUTE: '1000',
    LOGIN_RATE_LIMIT_PER_MINUTE: '1000',
    // Webhook receivers in the tests listen on loopback (admin-integrations.test.ts).
    WEBHOOK_ALLOW_PRIVATE: 'true',
    WEB_DIST_DIR: options.webDist,
  };
}

/** The built web app; a clear message when it is missing. */
export function webDistDir(): string {
  // WEB_DIST_DIR lets parallel work build into separate folders; the default is web/dist.
  const webDist = process.env.WEB_DIST_DIR ?? path.join(REPO_ROOT, 'web/dist');
  if (!existsSync(path.join(webDist, 'server/index.js'))) {
    throw new Error(
      `${webDist} is missing: run \`npm run build\` before the end-to-end tests (npm test does).`,
    );
  }
  return webDist;
}

/** The run's template for a seeded or empty server, when the globalSetup made them. */
function runTemplate(seed: boolean): DataTemplate | null {
  const templates = inject('e2eTemplates');
  return templates ? (seed ? templates.seeded : templates.empty) : null;
}

/** A real server (the shared starter) on its own temporary DATA_DIR, serving the built web app. */
export async function startServer(options: StartOptions = {}): Promise<RunningServer> {
  const webDist = webDistDir();
  const dataDir = await mkdtemp(path.join(tmpdir(), 'vyoma-e2e-'));
  const template = options.template === undefined ? runTemplate(options.seed !== false) : options.template;
  if (template) copyDataTemplate(template.dir, dataDir);
  // On PostgreSQL, a copy of the template's database of the server's own, dropped when it stops.
  const cluster = template?.postgres;
  const database = `e2e_${randomBytes(6).toString('hex')}`;
  const databaseUrl = cluster
    ? await createDatabase(cluster.clusterUrl, database, cluster.database)
    : undefined;
  const dropOwnDatabase = async () => {
    if (cluster) await dropDatabase(cluster.clusterUrl, database);
  };
  const server = await startShared({
    dataDir,
    databaseUrl,
    readyTimeoutMs: 90_000,
    quickStart: true,
    publicHost: options.host,
    publicUrl: options.publicUrl,
    entry: options.clock || options.fixtureTypes ? 'clock-server' : undefined,
    longLived: options.longLived,
    env: {
      ...serverEnv({ seed: options.seed, webDist }),
      ...(options.fixtureTypes ? { TEST_CONTENT_TYPES: options.fixtureTypes.join(',') } : {}),
      ...options.env,
    },
  }).catch(async (error: unknown) => {
    await rm(dataDir, { recursive: true, force: true });
    await dropOwnDatabase();
    throw error;
  });
  return {
    url: server.publicUrl,
    port: server.port,
    dataDir,
    output: server.output,
    stop: async () => {
      await server.stop(10_000);
      await Promise.all([rm(dataDir, { recursive: true, force: true }), dropOwnDatabase()]);
    },
    ...(options.clock
      ? {
          advanceClock: async (ms: number) => void (await server.ask({ type: 'advance', ms })),
          runJob: async (job: string) => void (await server.ask({ type: 'run', job })),
        }
      : {}),
  };
}
