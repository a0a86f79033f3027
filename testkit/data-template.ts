/**
 * Data folders made once and copied: a fresh DATA_DIR costs a server initdb, the migrations, the
 * admin's password hash and (with demo content) the seed; a copy of a folder that a real server made
 * and closed cleanly costs a file copy. The browser tests build one seeded and one empty folder per
 * run (e2e/support/global-setup.ts).
 */
import { cpSync } from 'node:fs';
import path from 'node:path';
import { startServer } from './server-process.ts';

/** Lets a real server create dir with env (its admin, SEED_DEMO, …), then stops it cleanly. */
export async function buildDataTemplate(dir: string, env: Record<string, string>): Promise<void> {
  const server = await startServer({ dataDir: dir, env, readyTimeoutMs: 300_000, quickStart: true });
  const exit = await server.stop(30_000);
  if (exit.code !== 0) {
    throw new Error(
      `the template server on ${dir} stopped with ${JSON.stringify(exit)}:\n${server.output()}`,
    );
  }
}

/** A copy of the template (without its lock file) at target, which must not exist or be empty. */
export function copyDataTemplate(template: string, target: string): void {
  cpSync(template, target, {
    recursive: true,
    filter: (source) => path.basename(source) !== 'db.lock',
  });
}
