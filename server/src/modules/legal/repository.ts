/**
 * The legal pages (issue 19) on the content engine (issue 34; contract content-types legal.ts): the
 * engine reads and saves them (version check, a revision of kind `legal` in the same transaction,
 * never pruned); this file gives them their API's shape (`key`, `text`), fills the placeholders for
 * visitors, lists their revisions with titles, and adds the missing pages at start.
 */

import {
  LEGAL_KEYS,
  type LegalKey,
  type LegalPage,
  type LegalRevision,
  type SiteSettings,
} from '@vyoma/contract';
import { LEGAL } from '@vyoma/contract/content-types';
import { DEFAULT_LANGUAGE_CODE } from '@vyoma/contract/language-rules';
import type { LegalPageValues } from '@vyoma/contract/legal-schema';
import { docToText, isSafeHref, type RichTextDoc } from '@vyoma/contract/rich-text';
import { and, desc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { legalPages, legalTranslations, revisions } from '../../db/schema.ts';
import {
  type Editor,
  getItem,
  type Item,
  insertItem,
  itemInVersion,
  listItems,
  lockItem,
  modelOf,
  readTranslation,
  restoreItem,
  getRevision as revisionOf,
  updateItem,
} from '../content/index.ts';

const model = () => modelOf(LEGAL.name);

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

function toEntity(item: Item): LegalPage {
  return {
    key: item._id as LegalKey,
    title: item.title as string,
    body: item.body as RichTextDoc,
    text: item.bodyText as string,
    updatedAt: item.updatedAt,
    updatedBy: (item.updatedBy as LegalPage['updatedBy']) ?? null,
    version: item.version,
  };
}

/** The page as stored (placeholders unfilled), or null. */
export async function getLegalPage(db: Db, key: string): Promise<LegalPage | null> {
  // Staff's view: the pages are public as saved, and their answers have always named who saved.
  const item = await getItem(db, model(), key, 'staff');
  return item ? toEntity(item) : null;
}

/**
 * Issue 36: the page in another language (its version there, public as saved like the page), or
 * null when it has none: never the default language's words under that language's address.
 */
export async function getLegalPageIn(db: Db, key: string, lang: string): Promise<LegalPage | null> {
  const [item, version] = await Promise.all([
    getItem(db, model(), key, 'staff'),
    readTranslation(db, model(), key, lang),
  ]);
  return item && version ? toEntity(itemInVersion(LEGAL, item, version)) : null;
}

/** Issue 36: the legal pages with a version in `lang`: their keys and titles there, in the keys' order. */
export async function legalTitlesIn(db: Db, lang: string): Promise<{ key: LegalKey; title: string }[]> {
  const t = legalTranslations as unknown as {
    itemId: typeof legalPages.key;
    lang: typeof legalPages.key;
    title: typeof legalPages.title;
  };
  const rows = await db
    .select({ key: t.itemId, title: t.title })
    .from(legalTranslations)
    .where(eq(t.lang, lang));
  return LEGAL_KEYS.flatMap((key) => {
    const row = rows.find((r) => r.key === key);
    return row ? [{ key, title: row.title }] : [];
  });
}

/** The page as visitors read it: placeholders filled from the settings. */
export function filledPage(page: LegalPage, settings: SiteSettings): LegalPage {
  const values = placeholderValues(settings);
  const body = fillDoc(page.body, values);
  return { ...page, title: fillText(page.title, values), body, text: docToText(body) };
}

export async function listLegalPages(db: Db): Promise<LegalPage[]> {
  const { data } = await listItems(db, model(), { audience: 'staff' }, { page: 1, limit: 100 });
  return data.map(toEntity).sort((a, b) => a.key.localeCompare(b.key));
}

const ofPage = (key: string) =>
  and(eq(revisions.kind, LEGAL.name), eq(revisions.itemId, key), eq(revisions.lang, DEFAULT_LANGUAGE_CODE));

/** Newest first, each with the title it saved. */
export async function listRevisions(db: Db, key: string): Promise<LegalRevision[]> {
  const rows = await db
    .select({
      id: revisions.id,
      version: revisions.version,
      createdAt: revisions.createdAt,
      authorId: revisions.authorId,
      authorName: revisions.authorName,
      title: sql<string>`${revisions.data}->>'title'`,
    })
    .from(revisions)
    .where(ofPage(key))
    .orderBy(desc(revisions.createdAt), desc(revisions.version));
  return rows.map((r) => ({
    _id: r.id,
    key: key as LegalKey,
    version: r.version,
    createdAt: r.createdAt.toISOString(),
    author: { _id: r.authorId, name: r.authorName },
    title: r.title,
  }));
}

/** One revision of this page with its title and text, or null (unknown, or another page's). */
export async function getRevision(
  db: Db,
  key: string,
  id: string,
): Promise<(LegalRevision & { body: RichTextDoc; data: Record<string, unknown>; at: Date }) | null> {
  const found = await revisionOf(db, LEGAL.name, key, id);
  if (!found) return null;
  const data = found.data as { title: string; body: RichTextDoc };
  const { _id, version, createdAt, author } = found.revision;
  return {
    _id,
    key: key as LegalKey,
    version,
    createdAt,
    author,
    title: data.title,
    body: data.body,
    data: data as Record<string, unknown>,
    at: found.createdAt,
  };
}

/**
 * Saves a page and writes its revision, in one transaction: refused (409) when `version` is older
 * than the saved one. False when the page does not exist.
 */
export async function saveLegalPage(
  db: Db,
  key: string,
  values: LegalPageValues,
  editor: Editor | null,
): Promise<boolean> {
  return db.transaction(async (tx) => {
    const before = await lockItem(tx, model(), key, values.version);
    if (!before) return false;
    await updateItem(tx, model(), key, { title: values.title, body: values.body }, before, {
      editor,
      content: { version: values.version },
    });
    return true;
  });
}

/** Restores a revision: saved again as a new revision (the history is kept). False when gone. */
export async function restoreLegalPage(
  db: Db,
  key: string,
  revision: { data: Record<string, unknown>; at: Date },
  editor: Editor | null,
): Promise<boolean> {
  return db.transaction(
    async (tx) =>
      (await restoreItem(tx, model(), key, { data: revision.data, createdAt: revision.at }, editor)) !== null,
  );
}

/**
 * Adds the pages that are missing (a new site, or one from before issue 19), each with its first
 * revision; a page that was gone starts a new history.
 */
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
      // Two processes starting at once: the second finds the page there (the key is the primary key).
      await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`legal:${key}`}))`);
      const [there] = await tx
        .select({ key: legalPages.key })
        .from(legalPages)
        .where(eq(legalPages.key, key));
      if (there) return;
      await tx.delete(revisions).where(ofPage(key));
      await insertItem(tx, model(), { title: page.title, body: page.body }, { id: key, createdAt: now });
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
