/**
 * Ties the pipeline to the media store and the database. commitWith() stores new files and runs the
 * caller's transaction, which also records them in `media`; if the transaction fails, the new files
 * are removed again. The library keeps files (docs/decisions/0049): a file nothing uses any more stays
 * (and shows as unused in the library) until staff delete it, so saving content never deletes media.
 * replace() and remove() are the library's own changes; they remove the old files after commit.
 *
 * Anything that escapes this (a crash between writing a file and committing its row) is removed by
 * sweep(), which the scheduler runs: stored files no media row knows, older than an hour. It never
 * deletes rows.
 */
import { MEDIA_MESSAGES, type MediaUsage } from '@vyoma/contract';
import { eq } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client.ts';
import { media as mediaTable } from '../../db/schema.ts';
import { badRequest, HttpError, notFound } from '../../http/errors.ts';
import { avifRenditions, nameAvif, nameFiles, type PreparedMedia, type StoredMedia } from './pipeline.ts';
import { moveReferences, usagesOf } from './references.ts';
import {
  deleteMediaRows,
  filesOf,
  insertMedia,
  type MediaFacts,
  mediaRowById,
  mediaRowsByIds,
  mediaWithoutAvif,
} from './repository.ts';
import { DatabaseStore, DiskStore, type MediaStore, type StoredFile, uploadName } from './store.ts';

/** Files younger than this are left alone by the sweep: an upload may be mid-transaction. */
export const SWEEP_MIN_AGE_MS = 60 * 60_000;

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
   * `stored[i]` corresponds to `prepared[i]`. facts: what the library knows of an upload into it;
   * a file's own description (alt text the form sent beside it) wins.
   */
  async commitWith<T>(
    prepared: PreparedMedia[],
    fn: (tx: Db, stored: StoredMedia[]) => Promise<T>,
    facts?: MediaFacts,
  ): Promise<T> {
    const stored: StoredMedia[] = [];
    const files: StoredFile[] = [];
    for (const p of prepared) {
      const named = nameFiles(p);
      stored.push(named.media);
      files.push(...named.files);
    }
    return this.withFiles(files, async (tx) => {
      await insertMedia(
        tx,
        stored,
        prepared.map((p) => ({ ...facts, ...p.described })),
      );
      return fn(tx, stored);
    });
  }

  /** Writes files (disk: before; database: inside the transaction), runs fn; a failure removes them. */
  private async withFiles<T>(files: StoredFile[], fn: (tx: Db) => Promise<T>): Promise<T> {
    let written: string[] = [];
    try {
      written = await this.store.write(this.db, this.store.kind === 'disk' ? files : []);
      return await this.db.transaction(async (tx) => {
        if (this.store.kind === 'database') await this.store.write(tx, files);
        return fn(tx);
      });
    } catch (err) {
      await this.store.removeFiles(written);
      throw err;
    }
  }

  /** Runs fn in a transaction, for changes that add no file. */
  transaction<T>(fn: (tx: Db) => Promise<T>): Promise<T> {
    return this.db.transaction(fn);
  }

  /**
   * Replaces a library file: new path and renditions (so every cache fetches it anew), the same id,
   * alt text and uploader; every record that used the old path uses the new one, in one transaction.
   * The old files are removed after commit. Returns the new path.
   */
  async replace(id: string, prepared: PreparedMedia, name: string): Promise<{ from: string; to: string }> {
    const before = await mediaRowById(this.db, id);
    if (!before) throw notFound(MEDIA_MESSAGES.notFound);
    if (before.kind !== prepared.kind) throw badRequest(MEDIA_MESSAGES.sameKind(before.kind), 'file');
    const named = nameFiles(prepared);
    let old: string[] = [];
    await this.withFiles(named.files, async (tx) => {
      const [row] = await mediaRowsByIds(tx, [id], true);
      if (!row) throw notFound(MEDIA_MESSAGES.notFound);
      const m = named.media;
      await tx
        .update(mediaTable)
        .set({
          path: m.path,
          name: name.slice(0, 200),
          mime: m.mime,
          width: m.width,
          height: m.height,
          bytes: m.bytes,
          variants: m.variants,
          avif: m.avif,
          avifDone: true,
          createdAt: new Date(),
        })
        .where(eq(mediaTable.id, id));
      await moveReferences(tx, row, m);
      old = filesOf(row);
      if (this.holds === 0) await this.store.forget(tx, old);
    });
    await this.removeFiles(old);
    return { from: before.path, to: named.media.path };
  }

  /**
   * Deletes library files, all or none: when any is in use, a 409 names every place (`usedBy`) and
   * nothing is deleted. Returns the deleted rows' paths (for the audit).
   */
  async remove(ids: string[]): Promise<string[]> {
    let freed: string[] = [];
    const paths = await this.db.transaction(async (tx) => {
      const rows = await mediaRowsByIds(tx, ids, true);
      if (rows.length !== new Set(ids).size) throw notFound(MEDIA_MESSAGES.notFound);
      const usages = await usagesOf(
        tx,
        rows.map((r) => r.path),
      );
      if (usages.places.size > 0) {
        const usedBy: MediaUsage[] = [...usages.places.values()].flat();
        const names = rows.filter((r) => usages.places.has(r.path)).map((r) => r.name);
        throw new HttpError(409, MEDIA_MESSAGES.inUse(names), undefined, { success: false, usedBy });
      }
      freed = await deleteMediaRows(
        tx,
        rows.map((r) => r.path),
      );
      if (this.holds === 0) await this.store.forget(tx, freed);
      return rows.map((r) => r.path);
    });
    await this.removeFiles(freed);
    return paths;
  }

  /**
   * Makes AVIF renditions for up to `limit` images stored before they existed (the scheduler runs it
   * now and then). Returns how many images it did.
   */
  async backfillAvif(limit = 3): Promise<number> {
    const rows = await mediaWithoutAvif(this.db, limit);
    for (const row of rows) {
      const image = await this.store.read(this.db, row.path);
      let files: StoredFile[] = [];
      let list: { width: number; path: string }[] = [];
      if (image && row.variants.length > 0) {
        const webp = (
          await Promise.all(
            row.variants.map(async (v) => ({ width: v.width, data: await this.store.read(this.db, v.path) })),
          )
        ).filter((v): v is { width: number; data: Buffer } => v.data !== null);
        const base = (uploadName(row.path) ?? '').replace(/\.[a-z0-9]+$/, '');
        const named = nameAvif(base, await avifRenditions(image, webp));
        files = named.files;
        list = named.list;
      }
      await this.withFiles(files, async (tx) => {
        // Only if the file is still the same one (a replace meanwhile has its own renditions).
        const done = await tx
          .update(mediaTable)
          .set({ avif: list, avifDone: true })
          .where(eq(mediaTable.id, row.id))
          .returning({ path: mediaTable.path });
        if (done[0]?.path !== row.path) throw new Error('replaced meanwhile');
      }).catch((err) => this.log?.warn({ err, path: row.path }, 'AVIF backfill skipped an image'));
    }
    return rows.length;
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
   * Removes stored files that no media row knows (a crash between writing and committing, files
   * copied in by hand), older than minAgeMs. Never a row: the library keeps unused files until staff
   * delete them (docs/decisions/0049). Returns how many files went (`rows` is always 0).
   */
  async sweep(minAgeMs = SWEEP_MIN_AGE_MS): Promise<{ rows: number; files: number }> {
    const before = new Date(Date.now() - minAgeMs);
    const known = new Set<string>();
    for (const r of await this.db
      .select({ path: mediaTable.path, variants: mediaTable.variants, avif: mediaTable.avif })
      .from(mediaTable)) {
      for (const f of filesOf(r)) known.add(f);
    }
    const stray = (await this.store.list(this.db)).filter((f) => !known.has(f.path) && f.createdAt < before);
    if (stray.length > 0) {
      const paths = stray.map((f) => f.path);
      if (this.store.kind === 'database') {
        await this.db.transaction((tx) => this.store.forget(tx, paths));
      }
      await this.removeFiles(paths);
    }
    return { rows: 0, files: stray.length };
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
