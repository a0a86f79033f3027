/**
 * Live backup and restore on the embedded database, with real processes: a seeded server whose content
 * was changed is backed up with `npm run backup` (which signs in and asks the server) while enquiries
 * keep arriving; the archive is restored with `npm run restore` into a fresh DATA_DIR. Every table and
 * every file of the restored site equals the original's (enquiries: those acknowledged before the
 * backup began are there, and nothing that was never sent), and a server on the restored folder serves
 * the same content.
 */
import { execFile } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';
import { getTableName, sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { BACKUP_TABLES } from '../../src/backup/archive.ts';
import { openDatabase } from '../../src/db/client.ts';
import {
  ADMIN_EMAIL,
  ADMIN_PASSWORD,
  api,
  burst,
  killAll,
  login,
  repoRoot,
  type ServerProcess,
  startServer,
  tempDir,
} from './helpers.ts';

const run = promisify(execFile);

function cli(script: 'backup' | 'restore', args: string[], env: Record<string, string>) {
  return run(process.execPath, ['--import', 'tsx', `server/src/cli/${script}.ts`, ...args], {
    cwd: repoRoot,
    env: { ...process.env, DATABASE_URL: '', VITEST: '', ...env },
    timeout: 120_000,
  });
}

async function tableRows(dataDir: string): Promise<Map<string, unknown[]>> {
  const database = await openDatabase({ databaseUrl: null, pgliteDir: path.join(dataDir, 'db') });
  try {
    const out = new Map<string, unknown[]>();
    for (const table of BACKUP_TABLES) {
      const r = (await database.db.execute(
        sql`select to_jsonb(t)::text as r from ${table} t order by 1`,
      )) as unknown as { rows: { r: string }[] };
      out.set(
        getTableName(table),
        r.rows.map((x) => JSON.parse(x.r)),
      );
    }
    return out;
  } finally {
    await database.close();
  }
}

const sha = (file: string) => createHash('sha256').update(readFileSync(file)).digest('hex');
const filesOf = (dir: string) =>
  existsSync(dir)
    ? Object.fromEntries(
        readdirSync(dir)
          .sort()
          .map((f) => [f, sha(path.join(dir, f))]),
      )
    : {};

describe('live backup and restore (embedded database)', () => {
  const source = tempDir('backup-src');
  const target = tempDir('backup-dst');
  const work = tempDir('backup-file');
  let server: ServerProcess;

  afterAll(async () => {
    await killAll();
    for (const d of [source, target, work]) d.remove();
  });

  it('backs up a running, changing site and restores every table and file', async () => {
    server = await startServer({ dataDir: source.dir, env: { SEED_DEMO: 'true' }, readyTimeoutMs: 180_000 });
    const cookie = await login(server.baseUrl);
    // Change content: a new category and an edited product.
    const cat = await api<{ category: { _id: string } }>(server.baseUrl, 'POST', '/api/v1/admin/categories', {
      cookie,
      json: { name: 'Restored things', description: 'Made before the backup' },
    });
    expect(cat.status).toBe(201);
    const list = await api<{ products: { _id: string }[] }>(server.baseUrl, 'GET', '/api/v1/products');
    const pid = list.body.products[0]!._id;
    const edit = await api(server.baseUrl, 'PUT', `/api/v1/admin/product/${pid}`, {
      cookie,
      json: { name: 'Renamed before backup', description: 'Changed', price: 42, stock: 2 },
    });
    expect(edit.status).toBe(200);

    // Enquiries keep arriving while the backup runs.
    const acknowledgedBefore = await burst({
      baseUrl: server.baseUrl,
      total: 20,
      concurrency: 2,
      tag: 'before',
    });
    expect(acknowledgedBefore.acked).toHaveLength(20);
    let backupDone = false;
    const during = burst({
      baseUrl: server.baseUrl,
      total: 5000,
      concurrency: 3,
      tag: 'during',
      shouldStop: () => backupDone,
    });
    const archive = path.join(work.dir, 'site.tar.gz');
    const started = Date.now();
    const backup = await cli('backup', ['--url', server.baseUrl, '--out', archive], {
      ADMIN_EMAIL,
      ADMIN_PASSWORD,
    });
    const backupMs = Date.now() - started;
    backupDone = true;
    const duringResult = await during;
    expect(backup.stdout).toContain('Backup written to');
    expect(duringResult.acked.length, 'enquiries kept being accepted during the backup').toBeGreaterThan(0);
    expect(duringResult.failed).toBe(0);
    console.log(
      `[backup] ${Math.round(readFileSync(archive).length / 1024)} KB in ${backupMs} ms while ${duringResult.acked.length} enquiries arrived`,
    );

    // The source stops; its final state is the backup's plus the enquiries after the snapshot.
    expect(await server.stop()).toEqual({ code: 0, signal: null });

    const restore = await cli('restore', [archive], { DATA_DIR: target.dir });
    expect(restore.stdout).toMatch(/Restored the backup of .* \(pglite\)/);

    const [a, b] = [await tableRows(source.dir), await tableRows(target.dir)];
    for (const [name, rows] of a) {
      if (name === 'contact_messages' || name === 'sessions') continue;
      if (name === 'audit_log') {
        // The archive holds `npm run backup`'s sign-in and its download; its sign-out came after.
        const entries = rows as { action: string }[];
        expect(entries.at(-1)?.action).toBe('logout');
        expect(b.get(name), name).toEqual(entries.slice(0, -1));
        expect(entries.filter((r) => r.action === 'backup.download')).toHaveLength(1);
        continue;
      }
      expect(b.get(name), name).toEqual(rows);
    }
    // Sessions: the source's, plus the one `npm run backup` signed in with (it signed out afterwards).
    const sourceSessions = a.get('sessions') as { token_hash: string }[];
    const restoredSessions = b.get('sessions') as { token_hash: string }[];
    expect(restoredSessions.filter((r) => sourceSessions.some((s) => s.token_hash === r.token_hash))).toEqual(
      sourceSessions,
    );
    expect(restoredSessions).toHaveLength(sourceSessions.length + 1);
    const restoredMessages = (b.get('contact_messages') as { id: string; message: string }[]).map(
      (m) => m.message,
    );
    const sourceMessages = new Set(
      (a.get('contact_messages') as { message: string }[]).map((m) => m.message),
    );
    for (const m of acknowledgedBefore.acked) expect(restoredMessages).toContain(m);
    for (const m of restoredMessages) expect(sourceMessages.has(m), m).toBe(true);
    expect(filesOf(path.join(target.dir, 'uploads'))).toEqual(filesOf(path.join(source.dir, 'uploads')));
    expect(Object.keys(filesOf(path.join(target.dir, 'uploads'))).length).toBeGreaterThan(20);

    // Restoring again into the now filled folder is refused with a clear message.
    await expect(cli('restore', [archive], { DATA_DIR: target.dir })).rejects.toMatchObject({
      code: 1,
      stderr: expect.stringContaining('is not empty'),
    });

    // A server on the restored folder serves the same site.
    const restored = await startServer({ dataDir: target.dir });
    const cookie2 = await login(restored.baseUrl);
    const product = await api<{ product: { name: string; image: string[] } }>(
      restored.baseUrl,
      'GET',
      `/api/v1/product/${pid}`,
    );
    expect(product.body.product.name).toBe('Renamed before backup');
    const img = await fetch(`${restored.baseUrl}${product.body.product.image[0]}`);
    expect(img.status).toBe(200);
    // Without page and limit the inbox answers the newest 100, with the total of every enquiry.
    const contacts = await api<{ data: unknown[]; total: number }>(
      restored.baseUrl,
      'GET',
      '/api/v1/contact',
      {
        cookie: cookie2,
      },
    );
    expect(contacts.body.total).toBe(restoredMessages.length);
    expect(contacts.body.data).toHaveLength(Math.min(100, restoredMessages.length));
    expect(await restored.stop()).toEqual({ code: 0, signal: null });
  });

  it('npm run backup explains an unreachable server', async () => {
    await expect(
      cli('backup', ['--url', 'http://127.0.0.1:9', '--out', path.join(work.dir, 'x.tar.gz')], {
        ADMIN_EMAIL,
        ADMIN_PASSWORD,
      }),
    ).rejects.toMatchObject({ code: 1, stderr: expect.stringContaining('Could not reach the server') });
  });
});
