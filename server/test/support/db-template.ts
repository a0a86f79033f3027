/**
 * The database every createTestApp starts from: migrated, with the test admin, and nothing else (no
 * server secret, no demo content), made once instead of once per app:
 *
 *   PGlite: pglite-pool.ts empties a used database back to this state for the next app.
 *   PostgreSQL: a database made once per run (api-global-setup.ts) that each test database is
 *   created from (CREATE DATABASE … TEMPLATE).
 */
import os from 'node:os';
import path from 'node:path';
import { MENU_SEEDS, PAGE_SEEDS } from '@vyoma/contract/page-seeds';
import type { FastifyBaseLogger } from 'fastify';
import { createDatabase } from '../../../testkit/postgres-cluster.ts';
import { type AppConfig, loadConfig } from '../../src/config.ts';
import { type Database, openDatabase } from '../../src/db/client.ts';
import { ensureAdmin } from '../../src/modules/auth/bootstrap.ts';
import { ensureMenus, ensureSeededPages } from '../../src/modules/content/index.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    /** Name of the template database in the cluster at postgresUrl (api-postgres). */
    postgresTemplate?: string;
  }
}

export const TEST_ADMIN = {
  email: 'admin@test.example',
  password: 'correct-horse-battery',
  phone: '9876543210',
};
export const ORIGIN = 'http://localhost:3000';

/** The configuration of a test app on dataDir, before a test's overrides. */
export function testConfig(dataDir: string): AppConfig {
  return loadConfig({
    DATA_DIR: dataDir,
    ADMIN_EMAIL: TEST_ADMIN.email,
    ADMIN_PASSWORD: TEST_ADMIN.password,
    ADMIN_PHONE: TEST_ADMIN.phone,
    SEED_DEMO: 'false',
    PUBLIC_URL: ORIGIN,
    LOG_LEVEL: 'silent',
    WEB_DIST_DIR: path.join(dataDir, 'no-web-dist'),
    CONTACT_RATE_LIMIT_PER_MINUTE: '1000',
    LOGIN_RATE_LIMIT_PER_MINUTE: '1000',
    SEARCH_RATE_LIMIT_PER_MINUTE: '1000',
  });
}

/** What buildApp would do first on an empty database, minus the secret it generates per site. */
export async function prepareTemplate(database: Database): Promise<void> {
  await database.migrate();
  // Only the admin settings of the configuration are read; the folder is never touched.
  const config = testConfig(path.join(os.tmpdir(), 'vyoma-template'));
  const silent = new Proxy({}, { get: () => () => {} }) as FastifyBaseLogger;
  await ensureAdmin(database.db, config, silent);
  // The site's own pages, as every start makes them (app.ts): made once here, not once per app.
  await ensureSeededPages(database.db, PAGE_SEEDS, silent);
  await ensureMenus(database.db, MENU_SEEDS, silent);
}

/** Creates the template database `name` in the cluster at clusterUrl. */
export async function createPostgresTemplate(clusterUrl: string, name: string): Promise<void> {
  const url = await createDatabase(clusterUrl, name);
  const database = await openDatabase({ databaseUrl: url, pgliteDir: null });
  try {
    await prepareTemplate(database);
  } finally {
    // No connection may stay open: CREATE DATABASE … TEMPLATE refuses a template in use.
    await database.close();
  }
}
