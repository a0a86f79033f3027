/**
 * Every place a record refers to a stored file by its /uploads/ path, written once (docs/decisions/0049).
 * The library's "where is it used" (usedBy), the refusal to delete a file in use, its "unused" filter
 * and the replace that moves every reference to a new path all read this list; a new kind of
 * reference is one more entry here.
 */
import { ADMIN_PAGE, MEDIA_LIBRARY, type MediaUsage } from '@vyoma/contract';
import { adminPathOf, columnOf, fieldOf, itemColumnOf } from '@vyoma/contract/content-types';
import { type AnyColumn, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import {
  type ContentModel,
  contentModelOf,
  contentModels,
  registryGeneration,
} from '../../db/content-types.ts';

interface Reference {
  /** A content type's name (`section`: a post's section), `homeSection`, `settings` or `revision`. */
  type: string;
  /** FROM … (with joins) of the rows that hold the path. */
  from: SQL;
  /**
   * The table of the path column alone, when `from` joins another for the title: "is it used?" and
   * "how often?" need no join (a section, an image, a saved version belongs to its item).
   */
  holder?: SQL;
  /** The column holding the path. */
  path: SQL;
  /** The id of what uses it (post, product, home section; the settings' key). */
  id: SQL;
  /** What a person calls it. */
  title: SQL;
  /** post/product for a revision (its admin screen); null otherwise. */
  kind?: SQL;
  /**
   * The post or product that uses the file (a saved version: its item): its status and who created
   * it, so an author is shown only what they may see (published, or their own). Without it, what
   * uses the file is on the site whatever its status (the home section, the site settings).
   */
  item?: { status: SQL; createdBy: SQL };
  /**
   * Moves every reference from one path to another (inside the replace's transaction). `renditions`:
   * old rendition paths and their new counterparts, for copies of media details (saved versions).
   */
  move: (tx: Db, from: string, to: string, renditions: [string, string][]) => Promise<unknown>;
}

const update = (table: string, column: string) => (tx: Db, from: string, to: string) =>
  tx.execute(
    sql`UPDATE ${sql.identifier(table)} SET ${sql.identifier(column)} = ${to} WHERE ${sql.identifier(column)} = ${from}`,
  );

/** The settings' image paths are generated from its document: the document changes. */
const moveInSettings = (tx: Db, from: string, to: string) =>
  tx.execute(
    sql`UPDATE site_settings SET doc = replace(doc::text, ${JSON.stringify(from)}, ${JSON.stringify(to)})::jsonb WHERE doc::text LIKE ${`%${JSON.stringify(from)}%`}`,
  );

/**
 * Every text of a block's values that names a stored file: its images and any link to a file, so a
 * file a block links to is in use too (jsonpath over the values; a new kind of block needs nothing here).
 */
const BLOCK_FILES = 'strict $.** ? (@.type() == "string" && @ starts with "/uploads/")';

/** A file moved: the blocks' values that name it name the new one. */
const moveInBlocks = (table: string) => (tx: Db, from: string, to: string) =>
  tx.execute(
    sql`UPDATE ${sql.identifier(table)} SET props = replace(props::text, ${JSON.stringify(from)}, ${JSON.stringify(to)})::jsonb WHERE props::text LIKE ${`%${JSON.stringify(from)}%`}`,
  );

/** A list field's usage type: posts' sections keep the spec's own (`section`). */
const LIST_USAGE: Record<string, string> = { 'post.content': 'section' };

/**
 * What a content type's items hold (issue 34: from its declaration): each media field, the share
 * image, each list's media, each media list and the files its blocks name; its title names the item
 * and the place ("Our services — Hero 1").
 */
function contentReferences({ type }: ContentModel): Reference[] {
  const t = sql.identifier(type.table);
  const col = (c: string) => sql`${t}.${sql.identifier(c)}`;
  const title = col(columnOf(fieldOf(type, type.titleField)!));
  // A keyed type's items are named by their key; one public as saved (menus) has no status: it is live.
  const id = col(type.key?.column ?? 'id');
  const item = {
    status: type.workflow === 'always' ? sql`'published'` : col('status'),
    createdBy: col('created_by'),
  };
  const refs: Reference[] = [];
  for (const f of type.fields) {
    if (f.kind === 'media')
      refs.push({
        type: type.name,
        from: sql`${t}`,
        path: col(columnOf(f)),
        id,
        title: sql`${title} || ${`: ${f.summary ?? f.label.toLowerCase()}`}`,
        item,
        move: update(type.table, columnOf(f)),
      });
    if (f.kind === 'list' || f.kind === 'mediaList') {
      const itemColumn = f.itemColumn ?? `${type.name.replaceAll('-', '_')}_id`;
      const l = sql.identifier(f.table);
      const from = sql`${l} JOIN ${t} ON ${id} = ${l}.${sql.identifier(itemColumn)}`;
      const subs = f.kind === 'list' ? f.of.filter((s) => s.kind === 'media') : [f];
      for (const sub of subs) {
        const place =
          f.kind === 'list'
            ? sql`${` — ${f.itemLabel.replace(' {n}', '').toLowerCase()} `} || (${l}.position + 1)`
            : sql`${`: ${f.summary ?? 'image'} `} || (${l}.position + 1)`;
        refs.push({
          type: LIST_USAGE[`${type.name}.${f.name}`] ?? type.name,
          from,
          holder: sql`${l}`,
          path: sql`${l}.${sql.identifier(columnOf(sub))}`,
          id,
          title: sql`${title} || ${place}`,
          item,
          move: update(f.table, columnOf(sub)),
        });
      }
    }
  }
  for (const f of type.fields) {
    if (f.kind !== 'blocks') continue;
    const b = sql.identifier(f.table);
    const files = sql`${b} CROSS JOIN LATERAL jsonb_array_elements_text(jsonb_path_query_array(${b}.props, ${BLOCK_FILES}::jsonpath)) AS bf(path)`;
    const kind = sql`CASE ${b}.type ${sql.join(
      f.of.map((k) => sql`WHEN ${k.name} THEN ${k.label}`),
      sql` `,
    )} ELSE 'Block' END`;
    refs.push({
      type: type.name,
      from: sql`${files} JOIN ${t} ON ${id} = ${b}.${sql.identifier(itemColumnOf(type, f))}`,
      holder: files,
      path: sql`bf.path`,
      id,
      title: sql`${title} || ' — ' || ${kind} || ' ' || (${b}.position + 1)`,
      item,
      move: moveInBlocks(f.table),
    });
  }
  if (type.seo)
    refs.push({
      type: type.name,
      from: sql`${t}`,
      path: col('seo_image'),
      id,
      title: sql`${title} || ': share image'`,
      item,
      move: update(type.table, 'seo_image'),
    });
  return refs;
}

/** A saved version of any type's item (restoring it brings the file back). */
function revisionReference(models: ContentModel[]): Reference {
  const joined = models.filter((m) => m.type.revisions && m.type.workflow === 'publish');
  const alias = (i: number) => sql.identifier(`r${i}`);
  return {
    type: 'revision',
    from: sql`revision_media rm JOIN revisions r ON r.id = rm.revision_id ${sql.join(
      joined.map(
        (m, i) =>
          sql`LEFT JOIN ${sql.identifier(m.type.table)} ${alias(i)} ON r.kind = ${m.type.name} AND ${alias(i)}.id = r.item_id`,
      ),
      sql` `,
    )}`,
    holder: sql`revision_media rm`,
    path: sql`rm.path`,
    id: sql`r.item_id`,
    title: sql`coalesce(${sql.join(
      joined.map((m) => sql`r.data->>${m.type.titleField}`),
      sql`, `,
    )}, '') || ': an earlier version'`,
    kind: sql`r.kind`,
    item: {
      status: sql`coalesce(${sql.join(
        joined.map((_m, i) => sql`${alias(i)}.status`),
        sql`, `,
      )})`,
      createdBy: sql`coalesce(${sql.join(
        joined.map((_m, i) => sql`${alias(i)}.created_by`),
        sql`, `,
      )})`,
    },
    // The revision's media row and its snapshot (the item as the API showed it, renditions too), so
    // a restored version shows the new file.
    move: async (tx, from, to, renditions) => {
      let data = sql`data::text`;
      for (const [a, b] of [[from, to], ...renditions])
        data = sql`replace(${data}, ${JSON.stringify(a)}, ${JSON.stringify(b)})`;
      await tx.execute(
        sql`UPDATE revisions SET data = (${data})::jsonb WHERE id IN (SELECT revision_id FROM revision_media WHERE path = ${from})`,
      );
      await tx.execute(sql`UPDATE revision_media SET path = ${to} WHERE path = ${from}`);
    },
  };
}

/** What is not content: the home section and the site settings. */
const OTHER_REFERENCES: Reference[] = [
  {
    type: 'homeSection',
    from: sql`second_sections h`,
    path: sql`h.img_path`,
    id: sql`h.id`,
    title: sql`'Home section: ' || h.title`,
    move: update('second_sections', 'img_path'),
  },
  {
    type: 'settings',
    from: sql`site_settings st`,
    path: sql`st.logo_path`,
    id: sql`'logo'`,
    title: sql`'Site settings: logo'`,
    move: moveInSettings,
  },
  {
    type: 'settings',
    from: sql`site_settings st`,
    path: sql`st.share_image_path`,
    id: sql`'shareImage'`,
    title: sql`'Site settings: share image'`,
    // The logo's entry already moved the document (both paths live in it).
    move: async () => {},
  },
];

/**
 * A change scheduled for a live item (content/scheduled-changes.ts): the item as it will be, a JSON
 * document whose string values under /uploads/ are the files it shows once live. It counts as in use
 * (a file it names is not deleted before it goes live), and a replace moves it in the document.
 */
const SCHEDULED_CHANGE_REFERENCE: Reference = {
  type: 'scheduledChange',
  from: sql`scheduled_changes sc CROSS JOIN LATERAL (SELECT DISTINCT v #>> '{}' AS path FROM jsonb_path_query(sc.data, 'lax $.**') v WHERE jsonb_typeof(v) = 'string' AND starts_with(v #>> '{}', '/uploads/')) sp`,
  path: sql`sp.path`,
  id: sql`sc.item_id`,
  title: sql`'A change scheduled for ' || to_char(sc.publish_at AT TIME ZONE 'UTC', 'YYYY-MM-DD HH24:MI') || ' UTC'`,
  kind: sql`sc.kind`,
  move: (tx, from, to) =>
    tx.execute(
      sql`UPDATE scheduled_changes SET data = replace(data::text, ${JSON.stringify(from)}, ${JSON.stringify(to)})::jsonb WHERE data::text LIKE ${`%${JSON.stringify(from)}%`}`,
    ),
};

let references: { generation: number; list: readonly Reference[] } | null = null;

/** Every reference: each content type's, the home section's and the settings', then saved versions. */
export function referencesNow(): readonly Reference[] {
  const models = contentModels();
  if (references?.generation !== registryGeneration())
    references = {
      generation: registryGeneration(),
      list: [
        ...models.flatMap(contentReferences),
        ...OTHER_REFERENCES,
        SCHEDULED_CHANGE_REFERENCE,
        revisionReference(models),
      ],
    };
  return references.list;
}

/**
 * "Nothing uses the file at `path`" as one SQL condition (the "unused" filter): a probe of each
 * reference's index per file, rather than a list of every path in use.
 */
export function unusedSql(path: SQL | AnyColumn): SQL {
  return sql.join(
    referencesNow().map(
      (r) => sql`NOT EXISTS (SELECT 1 FROM ${r.holder ?? r.from} WHERE ${r.path} = ${path})`,
    ),
    sql` AND `,
  );
}

/**
 * Whether anything on the site, or going on it, uses the file: a published or scheduled post or
 * product, the home section, the site settings. Saved versions and unpublished work do not count.
 */
export async function usedLive(db: Db, path: string): Promise<boolean> {
  const live = sql.join(
    referencesNow()
      .filter((r) => r.type !== 'revision')
      .map(
        (r) =>
          sql`SELECT 1 FROM ${r.from} WHERE ${r.path} = ${path}${
            r.item ? sql` AND ${r.item.status} IN ('published', 'scheduled')` : sql``
          }`,
      ),
    sql` UNION ALL `,
  );
  return rowsOf(await db.execute(sql`SELECT EXISTS (${live}) AS used`)).some(
    (r) => (r as { used: boolean }).used === true,
  );
}

const rowsOf = <T>(result: unknown): T[] => ((result as { rows?: T[] }).rows ?? []) as T[];

function hrefOf(type: string, id: string, kind: string | null): string | null {
  switch (type) {
    case 'section':
      return ADMIN_PAGE.editBlog(id);
    case 'homeSection':
      return ADMIN_PAGE.editSecondSection;
    case 'settings':
      return ADMIN_PAGE.settings;
    case 'revision': {
      const model = kind ? contentModelOf(kind) : undefined;
      return model ? adminPathOf(model.type.admin.history, id) : null;
    }
    case 'scheduledChange': {
      const model = kind ? contentModelOf(kind) : undefined;
      return model ? adminPathOf(model.type.admin.edit, id) : null;
    }
    default: {
      const model = contentModelOf(type);
      return model ? adminPathOf(model.type.admin.edit, id) : null;
    }
  }
}

/** Where files are used: at most `listed` places per file, and how many more there are. */
export interface Usages {
  places: Map<string, MediaUsage[]>;
  more: Map<string, number>;
}

/** `unnest(ARRAY[…]) AS f(path)`: the files, one row each, for a LATERAL read per file. */
const filesSql = (paths: string[]) =>
  sql`unnest(ARRAY[${sql.join(
    paths.map((p) => sql`${p}`),
    sql`, `,
  )}]::text[]) AS f(path)`;

/**
 * Where each of the paths is used: at most `listed` places per file, and how many more use it; a file
 * on thousands of posts costs the same read as one on a few. First each kind of reference counts its
 * rows per file (an index-only scan of the path's index), then only the kinds that hold a file read
 * their first `listed` rows of it: a LATERAL read for a file no row holds would let the planner scan
 * the whole table for it (its estimate is the average use of a path). A saved version is listed only
 * when the item itself no longer uses the file (otherwise the item's own entry says it already);
 * "more" counts the items and settings, not saved versions. For an author (`authorId`), only what
 * they may see: published posts and products and their own work, never the titles or ids of others'
 * unpublished work, nor how many there are.
 */
export async function usagesOf(
  db: Db,
  paths: string[],
  authorId: string | null = null,
  listed: number = MEDIA_LIBRARY.usagesListed,
): Promise<Usages> {
  const refs = referencesNow();
  const places = new Map<string, MediaUsage[]>();
  const more = new Map<string, number>();
  const unique = [...new Set(paths)];
  if (unique.length === 0) return { places, more };
  const visible = (r: Reference) =>
    authorId && r.item
      ? sql` AND (${r.item.status} = 'published' OR ${r.item.createdBy} = ${authorId})`
      : sql``;
  // An author's count needs the item (its status and creator); everyone else's only the path's table.
  const counts = rowsOf<{ path: string; n: number[] }>(
    await db.execute(
      sql`SELECT f.path, ARRAY[${sql.join(
        refs.map((r) =>
          authorId && r.item
            ? sql`(SELECT count(*) FROM ${r.from} WHERE ${r.path} = f.path${visible(r)})`
            : sql`(SELECT count(*) FROM ${r.holder ?? r.from} WHERE ${r.path} = f.path)`,
        ),
        sql`, `,
      )}]::int[] AS n FROM ${filesSql(unique)}`,
    ),
  );
  const branches = refs.flatMap((r, i) => {
    const held = counts.filter((c) => Number(c.n[i]) > 0).map((c) => c.path);
    return held.length === 0
      ? []
      : [
          sql`(SELECT u.* FROM ${filesSql(held)} CROSS JOIN LATERAL (SELECT ${i}::int AS ref, ${r.path} AS path, ${r.id}::text AS id, ${r.title} AS title, ${r.kind ?? sql`NULL`}::text AS kind FROM ${r.from} WHERE ${r.path} = f.path${visible(r)} LIMIT ${listed}) u)`,
        ];
  });
  const rows =
    branches.length === 0
      ? []
      : rowsOf<{ ref: number; path: string; id: string; title: string; kind: string | null }>(
          await db.execute(sql`${sql.join(branches, sql` UNION ALL `)} ORDER BY ref, title`),
        );
  const current = new Set<string>();
  for (const r of rows) {
    const type = refs[r.ref]!.type;
    if (type === 'revision') continue;
    current.add(`${r.path}\n${r.id}`);
  }
  const seen = new Set<string>();
  for (const r of rows) {
    const type = refs[r.ref]!.type;
    if (type === 'revision') {
      // One entry per item, and none when the item uses the file today.
      const key = `${r.path}\n${r.id}`;
      if (current.has(key) || seen.has(key)) continue;
      seen.add(key);
    }
    const list = places.get(r.path) ?? [];
    if (list.length >= listed) continue;
    list.push({ type, id: r.id, title: r.title, href: hrefOf(type, r.id, r.kind) });
    places.set(r.path, list);
  }
  for (const c of counts) {
    const uses = refs.reduce((sum, r, i) => (r.type === 'revision' ? sum : sum + Number(c.n[i])), 0);
    const shown = (places.get(c.path) ?? []).filter((u) => u.type !== 'revision').length;
    if (uses > shown) more.set(c.path, uses - shown);
  }
  return { places, more };
}

type Files = {
  path: string;
  variants: { width: number; path: string }[];
  avif: { width: number; path: string }[];
};

/** Moves every reference to `from` over to `to` (renditions matched by width), in the caller's transaction. */
export async function moveReferences(tx: Db, from: Files, to: Files): Promise<void> {
  const renditions: [string, string][] = [];
  for (const kind of ['variants', 'avif'] as const)
    for (const v of from[kind]) {
      const same = to[kind].find((n) => n.width === v.width);
      if (same) renditions.push([v.path, same.path]);
    }
  for (const r of referencesNow()) await r.move(tx, from.path, to.path, renditions);
}
