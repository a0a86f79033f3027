/**
 * `npm run seed:large`: fills a new database (DATA_DIR, or DATABASE_URL) with the large data set of
 * issue 26 (server/src/demo/large.ts): the demo content first, then 5,000 published posts, 100,000
 * enquiries, 10,000 media files, 500 openings, 1,000 redirects, a full 404 log and 30,000 audit
 * entries. Run again, it finds the set there and does nothing; it refuses a database with other
 * content. Sizes can be made smaller: --posts 500 --enquiries 10000 --media 1000 --openings 50 …
 */
import { mkdirSync } from 'node:fs';
import { parseArgs } from 'node:util';
import { sql } from 'drizzle-orm';
import { seedDemo } from '../demo/index.ts';
import { LARGE_SIZES, type LargeSizes, largeState, seedLarge } from '../demo/large.ts';
import { analyse } from '../demo/large-enquiries.ts';
import { cliConfig, fail, openCliDatabase } from './common.ts';

const USAGE = `Usage: npm run seed:large [-- --posts N --enquiries N --media N --openings N --redirects N --not-found N --audit N]
Fills the database of DATA_DIR (or DATABASE_URL) with the large data set; stop the server first.`;

function sizesFrom(values: Record<string, string | boolean | undefined>): LargeSizes {
  const sizes = { ...LARGE_SIZES };
  const names: [keyof LargeSizes, string][] = [
    ['posts', 'posts'],
    ['enquiries', 'enquiries'],
    ['media', 'media'],
    ['openings', 'openings'],
    ['redirects', 'redirects'],
    ['notFound', 'not-found'],
    ['audit', 'audit'],
  ];
  for (const [key, flag] of names) {
    const v = values[flag];
    if (v === undefined) continue;
    const n = Number(v);
    if (typeof v !== 'string' || !/^\d+$/.test(v) || n > 10_000_000)
      fail(`--${flag} must be a whole number.\n${USAGE}`);
    sizes[key] = n;
  }
  if (sizes.posts < 1) fail('--posts must be at least 1.');
  return sizes;
}

async function main(): Promise<void> {
  const { values } = parseArgs({
    options: {
      posts: { type: 'string' },
      enquiries: { type: 'string' },
      media: { type: 'string' },
      openings: { type: 'string' },
      redirects: { type: 'string' },
      'not-found': { type: 'string' },
      audit: { type: 'string' },
      help: { type: 'boolean', short: 'h' },
    },
  });
  if (values.help) fail(USAGE);
  const sizes = sizesFrom(values);
  const config = cliConfig();
  const where = config.databaseUrl ? 'the DATABASE_URL database' : `${config.dataDir}`;
  // A new site: its data directory may not exist yet.
  if (!config.databaseUrl) mkdirSync(config.dataDir, { recursive: true });
  const { database, media, close } = await openCliDatabase(config);
  try {
    await database.withStartupLock(() => database.migrate());
    const { db } = database;
    const state = await largeState(db);
    if (state.state === 'seeded') {
      process.stdout.write(`${where} already holds the large data set: nothing to do.\n`);
      return;
    }
    if (state.state === 'other')
      fail(
        `${where} already has content of its own (${state.posts} posts, ${state.products} products, ` +
          `${state.enquiries} enquiries), so nothing was added.\n` +
          'seed:large fills a new database, or one with only the demo content: point DATA_DIR or ' +
          'DATABASE_URL at an empty one and run it again.',
      );
    const started = performance.now();
    if (state.state === 'empty') {
      const quiet = () => {};
      await seedDemo(db, media, { info: quiet, warn: quiet }, config.seedCacheDir);
      process.stdout.write(`demo content written (${Math.round(performance.now() - started)} ms)\n`);
    }
    const large = performance.now();
    await seedLarge(db, media, sizes);
    process.stdout.write(
      `large data set written in ${((performance.now() - large) / 1000).toFixed(1)} s: ${sizes.posts} posts, ` +
        `${sizes.enquiries} enquiries, ${sizes.media} media files, ${sizes.openings} openings, ` +
        `${sizes.redirects} redirects, ${sizes.notFound} 404 paths, ${sizes.audit} audit entries\n`,
    );
    await analyse(db);
    // The embedded database's write-ahead log grew by the whole set: a checkpoint lets it shrink back.
    if (database.kind === 'pglite') await db.execute(sql`CHECKPOINT`);
    process.stdout.write(
      `done in ${((performance.now() - started) / 1000).toFixed(1)} s. Start the site with npm start ` +
        '(with ADMIN_EMAIL and ADMIN_PASSWORD to choose the admin, or it prints one).\n',
    );
  } finally {
    await close();
  }
}

main().catch((err: unknown) => {
  process.stderr.write(`${err instanceof Error ? (err.stack ?? err.message) : String(err)}\n`);
  process.exit(1);
});
