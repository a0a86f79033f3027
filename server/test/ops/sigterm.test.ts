/**
 * Graceful shutdown under load: SIGTERM arrives in the middle of a burst of contact enquiries over 20
 * keep-alive connections, sent to the server alone, to `npm start`'s process group, or to npm alone;
 * or `scripts/start.mjs` is killed with SIGKILL. Every time the server must stop cleanly (exit 0, the
 * database closed, its lock released, no process left behind), and no request it was sent may fail:
 * each is answered in full, including one in flight when the signal came. Only new connections are
 * refused once it stops accepting (nothing was sent on them). After a restart on the same data every
 * acknowledged (2xx) enquiry must be there. And an error nothing handles stops the process the same
 * clean way, logged, with status 1 (decision 0053).
 */
import { existsSync } from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, inject, it } from 'vitest';
import {
  type BurstResult,
  burst,
  createDatabase,
  embeddedDataDir,
  enquiryInFlight,
  killAll,
  listContacts,
  login,
  missing,
  type ServerExit,
  sleep,
  startServer,
  startWrapped,
  statusOf,
  tempDir,
  type WrappedServer,
} from './helpers.ts';

const TOTAL = 300;
const CONCURRENCY = 20;
const SIGNAL_AFTER_ACKS = 100;
const SHUTDOWN_LIMIT_MS = 30_000;
/** Process managers escalate to SIGKILL after about 10 s (docker stop, systemd is 90 s): finish before. */
const STALLED_SHUTDOWN_LIMIT_MS = 15_000;

/** When the signal is sent, the rest of the in-flight enquiry follows this much later. */
const IN_FLIGHT_REST_AFTER_MS = 500;

/** Nothing a client sent failed: no reset or cut-off request, no 5xx (a 503 "closing" included). */
function expectNothingSentFailed(result: BurstResult) {
  expect(result.failed, `requests that failed once sent: ${result.errorSamples.join(' | ')}`).toBe(0);
  expect(Object.fromEntries(result.rejected), result.errorSamples.join(' | ')).toEqual({});
}

/** The enquiry in flight when the signal came got its whole answer: 201, and the body it announced. */
async function expectAnsweredInFull(
  answer: ReturnType<Awaited<ReturnType<typeof enquiryInFlight>>['finish']>,
) {
  const { status, body } = await answer;
  expect(status, body).toBe(201);
  expect(JSON.parse(body)).toMatchObject({ success: true });
}

/**
 * `twice`: a second SIGTERM follows the first 100 ms later, as when systemd's default KillMode signals
 * every process of the service and scripts/start.mjs passes its own on: the same stop, not an "exit now".
 */
async function sigtermDuringBurst(label: string, dataDir: string, databaseUrl?: string, twice = false) {
  const server = await startServer({ dataDir, databaseUrl });
  const inFlight = await enquiryInFlight(server.port, `sigterm-${label} in flight`);
  let signalledAt = 0;
  let answer: ReturnType<typeof inFlight.finish> | undefined;
  const result = await burst({
    baseUrl: server.baseUrl,
    total: TOTAL,
    concurrency: CONCURRENCY,
    tag: `sigterm-${label}`,
    onAck: (n) => {
      if (!signalledAt && n >= SIGNAL_AFTER_ACKS) {
        signalledAt = Date.now();
        server.signal('SIGTERM');
        if (twice) void sleep(100).then(() => server.signal('SIGTERM'));
        answer = sleep(IN_FLIGHT_REST_AFTER_MS).then(() => inFlight.finish());
      }
    },
  });
  expect(signalledAt, 'the burst ended before the signal was sent').toBeGreaterThan(0);

  const exit = await Promise.race([server.exited, sleep(SHUTDOWN_LIMIT_MS).then(() => null)]);
  const shutdownMs = Date.now() - signalledAt;
  if (exit === null) server.signal('SIGKILL');
  expect(
    exit,
    `no exit within ${SHUTDOWN_LIMIT_MS} ms of SIGTERM; output:\n${server.output()}`,
  ).not.toBeNull();
  expect(exit as ServerExit, `output:\n${server.output()}`).toEqual({ code: 0, signal: null });

  const again = await startServer({ dataDir, databaseUrl });
  const cookie = await login(again.baseUrl);
  const rows = await listContacts(again.baseUrl, cookie);
  const lost = missing(result.acked, rows);
  const storedOfBurst = rows.filter((r) => r.message.startsWith(`sigterm-${label} `)).length;
  console.info(
    `[ops] SIGTERM ${label}: sent ${result.sent.length}, acknowledged ${result.acked.length}, ` +
      `rejected ${JSON.stringify(Object.fromEntries(result.rejected))}, failed ${result.failed}, ` +
      `refused ${result.refused}, stored ${storedOfBurst}, lost ${lost.length}, exit after ${shutdownMs} ms ` +
      `(samples: ${result.errorSamples.join(' | ')})`,
  );
  expect(lost, 'acknowledged enquiries missing after SIGTERM + restart').toEqual([]);
  expectNothingSentFailed(result);
  await expectAnsweredInFull(answer!);
  expect(rows.map((r) => r.message)).toContain(`sigterm-${label} in flight`);
  expect(await again.stop()).toEqual({ code: 0, signal: null });
}

/** How long the whole chain (npm, start.mjs, the server) may take to be gone after the signal. */
const CHAIN_STOP_LIMIT_MS = 15_000;
/** The signal comes after this many acknowledged enquiries; the burst stops at the first refusal. */
const CHAIN_SIGNAL_AFTER_ACKS = 30;

/** /readyz, asked every 50 ms from the signal on until it answers something else than 200 (503 expected). */
async function readyzUntilStopping(baseUrl: string): Promise<number> {
  for (;;) {
    const status = await statusOf(`${baseUrl}/readyz`);
    if (status !== 200) return status;
    await sleep(50);
  }
}

/**
 * `npm start` (or scripts/start.mjs) under 20 keep-alive connections of enquiries; `signal` stops it
 * somewhere in its chain. The server drains (with `drainSeconds`, /readyz answers 503 meanwhile),
 * answers everything it was sent, closes its database and exits, and nothing of the chain is left.
 */
async function stopWrappedUnderLoad(
  label: string,
  via: 'npm' | 'start.mjs',
  signal: (server: WrappedServer) => void,
  { drainSeconds = 0, started }: { drainSeconds?: number; started: WrappedServer[] },
) {
  const data = embeddedDataDir(label);
  try {
    const server = await startWrapped({
      dataDir: data.dir,
      via,
      env: { SHUTDOWN_DRAIN_SECONDS: String(drainSeconds) },
    });
    started.push(server);
    const inFlight = await enquiryInFlight(server.port, `${label} in flight`);
    let signalledAt = 0;
    let answer: ReturnType<typeof inFlight.finish> | undefined;
    let readyz: Promise<number> | undefined;
    const result = await burst({
      baseUrl: server.baseUrl,
      total: 3000,
      concurrency: CONCURRENCY,
      tag: label,
      untilRefused: true,
      onAck: (n) => {
        if (signalledAt || n < CHAIN_SIGNAL_AFTER_ACKS) return;
        signalledAt = Date.now();
        signal(server);
        answer = sleep(IN_FLIGHT_REST_AFTER_MS).then(() => inFlight.finish());
        if (drainSeconds > 0) readyz = readyzUntilStopping(server.baseUrl);
      },
    });
    expect(signalledAt, 'the burst ended before the signal was sent').toBeGreaterThan(0);
    const gone = await Promise.race([
      server.gone.then(() => true),
      sleep(CHAIN_STOP_LIMIT_MS).then(() => false),
    ]);
    const stopMs = Date.now() - signalledAt;
    console.info(
      `[ops] ${label}: acknowledged ${result.acked.length}, rejected ` +
        `${JSON.stringify(Object.fromEntries(result.rejected))}, failed ${result.failed}, refused ` +
        `${result.refused}, everything gone ${stopMs} ms after the signal (samples: ${result.errorSamples.join(' | ')})`,
    );
    expect(gone, `still running ${CHAIN_STOP_LIMIT_MS} ms after the signal:\n${server.output()}`).toBe(true);
    // A clean stop: the database closed and its lock released, not a second signal's exit at once.
    expect(existsSync(path.join(data.dir, 'db.lock')), server.output()).toBe(false);
    expect(server.output()).not.toMatch(/exiting now/);
    expectNothingSentFailed(result);
    await expectAnsweredInFull(answer!);
    if (readyz) expect(await readyz, '/readyz during the drain').toBe(503);
  } finally {
    data.remove();
  }
}

describe('npm start stops gracefully whatever receives the signal', () => {
  const started: WrappedServer[] = [];
  afterAll(() => {
    for (const server of started) server.kill();
  });

  it('SIGTERM to its process group (Ctrl+C, docker stop, systemd): drains once, answers everything', async () => {
    await stopWrappedUnderLoad('group', 'npm', (s) => process.kill(-s.child.pid!, 'SIGTERM'), {
      drainSeconds: 2,
      started,
    });
  });

  it('SIGTERM to npm alone: the server stops too, nothing is left holding the port or DATA_DIR', async () => {
    await stopWrappedUnderLoad('npm-alone', 'npm', (s) => process.kill(s.child.pid!, 'SIGTERM'), { started });
  });

  it('scripts/start.mjs killed with SIGKILL: the server notices and stops by itself', async () => {
    await stopWrappedUnderLoad('wrapper-killed', 'start.mjs', (s) => process.kill(s.child.pid!, 'SIGKILL'), {
      started,
    });
  });
});

describe('SIGTERM to the server alone during a burst of enquiries', () => {
  const dirs: { remove(): void }[] = [];
  afterAll(async () => {
    await killAll();
    for (const d of dirs) d.remove();
  });

  it('embedded database, SIGTERM twice: exits 0 and keeps every acknowledged enquiry', async () => {
    const data = embeddedDataDir('sigterm');
    dirs.push(data);
    await sigtermDuringBurst('pglite', data.dir, undefined, true);
  });

  it.runIf(process.env.TEST_POSTGRES === '1')(
    'PostgreSQL: exits 0 and keeps every acknowledged enquiry',
    async () => {
      const data = tempDir('sigterm-pg');
      dirs.push(data);
      const url = await createDatabase(inject('postgresUrl'), 'sigterm');
      await sigtermDuringBurst('postgres', data.dir, url);
    },
  );

  it('a stalled client does not hold the shutdown hostage', async () => {
    const data = embeddedDataDir('sigterm-stall');
    dirs.push(data);
    const server = await startServer({ dataDir: data.dir });
    // Headers plus half of the announced body, then silence: a slow or dead client mid-request.
    const socket = net.connect(server.port, '127.0.0.1');
    await new Promise<void>((resolve, reject) => {
      socket.once('connect', resolve);
      socket.once('error', reject);
    });
    socket.on('error', () => {});
    const body = JSON.stringify({
      name: 'Stall',
      email: 'stall@example.test',
      phone: '+91 98765 43210',
      message: 'x',
    });
    socket.write(
      `POST /api/v1/contact HTTP/1.1\r\nHost: 127.0.0.1:${server.port}\r\nContent-Type: application/json\r\n` +
        `Content-Length: ${body.length}\r\n\r\n${body.slice(0, 10)}`,
    );
    await sleep(300);
    const signalledAt = Date.now();
    server.signal('SIGTERM');
    const exit = await Promise.race([server.exited, sleep(STALLED_SHUTDOWN_LIMIT_MS).then(() => null)]);
    const shutdownMs = Date.now() - signalledAt;
    socket.destroy();
    if (exit === null) server.signal('SIGKILL');
    console.info(
      `[ops] SIGTERM with a stalled client: ${exit ? `exit ${exit.code} after ${shutdownMs} ms` : 'no exit'}`,
    );
    expect(
      exit,
      `still running ${STALLED_SHUTDOWN_LIMIT_MS} ms after SIGTERM with a stalled request`,
    ).not.toBeNull();
    expect(exit as ServerExit).toEqual({ code: 0, signal: null });
  });

  it('an error nothing handled is logged with its stack, then the process stops cleanly with status 1', async () => {
    const data = embeddedDataDir('unhandled');
    dirs.push(data);
    const fixture = fileURLToPath(new URL('./fixtures/unhandled-on-signal.mjs', import.meta.url));
    const server = await startServer({ dataDir: data.dir, env: { NODE_OPTIONS: `--import=${fixture}` } });
    server.signal('SIGUSR2');
    const exit = await Promise.race([server.exited, sleep(SHUTDOWN_LIMIT_MS).then(() => null)]);
    if (exit === null) server.signal('SIGKILL');
    expect(exit, server.output()).toEqual({ code: 1, signal: null });
    const lines = server
      .output()
      .split('\n')
      .filter((l) => l.startsWith('{'))
      .map((l) => JSON.parse(l) as { level: number; msg: string; err?: { message: string; stack: string } });
    const fatal = lines.find((l) => l.level === 60);
    expect(fatal?.msg, server.output()).toMatch(/nothing handled/);
    expect(fatal?.err?.message).toBe('test: a rejection nothing handled');
    expect(fatal?.err?.stack).toMatch(/\n\s+at /);
    // Stopped as on SIGTERM: the database was closed and its lock released.
    expect(existsSync(path.join(data.dir, 'db.lock'))).toBe(false);
  });
});
