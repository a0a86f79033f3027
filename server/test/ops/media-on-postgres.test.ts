/**
 * Media without a shared disk: two processes with separate DATA_DIRs on one PostgreSQL database
 * (MEDIA_STORE defaults to database there). An image uploaded through A is served by B with an ETag
 * and a year of caching; an image replaced in the media library disappears from both (one a section
 * stops using stays in the library, docs/decisions/0049); `npm run backup` reading PostgreSQL
 * directly holds every file, and restores into an empty database.
 */
import { execFile } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, readdirSync } from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, describe, expect, inject, it } from 'vitest';
import {
  api,
  createDatabase,
  killAll,
  login,
  repoRoot,
  type ServerProcess,
  startServer,
  tempDir,
  testNodeArgs,
} from './helpers.ts';

const run = promisify(execFile);
const sha = (b: ArrayBuffer | Buffer) =>
  createHash('sha256')
    .update(Buffer.from(b as ArrayBuffer))
    .digest('hex');

async function upload(base: string, cookie: string, url: string, method: string, data: Buffer) {
  const form = new FormData();
  form.append('title', 'Shared through the database');
  form.append('para', 'No shared disk');
  form.append('imgSrc', new Blob([data], { type: 'image/png' }), 'shared.png');
  const res = await fetch(`${base}${url}`, {
    method,
    headers: { cookie, origin: base },
    body: form,
    signal: AbortSignal.timeout(30_000),
  });
  return { status: res.status, body: (await res.json()) as { data: { imgSrc: string } } };
}

describe.runIf(process.env.TEST_POSTGRES === '1')('media stored in PostgreSQL', () => {
  const dirs = [tempDir('media-a'), tempDir('media-b'), tempDir('media-restore')];
  let a: ServerProcess;
  let b: ServerProcess;

  afterAll(async () => {
    await killAll();
    for (const d of dirs) d.remove();
  });

  it('an image uploaded through one process is served by the other; a backup holds every file', async () => {
    const clusterUrl = inject('postgresUrl');
    const url = await createDatabase(clusterUrl, 'media');
    // A seeds the demo content (its media go into the database); B starts once A is ready.
    a = await startServer({
      dataDir: dirs[0]!.dir,
      databaseUrl: url,
      env: { SEED_DEMO: 'true' },
      readyTimeoutMs: 180_000,
    });
    b = await startServer({ dataDir: dirs[1]!.dir, databaseUrl: url });
    const cookie = await login(a.baseUrl);
    const sections = await api<{ data: { _id: string }[] }>(a.baseUrl, 'GET', '/api/v1/second-sections');
    const id = sections.body.data[0]!._id;

    const { default: sharp } = await import('sharp');
    const image = await sharp({ create: { width: 640, height: 200, channels: 3, background: '#118844' } })
      .png()
      .toBuffer();
    const up = await upload(a.baseUrl, cookie, `/api/v1/second-sections/${id}`, 'PUT', image);
    expect(up.status).toBe(200);
    const imgPath = up.body.data.imgSrc;
    expect(imgPath).toMatch(/^\/uploads\/.+\.png$/);
    // Nothing was written to A's upload folder: the bytes are in PostgreSQL.
    expect(
      existsSync(path.join(dirs[0]!.dir, 'uploads')) ? readdirSync(path.join(dirs[0]!.dir, 'uploads')) : [],
    ).toEqual([]);

    const fromA = await fetch(`${a.baseUrl}${imgPath}`);
    const fromB = await fetch(`${b.baseUrl}${imgPath}`);
    expect(fromA.status).toBe(200);
    expect(fromB.status).toBe(200);
    const [bytesA, bytesB] = [await fromA.arrayBuffer(), await fromB.arrayBuffer()];
    expect(sha(bytesB)).toBe(sha(bytesA));
    expect(fromB.headers.get('content-type')).toBe('image/png');
    expect(fromB.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    const etag = fromB.headers.get('etag');
    expect(etag).toBeTruthy();
    // (fetch() adds Cache-Control: no-cache to conditional requests, so ask with node:http.)
    const revalidated = await new Promise<number>((resolve, reject) => {
      http
        .get(`${b.baseUrl}${imgPath}`, { headers: { 'if-none-match': etag! } }, (res) => {
          res.resume();
          resolve(res.statusCode ?? 0);
        })
        .on('error', reject);
    });
    expect(revalidated).toBe(304);
    // A range (videos seek this way).
    const range = await fetch(`${b.baseUrl}${imgPath}`, { headers: { range: 'bytes=0-9' } });
    expect(range.status).toBe(206);
    expect((await range.arrayBuffer()).byteLength).toBe(10);

    // Replaced in the media library through B: the old file is gone from the database and from B (A
    // keeps its cached copy until its hourly cache prune; names are never reused), and the section
    // shows the new one.
    const image2 = await sharp({ create: { width: 640, height: 200, channels: 3, background: '#884411' } })
      .png()
      .toBuffer();
    const cookieB = await login(b.baseUrl);
    const library = (await (
      await fetch(`${b.baseUrl}/api/v1/admin/media?limit=100`, { headers: { cookie: cookieB } })
    ).json()) as { data: { _id: string; path: string }[] };
    const item = library.data.find((m) => m.path === imgPath)!;
    const form = new FormData();
    form.append('file', new Blob([image2], { type: 'image/png' }), 'replaced.png');
    const replaced = await fetch(`${b.baseUrl}/api/v1/admin/media/${item._id}/file`, {
      method: 'PUT',
      headers: { cookie: cookieB, origin: b.baseUrl },
      body: form,
      signal: AbortSignal.timeout(30_000),
    });
    expect(replaced.status).toBe(200);
    const newPath = ((await replaced.json()) as { data: { path: string } }).data.path;
    const section = (await (await fetch(`${b.baseUrl}/api/v1/second-sections/${id}`)).json()) as {
      data: { imgSrc: string };
    };
    expect(section.data.imgSrc).toBe(newPath);
    expect((await fetch(`${a.baseUrl}${newPath}`)).status).toBe(200);
    expect((await fetch(`${b.baseUrl}${imgPath}`)).status).toBe(404);
    const unknown = await fetch(`${a.baseUrl}/uploads/does-not-exist.png`);
    expect(unknown.status).toBe(404);

    // npm run backup with DATABASE_URL reads PostgreSQL directly (the servers keep running).
    const archive = path.join(dirs[2]!.dir, 'pg.tar.gz');
    const backup = await run(process.execPath, testNodeArgs('cli-backup', '--out', archive), {
      cwd: repoRoot,
      env: { ...process.env, DATABASE_URL: url, DATA_DIR: dirs[2]!.dir, VITEST: '' },
      timeout: 120_000,
    });
    expect(backup.stdout).toContain('Backup written to');

    // Restore into an empty database; a server on it (fresh DATA_DIR) serves the same image.
    const url2 = await createDatabase(clusterUrl, 'media_restored');
    const restore = await run(process.execPath, testNodeArgs('cli-restore', archive), {
      cwd: repoRoot,
      env: { ...process.env, DATABASE_URL: url2, DATA_DIR: path.join(dirs[2]!.dir, 'data'), VITEST: '' },
      timeout: 120_000,
    });
    expect(restore.stdout).toMatch(/Restored .* \(postgres\)/);
    const { default: pg } = await import('pg');
    const count = async (u: string) => {
      const c = new pg.Client({ connectionString: u });
      await c.connect();
      try {
        const r = await c.query<{ path: string; h: string }>(
          "select path, encode(sha256(data), 'hex') as h from media_blobs order by path",
        );
        return r.rows;
      } finally {
        await c.end();
      }
    };
    const [origBlobs, restoredBlobs] = [await count(url), await count(url2)];
    expect(restoredBlobs).toEqual(origBlobs);
    expect(restoredBlobs.map((r) => r.path)).toContain(newPath);

    const c = await startServer({ dataDir: path.join(dirs[2]!.dir, 'served'), databaseUrl: url2 });
    const fromC = await fetch(`${c.baseUrl}${newPath}`);
    expect(fromC.status).toBe(200);
    for (const s of [a, b, c]) expect(await s.stop()).toEqual({ code: 0, signal: null });
  });
});
