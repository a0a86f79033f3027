/**
 * Where the bytes of stored media live (MEDIA_STORE):
 * - disk: files in DATA_DIR/uploads (one process, or several on a shared disk);
 * - database: rows of media_blobs, written in the same transaction as the records that use them, and
 *   copied on first use into each process's DATA_DIR/media-cache, from which they are served. Processes
 *   then share nothing but the database.
 * Names are generated and never reused, so a cached copy never goes stale; a deleted file's cached
 * copy is removed by the scheduled sweep on each process.
 */
import { randomUUID } from 'node:crypto';
import { mkdir, readdir, readFile, rename, stat, unlink, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { mediaBlobs } from '../../db/schema.ts';

/** Where this process serves media from: the files themselves (disk), or its cache of the database's. */
export function servedMediaDir(config: { dataDir: string; mediaStore: 'disk' | 'database' }): string {
  return path.join(config.dataDir, config.mediaStore === 'database' ? 'media-cache' : 'uploads');
}

export interface StoredFile {
  /** /uploads/<name> */
  path: string;
  mime: string;
  data: Buffer;
}

/** The file name of an /uploads/ path, or null when it is not one of ours (no directories, no dots). */
export function uploadName(p: string): string | null {
  if (!p.startsWith('/uploads/')) return null;
  const name = p.slice('/uploads/'.length);
  return /^[A-Za-z0-9][A-Za-z0-9._-]{0,199}$/.test(name) && !name.includes('..') ? name : null;
}

export interface MediaStore {
  readonly kind: 'disk' | 'database';
  /** The directory requests for /uploads/* are served from. */
  readonly serveDir: string;
  /** Before the transaction (disk) or inside it (database). Returns what to undo if the transaction fails. */
  write(tx: Db, files: StoredFile[]): Promise<string[]>;
  /** Inside the transaction: forget these files (database). */
  forget(tx: Db, paths: string[]): Promise<void>;
  /** After commit (or after a failed transaction): remove these files from disk. */
  removeFiles(paths: string[]): Promise<void>;
  /** Makes sure the file for /uploads/<name> is in serveDir; false when it does not exist. */
  ensureLocal(db: Db, name: string): Promise<boolean>;
  /** Reads a stored file (backups). */
  read(db: Db, p: string): Promise<Buffer | null>;
  /** Every stored file path with its size (sweep, backups). */
  list(db: Db): Promise<{ path: string; bytes: number; createdAt: Date }[]>;
}

async function unlinkQuietly(dir: string, paths: string[]): Promise<void> {
  await Promise.all(
    paths.map(async (p) => {
      const name = uploadName(p);
      if (name) await unlink(path.join(dir, name)).catch(() => {});
    }),
  );
}

async function writeAtomically(dir: string, name: string, data: Buffer): Promise<void> {
  const tmp = path.join(dir, `.${name}.${randomUUID()}.tmp`);
  await writeFile(tmp, data);
  await rename(tmp, path.join(dir, name));
}

export class DiskStore implements MediaStore {
  readonly kind = 'disk' as const;
  constructor(readonly serveDir: string) {}

  async write(_tx: Db, files: StoredFile[]): Promise<string[]> {
    await mkdir(this.serveDir, { recursive: true });
    const written: string[] = [];
    try {
      for (const f of files) {
        const name = uploadName(f.path);
        if (!name) throw new Error(`not an upload path: ${f.path}`);
        await writeFile(path.join(this.serveDir, name), f.data, { flag: 'wx' });
        written.push(f.path);
      }
    } catch (err) {
      await unlinkQuietly(this.serveDir, written);
      throw err;
    }
    return written;
  }

  async forget(): Promise<void> {}

  removeFiles(paths: string[]): Promise<void> {
    return unlinkQuietly(this.serveDir, paths);
  }

  async ensureLocal(_db: Db, name: string): Promise<boolean> {
    return stat(path.join(this.serveDir, name)).then(
      (s) => s.isFile(),
      () => false,
    );
  }

  async read(_db: Db, p: string): Promise<Buffer | null> {
    const name = uploadName(p);
    if (!name) return null;
    return readFile(path.join(this.serveDir, name)).catch(() => null);
  }

  async list(): Promise<{ path: string; bytes: number; createdAt: Date }[]> {
    const names = await readdir(this.serveDir).catch(() => [] as string[]);
    const out: { path: string; bytes: number; createdAt: Date }[] = [];
    for (const name of names) {
      if (name.startsWith('.')) continue;
      const s = await stat(path.join(this.serveDir, name)).catch(() => null);
      if (s?.isFile()) out.push({ path: `/uploads/${name}`, bytes: s.size, createdAt: s.mtime });
    }
    return out;
  }
}

export class DatabaseStore implements MediaStore {
  readonly kind = 'database' as const;
  /** Fetches in flight, so a burst of requests for one new image reads it from the database once. */
  private readonly loading = new Map<string, Promise<boolean>>();

  constructor(readonly serveDir: string) {}

  async write(tx: Db, files: StoredFile[]): Promise<string[]> {
    if (files.length === 0) return [];
    await tx
      .insert(mediaBlobs)
      .values(files.map((f) => ({ path: f.path, mime: f.mime, bytes: f.data.length, data: f.data })));
    return [];
  }

  async forget(tx: Db, paths: string[]): Promise<void> {
    if (paths.length > 0) await tx.delete(mediaBlobs).where(inArray(mediaBlobs.path, paths));
  }

  /** Cached copies only; the rows went with the transaction. */
  removeFiles(paths: string[]): Promise<void> {
    return unlinkQuietly(this.serveDir, paths);
  }

  ensureLocal(db: Db, name: string): Promise<boolean> {
    const local = path.join(this.serveDir, name);
    let pending = this.loading.get(name);
    if (!pending) {
      pending = (async () => {
        if (
          await stat(local).then(
            (s) => s.isFile(),
            () => false,
          )
        )
          return true;
        const data = await this.read(db, `/uploads/${name}`);
        if (!data) return false;
        await mkdir(this.serveDir, { recursive: true });
        await writeAtomically(this.serveDir, name, data);
        return true;
      })().finally(() => this.loading.delete(name));
      this.loading.set(name, pending);
    }
    return pending;
  }

  async read(db: Db, p: string): Promise<Buffer | null> {
    const [row] = await db.select({ data: mediaBlobs.data }).from(mediaBlobs).where(eq(mediaBlobs.path, p));
    return row?.data ?? null;
  }

  async list(db: Db): Promise<{ path: string; bytes: number; createdAt: Date }[]> {
    return db
      .select({ path: mediaBlobs.path, bytes: mediaBlobs.bytes, createdAt: mediaBlobs.createdAt })
      .from(mediaBlobs);
  }
}
