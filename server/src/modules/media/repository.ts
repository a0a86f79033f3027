/** SQL for the media library: its rows, what pages read of them, and which files are still used. */
import { MEDIA_MESSAGES, type MediaInfo, type MediaItem } from '@vyoma/contract';
import { DEFAULT_LANGUAGE_CODE } from '@vyoma/contract/language-rules';
import { type MediaListQuery, UPLOAD_PATH_PATTERN } from '@vyoma/contract/schemas';
import { and, desc, eq, ilike, inArray, or, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { media, mediaTranslations, users } from '../../db/schema.ts';
import { badRequest } from '../../http/errors.ts';
import { describeTypes, type StoredMedia } from './pipeline.ts';
import { unusedSql, usagesOf } from './references.ts';

/** Who uploaded it and what they wrote about it (library uploads; none for form uploads). */
export interface MediaFacts {
  alt?: string | null;
  decorative?: boolean;
  uploadedBy?: string | null;
}

/** `facts`: for every row, or one per row. */
export async function insertMedia(
  db: Db,
  rows: StoredMedia[],
  facts: MediaFacts | MediaFacts[] = {},
): Promise<void> {
  if (rows.length === 0) return;
  const factsOf = (i: number) => (Array.isArray(facts) ? (facts[i] ?? {}) : facts);
  await db.insert(media).values(
    rows.map((r, i) => ({
      path: r.path,
      name: r.name.slice(0, 200),
      kind: r.kind,
      mime: r.mime,
      width: r.width,
      height: r.height,
      bytes: r.bytes,
      variants: r.variants,
      avif: r.avif,
      avifDone: true,
      alt: factsOf(i).decorative ? '' : (factsOf(i).alt ?? null),
      decorative: factsOf(i).decorative ?? false,
      uploadedBy: factsOf(i).uploadedBy ?? null,
    })),
  );
}

/** Names files and gives them alt text (the demo seed). */
export async function describeMedia(
  db: Db,
  rows: { path: string; name: string; alt: string | null }[],
): Promise<void> {
  for (const r of rows) {
    await db.update(media).set({ name: r.name, alt: r.alt }).where(eq(media.path, r.path));
  }
}

const byWidth = (list: { width: number; path: string }[]) => [...list].sort((a, b) => a.width - b.width);

/** Each file's alt text in another language, by file id (issue 36). */
async function altsIn(db: Db, ids: string[], lang: string): Promise<Map<string, string>> {
  if (ids.length === 0 || lang === DEFAULT_LANGUAGE_CODE) return new Map();
  const rows = await db
    .select({ id: mediaTranslations.mediaId, alt: mediaTranslations.alt })
    .from(mediaTranslations)
    .where(and(inArray(mediaTranslations.mediaId, ids), eq(mediaTranslations.lang, lang)));
  return new Map(rows.map((r) => [r.id, r.alt]));
}

/**
 * What pages need to show each path: renditions and the library's alt text ("" when decorative). In
 * another language (`lang`), the file's alt text there when it has one, its own otherwise.
 */
export async function mediaByPaths(
  db: Db,
  paths: string[],
  lang: string = DEFAULT_LANGUAGE_CODE,
): Promise<Map<string, MediaInfo>> {
  const unique = [...new Set(paths)];
  const out = new Map<string, MediaInfo>();
  if (unique.length === 0) return out;
  const rows = await db.select().from(media).where(inArray(media.path, unique));
  const translated = await altsIn(
    db,
    rows.map((r) => r.id),
    lang,
  );
  for (const r of rows) {
    out.set(r.path, {
      path: r.path,
      kind: r.kind,
      mime: r.mime,
      width: r.width,
      height: r.height,
      variants: byWidth(r.variants),
      avif: byWidth(r.avif),
      alt: r.decorative ? '' : (translated.get(r.id) ?? r.alt),
    });
  }
  return out;
}

/**
 * A path a form sent instead of a file (the admin's picker): it must name a library file of one of
 * the allowed types, else 400 naming the field. Returns the path.
 */
export async function libraryFile(
  db: Db,
  path: string,
  allowed: readonly string[],
  label: string,
  field: string,
): Promise<string> {
  const p = path.trim();
  const [row] = UPLOAD_PATH_PATTERN.test(p)
    ? await db.select({ mime: media.mime }).from(media).where(eq(media.path, p))
    : [];
  if (!row || !allowed.includes(row.mime))
    throw badRequest(MEDIA_MESSAGES.notInLibrary(label, describeTypes(allowed)), field);
  return p;
}

export async function mediaExists(db: Db, path: string): Promise<boolean> {
  const rows = await db.select({ path: media.path }).from(media).where(eq(media.path, path)).limit(1);
  return rows.length > 0;
}

type MediaRow = typeof media.$inferSelect;

/** `authorId`: an author reads the list, and is told only of uses they may see (references.ts usagesOf). */
async function toItems(db: Db, rows: MediaRow[], authorId: string | null): Promise<MediaItem[]> {
  const usages = await usagesOf(
    db,
    rows.map((r) => r.path),
    authorId,
  );
  const others = await altsByLanguage(db, rows);
  const ids = [...new Set(rows.map((r) => r.uploadedBy).filter((id): id is string => id !== null))];
  const names = new Map(
    ids.length === 0
      ? []
      : (await db.select({ id: users.id, name: users.name }).from(users).where(inArray(users.id, ids))).map(
          (u) => [u.id, u.name] as const,
        ),
  );
  return rows.map((r) => ({
    _id: r.id,
    path: r.path,
    name: r.name,
    kind: r.kind,
    mime: r.mime,
    width: r.width,
    height: r.height,
    bytes: r.bytes,
    alt: r.decorative ? '' : r.alt,
    altIn: others.get(r.id)?.altIn ?? {},
    altNeedsUpdate: others.get(r.id)?.altNeedsUpdate ?? [],
    decorative: r.decorative,
    createdAt: r.createdAt.toISOString(),
    uploadedBy:
      r.uploadedBy && names.has(r.uploadedBy) ? { _id: r.uploadedBy, name: names.get(r.uploadedBy)! } : null,
    usedBy: usages.places.get(r.path) ?? [],
    usedByMore: usages.more.get(r.path) ?? 0,
    variants: byWidth(r.variants),
    avif: byWidth(r.avif),
  }));
}

/** The library grid: newest first, filtered, one page, with how many match. */
export async function listMedia(
  db: Db,
  q: MediaListQuery,
  authorId: string | null = null,
): Promise<{ items: MediaItem[]; total: number }> {
  const where: SQL[] = [];
  if (q.q) {
    const like = `%${q.q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
    where.push(or(ilike(media.name, like), ilike(media.alt, like))!);
  }
  if (q.kind) where.push(eq(media.kind, q.kind));
  if (q.unused) where.push(unusedSql(media.path));
  const cond = where.length > 0 ? and(...where) : undefined;
  const [count] = await db.select({ n: sql<number>`count(*)::int` }).from(media).where(cond);
  const rows = await db
    .select()
    .from(media)
    .where(cond)
    .orderBy(desc(media.createdAt), desc(media.path))
    .limit(q.limit)
    .offset((q.page - 1) * q.limit);
  return { items: await toItems(db, rows, authorId), total: Number(count?.n ?? 0) };
}

export async function getMediaItem(
  db: Db,
  id: string,
  authorId: string | null = null,
): Promise<MediaItem | null> {
  const [row] = await db.select().from(media).where(eq(media.id, id));
  return row ? ((await toItems(db, [row], authorId))[0] ?? null) : null;
}

export async function getMediaItemByPath(
  db: Db,
  path: string,
  authorId: string | null = null,
): Promise<MediaItem | null> {
  const [row] = await db.select().from(media).where(eq(media.path, path));
  return row ? ((await toItems(db, [row], authorId))[0] ?? null) : null;
}

export async function mediaRowById(db: Db, id: string): Promise<MediaRow | null> {
  const [row] = await db.select().from(media).where(eq(media.id, id));
  return row ?? null;
}

export async function mediaRowsByIds(db: Db, ids: string[], lock = false): Promise<MediaRow[]> {
  if (ids.length === 0) return [];
  const query = db.select().from(media).where(inArray(media.id, ids));
  return lock ? query.for('update') : query;
}

/** Alt text and the decorative mark (what the library's audit snapshot compares). */
export async function mediaSnapshot(db: Db, id: string): Promise<Record<string, unknown> | undefined> {
  const row = await mediaRowById(db, id);
  if (!row) return undefined;
  const altIn = (await altsByLanguage(db, [row])).get(row.id)?.altIn ?? {};
  return { alt: row.alt, decorative: row.decorative, file: row.path, altIn };
}

export async function updateMediaText(
  db: Db,
  id: string,
  change: { alt?: string | null; decorative?: boolean; altIn?: Record<string, string | null | undefined> },
): Promise<boolean> {
  const set: Partial<typeof media.$inferInsert> = {};
  if (change.decorative !== undefined) set.decorative = change.decorative;
  if (change.alt !== undefined) set.alt = change.alt;
  // Decorative: the page says alt="" on purpose; the text is kept "" so nothing stale is read out.
  if (change.decorative === true) set.alt = '';
  return db.transaction(async (tx) => {
    const rows =
      Object.keys(set).length > 0
        ? await tx.update(media).set(set).where(eq(media.id, id)).returning({ id: media.id, alt: media.alt })
        : await tx.select({ id: media.id, alt: media.alt }).from(media).where(eq(media.id, id)).for('update');
    const [row] = rows;
    if (!row) return false;
    // In other languages: a text replaces the one there, written for the file's alt text as it is
    // now (sourceAlt); null (or a decorative file) removes it.
    for (const [lang, alt] of Object.entries(change.altIn ?? {})) {
      if (alt === null || alt === undefined || change.decorative === true)
        await tx
          .delete(mediaTranslations)
          .where(and(eq(mediaTranslations.mediaId, id), eq(mediaTranslations.lang, lang)));
      else
        await tx
          .insert(mediaTranslations)
          .values({ mediaId: id, lang, alt, sourceAlt: row.alt })
          .onConflictDoUpdate({
            target: [mediaTranslations.mediaId, mediaTranslations.lang],
            set: { alt, sourceAlt: row.alt },
          });
    }
    if (change.decorative === true)
      await tx.delete(mediaTranslations).where(eq(mediaTranslations.mediaId, id));
    return true;
  });
}

/** A file's alt text in each other language, and the languages whose text was written for an older own one. */
interface OtherAlts {
  altIn: Record<string, string>;
  altNeedsUpdate: string[];
}

/** Each file's alt texts in other languages, by file id (the library's items and audit snapshot). */
async function altsByLanguage(
  db: Db,
  rows: { id: string; alt: string | null }[],
): Promise<Map<string, OtherAlts>> {
  const out = new Map<string, OtherAlts>();
  if (rows.length === 0) return out;
  const own = new Map(rows.map((r) => [r.id, r.alt]));
  const found = await db
    .select()
    .from(mediaTranslations)
    .where(
      inArray(
        mediaTranslations.mediaId,
        rows.map((r) => r.id),
      ),
    )
    .orderBy(mediaTranslations.lang);
  for (const r of found) {
    const alts = out.get(r.mediaId) ?? { altIn: {}, altNeedsUpdate: [] };
    alts.altIn[r.lang] = r.alt;
    if (r.sourceAlt !== own.get(r.mediaId)) alts.altNeedsUpdate.push(r.lang);
    out.set(r.mediaId, alts);
  }
  return out;
}

/** The file names a row owns: the original and every rendition. */
export function filesOf(row: {
  path: string;
  variants: { path: string }[];
  avif: { path: string }[];
}): string[] {
  return [row.path, ...row.variants.map((v) => v.path), ...row.avif.map((v) => v.path)];
}

/** Deletes media rows; returns every file path (originals and renditions) they owned. */
export async function deleteMediaRows(db: Db, paths: string[]): Promise<string[]> {
  if (paths.length === 0) return [];
  const rows = await db.delete(media).where(inArray(media.path, paths)).returning();
  const files = new Set(paths);
  for (const r of rows) for (const f of filesOf(r)) files.add(f);
  return [...files];
}

/** Images still without AVIF renditions (the scheduler's backfill), oldest first. */
export async function mediaWithoutAvif(db: Db, limit: number): Promise<MediaRow[]> {
  return db
    .select()
    .from(media)
    .where(and(eq(media.avifDone, false), eq(media.kind, 'image')))
    .orderBy(media.createdAt)
    .limit(limit);
}
