/**
 * Ready for a CDN (issue 26 item 3, docs/decisions/0057): with CDN_MAX_AGE, answers that are the same
 * for everyone are shared-cacheable and name what they show; signed-in, preview, form and error
 * answers never are; every change POSTs its tags to CDN_PURGE_URL through the outbox.
 */
import { once } from 'node:events';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createPost,
  createTestApp,
  libraryImage,
  loginAsAdmin,
  ORIGIN,
  requireWebBuild,
  type TestApp,
} from '../support/app.ts';

const SHARED = 'public, max-age=0, s-maxage=600, stale-while-revalidate=60';

interface Purge {
  tags: string[];
  surrogateKey: string;
  authorization: string | undefined;
}

describe('a CDN in front', () => {
  let t: TestApp;
  let cookie: string;
  let post: { _id: string; slug: string };
  const purges: Purge[] = [];
  let answer = 200;
  const receiver = http.createServer((req, res) => {
    let body = '';
    req.on('data', (chunk) => {
      body += chunk;
    });
    req.on('end', () => {
      purges.push({
        tags: JSON.parse(body).tags,
        surrogateKey: String(req.headers['surrogate-key']),
        authorization: req.headers.authorization,
      });
      res.writeHead(answer, { 'content-type': 'application/json' }).end('{"success":true}');
    });
  });

  beforeAll(async () => {
    receiver.listen(0, '127.0.0.1');
    await once(receiver, 'listening');
    const { port } = receiver.address() as AddressInfo;
    t = await createTestApp({
      webDistDir: requireWebBuild(),
      cdn: {
        maxAge: 600,
        purgeUrl: `http://127.0.0.1:${port}/purge`,
        purgeHeader: { name: 'Authorization', value: 'Bearer purge-token' },
      },
    });
    cookie = await loginAsAdmin(t.app);
    post = await createPost(t.app, cookie, await libraryImage(t.app, cookie), { title: 'Shared post' });
  });
  afterAll(async () => {
    await t?.close();
    receiver.close();
  });

  const get = (url: string, headers: Record<string, string> = {}) =>
    t.app.inject({ method: 'GET', url, headers });
  const tagsOf = (res: { headers: Record<string, unknown> }) => String(res.headers['cache-tag']).split(',');

  it('shares public answers for CDN_MAX_AGE with the tags of what they show, hit or miss', async () => {
    for (const [url, shows] of [
      ['/api/v1/blogs', ['post', 'media']],
      [`/api/v1/blogs/${post._id}`, [`post:${post._id}`]],
      ['/api/v1/products', ['product', 'category']],
      ['/api/v1/settings', ['settings']],
      ['/rss.xml', ['post', 'settings']],
      ['/feed.json', ['post', 'settings']],
      ['/sitemap.xml', ['post', 'product', 'job']],
      ['/sitemaps/pages.xml', ['post', 'product', 'job']],
      ['/sitemaps/posts-1.xml', ['post']],
      [`/blog/${post.slug}`, [`post:${post._id}`, 'settings']],
      ['/careers', ['job', 'settings']],
    ] as const) {
      for (const round of ['miss', 'hit']) {
        const res = await get(url);
        expect(res.statusCode, url).toBe(200);
        expect(res.headers['cache-control'], `${url} ${round}`).toBe(SHARED);
        expect(tagsOf(res), url).toEqual(expect.arrayContaining(['site', ...shows]));
        expect(res.headers['surrogate-key'], url).toBe(tagsOf(res).join(' '));
      }
      expect((await get(url)).headers['x-cache'], url).toBe('hit');
    }
  });

  it('never shares what is someone’s own, a preview, a form’s answer, a search or an error', async () => {
    for (const url of ['/api/v1/blogs', `/api/v1/blogs/${post._id}`, '/careers', `/blog/${post.slug}`])
      expect((await get(url, { cookie })).headers['cache-control'], url).toBe('private, no-store');
    expect((await get(`/preview/${'x'.repeat(43)}`)).headers['cache-control']).toBe('private, no-store');
    const form = await t.app.inject({
      method: 'POST',
      url: '/contactUs',
      headers: { 'content-type': 'application/x-www-form-urlencoded', origin: ORIGIN },
      payload: 'name=A',
    });
    expect(form.headers['cache-control']).toBe('private, no-store');
    for (const url of ['/search?q=shared', '/api/v1/blogs/no-such-post', '/blog/no-such-post']) {
      const res = await get(url);
      expect(res.headers['cache-control'], url).not.toMatch(/public|s-maxage/);
      expect(res.headers['cache-tag'], url).toBeUndefined();
    }
  });

  it('purges by tag on every change, through the outbox, with the configured header', async () => {
    purges.length = 0;
    // Unpublished by any write: the change feed announces it, the purge follows.
    await t.app.vyoma.db.execute(sql`update blogs set status = 'draft' where id = ${post._id}`);
    await expect.poll(() => purges.flatMap((p) => p.tags), { timeout: 10_000 }).toContain(`post:${post._id}`);
    const purge = purges.find((p) => p.tags.includes(`post:${post._id}`))!;
    expect(purge.tags).toContain('post');
    expect(purge.surrogateKey).toBe(purge.tags.join(' '));
    expect(purge.authorization).toBe('Bearer purge-token');
    const unsent = async () =>
      (
        (await t.app.vyoma.db.execute(
          sql`select count(*)::int as n from outbox_messages where kind = 'cdn-purge' and state <> 'sent'`,
        )) as unknown as { rows: { n: number }[] }
      ).rows[0]!.n;
    await expect.poll(unsent).toBe(0);

    // A CDN that refuses for a while: the purge stays queued and is sent again until it is accepted.
    answer = 503;
    purges.length = 0;
    await t.app.vyoma.db.execute(
      sql`update legal_pages set title = title || '.' where key = 'privacy-policy'`,
    );
    await expect.poll(() => purges.length, { timeout: 10_000 }).toBeGreaterThan(0);
    expect(purges[0]!.tags).toEqual(['legal', 'legal:privacy-policy']);
    expect(await unsent()).toBeGreaterThan(0);
    answer = 200;
    await expect
      .poll(
        async () => {
          await t.app.vyoma.outbox.drain();
          return unsent();
        },
        { timeout: 20_000, interval: 500 },
      )
      .toBe(0);
    expect(purges.length).toBeGreaterThan(1);
  });
});
