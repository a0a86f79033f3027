/**
 * The SEO panel's duplicate-title check (issue 17 item 4): a title is "taken" when another post or
 * product shows the same title in search results, that is its SEO title, else its title or name.
 * Letter case and surrounding spaces do not count; every status counts (a draft goes live later),
 * as far as the reader may see: an author learns of published items and their own work only, never
 * the title or id of another's unpublished work (an editor sees the clash when reviewing).
 */
import { and, desc, ne, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { type Audience, contentModels, visibleTo } from '../content/index.ts';

const LIMIT = 5;

export interface TitleUser {
  kind: string;
  _id: string;
  title: string;
}

export async function titleUsers(
  db: Db,
  title: string,
  self: { kind: string; id?: string },
  audience: Audience,
): Promise<TitleUser[]> {
  const wanted = title.trim().toLowerCase();
  const found: TitleUser[] = [];
  // Every type with SEO overrides: its title as search results show it.
  for (const { type, table: t } of contentModels().filter((m) => m.type.seo)) {
    const kind = type.name;
    const label = t[type.titleField] as typeof t.slug;
    const searchTitle = sql`lower(btrim(coalesce(nullif(btrim(${t.seoTitle}), ''), ${label})))`;
    const conditions: (SQL | undefined)[] = [sql`${searchTitle} = ${wanted}`, visibleTo(kind, audience)];
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
