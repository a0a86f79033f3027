/**
 * Starts the real server (real database, built web app) for end-to-end tests: one per test file,
 * on a free loopback port, with its own temporary DATA_DIR and demo content.
 */
import { existsSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { REPO_ROOT, startServer as startShared } from '../../testkit/server-process.ts';

export { REPO_ROOT };
export const ADMIN = {
  email: 'admin@vyoma.example',
  password: 'e2e-admin-Password-1',
  phone: '+91 90000 00001',
};

export interface RunningServer {
  url: string;
  port: number;
  dataDir: string;
  /** Everything the server printed, for debugging failures. */
  output: () => string;
  stop: () => Promise<void>;
}

export { freePort } from '../../testkit/server-process.ts';

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
}

/** A real server (the shared starter) on its own temporary DATA_DIR, serving the built web app. */
export async function startServer(options: StartOptions = {}): Promise<RunningServer> {
  // WEB_DIST_DIR lets parallel work build into separate folders; the default is web/dist.
  const webDist = process.env.WEB_DIST_DIR ?? path.join(REPO_ROOT, 'web/dist');
  if (!existsSync(path.join(webDist, 'server/index.js'))) {
    throw new Error(
      `${webDist} is missing: run \`npm run build\` before the end-to-end tests (npm test does).`,
    );
  }
  const dataDir = await mkdtemp(path.join(tmpdir(), 'vyoma-e2e-'));
  const server = await startShared({
    dataDir,
    readyTimeoutMs: 90_000,
    publicHost: options.host,
    publicUrl: options.publicUrl,
    env: {
      ADMIN_EMAIL: ADMIN.email,
      ADMIN_PASSWORD: ADMIN.password,
      ADMIN_PHONE: ADMIN.phone,
      SEED_DEMO: options.seed === false ? 'false' : 'true',
      CONTACT_RATE_LIMIT_PER_MINUTE: '1000',
      LOGIN_RATE_LIMIT_PER_MINUTE: '1000',
      WEB_DIST_DIR: webDist,
      ...options.env,
    },
  }).catch(async (error: unknown) => {
    await rm(dataDir, { recursive: true, force: true });
    throw error;
  });
  return {
    url: server.publicUrl,
    port: server.port,
    dataDir,
    output: server.output,
    stop: async () => {
      await server.stop(10_000);
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}
