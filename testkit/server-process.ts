/**
 * The one way tests and benchmarks start a real server: `node --import tsx server/src/main.ts` on a
 * free loopback port, with the environment they give, waiting for GET /healthz. Used by the browser
 * tests (e2e/support/server.ts), the operations tests (server/test/ops/helpers.ts) and the bench.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { freePort } from './ports.ts';
import { REPO_ROOT } from './repo-root.ts';
import { type ServerEntry, serverBundle } from './server-bundle.ts';

export { REPO_ROOT };

export interface ServerExit {
  code: number | null;
  signal: NodeJS.Signals | null;
}

export interface ServerProcess {
  port: number;
  /** Where the test reaches it: http://127.0.0.1:<port>. */
  baseUrl: string;
  /** Its PUBLIC_URL (the same, unless publicHost was given; baseUrl when PUBLIC_URL is left unset). */
  publicUrl: string;
  child: ChildProcess;
  /** stdout + stderr so far. */
  output(): string;
  /** Resolves when the process has exited. */
  exited: Promise<ServerExit>;
  isRunning(): boolean;
  /** Sends a signal (no-op when already gone). */
  signal(sig: NodeJS.Signals): void;
  /** SIGTERM, then SIGKILL after the grace period; resolves with the exit. */
  stop(graceMs?: number): Promise<ServerExit>;
  /** The clock server (entry 'clock-server'): sends a message and resolves with its answer. */
  ask(message: object): Promise<Record<string, unknown>>;
}

export interface SpawnOptions {
  dataDir: string;
  /** PostgreSQL instead of the embedded database. */
  databaseUrl?: string;
  /** Added to (and overriding) the defaults: loopback, quiet logs, generous rate limits, no drain. */
  env?: Record<string, string>;
  /** The host name in PUBLIC_URL (default 127.0.0.1; 'localhost' for passkeys, which need a domain). */
  publicHost?: string;
  /** false: start without PUBLIC_URL, as a fresh install does. */
  publicUrl?: false;
  /** Wait for GET /healthz (default true). */
  waitReady?: boolean;
  readyTimeoutMs?: number;
  /**
   * Start as a test server: from the tests' bundle of the server, with TEST_NODE_FLAGS
   * (server-bundle.ts). Benchmarks leave it off and run the sources with tsx, as production does.
   */
  quickStart?: boolean;
  /** The bundle's entry to run (with quickStart; default main): 'clock-server' takes IPC messages. */
  entry?: ServerEntry;
  /**
   * With quickStart: a server that serves a whole stage (the browser tests' shared one) keeps V8's
   * optimising compiler, which pays back over its thousands of requests (LONG_LIVED_NODE_FLAGS).
   */
  longLived?: boolean;
}

/**
 * Node flags for the servers and command-line tools that tests start. They start dozens of times per
 * run and serve little: V8's optimizing WebAssembly compiler spent about a CPU-second of each start
 * on PGlite code a test never runs long enough to need, and its optimizing JavaScript compiler
 * (TurboFan; `--max-opt=2` stops at Maglev, or at Sparkplug where V8 has no Maglev) a seventh of a
 * start and of the requests after it (decision 0036). The code and its behaviour are the same; only
 * how V8 compiles it differs.
 */
export const TEST_NODE_FLAGS = ['--liftoff-only', '--max-opt=2'];
/**
 * The same for a server that lives through a stage: TurboFan's compiles pay back over its requests
 * (8 browser-test files on the shared server: 133–137 CPU-s against 138–141, 6 Dec 2026).
 */
const LONG_LIVED_NODE_FLAGS = TEST_NODE_FLAGS.filter((flag) => !flag.startsWith('--max-opt'));

/** Node's arguments for one of the bundle's entry points: V8's flags, the bundle, then the entry's. */
const bundleArgs = (flags: string[], entry: ServerEntry, ...args: string[]) => [
  ...flags,
  serverBundle(entry),
  ...args,
];

/** The arguments to run one of the server's entry points with node, as tests do. */
export const testNodeArgs = (entry: ServerEntry, ...args: string[]) =>
  bundleArgs(TEST_NODE_FLAGS, entry, ...args);

export const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

const live = new Set<ServerProcess>();

/** The runner's own variables (vitest, a test database) must not leak into the server under test. */
function inheritedEnv(): NodeJS.ProcessEnv {
  const env: NodeJS.ProcessEnv = {};
  for (const [key, value] of Object.entries(process.env)) {
    if (key.startsWith('VITEST') || key === 'DATABASE_URL' || key === 'TEST_DB' || key === 'NODE_ENV')
      continue;
    env[key] = value;
  }
  return env;
}

/** The environment of a test server on `port` (also for tests that start it through scripts/start.mjs). */
export function serverEnv(options: SpawnOptions & { port: number }): NodeJS.ProcessEnv {
  const publicUrl = `http://${options.publicHost ?? '127.0.0.1'}:${options.port}`;
  const env: NodeJS.ProcessEnv = {
    ...inheritedEnv(),
    PORT: String(options.port),
    HOST: '127.0.0.1',
    DATA_DIR: options.dataDir,
    PUBLIC_URL: publicUrl,
    LOG_LEVEL: 'warn',
    CONTACT_RATE_LIMIT_PER_MINUTE: '100000',
    LOGIN_RATE_LIMIT_PER_MINUTE: '10000',
    SEARCH_RATE_LIMIT_PER_MINUTE: '100000',
    // Tests that stop processes do not wait for a load balancer (the cluster test sets its own).
    SHUTDOWN_DRAIN_SECONDS: '0',
    ...(options.databaseUrl ? { DATABASE_URL: options.databaseUrl } : {}),
    ...options.env,
  };
  if (options.publicUrl === false) delete env.PUBLIC_URL;
  return env;
}

export function spawnServer(options: SpawnOptions & { port: number }): ServerProcess {
  const baseUrl = `http://127.0.0.1:${options.port}`;
  const publicUrl = `http://${options.publicHost ?? '127.0.0.1'}:${options.port}`;
  const env = serverEnv(options);
  const args = options.quickStart
    ? bundleArgs(options.longLived ? LONG_LIVED_NODE_FLAGS : TEST_NODE_FLAGS, options.entry ?? 'main')
    : ['--import', 'tsx', 'server/src/main.ts'];
  const ipc = options.entry === 'clock-server';
  const child = spawn(process.execPath, args, {
    cwd: REPO_ROOT,
    env,
    stdio: ipc ? ['ignore', 'pipe', 'pipe', 'ipc'] : ['ignore', 'pipe', 'pipe'],
  });
  let out = '';
  child.stdout?.on('data', (chunk: Buffer) => {
    out += chunk.toString();
  });
  child.stderr?.on('data', (chunk: Buffer) => {
    out += chunk.toString();
  });
  const exited = new Promise<ServerExit>((resolve) => {
    child.once('exit', (code, signal) => resolve({ code, signal }));
  });
  let running = true;
  const server: ServerProcess = {
    port: options.port,
    baseUrl,
    publicUrl: options.publicUrl === false ? baseUrl : publicUrl,
    child,
    output: () => out,
    exited,
    isRunning: () => running,
    signal(sig) {
      if (running) child.kill(sig);
    },
    async stop(graceMs = 20_000) {
      if (running) {
        child.kill('SIGTERM');
        const timer = setTimeout(() => child.kill('SIGKILL'), graceMs);
        const exit = await exited;
        clearTimeout(timer);
        return exit;
      }
      return exited;
    },
    ask(message) {
      if (!ipc) return Promise.reject(new Error('only the clock server takes messages'));
      return new Promise((resolve) => {
        child.once('message', (answer) => resolve(answer as Record<string, unknown>));
        child.send(message);
      });
    },
  };
  live.add(server);
  void exited.then(() => {
    running = false;
    live.delete(server);
  });
  return server;
}

export async function waitHealthy(server: ServerProcess, timeoutMs = 120_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (!server.isRunning()) {
      const exit = await server.exited;
      throw new Error(
        `server on :${server.port} exited (code ${exit.code}, signal ${exit.signal}) before /healthz was ok:\n${server.output()}`,
      );
    }
    try {
      const res = await fetch(`${server.baseUrl}/healthz`, { signal: AbortSignal.timeout(2000) });
      if (res.status === 200 && ((await res.json()) as { status?: string }).status === 'ok') return;
      await res.body?.cancel().catch(() => {});
    } catch {
      // not listening yet
    }
    await sleep(100);
  }
  throw new Error(`server on :${server.port} not healthy after ${timeoutMs} ms:\n${server.output()}`);
}

/** A server on a free port, healthy before this resolves (unless `waitReady: false`). */
export async function startServer(options: SpawnOptions): Promise<ServerProcess> {
  const server = spawnServer({ ...options, port: await freePort() });
  if (options.waitReady !== false) {
    try {
      await waitHealthy(server, options.readyTimeoutMs);
    } catch (error) {
      if (server.isRunning()) await server.stop(2000);
      throw error;
    }
  }
  return server;
}

/** Stops every server still running (for afterAll hooks). */
export async function killAll(): Promise<void> {
  await Promise.all([...live].map((server) => server.stop(5000)));
}
