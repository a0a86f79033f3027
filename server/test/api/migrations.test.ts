/**
 * The migrations apply in the journal's order on a fresh database and on one that stopped at an
 * earlier migration (a site upgraded from the previous release): drizzle's migrator runs every
 * migration whose journal time is later than the last one applied, so the order of `when` matters as
 * much as the order of `idx`. Each snapshot continues the one before it (drizzle-kit generate needs
 * the chain to diff the next migration).
 */
import { randomBytes, randomUUID } from 'node:crypto';
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { normalizePlainText, textToDoc } from '@vyoma/contract/rich-text';
import { sql } from 'drizzle-orm';
import { migrate as migrateNodePg } from 'drizzle-orm/node-postgres/migrator';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { afterAll, describe, expect, inject, it } from 'vitest';
import { type Db, openDatabase } from '../../src/db/client.ts';
import { rollUpDay } from '../../src/modules/analytics/index.ts';
import { summaryFigures, tableRows } from '../../src/modules/analytics/queries.ts';
import { createDatabase, dropDatabase } from '../support/postgres-cluster.ts';

const MIGRATIONS = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../src/db/migrations');

interface Journal {
  entries: { idx: number; when: number; tag: string }[];
}
const journal = JSON.parse(readFileSync(path.join(MIGRATIONS, 'meta/_journal.json'), 'utf8')) as Journal;

interface Handle {
  migrate(folder: string): Promise<void>;
  rows<T>(query: string): Promise<T[]>;
  /** The same database as the server's modules take it. */
  db: Db;
  close(): Promise<void>;
}

let emptyDump: Promise<Blob> | undefined;
/**
 * A new embedded database's files, made once: each test's database starts from a copy of them in a
 * fifth of the time a new one takes (initdb in WebAssembly, about 1.7 s of CPU each).
 */
function emptyPglite(): Promise<Blob> {
  emptyDump ??= (async () => {
    const client = new PGlite();
    // Before it is ready, a dump never settles.
    await client.waitReady;
    const dump = await client.dumpDataDir('none');
    await client.close();
    return dump;
  })();
  return emptyDump;
}

/** On the embedded database, with or without the pg_trgm extension loaded (the server loads it). */
async function openDb(trgm: boolean): Promise<Handle> {
  if (process.env.TEST_DB === 'postgres') {
    // Through the server's own client: its pool survives a session the server ends, and its close()
    // waits until no session is left.
    const clusterUrl = inject('postgresUrl');
    const name = `m_${randomBytes(6).toString('hex')}`;
    const database = await openDatabase({
      databaseUrl: await createDatabase(clusterUrl, name),
      pgliteDir: null,
    });
    return {
      migrate: (folder) => migrateNodePg(database.db as never, { migrationsFolder: folder }),
      rows: async <T>(query: string) =>
        ((await database.db.execute(sql.raw(query))) as unknown as { rows: T[] }).rows,
      db: database.db,
      async close() {
        await database.close();
        await dropDatabase(clusterUrl, name);
      },
    };
  }
  const client = new PGlite({
    loadDataDir: await emptyPglite(),
    ...(trgm ? { extensions: { pg_trgm } } : {}),
  });
  const db = drizzlePglite({ client });
  return {
    migrate: (folder) => migratePglite(db, { migrationsFolder: folder }),
    rows: async <T>(query: string) => (await db.execute(sql.raw(query))).rows as T[],
    db: db as unknown as Db,
    close: () => client.close(),
  };
}

const temp: string[] = [];
/** A copy of the migrations folder whose journal stops after `count` migrations. */
function firstMigrations(count: number): string {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'vyoma-migrations-'));
  temp.push(dir);
  cpSync(MIGRATIONS, dir, { recursive: true });
  writeFileSync(
    path.join(dir, 'meta/_journal.json'),
    JSON.stringify({ ...journal, entries: journal.entries.slice(0, count) }),
  );
  return dir;
}

afterAll(() => {
  for (const dir of temp) rmSync(dir, { recursive: true, force: true });
});

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

  const trigramIndex = async (db: Handle) =>
    (
      await db.rows<{ indexname: string }>(
        "SELECT indexname FROM pg_indexes WHERE indexname = 'contact_messages_search_trgm_idx'",
      )
    ).length === 1;

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

  it('apply the enquiry pipeline to a database that already has the staff accounts', async () => {
    const db = await openDb(true);
    try {
      await db.migrate(firstMigrations(3));
      const id = randomUUID();
      await db.rows(
        `INSERT INTO contact_messages (id, name, email, phone, message) VALUES ('${id}', 'Old Enquiry', 'old@example.com', '98765 43210', 'Written before the pipeline')`,
      );
      await db.rows(
        `INSERT INTO audit_log (id, action, fields) VALUES ('${randomUUID()}', 'login', '[]'::jsonb)`,
      );
      await db.migrate(MIGRATIONS);
      const [old] = await db.rows<{ status: string; source: string; search_text: string }>(
        `SELECT status, source, search_text FROM contact_messages WHERE id = '${id}'`,
      );
      // Enquiries from before the pipeline: new, direct, and found by the inbox search.
      expect(old).toEqual({
        status: 'new',
        source: 'direct',
        search_text: 'old enquiry old@example.com 98765 43210 written before the pipeline',
      });
      expect(await trigramIndex(db)).toBe(true);
      const found = await db.rows<{ id: string }>(
        "SELECT id FROM contact_messages WHERE search_text LIKE '%before the pipe%'",
      );
      expect(found.map((r) => r.id)).toEqual([id]);
      const audit = await db.rows<{ n: string | number }>('SELECT count(*) AS n FROM audit_log');
      expect(Number(audit[0]!.n)).toBe(1);
      const applied = await db.rows<{ n: string | number }>(
        'SELECT count(*) AS n FROM drizzle.__drizzle_migrations',
      );
      expect(Number(applied[0]!.n)).toBe(journal.entries.length);
    } finally {
      await db.close();
    }
  });
  it('give existing posts and products slugs, published status and their sections documents, and keep every mail as an outbox message, losing nothing', async () => {
    const db = await openDb(true);
    try {
      await db.migrate(firstMigrations(4));
      const texts = [
        'One paragraph.',
        'First paragraph.\n\nSecond paragraph,\nwith a line break.\n\n\n\nThird after several blank lines.',
        '\n\n  Leading blank lines and indented text\r\nWindows line break\rold Mac break\n \t \nA whitespace-only line between.\n\n',
        'Control\u0007 characters\u0000 go; tabs\tstay; unicode “quotes”, नमस्ते and emoji 🎉 stay.\u2028A line separator.',
        ' \n\t\n',
      ].map((t) => t.replace('\u0000', ''));
      const blog = (title: string, at: string) => ({ id: randomUUID(), title, at });
      const blogs = [
        blog('Invoice Processing: Tips & Tricks!', '2024-01-01T00:00:00Z'),
        blog('Invoice processing — tips & tricks', '2024-01-02T00:00:00Z'),
        blog('Invoice processing tips tricks 2', '2023-12-31T00:00:00Z'),
        blog("Don't stop", '2024-01-03T00:00:00Z'),
        blog('नमस्ते', '2024-01-04T00:00:00Z'),
      ];
      const q = (v: string) => `'${v.replaceAll("'", "''")}'`;
      for (const b of blogs) {
        await db.rows(
          `INSERT INTO blogs (id, title, heading, description, author, category, icon_path, created_at) VALUES (${q(b.id)}, ${q(b.title)}, 'Heading', 'Summary', 'Author', 'others', '/uploads/icon.mp4', ${q(b.at)})`,
        );
      }
      const sectionIds = texts.map(() => randomUUID());
      for (const [i, text] of texts.entries()) {
        await db.rows(
          `INSERT INTO blog_sections (id, blog_id, position, heading, description, image_path) VALUES (${q(sectionIds[i]!)}, ${q(blogs[0]!.id)}, ${i}, ${q(`Section ${i + 1}`)}, ${q(text)}, '/uploads/a.png')`,
        );
      }
      const productId = randomUUID();
      await db.rows(
        `INSERT INTO products (id, name, description, price) VALUES (${q(productId)}, 'Cloud Backup Plan', 'Nightly backups', 10)`,
      );
      // Mail of the mail outbox (migration 0003) in each state: sent, leased while pending, failed.
      const enquiryId = randomUUID();
      await db.rows(
        `INSERT INTO contact_messages (id, name, email, phone, message) VALUES (${q(enquiryId)}, 'Asha', 'asha@example.com', '98765 43210', 'Hello')`,
      );
      const mails = [randomUUID(), randomUUID(), randomUUID()];
      await db.rows(`INSERT INTO mail_outbox (id, enquiry_id, kind, recipients, reply_to, subject, text_body,
          html_body, state, attempts, next_attempt_at, locked_until, last_error, sent_at, created_at)
        VALUES
          (${q(mails[0]!)}, ${q(enquiryId)}, 'staff', '["sales@x.test","owner@x.test"]', 'asha@example.com',
            'New enquiry from Asha', 'Text', '<p>Html</p>', 'sent', 1, '2026-01-01T10:00:00Z', NULL, NULL,
            '2026-01-01T10:00:01Z', '2026-01-01T10:00:00Z'),
          (${q(mails[1]!)}, ${q(enquiryId)}, 'autoreply', '["asha@example.com"]', NULL, 'We received it',
            'Thanks', '<p>Thanks</p>', 'pending', 2, '2026-01-01T10:05:00Z', '2026-01-01T10:07:00Z',
            'ECONNREFUSED', NULL, '2026-01-01T10:00:00Z'),
          (${q(mails[2]!)}, NULL, 'staff', '["sales@x.test"]', NULL, 'Old', 'Old', '<p>Old</p>', 'failed', 10,
            '2026-01-01T12:00:00Z', NULL, '550 no such user', NULL, '2026-01-01T09:00:00Z')`);
      await db.migrate(MIGRATIONS);

      const messages = await db.rows<Record<string, unknown>>(
        `SELECT id, kind, ref, payload, state, attempts, last_error, to_char(next_attempt_at at time zone 'UTC', 'HH24:MI') AS next,
          locked_until IS NOT NULL AS leased, sent_at IS NOT NULL AS sent, to_char(created_at at time zone 'UTC', 'HH24:MI') AS created
        FROM outbox_messages ORDER BY created_at, id`,
      );
      const mail = (
        audience: string,
        to: string[],
        replyTo: string | null,
        subject: string,
        text: string,
      ) => ({
        to,
        replyTo,
        subject,
        text,
        html: `<p>${text === 'Text' ? 'Html' : text}</p>`,
        audience,
      });
      const byId = new Map(messages.map((m) => [m.id, m]));
      expect(messages).toHaveLength(3);
      expect(byId.get(mails[0])).toEqual({
        id: mails[0],
        kind: 'mail',
        ref: `enquiry:${enquiryId}`,
        payload: mail(
          'staff',
          ['sales@x.test', 'owner@x.test'],
          'asha@example.com',
          'New enquiry from Asha',
          'Text',
        ),
        state: 'sent',
        attempts: 1,
        last_error: null,
        next: '10:00',
        leased: false,
        sent: true,
        created: '10:00',
      });
      expect(byId.get(mails[1])).toEqual({
        id: mails[1],
        kind: 'mail',
        ref: `enquiry:${enquiryId}`,
        payload: mail('visitor', ['asha@example.com'], null, 'We received it', 'Thanks'),
        state: 'pending',
        attempts: 2,
        last_error: 'ECONNREFUSED',
        next: '10:05',
        leased: true,
        sent: false,
        created: '10:00',
      });
      expect(byId.get(mails[2])).toMatchObject({
        ref: null,
        payload: mail('staff', ['sales@x.test'], null, 'Old', 'Old'),
        state: 'failed',
        attempts: 10,
        last_error: '550 no such user',
        created: '09:00',
      });
      const left = await db.rows("SELECT 1 FROM information_schema.tables WHERE table_name = 'mail_outbox'");
      expect(left).toEqual([]);

      const rows = await db.rows<{
        id: string;
        slug: string;
        status: string;
        version: number;
        same: boolean;
      }>('SELECT id, slug, status, version, published_at = created_at AS same FROM blogs');
      const slugOf = (id: string) => rows.find((r) => r.id === id)!.slug;
      // In order of creation: the second title wanting "…-tricks" skips "-2", which the oldest took.
      expect(blogs.map((b) => slugOf(b.id))).toEqual([
        'invoice-processing-tips-tricks',
        'invoice-processing-tips-tricks-3',
        'invoice-processing-tips-tricks-2',
        'dont-stop',
        `post-${blogs[4]!.id.slice(0, 8)}`,
      ]);
      expect(rows.every((r) => r.status === 'published' && Number(r.version) === 1 && r.same)).toBe(true);
      const [product] = await db.rows<{ slug: string; status: string }>('SELECT slug, status FROM products');
      expect(product).toEqual({ slug: 'cloud-backup-plan', status: 'published' });

      const sections = await db.rows<{ id: string; description: string; body: unknown }>(
        'SELECT id, description, body FROM blog_sections',
      );
      for (const [i, text] of texts.entries()) {
        const section = sections.find((s) => s.id === sectionIds[i])!;
        expect(section.description).toBe(text);
        expect(section.body).toEqual(textToDoc(text));
      }
      expect(normalizePlainText(texts[3]!)).toContain('नमस्ते and emoji 🎉 stay.\nA line separator.');

      // Search reads the sections too, with English stemming.
      const found = await db.rows<{ id: string }>(
        "SELECT id FROM blogs WHERE search_vector @@ websearch_to_tsquery('english', 'separators')",
      );
      expect(found.map((r) => r.id)).toEqual([blogs[0]!.id]);
    } finally {
      await db.close();
    }
  });

  it('move every saved version of a legal page into the shared revisions (0020), keeping its author, time and text', async () => {
    const db = await openDb(true);
    try {
      const at = journal.entries.findIndex((e) => e.tag === '0020_legal_revisions_moved');
      await db.migrate(firstMigrations(at));
      const doc = (text: string) => JSON.stringify(textToDoc(text)).replaceAll("'", "''");
      await db.rows(
        `INSERT INTO legal_pages (key, title, body, body_text, updated_at, updated_by_name, version)
         VALUES ('refund-policy', 'Refunds', '${doc('No refunds.')}', 'No refunds.', '2026-03-01T10:00:00Z', 'Asha', 3)`,
      );
      const ids = [randomUUID(), randomUUID(), randomUUID()];
      const versions: [string, number, string, string, string, string][] = [
        [ids[0]!, 1, '2026-01-01T09:00:00Z', '', 'Refund Policy', 'We refund.'],
        [ids[1]!, 2, '2026-02-01T09:00:00Z', 'Asha', 'Refunds', 'We refund.'],
        [ids[2]!, 3, '2026-03-01T10:00:00Z', 'Asha', 'Refunds', 'No refunds.'],
      ];
      for (const [id, version, created, author, title, text] of versions)
        await db.rows(
          `INSERT INTO legal_revisions (id, key, version, created_at, author_name, title, body)
           VALUES ('${id}', 'refund-policy', ${version}, '${created}', '${author}', '${title}', '${doc(text)}')`,
        );
      await db.migrate(MIGRATIONS);

      const moved = await db.rows<{
        id: string;
        version: number;
        author_name: string;
        summary: string;
        data: Record<string, unknown>;
      }>(
        "SELECT id, version, author_name, summary, data FROM revisions WHERE kind = 'legal' AND item_id = 'refund-policy' ORDER BY version",
      );
      expect(moved.map((r) => [r.id, r.version, r.author_name, r.summary])).toEqual([
        [ids[0], 1, 'System', 'Created'],
        [ids[1], 2, 'Asha', 'Changed title'],
        [ids[2], 3, 'Asha', 'Changed text'],
      ]);
      expect(moved[2]!.data).toMatchObject({
        _id: 'refund-policy',
        title: 'Refunds',
        body: textToDoc('No refunds.'),
      });
      const [page] = await db.rows<{
        key: string;
        title: string;
        version: number;
        created_at: Date | string;
      }>('SELECT key, title, version, created_at FROM legal_pages');
      expect(page).toMatchObject({ key: 'refund-policy', title: 'Refunds', version: 3 });
      expect(new Date(page!.created_at).toISOString()).toBe('2026-01-01T09:00:00.000Z');
      const left = await db.rows(
        "SELECT 1 FROM information_schema.tables WHERE table_name = 'legal_revisions'",
      );
      expect(left).toEqual([]);
    } finally {
      await db.close();
    }
  });

  it('move every saved version of a form into the shared revisions (0022), keeping its time, title and definition', async () => {
    const db = await openDb(true);
    try {
      const at = journal.entries.findIndex((e) => e.tag === '0022_form_versions_moved');
      await db.migrate(firstMigrations(at));
      const definition = (label: string) =>
        JSON.stringify({
          fields: [{ key: 'email', type: 'email', label, required: true }],
          steps: [],
          confirmation: { kind: 'message', message: 'Thanks.' },
          notify: ['sales@acme.example'],
        });
      const [maker, saver] = [randomUUID(), randomUUID()];
      for (const [id, name] of [
        [maker, 'Asha'],
        [saver, 'Ravi'],
      ] as const)
        await db.rows(
          `INSERT INTO users (id, email, name, password_hash) VALUES ('${id}', '${name.toLowerCase()}@acme.example', '${name}', 'x')`,
        );
      const form = randomUUID();
      await db.rows(
        `INSERT INTO forms (id, slug, title, definition, version, created_at, updated_at, created_by, updated_by)
         VALUES ('${form}', 'brief', 'Project brief', '${definition('Work e-mail')}', 3,
           '2026-01-01T09:00:00Z', '2026-03-01T10:00:00Z', '${maker}', '${saver}')`,
      );
      const versions: [number, string, string, string][] = [
        [1, '2026-01-01T09:00:00Z', 'Brief', 'E-mail'],
        [2, '2026-02-01T09:00:00Z', 'Project brief', 'E-mail'],
        [3, '2026-03-01T10:00:00Z', 'Project brief', 'Work e-mail'],
      ];
      for (const [version, created, title, label] of versions)
        await db.rows(
          `INSERT INTO form_versions (form_id, version, title, definition, created_at)
           VALUES ('${form}', ${version}, '${title}', '${definition(label)}', '${created}')`,
        );
      await db.migrate(MIGRATIONS);

      const moved = await db.rows<{
        version: number;
        created_at: Date | string;
        author_id: string | null;
        author_name: string;
        summary: string;
        data: Record<string, unknown>;
      }>(
        `SELECT version, created_at, author_id, author_name, summary, data FROM revisions
         WHERE kind = 'form' AND item_id = '${form}' ORDER BY version`,
      );
      expect(
        moved.map((r) => [
          r.version,
          new Date(r.created_at).toISOString(),
          r.author_id,
          r.author_name,
          r.summary,
        ]),
      ).toEqual([
        [1, '2026-01-01T09:00:00.000Z', maker, 'Asha', 'Created'],
        [2, '2026-02-01T09:00:00.000Z', null, 'System', 'Changed title'],
        [3, '2026-03-01T10:00:00.000Z', saver, 'Ravi', 'Changed fields and settings'],
      ]);
      expect(moved[0]!.data).toMatchObject({
        _id: form,
        slug: 'brief',
        title: 'Brief',
        version: 1,
        definition: { fields: [{ key: 'email', label: 'E-mail' }], notify: ['sales@acme.example'] },
        updatedAt: '2026-01-01T09:00:00.000Z',
      });
      const left = await db.rows(
        "SELECT 1 FROM information_schema.tables WHERE table_name = 'form_versions'",
      );
      expect(left).toEqual([]);
      // The form itself is as it was.
      const [row] = await db.rows<{ title: string; version: number }>(`SELECT title, version FROM forms`);
      expect(row).toEqual({ title: 'Project brief', version: 3 });
    } finally {
      await db.close();
    }
  });

  it("carry the day so far as the previous release's rollup left it (ended visits rolled, the rest raw): the same figures, and the next rollup adds to them", async () => {
    const db = await openDb(true);
    try {
      await db.migrate(firstMigrations(18));
      const day = '2026-11-20';
      const at = (hhmm: string) => `'${day}T${hhmm}:00+05:30'`;
      // A final day before it, and today: a visit that had ended and was rolled up, a visit still
      // going (not rolled), and the first visitor back for another.
      await db.rows(
        `INSERT INTO analytics_rolled_days (day, final) VALUES ('2026-11-19', true), ('${day}', false)`,
      );
      await db.rows(`INSERT INTO analytics_visits (id, day, visitor, started_at, last_seen_at, entry_path, exit_path,
          pageviews, source, device, browser, rolled)
        VALUES (1, '2026-11-19', 9, ${at('09:00')}::timestamptz - interval '1 day', ${at('09:00')}::timestamptz - interval '1 day', '/a', '/a', 1, 'Direct', 'desktop', 'Chrome', true),
          (2, '${day}', 1, ${at('10:00')}, ${at('10:05')}, '/a', '/b', 2, 'Google', 'desktop', 'Chrome', true),
          (3, '${day}', 2, ${at('11:00')}, ${at('11:00')}, '/a', '/a', 1, 'Direct', 'mobile', 'Safari', false),
          (4, '${day}', 1, ${at('12:00')}, ${at('12:00')}, '/c', '/c', 1, 'Direct', 'desktop', 'Chrome', false)`);
      await db.rows(`INSERT INTO analytics_views (visit_id, visitor, day, at, path)
        VALUES (1, 9, '2026-11-19', ${at('09:00')}::timestamptz - interval '1 day', '/a'),
          (2, 1, '${day}', ${at('10:00')}, '/a'), (2, 1, '${day}', ${at('10:05')}, '/b'),
          (3, 2, '${day}', ${at('11:00')}, '/a'), (4, 1, '${day}', ${at('12:00')}, '/c')`);
      // What that rollup made of the ended visit, at the levels read below.
      const visit = `'day', '${day}', %L, '', %S, '', '', '', 1, 1, 2, 0, 300, 0, 0`;
      await db.rows(`INSERT INTO analytics_visit_rollups (grain, bucket, level, entry, source, campaign, device, browser,
          visits, visitors, pageviews, bounces, seconds, content, reached)
        VALUES (${visit.replace('%L', "'all'").replace('%S', "''")}), (${visit.replace('%L', "'source'").replace('%S', "'Google'")})`);
      await db.rows(`INSERT INTO analytics_page_rollups (grain, bucket, level, path, source, campaign, device, browser,
          views, visits, visitors, bounces, seconds, content, reached)
        VALUES ('day', '${day}', 'path', '/a', '', '', '', '', 1, 1, 1, 0, 300, 0, 0),
          ('day', '${day}', 'path', '/b', '', '', '', '', 1, 1, 1, 0, 300, 0, 0)`);
      await db.migrate(MIGRATIONS);

      const scope = { from: day, to: day, timeZone: 'Asia/Kolkata' };
      const figures = async () => ({
        summary: await summaryFigures(db.db, scope),
        pages: (await tableRows(db.db, scope, 'path')).map((r) => [r.key, r.visits, r.visitors, r.pageviews]),
        sources: (await tableRows(db.db, scope, 'source')).map((r) => [r.key, r.visits, r.visitors]),
      });
      const upgraded = await figures();
      expect(upgraded.summary).toMatchObject({ visitors: 2, visits: 3, pageviews: 4, bounceRate: 2 / 3 });
      expect(upgraded.summary.visitSeconds).toBe(100);
      expect(upgraded.pages).toEqual([
        ['/a', 2, 2, 2],
        ['/b', 1, 1, 1],
        ['/c', 1, 1, 1],
      ]);
      expect(upgraded.sources).toEqual([
        ['Direct', 2, 2],
        ['Google', 1, 1],
      ]);
      // The rolled visit's views are numbered first and are the day's mark; the final day's are not.
      const views = await db.rows<{ visit_id: string | number; seq: string | number | null }>(
        'SELECT visit_id, seq FROM analytics_views ORDER BY visit_id, seq',
      );
      const [mark] = await db.rows<{ views_through: string | number | null }>(
        `SELECT views_through FROM analytics_rolled_days WHERE day = '${day}'`,
      );
      const seqOf = (id: number) => views.filter((v) => Number(v.visit_id) === id).map((v) => v.seq);
      expect(seqOf(1)).toEqual([null]);
      expect(Math.max(...seqOf(2).map(Number))).toBe(Number(mark!.views_through));
      expect(Math.min(...[...seqOf(3), ...seqOf(4)].map(Number))).toBeGreaterThan(
        Number(mark!.views_through),
      );

      expect(await rollUpDay(db.db, day, 'Asia/Kolkata', { final: false })).toBe(true);
      expect(await figures()).toEqual(upgraded);
      const [after] = await db.rows<{ n: string | number }>(
        `SELECT count(*) AS n FROM analytics_visits WHERE day = '${day}' AND rolled_views IS NULL`,
      );
      expect(Number(after!.n)).toBe(0);
    } finally {
      await db.close();
    }
  });
});
