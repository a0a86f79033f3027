/**
 * Live backup and restore on the embedded database, with real processes: a seeded server whose content
 * was changed is backed up with `npm run backup` (which signs in and asks the server) while enquiries
 * keep arriving; the archive is restored with `npm run restore` into a fresh DATA_DIR. Every table and
 * every file of the restored site equals the original's (enquiries: those acknowledged before the
 * backup began are there, and nothing that was never sent), and a server on the restored folder serves
 * the same content. A restore is all or nothing: archives cut short, with a refused row, a link or an
 * oversized manifest are refused with their reason and leave the target (embedded, and PostgreSQL when
 * its binaries are here) without a row or a file, and the whole archive then restores into it.
 */
import { execFile } from 'node:child_process';
import { createHash } from 'node:crypto';
import {
  createReadStream,
  createWriteStream,
  existsSync,
  readdirSync,
  readFileSync,
  writeFileSync,
} from 'node:fs';
import path from 'node:path';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { promisify } from 'node:util';
import { createGunzip, createGzip } from 'node:zlib';
import { getTableName, sql } from 'drizzle-orm';
import tar from 'tar-stream';
import { afterAll, describe, expect, inject, it } from 'vitest';
import { openDatabase } from '../../src/db/client.ts';
import { mediaBlobs } from '../../src/db/schema.ts';
import { BACKUP_TABLES } from '../../src/modules/backup/archive.ts';
import {
  ADMIN_EMAIL,
  ADMIN_PASSWORD,
  api,
  burst,
  createDatabase,
  embeddedDataDir,
  killAll,
  login,
  repoRoot,
  type ServerProcess,
  startServer,
  tempDir,
  testNodeArgs,
} from './helpers.ts';

const run = promisify(execFile);

function cli(script: 'backup' | 'restore' | 'admin', args: string[], env: Record<string, string>) {
  return run(process.execPath, testNodeArgs(`cli-${script}`, ...args), {
    cwd: repoRoot,
    env: { ...process.env, DATABASE_URL: '', VITEST: '', ...env },
    timeout: 120_000,
  });
}

async function tableRows(
  dataDir: string,
  databaseUrl: string | null = null,
): Promise<Map<string, unknown[]>> {
  const database = await openDatabase({
    databaseUrl,
    pgliteDir: databaseUrl ? null : path.join(dataDir, 'db'),
  });
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

interface Entry {
  header: tar.Header;
  data: Buffer;
}

const entriesOf = (file: string) => entriesOfStream(createReadStream(file));

async function entriesOfStream(archive: Readable): Promise<Entry[]> {
  const out: Entry[] = [];
  const extract = tar.extract();
  const reading = pipeline(archive, createGunzip(), extract);
  for await (const entry of extract) {
    const chunks: Buffer[] = [];
    for await (const c of entry) chunks.push(c as Buffer);
    out.push({ header: entry.header, data: Buffer.concat(chunks) });
  }
  await reading;
  return out;
}

/**
 * Starts a backup download and drops the connection: at once (headers only), after the first
 * kilobyte, or once the archive has reached a media file. True when the cut came where it was meant to.
 */
async function cancelBackup(
  baseUrl: string,
  cookie: string,
  when: 'at once' | 'after 1 KB' | 'inside a media file',
): Promise<boolean> {
  const controller = new AbortController();
  const res = await fetch(`${baseUrl}/api/v1/admin/backup`, {
    headers: { cookie },
    signal: controller.signal,
  });
  expect(res.status).toBe(200);
  if (when === 'at once') {
    controller.abort();
    return true;
  }
  const body = Readable.fromWeb(res.body as never);
  if (when === 'after 1 KB') {
    let read = 0;
    for await (const chunk of body) {
      read += (chunk as Buffer).length;
      if (read >= 1024) break; // leaving the loop destroys the body: the connection closes
    }
    controller.abort();
    return read >= 1024;
  }
  const extract = tar.extract();
  const reading = pipeline(body, createGunzip(), extract).catch(() => {});
  let cut = false;
  for await (const entry of extract) {
    if (entry.header.name.startsWith('media/') && (entry.header.size ?? 0) > 0) {
      for await (const _ of entry) break; // the first bytes of the file, then away
      cut = true;
      controller.abort();
      break;
    }
    entry.resume();
  }
  await reading;
  return cut;
}

async function writeArchive(file: string, entries: Entry[]): Promise<void> {
  const pack = tar.pack();
  const writing = pipeline(pack, createGzip({ level: 1 }), createWriteStream(file));
  for (const { header, data } of entries) {
    await new Promise<void>((resolve, reject) => {
      const done = (err?: Error | null) => (err ? reject(err) : resolve());
      if (header.type === 'file') pack.entry({ ...header, size: data.length }, data, done);
      else pack.entry({ ...header, size: 0 }, done);
    });
  }
  pack.finalize();
  await writing;
}

/** What a restore target holds: every row, and every file or folder in its media store. */
async function contentsOf(target: { dataDir: string; databaseUrl: string | null }) {
  const rows = [...(await tableRows(target.dataDir, target.databaseUrl)).values()].flat();
  let files: string[] = [];
  if (target.databaseUrl) {
    const database = await openDatabase({ databaseUrl: target.databaseUrl, pgliteDir: null });
    const blobs = await database.db.select({ path: mediaBlobs.path }).from(mediaBlobs);
    files = blobs.map((r) => r.path.slice('/uploads/'.length));
    await database.close();
  } else {
    const uploads = path.join(target.dataDir, 'uploads');
    files = existsSync(uploads) ? readdirSync(uploads) : [];
  }
  return { rows: rows.length, files };
}

describe('live backup and restore (embedded database)', () => {
  // The run's migrated folder (initdb and the migrations done once); the demo content is seeded on it.
  const source = embeddedDataDir('backup-src');
  const target = tempDir('backup-dst');
  const work = tempDir('backup-file');
  const failing = tempDir('backup-failing');
  const archive = path.join(work.dir, 'site.tar.gz');
  let server: ServerProcess;

  afterAll(async () => {
    await killAll();
    for (const d of [source, target, work, failing]) d.remove();
  });

  it('backs up a running, changing site and restores every table and file', async () => {
    server = await startServer({ dataDir: source.dir, env: { SEED_DEMO: 'true' }, readyTimeoutMs: 120_000 });
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
    // A steady trickle (about 100 a second) for as long as the backup runs: writes land throughout the
    // snapshot, without a flood that only slows the backup and the rest of the suite.
    const during = burst({
      baseUrl: server.baseUrl,
      total: 5000,
      concurrency: 2,
      pauseMs: 20,
      tag: 'during',
      shouldStop: () => backupDone,
    });
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
    expect(duringResult.refused).toBe(0);
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
    const restored = await startServer({ dataDir: target.dir, env: { LOG_LEVEL: 'info' } });
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

    // A download cancelled at any point (before a byte, after the first kilobyte, inside a media file)
    // ends that dump only: the server keeps serving, and the next backup is whole.
    for (const when of ['at once', 'after 1 KB', 'inside a media file'] as const) {
      expect(await cancelBackup(restored.baseUrl, cookie2, when), when).toBe(true);
      const health = await fetch(`${restored.baseUrl}/healthz`, {
        signal: AbortSignal.timeout(10_000),
      }).catch(
        (err: Error) => new Error(`${err.message}; the server said:\n${restored.output().slice(-3000)}`),
      );
      expect(health instanceof Error ? health.message : health.status, `healthz, cancelled ${when}`).toBe(
        200,
      );
    }
    const whole = await fetch(`${restored.baseUrl}/api/v1/admin/backup`, { headers: { cookie: cookie2 } });
    const names = (await entriesOfStream(Readable.fromWeb(whole.body as never))).map((e) => e.header.name);
    expect(names.at(-1)).toBe('media-summary.json');
    expect(restored.isRunning()).toBe(true);
    expect(restored.output().match(/backup download cancelled/g)).toHaveLength(3);
    expect(await restored.stop()).toEqual({ code: 0, signal: null });
  });

  // A restore is all or nothing: whatever fails, the target is left as empty as it was (no rows, no
  // files, no staging folder), so the next attempt is accepted.
  const targets = [
    // A DATA_DIR that does not exist yet: restore makes it.
    { kind: 'embedded', dataDir: path.join(failing.dir, 'new-site'), databaseUrl: null as string | null },
    ...(process.env.TEST_POSTGRES === '1'
      ? [{ kind: 'PostgreSQL', dataDir: path.join(failing.dir, 'pg'), databaseUrl: null as string | null }]
      : []),
  ];
  const restoreInto = (t: (typeof targets)[number], file: string) =>
    cli('restore', [file], { DATA_DIR: t.dataDir, DATABASE_URL: t.databaseUrl ?? '' });
  const damaged = (name: string) => path.join(work.dir, name);

  it('makes the damaged archives', async () => {
    expect(existsSync(archive)).toBe(true);
    const bytes = readFileSync(archive);
    // Cut halfway: the rows are all there, about half the media files.
    writeFileSync(damaged('cut.tar.gz'), bytes.subarray(0, Math.floor(bytes.length / 2)));
    const entries = await entriesOf(archive);
    const messages = entries.findIndex((e) => e.header.name === 'db/contact_messages.jsonl');
    const lines = entries[messages]!.data.toString().trimEnd().split('\n');
    // One enquiry twice: the second copy breaks the primary key.
    await writeArchive(
      damaged('bad-row.tar.gz'),
      entries.map((e, i) =>
        i === messages ? { ...e, data: Buffer.from(`${[...lines, lines[0]].join('\n')}\n`) } : e,
      ),
    );
    const lastMedia = entries.findLastIndex((e) => e.header.name.startsWith('media/'));
    for (const [name, type, linkname] of [
      ['symlink.tar.gz', 'symlink', '/etc/passwd'],
      ['hardlink.tar.gz', 'link', 'manifest.json'],
    ] as const) {
      const link = {
        header: { ...entries[lastMedia]!.header, type, linkname, size: 0 },
        data: Buffer.alloc(0),
      };
      await writeArchive(
        damaged(name),
        entries.map((e, i) => (i === lastMedia ? link : e)),
      );
    }
    // The real manifest, padded with 64 MB of spaces (still valid JSON).
    const manifest = entries[0]!;
    expect(manifest.header.name).toBe('manifest.json');
    const padded = Buffer.alloc(64 * 1024 * 1024, ' ');
    manifest.data.copy(padded);
    await writeArchive(damaged('big-manifest.tar.gz'), [{ ...manifest, data: padded }, ...entries.slice(1)]);
    for (const t of targets)
      if (t.kind === 'PostgreSQL')
        t.databaseUrl = await createDatabase(inject('postgresUrl'), 'restore_failing');
  });

  it.each([
    ['an archive cut short', 'cut.tar.gz', /it was cut short/],
    [
      'a row the database refuses',
      'bad-row.tar.gz',
      /Row \d+ of db\/contact_messages\.jsonl \(table contact_messages\) cannot be restored: duplicate key value violates unique constraint/,
    ],
    [
      'a symbolic link',
      'symlink.tar.gz',
      /media\/\S+ in the archive is a symbolic link to \/etc\/passwd, not a file: a backup holds only files/,
    ],
    [
      'a hard link',
      'hardlink.tar.gz',
      /media\/\S+ in the archive is a hard link to manifest\.json, not a file/,
    ],
    [
      'a 64 MB manifest (refused from its size, not read)',
      'big-manifest.tar.gz',
      /manifest\.json in the archive is 64 MB; a backup's is at most 1 MB/,
    ],
  ])('refuses %s and leaves the target empty', async (_label, name, reason) => {
    for (const t of targets) {
      const failed = await restoreInto(t, damaged(name)).then(
        () => null,
        (err: { code: number; stderr: string }) => err,
      );
      expect(failed?.code, t.kind).toBe(1);
      expect(failed?.stderr, t.kind).toMatch(reason);
      expect(failed?.stderr, t.kind).toContain('Nothing was restored');
      // Words, not the SQL the database was sent.
      expect(failed?.stderr, t.kind).not.toMatch(/Failed query|insert into|\n\s+at /);
      expect(await contentsOf(t), t.kind).toEqual({ rows: 0, files: [] });
    }
  });

  it('restores the whole archive into the same target after those failures', async () => {
    const manifest = JSON.parse((await entriesOf(archive))[0]!.data.toString()) as {
      tables: Record<string, number>;
    };
    for (const t of targets) {
      const restored = await restoreInto(t, archive);
      expect(restored.stdout, t.kind).toMatch(/Restored the backup of .* \(pglite\)/);
      const contents = await contentsOf(t);
      expect(contents.files.sort(), t.kind).toEqual(Object.keys(filesOf(path.join(target.dir, 'uploads'))));
      expect(contents.rows, t.kind).toBe(Object.values(manifest.tables).reduce((a, b) => a + b, 0));
    }
  });

  it('npm run admin refuses a DATA_DIR that does not exist, saying what to do', async () => {
    const missing = path.join(work.dir, 'no-such-site');
    await expect(
      cli('admin', ['reset-password', '--email', 'someone@example.test'], { DATA_DIR: missing }),
    ).rejects.toMatchObject({
      code: 1,
      stderr: `DATA_DIR=${missing} does not exist: no site has been started there. Set DATA_DIR to the folder the server uses, or start the server once (npm start) to make it.\n`,
    });
    expect(existsSync(missing)).toBe(false);
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
