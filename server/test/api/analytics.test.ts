/**
 * Visit analytics (issue 27) through the API, on a clock the test moves: the beacon's validation,
 * size and rate limits (and that it never sets a cookie), what is not counted (bots, prefetches,
 * staff, the admin and preview pages, counting switched off), visits and visitors (30 minutes, the
 * next day), sources, campaigns, devices, the image of browsers without JavaScript, enquiries joined
 * to their visit and won work, the dashboard's figures and CSV, rollups equal to the raw figures,
 * pruning that keeps the rollups, and two servers on one PostgreSQL database adding up.
 */

import { ANALYTICS_LIMITS, UTM_KEYS } from '@vyoma/contract';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TAMIL } from '../../../testkit/languages.ts';
import type { Db } from '../../src/db/client.ts';
import { funnel, summaryFigures, tableRows } from '../../src/modules/analytics/queries.ts';
import type { PendingView } from '../../src/modules/analytics/repository.ts';
import { JOBS } from '../../src/scheduler.ts';
import { buildAnotherProcess, createTestApp, loginAsAdmin, ORIGIN, type TestApp } from '../support/app.ts';

const CHROME =
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0.0.0 Safari/537.36';
const IPHONE =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Mobile/15E148 Safari/604.1';
const BOT = 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)';
const MINUTE = 60_000;

/** A visitor: an address and a browser string. */
interface Browser {
  ip: string;
  ua: string;
}

const enquiry = {
  name: 'Meera',
  email: 'meera@example.com',
  phone: '+91 90000 11111',
  message: 'We need a new website for our clinic.',
};

const rowsOf = <T>(result: unknown) => (result as { rows: T[] }).rows;

describe('visit analytics', () => {
  let t: TestApp;
  let admin: string;
  /** 10:00 in Asia/Kolkata (SITE_TIMEZONE) on 10 March 2026. */
  let clock = new Date('2026-03-10T04:30:00Z');
  const DAY1 = '2026-03-10';

  const view = (who: Browser, path: string, extra: Record<string, unknown> = {}, headers = {}) =>
    t.app.inject({
      method: 'POST',
      url: '/api/v1/events',
      remoteAddress: who.ip,
      headers: { 'user-agent': who.ua, ...headers },
      payload: { type: 'pageview', path, ...extra },
    });
  const get = async (what: string, query: Record<string, string> = {}, cookie = admin) => {
    const qs = new URLSearchParams(query).toString();
    const res = await t.app.inject({
      method: 'GET',
      url: `/api/v1/admin/analytics/${what}${qs ? `?${qs}` : ''}`,
      headers: { cookie },
    });
    expect(res.statusCode, res.body).toBe(200);
    return res.json().data;
  };
  const counts = async () =>
    rowsOf<{ visits: number; views: number }>(
      await t.app.vyoma.db.execute(
        sql`select (select count(*)::int from analytics_visits) as visits, (select count(*)::int from analytics_views) as views`,
      ),
    )[0]!;
  const later = (minutes: number) => {
    clock = new Date(clock.getTime() + minutes * MINUTE);
  };

  beforeAll(async () => {
    // With a CDN in front: no answer of the beacon or the dashboard may be kept by it.
    t = await createTestApp(
      { cdn: { maxAge: 600, purgeUrl: null, purgeHeader: null } },
      { now: () => clock, scheduler: { manual: true } },
    );
    admin = await loginAsAdmin(t.app);
  });
  afterAll(async () => {
    await t?.close();
  });

  describe('the beacon', () => {
    const someone: Browser = { ip: '198.51.100.1', ua: CHROME };

    it('answers 202 with no body and no cookie, for JSON and for the text/plain of sendBeacon', async () => {
      const json = await view(someone, '/');
      expect(json.statusCode).toBe(202);
      expect(json.body).toBe('');
      expect(json.headers['set-cookie']).toBeUndefined();
      expect(json.headers['cache-control']).toBe('private, no-store');
      const text = await t.app.inject({
        method: 'POST',
        url: '/api/v1/events',
        remoteAddress: someone.ip,
        headers: { 'user-agent': CHROME, 'content-type': 'text/plain;charset=UTF-8' },
        payload: JSON.stringify({ type: 'pageview', path: '/products', referrer: '' }),
      });
      expect(text.statusCode).toBe(202);
      expect(text.body).toBe('');
      expect(text.headers['set-cookie']).toBeUndefined();
      await t.app.vyoma.analytics.flush();
      expect(await counts()).toEqual({ visits: 1, views: 2 });
    });

    it('refuses a malformed event with 400 and a message, and counts nothing', async () => {
      const before = await counts();
      const cases: [string, string, string][] = [
        ['text/plain', '{"type":"pageview",', 'Malformed JSON body'],
        ['application/json', '{"type":"hover","path":"/"}', "type must be 'pageview' or 'click'"],
        ['application/json', '{"type":"pageview"}', 'path is required'],
        [
          'application/json',
          '{"type":"pageview","path":"https://evil.example/"}',
          'path must be a path of this site, starting with /',
        ],
        [
          'application/json',
          '{"type":"pageview","path":"//evil.example/"}',
          'path must be a path of this site, starting with /',
        ],
        [
          'application/json',
          `{"type":"pageview","path":"/","referrer":${JSON.stringify('x'.repeat(1001))}}`,
          'referrer must be at most 1000 characters',
        ],
        ['application/json', '[]', 'Invalid request body'],
      ];
      for (const [type, payload, message] of cases) {
        const res = await t.app.inject({
          method: 'POST',
          url: '/api/v1/events',
          remoteAddress: someone.ip,
          headers: { 'user-agent': CHROME, 'content-type': type },
          payload,
        });
        expect(res.statusCode, payload).toBe(400);
        expect(res.json().message, payload).toBe(message);
      }
      const form = await t.app.inject({
        method: 'POST',
        url: '/api/v1/events',
        headers: { 'user-agent': CHROME, 'content-type': 'application/x-www-form-urlencoded' },
        payload: 'type=pageview&path=/',
      });
      expect(form.statusCode).toBe(400);
      expect(form.json().message).toEqual(expect.any(String));
      await t.app.vyoma.analytics.flush();
      expect(await counts()).toEqual(before);
    });

    it('refuses a body over 2 kB with 413', async () => {
      const res = await view(someone, '/', { title: 'x'.repeat(ANALYTICS_LIMITS.eventBytes) });
      expect(res.statusCode).toBe(413);
      expect(res.json().message).toBe('Request body too large');
    });

    it('answers 429 past the per-address limit, and other addresses go on', async () => {
      const busy: Browser = { ip: '198.51.100.250', ua: CHROME };
      let refused = 0;
      for (let i = 0; i < ANALYTICS_LIMITS.eventsPerMinute + 3; i += 1) {
        const res = await view(busy, `/blog/post-${i}`);
        if (res.statusCode === 429) refused += 1;
        else expect(res.statusCode).toBe(202);
      }
      expect(refused).toBe(3);
      const last = await view(busy, '/');
      expect(last.statusCode).toBe(429);
      expect(last.json().message).toMatch(/^Too many requests\. Please try again in \d+ seconds\.$/);
      // Counted by the shared limiter, in the database (each second: batched): every process draws on
      // this budget.
      await t.app.flushRateLimits();
      const [limit] = rowsOf<{ count: number }>(
        await t.app.vyoma.db.execute(
          sql`select count from rate_limits where name = 'POST /api/v1/events' and key = ${busy.ip}`,
        ),
      );
      expect(limit!.count).toBeGreaterThan(ANALYTICS_LIMITS.eventsPerMinute);
      expect((await view({ ip: '198.51.100.251', ua: CHROME }, '/')).statusCode).toBe(202);
      // Not part of the figures below.
      await t.app.vyoma.analytics.flush();
      await t.app.vyoma.db.execute(sql`delete from analytics_views`);
      await t.app.vyoma.db.execute(sql`delete from analytics_visits`);
    });

    it('counts nothing from bots, prefetches, signed-in staff, the admin, previews or the API', async () => {
      const person: Browser = { ip: '198.51.100.2', ua: CHROME };
      const answers = [
        await view({ ip: '198.51.100.3', ua: BOT }, '/'),
        await view({ ip: '198.51.100.3', ua: '' }, '/'),
        await view(person, '/', {}, { 'sec-purpose': 'prefetch;prerender' }),
        await view(person, '/', {}, { purpose: 'prefetch' }),
        await view(person, '/', {}, { cookie: admin }),
        await view(person, '/admin/products'),
        await view(person, '/wp-admin'),
        await view(person, '/preview/abcdef'),
        await view(person, '/api/v1/products'),
      ];
      for (const res of answers) expect(res.statusCode).toBe(202);
      await t.app.vyoma.analytics.flush();
      expect(await counts()).toEqual({ visits: 0, views: 0 });
    });
  });

  describe('what requests bring that no page has (issue 33)', () => {
    const pixel = (ip: string, url: string, headers: Record<string, string> = {}) =>
      t.app.inject({ method: 'GET', url, remoteAddress: ip, headers: { 'user-agent': CHROME, ...headers } });
    const image = (res: { statusCode: number; headers: Record<string, unknown>; rawPayload: Buffer }) => {
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toBe('image/gif');
      expect(res.rawPayload.subarray(0, 6).toString()).toBe('GIF89a');
    };
    const written = async () => {
      await t.app.vyoma.analytics.flush();
      return counts();
    };
    afterAll(async () => {
      // Not part of the figures below.
      await t.app.vyoma.db.execute(sql`delete from analytics_views`);
      await t.app.vyoma.db.execute(sql`delete from analytics_visits`);
    });

    it('refuses a beacon with a %00 in its path or any campaign tag (400, a message), and counts nothing', async () => {
      const someone: Browser = { ip: '198.51.100.20', ua: CHROME };
      const before = await written();
      const cases: [string, string][] = [
        ['/blog/x%00y', 'path'],
        ['/blog/x\u0000y', 'path'],
        ...UTM_KEYS.map((key): [string, string] => [`/services?utm_${key}=spring%00sale`, `utm_${key}`]),
      ];
      for (const [path, field] of cases) {
        const res = await view(someone, path);
        expect(res.statusCode, path).toBe(400);
        expect(res.json().message, path).toBe(`${field} must not contain control characters (such as %00)`);
      }
      // navigator.sendBeacon's text/plain alike.
      const text = await t.app.inject({
        method: 'POST',
        url: '/api/v1/events',
        remoteAddress: someone.ip,
        headers: { 'user-agent': CHROME, 'content-type': 'text/plain;charset=UTF-8' },
        payload: JSON.stringify({ type: 'pageview', path: '/?utm_campaign=%00' }),
      });
      expect(text.statusCode).toBe(400);
      expect(text.json().message).toBe('utm_campaign must not contain control characters (such as %00)');
      expect(await written()).toEqual(before);
      // The next clean view is counted.
      expect((await view(someone, '/services')).statusCode).toBe(202);
      expect(await written()).toEqual({ visits: before.visits + 1, views: before.views + 1 });
    });

    it('answers the image for a %00 in its path or tags but counts only the clean views', async () => {
      const reader = '198.51.100.21';
      const before = await written();
      image(await pixel(reader, `/api/v1/events/pixel?p=${encodeURIComponent('/blog/x%00y')}`));
      for (const key of UTM_KEYS)
        image(
          await pixel(reader, '/api/v1/events/pixel?p=%2Fservices', {
            referer: `${ORIGIN}/services?utm_${key}=spring%00sale`,
          }),
        );
      expect(await written()).toEqual(before);
      image(await pixel(reader, '/api/v1/events/pixel?p=%2Fservices', { referer: `${ORIGIN}/services` }));
      image(await pixel(reader, '/api/v1/events/pixel?p=%2Fproducts'));
      expect(await written()).toEqual({ visits: before.visits + 1, views: before.views + 2 });
    });

    it("counts the image only on this site's pages: not another site's, by Sec-Fetch-Site or Referer", async () => {
      const reader = '198.51.100.22';
      const before = await written();
      const foreign: Record<string, string>[] = [
        { 'sec-fetch-site': 'cross-site' },
        { 'sec-fetch-site': 'same-site' },
        { 'sec-fetch-site': 'cross-site', referer: `${ORIGIN}/services` },
        { referer: 'https://evil.example/page' },
        { referer: 'https://evil.example/services?utm_source=evil' },
        { 'sec-fetch-site': 'same-origin', referer: 'https://evil.example/page' },
        { referer: 'not an address' },
      ];
      for (const headers of foreign)
        image(await pixel(reader, '/api/v1/events/pixel?p=%2Fservices', headers));
      expect(await written()).toEqual(before);
      // This site's page: the browser says same-origin, or says nothing (older browsers, no Referer).
      image(
        await pixel(reader, '/api/v1/events/pixel?p=%2Fservices', {
          'sec-fetch-site': 'same-origin',
          referer: `${ORIGIN}/services`,
        }),
      );
      image(await pixel(reader, '/api/v1/events/pixel?p=%2Fproducts'));
      expect(await written()).toEqual({ visits: before.visits + 1, views: before.views + 2 });
    });

    it('writes the good views of a batch the database refuses one of, leaves that one out, and goes on', async () => {
      const before = await written();
      const refused = t.app.vyoma.analytics.refused;
      await view({ ip: '198.51.100.23', ua: CHROME }, '/services');
      await view({ ip: '198.51.100.24', ua: IPHONE }, '/products');
      // The edge refuses such views now: one goes straight into the batch, as one could before.
      const pending = (t.app.vyoma.analytics as unknown as { pending: PendingView[] }).pending;
      const good = pending[0]!;
      pending.splice(1, 0, { ...good, visitor: good.visitor + 1, path: '/bad\u0000view' });
      expect(pending).toHaveLength(3);
      expect(await written()).toEqual({ visits: before.visits + 2, views: before.views + 2 });
      expect(t.app.vyoma.analytics.refused).toBe(refused + 1);
      // Gone for good: the next batch is written whole, at once.
      await view({ ip: '198.51.100.25', ua: CHROME }, '/careers');
      expect(await written()).toEqual({ visits: before.visits + 3, views: before.views + 3 });
      expect(t.app.vyoma.analytics.refused).toBe(refused + 1);
    });

    it('keeps an enquiry whose recorded first page holds a %00: its visit is read without it', async () => {
      const sent = await t.app.inject({
        method: 'POST',
        url: '/api/v1/contact',
        remoteAddress: '198.51.100.26',
        headers: { 'user-agent': CHROME },
        payload: {
          ...enquiry,
          attribution: { page: '/contactUs', landingPage: '/blog/x%00y' },
        },
      });
      expect(sent.statusCode, sent.body).toBe(201);
      const list = await t.app.inject({ method: 'GET', url: '/api/v1/contact', headers: { cookie: admin } });
      const id = list.json().data[0]._id;
      const one = await t.app.inject({
        method: 'GET',
        url: `/api/v1/contact/${id}`,
        headers: { cookie: admin },
      });
      expect(one.json().data.visit).toMatchObject({ counted: false, entryPage: '/blog/xy' });
      // Not part of the figures below.
      const gone = await t.app.inject({
        method: 'DELETE',
        url: `/api/v1/contact/${id}`,
        headers: { cookie: admin, origin: ORIGIN },
      });
      expect(gone.statusCode).toBe(200);
    });
  });

  describe('visits, sources and enquiries', () => {
    const google: Browser = { ip: '203.0.113.10', ua: CHROME };
    const linkedin: Browser = { ip: '203.0.113.11', ua: IPHONE };
    const paid: Browser = { ip: '203.0.113.12', ua: CHROME };
    const direct: Browser = { ip: '203.0.113.13', ua: CHROME };

    it('makes visits of views 30 minutes apart at most, with entry page, source, campaign and device', async () => {
      clock = new Date('2026-03-10T04:10:00Z'); // 09:40
      // Direct, then again 31 minutes later: two visits of one visitor.
      await view(direct, '/');
      later(31);
      await view(direct, '/careers');
      // Google, organic: three pages, the last 20 minutes after the second.
      await view(google, '/webdevelopment', { referrer: 'https://www.google.co.in/' });
      later(2);
      await view(google, '/blog/seo-basics', { referrer: `${ORIGIN}/webdevelopment` });
      later(20);
      await view(google, '/contactUs', { referrer: `${ORIGIN}/blog/seo-basics` });
      // LinkedIn campaign on a phone, one page (a bounce).
      await view(linkedin, '/appdevelopment?utm_source=linkedin&utm_medium=social&utm_campaign=spring', {
        referrer: 'https://www.linkedin.com/',
      });
      // A Google ad click without a referrer.
      await view(paid, '/products?gclid=abc123');
      later(1);
      await view(paid, '/cart');

      const summary = await get('summary', { from: DAY1, to: DAY1 });
      expect(summary).toMatchObject({
        visitors: 4,
        visits: 5,
        pageviews: 8,
        bounceRate: 3 / 5,
        enquiries: 0,
        conversionRate: 0,
        won: 0,
        wonValue: 0,
        from: DAY1,
        to: DAY1,
        timeZone: 'Asia/Kolkata',
        counting: 'on',
      });
      const sources = await get('sources', { from: DAY1, to: DAY1 });
      expect(sources.map((r: { key: string; visits: number }) => [r.key, r.visits])).toEqual([
        ['Direct', 2],
        ['Google', 2],
        ['LinkedIn', 1],
      ]);
      const campaigns = await get('campaigns', { from: DAY1, to: DAY1 });
      expect(campaigns).toEqual([
        expect.objectContaining({ key: 'spring', visits: 1, visitors: 1, pageviews: 1, enquiries: 0 }),
      ]);
      const devices = await get('devices', { from: DAY1, to: DAY1 });
      expect(devices.map((r: { key: string; visits: number }) => [r.key, r.visits])).toEqual([
        ['desktop', 4],
        ['mobile', 1],
      ]);
      const browsers = await get('browsers', { from: DAY1, to: DAY1 });
      expect(browsers.map((r: { key: string }) => r.key)).toEqual(['Chrome', 'Safari']);
      const entries = await get('entries', { from: DAY1, to: DAY1 });
      expect(entries.map((r: { key: string; visits: number }) => [r.key, r.visits])).toEqual([
        ['/', 1],
        ['/appdevelopment', 1],
        ['/careers', 1],
        ['/products', 1],
        ['/webdevelopment', 1],
      ]);
      const pages = await get('pages', { from: DAY1, to: DAY1 });
      expect(pages).toHaveLength(8);
      expect(pages.find((r: { key: string }) => r.key === '/contactUs')).toMatchObject({
        visits: 1,
        pageviews: 1,
      });
      const funnel = await get('funnel', { from: DAY1, to: DAY1 });
      expect(funnel.map((s: { step: string; visits: number }) => [s.step, s.visits])).toEqual([
        ['visits', 5],
        ['content', 3],
        ['contact', 2],
        ['enquiry', 0],
        ['won', 0],
      ]);
      // The paid click: Google, marked paid (its visit is what an enquiry would carry).
      const [visit] = rowsOf<{ source: string; click_id: string }>(
        await t.app.vyoma.db.execute(
          sql`select source, click_id from analytics_visits where entry_path = '/products'`,
        ),
      );
      expect(visit).toEqual({ source: 'Google', click_id: 'gclid' });
    });

    it('joins an enquiry to its visit, and won work and its value close the loop', async () => {
      later(1);
      const sent = await t.app.inject({
        method: 'POST',
        url: '/api/v1/contact',
        remoteAddress: google.ip,
        headers: { 'user-agent': google.ua },
        payload: { ...enquiry, attribution: { page: '/contactUs' } },
      });
      expect(sent.statusCode).toBe(201);
      const list = await t.app.inject({ method: 'GET', url: '/api/v1/contact', headers: { cookie: admin } });
      const id = list.json().data[0]._id;
      const one = await t.app.inject({
        method: 'GET',
        url: `/api/v1/contact/${id}`,
        headers: { cookie: admin },
      });
      expect(one.json().data.visit).toEqual({
        counted: true,
        entryPage: '/webdevelopment',
        source: 'Google',
        campaign: null,
        paid: false,
        device: 'desktop',
        browser: 'Chrome',
        pages: ['/webdevelopment', '/blog/seo-basics', '/contactUs'],
      });
      expect(one.json().data.value).toBeNull();

      // Without a visit (an API client): what the form said, read the same way.
      const api = await t.app.inject({
        method: 'POST',
        url: '/api/v1/contact',
        remoteAddress: '192.0.2.77',
        headers: { 'user-agent': 'curl/8.0' },
        payload: {
          ...enquiry,
          email: 'api@example.com',
          attribution: {
            page: '/contactUs',
            landingPage: '/appdevelopment?utm_source=linkedin&utm_campaign=spring',
            referrer: 'https://www.linkedin.com/',
            utm: { source: 'linkedin', campaign: 'spring' },
          },
        },
      });
      expect(api.statusCode).toBe(201);
      const apiId = (
        await t.app.inject({
          method: 'GET',
          url: '/api/v1/contact?q=api%40example.com',
          headers: { cookie: admin },
        })
      ).json().data[0]._id;
      const apiOne = await t.app.inject({
        method: 'GET',
        url: `/api/v1/contact/${apiId}`,
        headers: { cookie: admin },
      });
      expect(apiOne.json().data.visit).toMatchObject({
        counted: false,
        entryPage: '/appdevelopment',
        source: 'LinkedIn',
        campaign: 'spring',
        pages: ['/appdevelopment', '/contactUs'],
      });

      const won = await t.app.inject({
        method: 'PATCH',
        url: `/api/v1/contact/${id}`,
        headers: { cookie: admin },
        payload: { status: 'won', value: '85,000' },
      });
      expect(won.statusCode, won.body).toBe(200);
      expect(won.json().data).toMatchObject({ status: 'won', value: 85000 });
      const bad = await t.app.inject({
        method: 'PATCH',
        url: `/api/v1/contact/${id}`,
        headers: { cookie: admin },
        payload: { value: -1 },
      });
      expect(bad.statusCode).toBe(400);
      expect(bad.json().message).toBe('Value must be at least 0');

      const summary = await get('summary', { from: DAY1, to: DAY1 });
      expect(summary).toMatchObject({
        visits: 5,
        enquiries: 2,
        conversionRate: 2 / 5,
        won: 1,
        wonValue: 85000,
      });
      const sources = await get('sources', { from: DAY1, to: DAY1 });
      expect(sources.find((r: { key: string }) => r.key === 'Google')).toMatchObject({
        visits: 2,
        enquiries: 1,
        conversionRate: 0.5,
        won: 1,
        wonValue: 85000,
      });
      expect(sources.find((r: { key: string }) => r.key === 'LinkedIn')).toMatchObject({
        visits: 1,
        enquiries: 1,
      });
      const pages = await get('pages', { from: DAY1, to: DAY1 });
      expect(pages.find((r: { key: string }) => r.key === '/blog/seo-basics')).toMatchObject({
        enquiries: 1,
        won: 1,
      });
      const funnel = await get('funnel', { from: DAY1, to: DAY1 });
      expect(funnel.map((s: { visits: number }) => s.visits)).toEqual([5, 3, 2, 1, 1]);

      // Filtered by a source, a page or a campaign: everything follows.
      const fromGoogle = await get('summary', { from: DAY1, to: DAY1, source: 'Google' });
      expect(fromGoogle).toMatchObject({ visitors: 2, visits: 2, pageviews: 5, enquiries: 1, won: 1 });
      const sawBlog = await get('summary', { from: DAY1, to: DAY1, page: '/blog/seo-basics' });
      expect(sawBlog).toMatchObject({ visitors: 1, visits: 1, pageviews: 1, enquiries: 1 });
      const blogSources = await get('sources', { from: DAY1, to: DAY1, page: '/blog/seo-basics' });
      expect(blogSources.map((r: { key: string; visits: number }) => [r.key, r.visits])).toEqual([
        ['Google', 1],
      ]);
      const spring = await get('pages', { from: DAY1, to: DAY1, campaign: 'spring' });
      expect(spring.map((r: { key: string; enquiries: number }) => [r.key, r.enquiries])).toEqual([
        ['/appdevelopment', 1],
        ['/contactUs', 1],
      ]);

      // Won without a value of its own: worth its quote's lines (a cart's quote).
      await t.app.vyoma.db.execute(sql`
        insert into enquiry_lines (id, enquiry_id, position, product_id, name, quantity, unit_price)
        values ('analytics-line-1', ${apiId}, 0, 'p-1', 'Audit', 2, 1250.50), ('analytics-line-2', ${apiId}, 1, 'p-2', 'Setup', 1, 999)`);
      const patch = (payload: Record<string, unknown>) =>
        t.app.inject({
          method: 'PATCH',
          url: `/api/v1/contact/${apiId}`,
          headers: { cookie: admin },
          payload,
        });
      const status = apiOne.json().data.status;
      expect((await patch({ status: 'won' })).statusCode).toBe(200);
      try {
        expect(await get('summary', { from: DAY1, to: DAY1 })).toMatchObject({
          won: 2,
          wonValue: 85000 + 3500,
        });
        const linkedIn = (await get('sources', { from: DAY1, to: DAY1 })).find(
          (r: { key: string }) => r.key === 'LinkedIn',
        );
        expect(linkedIn).toMatchObject({ won: 1, wonValue: 3500 });
      } finally {
        expect((await patch({ status })).statusCode).toBe(200);
        await t.app.vyoma.db.execute(sql`delete from enquiry_lines where enquiry_id = ${apiId}`);
      }
    });

    it('counts a page read without JavaScript from its <noscript> image', async () => {
      const reader: Browser = { ip: '203.0.113.14', ua: CHROME };
      const res = await t.app.inject({
        method: 'GET',
        url: '/api/v1/events/pixel?p=%2Fservices',
        remoteAddress: reader.ip,
        headers: {
          'user-agent': reader.ua,
          referer: `${ORIGIN}/services?utm_source=newsletter&utm_campaign=march`,
        },
      });
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toBe('image/gif');
      expect(res.headers['cache-control']).toBe('private, no-store');
      expect(res.headers['set-cookie']).toBeUndefined();
      expect(res.rawPayload.subarray(0, 6).toString()).toBe('GIF89a');
      const summary = await get('summary', { from: DAY1, to: DAY1, campaign: 'march' });
      expect(summary).toMatchObject({ visits: 1, pageviews: 1 });
      const [row] = rowsOf<{ script: boolean; source: string; entry_path: string }>(
        await t.app.vyoma.db.execute(
          sql`select script, source, entry_path from analytics_visits where utm_campaign = 'march'`,
        ),
      );
      expect(row).toEqual({ script: false, source: 'Email', entry_path: '/services' });
    });

    it('answers the chart per hour and per day, and who is here now', async () => {
      const hours = await get('timeseries', { from: DAY1, to: DAY1, interval: 'hour' });
      expect(hours).toHaveLength(24);
      expect(hours[9]).toEqual({ t: `${DAY1}T09:00`, visitors: 1, pageviews: 1, enquiries: 0 });
      expect(hours[10]).toEqual({ t: `${DAY1}T10:00`, visitors: 5, pageviews: 8, enquiries: 2 });
      expect(hours.reduce((n: number, p: { pageviews: number }) => n + p.pageviews, 0)).toBe(9);
      const days = await get('timeseries', { from: '2026-03-09', to: DAY1 });
      expect(days).toEqual([
        { t: '2026-03-09', visitors: 0, pageviews: 0, enquiries: 0 },
        { t: DAY1, visitors: 5, pageviews: 9, enquiries: 2 },
      ]);
      // 10:35 now: Google's, LinkedIn's and the ad click's visitors and the reader without JavaScript.
      expect(await get('realtime')).toEqual({ visitors: 4, minutes: 5 });
      const tooLong = await t.app.inject({
        method: 'GET',
        url: '/api/v1/admin/analytics/timeseries?from=2026-01-01&to=2026-03-10&interval=hour',
        headers: { cookie: admin },
      });
      expect(tooLong.statusCode).toBe(400);
      expect(tooLong.json().message).toMatch(/^An hourly chart covers at most 31 days/);
    });

    it('exports each table as CSV', async () => {
      const res = await t.app.inject({
        method: 'GET',
        url: `/api/v1/admin/analytics/export.csv?table=sources&from=${DAY1}&to=${DAY1}`,
        headers: { cookie: admin },
      });
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
      expect(res.headers['content-disposition']).toBe(
        `attachment; filename="analytics-sources-${DAY1}-to-${DAY1}.csv"`,
      );
      const lines = res.body
        .replace(/^\uFEFF/, '')
        .trim()
        .split('\r\n');
      expect(lines[0]).toBe('source,visitors,visits,pageviews,enquiries,conversionRate,won,wonValue');
      expect(lines).toContain('Google,2,2,5,1,0.5,1,85000');
      const wrong = await t.app.inject({
        method: 'GET',
        url: '/api/v1/admin/analytics/export.csv?table=secrets',
        headers: { cookie: admin },
      });
      expect(wrong.statusCode).toBe(400);
      expect(wrong.json().message).toBe(
        'table must be one of pages, entries, sources, campaigns, devices, browsers, languages',
      );
    });

    it('refuses a wrong period with 400', async () => {
      for (const [query, message] of [
        ['from=2026-03-10&to=2026-03-01', 'from must be on or before to'],
        ['from=yesterday', 'from must be a date as YYYY-MM-DD'],
        ['from=2000-01-01&to=2026-03-10', 'A period spans at most 3660 days'],
        ['page=blog', 'page must be a path, starting with /'],
        ['page=/&source=Google', 'Filter by one of page, source or campaign at a time'],
      ]) {
        const res = await t.app.inject({
          method: 'GET',
          url: `/api/v1/admin/analytics/summary?${query}`,
          headers: { cookie: admin },
        });
        expect(res.statusCode, query).toBe(400);
        expect(res.json().message).toBe(message);
      }
    });

    it('rolls up the day so far every 10 minutes, and a returning visitor still counts once', async () => {
      // Not hourly: today's raw visits are what the 30-day dashboard reads most (decision 0060).
      expect(JOBS.find((j) => j.name === 'analytics-rollup')?.everyMs).toBe(10 * 60_000);
      const tables = ['pages', 'entries', 'sources', 'campaigns', 'devices', 'browsers', 'languages'];
      const read = async (query: Record<string, string>, hours = true) => ({
        summary: await get('summary', query),
        funnel: await get('funnel', query),
        hours: hours ? await get('timeseries', { ...query, interval: 'hour' }) : null,
        ...Object.fromEntries(await Promise.all(tables.map(async (x) => [x, await get(x, query)]))),
      });
      const queries: Record<string, string>[] = [
        { from: DAY1, to: DAY1 },
        { from: DAY1, to: DAY1, source: 'Google' },
        { from: DAY1, to: DAY1, page: '/contactUs' },
      ];
      const before = [];
      for (const q of queries) before.push(await read(q));
      clock = new Date('2026-03-10T06:00:00Z'); // 11:30: every visit so far has ended
      expect(await t.app.scheduler.runNow('analytics-rollup')).toBe(true);
      expect(
        rowsOf(await t.app.vyoma.db.execute(sql`select day::text, final from analytics_rolled_days`)),
      ).toEqual([{ day: DAY1, final: false }]);
      const [unrolled] = rowsOf<{ n: number }>(
        await t.app.vyoma.db.execute(sql`select count(*)::int as n from analytics_visits where not rolled`),
      );
      expect(unrolled!.n).toBe(0);
      for (const [i, q] of queries.entries()) expect(await read(q), JSON.stringify(q)).toEqual(before[i]);

      // The Google visitor comes back: a new visit, read from raw rows, but the same visitor of the day.
      await view(google, '/products', { referrer: 'https://www.google.com/' });
      expect(await get('summary', { from: DAY1, to: DAY1 })).toMatchObject({
        visitors: 5,
        visits: 7,
        pageviews: 10,
      });
      const fromGoogle = await get('sources', { from: DAY1, to: DAY1 });
      expect(fromGoogle.find((r: { key: string }) => r.key === 'Google')).toMatchObject({
        visitors: 2,
        visits: 3,
      });
      const products = await get('pages', { from: DAY1, to: DAY1 });
      expect(products.find((r: { key: string }) => r.key === '/products')).toMatchObject({
        visitors: 2,
        visits: 2,
      });
      const after = [];
      for (const q of queries) after.push(await read(q));
      clock = new Date('2026-03-10T07:00:00Z'); // 12:30: that visit has ended too
      expect(await t.app.scheduler.runNow('analytics-rollup')).toBe(true);
      for (const [i, q] of queries.entries()) expect(await read(q), JSON.stringify(q)).toEqual(after[i]);
    });

    it('counts the same browser on the next day as a new visitor, with a new salt', async () => {
      const [before] = rowsOf<{ salt: string }>(
        await t.app.vyoma.db.execute(sql`select salt from analytics_salts`),
      );
      clock = new Date('2026-03-11T05:00:00Z'); // 10:30 the next day
      await view(google, '/webdevelopment');
      const two = await get('summary', { from: DAY1, to: '2026-03-11' });
      expect(two).toMatchObject({ visitors: 6, visits: 8 });
      const day2 = await get('summary', { from: '2026-03-11', to: '2026-03-11' });
      expect(day2).toMatchObject({
        visitors: 1,
        visits: 1,
        previous: expect.objectContaining({ visitors: 5 }),
      });
      const visitors = rowsOf<{ n: number }>(
        await t.app.vyoma.db.execute(
          sql`select count(distinct visitor)::int as n from analytics_visits where entry_path = '/webdevelopment'`,
        ),
      );
      expect(visitors[0]!.n).toBe(2);
      const salts = rowsOf<{ day: string; salt: string }>(
        await t.app.vyoma.db.execute(sql`select day::text, salt from analytics_salts order by day`),
      );
      expect(salts.map((s) => s.day)).toEqual([DAY1, '2026-03-11']);
      expect(salts[1]!.salt).not.toBe(before!.salt);
    });

    it('rolls finished days up to the same figures, and pruning raw rows keeps them', async () => {
      const tables = ['pages', 'entries', 'sources', 'campaigns', 'devices', 'browsers', 'languages'];
      const read = async (query: Record<string, string>, hours = true) => ({
        summary: await get('summary', query),
        funnel: await get('funnel', query),
        hours: hours ? await get('timeseries', { ...query, interval: 'hour' }) : null,
        days: await get('timeseries', query),
        ...Object.fromEntries(await Promise.all(tables.map(async (x) => [x, await get(x, query)]))),
      });
      const queries: Record<string, string>[] = [
        { from: DAY1, to: '2026-03-11' },
        { from: DAY1, to: DAY1, source: 'Google' },
        { from: DAY1, to: DAY1, page: '/blog/seo-basics' },
        { from: DAY1, to: DAY1, campaign: 'spring' },
        { from: DAY1, to: DAY1, page: '/appdevelopment' },
        { from: DAY1, to: DAY1, source: 'nobody' },
      ];
      const raw = [];
      for (const q of queries) raw.push(await read(q));
      // Sent together, as the dashboard sends them, the summary and the funnel share their totals' read:
      // the same figures.
      for (const [i, q] of queries.entries())
        expect(await Promise.all([get('summary', q), get('funnel', q)]), JSON.stringify(q)).toEqual([
          raw[i]!.summary,
          raw[i]!.funnel,
        ]);
      // The dashboard's reads made at the same moment (as its requests are on a busy server; called
      // here in one tick, so the test does not depend on when each HTTP request arrives) ask their
      // small first questions once, not once per read, and give the same figures as one at a time.
      const db: Db = t.app.vyoma.db;
      const spied = db as unknown as {
        execute: (q: unknown) => Promise<unknown>;
        dialect: { sqlToQuery(q: unknown): { sql: string } };
      };
      const execute = spied.execute;
      const sent: string[] = [];
      spied.execute = (q) => {
        sent.push(spied.dialect.sqlToQuery(q).sql);
        return execute.call(db, q);
      };
      const scope = { from: DAY1, to: '2026-03-11', timeZone: 'Asia/Kolkata' };
      const dims = ['path', 'entry', 'source', 'campaign', 'device', 'browser'] as const;
      let together: unknown[];
      try {
        together = await Promise.all([
          summaryFigures(db, scope),
          funnel(db, scope),
          ...dims.map((d) => tableRows(db, scope, d)),
        ]);
      } finally {
        spied.execute = execute;
      }
      const alone: unknown[] = [await summaryFigures(db, scope), await funnel(db, scope)];
      for (const d of dims) alone.push(await tableRows(db, scope, d));
      expect(together).toEqual(alone);
      const asked = (table: string) => sent.filter((text) => text.includes(table)).length;
      expect(asked('analytics_rolled_days')).toBe(1);
      expect(asked('analytics_enquiry_state')).toBe(1);

      // The next day's clock: the 10th is finished (the 11th is today).
      expect(await t.app.scheduler.runNow('analytics-rollup')).toBe(true);
      const rolled = rowsOf<{ day: string }>(
        await t.app.vyoma.db.execute(sql`select day::text from analytics_rolled_days order by 1`),
      );
      expect(rolled).toEqual([{ day: DAY1 }, { day: '2026-03-11' }]);
      for (const [i, q] of queries.entries()) expect(await read(q), JSON.stringify(q)).toEqual(raw[i]);

      // Two days later with one raw day kept: the 10th's raw rows go, its figures stay; old salts go.
      clock = new Date('2026-03-12T05:00:00Z');
      t.app.vyoma.config.analyticsRawDays = 1;
      try {
        expect(await t.app.scheduler.runNow('analytics-rollup')).toBe(true);
      } finally {
        t.app.vyoma.config.analyticsRawDays = 30;
      }
      const left = rowsOf<{ day: string }>(
        await t.app.vyoma.db.execute(sql`select distinct day::text from analytics_visits order by 1`),
      );
      expect(left).toEqual([]);
      expect(
        rowsOf<{ day: string }>(
          await t.app.vyoma.db.execute(sql`select day::text from analytics_rolled_days order by 1`),
        ),
      ).toEqual([{ day: DAY1 }, { day: '2026-03-11' }]);
      expect(rowsOf(await t.app.vyoma.db.execute(sql`select day from analytics_salts`))).toEqual([]);
      for (const [i, q] of queries.entries()) expect(await read(q), JSON.stringify(q)).toEqual(raw[i]);

      // In April, March's days are all final: its month rows are made, the day rows summed, and the
      // dashboard reads the same figures for periods that hold the whole month or part of it (hours: a
      // month at most).
      const periods: Record<string, string>[] = [
        { from: '2026-03-01', to: '2026-03-31' },
        { from: '2026-02-20', to: '2026-04-01' },
        { from: '2026-03-01', to: '2026-03-31', page: '/blog/seo-basics' },
        { from: '2026-03-01', to: '2026-03-31', source: 'Google' },
        { from: '2026-03-10', to: '2026-03-31' },
      ];
      const byDays = [];
      for (const q of periods) byDays.push(await read(q, q.from !== '2026-02-20'));
      const monthRows = async (grain: 'day' | 'month') =>
        Promise.all(
          (
            [
              ['analytics_visit_rollups', 'entry', 'pageviews'],
              ['analytics_page_rollups', 'path', 'views'],
            ] as const
          ).map(async ([table, dim, own]) =>
            rowsOf(
              await t.app.vyoma.db.execute(sql`
                select level, ${sql.raw(dim)}, source, campaign, device, browser, sum(visits)::int as visits,
                  sum(visitors)::int as visitors, sum(${sql.raw(own)})::int as views, sum(bounces)::int as bounces,
                  sum(seconds)::int as seconds, sum(content)::int as content, sum(reached)::int as reached
                from ${sql.raw(table)} where grain = ${grain} and bucket >= '2026-03-01' and bucket < '2026-04-01'
                group by 1, 2, 3, 4, 5, 6 order by 1, 2, 3, 4, 5, 6`),
            ),
          ),
        );
      expect((await monthRows('month')).flat()).toEqual([]);
      clock = new Date('2026-04-02T05:00:00Z');
      try {
        expect(await t.app.scheduler.runNow('analytics-rollup')).toBe(true);
        const months = await monthRows('month');
        expect(months[0]!.length).toBeGreaterThan(5);
        expect(months).toEqual(await monthRows('day'));
        // The planner knows which levels' rows each grain holds (migration 0017): a period's day rows
        // of one level are read through the primary key, not every level's rows of the period.
        await t.app.vyoma.db.execute(sql`analyze analytics_visit_rollups`);
        await t.app.vyoma.db.execute(sql`analyze analytics_page_rollups`);
        const stats = rowsOf<{ tablename: string; pairs: number }>(
          await t.app.vyoma.db.execute(sql`
            select tablename, cardinality(most_common_freqs)::int as pairs from pg_stats_ext
            where schemaname = current_schema() and statistics_name like 'analytics_%_grain_level' order by 1`),
        );
        expect(stats.map((x) => x.tablename)).toEqual(['analytics_page_rollups', 'analytics_visit_rollups']);
        for (const x of stats) expect(x.pairs).toBeGreaterThan(3);
        for (const [i, q] of periods.entries())
          expect(await read(q, q.from !== '2026-02-20'), JSON.stringify(q)).toEqual(byDays[i]);

        // Enquiries too: month rows equal their days' sums.
        const enquiryRows = async (grain: 'day' | 'month') =>
          rowsOf(
            await t.app.vyoma.db.execute(sql`
              select level, key, sum(enquiries)::int as enquiries, sum(won)::int as won,
                sum(won_value)::float8 as won_value, sum(funnel_enquiries)::int as funnel, sum(funnel_won)::int as funnel_won
              from analytics_enquiry_rollups where grain = ${grain} and bucket >= '2026-03-01' and bucket < '2026-04-01'
              group by 1, 2 order by 1, 2`),
          );
        const enquiryMonths = await enquiryRows('month');
        expect(enquiryMonths).toContainEqual(expect.objectContaining({ level: 'all', enquiries: 2, won: 1 }));
        expect(enquiryMonths).toEqual(await enquiryRows('day'));

        // An enquiry of a rolled-up day that arrives, is won or is deleted later shows at once.
        const march = { from: '2026-03-01', to: '2026-03-31' };
        const wide = { from: '2026-02-20', to: '2026-04-01' };
        const figures = async () => ({
          march: await get('summary', march),
          wide: await get('summary', wide),
          bing: (await get('sources', march)).find((r: { key: string }) => r.key === 'Bing') ?? null,
          day: (await get('timeseries', march)).find((p: { t: string }) => p.t === DAY1),
        });
        const start = await figures();
        await t.app.vyoma.db.execute(sql`
          insert into contact_messages (id, name, email, phone, message, created_at, visit_source)
          values ('0a1a7e00-0000-4000-8000-000000000027', 'Late', 'late@example.com', '+91 98765 43210', 'Hello', '2026-03-10T06:00:00Z', 'Bing')`);
        const sent = await figures();
        expect(sent.march.enquiries).toBe(start.march.enquiries + 1);
        expect(sent.wide.enquiries).toBe(start.wide.enquiries + 1);
        expect(sent.bing).toMatchObject({ enquiries: 1, won: 0 });
        expect(sent.day.enquiries).toBe(start.day.enquiries + 1);
        // Rolled again: the same figures from the rollups, and no day left marked.
        const rollAgain = async () => {
          expect(await t.app.scheduler.runNow('analytics-rollup')).toBe(true);
          expect(rowsOf(await t.app.vyoma.db.execute(sql`select * from analytics_enquiry_changes`))).toEqual(
            [],
          );
        };
        await rollAgain();
        expect(await figures()).toEqual(sent);
        const late = await t.app.inject({
          method: 'PATCH',
          url: '/api/v1/contact/0a1a7e00-0000-4000-8000-000000000027',
          headers: { cookie: admin },
          payload: { status: 'won', value: '1,200' },
        });
        expect(late.statusCode, late.body).toBe(200);
        const won = await figures();
        expect(won.march).toMatchObject({ won: start.march.won + 1, wonValue: start.march.wonValue + 1200 });
        expect(won.wide).toMatchObject({ won: start.wide.won + 1, wonValue: start.wide.wonValue + 1200 });
        expect(won.bing).toMatchObject({ enquiries: 1, won: 1, wonValue: 1200 });
        await rollAgain();
        expect(await figures()).toEqual(won);
        const gone = await t.app.inject({
          method: 'DELETE',
          url: '/api/v1/contact/0a1a7e00-0000-4000-8000-000000000027',
          headers: { cookie: admin },
        });
        expect(gone.statusCode, gone.body).toBe(200);
        expect(await figures()).toEqual(start);
        await rollAgain();
        expect(await figures()).toEqual(start);
      } finally {
        clock = new Date('2026-03-12T05:00:00Z');
      }
    });
  });

  describe('switched off', () => {
    const person: Browser = { ip: '203.0.113.40', ua: CHROME };

    it('counts nothing while the site settings switch is off, and again once it is on', async () => {
      const settings = (await t.app.inject({ method: 'GET', url: '/api/v1/settings' })).json().data;
      expect(settings.analytics).toBe(true);
      const save = (on: boolean) =>
        t.app.inject({
          method: 'PUT',
          url: '/api/v1/admin/settings',
          headers: { cookie: admin, origin: ORIGIN },
          payload: { siteName: 'Test site', shortName: 'Test', analytics: on },
        });
      expect((await save(false)).statusCode).toBe(200);
      await t.app.vyoma.analytics.readSwitch();
      const before = await counts();
      expect((await view(person, '/')).statusCode).toBe(202);
      expect(await get('summary')).toMatchObject({ counting: 'off-site' });
      expect(await counts()).toEqual(before);
      expect((await save(true)).statusCode).toBe(200);
      await t.app.vyoma.analytics.readSwitch();
      await view(person, '/');
      await t.app.vyoma.analytics.flush();
      expect((await counts()).views).toBe(before.views + 1);
    });
  });

  it('keeps the dashboard out of shared caches, while public reads are shared', async () => {
    const shared = await t.app.inject({ method: 'GET', url: '/api/v1/products' });
    expect(shared.headers['cache-control']).toMatch(/s-maxage=600/);
    for (const what of [
      'summary',
      'pages',
      'languages',
      'timeseries',
      'funnel',
      'realtime',
      'export.csv?table=pages',
      'export.csv?table=languages',
    ]) {
      const res = await t.app.inject({
        method: 'GET',
        url: `/api/v1/admin/analytics/${what}`,
        headers: { cookie: admin },
      });
      expect(res.statusCode, what).toBe(200);
      expect(res.headers['cache-control'], what).toBe('private, no-store');
      expect(res.headers['cache-tag'], what).toBeUndefined();
    }
  });

  it("records the visit of a form's entry, as the contact form does", async () => {
    clock = new Date('2026-03-20T05:00:00Z');
    const visitor: Browser = { ip: '203.0.113.40', ua: IPHONE };
    await view(visitor, '/blog/seo-basics?utm_source=newsletter&utm_campaign=april', {
      referrer: 'https://mail.example.net/',
    });
    later(2);
    await view(visitor, '/quote');
    const made = await t.app.inject({
      method: 'POST',
      url: '/api/v1/admin/forms',
      headers: { origin: ORIGIN, cookie: admin },
      payload: {
        title: 'Quick quote',
        fields: [{ key: 'email', type: 'email', label: 'E-mail', required: true }],
      },
    });
    expect(made.statusCode, made.body).toBe(201);
    later(1);
    const sent = await t.app.inject({
      method: 'POST',
      url: `/api/v1/forms/${made.json().data.slug}/entries`,
      remoteAddress: visitor.ip,
      headers: { origin: ORIGIN, 'user-agent': visitor.ua },
      payload: { values: { email: 'asha@example.com' }, attribution: { page: '/quote' } },
    });
    expect(sent.statusCode, sent.body).toBe(201);
    const one = await t.app.inject({
      method: 'GET',
      url: `/api/v1/contact/${sent.json().data._id}`,
      headers: { cookie: admin },
    });
    expect(one.json().data.visit).toEqual({
      counted: true,
      entryPage: '/blog/seo-basics',
      source: 'Email',
      campaign: 'april',
      paid: false,
      device: 'mobile',
      browser: 'Safari',
      pages: ['/blog/seo-basics', '/quote'],
    });
    const summary = await get('summary', { from: '2026-03-20', to: '2026-03-20', campaign: 'april' });
    expect(summary).toMatchObject({ visits: 1, enquiries: 1 });
  });

  it('refuses the dashboard to nobody (401) and to authors (403)', async () => {
    const before = await counts();
    for (const what of ['summary', 'languages', 'export.csv?table=languages']) {
      const anonymous = await t.app.inject({ method: 'GET', url: `/api/v1/admin/analytics/${what}` });
      expect(anonymous.statusCode, what).toBe(401);
      // A message, not the figures (nor a CSV of them).
      expect(anonymous.headers['content-type'], what).toMatch(/^application\/json/);
      expect(Object.keys(anonymous.json()), what).toEqual(['message']);
    }
    expect(await counts()).toEqual(before);
    const created = await t.app.inject({
      method: 'POST',
      url: '/api/v1/admin/users',
      headers: { cookie: admin },
      payload: {
        name: 'Writer',
        email: 'writer@analytics.test',
        password: 'a-long-pass-phrase',
        role: 'author',
      },
    });
    expect(created.statusCode).toBe(201);
    const login = await t.app.inject({
      method: 'POST',
      url: '/api/v1/login',
      payload: { email: 'writer@analytics.test', password: 'a-long-pass-phrase' },
    });
    const author = login.cookies.map((c) => `${c.name}=${c.value}`).join('; ');
    for (const what of [
      'summary',
      'pages',
      'languages',
      'funnel',
      'realtime',
      'export.csv?table=pages',
      'export.csv?table=languages',
    ]) {
      const res = await t.app.inject({
        method: 'GET',
        url: `/api/v1/admin/analytics/${what}`,
        headers: { cookie: author },
      });
      expect(res.statusCode, what).toBe(403);
    }
  });

  it('rolls up the day so far with the visits still going, so the dashboard reads no raw row of it, and stays exact as they go on', async () => {
    // Every few seconds, not every 10 minutes: on a busy day the raw rows since the last run are what a read pays for.
    expect(JOBS.find((j) => j.name === 'analytics-today')?.everyMs).toBeLessThanOrEqual(60_000);
    const DAY = '2026-03-25';
    clock = new Date('2026-03-25T04:30:00Z'); // 10:00
    const { db } = t.app.vyoma;
    const tables = ['pages', 'entries', 'sources', 'campaigns', 'devices', 'browsers', 'languages'];
    const read = async () => {
      const out: Record<string, unknown> = {};
      for (const q of [{}, { page: '/contactUs' }] as Record<string, string>[]) {
        const query = { from: DAY, to: DAY, ...q };
        out[JSON.stringify(q)] = {
          summary: await get('summary', query),
          funnel: await get('funnel', query),
          hours: await get('timeseries', { ...query, interval: 'hour' }),
          ...Object.fromEntries(await Promise.all(tables.map(async (x) => [x, await get(x, query)]))),
        };
      }
      return out;
    };
    /** The figures with the day's raw rows taken away (and put back after). */
    const readWithoutRaw = async () => {
      await db.execute(sql`create table aside_views as select * from analytics_views where day = ${DAY}`);
      await db.execute(sql`create table aside_visits as select * from analytics_visits where day = ${DAY}`);
      await db.execute(sql`delete from analytics_views where day = ${DAY}`);
      await db.execute(sql`delete from analytics_visits where day = ${DAY}`);
      try {
        return await read();
      } finally {
        await db.execute(sql`insert into analytics_visits select * from aside_visits`);
        await db.execute(sql`insert into analytics_views select * from aside_views`);
        await db.execute(sql`drop table aside_views, aside_visits`);
      }
    };

    const a: Browser = { ip: '198.51.100.1', ua: CHROME };
    const b: Browser = { ip: '198.51.100.2', ua: IPHONE };
    await view(a, '/webdevelopment?utm_campaign=spring', { referrer: 'https://www.google.com/' });
    await view(b, '/');
    later(1);
    const started = await read();
    // Both visits are still going: rolled up as they are.
    expect(await t.app.scheduler.runNow('analytics-rollup')).toBe(true);
    expect(await read()).toEqual(started);
    expect(await readWithoutRaw()).toEqual(started);

    // They go on: a bounce no more, a new page, content then contact, longer visits.
    later(3);
    await view(a, '/blog/seo-basics');
    await view(b, '/services');
    later(2);
    await view(a, '/contactUs');
    const going = await read();
    expect(going['{}']).toMatchObject({
      summary: expect.objectContaining({
        visitors: 2,
        visits: 2,
        pageviews: 5,
        bounceRate: 0,
        visitSeconds: 300,
      }),
    });
    expect(await t.app.scheduler.runNow('analytics-today')).toBe(true);
    expect(await read()).toEqual(going);
    expect(await readWithoutRaw()).toEqual(going);

    // A view that happened first reaches the database last (another process's batch): the visit's
    // entry page and source change after it was rolled up.
    const c: Browser = { ip: '198.51.100.3', ua: CHROME };
    later(1);
    await view(c, '/contactUs');
    expect(await t.app.scheduler.runNow('analytics-today')).toBe(true);
    later(-1);
    await view(c, '/webdevelopment', { referrer: 'https://www.bing.com/' });
    later(2);
    const late = await read();
    const entries = (late['{}'] as { entries: { key: string; visits: number }[] }).entries;
    expect(entries.map((r) => [r.key, r.visits])).toEqual([
      ['/webdevelopment', 2],
      ['/', 1],
    ]);
    expect(await t.app.scheduler.runNow('analytics-today')).toBe(true);
    // No row is left with no visit (the entry page and source the late view replaced).
    expect(
      rowsOf(
        await db.execute(sql`
          select level from analytics_visit_rollups where bucket >= ${DAY}::timestamp and visits = 0
          union all select level from analytics_page_rollups where bucket >= ${DAY}::timestamp and visits = 0`),
      ),
    ).toEqual([]);
    expect(await read()).toEqual(late);
    expect(await readWithoutRaw()).toEqual(late);

    // A burst: 600 visitors' two views each, more than a run of the rollup takes (two steps of 500
    // views): the rest waits for the next run, and reads take it raw meanwhile.
    for (const round of [0, 1])
      for (let i = 0; i < 600; i += 1)
        await view({ ip: `10.25.${i >> 8}.${i & 255}`, ua: CHROME }, round ? '/products' : '/');
    const burst = await read();
    expect((burst['{}'] as { summary: { pageviews: number } }).summary.pageviews).toBe(1207);
    const waiting = async () =>
      rowsOf<{ n: number }>(
        await db.execute(sql`
          select count(*)::int as n from analytics_views w join analytics_rolled_days r on r.day = w.day
          where w.day = ${DAY} and w.seq > r.views_through`),
      )[0]!.n;
    expect(await t.app.scheduler.runNow('analytics-today')).toBe(true);
    expect(await waiting()).toBe(200);
    expect(await read()).toEqual(burst);
    expect(await t.app.scheduler.runNow('analytics-today')).toBe(true);
    expect(await waiting()).toBe(0);
    expect(await read()).toEqual(burst);
    expect(await readWithoutRaw()).toEqual(burst);

    // The next day's rollup makes the day again from all its visits: the same figures.
    clock = new Date('2026-03-25T18:40:00Z'); // 00:10 on the 26th
    expect(await t.app.scheduler.runNow('analytics-rollup')).toBe(true);
    expect(rowsOf(await db.execute(sql`select final from analytics_rolled_days where day = ${DAY}`))).toEqual(
      [{ final: true }],
    );
    expect(await read()).toEqual(burst);
    expect(await readWithoutRaw()).toEqual(burst);
  }, 60_000);

  it("splits visits by language (issue 36): a visit's is its entry page's, /hi/… Hindi, the rest English", async () => {
    const DAY = '2026-03-27';
    const period = { from: DAY, to: DAY };
    clock = new Date('2026-03-27T04:30:00Z'); // 10:00
    const contact = (who: Browser, email: string, page: string) =>
      t.app.inject({
        method: 'POST',
        url: '/api/v1/contact',
        remoteAddress: who.ip,
        headers: { 'user-agent': who.ua },
        payload: { ...enquiry, email, attribution: { page } },
      });
    const h1: Browser = { ip: '203.0.113.60', ua: CHROME };
    const h2: Browser = { ip: '203.0.113.61', ua: IPHONE };
    const h3: Browser = { ip: '203.0.113.62', ua: CHROME };
    const h4: Browser = { ip: '203.0.113.63', ua: IPHONE };
    const e1: Browser = { ip: '203.0.113.64', ua: CHROME };
    const e2: Browser = { ip: '203.0.113.65', ua: IPHONE };
    const e3: Browser = { ip: '203.0.113.66', ua: CHROME };
    // Hindi: four visits, five views, an enquiry won.
    await view(h1, '/hi');
    later(1);
    await view(h1, '/hi/blog/seo-basics', { referrer: `${ORIGIN}/hi` });
    expect((await contact(h1, 'hindi@example.com', '/hi/contactUs')).statusCode).toBe(201);
    await view(h2, '/hi/contactUs');
    await view(h3, '/hi/services?utm_source=newsletter&utm_campaign=hindi');
    await view(h4, '/hi/blog/seo-basics', { referrer: 'https://www.google.co.in/' });
    // English: a visit that entered in English and went on to a Hindi page is English; /hint is no
    // prefix; /ta is none while Tamil is not one of the settings' languages.
    await view(e1, '/');
    later(1);
    await view(e1, '/hi', { referrer: `${ORIGIN}/` });
    expect((await contact(e1, 'english@example.com', '/hi')).statusCode).toBe(201);
    await view(e2, '/hint');
    await view(e3, '/ta/services');
    const list = await t.app.inject({
      method: 'GET',
      url: '/api/v1/contact?q=hindi%40example.com',
      headers: { cookie: admin },
    });
    const won = await t.app.inject({
      method: 'PATCH',
      url: `/api/v1/contact/${list.json().data[0]._id}`,
      headers: { cookie: admin },
      payload: { status: 'won', value: '40,000' },
    });
    expect(won.statusCode, won.body).toBe(200);

    const english = { key: 'en', visitors: 3, visits: 3, pageviews: 4, enquiries: 1, won: 0, wonValue: 0 };
    const hindi = { key: 'hi', visitors: 4, visits: 4, pageviews: 5, enquiries: 1, won: 1, wonValue: 40000 };
    // English first, though Hindi had more visits.
    expect(await get('languages', period)).toEqual([
      { ...english, conversionRate: 1 / 3 },
      { ...hindi, conversionRate: 1 / 4 },
    ]);
    expect(await get('summary', period)).toMatchObject({
      visitors: 7,
      visits: 7,
      pageviews: 9,
      enquiries: 2,
    });

    // The English visitor comes back to a Hindi page: a visit in Hindi. Visitors are summed over the
    // entry pages: that visitor counts in both languages (8), once in the day's total (7).
    later(31);
    await view(e1, '/hi/services');
    const both = await get('languages', period);
    expect(both).toEqual([
      { ...english, conversionRate: 1 / 3 },
      { ...hindi, visitors: 5, visits: 5, pageviews: 6, conversionRate: 1 / 5 },
    ]);
    expect(await get('summary', period)).toMatchObject({ visitors: 7, visits: 8, pageviews: 10 });
    // Rolled up, the same figures; filtered, they follow (a source: its visits; a page: those that
    // entered there).
    expect(await t.app.scheduler.runNow('analytics-today')).toBe(true);
    expect(await get('languages', period)).toEqual(both);
    expect(
      (await get('languages', { ...period, source: 'Google' })).map((r: { key: string; visits: number }) => [
        r.key,
        r.visits,
      ]),
    ).toEqual([
      ['en', 0],
      ['hi', 1],
    ]);
    expect(
      (await get('languages', { ...period, page: '/hi' })).map(
        (r: { key: string; visits: number; enquiries: number }) => [r.key, r.visits, r.enquiries],
      ),
    ).toEqual([
      ['en', 0, 0],
      ['hi', 1, 1],
    ]);

    // As CSV: a row per language, keyed by its code.
    const csv = await t.app.inject({
      method: 'GET',
      url: `/api/v1/admin/analytics/export.csv?table=languages&from=${DAY}&to=${DAY}`,
      headers: { cookie: admin },
    });
    expect(csv.statusCode).toBe(200);
    expect(csv.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(csv.headers['content-disposition']).toBe(
      `attachment; filename="analytics-languages-${DAY}-to-${DAY}.csv"`,
    );
    expect(
      csv.body
        .replace(/^\uFEFF/, '')
        .trim()
        .split('\r\n'),
    ).toEqual([
      'language,visitors,visits,pageviews,enquiries,conversionRate,won,wonValue',
      'en,3,3,4,1,0.3333,0,0',
      'hi,5,5,6,1,0.2,1,40000',
    ]);

    // Every language of the settings is a row, read when asked: Tamil added, /ta/… is Tamil's, and a
    // language without a visit is a row of zeros.
    const settings = (await t.app.inject({ method: 'GET', url: '/api/v1/settings' })).json().data;
    const save = (languages: unknown[]) =>
      t.app.inject({
        method: 'PUT',
        url: '/api/v1/admin/settings',
        headers: { cookie: admin, origin: ORIGIN },
        payload: { siteName: settings.siteName, shortName: settings.shortName, languages },
      });
    const tamil = { ...TAMIL };
    const saved = await save([...settings.languages, tamil]);
    expect(saved.statusCode, saved.body).toBe(200);
    try {
      expect(
        (await get('languages', period)).map((r: { key: string; visits: number }) => [r.key, r.visits]),
      ).toEqual([
        ['en', 2],
        ['hi', 5],
        ['ta', 1],
      ]);
      expect(
        (await get('languages', { ...period, source: 'Google' })).map(
          (r: { key: string; visits: number }) => [r.key, r.visits],
        ),
      ).toEqual([
        ['en', 0],
        ['hi', 1],
        ['ta', 0],
      ]);
    } finally {
      expect((await save(settings.languages)).statusCode).toBe(200);
    }
  });
});

describe('visit analytics with ANALYTICS=false', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ analytics: false });
  });
  afterAll(async () => {
    await t?.close();
  });

  it('accepts the beacon and counts nothing', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/v1/events',
      headers: { 'user-agent': CHROME },
      payload: { type: 'pageview', path: '/' },
    });
    expect(res.statusCode).toBe(202);
    await t.app.vyoma.analytics.flush();
    const [row] = rowsOf<{ n: number }>(
      await t.app.vyoma.db.execute(sql`select count(*)::int as n from analytics_views`),
    );
    expect(row!.n).toBe(0);
    const cookie = await loginAsAdmin(t.app);
    const summary = await t.app.inject({
      method: 'GET',
      url: '/api/v1/admin/analytics/summary',
      headers: { cookie },
    });
    expect(summary.json().data.counting).toBe('off-server');
  });
});

describe.runIf(process.env.TEST_DB === 'postgres')('visit analytics on two servers, one PostgreSQL', () => {
  let t: TestApp;
  let other: FastifyInstance;
  let clock = new Date('2026-04-02T06:00:00Z');
  beforeAll(async () => {
    t = await createTestApp({}, { now: () => clock, scheduler: { manual: true } });
    other = await buildAnotherProcess(t, { now: () => clock, scheduler: { manual: true } });
  });
  afterAll(async () => {
    await other?.close();
    await t?.close();
  });

  const viewOn = (app: FastifyInstance, ip: string, path: string, referrer?: string) =>
    app.inject({
      method: 'POST',
      url: '/api/v1/events',
      remoteAddress: ip,
      headers: { 'user-agent': CHROME },
      payload: { type: 'pageview', path, ...(referrer ? { referrer } : {}) },
    });

  it('add up into one set of figures, one visit per visitor whichever server saw its views', async () => {
    const day = '2026-04-02';
    // One visitor's views reach both; the later one is written first.
    await viewOn(t.app, '192.0.2.1', '/webdevelopment', 'https://www.bing.com/');
    clock = new Date(clock.getTime() + MINUTE);
    await viewOn(other, '192.0.2.1', '/contactUs');
    await other.vyoma.analytics.flush();
    await t.app.vyoma.analytics.flush();
    // Ten other visitors, five on each.
    for (let i = 0; i < 10; i += 1) await viewOn(i % 2 ? t.app : other, `192.0.2.${10 + i}`, '/products');
    await Promise.all([t.app.vyoma.analytics.flush(), other.vyoma.analytics.flush()]);
    // The enquiry reaches the server that did not see the visit start.
    const sent = await other.inject({
      method: 'POST',
      url: '/api/v1/contact',
      remoteAddress: '192.0.2.1',
      headers: { 'user-agent': CHROME },
      payload: { ...enquiry },
    });
    expect(sent.statusCode).toBe(201);

    for (const app of [t.app, other]) {
      const cookie = await loginAsAdmin(app);
      const res = await app.inject({
        method: 'GET',
        url: `/api/v1/admin/analytics/summary?from=${day}&to=${day}`,
        headers: { cookie },
      });
      expect(res.json().data).toMatchObject({ visitors: 11, visits: 11, pageviews: 12, enquiries: 1 });
      const sources = await app.inject({
        method: 'GET',
        url: `/api/v1/admin/analytics/sources?from=${day}&to=${day}`,
        headers: { cookie },
      });
      expect(
        sources
          .json()
          .data.map((r: { key: string; visits: number; enquiries: number }) => [
            r.key,
            r.visits,
            r.enquiries,
          ]),
      ).toEqual([
        ['Direct', 10, 0],
        ['Bing', 1, 1],
      ]);
    }
    const [visit] = rowsOf<{ entry_path: string; exit_path: string; pageviews: number; source: string }>(
      await t.app.vyoma.db.execute(
        sql`select entry_path, exit_path, pageviews, source from analytics_visits where entry_path <> '/products'`,
      ),
    );
    expect(visit).toEqual({
      entry_path: '/webdevelopment',
      exit_path: '/contactUs',
      pageviews: 2,
      source: 'Bing',
    });
  });

  it("share one beacon budget per address: one server's views count against the other's, a flush late", async () => {
    const busy = '192.0.2.200';
    const stored = async () =>
      rowsOf<{ count: number }>(
        await t.app.vyoma.db.execute(
          sql`select count from rate_limits where name = 'POST /api/v1/events' and key = ${busy}`,
        ),
      )[0]?.count;
    // Each counts its half in memory, adding its counts (and hearing the total) whenever it holds a
    // tenth of the budget the database has not seen: the last tenth of each is in memory still.
    for (let i = 0; i < ANALYTICS_LIMITS.eventsPerMinute; i += 1)
      expect((await viewOn(i % 2 ? t.app : other, busy, `/blog/post-${i}`)).statusCode).toBe(202);
    expect(await stored()).toBeLessThan(ANALYTICS_LIMITS.eventsPerMinute);
    await t.app.flushRateLimits();
    await other.flushRateLimits();
    expect(await stored()).toBe(ANALYTICS_LIMITS.eventsPerMinute);
    // The second to add its counts heard the sum: it refuses now.
    expect((await viewOn(other, busy, '/')).statusCode).toBe(429);
    // The first heard all but the other's last tenth: its next view passes and is counted; once
    // added, it refuses.
    expect((await viewOn(t.app, busy, '/')).statusCode).toBe(202);
    await t.app.flushRateLimits();
    expect(await stored()).toBe(ANALYTICS_LIMITS.eventsPerMinute + 1);
    for (const app of [t.app, other]) expect((await viewOn(app, busy, '/')).statusCode).toBe(429);
    // One process alone refuses exactly past the budget, before any flush.
    const alone = '192.0.2.201';
    for (let i = 0; i < ANALYTICS_LIMITS.eventsPerMinute; i += 1)
      expect((await viewOn(other, alone, '/')).statusCode).toBe(202);
    expect((await viewOn(other, alone, '/')).statusCode).toBe(429);
  });
});
