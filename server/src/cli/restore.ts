/**
 * npm run restore -- FILE
 *
 * Fills an empty DATA_DIR (embedded database) or an empty PostgreSQL database (DATABASE_URL) from a
 * backup archive made by `npm run backup` or the admin's "Download backup". Refuses a target that has
 * any rows or media files. All or nothing: a restore that fails leaves the target empty, so it can be
 * run again (modules/backup/archive.ts). With the embedded database the server must be stopped (it holds the
 * lock).
 */
import { parseArgs } from 'node:util';
import { BackupError, restoreBackup } from '../modules/backup/archive.ts';
import { cliConfig, fail, openCliDatabase, typedPath } from './common.ts';

const USAGE =
  'Usage: npm run restore -- FILE   (into the empty DATA_DIR, or the empty DATABASE_URL database)';

async function main(): Promise<void> {
  const { positionals, values } = parseArgs({
    allowPositionals: true,
    options: { help: { type: 'boolean', short: 'h' } },
  });
  if (values.help || positionals.length !== 1) fail(USAGE);
  const file = typedPath(positionals[0]!);
  const config = cliConfig();
  // A new DATA_DIR is made (restore fills an empty one).
  const { database, media, close } = await openCliDatabase(config, {
    whenLocked: 'Stop the server first: restore needs an empty, unused DATA_DIR.',
    createDataDir: true,
  });
  try {
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
    await close();
  }
}

main().catch((err) => {
  process.stderr.write(`Restore failed: ${(err as Error).stack ?? String(err)}\n`);
  process.exit(1);
});
