/** Entry point: config → buildApp → listen, with graceful shutdown on SIGTERM/SIGINT. */
// React renders pages with its production build unless told otherwise (it loads later, with the pages).
process.env.NODE_ENV ??= 'production';

import { existsSync } from 'node:fs';
import path from 'node:path';
import { buildApp } from './app.ts';
import { ConfigError, loadConfig } from './config.ts';
import { DataDirLockedError } from './db/lock.ts';
import { collectGarbage } from './gc.ts';
import { type GeneratedAdmin, generatedAdminBox } from './modules/auth/bootstrap.ts';
import { startupNotice } from './startup-notice.ts';

/** How long in-flight requests get to finish after SIGTERM/SIGINT. */
const SHUTDOWN_GRACE_MS = 8_000;

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

  let stopping = false;
  /** Stops accepting, lets in-flight requests finish, closes the database, exits with `code`. */
  const stop = (signal: string, code = 0) => {
    if (stopping) {
      // A second signal: the operator wants out now.
      process.stderr.write(`Received ${signal} again, exiting immediately.\n`);
      process.exit(1);
    }
    stopping = true;
    app.log.info({ signal, drainSeconds: code === 0 ? config.shutdownDrainSeconds : 0 }, 'shutting down');
    // /readyz answers 503 and the rest is served as usual while the load balancer's checks notice
    // (SHUTDOWN_DRAIN_SECONDS); after an error nothing handled the process serves no longer.
    const drained = code === 0 ? app.beginShutdown() : Promise.resolve();
    void drained.then(() => {
      app.log.info('finishing in-flight requests');
      // A client that stalls mid-request would hold close() open for minutes; process managers kill
      // with SIGKILL after ~10 s, so after a grace period cut the remaining sockets and close cleanly.
      setTimeout(() => {
        app.log.warn('grace period over: closing remaining connections');
        app.server.closeAllConnections();
      }, SHUTDOWN_GRACE_MS).unref();
      // close() stops accepting, waits for in-flight requests, then closes the database and the lock.
      app.close().then(
        () => process.exit(code),
        (err) => {
          app.log.error({ err }, 'error during shutdown');
          process.exit(1);
        },
      );
    });
  };
  process.on('SIGTERM', () => stop('SIGTERM'));
  process.on('SIGINT', () => stop('SIGINT'));
  // An error nothing handled (thrown, or a rejection nobody awaited: Node hands both here) is a bug:
  // every failure we expect is handled where it happens. It is logged with its stack at fatal level,
  // then the process stops as on SIGTERM but with status 1, for its supervisor to start it again:
  // after such an error Node cannot vouch for the process's state (a transaction or a lock left
  // open, a response half written), so it does not keep serving (decision 0053).
  process.on('uncaughtException', (err, origin) => {
    app.log.fatal({ err, origin }, 'an error nothing handled: stopping (exit status 1)');
    stop(origin, 1);
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
