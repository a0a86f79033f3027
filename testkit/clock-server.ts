/**
 * A test server whose clock the test moves (e2e/tests/analytics.test.ts): the real app (buildApp) on
 * the environment's configuration, like server/src/main.ts, with BuildOptions.now set to the system
 * clock plus an offset. Visits and their days, enquiries and the scheduler's runs follow that clock;
 * sessions and everything else keep the real one. The parent moves it over the IPC channel:
 *
 *   { type: 'advance', ms }   moves the clock forward (answered { type: 'advanced', now })
 *   { type: 'run', job }      runs a scheduled job now (answered { type: 'ran', job, ran })
 *
 * With TEST_CONTENT_TYPES (names from testkit/fixtures, comma separated) it also knows those content
 * types, declared only there, and makes their tables as a migration would (issue 34: a type declared
 * once gets its admin screens; e2e/tests/admin-content-types.test.ts).
 *
 * Only tests start it (testkit/server-process.ts, `entry: 'clock-server'`); production has no such door.
 */
process.env.NODE_ENV ??= 'production';

import path from 'node:path';
import { sql } from 'drizzle-orm';
import { buildApp } from '../server/src/app.ts';
import { loadConfig } from '../server/src/config.ts';
import { type Database, openDatabase } from '../server/src/db/client.ts';
import { contentTableStatements } from './content-tables.ts';
import { CASE_STUDY } from './fixtures/case-study.ts';

const FIXTURE_TYPES = { 'case-study': CASE_STUDY };

type Message = { type: 'advance'; ms: number } | { type: 'run'; job: string };

let offset = 0;
const config = loadConfig(process.env, process.cwd());
const contentTypes = (process.env.TEST_CONTENT_TYPES ?? '')
  .split(',')
  .filter(Boolean)
  .map((name) => FIXTURE_TYPES[name as keyof typeof FIXTURE_TYPES]);

/** The database with the fixture types' tables (made once: the data folder may be a copy). */
async function withFixtureTables(): Promise<Database | undefined> {
  if (contentTypes.length === 0) return undefined;
  const database = await openDatabase({
    databaseUrl: config.databaseUrl,
    pgliteDir: config.databaseUrl ? null : path.join(config.dataDir, 'db'),
  });
  await database.migrate();
  const missing = [];
  for (const type of contentTypes) {
    const found = (await database.db.execute(sql`select to_regclass(${type.table}) as t`)) as unknown as {
      rows: { t: string | null }[];
    };
    if (!found.rows[0]?.t) missing.push(type);
  }
  if (missing.length > 0)
    for (const statement of await contentTableStatements(missing))
      await database.db.execute(sql.raw(statement));
  return database;
}

const app = await buildApp(config, {
  now: () => new Date(Date.now() + offset),
  contentTypes,
  database: await withFixtureTables(),
});

process.on('message', (message: Message) => {
  if (message.type === 'advance') {
    offset += message.ms;
    process.send?.({ type: 'advanced', now: new Date(Date.now() + offset).toISOString() });
  } else if (message.type === 'run') {
    void app.scheduler
      .runNow(message.job)
      .then((ran) => process.send?.({ type: 'ran', job: message.job, ran }));
  }
});
process.on('SIGTERM', () => {
  app.close().then(
    () => process.exit(0),
    () => process.exit(1),
  );
});
await app.listen({ port: config.port, host: config.host });
