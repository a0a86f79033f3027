/**
 * The migrations apply in the journal's order on a fresh database: drizzle's migrator runs every
 * migration whose journal time is later than the last one applied, so the order of `when` matters as
 * much as the order of `idx`. Each snapshot continues the one before it (drizzle-kit generate needs
 * the chain to diff the next migration). On both databases: the embedded one opened without pg_trgm
 * takes the migrations' other branch (no trigram index). The upgrades of existing data are in
 * migrations.test.ts.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { journal, MIGRATIONS, openDb, trigramIndex } from '../support/migration-db.ts';

describe('migrations', () => {
  it('are numbered in order, each later than the one before, each snapshot continuing the last', () => {
    const tags = journal.entries.map((e) => e.tag);
    expect(tags.slice(0, 5)).toEqual([
      '0000_init',
      '0001_media_blobs',
      '0002_staff_accounts',
      '0003_enquiry_pipeline',
      '0004_content_model',
    ]);
    journal.entries.forEach((e, i) => {
      expect(e.idx).toBe(i);
      expect(e.tag.startsWith(String(i).padStart(4, '0'))).toBe(true);
      if (i > 0) expect(e.when).toBeGreaterThan(journal.entries[i - 1]!.when);
    });
    const snapshots = journal.entries.map(
      (e) =>
        JSON.parse(
          readFileSync(path.join(MIGRATIONS, `meta/${e.tag.slice(0, 4)}_snapshot.json`), 'utf8'),
        ) as { id: string; prevId: string },
    );
    for (let i = 1; i < snapshots.length; i++) expect(snapshots[i]!.prevId).toBe(snapshots[i - 1]!.id);
  });

  it('apply on a fresh database, and without pg_trgm go on without the search index', async () => {
    const db = await openDb(false);
    try {
      await db.migrate(MIGRATIONS);
      const applied = await db.rows<{ n: string | number }>(
        'SELECT count(*) AS n FROM drizzle.__drizzle_migrations',
      );
      expect(Number(applied[0]!.n)).toBe(journal.entries.length);
      const tables = await db.rows<{ table_name: string }>(
        "SELECT table_name FROM information_schema.tables WHERE table_schema = 'public'",
      );
      expect(tables.map((t) => t.table_name)).toEqual(
        expect.arrayContaining(['audit_log', 'webauthn_credentials', 'outbox_messages', 'enquiry_notes']),
      );
      // PostgreSQL here has contrib; the embedded database was opened without the extension.
      expect(await trigramIndex(db)).toBe(process.env.TEST_DB === 'postgres');
    } finally {
      await db.close();
    }
  });
});
