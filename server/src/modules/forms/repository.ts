/**
 * Forms staff build (issue 29) on the content engine (issue 34; contract content-types/form.ts): the
 * engine reads and saves them (slug, the version check and its 409 naming who saved, a revision of
 * kind `form` for every version, kept for ever, the item's traces when it goes); this file gives them
 * their API's shapes (the definition's parts at the top level, entry counts for staff), the choices a
 * rich-text block offers, and a form's entries (enquiries whose form_id is the form) for its CSV.
 */

import type { EntryValue, FormDefinition, FormInfo, PublicFormDefinition } from '@vyoma/contract';
import { FORM } from '@vyoma/contract/content-types';
import type { FormDefinitionValues } from '@vyoma/contract/form-schema';
import { DEFAULT_LANGUAGE_CODE } from '@vyoma/contract/language-rules';
import { and, asc, desc, eq, inArray, lt, ne, or, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { contactMessages, forms, revisions } from '../../db/schema.ts';
import {
  deleteItem,
  type Editor,
  getItem,
  getItemIn,
  hydrate,
  hydrateIn,
  type Item,
  insertItem,
  lockItem,
  modelOf,
  selectItems,
  selectItemsIn,
  snapshotOf,
  updateItem,
} from '../content/index.ts';

/** Its declaration with its table: what the content engine reads and saves. */
const model = () => modelOf(FORM.name);

/** A form as stored: its current version and definition. */
export interface StoredForm {
  id: string;
  slug: string;
  title: string;
  version: number;
  definition: FormDefinition;
  createdAt: string;
  updatedAt: string;
}

const storedOf = (item: Item): StoredForm => ({
  id: item._id,
  slug: item.slug,
  title: item.title as string,
  version: item.version,
  definition: item.definition as FormDefinition,
  createdAt: item.createdAt,
  updatedAt: item.updatedAt,
});

/** The engine's field values of a saved body. */
const valuesOf = (v: FormDefinitionValues) => ({
  title: v.title,
  definition: {
    fields: v.fields,
    steps: v.steps,
    confirmation: v.confirmation,
    notify: v.notify,
  } satisfies FormDefinition,
});

export const toPublic = (form: StoredForm): PublicFormDefinition => ({
  _id: form.id,
  slug: form.slug,
  title: form.title,
  version: form.version,
  fields: form.definition.fields,
  steps: form.definition.steps,
  confirmation: form.definition.confirmation,
});

/**
 * Rows the engine selected, as stored (read as the public would: nothing a form's answers show names
 * the staff, so their names are not looked up).
 */
const storedForms = async (db: Db, rows: unknown[]) =>
  (await hydrate(db, model(), rows as Parameters<typeof hydrate>[2], 'public')).map(storedOf);

/** A form by id or slug, or null. */
export async function formRow(db: Db, idOrSlug: string): Promise<StoredForm | null> {
  const item = await getItem(db, model(), idOrSlug, 'public');
  return item ? storedOf(item) : null;
}

/** The forms of these slugs that exist, for the pages that show them (posts, legal pages). */
export async function publicForms(db: Db, slugs: string[]): Promise<PublicFormDefinition[]> {
  if (slugs.length === 0) return [];
  const rows = await selectItems(db, model()).where(inArray(forms.slug, slugs));
  return (await storedForms(db, rows)).map(toPublic);
}

/**
 * Issue 36: a form as it is public in `lang` (its title and words there over the English form, its
 * fields, rules and URL name the English form's), or null when it has no version there.
 */
export async function formRowIn(db: Db, slug: string, lang: string): Promise<StoredForm | null> {
  const item = await getItemIn(db, model(), slug, lang);
  return item ? storedOf(item) : null;
}

/** The forms of these slugs that have a version in `lang`, in it (a Hindi post's forms). */
export async function publicFormsIn(db: Db, slugs: string[], lang: string): Promise<PublicFormDefinition[]> {
  if (slugs.length === 0) return [];
  const rows = await selectItemsIn(db, model(), lang).where(inArray(forms.slug, slugs));
  return (await hydrateIn(db, model(), rows as Parameters<typeof hydrateIn>[2], lang)).map((item) =>
    toPublic(storedOf(item)),
  );
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

async function toInfos(db: Db, stored: StoredForm[]): Promise<FormInfo[]> {
  const counts = await entryCounts(
    db,
    stored.map((f) => f.id),
  );
  return stored.map((f) => {
    const c = counts.get(f.id);
    return {
      ...toPublic(f),
      notify: f.definition.notify,
      entries: c?.n ?? 0,
      lastEntryAt: c?.last?.toISOString() ?? null,
      createdAt: f.createdAt,
      updatedAt: f.updatedAt,
    };
  });
}

export async function listForms(db: Db): Promise<FormInfo[]> {
  return toInfos(db, await storedForms(db, await selectItems(db, model()).orderBy(asc(forms.title))));
}

export async function getForm(db: Db, id: string): Promise<FormInfo | null> {
  const form = await formRow(db, id);
  return form ? ((await toInfos(db, [form]))[0] ?? null) : null;
}

/** What a rich-text block can show: every form, by title. */
export async function formChoices(db: Db) {
  return db
    .select({ _id: forms.id, slug: forms.slug, title: forms.title })
    .from(forms)
    .orderBy(asc(forms.title));
}

/** Creates a form (version 1; its URL name from the title unless one is given); returns its id. */
export function insertForm(db: Db, values: FormDefinitionValues, editor: Editor | null): Promise<string> {
  return db.transaction((tx) =>
    insertItem(tx, model(), valuesOf(values), { content: { slug: values.slug }, editor }),
  );
}

/**
 * Saves a new version of the definition (409 when `version` is older than the saved one, naming who
 * saved); the earlier versions stay, so entries keep the fields they were sent with. False: unknown.
 */
export function updateForm(
  db: Db,
  id: string,
  values: FormDefinitionValues,
  editor: Editor | null,
): Promise<boolean> {
  return db.transaction(async (tx) => {
    const before = await lockItem(tx, model(), id, values.version);
    if (!before) return false;
    await updateItem(tx, model(), id, valuesOf(values), before, {
      content: { slug: values.slug, version: values.version },
      editor,
    });
    return true;
  });
}

/** Deletes a form and its versions; its entries stay in the inbox with their answers and the form's title. */
export function deleteForm(db: Db, id: string): Promise<boolean> {
  return db.transaction(async (tx) => (await deleteItem(tx, model(), id)) !== null);
}

/** What the audit log compares before and after a save: the definition's parts apart, so it names them. */
export async function formSnapshot(db: Db, id: string): Promise<Record<string, unknown> | undefined> {
  const item = await getItem(db, model(), id, 'staff');
  if (!item) return undefined;
  const { definition, ...rest } = snapshotOf(FORM, item);
  return { ...rest, ...(definition as FormDefinition) };
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
    .select({ fields: sql<FormDefinition['fields'] | null>`${revisions.data}->'definition'->'fields'` })
    .from(revisions)
    .where(
      and(
        eq(revisions.kind, FORM.name),
        eq(revisions.itemId, formId),
        eq(revisions.lang, DEFAULT_LANGUAGE_CODE),
      ),
    )
    .orderBy(desc(revisions.version));
  const columns = new Map<string, string>();
  for (const v of versions)
    for (const f of v.fields ?? []) if (!columns.has(f.key)) columns.set(f.key, f.label);
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
