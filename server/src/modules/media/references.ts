/**
 * Every place a record refers to a stored file by its /uploads/ path, written once (docs/decisions/0049).
 * The library's "where is it used" (usedBy), the refusal to delete a file in use, its "unused" filter
 * and the replace that moves every reference to a new path all read this list; a new kind of
 * reference is one more entry here.
 */
import { ADMIN_PAGE, MEDIA_LIBRARY, type MediaUsage, type MediaUsageType } from '@vyoma/contract';
import { type AnyColumn, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';

interface Reference {
  type: MediaUsageType;
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

export const REFERENCES: readonly Reference[] = [
  {
    type: 'post',
    from: sql`blogs b`,
    path: sql`b.icon_path`,
    id: sql`b.id`,
    title: sql`b.title || ': icon'`,
    item: { status: sql`b.status`, createdBy: sql`b.created_by` },
    move: update('blogs', 'icon_path'),
  },
  {
    type: 'post',
    from: sql`blogs b`,
    path: sql`b.seo_image`,
    id: sql`b.id`,
    title: sql`b.title || ': share image'`,
    item: { status: sql`b.status`, createdBy: sql`b.created_by` },
    move: update('blogs', 'seo_image'),
  },
  {
    type: 'section',
    from: sql`blog_sections s JOIN blogs b ON b.id = s.blog_id`,
    holder: sql`blog_sections s`,
    path: sql`s.image_path`,
    id: sql`b.id`,
    title: sql`b.title || ' — section ' || (s.position + 1)`,
    item: { status: sql`b.status`, createdBy: sql`b.created_by` },
    move: update('blog_sections', 'image_path'),
  },
  {
    type: 'product',
    from: sql`product_images i JOIN products p ON p.id = i.product_id`,
    holder: sql`product_images i`,
    path: sql`i.path`,
    id: sql`p.id`,
    title: sql`p.name || ': image ' || (i.position + 1)`,
    item: { status: sql`p.status`, createdBy: sql`p.created_by` },
    move: update('product_images', 'path'),
  },
  {
    type: 'product',
    from: sql`products p`,
    path: sql`p.seo_image`,
    id: sql`p.id`,
    title: sql`p.name || ': share image'`,
    item: { status: sql`p.status`, createdBy: sql`p.created_by` },
    move: update('products', 'seo_image'),
  },
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
  {
    // A saved version of a post or product (restoring it brings the file back).
    type: 'revision',
    from: sql`revision_media rm JOIN revisions r ON r.id = rm.revision_id
      LEFT JOIN blogs rb ON r.kind = 'post' AND rb.id = r.item_id
      LEFT JOIN products rp ON r.kind = 'product' AND rp.id = r.item_id`,
    holder: sql`revision_media rm`,
    path: sql`rm.path`,
    id: sql`r.item_id`,
    title: sql`coalesce(r.data->>'title', r.data->>'name', '') || ': an earlier version'`,
    kind: sql`r.kind`,
    item: {
      status: sql`coalesce(rb.status, rp.status)`,
      createdBy: sql`coalesce(rb.created_by, rp.created_by)`,
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
  },
];

/**
 * "Nothing uses the file at `path`" as one SQL condition (the "unused" filter): a probe of each
 * reference's index per file, rather than a list of every path in use.
 */
export function unusedSql(path: SQL | AnyColumn): SQL {
  return sql.join(
    REFERENCES.map((r) => sql`NOT EXISTS (SELECT 1 FROM ${r.holder ?? r.from} WHERE ${r.path} = ${path})`),
    sql` AND `,
  );
}

/**
 * Whether anything on the site, or going on it, uses the file: a published or scheduled post or
 * product, the home section, the site settings. Saved versions and unpublished work do not count.
 */
export async function usedLive(db: Db, path: string): Promise<boolean> {
  const live = sql.join(
    REFERENCES.filter((r) => r.type !== 'revision').map(
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

function hrefOf(type: MediaUsageType, id: string, kind: string | null): string | null {
  switch (type) {
    case 'post':
    case 'section':
      return ADMIN_PAGE.editBlog(id);
    case 'product':
      return ADMIN_PAGE.editProduct(id);
    case 'homeSection':
      return ADMIN_PAGE.editSecondSection;
    case 'settings':
      return ADMIN_PAGE.settings;
    case 'revision':
      return kind === 'product' ? ADMIN_PAGE.productHistory(id) : ADMIN_PAGE.blogHistory(id);
    default:
      return null;
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
        REFERENCES.map((r) =>
          authorId && r.item
            ? sql`(SELECT count(*) FROM ${r.from} WHERE ${r.path} = f.path${visible(r)})`
            : sql`(SELECT count(*) FROM ${r.holder ?? r.from} WHERE ${r.path} = f.path)`,
        ),
        sql`, `,
      )}]::int[] AS n FROM ${filesSql(unique)}`,
    ),
  );
  const branches = REFERENCES.flatMap((r, i) => {
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
    const type = REFERENCES[r.ref]!.type;
    if (type === 'revision') continue;
    current.add(`${r.path}\n${r.id}`);
  }
  const seen = new Set<string>();
  for (const r of rows) {
    const type = REFERENCES[r.ref]!.type;
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
    const uses = REFERENCES.reduce((sum, r, i) => (r.type === 'revision' ? sum : sum + Number(c.n[i])), 0);
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
  for (const r of REFERENCES) await r.move(tx, from.path, to.path, renditions);
}
