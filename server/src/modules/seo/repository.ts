/**
 * The SEO panel's duplicate-title check (issue 17 item 4): a title is "taken" when another post or
 * product shows the same title in search results, that is its SEO title, else its title or name.
 * Letter case and surrounding spaces do not count; every status counts (a draft goes live later),
 * as far as the reader may see: an author learns of published items and their own work only, never
 * the title or id of another's unpublished work (an editor sees the clash when reviewing).
 */
import { CONTENT_KINDS, type ContentKind } from '@vyoma/contract';
import { and, desc, ne, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { blogs, products } from '../../db/schema.ts';
import { type Audience, CONTENT_TABLE, visibleTo } from '../content/index.ts';

/** The column that names an item in the admin. */
const LABEL = { post: blogs.title, product: products.name } as const;
const LIMIT = 5;

export interface TitleUser {
  kind: ContentKind;
  _id: string;
  title: string;
}

export async function titleUsers(
  db: Db,
  title: string,
  self: { kind: ContentKind; id?: string },
  audience: Audience,
): Promise<TitleUser[]> {
  const wanted = title.trim().toLowerCase();
  const found: TitleUser[] = [];
  for (const kind of CONTENT_KINDS) {
    const t = CONTENT_TABLE[kind];
    const label = LABEL[kind];
    const searchTitle = sql`lower(btrim(coalesce(nullif(btrim(${t.seoTitle}), ''), ${label})))`;
    const conditions: (SQL | undefined)[] = [sql`${searchTitle} = ${wanted}`, visibleTo(t, audience)];
    if (kind === self.kind && self.id) conditions.push(ne(t.id, self.id));
    const rows = await db
      .select({ id: t.id, title: label })
      .from(t)
      .where(and(...conditions))
      .orderBy(desc(sql`${t.status} = 'published'`), desc(t.updatedAt))
      .limit(LIMIT);
    found.push(...rows.map((r) => ({ kind, _id: r.id, title: r.title })));
  }
  return found.slice(0, LIMIT);
}
