/**
 * Ties the pipeline to the media store and the database. commitWith() stores new files and runs the
 * caller's transaction; the caller names the files it stops using with release(), and the same
 * transaction decides which of them nothing references any more and deletes their rows. Only after
 * commit are those files removed; if the transaction fails, the new files are removed instead. So two
 * concurrent edits of one record each see the other's committed state (the record's row is locked)
 * and no file is left without a row or a row without a file.
 *
 * Anything that escapes this (a crash between commit and unlink) is removed by sweep(), which the
 * scheduler runs: files no media row knows and media rows nothing references, both older than an hour.
 */
import { and, inArray, lt } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client.ts';
import { media as mediaTable } from '../../db/schema.ts';
import { nameFiles, type PreparedMedia, type StoredMedia } from './pipeline.ts';
import { deleteMediaRows, insertMedia, unreferencedPaths } from './repository.ts';
import { DatabaseStore, DiskStore, type MediaStore, type StoredFile } from './store.ts';

/** Files and rows younger than this are left alone by the sweep: an upload may be mid-transaction. */
export const SWEEP_MIN_AGE_MS = 60 * 60_000;

/** Inside commitWith: name paths this change stops using; they go if nothing else uses them. */
export type Release = (paths: (string | null | undefined)[]) => void;

export class MediaService {
  readonly store: MediaStore;
  /** Backups in progress: file removals wait, so an archive never misses a file its dump references. */
  private holds = 0;
  private deferred: string[] = [];

  constructor(
    readonly db: Db,
    kind: 'disk' | 'database',
    dir: string,
    private readonly log?: FastifyBaseLogger,
  ) {
    this.store = kind === 'database' ? new DatabaseStore(dir) : new DiskStore(dir);
  }

  /**
   * Stores the prepared files and runs fn in a transaction that also records them in `media`.
   * `stored[i]` corresponds to `prepared[i]`.
   */
  async commitWith<T>(
    prepared: PreparedMedia[],
    fn: (tx: Db, stored: StoredMedia[], release: Release) => Promise<T>,
  ): Promise<T> {
    const stored: StoredMedia[] = [];
    const files: StoredFile[] = [];
    for (const p of prepared) {
      const named = nameFiles(p);
      stored.push(named.media);
      files.push(...named.files);
    }
    let written: string[] = [];
    let freed: string[] = [];
    try {
      written = await this.store.write(this.db, this.store.kind === 'disk' ? files : []);
      const result = await this.db.transaction(async (tx) => {
        if (this.store.kind === 'database') await this.store.write(tx, files);
        await insertMedia(tx, stored);
        const released: string[] = [];
        const value = await fn(tx, stored, (paths) => {
          for (const p of paths) if (typeof p === 'string' && p.startsWith('/uploads/')) released.push(p);
        });
        const orphans = await unreferencedPaths(tx, released);
        freed = await deleteMediaRows(tx, orphans);
        // While a backup reads files, stored bytes stay (the sweep removes them later).
        if (this.holds === 0) await this.store.forget(tx, freed);
        return value;
      });
      await this.removeFiles(freed);
      return result;
    } catch (err) {
      await this.store.removeFiles(written);
      throw err;
    }
  }

  /** Runs fn in a transaction, for changes that add no file (deletes). */
  transaction<T>(fn: (tx: Db, release: Release) => Promise<T>): Promise<T> {
    return this.commitWith([], (tx, _stored, release) => fn(tx, release));
  }

  private async removeFiles(paths: string[]): Promise<void> {
    if (paths.length === 0) return;
    if (this.holds > 0) {
      this.deferred.push(...paths);
      return;
    }
    await this.store
      .removeFiles(paths)
      .catch((err) => this.log?.warn({ err }, 'removing media files failed'));
  }

  /** Holds file removals until release() (a backup reads files after its database snapshot). */
  hold(): () => Promise<void> {
    this.holds += 1;
    let done = false;
    return async () => {
      if (done) return;
      done = true;
      this.holds -= 1;
      if (this.holds === 0 && this.deferred.length > 0) {
        const paths = this.deferred;
        this.deferred = [];
        await this.removeFiles(paths);
      }
    };
  }

  /**
   * Removes what nothing references, older than minAgeMs: media rows that no record uses (with their
   * files), and stored files that no media row knows. Returns how many rows and files went.
   */
  async sweep(minAgeMs = SWEEP_MIN_AGE_MS): Promise<{ rows: number; files: number }> {
    const before = new Date(Date.now() - minAgeMs);
    // 1. Media rows nothing references.
    const old = await this.db
      .select({ path: mediaTable.path })
      .from(mediaTable)
      .where(lt(mediaTable.createdAt, before));
    let rows = 0;
    let freed: string[] = [];
    if (old.length > 0) {
      freed = await this.db.transaction(async (tx) => {
        const orphans = await unreferencedPaths(
          tx,
          old.map((r) => r.path),
        );
        if (orphans.length === 0) return [];
        // Re-check under the row lock that nothing took them meanwhile.
        const locked = await tx
          .select({ path: mediaTable.path })
          .from(mediaTable)
          .where(and(inArray(mediaTable.path, orphans), lt(mediaTable.createdAt, before)))
          .for('update');
        const still = await unreferencedPaths(
          tx,
          locked.map((r) => r.path),
        );
        rows = still.length;
        const files = await deleteMediaRows(tx, still);
        await this.store.forget(tx, files);
        return files;
      });
    }
    await this.removeFiles(freed);
    // 2. Stored files no media row knows (a crash between commit and unlink, files copied in by hand).
    const known = new Set<string>();
    for (const r of await this.db
      .select({ path: mediaTable.path, variants: mediaTable.variants })
      .from(mediaTable)) {
      known.add(r.path);
      for (const v of r.variants) known.add(v.path);
    }
    const stray = (await this.store.list(this.db)).filter((f) => !known.has(f.path) && f.createdAt < before);
    if (stray.length > 0) {
      const paths = stray.map((f) => f.path);
      if (this.store.kind === 'database') {
        await this.db.transaction((tx) => this.store.forget(tx, paths));
      }
      await this.removeFiles(paths);
    }
    return { rows, files: stray.length };
  }

  /** MEDIA_STORE=database: cached copies of files the database no longer has (each process). */
  async pruneCache(): Promise<number> {
    if (this.store.kind !== 'database') return 0;
    const disk = new DiskStore(this.store.serveDir);
    const cached = await disk.list();
    if (cached.length === 0) return 0;
    const present = new Set((await this.store.list(this.db)).map((f) => f.path));
    const gone = cached.filter((f) => !present.has(f.path)).map((f) => f.path);
    await disk.removeFiles(gone);
    return gone.length;
  }
}
