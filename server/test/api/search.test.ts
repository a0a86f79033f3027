/**
 * Site search (issue 17, GET /api/v1/search): English stemming, ranking with the title first,
 * excerpts as plain text with offsets and as escaped HTML with <mark> only, published items only,
 * service pages and products found, paging with the total, 400s for a bad query, and answers that
 * are never public-cache entries.
 */
import { SEARCH_MESSAGES, SEARCH_PAGE_SIZE, type SearchHit, type SearchResponse } from '@vyoma/contract';
import { DEFAULT_LANGUAGES } from '@vyoma/contract/languages';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { searchIn } from '../../src/modules/search/index.ts';
import {
  createPost as createPostAs,
  createProductWithImage,
  createTestApp,
  type FilePart,
  libraryImage,
  loginAsAdmin,
  multipart,
  ORIGIN,
  png,
  type TestApp,
} from '../support/app.ts';

describe('site search', () => {
  let t: TestApp;
  let cookie: string;
  let image: FilePart | string;

  const search = (query: string, headers: Record<string, string> = {}) =>
    t.app.inject({ method: 'GET', url: `/api/v1/search?${query}`, headers });
  async function hits(q: string, page = 1): Promise<SearchResponse> {
    const res = await search(`q=${encodeURIComponent(q)}&page=${page}`);
    expect(res.statusCode, res.body).toBe(200);
    return res.json();
  }

  async function createPost(
    fields: { title: string; description?: string; text?: string },
    extra: [string, string][] = [],
  ) {
    const post = await createPostAs(t.app, cookie, image, {
      title: fields.title,
      heading: 'A post for the search test',
      description: fields.description ?? 'A short summary.',
      category: 'others',
      'content[0][heading]': 'First part',
      'content[0][description]': fields.text ?? 'Nothing to see here.',
      status: 'published',
      ...Object.fromEntries(extra),
    });
    image = post.content[0]!.image;
    return post;
  }

  beforeAll(async () => {
    // The public cache on, as in production: search answers must still not be kept in it.
    t = await createTestApp({ publicCacheSeconds: 60 });
    cookie = await loginAsAdmin(t.app);
    // Alt text is required to publish: a described library image (docs/decisions/0049).
    image = await libraryImage(t.app, cookie);
  });
  afterAll(async () => {
    await t?.close();
  });

  it('stems English words: "invoices" finds a post that says "invoice"', async () => {
    const post = await createPost({
      title: 'Closing the month calmly',
      text: 'We send every invoice on the first working day and chase late payers politely.',
    });
    for (const q of ['invoices', 'invoice', 'invoicing', 'Payers chased']) {
      const found = await hits(q);
      expect(
        found.data.map((h) => h.url),
        q,
      ).toContain(`/blog/${post.slug}`);
    }
    const hit = (await hits('invoices')).data.find((h) => h.url === `/blog/${post.slug}`)!;
    expect(hit).toMatchObject({ type: 'post', title: 'Closing the month calmly' });
    // The matching word is marked in the excerpt.
    const [start, end] = hit.marks[0]!;
    expect(hit.excerpt.slice(start, end)).toBe('invoice');
    expect(hit.excerptHtml).toContain('<mark>invoice</mark>');
  });

  it('ranks a title match above a match in the text', async () => {
    const inText = await createPost({
      title: 'Notes from the workshop',
      text: 'Someone asked about zephyrine ledgers and we promised a longer answer.',
    });
    const inTitle = await createPost({ title: 'Zephyrine ledgers explained' });
    const found = await hits('zephyrine');
    expect(found.total).toBe(2);
    expect(found.data.map((h) => h.url)).toEqual([`/blog/${inTitle.slug}`, `/blog/${inText.slug}`]);
  });

  it('answers text as text: a title or summary with markup comes back escaped in the HTML excerpt', async () => {
    const post = await createPost({
      title: '<script>alert("quokka")</script> quokkas',
      description: 'Beware <b>quokkas</b> & <img src=x onerror=alert(1)> friends',
    });
    const hit = (await hits('quokka')).data.find((h) => h.url === `/blog/${post.slug}`)!;
    expect(hit.title).toBe('<script>alert("quokka")</script> quokkas');
    // ts_headline reads the text as text (its parser drops what looks like a tag); what is left
    // comes back escaped, with <mark> the only markup.
    expect(hit.excerpt).toContain('& <img src=x onerror=alert(1)> friends');
    expect(hit.excerptHtml).toContain(
      '<mark>quokkas</mark> &amp; &lt;img src=x onerror=alert(1)&gt; friends',
    );
    expect(hit.excerptHtml.replace(/<\/?mark>/g, '')).not.toMatch(/[<>]/);
    for (const [start, end] of hit.marks) expect(hit.excerpt.slice(start, end).toLowerCase()).toBe('quokkas');
  });

  it('finds published posts only: drafts, posts in review and scheduled posts are absent', async () => {
    const published = await createPost({ title: 'Xylograph printing for small shops' });
    await createPost({ title: 'Xylograph draft' }, [['status', 'draft']]);
    await createPost({ title: 'Xylograph in review' }, [['status', 'review']]);
    await createPost({ title: 'Xylograph scheduled' }, [
      ['status', 'scheduled'],
      ['publishAt', new Date(Date.now() + 7 * 86_400_000).toISOString()],
    ]);
    const found = await hits('xylograph');
    expect(found.total).toBe(1);
    expect(found.data.map((h) => h.url)).toEqual([`/blog/${published.slug}`]);
    // Signed in, the same: search is a public surface.
    const staff = await search('q=xylograph', { cookie });
    expect((staff.json() as SearchResponse).total).toBe(1);
  });

  it('finds service pages by their title and text, with the site name filled in', async () => {
    const found = await hits('flutter apps');
    const flutter = found.data.find((h) => h.url === '/appdevelopment/flutter-app-development');
    expect(flutter).toMatchObject({ type: 'service', title: 'Flutter App Development' });
    const amazon = (await hits('amazon listing')).data.find((h) => h.url === '/amazonServices')!;
    expect(amazon.type).toBe('service');
    expect(amazon.excerpt).not.toContain('{siteName}');
    // "back office" finds the back-office page among the first results.
    expect((await hits('back office')).data.map((h) => h.url)).toContain('/backOfficeServices');
  });

  it('finds published products by name and description', async () => {
    const product = (await createProductWithImage(
      t.app,
      cookie,
      { category: 'Search kits', product: 'Marmoset audit kit' },
      { width: 30, height: 30 },
    )) as unknown as { _id: string; slug: string; category: string };
    const found = await hits('marmoset');
    expect(found.data).toEqual([
      expect.objectContaining({
        type: 'product',
        title: 'Marmoset audit kit',
        url: `/product/${product.slug}`,
      }),
    ]);
    // A draft product is not found.
    const body = await multipart([
      ['name', 'Marmoset draft kit'],
      ['description', 'Not ready yet'],
      ['price', '10'],
      ['ratings', '4'],
      ['stock', '1'],
      ['category', product.category],
      ['images', { filename: 'a.png', data: await png(30, 30), type: 'image/png' }],
      ['status', 'draft'],
    ]);
    const draft = await t.app.inject({
      method: 'POST',
      url: '/api/v1/admin/product/new',
      headers: { ...body.headers, cookie },
      payload: body.payload,
    });
    expect(draft.statusCode, draft.body).toBe(201);
    expect((await hits('marmoset')).total).toBe(1);
  });

  // Issue 36: each language's search reads its own versions, with its own stemming, on both databases.
  it('finds Hindi versions in Hindi with Hindi stemming and folded spellings, and only there', async () => {
    const product = (await createProductWithImage(
      t.app,
      cookie,
      { category: 'Hindi kits', product: 'Website design kit' },
      { width: 30, height: 30 },
    )) as unknown as { _id: string; slug: string };
    const version = (status: string) =>
      t.app.inject({
        method: 'PUT',
        url: `/api/v1/admin/product/${product._id}/translations/hi`,
        headers: { cookie, origin: ORIGIN },
        payload: {
          name: 'वेबसाइट डिज़ाइन किट',
          description: 'छोटी दुकानों के लिए तैयार वेबसाइटें, हफ़्ते भर में।',
          slug: 'website-design-kit',
          status,
        },
      });
    const hindi = DEFAULT_LANGUAGES.find((l) => l.code === 'hi')!;
    const hindiHits = async (q: string) => searchIn(t.app.vyoma.db, q, 1, hindi);
    expect((await version('draft')).statusCode).toBe(200);
    // A draft is found nowhere.
    expect((await hindiHits('वेबसाइट')).total).toBe(0);
    expect((await version('published')).statusCode).toBe(200);
    // वेबसाइटें (plural) is found from वेबसाइट; डिजाइन (no nukta) finds डिज़ाइन.
    for (const q of ['वेबसाइट', 'डिजाइन', 'वेबसाइटें'])
      expect((await hindiHits(q)).data, q).toEqual([
        expect.objectContaining({
          type: 'product',
          title: 'वेबसाइट डिज़ाइन किट',
          // Its address within the Hindi site (the Hindi pages' links add /hi).
          url: '/product/website-design-kit',
        }),
      ]);
    const excerpt = (await hindiHits('दुकान')).data[0]!;
    expect(excerpt.excerptHtml).toContain('<mark>');
    // English search never lists Hindi versions; Hindi search lists no English item.
    expect((await hits('वेबसाइट')).total).toBe(0);
    expect((await hindiHits('Website')).total).toBe(0);
  });

  it('finds a page’s Hindi version in Hindi by its blocks’ words, at its own Hindi address, as a service', async () => {
    const call = (method: 'GET' | 'PUT', url: string, payload?: object) =>
      t.app.inject({ method, url, headers: { cookie, origin: ORIGIN }, ...(payload ? { payload } : {}) });
    const rows = (await t.app.vyoma.db.execute(
      sql`select id from pages where path = '/webdevelopment/ecommerce-development-services'`,
    )) as unknown as { rows: { id: string }[] };
    const url = `/api/v1/admin/content/page/${rows.rows[0]!.id}/translations/hi`;
    const [hero] = (await call('GET', url)).json().source.body as { _id: string; type: string }[];
    const version = (status: string) =>
      call('PUT', url, {
        title: 'ई-कॉमर्स डेवलपमेंट',
        slug: 'ई-कॉमर्स',
        status,
        body: [
          {
            _id: hero!._id,
            eyebrow: 'वेब डेवलपमेंट',
            heading: 'ऑनलाइन दुकानें जो बिकती हैं',
            lead: 'कैटलॉग, भुगतान और डिलीवरी एक जगह।',
            primary: { text: 'हमसे बात करें' },
            secondary: null,
          },
        ],
      });
    const hindi = DEFAULT_LANGUAGES.find((l) => l.code === 'hi')!;
    const hindiHits = async (q: string) => searchIn(t.app.vyoma.db, q, 1, hindi);
    const saved = await version('draft');
    expect(saved.statusCode, saved.body).toBe(200);
    expect((await hindiHits('भुगतान')).total).toBe(0);
    expect((await version('published')).statusCode).toBe(200);
    // Found by its hero's words, listed as a service, at its Hindi address; दुकान finds दुकानें too.
    const hit = expect.objectContaining({
      type: 'service',
      title: 'ई-कॉमर्स डेवलपमेंट',
      url: encodeURI('/webdevelopment/ई-कॉमर्स'),
    });
    expect((await hindiHits('भुगतान')).data).toEqual([hit]);
    expect((await hindiHits('भुगतान')).data[0]?.excerptHtml).toContain('<mark>');
    expect((await hindiHits('दुकान')).data).toContainEqual(hit);
  });

  it('pages the results and counts them all', async () => {
    const count = SEARCH_PAGE_SIZE + 2;
    for (let i = 1; i <= count; i++) await createPost({ title: `Wombat field guide part ${i}` });
    const first = await hits('wombat');
    expect(first.total).toBe(count);
    expect(first.data).toHaveLength(SEARCH_PAGE_SIZE);
    expect(first).toMatchObject({ page: 1, limit: SEARCH_PAGE_SIZE });
    const second = await hits('wombat', 2);
    expect(second.total).toBe(count);
    expect(second.data).toHaveLength(2);
    const urls = new Set([...first.data, ...second.data].map((h: SearchHit) => h.url));
    expect(urls.size).toBe(count);
    // Past the end: no results, the same total.
    const third = await hits('wombat', 3);
    expect(third).toMatchObject({ data: [], total: count, page: 3 });
  });

  it('answers a query of stop words or punctuation with no results, not an error', async () => {
    for (const q of ['the', '"', '-', 'or or', '!!!']) {
      const found = await hits(q);
      expect(found, q).toMatchObject({ data: [], total: 0 });
    }
  });

  it('refuses a missing, blank or too long query and a bad page with 400 and a message', async () => {
    const cases: [string, string][] = [
      ['', SEARCH_MESSAGES.empty],
      ['q=', SEARCH_MESSAGES.empty],
      ['q=%20%20%20', SEARCH_MESSAGES.empty],
      [`q=${'a'.repeat(101)}`, SEARCH_MESSAGES.tooLong],
      ['q=seo&page=0', 'page must be at least 1'],
      ['q=seo&page=two', 'page must be a number'],
      ['q=seo&page=1000', 'page must be at most'],
    ];
    for (const [query, message] of cases) {
      const res = await search(query);
      expect(res.statusCode, query).toBe(400);
      expect(res.json().message, query).toContain(message);
    }
    // 100 characters (after trimming) is fine.
    expect((await search(`q=${'%20'.repeat(5)}${'a'.repeat(100)}`)).statusCode).toBe(200);
    // A NUL byte is refused like any other value the database cannot read.
    expect((await search('q=seo%00x')).statusCode).toBe(400);
  });

  it('answers with an ETag and no-cache (304 when unchanged), and is never a public-cache entry', async () => {
    const first = await search('q=invoice');
    expect(first.headers['cache-control']).toBe('no-cache');
    expect(first.headers.etag).toBeTruthy();
    expect(first.headers['x-cache']).toBeUndefined();
    const again = await search('q=invoice', { 'if-none-match': String(first.headers.etag) });
    expect(again.statusCode).toBe(304);
    expect(again.headers['x-cache']).toBeUndefined();
    const compressed = await search('q=invoice', { 'accept-encoding': 'br' });
    expect(compressed.statusCode).toBe(200);
  });
});
