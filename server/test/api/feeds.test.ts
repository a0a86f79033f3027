/**
 * The post feeds (modules/feeds): /rss.xml is well-formed RSS 2.0 and /feed.json JSON Feed 1.1, both
 * with the 20 newest published posts by publication date, absolute slug URLs, the first section
 * image, text escaped; answered from the public cache with an ETag and fresh right after a publish.
 */
import type { Blog } from '@vyoma/contract';
import { XMLParser, XMLValidator } from 'fast-xml-parser';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createPost as createPostAs,
  createTestApp,
  type FilePart,
  libraryImage,
  loginAsAdmin,
  multipart,
  readSitemap,
  type TestApp,
} from '../support/app.ts';

const SITE = 'http://vyoma.test:8080';
/** A title with every character XML must escape. */
const TRICKY_TITLE = `Tom & Jerry's <b>"quoted"</b> guide`;

interface RssItem {
  title: string;
  link: string;
  guid: { '#text': string; '@_isPermaLink': string };
  description: string;
  'dc:creator': string;
  pubDate: string;
  enclosure?: { '@_url': string; '@_length': string; '@_type': string };
}

/** Parses an RSS answer after checking it is well-formed XML; items always as a list. */
function parseRss(body: string) {
  expect(XMLValidator.validate(body)).toBe(true);
  const parser = new XMLParser({
    ignoreAttributes: false,
    parseTagValue: false,
    parseAttributeValue: false,
    isArray: (name) => name === 'item',
  });
  const doc = parser.parse(body);
  expect(doc.rss['@_version']).toBe('2.0');
  return doc.rss.channel as { title: string; link: string; item?: RssItem[] };
}

describe('feeds: RSS 2.0 and JSON Feed 1.1 of the newest published posts', () => {
  let t: TestApp;
  let cookie: string;
  let image: FilePart | string;
  /** Published posts, oldest first. */
  const published: Blog[] = [];
  let draft: Blog;

  const get = (url: string, headers: Record<string, string> = {}) =>
    t.app.inject({ method: 'GET', url, headers });

  async function createPost(title: string, extra: [string, string][] = []): Promise<Blog> {
    const post = await createPostAs(t.app, cookie, image, {
      title,
      description: `Summary of ${title}`,
      author: 'Priya & Co',
      ...Object.fromEntries(extra),
    });
    // One upload, then its stored path: every post shows the same image.
    image = post.content[0]!.image;
    return post;
  }

  beforeAll(async () => {
    t = await createTestApp({ publicUrl: SITE, publicCacheSeconds: 60 });
    cookie = await loginAsAdmin(t.app);
    // Alt text is required to publish: a described library image (docs/decisions/0049).
    image = await libraryImage(t.app, cookie, 'A test picture', { width: 40, height: 30 });
    // The draft is older than every published post; publishing it later makes it the newest.
    draft = await createPost('Feed draft post', [['status', 'draft']]);
    for (let i = 1; i <= 20; i++)
      published.push(await createPost(`Feed post ${i}`, [['status', 'published']]));
    published.push(
      await createPost(TRICKY_TITLE, [
        ['status', 'published'],
        ['seo[noindex]', 'true'],
      ]),
    );
  });
  afterAll(async () => {
    await t?.close();
  });

  it('/rss.xml is RSS 2.0 with the 20 newest published posts, newest first, with absolute slug URLs', async () => {
    const res = await get('/rss.xml');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/rss+xml; charset=utf-8');
    const channel = parseRss(res.body);
    expect(channel.link).toBe(`${SITE}/`);
    const newest = published.slice(-20).reverse();
    expect(channel.item!.map((i) => i.title)).toEqual(newest.map((p) => p.title));
    // The draft and the oldest published post (21st newest) are not in it.
    expect(res.body).not.toContain('Feed draft post');
    expect(channel.item!.map((i) => i.title)).not.toContain('Feed post 1');

    const item = channel.item![1]!;
    const post = newest[1]!;
    expect(item.link).toBe(`${SITE}/blog/${post.slug}`);
    expect(item.guid).toEqual({ '#text': `urn:uuid:${post._id}`, '@_isPermaLink': 'false' });
    expect(item.description).toBe(`Summary of ${post.title}`);
    expect(item['dc:creator']).toBe('Priya & Co');
    expect(new Date(item.pubDate).getTime()).toBe(Math.floor(Date.parse(post.publishedAt!) / 1000) * 1000);

    // The first section image as the enclosure, with its real size and type.
    const stored = await get(post.content[0]!.image);
    expect(item.enclosure).toEqual({
      '@_url': `${SITE}${post.content[0]!.image}`,
      '@_length': String(stored.rawPayload.length),
      '@_type': post.content[0]!.media!.mime,
    });
  });

  it('escapes titles with & < > and quotes, and lists a post hidden from search engines', async () => {
    const res = await get('/rss.xml');
    const channel = parseRss(res.body);
    // The noindex post is the newest; its title reads back exactly.
    expect(channel.item![0]!.title).toBe(TRICKY_TITLE);
    expect(res.body).toContain('Tom &amp; Jerry&apos;s &lt;b&gt;&quot;quoted&quot;&lt;/b&gt; guide');
    expect(res.body).not.toContain('<b>');
    const json = (await get('/feed.json')).json();
    expect(json.items[0].title).toBe(TRICKY_TITLE);
    // … while the sitemap leaves it out.
    expect(await readSitemap(t.app)).not.toContain(published.at(-1)!.slug);
  });

  it('/feed.json is JSON Feed 1.1 with the same posts', async () => {
    const res = await get('/feed.json');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^application\/feed\+json(;|$)/);
    const feed = res.json();
    expect(feed).toMatchObject({
      version: 'https://jsonfeed.org/version/1.1',
      home_page_url: `${SITE}/`,
      feed_url: `${SITE}/feed.json`,
    });
    const newest = published.slice(-20).reverse();
    expect(feed.items.map((i: { title: string }) => i.title)).toEqual(newest.map((p) => p.title));
    const post = newest[1]!;
    expect(feed.items[1]).toEqual({
      id: `urn:uuid:${post._id}`,
      url: `${SITE}/blog/${post.slug}`,
      title: post.title,
      summary: `Summary of ${post.title}`,
      content_text: `Summary of ${post.title}`,
      image: `${SITE}${post.content[0]!.image}`,
      date_published: post.publishedAt,
      date_modified: post.updatedAt,
      authors: [{ name: 'Priya & Co' }],
    });
  });

  it('answers from the cache with an ETag (304 when it matches), and shows a publish at once', async () => {
    for (const url of ['/rss.xml', '/feed.json']) {
      const first = await get(url);
      const again = await get(url);
      expect(again.headers['x-cache'], url).toBe('hit');
      expect(again.headers.etag).toBe(first.headers.etag);
      const revalidated = await get(url, { 'if-none-match': String(first.headers.etag) });
      expect(revalidated.statusCode).toBe(304);
      expect(revalidated.body).toBe('');
    }

    // Publishing the old draft: it becomes the newest post (by its publication date).
    const body = await multipart([
      ['title', draft.title],
      ['heading', 'Heading'],
      ['description', `Summary of ${draft.title}`],
      ['author', 'Priya & Co'],
      ['category', 'digitalMarketing'],
      ['content[0][heading]', 'One'],
      ['content[0][description]', 'Text'],
      ['status', 'published'],
    ]);
    const res = await t.app.inject({
      method: 'PUT',
      url: `/api/v1/blogs/${draft._id}`,
      headers: { ...body.headers, cookie },
      payload: body.payload,
    });
    expect(res.statusCode, res.body).toBe(200);

    const rss = await get('/rss.xml');
    expect(rss.headers['x-cache']).toBeUndefined();
    const items = parseRss(rss.body).item!;
    expect(items).toHaveLength(20);
    expect(items[0]!.title).toBe('Feed draft post');
    expect(items.map((i) => i.title)).not.toContain('Feed post 2');
    expect((await get('/feed.json')).json().items[0].title).toBe('Feed draft post');
  });
});
