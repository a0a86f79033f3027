/**
 * SQL for forms staff build (issue 29; db/schema.ts forms, form_versions): the definition with its
 * versions, what the public page reads, the choices a rich-text block offers, and a form's entries
 * (enquiries whose form_id is the form) for its CSV.
 */
import { randomUUID } from 'node:crypto';
import type { EntryValue, FormInfo, PublicFormDefinition } from '@vyoma/contract';
import type { FormDefinitionValues } from '@vyoma/contract/form-schema';
import { and, asc, desc, eq, inArray, lt, ne, or, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { contactMessages, type FormDefinitionDoc, forms, formVersions, users } from '../../db/schema.ts';
import {
  type Editor,
  isUuid,
  type SlugTable,
  slugToStore,
  versionConflict,
  withSlugConflict,
} from '../content/index.ts';

type Row = typeof forms.$inferSelect;

const docOf = (v: FormDefinitionValues): FormDefinitionDoc => ({
  fields: v.fields,
  steps: v.steps,
  confirmation: v.confirmation,
  notify: v.notify,
});

export const toPublic = (row: Row): PublicFormDefinition => ({
  _id: row.id,
  slug: row.slug,
  title: row.title,
  version: row.version,
  fields: row.definition.fields,
  steps: row.definition.steps,
  confirmation: row.definition.confirmation,
});

const byIdOrSlug = (idOrSlug: string): SQL =>
  isUuid(idOrSlug) ? eq(forms.id, idOrSlug.toLowerCase()) : eq(forms.slug, idOrSlug);

/** A form by id or slug, as stored. */
export async function formRow(db: Db, idOrSlug: string): Promise<Row | null> {
  const [row] = await db.select().from(forms).where(byIdOrSlug(idOrSlug)).limit(1);
  return row ?? null;
}

/** The forms of these slugs that exist, for the pages that show them (posts, legal pages). */
export async function publicForms(db: Db, slugs: string[]): Promise<PublicFormDefinition[]> {
  if (slugs.length === 0) return [];
  const rows = await db.select().from(forms).where(inArray(forms.slug, slugs));
  return rows.map(toPublic);
}

/** How many entries (not spam) each form has, and the newest. */
async function entryCounts(db: Db, ids: string[]) {
  if (ids.length === 0) return new Map<string, { n: number; last: Date | null }>();
  const rows = await db
    .select({
      id: contactMessages.formId,
      n: sql<number>`count(*)::int`,
      last: sql<string | null>`max(${contactMessages.createdAt})`,
    })
    .from(contactMessages)
    .where(and(inArray(contactMessages.formId, ids), ne(contactMessages.status, 'spam')))
    .groupBy(contactMessages.formId);
  return new Map(rows.map((r) => [r.id!, { n: Number(r.n), last: r.last ? new Date(r.last) : null }]));
}

async function toInfos(db: Db, rows: Row[]): Promise<FormInfo[]> {
  const counts = await entryCounts(
    db,
    rows.map((r) => r.id),
  );
  return rows.map((r) => {
    const c = counts.get(r.id);
    return {
      ...toPublic(r),
      notify: r.definition.notify,
      entries: c?.n ?? 0,
      lastEntryAt: c?.last?.toISOString() ?? null,
      createdAt: r.createdAt.toISOString(),
      updatedAt: r.updatedAt.toISOString(),
    };
  });
}

export async function listForms(db: Db): Promise<FormInfo[]> {
  return toInfos(db, await db.select().from(forms).orderBy(asc(forms.title)));
}

export async function getForm(db: Db, id: string): Promise<FormInfo | null> {
  const row = await formRow(db, id);
  return row ? ((await toInfos(db, [row]))[0] ?? null) : null;
}

/** What a rich-text block can show: every form, by title. */
export async function formChoices(db: Db) {
  return db
    .select({ _id: forms.id, slug: forms.slug, title: forms.title })
    .from(forms)
    .orderBy(asc(forms.title));
}

const SLUGS: SlugTable = { table: forms, id: forms.id, slug: forms.slug };
const slugFor = (db: Db, values: FormDefinitionValues, id: string | null, current: string | null) =>
  slugToStore(
    db,
    SLUGS,
    { typed: values.slug, title: values.title, id, current },
    { fallback: 'form', noun: 'form' },
  );

export async function insertForm(
  db: Db,
  values: FormDefinitionValues,
  editor: Editor | null,
): Promise<string> {
  const id = randomUUID();
  const slug = await slugFor(db, values, null, null);
  const definition = docOf(values);
  await db.transaction(async (tx) => {
    await withSlugConflict(
      slug,
      () =>
        tx.insert(forms).values({
          id,
          slug,
          title: values.title,
          definition,
          createdBy: editor?.id ?? null,
          updatedBy: editor?.id ?? null,
        }),
      'form',
    );
    await tx.insert(formVersions).values({ formId: id, version: 1, title: values.title, definition });
  });
  return id;
}

/**
 * Saves a new version of the definition (409 when `version` is older than the saved one, naming who
 * saved); the earlier versions stay, so entries keep the fields they were sent with. False: unknown.
 */
export async function updateForm(
  db: Db,
  id: string,
  values: FormDefinitionValues,
  editor: Editor | null,
): Promise<boolean> {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .select({
        slug: forms.slug,
        version: forms.version,
        updatedAt: forms.updatedAt,
        updatedBy: forms.updatedBy,
        name: users.name,
      })
      .from(forms)
      .leftJoin(users, eq(users.id, forms.updatedBy))
      .where(eq(forms.id, id))
      .for('update', { of: forms });
    if (!row) return false;
    if (values.version !== undefined && values.version !== row.version)
      throw versionConflict(row, values.version, 'form');
    const slug = await slugFor(tx, values, id, row.slug);
    const definition = docOf(values);
    const version = row.version + 1;
    await withSlugConflict(
      slug,
      () =>
        tx
          .update(forms)
          .set({
            slug,
            title: values.title,
            definition,
            version,
            updatedAt: new Date(),
            updatedBy: editor?.id ?? null,
          })
          .where(eq(forms.id, id)),
      'form',
    );
    await tx.insert(formVersions).values({ formId: id, version, title: values.title, definition });
    return true;
  });
}

/** Deletes a form; its entries stay in the inbox with their answers and the form's title. */
export async function deleteForm(db: Db, id: string): Promise<boolean> {
  const gone = await db.delete(forms).where(eq(forms.id, id)).returning({ id: forms.id });
  return gone.length > 0;
}

/** What the audit log compares before and after a save. */
export async function formSnapshot(db: Db, id: string) {
  const row = await formRow(db, id);
  if (!row) return undefined;
  return { title: row.title, slug: row.slug, ...row.definition };
}

/** An entry sent again soon (the same form, the same answers): its id, or null. */
export async function recentEntry(db: Db, formId: string, hash: string, since: Date): Promise<string | null> {
  const [row] = await db
    .select({ id: contactMessages.id })
    .from(contactMessages)
    .where(
      and(
        eq(contactMessages.formId, formId),
        eq(contactMessages.entryHash, hash),
        sql`${contactMessages.createdAt} >= ${since.toISOString()}::timestamptz`,
      ),
    )
    .limit(1);
  return row?.id ?? null;
}

// --- CSV --------------------------------------------------------------------------------------------

/** Every version's fields in order, current first, each key once with its latest label: the CSV's columns. */
export async function formColumns(db: Db, formId: string): Promise<{ key: string; label: string }[]> {
  const versions = await db
    .select({ definition: formVersions.definition })
    .from(formVersions)
    .where(eq(formVersions.formId, formId))
    .orderBy(desc(formVersions.version));
  const columns = new Map<string, string>();
  for (const v of versions)
    for (const f of v.definition.fields) if (!columns.has(f.key)) columns.set(f.key, f.label);
  return [...columns].map(([key, label]) => ({ key, label }));
}

export interface EntryRow {
  id: string;
  createdAt: Date;
  status: string;
  formVersion: number | null;
  fields: EntryValue[];
  source: string;
  page: string | null;
  utmCampaign: string | null;
}

/** A form's entries, newest first, in batches read by key (a long export never holds the database). */
export async function* formEntries(db: Db, formId: string, batchSize = 500): AsyncGenerator<EntryRow[]> {
  let after: { createdAt: Date; id: string } | null = null;
  for (;;) {
    const cursor: SQL | undefined = after
      ? or(
          lt(contactMessages.createdAt, after.createdAt),
          and(eq(contactMessages.createdAt, after.createdAt), lt(contactMessages.id, after.id)),
        )
      : undefined;
    const rows: EntryRow[] = await db
      .select({
        id: contactMessages.id,
        createdAt: contactMessages.createdAt,
        status: contactMessages.status,
        formVersion: contactMessages.formVersion,
        fields: contactMessages.formFields,
        source: contactMessages.source,
        page: contactMessages.page,
        utmCampaign: contactMessages.utmCampaign,
      })
      .from(contactMessages)
      .where(and(eq(contactMessages.formId, formId), cursor))
      .orderBy(desc(contactMessages.createdAt), desc(contactMessages.id))
      .limit(batchSize);
    if (rows.length === 0) return;
    yield rows;
    const last = rows[rows.length - 1]!;
    after = { createdAt: last.createdAt, id: last.id };
    if (rows.length < batchSize) return;
  }
}
