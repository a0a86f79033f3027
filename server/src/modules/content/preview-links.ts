/**
 * Preview links (issue 18 item 4; docs/decisions/0044): a token that opens an item's latest save,
 * whatever its status, for someone without an account, until it expires or is revoked. The token is
 * 256 random bits (base64url) shown once; only its SHA-256 is stored, so the table alone opens nothing.
 * Opening one costs a format check and one indexed lookup; an unknown token costs no more.
 */
import { createHash, randomBytes, randomUUID } from 'node:crypto';
import type { PreviewLink } from '@vyoma/contract';
import { DEFAULT_LANGUAGE_CODE } from '@vyoma/contract/language-rules';
import { and, desc, eq, isNull, lt, or } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { contentModelOf } from '../../db/content-types.ts';
import { previewLinks, users } from '../../db/schema.ts';

/** 32 random bytes in base64url: 43 characters of [A-Za-z0-9_-]. */
const TOKEN_BYTES = 32;
const TOKEN_FORMAT = /^[A-Za-z0-9_-]{43}$/;
/** last_used_at is written at most once a minute per link: opening a preview stays a read. */
const LAST_USED_STEP_MS = 60_000;

const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');

const isActive = (row: { revokedAt: Date | null; expiresAt: Date }, now: Date) =>
  row.revokedAt === null && row.expiresAt.getTime() > now.getTime();

/**
 * A new link for the item (`lang`: its version in another language, opened only under that
 * language's prefix); the token is returned here and never again.
 */
export async function createPreviewLink(
  db: Db,
  link: { kind: string; itemId: string; hours: number; createdBy: string | null; lang?: string },
): Promise<{ id: string; token: string; expiresAt: Date }> {
  const token = randomBytes(TOKEN_BYTES).toString('base64url');
  const id = randomUUID();
  const expiresAt = new Date(Date.now() + link.hours * 3_600_000);
  await db.insert(previewLinks).values({
    id,
    kind: link.kind,
    itemId: link.itemId,
    tokenHash: hashToken(token),
    lang: link.lang ?? DEFAULT_LANGUAGE_CODE,
    createdBy: link.createdBy,
    createdAt: new Date(),
    expiresAt,
  });
  return { id, token, expiresAt };
}

/** The item's links (of its version in `lang`), newest first, without anything that opens them. */
export async function listPreviewLinks(
  db: Db,
  kind: string,
  itemId: string,
  lang: string = DEFAULT_LANGUAGE_CODE,
): Promise<PreviewLink[]> {
  const rows = await db
    .select({
      id: previewLinks.id,
      createdAt: previewLinks.createdAt,
      expiresAt: previewLinks.expiresAt,
      revokedAt: previewLinks.revokedAt,
      lastUsedAt: previewLinks.lastUsedAt,
      createdBy: previewLinks.createdBy,
      name: users.name,
    })
    .from(previewLinks)
    .leftJoin(users, eq(users.id, previewLinks.createdBy))
    .where(and(eq(previewLinks.kind, kind), eq(previewLinks.itemId, itemId), eq(previewLinks.lang, lang)))
    .orderBy(desc(previewLinks.createdAt), desc(previewLinks.id));
  const now = new Date();
  return rows.map((r) => ({
    _id: r.id,
    createdAt: r.createdAt.toISOString(),
    expiresAt: r.expiresAt.toISOString(),
    revokedAt: r.revokedAt?.toISOString() ?? null,
    lastUsedAt: r.lastUsedAt?.toISOString() ?? null,
    createdBy: r.createdBy && r.name !== null ? { _id: r.createdBy, name: r.name } : null,
    active: isActive(r, now),
  }));
}

/**
 * Revokes one of the item's links (revoking it again keeps the first time). False when the item has
 * no such link (another item's link is not this item's to revoke).
 */
export async function revokePreviewLink(
  db: Db,
  kind: string,
  itemId: string,
  linkId: string,
  lang: string = DEFAULT_LANGUAGE_CODE,
): Promise<boolean> {
  const ofItem = and(
    eq(previewLinks.id, linkId.toLowerCase()),
    eq(previewLinks.kind, kind),
    eq(previewLinks.itemId, itemId),
    eq(previewLinks.lang, lang),
  );
  const [row] = await db.select({ id: previewLinks.id }).from(previewLinks).where(ofItem).limit(1);
  if (!row) return false;
  await db
    .update(previewLinks)
    .set({ revokedAt: new Date() })
    .where(and(ofItem, isNull(previewLinks.revokedAt)));
  return true;
}

/**
 * What an active token opens: the item's kind, id and language and when the link expires; null for a token of
 * the wrong shape (no query), an unknown one, a revoked or an expired one. Notes the use (to the minute).
 */
export async function openPreviewLink(
  db: Db,
  token: string,
): Promise<{ kind: string; itemId: string; lang: string; expiresAt: Date } | null> {
  if (!TOKEN_FORMAT.test(token)) return null;
  const [row] = await db
    .select({
      id: previewLinks.id,
      kind: previewLinks.kind,
      itemId: previewLinks.itemId,
      lang: previewLinks.lang,
      expiresAt: previewLinks.expiresAt,
      revokedAt: previewLinks.revokedAt,
      lastUsedAt: previewLinks.lastUsedAt,
    })
    .from(previewLinks)
    .where(eq(previewLinks.tokenHash, hashToken(token)))
    .limit(1);
  const now = new Date();
  if (!row || !isActive(row, now) || !contentModelOf(row.kind)?.type.preview) return null;
  if (!row.lastUsedAt || now.getTime() - row.lastUsedAt.getTime() >= LAST_USED_STEP_MS) {
    const before = new Date(now.getTime() - LAST_USED_STEP_MS);
    // Conditional, so two processes opening it in the same minute write once.
    await db
      .update(previewLinks)
      .set({ lastUsedAt: now })
      .where(
        and(
          eq(previewLinks.id, row.id),
          or(isNull(previewLinks.lastUsedAt), lt(previewLinks.lastUsedAt, before)),
        ),
      );
  }
  return { kind: row.kind, itemId: row.itemId, lang: row.lang, expiresAt: row.expiresAt };
}
