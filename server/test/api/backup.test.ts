/**
 * GET /api/v1/admin/backup: admins only, same-site only; the archive holds a manifest, every table and
 * every stored file, and restores into an empty database with the same rows and files.
 */
import { createHash } from 'node:crypto';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { createGunzip } from 'node:zlib';
import { getTableName, sql } from 'drizzle-orm';
import tar from 'tar-stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../../src/db/client.ts';
import { BACKUP_TABLES, restoreBackup } from '../../src/modules/backup/archive.ts';
import { MediaService } from '../../src/modules/media/service.ts';
import {
  createProductWithImage,
  createTestApp,
  loginAsAdmin,
  ORIGIN,
  type TestApp,
  uploadedFiles,
} from '../support/app.ts';
import { createDatabase } from '../support/postgres-cluster.ts';

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

describe('GET /api/v1/admin/backup', () => {
  let t: TestApp;
  let cookie: string;
  beforeAll(async () => {
    t = await createTestApp();
    cookie = await loginAsAdmin(t.app);
    await createProductWithImage(
      t.app,
      cookie,
      { category: 'Backups', product: 'Kept safe' },
      { width: 600, height: 300 },
    );
    await t.app.inject({
      method: 'POST',
      url: '/api/v1/contact',
      headers: { origin: ORIGIN },
      payload: { name: 'Ravi', email: 'ravi@example.test', phone: '+91 98765 43210', message: 'Back me up' },
    });
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
    for (const table of BACKUP_TABLES) expect(entries.has(`db/${getTableName(table)}.jsonl`)).toBe(true);
    const files = uploadedFiles(t.config);
    expect(files.length).toBeGreaterThanOrEqual(2); // the original and its 480 px rendition
    expect([...entries.keys()].filter((k) => k.startsWith('media/')).sort()).toEqual(
      files.map((f) => `media/${f}`),
    );
    expect(JSON.parse(entries.get('media-summary.json')!.toString()).missing).toEqual([]);

    // Restore into an empty database of the same kind and compare every table and file.
    const dir = mkdtempSync(path.join(os.tmpdir(), 'vyoma-restore-'));
    const archive = path.join(dir, 'b.tar.gz');
    writeFileSync(archive, res.rawPayload);
    let targetUrl: string | null = null;
    if (t.config.databaseUrl) {
      const name = `${new URL(t.config.databaseUrl).pathname.slice(1)}_r`;
      targetUrl = await createDatabase(t.config.databaseUrl, name);
    }
    const target = await openDatabase({ databaseUrl: targetUrl, pgliteDir: null });
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
});
