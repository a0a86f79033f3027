/**
 * npm run restore -- FILE
 *
 * Fills an empty DATA_DIR (embedded database) or an empty PostgreSQL database (DATABASE_URL) from a
 * backup archive made by `npm run backup` or the admin's "Download backup". Refuses a target that has
 * any rows or media files. With the embedded database the server must be stopped (it holds the lock).
 */
import path from 'node:path';
import { parseArgs } from 'node:util';
import { BackupError, restoreBackup } from '../backup/archive.ts';
import { ConfigError, loadConfig } from '../config.ts';
import { openDatabase } from '../db/client.ts';
import { acquireDataDirLock, type DataDirLock, DataDirLockedError } from '../db/lock.ts';
import { MediaService } from '../media/service.ts';

const USAGE =
  'Usage: npm run restore -- FILE   (into the empty DATA_DIR, or the empty DATABASE_URL database)';

function fail(message: string): never {
  process.stderr.write(`${message}\n`);
  process.exit(1);
}

async function main(): Promise<void> {
  const { positionals, values } = parseArgs({
    allowPositionals: true,
    options: { help: { type: 'boolean', short: 'h' } },
  });
  if (values.help || positionals.length !== 1) fail(USAGE);
  // npm runs scripts from the repository root; INIT_CWD is where the command was typed.
  const file = path.resolve(process.env.INIT_CWD ?? process.cwd(), positionals[0]!);
  let config: ReturnType<typeof loadConfig>;
  try {
    config = loadConfig({
      ...process.env,
      ADMIN_PASSWORD: undefined,
      ADMIN_PHONE: undefined,
      ADMIN_EMAIL: undefined,
    });
  } catch (err) {
    if (err instanceof ConfigError) fail(err.message);
    throw err;
  }
  let lock: DataDirLock | null = null;
  if (!config.databaseUrl) {
    try {
      lock = acquireDataDirLock(config.dataDir);
    } catch (err) {
      if (err instanceof DataDirLockedError)
        fail(`${err.message}\nStop the server first: restore needs an empty, unused DATA_DIR.`);
      throw err;
    }
  }
  const database = await openDatabase({
    databaseUrl: config.databaseUrl,
    pgliteDir: config.databaseUrl ? null : path.join(config.dataDir, 'db'),
  });
  try {
    const dir = path.join(config.dataDir, config.mediaStore === 'database' ? 'media-cache' : 'uploads');
    const media = new MediaService(database.db, config.mediaStore, dir);
    const target = config.databaseUrl ? 'The database at DATABASE_URL' : `DATA_DIR=${config.dataDir}`;
    const result = await database.withStartupLock(() => restoreBackup(file, database, media, target));
    const rows = Object.values(result.tables).reduce((a, b) => a + b, 0);
    process.stdout.write(
      `Restored the backup of ${result.manifest.createdAt} (${result.manifest.database}): ${rows} rows in ${Object.keys(result.tables).length} tables, ${result.files} media files.\n`,
    );
  } catch (err) {
    if (err instanceof BackupError) fail(err.message);
    throw err;
  } finally {
    await database.close();
    lock?.release();
  }
}

main().catch((err) => {
  process.stderr.write(`Restore failed: ${(err as Error).stack ?? String(err)}\n`);
  process.exit(1);
});
