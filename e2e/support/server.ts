/**
 * Starts the real server (real database, built web app) for end-to-end tests: one per test file,
 * on a free loopback port, with its own temporary DATA_DIR and demo content.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const REPO_ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
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

export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      probe.close(() => resolve(port));
    });
  });
}

export interface StartOptions {
  seed?: boolean;
  env?: Record<string, string>;
}

export async function startServer(options: StartOptions = {}): Promise<RunningServer> {
  // WEB_DIST_DIR lets parallel work build into separate folders; the default is web/dist.
  const webDist = process.env.WEB_DIST_DIR ?? path.join(REPO_ROOT, 'web/dist');
  if (!existsSync(path.join(webDist, 'server/index.js'))) {
    throw new Error(
      `${webDist} is missing: run \`npm run build\` before the end-to-end tests (npm test does).`,
    );
  }
  const port = await freePort();
  const dataDir = await mkdtemp(path.join(tmpdir(), 'vyoma-e2e-'));
  const url = `http://127.0.0.1:${port}`;
  let output = '';
  const child: ChildProcess = spawn(process.execPath, ['--import', 'tsx', 'server/src/main.ts'], {
    cwd: REPO_ROOT,
    env: {
      ...process.env,
      NODE_ENV: 'production',
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      PUBLIC_URL: url,
      ADMIN_EMAIL: ADMIN.email,
      ADMIN_PASSWORD: ADMIN.password,
      ADMIN_PHONE: ADMIN.phone,
      SEED_DEMO: options.seed === false ? 'false' : 'true',
      LOG_LEVEL: 'warn',
      CONTACT_RATE_LIMIT_PER_MINUTE: '1000',
      LOGIN_RATE_LIMIT_PER_MINUTE: '1000',
      DATABASE_URL: '',
      WEB_DIST_DIR: webDist,
      ...options.env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout?.on('data', (chunk) => {
    output += chunk;
  });
  child.stderr?.on('data', (chunk) => {
    output += chunk;
  });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));

  const deadline = Date.now() + 90_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`Server exited early (${child.exitCode}):\n${output}`);
    try {
      const response = await fetch(`${url}/healthz`);
      if (response.ok) break;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) {
      child.kill('SIGKILL');
      throw new Error(`Server did not become healthy in time:\n${output}`);
    }
    await new Promise((r) => setTimeout(r, 200));
  }

  return {
    url,
    port,
    dataDir,
    output: () => output,
    stop: async () => {
      if (child.exitCode === null) {
        child.kill('SIGTERM');
        const timer = setTimeout(() => child.kill('SIGKILL'), 10_000);
        await exited;
        clearTimeout(timer);
      }
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}
