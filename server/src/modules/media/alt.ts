/**
 * Alt text required to publish (issue 19, docs/decisions/0049): a save that publishes or schedules a
 * post or product is refused (400, `missingAlt` naming each image) while any image it would show has
 * neither alt text nor the decorative mark. Nothing of the item is saved. A file uploaded with that
 * save carries its alt text beside it (`iconImage[alt]`, `content[0][image][alt]`, `images[2][alt]`,
 * or `…[decorative]`: plugins/uploads.ts); one that does not goes into the library (where the form
 * can describe it by id) and is named too, so the form can write its alt text and send its library
 * path instead.
 */
import { type ContentStatus, MEDIA_MESSAGES } from '@vyoma/contract';
import { inArray } from 'drizzle-orm';
import { media as mediaTable } from '../../db/schema.ts';
import { HttpError } from '../../http/errors.ts';
import type { PreparedMedia } from './pipeline.ts';
import type { MediaService } from './service.ts';

/** An image an item shows: its path (null/absent: none) and what the form calls it. */
export interface ShownImage {
  path: string | null | undefined;
  label: string;
}

/** Whether a save's status makes the item visible (now or at its time). */
export const goesLive = (status: ContentStatus | undefined) =>
  status === 'published' || status === 'scheduled';

/**
 * Throws the 400 when any shown image lacks alt text. `fresh`: files of this save, with their labels
 * (only images count; videos are announced by their item's title).
 */
export async function requireAltText(
  media: MediaService,
  shown: ShownImage[],
  fresh: { prepared: PreparedMedia; label: string }[],
): Promise<void> {
  const paths = [...new Set(shown.map((s) => s.path).filter((p): p is string => Boolean(p)))];
  const rows =
    paths.length > 0 ? await media.db.select().from(mediaTable).where(inArray(mediaTable.path, paths)) : [];
  const byPath = new Map(rows.map((r) => [r.path, r]));
  const missing: { _id: string; path: string; name: string; label: string }[] = [];
  for (const s of shown) {
    const r = s.path ? byPath.get(s.path) : undefined;
    if (r && r.kind === 'image' && r.alt === null && !r.decorative)
      missing.push({ _id: r.id, path: r.path, name: r.name, label: s.label });
  }
  const images = fresh.filter(
    (f) => f.prepared.kind === 'image' && !f.prepared.described?.alt && !f.prepared.described?.decorative,
  );
  if (missing.length === 0 && images.length === 0) return;
  if (images.length > 0) {
    const stored = await media.commitWith(
      images.map((f) => f.prepared),
      async (_tx, s) => s,
    );
    const ids = await media.db
      .select({ id: mediaTable.id, path: mediaTable.path, name: mediaTable.name })
      .from(mediaTable)
      .where(
        inArray(
          mediaTable.path,
          stored.map((s) => s.path),
        ),
      );
    const idOf = new Map(ids.map((r) => [r.path, r]));
    stored.forEach((s, i) => {
      const row = idOf.get(s.path)!;
      missing.push({ _id: row.id, path: row.path, name: row.name, label: images[i]!.label });
    });
  }
  throw new HttpError(400, MEDIA_MESSAGES.missingAlt(missing.map((m) => m.label)), undefined, {
    success: false,
    missingAlt: missing,
  });
}
