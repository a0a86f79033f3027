/**
 * GET /api/v1/admin/backup: admins only, same-site only; the archive holds a manifest, every table and
 * every stored file, and restores into an empty database with the same rows and files.
 */
import { createHash } from 'node:crypto';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { createGunzip, gzipSync } from 'node:zlib';
import { and, eq, getTableName, inArray, sql } from 'drizzle-orm';
import tar from 'tar-stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pdf } from '../../../testkit/documents.ts';
import { createDatabase } from '../../../testkit/postgres-cluster.ts';
import { type Database, openDatabase } from '../../src/db/client.ts';
import { outboxMessages, pageTranslations, revisions } from '../../src/db/schema.ts';
import { addDays, localDay, rollUpDay, rollUpEnquiries } from '../../src/modules/analytics/index.ts';
import { BACKUP_TABLES, backupTables, restoreBackup } from '../../src/modules/backup/archive.ts';
import { MediaService } from '../../src/modules/media/service.ts';
import {
  createProductWithImage,
  createTestApp,
  loginAsAdmin,
  multipart,
  ORIGIN,
  type TestApp,
  uploadedFiles,
} from '../support/app.ts';

async function untar(gz: Buffer): Promise<Map<string, Buffer>> {
  const out = new Map<string, Buffer>();
  const extract = tar.extract();
  Readable.from([gz]).pipe(createGunzip()).pipe(extract);
  for await (const entry of extract) {
    const chunks: Buffer[] = [];
    for await (const c of entry) chunks.push(c as Buffer);
    out.set(entry.header.name, Buffer.concat(chunks));
  }
  return out;
}

const sha = (b: Buffer) => createHash('sha256').update(b).digest('hex');

async function tarGz(entries: [string, Buffer][]): Promise<Buffer> {
  const pack = tar.pack();
  for (const [name, data] of entries) pack.entry({ name }, data);
  pack.finalize();
  const chunks: Buffer[] = [];
  for await (const chunk of pack) chunks.push(chunk as Buffer);
  return gzipSync(Buffer.concat(chunks));
}

/** An empty database of the app's kind (a second one in its cluster on PostgreSQL), for restores. */
async function emptyTarget(t: TestApp, suffix: string): Promise<Database> {
  let url: string | null = null;
  if (t.config.databaseUrl) {
    const name = `${new URL(t.config.databaseUrl).pathname.slice(1)}_${suffix}`;
    url = await createDatabase(t.config.databaseUrl, name);
  }
  return openDatabase({ databaseUrl: url, pgliteDir: null });
}

/** The tables a backup leaves out, on purpose (a new table is in the archive unless listed here). */
const LEFT_OUT_OF_BACKUPS = [
  // Raw visits, views, clicks and their day's salt: only the rollups are kept (decision 0060).
  'analytics_clicks',
  'analytics_enquiry_changes',
  'analytics_salts',
  'analytics_views',
  'analytics_visits',
  // The change feed between processes (decision 0058): a restored site starts its own.
  'change_feed',
  'change_log',
  'change_pending',
  // Uploaded files stored in PostgreSQL: the archive has them as files (media/…).
  'media_blobs',
  // Per-address limits of the moment.
  'rate_limits',
];

describe('GET /api/v1/admin/backup', () => {
  let t: TestApp;
  let cookie: string;
  beforeAll(async () => {
    t = await createTestApp();
    cookie = await loginAsAdmin(t.app);
    const product = await createProductWithImage(
      t.app,
      cookie,
      { category: 'Backups', product: 'Kept safe' },
      { width: 600, height: 300 },
    );
    // Its Hindi version (issue 36): a backup keeps the versions in other languages too.
    const hindi = await t.app.inject({
      method: 'PUT',
      url: `/api/v1/admin/product/${product._id}/translations/hi`,
      headers: { cookie, origin: ORIGIN },
      payload: { name: 'सुरक्षित रखा', description: 'हर रात का बैकअप।', slug: 'surakshit' },
    });
    expect(hindi.statusCode, hindi.body).toBe(200);
    await t.app.inject({
      method: 'POST',
      url: '/api/v1/contact',
      headers: { origin: ORIGIN },
      payload: { name: 'Ravi', email: 'ravi@example.test', phone: '+91 98765 43210', message: 'Back me up' },
    });
    // A job application with its CV and a form (issue 29): people's files travel as entries of their own.
    const job = await t.app.inject({
      method: 'POST',
      url: '/api/v1/admin/jobs',
      headers: { origin: ORIGIN, cookie },
      payload: {
        title: 'Backup Engineer',
        department: 'Ops',
        location: 'Indore',
        employmentType: 'FULL_TIME',
        description: 'Keep things safe.',
        apply: { kind: 'email', target: 'jobs@example.test' },
      },
    });
    const application = await multipart([
      ['name', 'Meera'],
      ['email', 'meera@example.test'],
      ['phone', '+91 98765 43211'],
      ['consent', 'true'],
      ['cv', { filename: 'meera.pdf', data: pdf('Meera') }],
    ]);
    const applied = await t.app.inject({
      method: 'POST',
      url: `/api/v1/jobs/${job.json().data.slug}/applications`,
      headers: { ...application.headers, origin: ORIGIN },
      payload: application.payload,
    });
    expect(applied.statusCode, applied.body).toBe(201);
    const form = await t.app.inject({
      method: 'POST',
      url: '/api/v1/admin/forms',
      headers: { origin: ORIGIN, cookie },
      payload: {
        title: 'Backed up form',
        fields: [{ key: 'email', type: 'email', label: 'E-mail', required: true }],
      },
    });
    expect(form.statusCode, form.body).toBe(201);
    // A live page with a change waiting for its time (issue 35): restored, it still goes live then.
    const page = await t.app.inject({
      method: 'POST',
      url: '/api/v1/admin/content/page',
      headers: { origin: ORIGIN, cookie },
      payload: { title: 'Backed up page', status: 'published', body: [] },
    });
    expect(page.statusCode, page.body).toBe(201);
    const { _id: pageId, version } = page.json().data as { _id: string; version: number };
    const change = await t.app.inject({
      method: 'PUT',
      url: `/api/v1/admin/content/page/${pageId}/scheduled-change`,
      headers: { origin: ORIGIN, cookie },
      payload: {
        version,
        title: 'Backed up page, changed',
        publishAt: new Date(Date.now() + 86_400_000).toISOString(),
      },
    });
    expect(change.statusCode, change.body).toBe(200);
    // A counted visit, rolled up (issue 27): its figures travel, its raw rows and the salt do not.
    await t.app.inject({
      method: 'POST',
      url: '/api/v1/events',
      headers: { 'user-agent': 'Mozilla/5.0 (X11; Linux x86_64) Chrome/130.0.0.0 Safari/537.36' },
      payload: { type: 'pageview', path: '/products' },
    });
    await t.app.vyoma.analytics.flush();
    const zone = t.config.siteTimezone;
    await rollUpDay(t.app.vyoma.db, localDay(new Date(), zone), zone, { final: true });
    // The enquiry's figures too, as tomorrow's rollup would make them.
    await rollUpEnquiries(t.app.vyoma.db, addDays(localDay(new Date(), zone), 1), zone);
  });
  afterAll(async () => {
    await t?.close();
  });

  it('refuses anonymous and cross-site requests', async () => {
    const anon = await t.app.inject({ method: 'GET', url: '/api/v1/admin/backup' });
    expect(anon.statusCode).toBe(401);
    expect(anon.json().message).toBeTruthy();
    for (const headers of [
      { cookie, 'sec-fetch-site': 'cross-site' },
      { cookie, 'sec-fetch-site': 'same-site' },
      { cookie, origin: 'https://evil.example' },
    ]) {
      const res = await t.app.inject({ method: 'GET', url: '/api/v1/admin/backup', headers });
      expect(res.statusCode).toBe(403);
      expect(res.json()).toEqual({ message: 'Cross-site request refused.' });
      expect(res.headers['content-type']).toMatch(/json/);
    }
  });

  it('streams a gzip archive with the manifest, every table and every file, and it restores', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/v1/admin/backup',
      headers: { cookie, 'sec-fetch-site': 'same-origin' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/gzip');
    expect(res.headers['content-disposition']).toMatch(
      /^attachment; filename="vyoma-backup-\d{8}-\d{6}\.tar\.gz"$/,
    );
    const entries = await untar(res.rawPayload);
    const manifest = JSON.parse(entries.get('manifest.json')!.toString());
    expect(manifest).toMatchObject({
      format: 'vyoma-backup',
      version: 1,
      database: t.config.databaseUrl ? 'postgres' : 'pglite',
      mediaStore: 'disk',
    });
    expect(manifest.tables.products).toBe(1);
    expect(manifest.tables.contact_messages).toBe(1);
    expect(manifest.tables.analytics_rolled_days).toBe(1);
    expect(manifest.tables.analytics_visit_rollups).toBeGreaterThan(0);
    expect(manifest.tables.analytics_page_rollups).toBeGreaterThan(0);
    expect(manifest.tables.analytics_enquiry_rollups).toBeGreaterThan(0);
    expect(manifest.tables.analytics_enquiry_state).toBe(1);
    expect(manifest.tables.scheduled_changes).toBe(1);
    expect(manifest.tables.products_translations).toBe(1);
    // Every table of the database is in the archive but those a restored site must not have: raw
    // visits and their salts (decision 0060), and the migrations' own record.
    const tables = (
      (await t.app.vyoma.db.execute(
        sql`select table_name as name from information_schema.tables where table_schema = 'public' and table_type = 'BASE TABLE'`,
      )) as unknown as { rows: { name: string }[] }
    ).rows.map((r) => r.name);
    const archived = new Set(backupTables().map((table) => getTableName(table)));
    expect(tables.filter((name) => !archived.has(name)).sort()).toEqual(LEFT_OUT_OF_BACKUPS);
    for (const raw of ['analytics_visits', 'analytics_views', 'analytics_salts', 'analytics_enquiry_changes'])
      expect(entries.has(`db/${raw}.jsonl`), raw).toBe(false);
    for (const table of BACKUP_TABLES) expect(entries.has(`db/${getTableName(table)}.jsonl`)).toBe(true);
    const files = uploadedFiles(t.config);
    expect(files.length).toBeGreaterThanOrEqual(2); // the original and its 480 px rendition
    expect([...entries.keys()].filter((k) => k.startsWith('media/')).sort()).toEqual(
      files.map((f) => `media/${f}`),
    );
    expect(JSON.parse(entries.get('media-summary.json')!.toString())).toMatchObject({
      missing: [],
      entryFiles: 1,
    });
    const cv = [...entries.keys()].filter((k) => k.startsWith('entry-files/'));
    expect(cv).toHaveLength(1);
    expect(entries.get(cv[0]!)!.equals(pdf('Meera'))).toBe(true);
    // The row carries no bytes: they are the entry's.
    expect(entries.get('db/entry_files.jsonl')!.toString()).not.toContain('"data"');

    // Restore into an empty database of the same kind and compare every table and file.
    const dir = mkdtempSync(path.join(os.tmpdir(), 'vyoma-restore-'));
    const archive = path.join(dir, 'b.tar.gz');
    writeFileSync(archive, res.rawPayload);
    const target = await emptyTarget(t, 'r');
    try {
      const media = new MediaService(target.db, 'disk', path.join(dir, 'uploads'));
      const result = await restoreBackup(archive, target, media, 'the test target');
      expect(result.files).toBe(files.length);
      for (const table of BACKUP_TABLES) {
        const q = sql`select to_jsonb(t)::text as r from ${table} t order by 1`;
        const a = ((await t.app.vyoma.db.execute(q)) as unknown as { rows: { r: string }[] }).rows;
        const b = ((await target.db.execute(q)) as unknown as { rows: { r: string }[] }).rows;
        const expected = a.map((x) => JSON.parse(x.r));
        if (getTableName(table) === 'audit_log') {
          // The download is recorded before the dump starts, so the archive holds its own entry.
          expect(expected.filter((r) => r.action === 'backup.download')).toHaveLength(1);
        }
        expect(
          b.map((x) => JSON.parse(x.r)),
          getTableName(table),
        ).toEqual(expected);
      }
      for (const f of files) {
        const original = entries.get(`media/${f}`)!;
        const restored = (await media.store.read(target.db, `/uploads/${f}`))!;
        expect(sha(restored)).toBe(sha(original));
      }
      // A second restore into the now filled target is refused, and changes nothing.
      await expect(restoreBackup(archive, target, media, 'the test target')).rejects.toThrow(
        /the test target is not empty/,
      );
    } finally {
      await target.close();
      rmSync(dir, { recursive: true, force: true });
    }
  });

  /** Restores an archive of these entries into an empty database, reads it with `check`, then drops it. */
  async function restoreEntries(
    list: [string, Buffer][],
    suffix: string,
    check: (target: Database, result: Awaited<ReturnType<typeof restoreBackup>>) => Promise<void>,
  ) {
    const dir = mkdtempSync(path.join(os.tmpdir(), 'vyoma-restore-'));
    const archive = path.join(dir, 'old.tar.gz');
    writeFileSync(archive, await tarGz(list));
    const target = await emptyTarget(t, suffix);
    try {
      const media = new MediaService(target.db, 'disk', path.join(dir, 'uploads'));
      await check(target, await restoreBackup(archive, target, media, 'the test target'));
    } finally {
      await target.close();
      rmSync(dir, { recursive: true, force: true });
    }
  }

  /** Today's backup's entries, by name. */
  async function todaysBackup() {
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/v1/admin/backup',
      headers: { cookie, 'sec-fetch-site': 'same-origin' },
    });
    return untar(res.rawPayload);
  }

  /**
   * Today's backup (or `entries` read from it) as the previous version wrote it: its schema level one
   * less, and `table` holding `rows`: a table that version had (whose rows live in another table now),
   * or one of today's as that version filled it (its file replaced where it stands).
   */
  async function olderBackup(
    table: string,
    rows: object[],
    entries?: Map<string, Buffer>,
  ): Promise<[string, Buffer][]> {
    const today = entries ?? (await todaysBackup());
    const manifest = JSON.parse(today.get('manifest.json')!.toString());
    const tables = { ...manifest.tables, [table]: rows.length };
    const file = `db/${table}.jsonl`;
    const data = Buffer.from(rows.map((r) => `${JSON.stringify(r)}\n`).join(''));
    const list: [string, Buffer][] = [
      [
        'manifest.json',
        Buffer.from(JSON.stringify({ ...manifest, schemaLevel: manifest.schemaLevel - 1, tables })),
      ],
    ];
    if (!today.has(file)) list.push([file, data]);
    for (const [name, bytes] of today)
      if (name !== 'manifest.json') list.push([name, name === file ? data : bytes]);
    return list;
  }

  it('restores the mail of a backup made before the outbox (mail_outbox) as outbox messages', async () => {
    const entries = await todaysBackup();
    const manifest = JSON.parse(entries.get('manifest.json')!.toString());
    const enquiry = JSON.parse(entries.get('db/contact_messages.jsonl')!.toString().split('\n')[0]!);
    // As the previous version wrote it: its schema level, and the mail in its own table.
    const old = {
      id: crypto.randomUUID(),
      enquiry_id: enquiry.id,
      kind: 'autoreply',
      recipients: ['ravi@example.test'],
      reply_to: null,
      subject: 'We received your enquiry',
      text_body: 'Thanks',
      html_body: '<p>Thanks</p>',
      state: 'failed',
      attempts: 10,
      next_attempt_at: '2026-11-20T10:00:00+00:00',
      locked_until: null,
      last_error: '550 mailbox unavailable',
      sent_at: null,
      created_at: '2026-11-20T09:00:00+00:00',
      updated_at: '2026-11-20T10:00:00+00:00',
    };
    const { outbox_messages: _, ...tables } = manifest.tables;
    const list: [string, Buffer][] = [
      [
        'manifest.json',
        Buffer.from(
          JSON.stringify({
            ...manifest,
            schemaLevel: manifest.schemaLevel - 1,
            tables: { ...tables, mail_outbox: 1 },
          }),
        ),
      ],
    ];
    for (const [name, data] of entries)
      if (name !== 'manifest.json' && name !== 'db/outbox_messages.jsonl') list.push([name, data]);
    list.splice(1, 0, ['db/mail_outbox.jsonl', Buffer.from(`${JSON.stringify(old)}\n`)]);

    await restoreEntries(list, 'm', async (target, result) => {
      expect(result.tables.mail_outbox).toBe(1);
      const rows = await target.db.select().from(outboxMessages);
      expect(rows).toEqual([
        expect.objectContaining({
          id: old.id,
          kind: 'mail',
          ref: `enquiry:${enquiry.id}`,
          payload: {
            to: ['ravi@example.test'],
            replyTo: null,
            subject: 'We received your enquiry',
            text: 'Thanks',
            html: '<p>Thanks</p>',
            audience: 'visitor',
          },
          state: 'failed',
          attempts: 10,
          lastError: '550 mailbox unavailable',
          createdAt: new Date('2026-11-20T09:00:00Z'),
        }),
      ]);
    });
  });

  it('restores a page’s Hindi version of a backup made before migration 0046 at its page’s English URL name and path', async () => {
    const entries = await todaysBackup();
    const page = JSON.parse(entries.get('db/pages.jsonl')!.toString().split('\n')[0]!) as {
      id: string;
      slug: string;
      path: string;
    };
    // As the previous version wrote it: a version with no URL name or path of its own.
    const old = {
      id: crypto.randomUUID(),
      item_id: page.id,
      lang: 'hi',
      title: 'पुराना पेज',
      status: 'published',
    };
    const list = await olderBackup('pages_translations', [old], entries);

    await restoreEntries(list, 'p', async (target, result) => {
      expect(result.tables.pages_translations).toBe(1);
      const rows = (
        (await target.db.execute(
          sql`select slug, path from ${pageTranslations} where item_id = ${page.id}`,
        )) as unknown as { rows: { slug: string; path: string }[] }
      ).rows;
      expect(rows).toEqual([{ slug: page.slug, path: page.path }]);
    });
  });

  it('restores the saved versions of forms of a backup made before migration 0022 as form revisions', async () => {
    const definition = {
      fields: [{ key: 'email', type: 'email', label: 'E-mail', required: true }],
      steps: [],
      confirmation: { kind: 'message', message: 'Thanks.' },
      notify: [],
    };
    // As the previous version wrote it: a form's versions in their own table.
    const old = [1, 2].map((version) => ({
      form_id: crypto.randomUUID(),
      version,
      title: `Brief, version ${version}`,
      definition,
      created_at: `2026-10-0${version}T09:00:00+00:00`,
    }));
    const list = await olderBackup('form_versions', old);

    await restoreEntries(list, 'f', async (target, result) => {
      expect(result.tables.form_versions).toBe(2);
      const rows = await target.db
        .select()
        .from(revisions)
        .where(
          and(
            eq(revisions.kind, 'form'),
            inArray(
              revisions.itemId,
              old.map((o) => o.form_id),
            ),
          ),
        )
        .orderBy(revisions.version);
      expect(rows).toEqual(
        old.map((o) =>
          expect.objectContaining({
            itemId: o.form_id,
            version: o.version,
            authorName: 'System',
            summary: o.version === 1 ? 'Created' : 'Saved',
            createdAt: new Date(o.created_at),
            data: expect.objectContaining({ _id: o.form_id, title: o.title, definition }),
          }),
        ),
      );
    });
  });

  it('restores the saved versions of legal pages of a backup made before migration 0020 as legal revisions', async () => {
    const body = {
      type: 'doc',
      content: [{ type: 'paragraph', content: [{ type: 'text', text: 'Old text.' }] }],
    };
    // As the previous version wrote it: the page's versions in their own table.
    const old = {
      id: crypto.randomUUID(),
      key: 'refund-policy',
      version: 7,
      created_at: '2026-10-01T09:00:00+00:00',
      author_id: null,
      author_name: '',
      title: 'Refunds, as they were',
      body,
    };
    const list = await olderBackup('legal_revisions', [old]);

    await restoreEntries(list, 'l', async (target, result) => {
      expect(result.tables.legal_revisions).toBe(1);
      const [row] = await target.db.select().from(revisions).where(eq(revisions.id, old.id));
      expect(row).toMatchObject({
        kind: 'legal',
        itemId: 'refund-policy',
        version: 7,
        authorName: 'System',
        createdAt: new Date('2026-10-01T09:00:00Z'),
        data: { _id: 'refund-policy', title: 'Refunds, as they were', body },
      });
    });
  });
});
