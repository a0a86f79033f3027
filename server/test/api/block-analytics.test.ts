/**
 * Which block brings work (issue 35 item 5; docs/decisions/0062 §1.7), through the API on a clock the
 * test moves: a click in a block goes through the page-view beacon (its rules and limits), joins the
 * visit, is counted per block of its page, and an enquiry of that visit shows against the block it
 * clicked last, with won work and its value; the finished day's rollup keeps the figures once the raw
 * clicks are pruned. Bad clicks are refused with a message and store nothing; the read refuses
 * anonymous visitors and authors.
 */
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, loginAsAdmin, loginAsNewStaff, ORIGIN, type TestApp } from '../support/app.ts';

const CHROME =
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0.0.0 Safari/537.36';
const BOT = 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)';
const MINUTE = 60_000;
const MISSING = '00000000-0000-4000-8000-000000000000';

const rowsOf = <T>(result: unknown) => (result as { rows: T[] }).rows;

interface BlockRow {
  id: string;
  type: string;
  position: number | null;
  clicks: number;
  visitors: number;
  enquiries: number;
  won: number;
  wonValue: number;
}

describe('block analytics', () => {
  let t: TestApp;
  let admin: string;
  let clock = new Date('2026-03-10T04:30:00Z');
  let page: { _id: string; path: string };
  let hero: string;
  let banner: string;
  const visitor = { ip: '198.51.100.41', ua: CHROME };

  const later = (minutes: number) => {
    clock = new Date(clock.getTime() + minutes * MINUTE);
  };
  const beacon = (payload: unknown, who = visitor, headers: Record<string, string> = {}) =>
    t.app.inject({
      method: 'POST',
      url: '/api/v1/events',
      remoteAddress: who.ip,
      headers: { 'user-agent': who.ua, 'content-type': 'text/plain;charset=UTF-8', ...headers },
      payload: typeof payload === 'string' ? payload : JSON.stringify(payload),
    });
  const click = (block: string, href = '/contactUs', extra: Record<string, unknown> = {}) => ({
    type: 'click',
    path: page.path,
    page: page._id,
    block,
    href,
    ...extra,
  });
  const blocksOf = async (query = `page=${page._id}&days=30`, cookie: string | null = admin) =>
    t.app.inject({
      method: 'GET',
      url: `/api/v1/admin/analytics/blocks?${query}`,
      headers: cookie ? { cookie } : {},
    });
  const figures = async () => {
    const res = await blocksOf();
    expect(res.statusCode, res.body).toBe(200);
    const [only] = res.json().data.pages as { id: string; blocks: BlockRow[] }[];
    expect(only!.id).toBe(page._id);
    return Object.fromEntries(only!.blocks.map((b) => [b.id, b]));
  };
  const stored = async () =>
    rowsOf<{ n: number }>(
      await t.app.vyoma.db.execute(sql`select count(*)::int as n from analytics_clicks`),
    )[0]!.n;

  beforeAll(async () => {
    t = await createTestApp({}, { now: () => clock, scheduler: { manual: true } });
    admin = await loginAsAdmin(t.app);
    const made = await t.app.inject({
      method: 'POST',
      url: '/api/v1/admin/content/page',
      headers: { cookie: admin, origin: ORIGIN },
      payload: {
        title: 'Cloud migration',
        slug: 'cloud-migration',
        status: 'published',
        body: [
          {
            type: 'hero',
            props: {
              heading: 'Move to the cloud',
              lead: '',
              image: null,
              primary: { text: 'Our work', to: { kind: 'url', target: '/services' } },
              secondary: null,
            },
          },
          {
            type: 'cta-banner',
            props: {
              heading: 'Have a project in mind?',
              text: '',
              tone: 'brand',
              button: { text: 'Get in touch', to: { kind: 'url', target: '/contactUs' } },
            },
          },
        ],
      },
    });
    expect(made.statusCode, made.body).toBe(201);
    page = made.json().data;
    const body = made.json().data.body as { id: string; type: string }[];
    hero = body.find((b) => b.type === 'hero')!.id;
    banner = body.find((b) => b.type === 'cta-banner')!.id;
  });
  afterAll(async () => {
    await t?.close();
  });

  it('stores a click with its visit and counts it per block of the page', async () => {
    expect((await beacon({ type: 'pageview', path: page.path })).statusCode).toBe(202);
    later(1);
    const res = await beacon(click(banner));
    expect(res.statusCode).toBe(202);
    expect(res.body).toBe('');
    expect(res.headers['set-cookie']).toBeUndefined();
    later(1);
    expect((await beacon(click(hero, '/services'))).statusCode).toBe(202);
    await t.app.vyoma.analytics.flush();
    const rows = rowsOf<{ visit_id: number | null; page_id: string; block_id: string; href: string }>(
      await t.app.vyoma.db.execute(
        sql`select visit_id, page_id, block_id, href from analytics_clicks order by at`,
      ),
    );
    expect(rows.map((r) => [r.page_id, r.block_id, r.href])).toEqual([
      [page._id, banner, '/contactUs'],
      [page._id, hero, '/services'],
    ]);
    expect(rows.every((r) => r.visit_id !== null)).toBe(true);

    const now = await figures();
    expect(now[hero]).toMatchObject({
      type: 'hero',
      position: 1,
      label: 'Hero 1',
      clicks: 1,
      visitors: 1,
      enquiries: 0,
    });
    expect(now[banner]).toMatchObject({
      type: 'cta-banner',
      position: 2,
      label: 'Call-to-action banner 2',
      clicks: 1,
      visitors: 1,
      enquiries: 0,
    });
  });

  it('counts no click from bots, prefetches, staff, or pages that are not counted', async () => {
    const before = await stored();
    const answers = [
      await beacon(click(banner), { ip: '198.51.100.42', ua: BOT }),
      await beacon(click(banner), visitor, { 'sec-purpose': 'prefetch' }),
      await beacon(click(banner), visitor, { cookie: admin }),
      await beacon(click(banner, '/x', { path: '/admin/products' })),
    ];
    expect(answers.map((a) => a.statusCode)).toEqual([202, 202, 202, 202]);
    await t.app.vyoma.analytics.flush();
    expect(await stored()).toBe(before);
  });

  it('refuses a bad click with 400 and a message, storing nothing', async () => {
    const before = await stored();
    const cases: [unknown, string][] = [
      [{ type: 'hover', path: '/' }, "type must be 'pageview' or 'click'"],
      [click('hero-1'), 'block must be a block id'],
      [{ ...click(banner), page: '/cloud-migration' }, 'page must be a page id'],
      [{ ...click(banner), href: undefined }, 'href is required'],
      [click(banner, ''), 'href is required'],
      [click(banner, `/${'x'.repeat(500)}`), 'href must be at most 500 characters'],
      [click(banner, '/contact\u0000Us'), 'href must not contain control characters'],
      [click(banner, '/contact\nUs'), 'href must not contain control characters'],
      [
        click(banner, '/x', { path: '/cloud%00-migration' }),
        'path must not contain control characters (such as %00)',
      ],
      [
        click(banner, '/x', { path: 'https://evil.example/' }),
        'path must be a path of this site, starting with /',
      ],
    ];
    for (const [payload, message] of cases) {
      const res = await beacon(payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
      expect(res.json().message, JSON.stringify(payload)).toBe(message);
    }
    await t.app.vyoma.analytics.flush();
    expect(await stored()).toBe(before);
  });

  it('shows an enquiry of the visit against the block it clicked last, and won work with its value', async () => {
    later(2);
    expect((await beacon(click(banner))).statusCode).toBe(202);
    later(1);
    const sent = await t.app.inject({
      method: 'POST',
      url: '/api/v1/contact',
      remoteAddress: visitor.ip,
      headers: { 'user-agent': visitor.ua },
      payload: {
        name: 'Meera',
        email: 'meera@example.com',
        phone: '+91 90000 11111',
        message: 'We want to move our clinic to the cloud.',
        attribution: { page: '/contactUs' },
      },
    });
    expect(sent.statusCode, sent.body).toBe(201);
    const [enquiry] = rowsOf<{ id: string; visit_click_page: string; visit_click_block: string }>(
      await t.app.vyoma.db.execute(
        sql`select id, visit_click_page, visit_click_block from contact_messages order by created_at desc limit 1`,
      ),
    );
    expect(enquiry).toMatchObject({ visit_click_page: page._id, visit_click_block: banner });

    let now = await figures();
    expect(now[banner]).toMatchObject({ clicks: 2, visitors: 1, enquiries: 1, won: 0, wonValue: 0 });
    expect(now[hero]).toMatchObject({ clicks: 1, enquiries: 0 });

    const won = await t.app.inject({
      method: 'PATCH',
      url: `/api/v1/contact/${enquiry!.id}`,
      headers: { cookie: admin, origin: ORIGIN },
      payload: { status: 'won', value: '85,000' },
    });
    expect(won.statusCode, won.body).toBe(200);
    now = await figures();
    expect(now[banner]).toMatchObject({ enquiries: 1, won: 1, wonValue: 85000 });

    // Every page with figures, for the dashboard.
    const all = await blocksOf('');
    expect(all.statusCode).toBe(200);
    expect(all.json().data.pages.map((p: { id: string; title: string }) => [p.id, p.title])).toEqual([
      [page._id, 'Cloud migration'],
    ]);
  });

  it('keeps the figures of a finished day in its rollup once the raw clicks are pruned', async () => {
    const before = await figures();
    // Past midnight in SITE_TIMEZONE, then 31 days on: the day is rolled up and its raw rows pruned.
    later(24 * 60);
    expect(await t.app.scheduler.runNow('analytics-rollup')).toBe(true);
    const [rolled] = rowsOf<{ clicks: number }>(
      await t.app.vyoma.db.execute(
        sql`select sum(clicks)::int as clicks from analytics_block_rollups where page_id = ${page._id}`,
      ),
    );
    expect(rolled!.clicks).toBe(3);
    expect(await figures()).toEqual(before);
    later(31 * 24 * 60);
    expect(await t.app.scheduler.runNow('analytics-rollup')).toBe(true);
    expect(await stored()).toBe(0);
    const long = await blocksOf(`page=${page._id}&days=60`);
    const blocks = Object.fromEntries(
      (long.json().data.pages[0].blocks as BlockRow[]).map((b) => [b.id, b.clicks]),
    );
    expect(blocks).toEqual({ [hero]: 1, [banner]: 2 });
    // The dashboard's period: the day of the clicks counts them, the day after has none.
    const [{ day }] = rowsOf<{ day: string }>(
      await t.app.vyoma.db.execute(
        sql`select min(day)::text as day from analytics_block_rollups where page_id = ${page._id}`,
      ),
    ) as [{ day: string }];
    const onDay = await blocksOf(`page=${page._id}&from=${day}&to=${day}`);
    expect(onDay.json().data).toMatchObject({ from: day, to: day });
    expect(
      Object.fromEntries((onDay.json().data.pages[0].blocks as BlockRow[]).map((b) => [b.id, b.clicks])),
    ).toEqual({ [hero]: 1, [banner]: 2 });
    const next = new Date(Date.parse(`${day}T00:00:00Z`) + 86_400_000).toISOString().slice(0, 10);
    const after = await blocksOf(`page=${page._id}&from=${next}&to=${next}`);
    expect(after.statusCode).toBe(200);
    // The page's blocks are listed, with nothing in that period.
    expect((after.json().data.pages[0].blocks as BlockRow[]).map((b) => b.clicks)).toEqual([0, 0]);
  });

  it('refuses a bad read with 400, an unknown page with 404, anonymous visitors and authors', async () => {
    const bad: [string, string][] = [
      ['page=cloud-migration', 'page must be a page id'],
      [`page=${page._id}&days=0`, 'days must be at least 1'],
      [`page=${page._id}&days=two`, 'days must be a whole number of days'],
      [`page=${page._id}&days=1.5`, 'days must be a whole number of days'],
      [`page=${page._id}&from=2026-12-01`, 'Give both from and to, or neither'],
      [`page=${page._id}&from=2026-12-05&to=2026-12-01`, 'from must be on or before to'],
      [`page=${page._id}&from=2026-12-01&to=tomorrow`, 'to must be a date as YYYY-MM-DD'],
    ];
    for (const [query, message] of bad) {
      const res = await blocksOf(query);
      expect(res.statusCode, query).toBe(400);
      expect(res.json().message, query).toBe(message);
    }
    const missing = await blocksOf(`page=${MISSING}`);
    expect(missing.statusCode).toBe(404);
    expect(missing.json().message).toBe('No page has this id');

    expect((await blocksOf(undefined, null)).statusCode).toBe(401);
    const author = await loginAsNewStaff(t.app, admin, { role: 'author', email: 'writer@example.com' });
    const refused = await blocksOf(undefined, author);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toEqual(expect.any(String));
    // An author's click on a page is not counted either (signed-in staff).
    const before = await stored();
    await beacon(click(banner), visitor, { cookie: author });
    await t.app.vyoma.analytics.flush();
    expect(await stored()).toBe(before);
  });
});
