/**
 * Which block brings work (issue 35 item 5; docs/decisions/0062 §1.7): per block of a page of blocks,
 * the clicks on its links and buttons, the visitors who clicked, and the enquiries whose visit clicked
 * it last, with the won ones and their value. Clicks of finished days come from their rollups, the
 * others from the raw clicks; enquiries from the enquiries themselves (their visit_click_* columns),
 * so a status or value changed later shows at once.
 */
import type { AnalyticsBlocksResponse } from '@vyoma/contract';
import { blockOf } from '@vyoma/contract/blocks';
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';

type BlocksData = AnalyticsBlocksResponse['data'];

const rowsOf = <T>(result: unknown): T[] => ((result as { rows?: T[] }).rows ?? []) as T[];

interface Row {
  page_id: string;
  title: string | null;
  path: string | null;
  block_id: string;
  type: string | null;
  position: number | null;
  clicks: number;
  visitors: number;
  enquiries: number;
  won: number;
  won_value: number;
}

/**
 * The figures of `page`'s blocks (every block it has now, and any removed since that has figures),
 * or, without a page, of every page with a click or an enquiry in the period: pages by their clicks,
 * blocks in their order on the page, removed ones last.
 */
export async function blockFigures(
  db: Db,
  scope: { from: string; to: string; timeZone: string; page?: string },
): Promise<BlocksData['pages']> {
  const { from, to, timeZone, page } = scope;
  const ofPage = (column: string) => (page ? sql`and ${sql.raw(column)} = ${page}` : sql``);
  const start = sql`(${from}::timestamp at time zone ${timeZone})`;
  const end = sql`((${to}::date + 1)::timestamp at time zone ${timeZone})`;
  const rows = rowsOf<Row>(
    await db.execute(sql`
      with clicked as (
        select page_id, block_id, sum(clicks)::int as clicks, sum(visitors)::int as visitors from (
          select r.page_id, r.block_id, r.clicks, r.visitors from analytics_block_rollups r
          where r.day between ${from}::date and ${to}::date ${ofPage('r.page_id')}
          union all
          -- Days not rolled up for good yet (today, and a finished day before its rollup).
          select c.page_id, c.block_id, count(*), count(distinct c.visitor) from analytics_clicks c
          where c.day between ${from}::date and ${to}::date ${ofPage('c.page_id')}
            and not exists (select 1 from analytics_rolled_days d where d.day = c.day and d.final)
          group by c.day, c.page_id, c.block_id
        ) x group by page_id, block_id
      ), brought as (
        select m.visit_click_page as page_id, m.visit_click_block as block_id, count(*)::int as enquiries,
          (count(*) filter (where m.status = 'won'))::int as won,
          coalesce(sum(case when m.status = 'won' then coalesce(m.value,
            (select sum(l.quantity * l.unit_price) from enquiry_lines l where l.enquiry_id = m.id), 0) end), 0)::float8 as won_value
        from contact_messages m
        where m.visit_click_page is not null ${ofPage('m.visit_click_page')} and m.status <> 'spam'
          and m.created_at >= ${start} and m.created_at < ${end}
        group by 1, 2
      ), figures as (
        select coalesce(c.page_id, e.page_id) as page_id, coalesce(c.block_id, e.block_id) as block_id,
          coalesce(c.clicks, 0) as clicks, coalesce(c.visitors, 0) as visitors,
          coalesce(e.enquiries, 0) as enquiries, coalesce(e.won, 0) as won, coalesce(e.won_value, 0) as won_value
        from clicked c full join brought e on e.page_id = c.page_id and e.block_id = c.block_id
      ), shown as (
        -- The pages read: the one asked for, else those with figures.
        select id from pages where ${page ? sql`id = ${page}` : sql`id in (select page_id from figures)`}
      ), placed as (
        select b.page_id, b.id::text as block_id, b.type,
          (row_number() over (partition by b.page_id order by b.position))::int as position
        from page_blocks b where b.page_id in (select id from shown)
      )
      select coalesce(f.page_id, b.page_id) as page_id, p.title, p.path, coalesce(f.block_id, b.block_id) as block_id,
        b.type, b.position, coalesce(f.clicks, 0)::int as clicks, coalesce(f.visitors, 0)::int as visitors,
        coalesce(f.enquiries, 0)::int as enquiries, coalesce(f.won, 0)::int as won,
        coalesce(f.won_value, 0)::float8 as won_value
      from placed b
      full join figures f on f.page_id = b.page_id and f.block_id = b.block_id
      left join pages p on p.id = coalesce(f.page_id, b.page_id)
      ${page ? sql`where coalesce(f.page_id, b.page_id) = ${page}` : sql``}
      order by page_id, b.position nulls last, clicks desc, block_id`),
  );
  const pages = new Map<string, BlocksData['pages'][number] & { total: number }>();
  for (const r of rows) {
    let entry = pages.get(r.page_id);
    if (!entry) {
      entry = { id: r.page_id, title: r.title ?? '(a deleted page)', path: r.path, blocks: [], total: 0 };
      pages.set(r.page_id, entry);
    }
    entry.total += Number(r.clicks) + Number(r.enquiries);
    const position = r.position === null ? null : Number(r.position);
    entry.blocks.push({
      id: r.block_id,
      type: r.type ?? '',
      position,
      // As the page editor names its blocks.
      label: position === null ? 'A removed block' : `${blockOf(r.type ?? '')?.label ?? 'Block'} ${position}`,
      clicks: Number(r.clicks),
      visitors: Number(r.visitors),
      enquiries: Number(r.enquiries),
      won: Number(r.won),
      wonValue: Number(r.won_value),
    });
  }
  return [...pages.values()]
    .sort((a, b) => b.total - a.total || a.id.localeCompare(b.id))
    .map(({ total: _total, ...p }) => p);
}

/** Whether a page of that id exists (a page with no block and no figures still answers, empty). */
export async function pageExists(db: Db, id: string): Promise<boolean> {
  return rowsOf(await db.execute(sql`select 1 from pages where id = ${id}`)).length > 0;
}
