/**
 * SQL for the legal pages (issue 19; db/schema.ts legalPages, legalRevisions). A save updates the
 * page (version check) and writes a revision in one transaction; revisions are never pruned.
 */
import { randomUUID } from 'node:crypto';
import type { LegalKey, LegalPage, LegalRevision, SiteSettings } from '@vyoma/contract';
import type { LegalPageValues } from '@vyoma/contract/legal-schema';
import { docToText, isSafeHref, type RichTextDoc } from '@vyoma/contract/rich-text';
import { and, asc, desc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { legalPages, legalRevisions } from '../../db/schema.ts';
import { HttpError } from '../../http/errors.ts';
import type { Editor } from '../content/index.ts';

type Row = typeof legalPages.$inferSelect;
type RevisionRow = typeof legalRevisions.$inferSelect;

/** The values of `{siteName}`, `{email}`, `{phone}`, `{address}` for these settings. */
export function placeholderValues(s: SiteSettings): Record<string, string> {
  return {
    siteName: s.siteName,
    email: s.email,
    phone: s.phone.display,
    address: s.address.lines.filter(Boolean).join(', '),
  };
}

const PLACEHOLDER = /\{(siteName|email|phone|address)\}/g;

export const fillText = (text: string, values: Record<string, string>) =>
  text.replace(PLACEHOLDER, (_m, name: string) => values[name] ?? '');

/**
 * A text node's marks with the placeholders in link targets filled (`mailto:{email}`). A target that
 * is no safe link once filled (an empty setting leaves `mailto:`) loses its link: the text stays.
 */
function fillMarks(marks: unknown[], values: Record<string, string>): unknown[] {
  return marks.flatMap((mark) => {
    const link = mark as { type?: unknown; attrs?: { href?: unknown } };
    const href = link.type === 'link' ? link.attrs?.href : undefined;
    if (typeof href !== 'string') return [mark];
    const filled = fillText(href, values);
    if (filled === href) return [mark];
    return isSafeHref(filled) ? [{ ...link, attrs: { ...link.attrs, href: filled } }] : [];
  });
}

/** The document with every placeholder filled: in its text nodes and in its link targets. */
export function fillDoc(doc: RichTextDoc, values: Record<string, string>): RichTextDoc {
  const walk = (node: unknown): unknown => {
    if (Array.isArray(node)) return node.map(walk);
    if (typeof node !== 'object' || node === null) return node;
    const out: Record<string, unknown> = {};
    for (const [k, v] of Object.entries(node)) {
      if (k === 'text' && typeof v === 'string') out[k] = fillText(v, values);
      else if (k === 'marks' && Array.isArray(v)) {
        const marks = fillMarks(v, values);
        if (marks.length > 0) out[k] = marks;
      } else out[k] = walk(v);
    }
    return out;
  };
  return walk(doc) as RichTextDoc;
}

function toEntity(row: Row): LegalPage {
  return {
    key: row.key as LegalKey,
    title: row.title,
    body: row.body,
    text: row.bodyText,
    updatedAt: row.updatedAt.toISOString(),
    updatedBy: row.updatedByName ? { _id: row.updatedBy, name: row.updatedByName } : null,
    version: row.version,
  };
}

/** The page as stored (placeholders unfilled), or null. */
export async function getLegalPage(db: Db, key: string): Promise<LegalPage | null> {
  const [row] = await db.select().from(legalPages).where(eq(legalPages.key, key)).limit(1);
  return row ? toEntity(row) : null;
}

/** The page as visitors read it: placeholders filled from the settings. */
export function filledPage(page: LegalPage, settings: SiteSettings): LegalPage {
  const values = placeholderValues(settings);
  const body = fillDoc(page.body, values);
  return { ...page, title: fillText(page.title, values), body, text: docToText(body) };
}

export async function listLegalPages(db: Db): Promise<LegalPage[]> {
  const rows = await db.select().from(legalPages).orderBy(asc(legalPages.key));
  return rows.map(toEntity);
}

function revisionEntity(row: RevisionRow): LegalRevision {
  return {
    _id: row.id,
    key: row.key as LegalKey,
    version: row.version,
    createdAt: row.createdAt.toISOString(),
    author: { _id: row.authorId, name: row.authorName || 'System' },
    title: row.title,
  };
}

/** Newest first. */
export async function listRevisions(db: Db, key: string): Promise<LegalRevision[]> {
  const rows = await db
    .select()
    .from(legalRevisions)
    .where(eq(legalRevisions.key, key))
    .orderBy(desc(legalRevisions.createdAt), desc(legalRevisions.version));
  return rows.map(revisionEntity);
}

export async function getRevision(
  db: Db,
  key: string,
  id: string,
): Promise<(LegalRevision & { body: RichTextDoc }) | null> {
  const [row] = await db
    .select()
    .from(legalRevisions)
    .where(and(eq(legalRevisions.key, key), eq(legalRevisions.id, id)))
    .limit(1);
  return row ? { ...revisionEntity(row), body: row.body } : null;
}

const timeFormat = new Intl.DateTimeFormat('en-IN', {
  dateStyle: 'medium',
  timeStyle: 'short',
  timeZone: 'UTC',
});

/**
 * Saves a page and writes its revision, in one transaction: refused (409) when `version` is older
 * than the saved one. Null when the page does not exist; else the new revision's id.
 */
export async function saveLegalPage(
  db: Db,
  key: string,
  values: LegalPageValues,
  editor: Editor | null,
): Promise<string | null> {
  return db.transaction(async (tx) => {
    const [row] = await tx.select().from(legalPages).where(eq(legalPages.key, key)).for('update');
    if (!row) return null;
    if (values.version !== undefined && values.version !== row.version) {
      throw new HttpError(
        409,
        `${row.updatedByName || 'Someone'} saved this page at ${timeFormat.format(row.updatedAt)} UTC (version ${row.version}; you edited version ${values.version}). Reload it to see their changes, then make yours again.`,
        undefined,
        {
          current: {
            version: row.version,
            updatedAt: row.updatedAt.toISOString(),
            updatedBy: row.updatedByName ? { _id: row.updatedBy, name: row.updatedByName } : null,
          },
        },
      );
    }
    const now = new Date();
    const version = row.version + 1;
    await tx
      .update(legalPages)
      .set({
        title: values.title,
        body: values.body,
        bodyText: docToText(values.body),
        updatedAt: now,
        updatedBy: editor?.id ?? null,
        updatedByName: editor?.name ?? '',
        version: sql`${legalPages.version} + 1`,
      })
      .where(eq(legalPages.key, key));
    const id = randomUUID();
    await tx.insert(legalRevisions).values({
      id,
      key,
      version,
      createdAt: now,
      authorId: editor?.id ?? null,
      authorName: editor?.name ?? '',
      title: values.title,
      body: values.body,
    });
    return id;
  });
}

/** Adds the pages that are missing (a new site, or one from before issue 19), each with its first revision. */
export async function ensureLegalPages(
  db: Db,
  defaults: Record<LegalKey, { title: string; body: RichTextDoc }>,
  now = new Date(),
): Promise<LegalKey[]> {
  const have = new Set((await db.select({ key: legalPages.key }).from(legalPages)).map((r) => r.key));
  const added: LegalKey[] = [];
  for (const [key, page] of Object.entries(defaults) as [LegalKey, { title: string; body: RichTextDoc }][]) {
    if (have.has(key)) continue;
    await db.transaction(async (tx) => {
      const inserted = await tx
        .insert(legalPages)
        .values({ key, title: page.title, body: page.body, bodyText: docToText(page.body), updatedAt: now })
        .onConflictDoNothing()
        .returning({ key: legalPages.key });
      if (inserted.length === 0) return;
      await tx.insert(legalRevisions).values({
        id: randomUUID(),
        key,
        version: 1,
        createdAt: now,
        title: page.title,
        body: page.body,
      });
      added.push(key);
    });
  }
  return added;
}

/** What the audit log compares before and after a save. */
export async function legalSnapshot(db: Db, key: string): Promise<Record<string, unknown> | undefined> {
  const page = await getLegalPage(db, key);
  return page ? { title: page.title, text: page.text } : undefined;
}
