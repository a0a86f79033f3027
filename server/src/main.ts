/**
 * Entry point: config → buildApp → listen, with a graceful stop on SIGTERM/SIGINT, or when the
 * process that started it (scripts/start.mjs) is gone (docs/operations.md#start-stop-and-graceful-shutdown).
 */
// React renders pages with its production build unless told otherwise (it loads later, with the pages).
process.env.NODE_ENV ??= 'production';

import { existsSync } from 'node:fs';
import path from 'node:path';
import { buildApp } from './app.ts';
import { ConfigError, loadConfig } from './config.ts';
import { DataDirLockedError } from './db/lock.ts';
import { collectGarbage } from './gc.ts';
import { type GeneratedAdmin, generatedAdminBox } from './modules/auth/bootstrap.ts';
import { connectionCloser } from './server-options.ts';
import { startupNotice } from './startup-notice.ts';

/** How long in-flight requests get to finish once the server stops accepting connections. */
const SHUTDOWN_GRACE_MS = 8_000;
/**
 * After the listener closes, idle keep-alive connections stay open this long, so a request already
 * on its way over one is answered rather than reset; then they are closed.
 */
const SETTLE_MS = 500;
/**
 * A second SIGINT this long after the first signal is a person pressing Ctrl+C again: exit at once.
 * Sooner, or any other repeat, is the same stop delivered twice (to the process group and forwarded
 * by scripts/start.mjs; systemd signals every process of the service) and changes nothing.
 */
const AGAIN_MS = 1_000;

async function main(): Promise<void> {
  let config: ReturnType<typeof loadConfig>;
  try {
    config = loadConfig(process.env, process.cwd(), process.stdout.isTTY === true);
  } catch (err) {
    if (err instanceof ConfigError) {
      process.stderr.write(`${err.message}\n`);
      process.exit(1);
    }
    throw err;
  }

  // The first start's wait is the database (initdb, migrations, the demo content): say so.
  if (!config.databaseUrl && !existsSync(path.join(config.dataDir, 'db')))
    process.stdout.write(
      `Creating the database in ${config.dataDir}${config.seedDemo ? ', with the demo content' : ''} (first start, up to a minute)…\n`,
    );

  let app: Awaited<ReturnType<typeof buildApp>>;
  let admin: GeneratedAdmin | undefined;
  try {
    // npm run dev passes --web-dev: pages from the web sources, with hot reloading.
    app = await buildApp(config, {
      webDev: process.argv.includes('--web-dev'),
      // Printed with the address once the server listens (startupNotice).
      onGeneratedAdmin: (generated) => {
        admin = generated;
      },
    });
  } catch (err) {
    if (err instanceof DataDirLockedError) {
      process.stderr.write(`${err.message}\n`);
      process.exit(1);
    }
    process.stderr.write(`Vyoma server failed to start: ${(err as Error).stack ?? String(err)}\n`);
    process.exit(1);
  }

  const connections = connectionCloser(app.server);
  let stoppedAt = 0;
  let status = 0;
  /**
   * Tells the load balancer (/readyz) and every client (Connection: close) that this process is
   * going, waits SHUTDOWN_DRAIN_SECONDS, stops accepting, lets every request under way finish, closes
   * the database, exits with `code` (1 if an error nothing handled came meanwhile).
   */
  const stop = (reason: string, code = 0) => {
    stoppedAt = Date.now();
    status = code;
    const drainSeconds = code === 0 ? config.shutdownDrainSeconds : 0;
    app.log.info({ reason, drainSeconds }, 'shutting down');
    connections.lastAnswers();
    // /readyz answers 503 and the rest is served as usual while the load balancer's checks notice
    // (SHUTDOWN_DRAIN_SECONDS); after an error nothing handled the process serves no longer.
    const drained = code === 0 ? app.beginShutdown() : Promise.resolve();
    drained
      .then(async () => {
        app.log.info('finishing in-flight requests');
        // A client that stalls mid-request would hold the stop for minutes; process managers kill
        // with SIGKILL after ~10 s, so after a grace period the remaining connections are cut.
        await connections.close({
          settleMs: SETTLE_MS,
          graceMs: SHUTDOWN_GRACE_MS,
          onGraceOver: () => app.log.warn('grace period over: closing remaining connections'),
        });
        // Every connection has ended: the database closes and the lock is released.
        await app.close();
      })
      .then(
        () => process.exit(status),
        (err) => {
          app.log.error({ err }, 'error during shutdown');
          process.exit(1);
        },
      );
  };
  const onSignal = (signal: NodeJS.Signals) => {
    if (!stoppedAt) return stop(signal);
    if (signal === 'SIGINT' && Date.now() - stoppedAt >= AGAIN_MS) {
      process.stderr.write('Received SIGINT again: exiting now, without finishing requests.\n');
      process.exit(1);
    }
    app.log.info({ signal }, 'already shutting down');
  };
  process.on('SIGTERM', onSignal);
  process.on('SIGINT', onSignal);
  // Started by scripts/start.mjs with an IPC channel: it closes when that process is gone, even by
  // SIGKILL, which no handler sees. The server then stops as on SIGTERM, rather than live on as an
  // orphan that holds the port and DATA_DIR against the supervisor's next start.
  if (process.channel) {
    process.channel.unref();
    process.once('disconnect', () => {
      if (!stoppedAt) stop('parent gone');
    });
  }
  // An error nothing handled (thrown, or a rejection nobody awaited: Node hands both here) is a bug:
  // every failure we expect is handled where it happens. It is logged with its stack at fatal level,
  // then the process stops as on SIGTERM but with status 1, for its supervisor to start it again:
  // after such an error Node cannot vouch for the process's state (a transaction or a lock left
  // open, a response half written), so it does not keep serving (decision 0053).
  process.on('uncaughtException', (err, origin) => {
    app.log.fatal({ err, origin }, 'an error nothing handled: stopping (exit status 1)');
    if (stoppedAt) status = 1;
    else stop(origin, 1);
  });

  try {
    await app.listen({ port: config.port, host: config.host });
  } catch (err) {
    app.log.error({ err }, 'could not listen');
    await app.close().catch(() => {});
    // The generated password is shown only once: even when the port is taken.
    if (admin) process.stdout.write(`${generatedAdminBox(admin, config.publicUrl)}\n`);
    process.stderr.write(`Could not listen on ${config.host}:${config.port}: ${(err as Error).message}\n`);
    process.exit(1);
  }
  const address = app.server.address();
  const port = typeof address === 'object' && address ? address.port : config.port;
  process.stdout.write(startupNotice(config, port, { admin }));
  app.log.info({ host: config.host, port }, 'listening');
  // Starting up (migrations, the demo seed, loading the page renderer) leaves ~30 MB of garbage that
  // V8 would otherwise keep as heap until load comes: one full collection now, while nothing waits.
  collectGarbage();
}

void main();
