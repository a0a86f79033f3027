/**
 * Site search (issue 17): every public item of the types declared searchable (posts, products, the
 * pages staff edit, the site's own pages among them) through their stored search vectors (GIN
 * indexes), in one query: websearch_to_tsquery('english', …) (stemming: "invoices" finds "invoice"),
 * ranked with ts_rank (title weight A first), one page of hits, and ts_headline for that page only.
 */
import { PAGE, SEARCH_PAGE_SIZE, type SearchResponse } from '@vyoma/contract';
import { addressedByPath, PAGE_DOC, publicPathOf } from '@vyoma/contract/content-types';
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { contentModelOf, contentModels, frontPage, publicNow } from '../content/index.ts';
import { MARK_END, MARK_START, readHeadline } from './excerpt.ts';

/**
 * A short passage, up to two fragments around the matches; the first words when the match is only in
 * the title. The markers are escaped and turned into <mark> by readHeadline.
 */
const HEADLINE_OPTIONS = `StartSel=${MARK_START}, StopSel=${MARK_END}, MaxWords=30, MinWords=12, ShortWord=3, MaxFragments=2, FragmentDelimiter=" … "`;

interface Row {
  total: number;
  type: string | null;
  /** The kind of hit it is listed as, when a field says so (a page that is a service). */
  kind: string | null;
  ref: string | null;
  title: string | null;
  excerpt: string | null;
}

/** A hit's page: its type's public path (its slug or path filled in). */
function urlOf(type: string, ref: string): string {
  const model = contentModelOf(type);
  return (model && publicPathOf(model.type, ref)) ?? ref;
}

/**
 * The types search lists: declared searchable, with a page of their own. Per type: its title column
 * and the text its excerpts come from (multi-line text, rich text, a searched list's or body of
 * blocks' text; '\n' between them).
 */
function searchedTypes() {
  return contentModels()
    .filter((m) => m.type.search && m.type.workflow === 'publish' && m.type.publicPath)
    .map(({ type, table }) => {
      const column = (key: string) => table[key] as typeof table.slug;
      const parts = type.fields.flatMap((f) =>
        f.kind === 'text' && f.multiline
          ? [column(f.name)]
          : (f.kind === 'richText' || f.kind === 'list' || f.kind === 'blocks') && f.search
            ? [column(`${f.name}Text`)]
            : [],
      );
      const body = parts.length === 0 ? sql`''` : sql.join(parts, sql` || E'\n' || `);
      // What fills its public path: the slug, or (a type addressed by path) the path.
      const ref = addressedByPath(type) ? table.path : table.slug;
      // A select that lists some of its items as another kind of hit (declaration `searchKinds`).
      const kinds = type.fields.find((f) => f.kind === 'select' && f.searchKinds);
      const kind =
        kinds?.kind === 'select' && kinds.searchKinds
          ? sql`CASE ${column(kinds.name)} ${sql.join(
              Object.entries(kinds.searchKinds).map(([option, as]) => sql`WHEN ${option} THEN ${as}::text`),
              sql` `,
            )} END`
          : sql`NULL::text`;
      return { type, table, title: column(type.titleField), body, ref, kind };
    });
}

/** `q` is trimmed and at most SEARCH_QUERY_MAX characters. */
export async function searchSite(db: Db, q: string, page: number): Promise<SearchResponse> {
  // The query is written out in each branch (a stable function of a parameter), so each table's
  // match can use its GIN index.
  const tsq = sql`websearch_to_tsquery('english', ${q})`;
  const offset = (page - 1) * SEARCH_PAGE_SIZE;
  const types = searchedTypes();
  const now = new Date();
  // Every type declared searchable: what of it is public now (issue 34: from the declarations).
  const branches = types.map(
    ({
      type,
      table: t,
      title,
      ref,
      kind,
    }) => sql`SELECT ${type.name} AS type, ${kind} AS kind, ${ref} AS ref, ${title} AS title,
        ts_rank(${t.searchVector}, ${tsq}) AS rank
      FROM ${t}
      WHERE ${t.searchVector} @@ ${tsq} AND ${publicNow(type.name, now)}`,
  );
  // The text an excerpt is made from: the type's longer text (summaries, rich text, list text).
  const bodies = types.map(
    ({ type, table: t, body, ref }) =>
      sql`WHEN ${type.name} THEN (SELECT ${body} FROM ${t} WHERE ${ref} = top.ref) `,
  );
  // The matches carry what ranking needs; the text an excerpt is made from is read for the one
  // page of results only (by slug or path), not copied for every match.
  const result: unknown = await db.execute(sql`
    WITH hits AS (
      ${sql.join(branches, sql` UNION ALL `)}
    ),
    top AS (
      SELECT * FROM hits ORDER BY rank DESC, title, ref LIMIT ${SEARCH_PAGE_SIZE} OFFSET ${offset}
    ),
    texts AS (
      SELECT top.*, CASE top.type
        ${sql.join(bodies)}
      END AS body
      FROM top
    )
    SELECT (SELECT count(*) FROM hits)::int AS total, texts.type, texts.kind, texts.ref, texts.title,
      ts_headline('english', translate(texts.body, ${MARK_START + MARK_END}, ''), ${tsq}, ${HEADLINE_OPTIONS})
        AS excerpt
    FROM (SELECT 1) AS one LEFT JOIN texts ON true
    ORDER BY texts.rank DESC, texts.title, texts.ref`);
  // Both drivers answer { rows }.
  const rows = ((result as { rows?: Row[] }).rows ?? []) as Row[];
  // The front page is found at /, not at its own address (a redirect there).
  const front = rows.some((r) => r.type === PAGE_DOC.name) ? await frontPage(db) : null;
  const data = rows
    .filter((r) => r.type !== null && r.ref !== null)
    .map((r) => {
      const excerpt = readHeadline(r.excerpt ?? '');
      return {
        type: r.kind ?? r.type!,
        title: r.title ?? '',
        url: r.type === PAGE_DOC.name && r.ref === front?.path ? PAGE.home : urlOf(r.type!, r.ref!),
        excerpt: excerpt.text,
        marks: excerpt.marks,
        excerptHtml: excerpt.html,
      };
    });
  return { data, total: rows[0]?.total ?? 0, page, limit: SEARCH_PAGE_SIZE };
}
