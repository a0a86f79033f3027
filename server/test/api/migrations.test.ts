/**
 * The migrations upgrade a database that stopped at an earlier migration (a site upgraded from the
 * previous release) and keep its data: enquiries, posts and products, mail, the saved versions of
 * legal pages and forms, analytics. Their order and a fresh database: migrations-fresh.test.ts.
 */
import { randomUUID } from 'node:crypto';
import { normalizePlainText, textToDoc } from '@vyoma/contract/rich-text';
import { afterAll, describe, expect, it } from 'vitest';
import { rollUpDay } from '../../src/modules/analytics/index.ts';
import { summaryFigures, tableRows } from '../../src/modules/analytics/queries.ts';
import {
  firstMigrations,
  journal,
  MIGRATIONS,
  openDb,
  removeMigrationCopies,
  trigramIndex,
} from '../support/migration-db.ts';

afterAll(removeMigrationCopies);

describe('migrations', () => {
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
