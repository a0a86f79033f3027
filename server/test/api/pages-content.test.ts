/**
 * Pages staff make (issue 35, step 4 of docs/decisions/0062): the `page` type declared in the
 * contract, with no module of its own, through the generic API. A page's address is its parent's
 * path and its URL name; moving a page moves the pages under it, and every earlier path of a public
 * page answers 301 to where it is now (never a chain); a cycle, a missing parent and a fifth level
 * are refused, and so is every address the site answers by itself (its code's pages, the API and the
 * admin, another type's pages) and another page's (409, in any case), changing nothing. Unpublished
 * pages are on no public surface; anonymous callers and authors past their rights change nothing; a
 * redirect may not hide a published page nor claim an earlier address of one. A published page renders
 * at its path (step 5): its blocks' HTML once in the document, in the data for in-app navigation;
 * its head has its keywords and, for a service, the Service JSON-LD the code's service pages have.
 */
import { MESSAGES, PAGE, ROLE_MESSAGES, SERVICE_POSTS_PER_PAGE } from '@vyoma/contract';
import {
  CONTACT_FORM,
  FORM_BLOCK,
  HERO,
  HERO_SLIDER,
  POST_LIST,
  PRODUCT_GRID,
  SERVICE_PICKER,
  VIDEO,
} from '@vyoma/contract/blocks';
import { PAGE_DOC } from '@vyoma/contract/content-types';
import type { PageSeed } from '@vyoma/contract/page-seeds';
import { eq, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { categories } from '../../src/db/schema.ts';
import { ensureSeededPages, insertItem, modelOf } from '../../src/modules/content/index.ts';
import {
  createPost,
  createProductWithImage,
  createTestApp,
  libraryImage,
  loginAsAdmin,
  loginAsNewStaff,
  ORIGIN,
  readSitemap,
  requireWebBuild,
  type TestApp,
  updatePost,
} from '../support/app.ts';

const WEB_DIST = requireWebBuild();
const API = '/api/v1/admin/content/page';
const PUBLIC = '/api/v1/content/page';
const MISSING = '00000000-0000-4000-8000-000000000000';

interface Page {
  _id: string;
  title: string;
  keywords: string;
  structuredData: string;
  slug: string;
  path: string;
  parent: string | null;
  parentName: string | null;
  status: string;
  version: number;
}

const doc = (text: string) => ({
  type: 'doc',
  content: [{ type: 'paragraph', content: [{ type: 'text', text }] }],
});

/** A page's JSON-LD objects, in the order the document has them. */
const jsonLdOf = (html: string) =>
  [...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)].map(
    (m) => JSON.parse(m[1]!) as { '@type': string; [key: string]: unknown },
  );
/** What a document's head says in one of its tags' attributes. */
const headValue = (html: string, pattern: RegExp) => pattern.exec(html)?.[1];

describe('pages at their own paths (issue 35)', () => {
  let t: TestApp;
  let admin: string;

  const call = (method: string, url: string, payload?: object, cookie: string | null = admin) =>
    t.app.inject({
      method: method as 'POST',
      url,
      headers: { ...(cookie ? { cookie } : {}), origin: ORIGIN },
      ...(payload ? { payload: payload as Record<string, unknown> } : {}),
    });
  /** A new page: published unless told otherwise, at the top unless given a parent. */
  const create = async (title: string, extra: Record<string, unknown> = {}) => {
    const res = await call('POST', API, { title, body: [], status: 'published', ...extra });
    expect(res.statusCode, res.body).toBe(201);
    return res.json().data as Page;
  };
  const read = async (id: string) =>
    (await call('GET', `${API.replace('/admin', '')}/${id}`)).json().data as Page;
  const edit = (page: Page, change: Record<string, unknown>, cookie: string | null = admin) =>
    call('PUT', `${API}/${page._id}`, { ...change, version: page.version }, cookie);
  const moved = async (page: Page, change: Record<string, unknown>) => {
    const res = await edit(page, change);
    expect(res.statusCode, res.body).toBe(200);
    return res.json().data as Page;
  };
  /** A visitor's request for a page of the site. */
  const visit = (url: string) => t.app.inject({ method: 'GET', url });
  /** A form a visitor's browser posts to a page without JavaScript. */
  const post = (url: string, fields: Record<string, string>) =>
    t.app.inject({
      method: 'POST',
      url,
      headers: { 'content-type': 'application/x-www-form-urlencoded', origin: ORIGIN },
      payload: new URLSearchParams(fields).toString(),
    });
  /** The messages of the enquiries stored, as the inbox lists them. */
  const enquiries = async () =>
    ((await call('GET', '/api/v1/contact')).json().data as { message: string }[]).map((e) => e.message);
  const answer = async (url: string) => {
    const res = await visit(url);
    return res.statusCode === 301 ? `301 ${res.headers.location}` : String(res.statusCode);
  };
  /** Every page as staff see it: equal before and after a refusal means it changed nothing. */
  const everything = async () =>
    (await call('GET', `${API.replace('/admin', '')}?limit=100`)).json().data as Page[];

  beforeAll(async () => {
    t = await createTestApp({ webDistDir: WEB_DIST });
    admin = await loginAsAdmin(t.app);
  });
  afterAll(async () => {
    await t?.close();
  });

  it('keeps the capitals of a URL name staff type, as the spec’s own addresses have them, unique ignoring case', async () => {
    const page = await create('Cloud help', { slug: 'cloudHelp' });
    expect(page.path).toBe('/cloudHelp');
    // Found in any letter case; its links and canonical address are written as staff typed it.
    for (const url of ['/cloudHelp', '/cloudhelp']) {
      const res = await visit(url);
      expect(res.statusCode, url).toBe(200);
      expect(res.body).toContain('<link rel="canonical" href="http://localhost:3000/cloudHelp"/>');
    }
    // Another page cannot take it in another case.
    const taken = await call('POST', API, { title: 'Other', body: [], slug: 'CLOUDHELP' });
    expect(taken.statusCode, taken.body).toBe(409);
    // Still a URL name: no spaces, no double hyphens.
    const bad = await call('POST', API, { title: 'Bad', body: [], slug: 'cloud Help' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toMatch(/^URL name: Letters a–z or A–Z/);
    // A change of case only is no move: the page renders at once, with no redirect to itself.
    const lower = await moved(page, { slug: 'cloudhelp' });
    expect(lower.path).toBe('/cloudhelp');
    expect(await answer('/cloudHelp')).toBe('200');
    expect((await visit('/cloudHelp')).body).toContain('href="http://localhost:3000/cloudhelp"');
  });

  it('puts a page under its parent; moving the parent moves the pages under it, and their earlier paths answer 301 where they are now', async () => {
    const about = await create('About us', { slug: 'about' });
    const team = await create('Our team', { parent: about._id });
    const leads = await create('Team leads', { parent: team._id, status: 'draft' });
    expect([about.path, team.path, leads.path]).toEqual([
      '/about',
      '/about/our-team',
      '/about/our-team/team-leads',
    ]);
    expect([team.parentName, leads.parentName]).toEqual(['About us', 'Our team']);
    expect(await answer('/about/our-team')).toBe('200');

    const company = await moved(about, { slug: 'company' });
    expect(company.path).toBe('/company');
    expect((await read(team._id)).path).toBe('/company/our-team');
    expect((await read(leads._id)).path).toBe('/company/our-team/team-leads');
    expect(await answer('/about')).toBe('301 /company');
    expect(await answer('/about/our-team')).toBe('301 /company/our-team');
    // In any case and with a trailing slash, as the router reads a path; the query is kept.
    expect(await answer('/About/Our-Team/?ref=mail')).toBe('301 /company/our-team?ref=mail');
    // A draft's earlier path is nobody's business.
    expect(await answer('/about/our-team/team-leads')).toBe('404');

    // Moved again: every earlier path leads straight to the latest (no chain).
    const firm = await moved(company, { slug: 'firm', title: 'The firm' });
    expect(await answer('/about/our-team')).toBe('301 /firm/our-team');
    expect(await answer('/company/our-team')).toBe('301 /firm/our-team');
    expect((await read(team._id)).parentName).toBe('The firm');

    // To the top, taking the draft under it along.
    const top = await moved(await read(team._id), { parent: null });
    expect(top.path).toBe('/our-team');
    expect((await read(leads._id)).path).toBe('/our-team/team-leads');
    expect(await answer('/firm/our-team')).toBe('301 /our-team');
    expect(await answer('/about')).toBe('301 /firm');

    // A page published at an earlier address takes it: the address is the new page's, no longer a
    // way to the old one.
    const again = await create('About again', { slug: 'about' });
    expect(again.path).toBe('/about');
    expect(await answer('/about')).toBe('200');
    expect((await visit('/about')).body).toContain('<title>About again');
    // A draft there leaves the address to the page that had it until it goes live (on schedule, say,
    // which no save records).
    const later = await create('Company, later', { slug: 'company', status: 'draft' });
    expect(later.path).toBe('/company');
    expect(await answer('/company')).toBe('301 /firm');
    await t.app.vyoma.db.execute(sql`update pages set status = 'published' where id = ${later._id}`);
    expect(await answer('/company')).toBe('200');
    expect(firm.path).toBe('/firm');
  });

  it('renders a published page at its path in any letter case: its blocks once in the document, in the data for in-app navigation', async () => {
    const parent = await create('Parent page', { slug: 'parent' });
    const child = await create('Child page', {
      slug: 'child',
      parent: parent._id,
      seo: { title: null, description: 'What the child page is about.', image: null, noindex: false },
      body: [
        {
          type: 'hero',
          props: {
            heading: 'Heading qvxhero',
            lead: 'Lead of the child page.',
            image: null,
            primary: null,
            secondary: null,
          },
        },
        { type: 'rich-text', props: { body: doc('Static phrase qvxonce in the rich text.') } },
      ],
    });
    expect(child.path).toBe('/parent/child');
    for (const url of ['/parent/child', '/Parent/CHILD']) {
      const res = await visit(url);
      expect(res.statusCode, url).toBe(200);
      expect(res.body).toMatch(/<title>Child page \|[^<]*<\/title>/);
      expect(res.body).toContain('What the child page is about.');
      expect(res.body).toMatch(/<h1[^>]*>Heading qvxhero<\/h1>/);
      // The static blocks' HTML is in the page once: not again in the hydration data.
      expect(res.body.split('qvxonce').length - 1, url).toBe(1);
      expect(res.body.split('qvxhero').length - 1, url).toBe(1);
      // The styles of its blocks' kinds come with it, in the head (their components are in no browser
      // build), and no other kind's.
      const head = res.body.slice(0, res.body.indexOf('</head>'));
      const sheets = [
        ...head.matchAll(
          /<link rel="stylesheet" href="\/assets\/([a-z-]+)-[\w-]+\.css"[^>]*data-precedence="blocks"/g,
        ),
      ];
      expect(sheets.map(([, name]) => name)).toEqual(['breadcrumb', 'page-hero', 'hero', 'rich-text']);
      expect(res.body).not.toMatch(/\/assets\/(faq-list|step-list|cta-banner)-/);
    }
    const json = await visit('/parent/child.data');
    expect(json.statusCode).toBe(200);
    expect(json.body).toContain('Static phrase qvxonce in the rich text.');

    // Unpublished or never published: 404, as any path no page has.
    const draft = await create('Draft page', { slug: 'draft-page', parent: parent._id, status: 'draft' });
    expect(await answer(draft.path)).toBe('404');
    const hidden = await moved(await read(child._id), { status: 'draft' });
    expect(await answer('/parent/child')).toBe('404');

    // Moved: the old path answers 301, the new one renders the page.
    const back = await moved(hidden, { status: 'published', slug: 'kid' });
    expect(back.path).toBe('/parent/kid');
    expect(await answer('/parent/child')).toBe('301 /parent/kid');
    const res = await visit('/parent/kid');
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('qvxonce');
  });

  it('links blocks to pages, posts and categories where they are now, leaving out what is not public until it is', async () => {
    const cookie = admin;
    const image = await libraryImage(t.app, cookie);
    const post = await createPost(t.app, cookie, image, { title: 'Linked post' });
    const [category] = await t.app.vyoma.db
      .select({ id: categories.id })
      .from(categories)
      .where(eq(categories.name, 'backOffice'));
    const categoryId =
      category?.id ??
      (
        await t.app.vyoma.db
          .insert(categories)
          .values({ id: crypto.randomUUID(), name: 'backOffice', description: 'Back office' })
          .returning({ id: categories.id })
      )[0]!.id;
    const top = await create('Linked top', { slug: 'linked-top' });
    const target = await create('Not yet', { slug: 'not-yet', parent: top._id, status: 'draft' });
    const to = (kind: string, target: string) => ({ kind, target });
    const page = await create('Linking page', {
      slug: 'linking',
      parent: top._id,
      body: [
        {
          type: 'hero',
          props: {
            heading: 'Links qvxlinks',
            lead: '',
            image: null,
            primary: { text: 'To the draft qvxdraft', to: to('page', target._id) },
            secondary: { text: 'To the post', to: to('post', post._id) },
          },
        },
        {
          type: 'cta-banner',
          props: {
            heading: 'Back office',
            text: '',
            tone: 'brand',
            button: { text: 'Its posts', to: to('category', categoryId) },
          },
        },
        {
          type: 'faq',
          props: {
            anchor: '',
            eyebrow: '',
            heading: 'Questions',
            lead: '',
            background: 'plain',
            questions: [{ question: 'Do you answer qvxq?', answer: 'Within a day.' }],
          },
        },
      ],
    });
    const first = (await visit(page.path)).body;
    expect(first).toContain(`href="/blog/${post.slug}"`);
    expect(first).toContain('href="/backOfficeServices"');
    // A draft is not linked (never a dead link), nor named.
    expect(first).not.toContain('qvxdraft');
    expect(first).not.toContain('/linked-top/not-yet');
    // The public API leaves it out too, words and target, in the item and in the list; staff see it.
    type Hero = { primary?: { text: string }; secondary?: { text: string } };
    const heroOf = (body: { body: { props: Hero }[] }) => body.body[0]!.props;
    const publicHero = async () => heroOf((await visit(`${PUBLIC}/${page._id}`)).json().data);
    const listedHero = async () =>
      heroOf(
        (await visit(`${PUBLIC}?limit=100`)).json().data.find((p: { _id: string }) => p._id === page._id),
      );
    for (const hero of [await publicHero(), await listedHero()]) {
      expect(hero.primary).toBeUndefined();
      expect(hero.secondary?.text).toBe('To the post');
    }
    expect(heroOf((await read(page._id)) as unknown as Parameters<typeof heroOf>[0]).primary?.text).toBe(
      'To the draft qvxdraft',
    );
    // Structured data from the page's place and its questions; a description from its words.
    const jsonLd = jsonLdOf(first);
    const crumbs = jsonLd.find((d) => d['@type'] === 'BreadcrumbList')!;
    expect((crumbs.itemListElement as { name: string }[]).map((i) => i.name)).toEqual([
      'Home',
      'Linked top',
      'Linking page',
    ]);
    const faq = jsonLd.find((d) => d['@type'] === 'FAQPage')!;
    expect((faq.mainEntity as { name: string }[])[0]!.name).toBe('Do you answer qvxq?');

    // Published (then renamed above): the page, cached or not, links it and names the new title.
    await moved(target, { status: 'published' });
    await moved(await read(top._id), { title: 'Renamed top' });
    const after = (await visit(page.path)).body;
    expect(after).toContain('href="/linked-top/not-yet"');
    expect(after).toContain('qvxdraft');
    expect(after).toContain('"name":"Renamed top"');
    for (const hero of [await publicHero(), await listedHero()])
      expect(hero.primary?.text).toBe('To the draft qvxdraft');
    // The post back to a draft: its link goes (its words with it).
    await updatePost(t.app, cookie, post._id, image, {
      title: 'Linked post',
      status: 'draft',
      version: String(post.version),
    });
    const withdrawn = (await visit(page.path)).body;
    expect(withdrawn).not.toContain(`/blog/${post.slug}`);
    expect(withdrawn).not.toContain('To the post');
    for (const hero of [await publicHero(), await listedHero()]) expect(hero.secondary).toBeUndefined();
  });

  it('lists a category’s published posts in a post-list block, a page at a time at ?page=, and says so when there are none', async () => {
    const image = await libraryImage(t.app, admin);
    const list = await create('Company news', {
      slug: 'company-news',
      body: [
        {
          type: 'post-list',
          props: {
            ...POST_LIST.example,
            category: 'others',
            subject: 'Company news',
            empty: 'None yet qvxnone',
          },
        },
      ],
    });
    const none = await visit(list.path);
    expect(none.statusCode).toBe(200);
    expect(none.body).toContain('None yet qvxnone');
    expect(none.body).not.toContain('aria-label="Pages of Company news posts"');

    for (let n = 1; n <= SERVICE_POSTS_PER_PAGE + 1; n++)
      await createPost(t.app, admin, image, { title: `News ${n} qvxnews`, category: 'others' });
    await createPost(t.app, admin, image, {
      title: 'Not yet qvxdraftnews',
      category: 'others',
      status: 'draft',
    });
    await createPost(t.app, admin, image, { title: 'Elsewhere qvxother', category: 'backOffice' });
    // The page shown before (cached) gives way to the posts at the next request.
    const first = (await visit(list.path)).body;
    expect(first).not.toContain('qvxnone');
    expect(first.match(/data-layout="image-(?:left|right)"/g)).toHaveLength(SERVICE_POSTS_PER_PAGE);
    expect(first).toContain('aria-label="Pages of Company news posts"');
    expect(first).toContain(`rel="next" href="${list.path}?page=2"`);
    const second = await visit(`${list.path}?page=2`);
    expect(second.statusCode).toBe(200);
    expect(second.body.match(/data-layout="image-(?:left|right)"/g)).toHaveLength(1);
    // A later page is an address of its own.
    expect(second.body).toContain(`<link rel="canonical" href="http://localhost:3000${list.path}?page=2"/>`);
    const titles = [first, second.body].join('').match(/News \d+ qvxnews/g) ?? [];
    expect(new Set(titles).size).toBe(SERVICE_POSTS_PER_PAGE + 1);
    // Neither a draft (anywhere) nor another category's post (the header's dropdown lists that one).
    for (const html of [first, second.body]) {
      expect(html).not.toContain('qvxdraftnews');
      expect(/<main[\s\S]*<\/main>/.exec(html)![0]).not.toContain('qvxother');
    }
    // Past the last page, no page.
    expect((await visit(`${list.path}?page=3`)).statusCode).toBe(404);
  });

  it('gives a page its keywords and, when it is a service, a Service before its breadcrumb, as the code’s service pages have them', async () => {
    const above = await create('Our services', { slug: 'our-services' });
    const questions = {
      type: 'faq',
      props: {
        anchor: '',
        eyebrow: '',
        heading: 'Questions',
        lead: '',
        background: 'plain',
        questions: [{ question: 'How long does a move take?', answer: 'A weekend, usually.' }],
      },
    };
    const service = await create('Cloud help', {
      slug: 'cloud-help',
      parent: above._id,
      keywords: 'cloud migration, AWS, qvxkeywords',
      structuredData: 'service',
      seo: {
        title: null,
        description: '{siteName} moves your servers to the cloud.',
        image: null,
        noindex: false,
      },
      body: [
        {
          type: 'hero',
          props: {
            heading: 'Cloud without the downtime',
            lead: '',
            image: null,
            primary: null,
            secondary: null,
          },
        },
        questions,
      ],
    });
    const html = (await visit(service.path)).body;
    const siteName = headValue(html, /<meta property="og:site_name" content="([^"]+)"/)!;
    const url = headValue(html, /<link rel="canonical" href="([^"]+)"/)!;
    expect(url).toMatch(/^https?:\/\/[^/]+\/our-services\/cloud-help$/);
    expect(headValue(html, /<meta name="keywords" content="([^"]*)"/)).toBe(
      'cloud migration, AWS, qvxkeywords',
    );
    const jsonLd = jsonLdOf(html);
    expect(jsonLd.map((d) => d['@type'])).toEqual(['Service', 'BreadcrumbList', 'FAQPage']);
    // Named by its title (what the service is called, not its hero's headline, "Cloud without the
    // downtime"), described by its SEO description with the site's name filled in.
    expect(jsonLd[0]).toEqual({
      '@context': 'https://schema.org',
      '@type': 'Service',
      name: 'Cloud help',
      description: `${siteName} moves your servers to the cloud.`,
      url,
      provider: { '@type': 'Organization', name: siteName, url: new URL('/', url).href },
      areaServed: 'Worldwide',
    });

    // An edit that leaves them out keeps them.
    const retitled = await moved(await read(service._id), { title: 'Cloud help, renamed' });
    expect(retitled).toMatchObject({
      keywords: 'cloud migration, AWS, qvxkeywords',
      structuredData: 'service',
    });

    // No hero and no SEO description: described as its description meta is.
    const plain = await create('Backups qvxplain', {
      slug: 'backups',
      structuredData: 'service',
      body: [
        {
          type: 'rich-text',
          props: { body: doc('Nightly copies of every database, kept for thirty days.') },
        },
      ],
    });
    const plainHtml = (await visit(plain.path)).body;
    expect(plainHtml).not.toContain('name="keywords"');
    const [only, ...rest] = jsonLdOf(plainHtml);
    expect(rest).toEqual([]);
    expect(only).toMatchObject({
      '@type': 'Service',
      name: 'Backups qvxplain',
      description: 'Nightly copies of every database, kept for thirty days.',
    });
    expect(headValue(plainHtml, /<meta name="description" content="([^"]*)"/)).toBe(only!.description);

    // A page that says neither (the defaults) has no keywords and no Service.
    const none = await create('Not a service', {
      slug: 'not-a-service',
      parent: above._id,
      body: [questions],
    });
    expect(none).toMatchObject({ keywords: '', structuredData: 'none' });
    const noneHtml = (await visit(none.path)).body;
    expect(noneHtml).not.toContain('name="keywords"');
    expect(jsonLdOf(noneHtml).map((d) => d['@type'])).toEqual(['BreadcrumbList', 'FAQPage']);
    // Both taken back: gone from the head.
    await moved(await read(service._id), { keywords: '', structuredData: 'none' });
    const back = (await visit(service.path)).body;
    expect(back).not.toContain('name="keywords"');
    expect(jsonLdOf(back).map((d) => d['@type'])).toEqual(['BreadcrumbList', 'FAQPage']);
  });

  it('refuses an unknown kind of structured data and keywords past 255 characters, naming the field and changing nothing', async () => {
    const page = await create('Head checks', { slug: 'head-checks', keywords: 'kept, as, they, are' });
    const before = await everything();
    const cases: [Record<string, unknown>, string][] = [
      [{ structuredData: 'product' }, 'Structured data must be one of none, service, organization'],
      [{ structuredData: null }, 'Structured data must be one of none, service, organization'],
      [{ keywords: 'k'.repeat(256) }, 'Search keywords must be at most 255 characters'],
      [{ keywords: 7 }, 'Search keywords must be text'],
    ];
    for (const [fields, message] of cases) {
      for (const res of [
        await call('POST', API, { title: 'Refused', body: [], ...fields }),
        await edit(page, fields),
      ]) {
        expect(res.statusCode, `${JSON.stringify(fields).slice(0, 60)}: ${res.body}`).toBe(400);
        expect(res.json().message).toBe(message);
      }
    }
    expect(await everything()).toEqual(before);
    expect(headValue((await visit(page.path)).body, /<meta name="keywords" content="([^"]*)"/)).toBe(
      'kept, as, they, are',
    );
    // 255 is allowed.
    expect((await moved(page, { keywords: 'k'.repeat(255) })).keywords).toHaveLength(255);
  });

  it('shows a draft page through a preview link as its blocks, under the pages above it, not indexed', async () => {
    const parent = await create('Preview parent qvxabove', { slug: 'preview-parent' });
    const draft = await create('Preview me', {
      slug: 'preview-me',
      status: 'draft',
      parent: parent._id,
      // A preview is not the page search engines read: no Service either.
      structuredData: 'service',
      body: [
        {
          type: 'hero',
          props: {
            trail: 'parents',
            heading: 'Preview heading qvxprev',
            lead: '',
            image: null,
            primary: null,
            secondary: null,
          },
        },
        { type: 'rich-text', props: { body: doc('Preview text qvxbody.') } },
      ],
    });
    const link = await call('POST', `${API}/${draft._id}/preview-links`, { expiresInHours: 1 });
    expect(link.statusCode, link.body).toBe(201);
    const shown = await visit(new URL(link.json().data.url).pathname);
    expect(shown.statusCode).toBe(200);
    expect(shown.body).toMatch(/<h1[^>]*>Preview heading qvxprev<\/h1>/);
    expect(shown.body.split('qvxbody').length - 1).toBe(1);
    expect(shown.body).toContain('<meta name="robots" content="noindex, nofollow"/>');
    expect(shown.body).not.toContain('application/ld+json');
    // Its breadcrumb: Home, the page above it, itself.
    expect(shown.body).toMatch(/<a[^>]*href="\/preview-parent"[^>]*>Preview parent qvxabove<\/a>/);
    expect(await answer('/preview-parent/preview-me')).toBe('404');
  });

  it('shows a form staff built in a form block, posting to its own page, and follows it when it changes', async () => {
    const made = await call('POST', '/api/v1/admin/forms', {
      title: 'Audit request qvxform',
      fields: [{ key: 'email', type: 'email', label: 'Work e-mail qvxfield', required: true }],
    });
    expect(made.statusCode, made.body).toBe(201);
    const form = made.json().data as { _id: string; slug: string; version: number };
    const page = await create('Form page qvxform', {
      slug: 'form-page-qvxform',
      body: [
        { type: 'form', props: { ...FORM_BLOCK.example, heading: 'Ask for an audit', form: form.slug } },
        { type: 'form', props: { ...FORM_BLOCK.example, heading: 'No such form', form: 'no-such-form' } },
      ],
    });
    const shown = await visit(`/${page.slug}`);
    expect(shown.statusCode).toBe(200);
    // Rendered on the server (readable and sendable without script), posting to the form's page.
    expect(shown.body).toMatch(/<section[^>]*data-block="[^"]+"[^>]*>[\s\S]*Ask for an audit/);
    expect(shown.body).toContain(`action="/forms/${form.slug}"`);
    expect(shown.body).toContain('Work e-mail qvxfield');
    // A name no form has: the section, without a form.
    expect(shown.body).toContain('No such form');
    expect(shown.body.match(/<form/g)?.length).toBe(2); // the site search's and the one form
    // A change to the form shows on the page at the next request (the page cache hears of it).
    const changed = await call('PUT', `/api/v1/admin/forms/${form._id}`, {
      title: 'Audit request qvxform',
      fields: [{ key: 'email', type: 'email', label: 'Your e-mail qvxchanged', required: true }],
      version: form.version,
    });
    expect(changed.statusCode, changed.body).toBe(200);
    const again = await visit(`/${page.slug}`);
    expect(again.body).toContain('Your e-mail qvxchanged');
    expect(again.body).not.toContain('Work e-mail qvxfield');
  });

  it('renders a hero slider and a service picker on the server, their first slide and card shown, their links where the page is now', async () => {
    const target = await create('Picker target qvxisle', { slug: 'picker-target-qvxisle' });
    const page = await create('Islands page qvxisle', {
      slug: 'islands-page-qvxisle',
      body: [
        {
          type: 'hero-slider',
          props: {
            ...HERO_SLIDER.example,
            button: { text: 'Talk to us', to: { kind: 'page', target: target._id } },
          },
        },
        { type: 'service-picker', props: SERVICE_PICKER.example },
      ],
    });
    // A page has one hero: a hero beside the slider is refused, changing nothing.
    const twice = await edit(page, {
      body: [
        { type: 'hero', props: HERO.example },
        { type: 'hero-slider', props: HERO_SLIDER.example },
      ],
    });
    expect(twice.statusCode).toBe(400);
    expect(twice.json().message).toBe('Hero slider 2: a page has one hero (block 1 is one already)');
    const shown = await visit(`/${page.slug}`);
    expect(shown.statusCode).toBe(200);
    // The site's name is the page's one heading; every slide is there, the first one shown.
    expect(shown.body.match(/<h1[ >]/g)?.length).toBe(1);
    const { siteName } = (await visit('/api/v1/settings')).json().data as { siteName: string };
    expect(shown.body).toContain(`<h1 class="hero__brand">${siteName}</h1>`);
    expect(shown.body).toMatch(/data-active="true"[^>]*>[\s\S]*?IT Solutions and Services/);
    expect(shown.body).toContain('src="/hero/it-solutions.svg"');
    expect(shown.body).toContain(`href="/${target.slug}"`);
    // The picker's first card is the one on its screen, its icon drawn by the server.
    expect(shown.body).toMatch(/aria-pressed="true"[\s\S]*?Web Development/);
    expect(shown.body).toMatch(/<span class="laptop__icon"><svg[^>]*lucide-globe/);
    // Their stylesheets, and nothing of the other kinds'.
    expect(shown.body).toMatch(/<link rel="stylesheet" href="\/assets\/hero-slider-[^"]+\.css"/);
    expect(shown.body).toMatch(/<link rel="stylesheet" href="\/assets\/service-picker-[^"]+\.css"/);
    expect(shown.body).not.toMatch(/href="\/assets\/page-hero-[^"]+\.css"/);
    // Moving the linked page moves the slider's button with it at the next request.
    await moved(await read(target._id), { slug: 'picker-target-moved-qvxisle' });
    expect((await visit(`/${page.slug}`)).body).toContain('href="/picker-target-moved-qvxisle"');
  });

  it('shows the front page at / as staff edit it, its own address a 301 there, off the sitemap; taken down, / still shows the seed', async () => {
    const front = (await everything()).find((p) => p.path === '/home')!;
    expect(front, 'the home seed made the front page').toBeDefined();
    const full = (await call('GET', `${API.replace('/admin', '')}/${front._id}`)).json().data as Page & {
      body: { id: string; type: string; props: Record<string, unknown> }[];
    };
    const body = full.body.map((b) =>
      b.type === 'icon-cards' ? { ...b, props: { ...b.props, heading: 'Why teams pick us qvxfront' } } : b,
    );
    const saved = await edit(full, { body });
    expect(saved.statusCode, saved.body).toBe(200);
    const home = await visit('/');
    expect(home.statusCode).toBe(200);
    expect(home.body).toContain('<h2 id="exclusive-title">Why teams pick us qvxfront</h2>');
    expect(headValue(home.body, /<link rel="canonical" href="([^"]+)"/)).toMatch(/\/$/);
    // One address for search engines: its own answers 301 to /, and the sitemap lists / alone.
    expect(await answer('/home')).toBe('301 /');
    // Site search finds it at / too, never at the address that redirects.
    const found = (await visit('/api/v1/search?q=qvxfront')).json().data as { url: string }[];
    expect(found.map((hit) => hit.url)).toEqual(['/']);
    const sitemap = (await visit('/sitemaps/site-pages-1.xml')).body;
    expect(sitemap).toContain('/services</loc>');
    expect(sitemap).not.toContain('/home</loc>');
    // Taken down, / still shows a home page: the seed's, as the site first had it.
    const now = saved.json().data as Page;
    expect((await edit(now, { status: 'draft' })).statusCode).toBe(200);
    const fallback = await visit('/');
    expect(fallback.statusCode).toBe(200);
    expect(fallback.body).toContain('<h2 id="exclusive-title">Exclusive Services</h2>');
    expect(fallback.body).not.toContain('qvxfront');
    const draft = await read(front._id);
    expect((await edit(draft, { status: 'published' })).statusCode).toBe(200);
  });

  it('shows the newest published products in a product grid, one published since included at once', async () => {
    const page = await create('Grid page qvxgrid', {
      slug: 'grid-page-qvxgrid',
      body: [{ type: 'product-grid', props: { ...PRODUCT_GRID.example, count: '3' } }],
    });
    const before = await visit(`/${page.slug}`);
    expect(before.statusCode).toBe(200);
    expect(before.body).not.toContain('Grid product qvxgrid');
    await createProductWithImage(
      t.app,
      admin,
      { category: 'Grid category qvxgrid', product: 'Grid product qvxgrid' },
      { width: 20, height: 20 },
    );
    const after = await visit(`/${page.slug}`);
    expect(after.body).toMatch(
      /<h3 class="product-card__name"><a class="product-card__link" title="Grid product qvxgrid"/,
    );
    expect(after.body.match(/class="product-card__name"/g)!.length).toBeLessThanOrEqual(3);
  });

  it('shows a shared section on every page that places it: one edit changes all, a draft or unknown name shows nothing', async () => {
    const SECTIONS = '/api/v1/admin/content/shared-section';
    const made = await call('POST', SECTIONS, {
      title: 'Our record qvxshared',
      slug: 'our-record-qvxshared',
      status: 'published',
      body: [{ type: 'rich-text', props: { body: doc('Ten years of launches.') } }],
    });
    expect(made.statusCode, made.body).toBe(201);
    const section = made.json().data as { _id: string; slug: string; version: number };
    // A section holds no hero, nor another section (it could hold itself).
    for (const type of ['hero', 'shared-section']) {
      const refused = await call('POST', SECTIONS, {
        title: `Refused ${type}`,
        body: [{ type, props: type === 'hero' ? HERO.example : { section: section.slug } }],
      });
      expect(refused.statusCode, type).toBe(400);
    }
    const place = { type: 'shared-section', props: { section: section.slug } };
    const one = await create('Shared one', { slug: 'shared-one-qvx', body: [place] });
    const two = await create('Shared two', {
      slug: 'shared-two-qvx',
      body: [
        { type: 'rich-text', props: { body: doc('Words of its own.') } },
        place,
        { type: 'shared-section', props: { section: 'no-such-section' } },
        place,
      ],
    });
    expect((await visit(`/${one.slug}`)).body).toContain('Ten years of launches.');
    const both = (await visit(`/${two.slug}`)).body;
    // Placed twice, shown twice, after the page's own words; an unknown name shows nothing.
    expect(both.split('Ten years of launches.').length - 1).toBe(2);
    expect(both.indexOf('Words of its own.')).toBeLessThan(both.indexOf('Ten years of launches.'));
    expect(both).not.toContain('no-such-section');

    const edited = await call('PUT', `${SECTIONS}/${section._id}`, {
      body: [{ type: 'rich-text', props: { body: doc('Eleven years of launches.') } }],
      version: section.version,
    });
    expect(edited.statusCode, edited.body).toBe(200);
    for (const page of [one, two]) {
      const body = (await visit(`/${page.slug}`)).body;
      expect(body).toContain('Eleven years of launches.');
      expect(body).not.toContain('Ten years of launches.');
    }
    // A draft section is on no page (its pages stay), nor on the public API.
    const draft = await call('PUT', `${SECTIONS}/${section._id}`, {
      status: 'draft',
      version: (edited.json().data as { version: number }).version,
    });
    expect(draft.statusCode, draft.body).toBe(200);
    for (const page of [one, two]) {
      const shown = await visit(`/${page.slug}`);
      expect(shown.statusCode).toBe(200);
      expect(shown.body).not.toContain('years of launches');
    }
    expect((await visit('/api/v1/content/shared-section')).body).not.toContain('years of launches');
    // No page of its own, no sitemap entry.
    expect(await answer(`/${section.slug}`)).toBe('404');
    expect(await readSitemap(t.app)).not.toContain(section.slug);
    // Anonymous callers change nothing.
    const refused = await call(
      'PUT',
      `${SECTIONS}/${section._id}`,
      { status: 'published', version: 99 },
      null,
    );
    expect(refused.statusCode).toBe(401);
  });

  it('takes only a video for a video block’s video, and renders the still and the player', async () => {
    const image = await libraryImage(t.app, admin);
    const before = await everything();
    const wrong = await call('POST', API, {
      title: 'Video wrong qvxvid',
      status: 'published',
      body: [{ type: 'video', props: { ...VIDEO.example, video: image } }],
    });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().message).toMatch(/Video/);
    expect(await everything()).toEqual(before);
    // A still image and no video yet: the page shows the section and no player.
    const page = await create('Video page qvxvid', {
      slug: 'video-page-qvxvid',
      body: [{ type: 'video', props: { ...VIDEO.example, heading: 'Watch qvxvid', poster: image } }],
    });
    const shown = await visit(`/${page.slug}`);
    expect(shown.statusCode).toBe(200);
    expect(shown.body).toContain('Watch qvxvid');
    expect(shown.body).not.toContain('<video');
  });

  it('serves the page editor’s frame to staff only, framed by the site alone, never cached or indexed', async () => {
    // Anyone else: the 404 page, as for an unknown preview link, and no frame allowed.
    const anonymous = await visit(PAGE.canvas);
    expect(anonymous.statusCode).toBe(404);
    expect(anonymous.headers['content-security-policy']).toContain("frame-ancestors 'none'");
    const staff = await t.app.inject({ method: 'GET', url: PAGE.canvas, headers: { cookie: admin } });
    expect(staff.statusCode).toBe(200);
    expect(staff.headers['content-security-policy']).toContain("frame-ancestors 'self'");
    expect(staff.headers['x-frame-options']).toBe('SAMEORIGIN');
    expect(staff.headers['cache-control']).toBe('private, no-store');
    expect(staff.headers['x-robots-tag']).toBe('noindex, nofollow');
    // The visitors' header (the page as they see it), not the admin's menu.
    expect(staff.body).toMatch(/<nav[^>]*aria-label="Main"/);
    // Every other page still refuses to be framed, staff's own included.
    const other = await t.app.inject({ method: 'GET', url: '/services', headers: { cookie: admin } });
    expect(other.headers['content-security-policy']).toContain("frame-ancestors 'none'");
  });

  it('refuses a missing parent, a page under itself or under its own pages, and a fifth level, changing nothing', async () => {
    const one = await create('Level one');
    const two = await create('Level two', { parent: one._id });
    const three = await create('Level three', { parent: two._id });
    const four = await create('Level four', { parent: three._id });
    expect(four.path).toBe('/level-one/level-two/level-three/level-four');
    const side = await create('Side branch', { parent: one._id });
    const before = await everything();

    const cases: [Promise<{ statusCode: number; body: string }>, RegExp][] = [
      [call('POST', API, { title: 'Orphan', body: [], parent: MISSING }), /Choose an existing parent page/],
      [edit(one, { parent: one._id }), /A page cannot be its own parent page/],
      [
        edit(one, { parent: three._id }),
        /“Level three” is under this page: a page cannot go under one of its own pages/,
      ],
      [
        call('POST', API, { title: 'Level five', body: [], parent: four._id }),
        /4 levels deep at most: here this page would be at level 5/,
      ],
      // Level two and the two levels under it, below the side branch: level 5.
      [
        edit(two, { parent: side._id }),
        /4 levels deep at most: here the pages under this page would reach level 5/,
      ],
    ];
    for (const [request, message] of cases) {
      const res = await request;
      expect(res.statusCode, res.body).toBe(400);
      expect(JSON.parse(res.body).message).toMatch(message);
    }
    expect(await everything()).toEqual(before);
    // The last level alone may go under the side branch (level 3).
    expect((await moved(await read(four._id), { parent: side._id })).path).toBe(
      '/level-one/side-branch/level-four',
    );
  });

  it('refuses every address the site answers by itself, and another page’s in any case (409), changing nothing', async () => {
    const blogish = await create('Blog notes', { slug: 'blog' });
    expect(blogish.path).toBe('/blog');
    const mine = await create('Things', { slug: 'things' });
    const child = await create('Under things', { parent: mine._id, slug: 'x' });
    // A page seeded from the code keeps its address's case (decision 0062 §1.8).
    const legacy = await t.app.vyoma.db.transaction((tx) =>
      insertItem(
        tx,
        modelOf(PAGE_DOC.name),
        { title: 'Legacy page', parent: null, body: [] },
        {
          content: { slug: 'Legacy-Page', status: 'published' },
        },
      ),
    );
    expect((await read(legacy)).path).toBe('/Legacy-Page');
    const before = await everything();

    const cases: [Record<string, unknown>, number, RegExp][] = [
      // A page of the site's code (its route), in any case.
      [{ slug: 'products' }, 400, /^The address \/products is already a page of the site\./],
      [{ slug: 'Refund-Policy' }, 400, /^The address \/Refund-Policy is already a page of the site\./],
      // A page the site made from its seed is a page like any other.
      [
        { slug: 'WebDevelopment' },
        409,
        /^The address \/WebDevelopment is already used by page “Web Development”/,
      ],
      // The API, the admin and its sign-in.
      [{ slug: 'api' }, 400, /^The address \/api belongs to the admin, the API or the site’s files\./],
      [{ slug: 'admin' }, 400, /^The address \/admin belongs to the admin, the API or the site’s files\./],
      [{ slug: 'wp-admin' }, 400, /belongs to the admin/],
      // The prefix of the site in Hindi (issue 36), whose pages will live under it.
      [{ slug: 'hi' }, 400, /^The address \/hi is kept for the site in another language \(\/hi\)\./],
      // Where another type's pages are.
      [
        { slug: 'post', parent: blogish._id },
        400,
        /^The address \/blog\/post is under \/blog\/, where the site’s posts are\./,
      ],
      // `.data` is the router's, /sitemap.xml the sitemap's: no URL name has a dot (contract
      // reserved-paths.test.ts tells each apart).
      [{ slug: 'x.data' }, 400, /Letters a–z or A–Z, digits and single hyphens/],
      [{ slug: 'sitemap.xml' }, 400, /Letters a–z or A–Z, digits and single hyphens/],
      // Another page's, in any case (React Router matches paths ignoring case).
      [
        { slug: 'things' },
        409,
        /^The address \/things is already used by page “Things”\. Choose another URL name or parent page\.$/,
      ],
      [{ slug: 'legacy-page' }, 409, /^The address \/legacy-page is already used by page “Legacy page”\./],
    ];
    for (const [fields, status, message] of cases) {
      const res = await call('POST', API, { title: 'Taken', body: [], ...fields });
      expect(res.statusCode, `${JSON.stringify(fields)}: ${res.body}`).toBe(status);
      expect(res.json().message, JSON.stringify(fields)).toMatch(message);
    }
    // A move that would take a page under it to such an address is refused too, naming that page.
    const clash = await edit(mine, { slug: 'forms' });
    expect(clash.statusCode, clash.body).toBe(400);
    expect(clash.json().message).toBe(
      'The address /forms/x is under /forms/, where the site’s forms are (where “Under things”, a page under this one, would move). Choose another URL name or parent page.',
    );
    expect(await everything()).toEqual(before);
    expect((await read(child._id)).path).toBe('/things/x');

    // A URL name made from the title steers clear of all of these.
    const made = await create('Admin');
    expect(made.path).toBe('/admin-2');
    expect((await create('Things')).path).toBe('/things-2');
  });

  it('keeps an unpublished page off the sitemap, search and the public API, and shows it at its path once published', async () => {
    const parent = await create('Services overview', { slug: 'overview' });
    const draft = await create('Cloud zyxpageword', {
      parent: parent._id,
      status: 'draft',
      body: [{ type: 'rich-text', props: { body: doc('Migration zyxpageword without downtime.') } }],
    });
    expect(draft.path).toBe('/overview/cloud-zyxpageword');
    const surfaces = async () => ({
      sitemap: (await readSitemap(t.app)).includes('/overview/cloud-zyxpageword</loc>'),
      search: (await call('GET', '/api/v1/search?q=zyxpageword', undefined, null)).body.includes(
        '"url":"/overview/cloud-zyxpageword"',
      ),
      item: (await call('GET', `${PUBLIC}/${draft._id}`, undefined, null)).statusCode === 200,
      list: (await call('GET', `${PUBLIC}?limit=100`, undefined, null)).body.includes(draft._id),
    });
    expect(await surfaces()).toEqual({ sitemap: false, search: false, item: false, list: false });
    // An edit that leaves the parent out keeps it (and the page's path).
    const live = await moved(draft, { status: 'published' });
    expect([live.parent, live.path]).toEqual([parent._id, '/overview/cloud-zyxpageword']);
    // The caches hear of it through the change feed, a moment after the commit.
    const all = { sitemap: true, search: true, item: true, list: true };
    const started = performance.now();
    let now = await surfaces();
    while (JSON.stringify(now) !== JSON.stringify(all) && performance.now() - started < 1000) {
      await new Promise((r) => setTimeout(r, 20));
      now = await surfaces();
    }
    expect(now).toEqual(all);
  });

  it('refuses anonymous callers and authors past their rights, changing nothing; a page with pages under it is not deleted', async () => {
    const owner = await create('Owned by the admin');
    const under = await create('Under it', { parent: owner._id });
    const author = await loginAsNewStaff(t.app, admin, {
      role: 'author',
      email: 'ravi@pages.test',
      name: 'Ravi the author',
    });
    const before = await everything();

    expect((await call('POST', API, { title: 'Anonymous', body: [] }, null)).statusCode).toBe(401);
    expect((await edit(owner, { slug: 'hijacked' }, null)).statusCode).toBe(401);
    expect((await call('DELETE', `${API}/${owner._id}`, undefined, null)).statusCode).toBe(401);
    const publish = await call('POST', API, { title: 'Straight out', body: [], status: 'published' }, author);
    expect(publish.statusCode).toBe(403);
    expect(publish.json().message).toBe(ROLE_MESSAGES.authorPublish);
    const other = await edit(owner, { slug: 'mine-now' }, author);
    expect(other.statusCode).toBe(403);
    expect(other.json().message).toBe(ROLE_MESSAGES.authorOthers);
    expect((await call('DELETE', `${API}/${under._id}`, undefined, author)).statusCode).toBe(403);
    const parentGone = await call('DELETE', `${API}/${owner._id}`);
    expect(parentGone.statusCode).toBe(409);
    expect(parentGone.json().message).toMatch(/^Page “Owned by the admin” has pages under it \(“Under it”\)/);
    expect(await everything()).toEqual(before);

    // An author's own draft, under someone else's page.
    const own = await call('POST', API, { title: 'Ravi drafts', body: [], parent: owner._id }, author);
    expect(own.statusCode, own.body).toBe(201);
    expect(own.json().data).toMatchObject({ status: 'draft', path: '/owned-by-the-admin/ravi-drafts' });
  });

  it('brings a page back to where a revision had it, unless that address is taken now', async () => {
    const page = await create('Pricing', { slug: 'pricing' });
    const renamed = await moved(page, { slug: 'plans' });
    const revisions = (await call('GET', `${API}/${page._id}/revisions`)).json().data as { _id: string }[];
    const first = revisions.at(-1)!._id;
    const restored = await call('POST', `${API}/${page._id}/revisions/${first}/restore`);
    expect(restored.statusCode, restored.body).toBe(200);
    expect(restored.json().data.path).toBe('/pricing');
    expect(await answer('/plans')).toBe('301 /pricing');

    await moved(await read(page._id), { slug: 'prices' });
    await create('Pricing, the new one', { slug: 'pricing' });
    const kept = await call('POST', `${API}/${page._id}/revisions/${first}/restore`);
    expect(kept.statusCode, kept.body).toBe(200);
    expect(kept.json().data.path).toBe('/prices');
    expect(kept.json().revision.summary).toMatch(
      /kept the address \/prices: The address \/pricing is already used by page “Pricing, the new one”/,
    );
    expect(renamed.path).toBe('/plans');
  });

  it('refuses a redirect from a published page’s path or an earlier one, and to an earlier one', async () => {
    const live = await create('Live here', { slug: 'live-here' });
    const moving = await create('On the move', { slug: 'was-here' });
    await moved(moving, { slug: 'now-here' });
    const draft = await create('Not yet', { slug: 'not-yet', status: 'draft' });
    const redirect = (from: string, to: string) => call('POST', '/api/v1/admin/redirects', { from, to });

    const cases: [string, string, RegExp][] = [
      ['/live-here', '/services', /^“\/live-here” is a published page: a redirect would hide it$/],
      ['/Live-Here/', '/services', /is a published page/],
      [
        '/was-here',
        '/services',
        /^“\/was-here” already leads to “\/now-here” by itself \(it is an earlier address of that page\)$/,
      ],
      [
        '/somewhere',
        '/was-here',
        /^“\/was-here” has moved to “\/now-here”: point “\/somewhere” straight at “\/now-here” instead$/,
      ],
      ['/live-here.data', '/services', /cannot be redirected/],
    ];
    for (const [from, to, message] of cases) {
      const res = await redirect(from, to);
      expect(res.statusCode, `${from} → ${to}: ${res.body}`).toBe(400);
      expect(res.json().message).toMatch(message);
    }
    // A draft's path answers nothing yet: a redirect may use it (the page wins once published).
    expect((await redirect(draft.path, '/services')).statusCode).toBe(201);
    expect((await redirect('/somewhere', live.path)).statusCode).toBe(201);
  });

  it('finds pages by words of their title or address (?q=), letter case ignored, for a parent picker past the first hundred', async () => {
    const guide = await create('Quokka guide', { slug: 'fees-100pct' });
    await create('Plans_and %tiers', { slug: 'plans-tiers', parent: guide._id });
    const hidden = await create('Quokka draft', { slug: 'quokka-draft', status: 'draft' });
    const titles = async (q: string, cookie: string | null = admin) => {
      const res = await call('GET', `${PUBLIC}?q=${encodeURIComponent(q)}&limit=100`, undefined, cookie);
      expect(res.statusCode, res.body).toBe(200);
      return (res.json().data as Page[]).map((p) => p.title).sort();
    };
    expect(await titles('QUOKKA')).toEqual(['Quokka draft', 'Quokka guide']);
    // The address counts too: the page under it is found by its parent's path.
    expect(await titles('fees-100pct/')).toEqual(['Plans_and %tiers']);
    // `%` and `_` are letters here, not patterns.
    expect(await titles('_and %')).toEqual(['Plans_and %tiers']);
    expect(await titles('%')).toEqual(['Plans_and %tiers']);
    expect(await titles('qu_kka')).toEqual([]);
    // A visitor finds only what is published; made-up words are answered, never kept in the cache
    // (a plain list is).
    expect(await titles('quokka', null)).toEqual(['Quokka guide']);
    const cached = async (url: string) => (await call('GET', url, undefined, null)).headers['x-cache'];
    const held = t.app.publicCache.size;
    for (const url of [`${PUBLIC}?q=quokka`, `${PUBLIC}?q=quokka`, `${PUBLIC}?q=never-said`])
      expect(await cached(url), url).toBeUndefined();
    expect(t.app.publicCache.size).toBe(held);
    await cached(`${PUBLIC}?limit=7`);
    expect(await cached(`${PUBLIC}?limit=7`)).toBe('hit');
    expect((await titles('  ')).length).toBeGreaterThan(2);
    // Too long or holding a NUL: 400 with the reason.
    for (const [q, message] of [
      ['x'.repeat(101), 'Search must be at most 100 characters'],
      ['a\0b', 'Search must not contain a NUL character'],
    ]) {
      const res = await call('GET', `${PUBLIC}?q=${encodeURIComponent(q!)}`);
      expect(res.statusCode, res.body).toBe(400);
      expect(res.json().message).toContain(message);
    }
    expect(hidden.status).toBe('draft');
  });

  it('makes each of the site’s own pages from its seed once, published, under its parent; one deleted stays deleted, a taken address is skipped', async () => {
    const db = t.app.vyoma.db;
    const warnings: string[] = [];
    const log = new Proxy({} as FastifyBaseLogger, {
      get: (_target, level) =>
        level === 'warn' ? (_o: object, msg: string) => warnings.push(msg) : () => {},
    });
    const taken = await create('Already here', { slug: 'seed-taken' });
    const hero = (heading: string) => ({ type: 'hero', props: { ...HERO.example, heading } });
    const seed = (key: string, slug: string, extra: Partial<PageSeed> = {}): PageSeed => ({
      key,
      title: `Seeded ${key}`,
      slug,
      seo: { title: null, description: 'Made from a seed for {siteName}.' },
      keywords: 'seeded, pages',
      structuredData: 'service',
      body: [hero(`The ${key} heading`)],
      ...extra,
    });
    const seeds = [
      seed('top', 'seedTop'),
      seed('child', 'child', { parent: 'top' }),
      seed('taken', 'seed-taken'),
      seed('orphan', 'orphan', { parent: 'taken' }),
    ];
    expect(await ensureSeededPages(db, seeds, log)).toEqual(['top', 'child']);
    expect(warnings).toEqual([
      'page seed not made: its address is taken',
      'page seed not made: its parent page was not made',
    ]);
    const child = await visit('/seedTop/child');
    expect(child.statusCode).toBe(200);
    expect(child.body).toContain('The child heading');
    expect(child.body).toContain('<meta name="keywords" content="seeded, pages"/>');
    // The site's name filled in, as the code's pages have it.
    expect(child.body).toContain('<meta name="description" content="Made from a seed for Your agency."/>');
    expect((await read(taken._id)).title).toBe('Already here');

    // Made once: a second start makes nothing; a seeded page deleted stays deleted.
    expect(await ensureSeededPages(db, seeds, log)).toEqual([]);
    const made = (await everything()).filter((p) => p.title.startsWith('Seeded '));
    expect(made.map((p) => p.path).sort()).toEqual(['/seedTop', '/seedTop/child']);
    const gone = made.find((p) => p.path === '/seedTop/child')!;
    expect((await call('DELETE', `${API}/${gone._id}`)).statusCode).toBe(200);
    expect(await ensureSeededPages(db, seeds, log)).toEqual([]);
    expect(await answer('/seedTop/child')).toBe('404');

    // A seed the page rules refuse is the code's fault: start-up stops on it, making nothing.
    const bad = seed('bad', 'bad-seed', { body: [{ type: 'hero', props: { heading: '' } }] });
    await expect(ensureSeededPages(db, [bad], log)).rejects.toThrow(/Hero 1/);
    expect(await answer('/bad-seed')).toBe('404');
  });

  it('is a “service” in site search when it chose to be one, as the code’s service pages are, and a page otherwise', async () => {
    const offer = await create('Zebrafish consulting', {
      slug: 'zebrafish-consulting',
      structuredData: 'service',
    });
    const about = await create('Zebrafish story', { slug: 'zebrafish-story' });
    const res = await visit('/api/v1/search?q=zebrafish');
    expect(res.statusCode, res.body).toBe(200);
    const found = (res.json().data as { type: string; url: string; title: string }[])
      .map(({ type, url, title }) => ({ type, url, title }))
      .sort((a, b) => a.url.localeCompare(b.url));
    expect(found).toEqual([
      { type: 'service', url: offer.path, title: 'Zebrafish consulting' },
      { type: 'page', url: about.path, title: 'Zebrafish story' },
    ]);
  });

  it('makes the contact page from its seed: its hero and contact section, the head the code’s page had', async () => {
    const res = await visit(PAGE.contact);
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('<h1 class="page-hero__title">Let&#x27;s talk about your project</h1>');
    expect(res.body).toContain(
      '<h2 id="contact-details-title" class="contact__details-title">Reach us directly</h2>',
    );
    // The form posts to the page it is on, and is live in the browser (an island: its values go with it).
    expect(res.body).toMatch(/<form class="enquiry-form"[^>]* action="\/contactUs" method="post">/);
    expect(jsonLdOf(res.body)).toEqual([
      { '@context': 'https://schema.org', '@type': 'ContactPage', name: 'Contact Your agency' },
    ]);
    // Site search still lists it (its search record went with its code): a page now, by its words.
    const found = (await visit('/api/v1/search?q=contact')).json().data as { type: string; url: string }[];
    expect(found).toContainEqual(
      expect.objectContaining({ type: 'page', url: PAGE.contact, title: 'Contact Us' }),
    );
    expect(headValue(res.body, /<meta name="keywords" content="([^"]*)"/)).toBe(
      'contact Your agency, IT services quote, web development India, app development consultation',
    );
    // Its description ends with how to reach the agency, made from the settings: none set yet.
    const description = () => headValue(res.body, /<meta name="description" content="([^"]*)"/);
    expect(description()).toBe(
      'Talk to Your agency about your website, app, AI, marketing or back-office project. Send us a message.',
    );
    const named = { siteName: 'Your agency', shortName: 'Your agency' };
    const saved = await call('PUT', '/api/v1/admin/settings', { ...named, email: 'hello@agency.test' });
    expect(saved.statusCode, saved.body).toBe(200);
    try {
      const after = (await visit(PAGE.contact)).body;
      expect(headValue(after, /<meta name="description" content="([^"]*)"/)).toMatch(
        / project\. You can email hello@agency\.test or send us a message\.$/,
      );
      expect(after).toContain('<a href="mailto:hello@agency.test">hello@agency.test</a>');
    } finally {
      expect((await call('PUT', '/api/v1/admin/settings', { ...named, email: '' })).statusCode).toBe(200);
    }
  });

  it('takes an enquiry posted without JavaScript on a page with a contact form, answering the form again; any other page takes no post', async () => {
    const before = await enquiries();
    // A refused enquiry: 400, the form again with the spec's field message and what was typed; nothing stored.
    const refused = await post(PAGE.contact, {
      name: 'Asha Verma',
      email: 'not-an-email',
      phone: '+91 98765 00000',
      message: 'Kept qvxrefused',
      website: '',
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.body).toMatch(/<span [^>]*class="field__error"[^>]*>Enter a valid email address<\/span>/);
    expect(refused.body).toContain('Kept qvxrefused</textarea>');
    expect(await enquiries()).toEqual(before);
    // A good one is stored, and the form says so.
    const sent = await post(PAGE.contact, {
      name: 'Asha Verma',
      email: 'asha@example.com',
      phone: '+91 98765 00000',
      message: 'Sent qvxnojs',
      website: '',
    });
    expect(sent.statusCode).toBe(200);
    expect(sent.body).toContain(MESSAGES.contact.success);
    expect(await enquiries()).toContain('Sent qvxnojs');

    // Any page with the block takes it, at its own address (its form posts there).
    const own = await create('Talk to the cloud team', {
      slug: 'cloud-contact',
      body: [{ type: CONTACT_FORM.name, props: CONTACT_FORM.example }],
    });
    expect((await visit(own.path)).body).toMatch(/<form class="enquiry-form"[^>]* action="\/cloud-contact" /);
    const there = await post(own.path, {
      name: 'Ravi',
      email: 'ravi@example.com',
      phone: '+91 98765 00001',
      message: 'From the cloud page qvxown',
      website: '',
    });
    expect(there.statusCode).toBe(200);
    expect(await enquiries()).toContain('From the cloud page qvxown');
    // A page without one, a page not public and an address with no page answer 405, storing nothing.
    const plain = await create('No form here', { slug: 'no-form-here' });
    const hidden = await create('Hidden contact', {
      slug: 'hidden-contact',
      status: 'draft',
      body: [{ type: CONTACT_FORM.name, props: CONTACT_FORM.example }],
    });
    const count = (await enquiries()).length;
    for (const url of [plain.path, hidden.path, '/no-page-qvx'])
      expect((await post(url, { name: 'x' })).statusCode, url).toBe(405);
    expect(await enquiries()).toHaveLength(count);
  });

  it('lets staff unpublish the contact page and publish it again, never delete it (409 saying why)', async () => {
    const found = await call('GET', `${API.replace('/admin', '')}?q=contactUs`);
    const contact = (found.json().data as Page[]).find((p) => p.path === PAGE.contact)!;
    const refused = await call('DELETE', `${API}/${contact._id}`);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe(
      'The page “Contact Us” cannot be deleted: the site’s “Contact Us” buttons lead to it and its enquiry form posts to it. Unpublish it instead.',
    );
    const hidden = await moved(contact, { status: 'draft' });
    expect((await visit(PAGE.contact)).statusCode).toBe(404);
    await moved(hidden, { status: 'published' });
    expect((await visit(PAGE.contact)).statusCode).toBe(200);
  });
});
