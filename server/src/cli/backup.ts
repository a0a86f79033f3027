/**
 * npm run backup -- [--out FILE] [--url URL]
 *
 * Writes a backup archive (.tar.gz: manifest, database dump, media) of a running site.
 * - Embedded database: only the running server may open it, so this asks the server: it signs in at
 *   --url (default http://127.0.0.1:$PORT) as ADMIN_EMAIL / ADMIN_PASSWORD (environment, or
 *   --email/--password) and downloads GET /api/v1/admin/backup.
 * - With DATABASE_URL (and no --url) it reads PostgreSQL directly (and the media from the database, or
 *   from DATA_DIR/uploads with MEDIA_STORE=disk), beside the running servers.
 */
import { createWriteStream } from 'node:fs';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { parseArgs } from 'node:util';
import { createBackup, removeQuietly } from '../modules/backup/archive.ts';
import { cliConfig, fail, openCliDatabase, typedPath } from './common.ts';

const USAGE = `Usage: npm run backup -- [--out FILE] [--url http://127.0.0.1:3000] [--email E --password P]
  Embedded database: asks the running server at --url, signing in as ADMIN_EMAIL / ADMIN_PASSWORD.
  DATABASE_URL set (and no --url): reads PostgreSQL directly.`;

const stamp = (d: Date) => d.toISOString().replace(/[-:]/g, '').replace('T', '-').slice(0, 15);

async function viaServer(url: string, email: string, password: string, out: string): Promise<void> {
  const base = url.replace(/\/+$/, '');
  let login: Response;
  try {
    login = await fetch(`${base}/api/v1/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email, password }),
      signal: AbortSignal.timeout(30_000),
    });
  } catch (err) {
    fail(
      `Could not reach the server at ${base} (${(err as Error & { cause?: Error }).cause?.message ?? (err as Error).message}). Is it running? Use --url to point at it.`,
    );
  }
  if (login.status !== 200) {
    const body = (await login.json().catch(() => ({}))) as { message?: string };
    fail(`Signing in as ${email} failed (${login.status}): ${body.message ?? 'no message'}`);
  }
  const cookie = login.headers
    .getSetCookie()
    .map((c) => c.split(';')[0]!)
    .find((c) => /vyoma_sid=/.test(c));
  if (!cookie) fail('The server did not start a session.');
  try {
    const res = await fetch(`${base}/api/v1/admin/backup`, { headers: { cookie } });
    if (res.status !== 200 || !res.body) {
      const body = (await res.json().catch(() => ({}))) as { message?: string };
      fail(`The server refused the backup (${res.status}): ${body.message ?? 'no message'}`);
    }
    await pipeline(
      Readable.fromWeb(res.body as import('node:stream/web').ReadableStream),
      createWriteStream(out, { flags: 'wx' }),
    );
  } finally {
    await fetch(`${base}/api/v1/logout`, { headers: { cookie } }).catch(() => {});
  }
}

async function main(): Promise<void> {
  const { values } = parseArgs({
    options: {
      out: { type: 'string', short: 'o' },
      url: { type: 'string' },
      email: { type: 'string' },
      password: { type: 'string' },
      help: { type: 'boolean', short: 'h' },
    },
  });
  if (values.help) {
    process.stdout.write(`${USAGE}\n`);
    return;
  }
  const config = cliConfig();
  const out = typedPath(values.out ?? `vyoma-backup-${stamp(new Date())}.tar.gz`);
  try {
    if (config.databaseUrl && !values.url) {
      // On PostgreSQL there is no DATA_DIR lock: the backup reads beside the running servers.
      const { database, media, close } = await openCliDatabase(config);
      try {
        await pipeline(createBackup(database, media), createWriteStream(out, { flags: 'wx' }));
      } finally {
        await close();
      }
    } else {
      const email = values.email ?? process.env.ADMIN_EMAIL;
      const password = values.password ?? process.env.ADMIN_PASSWORD;
      if (!email || !password)
        fail(`Set ADMIN_EMAIL and ADMIN_PASSWORD (or --email/--password) to sign in.\n${USAGE}`);
      await viaServer(values.url ?? `http://127.0.0.1:${config.port}`, email, password, out);
    }
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code === 'EEXIST')
      fail(`${out} already exists; choose another --out.`);
    await removeQuietly(out);
    throw err;
  }
  process.stdout.write(`Backup written to ${out}\n`);
}

main().catch((err) => {
  process.stderr.write(`Backup failed: ${(err as Error).stack ?? String(err)}\n`);
  process.exit(1);
});
