/**
 * What the command-line tools (admin, backup, restore) share: failing with a message, the config
 * (only where the data lives matters to them), the data directory's lock, the database and media.
 */
import { existsSync, mkdirSync } from 'node:fs';
import path from 'node:path';
import { type AppConfig, ConfigError, loadConfig } from '../config.ts';
import { type Database, openDatabase } from '../db/client.ts';
import { acquireDataDirLock, type DataDirLock, DataDirLockedError } from '../db/lock.ts';
import { MediaService } from '../modules/media/service.ts';
import { servedMediaDir } from '../modules/media/store.ts';

export function fail(message: string): never {
  process.stderr.write(`${message}\n`);
  process.exit(1);
}

/** The server's config without its admin variables (a tool must not create or check that account). */
export function cliConfig(): AppConfig {
  try {
    return loadConfig({
      ...process.env,
      ADMIN_EMAIL: undefined,
      ADMIN_PASSWORD: undefined,
      ADMIN_PHONE: undefined,
    });
  } catch (err) {
    if (err instanceof ConfigError) fail(err.message);
    throw err;
  }
}

/** A path the user typed: npm runs scripts from the repository root; INIT_CWD is where it was typed. */
export function typedPath(file: string): string {
  return path.resolve(process.env.INIT_CWD ?? process.cwd(), file);
}

export interface CliDatabase {
  database: Database;
  media: MediaService;
  close(): Promise<void>;
}

export interface OpenOptions {
  /** The message after "locked" while a server holds DATA_DIR's lock. */
  whenLocked?: string;
  /** A DATA_DIR that does not exist is made (restore fills a new one); otherwise it is refused. */
  createDataDir?: boolean;
}

/**
 * Opens the site's database and media. With the embedded database it first takes DATA_DIR's lock
 * (two processes must never open it), failing with `whenLocked` while a server holds it. A DATA_DIR
 * that does not exist is made when `createDataDir`, else refused with what to do (a mistyped path
 * must not become a new, empty site).
 */
export async function openCliDatabase(
  config: AppConfig,
  {
    whenLocked = 'Stop the server first, then run this command again.',
    createDataDir = false,
  }: OpenOptions = {},
): Promise<CliDatabase> {
  let lock: DataDirLock | null = null;
  if (!config.databaseUrl) {
    if (createDataDir) mkdirSync(config.dataDir, { recursive: true });
    else if (!existsSync(config.dataDir))
      fail(
        `DATA_DIR=${config.dataDir} does not exist: no site has been started there. Set DATA_DIR to the folder the server uses, or start the server once (npm start) to make it.`,
      );
    try {
      lock = acquireDataDirLock(config.dataDir);
    } catch (err) {
      if (err instanceof DataDirLockedError) fail(`${err.message}\n${whenLocked}`);
      throw err;
    }
  }
  const database = await openDatabase({
    databaseUrl: config.databaseUrl,
    pgliteDir: config.databaseUrl ? null : path.join(config.dataDir, 'db'),
  }).catch((err: unknown) => {
    lock?.release();
    throw err;
  });
  return {
    database,
    media: new MediaService(database.db, config.mediaStore, servedMediaDir(config)),
    async close() {
      await database.close();
      lock?.release();
    },
  };
}
