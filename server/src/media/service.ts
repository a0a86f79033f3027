/**
 * Ties the pipeline to storage and the database: new files are written first, then the caller's
 * transaction runs; if it fails the new files are removed, so a rejected request leaves nothing.
 * Files of replaced or deleted records are removed after commit when nothing references them.
 */
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../db/client.ts';
import { type PreparedMedia, removeUploadFiles, type StoredMedia, writePrepared } from './pipeline.ts';
import { deleteMediaRows, insertMedia, unreferencedPaths } from './repository.ts';

export class MediaService {
  constructor(
    readonly db: Db,
    readonly uploadsDir: string,
    private readonly log?: FastifyBaseLogger,
  ) {}

  /**
   * Writes the prepared files, then runs fn in a transaction that also records them in `media`.
   * `stored[i]` corresponds to `prepared[i]`.
   */
  async commitWith<T>(
    prepared: PreparedMedia[],
    fn: (tx: Db, stored: StoredMedia[]) => Promise<T>,
  ): Promise<T> {
    const stored: StoredMedia[] = [];
    const files: string[] = [];
    try {
      for (const p of prepared) {
        const w = await writePrepared(this.uploadsDir, p);
        stored.push(w.media);
        files.push(...w.files);
      }
      return await this.db.transaction(async (tx) => {
        await insertMedia(tx, stored);
        return fn(tx, stored);
      });
    } catch (err) {
      await removeUploadFiles(this.uploadsDir, files);
      throw err;
    }
  }

  /** After a commit: drop files (and media rows) that nothing references any more. Never throws. */
  async cleanup(candidates: (string | null | undefined)[]): Promise<void> {
    const paths = candidates.filter((p): p is string => typeof p === 'string' && p.startsWith('/uploads/'));
    if (paths.length === 0) return;
    try {
      const orphans = await unreferencedPaths(this.db, paths);
      const files = await deleteMediaRows(this.db, orphans);
      await removeUploadFiles(this.uploadsDir, files);
    } catch (err) {
      this.log?.warn({ err }, 'media cleanup failed');
    }
  }
}
