/**
 * Site search (issue 17): every public item of the types declared searchable (posts, products, the
 * pages staff edit, the site's own pages among them) through their stored search vectors (GIN
 * indexes), in one query: websearch_to_tsquery('english', …) (stemming: "invoices" finds "invoice"),
 * ranked with ts_rank (title weight A first), one page of hits, and ts_headline for that page only.
 */
import { PAGE, SEARCH_PAGE_SIZE, type SearchResponse } from '@vyoma/contract';
import type { ContentTypeDeclaration } from '@vyoma/contract/content-types';
import {
  addressedByPath,
  PAGE_DOC,
  publicPathOf,
  shownInOtherLanguages,
  translatedBlocks,
  translatedFields,
} from '@vyoma/contract/content-types';
import type { Language } from '@vyoma/contract/languages';
import { type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import {
  contentModelOf,
  contentModels,
  frontPage,
  publicInLanguage,
  publicNow,
  publicSlugs,
} from '../content/index.ts';
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
      return { type, table, title: column(type.titleField), body, ref, kind: kindOf(type, table) };
    });
}

/** A select that lists some of a type's items as another kind of hit (declaration `searchKinds`): a page that is a service. */
function kindOf(type: ContentTypeDeclaration, table: Record<string, unknown>): SQL {
  const kinds = type.fields.find((f) => f.kind === 'select' && f.searchKinds);
  return kinds?.kind === 'select' && kinds.searchKinds
    ? sql`CASE ${table[kinds.name] as SQL} ${sql.join(
        Object.entries(kinds.searchKinds).map(([option, as]) => sql`WHEN ${option} THEN ${as}::text`),
        sql` `,
      )} END`
    : sql`NULL::text`;
}

/** One type's part of a search: its matches (type, kind, ref, title, rank) and the text of one hit by ref. */
interface Branch {
  name: string;
  hits: SQL;
  body: (ref: SQL) => SQL;
}

/** `q` is trimmed and at most SEARCH_QUERY_MAX characters. */
export async function searchSite(db: Db, q: string, page: number): Promise<SearchResponse> {
  // The query is written out in each branch (a stable function of a parameter), so each table's
  // match can use its GIN index.
  const tsq = sql`websearch_to_tsquery('english', ${q})`;
  const now = new Date();
  // Every type declared searchable: what of it is public now (issue 34: from the declarations).
  const branches = searchedTypes().map(
    ({ type, table: t, title, ref, kind, body }): Branch => ({
      name: type.name,
      hits: sql`SELECT ${type.name} AS type, ${kind} AS kind, ${ref} AS ref, ${title} AS title,
        ts_rank(${t.searchVector}, ${tsq}) AS rank
      FROM ${t}
      WHERE ${t.searchVector} @@ ${tsq} AND ${publicNow(type.name, now)}`,
      body: (at) => sql`(SELECT ${body} FROM ${t} WHERE ${ref} = ${at})`,
    }),
  );
  const rows = await runSearch(db, branches, tsq, sql`'english'`, page);
  // The front page is found at /, not at its own address (a redirect there).
  const front = rows.some((r) => r.type === PAGE_DOC.name) ? await frontPage(db) : null;
  return answerOf(rows, page, (r) =>
    r.type === PAGE_DOC.name && r.ref === front?.path ? PAGE.home : urlOf(r.type!, r.ref!),
  );
}

/** NFC, chandrabindu read as anusvara, nukta dropped: as the versions' search vectors fold their text. */
const fold = (text: SQL | string) => sql`translate(normalize(${text}, NFC), U&'\\0901\\093C', U&'\\0902')`;

/**
 * Issue 36: site search in another language: the published versions in it of the types shown there,
 * through their own search vectors, in the language's configuration (`hindi`: Hindi stemming, English
 * words stemmed as English), the query folded as their text is. Each language's results are its own;
 * their addresses are within the language's site (`/product/{its URL name there}`, a page at its path
 * there, the front page at the language's home page).
 */
export async function searchIn(db: Db, q: string, page: number, language: Language): Promise<SearchResponse> {
  const config = sql`${language.search}::regconfig`;
  const tsq = sql`websearch_to_tsquery(${config}, ${fold(q)})`;
  const branches = contentModels()
    .filter(
      (m) =>
        m.translations &&
        m.type.search &&
        m.type.workflow === 'publish' &&
        m.type.publicPath &&
        shownInOtherLanguages(m.type),
    )
    .map((model): Branch => {
      const { type, table: t } = model;
      const tr = model.translations!;
      const column = (key: string) => tr[key] as typeof tr.slug;
      const parts = [
        ...translatedFields(type).flatMap((f) =>
          f.kind === 'text' && f.multiline
            ? [column(f.name)]
            : f.kind === 'richText' && f.search
              ? [column(`${f.name}Text`)]
              : [],
        ),
        // A page's blocks' words there.
        ...translatedBlocks(type)
          .filter((f) => f.search)
          .map((f) => column(`${f.name}Text`)),
      ];
      const body = parts.length === 0 ? sql`''` : sql.join(parts, sql` || E'\n' || `);
      // What fills its public path there: the version's URL name, or (a page) its path there.
      const ref = addressedByPath(type) ? column('path') : tr.slug;
      const title = translatedFields(type).some((f) => f.name === type.titleField)
        ? column(type.titleField)
        : (t[type.titleField] as typeof t.slug);
      const here = sql`${tr.lang} = ${language.code}`;
      return {
        name: type.name,
        hits: sql`SELECT ${type.name} AS type, ${kindOf(type, t)} AS kind, ${ref} AS ref, ${title} AS title,
          ts_rank(${tr.searchVector}, ${tsq}) AS rank
        FROM ${tr} JOIN ${t} ON ${t.id} = ${tr.itemId}
        WHERE ${here} AND ${tr.searchVector} @@ ${tsq} AND ${publicInLanguage(model)}`,
        body: (at) => sql`(SELECT ${body} FROM ${tr} WHERE ${here} AND ${ref} = ${at})`,
      };
    });
  const rows = branches.length === 0 ? [] : await runSearch(db, branches, tsq, config, page);
  // The front page is found at the language's home page, not at its own address there.
  const front = rows.some((r) => r.type === PAGE_DOC.name) ? await frontPage(db) : null;
  const frontThere = front
    ? (await publicSlugs(db, contentModelOf(PAGE_DOC.name)!, front.id, [language.code]))[language.code]
    : null;
  // Addresses within the language's site, as its pages' links take them (their router adds /hi).
  return answerOf(rows, page, (r) =>
    r.type === PAGE_DOC.name && r.ref === frontThere ? PAGE.home : urlOf(r.type!, r.ref!),
  );
}

/**
 * One query: the matches of every branch ranked, one page of them, and ts_headline for that page only
 * (the text an excerpt is made from is read by ref for those hits, not copied for every match).
 */
async function runSearch(db: Db, branches: Branch[], tsq: SQL, config: SQL, page: number): Promise<Row[]> {
  const offset = (page - 1) * SEARCH_PAGE_SIZE;
  const bodies = branches.map(({ name, body }) => sql`WHEN ${name} THEN ${body(sql`top.ref`)} `);
  const result: unknown = await db.execute(sql`
    WITH hits AS (
      ${sql.join(
        branches.map((b) => b.hits),
        sql` UNION ALL `,
      )}
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
      ts_headline(${config}, translate(texts.body, ${MARK_START + MARK_END}, ''), ${tsq}, ${HEADLINE_OPTIONS})
        AS excerpt
    FROM (SELECT 1) AS one LEFT JOIN texts ON true
    ORDER BY texts.rank DESC, texts.title, texts.ref`);
  // Both drivers answer { rows }.
  return ((result as { rows?: Row[] }).rows ?? []) as Row[];
}

/** The rows as the API answers them, each hit's address from `url`. */
function answerOf(rows: Row[], page: number, url: (row: Row) => string): SearchResponse {
  const data = rows
    .filter((r) => r.type !== null && r.ref !== null)
    .map((r) => {
      const excerpt = readHeadline(r.excerpt ?? '');
      return {
        type: r.kind ?? r.type!,
        title: r.title ?? '',
        url: url(r),
        excerpt: excerpt.text,
        marks: excerpt.marks,
        excerptHtml: excerpt.html,
      };
    });
  return { data, total: rows[0]?.total ?? 0, page, limit: SEARCH_PAGE_SIZE };
}
