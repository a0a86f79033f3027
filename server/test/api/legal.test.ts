/**
 * Legal pages (issue 19 item 3): the three texts exist from the start (no demo content needed), the
 * public read fills {siteName}, {email}, {phone}, {address} from the settings, an admin save shows on
 * the next request with a new date, bad input (400) and a stale version (409) change nothing,
 * anonymous visitors get 401 and editors 403, and every save is a revision that can be read and
 * restored (a restore is a new revision; history is kept).
 */
import type { LegalPage, LegalRevision } from '@vyoma/contract';
import type { SiteSettingsInput } from '@vyoma/contract/schemas';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, legalPages, revisions as revisionRows } from '../../src/db/schema.ts';
import { LEGAL_DEFAULTS } from '../../src/modules/legal/defaults.ts';
import { ensureLegalPages } from '../../src/modules/legal/index.ts';
import { cookieFrom, createTestApp, loginAsAdmin, ORIGIN, type TestApp } from '../support/app.ts';

const KEYS = ['privacy-policy', 'terms-and-conditions', 'refund-policy'] as const;
const PASSWORD = 'correct horse battery staple 42';

const doc = (...paragraphs: string[]) => ({
  type: 'doc',
  content: [
    { type: 'heading', attrs: { level: 2 }, content: [{ type: 'text', text: 'Our rule' }] },
    ...paragraphs.map((text) => ({ type: 'paragraph', content: [{ type: 'text', text }] })),
  ],
});

describe('legal pages API', () => {
  let t: TestApp;
  let admin: string;
  let editor: string;

  const send = (
    method: 'GET' | 'PUT' | 'POST',
    url: string,
    payload?: unknown,
    cookie: string | null = admin,
  ) =>
    t.app.inject({
      method,
      url,
      headers: { origin: ORIGIN, ...(cookie ? { cookie } : {}) },
      ...(payload === undefined ? {} : { payload: payload as Record<string, unknown> }),
    });
  const publicPage = async (key: string) => {
    const res = await t.app.inject({ method: 'GET', url: `/api/v1/legal/${key}` });
    expect(res.statusCode, res.body).toBe(200);
    return res.json().data as LegalPage;
  };
  const stored = async (key: string) =>
    (await t.app.vyoma.db.select().from(legalPages).where(eq(legalPages.key, key)))[0]!;
  const revisions = async (key: string) => {
    const res = await send('GET', `/api/v1/admin/legal/${key}/revisions`);
    expect(res.statusCode, res.body).toBe(200);
    return res.json().data as LegalRevision[];
  };

  beforeAll(async () => {
    t = await createTestApp();
    admin = await loginAsAdmin(t.app);
    const created = await send('POST', '/api/v1/admin/users', {
      name: 'Eda Editor',
      email: 'editor@legal.test',
      password: PASSWORD,
      role: 'editor',
    });
    expect(created.statusCode, created.body).toBe(201);
    const login = await t.app.inject({
      method: 'POST',
      url: '/api/v1/login',
      payload: { email: 'editor@legal.test', password: PASSWORD },
    });
    editor = cookieFrom(login);
  });
  afterAll(async () => {
    await t?.close();
  });

  it('has the three pages from the start, each with its first revision, and 404 for another key', async () => {
    for (const key of KEYS) {
      const page = await publicPage(key);
      expect(page.key).toBe(key);
      expect(page.title).not.toBe('');
      expect(page.body.type).toBe('doc');
      expect(page.text.length).toBeGreaterThan(200);
      expect(Date.parse(page.updatedAt)).not.toBeNaN();
      expect(await revisions(key)).toHaveLength(1);
    }
    expect((await publicPage('refund-policy')).text).toContain(
      'We do not offer refunds, exchanges or cancellations.',
    );
    for (const url of ['/api/v1/legal/cookie-policy', '/api/v1/legal/privacy', '/api/v1/legal/']) {
      const res = await t.app.inject({ method: 'GET', url });
      expect(res.statusCode, url).toBe(404);
      expect(res.json().message).toEqual(expect.any(String));
    }
    expect((await send('GET', '/api/v1/admin/legal/cookie-policy')).statusCode).toBe(404);
  });

  it('fills the placeholders from the site settings, and a settings change shows on the next request', async () => {
    const raw = await send('GET', '/api/v1/admin/legal/privacy-policy');
    expect(raw.json().data.text).toContain('{siteName}');
    expect(raw.json().data.text).toContain('{email}');
    const settings = (await t.app.inject({ method: 'GET', url: '/api/v1/settings' })).json().data;
    const before = await publicPage('privacy-policy');
    expect(before.text).not.toMatch(/\{(siteName|email|phone|address)\}/);
    expect(before.text).toContain(settings.siteName);

    const input: SiteSettingsInput = {
      ...settings,
      siteName: 'Placeholder Works',
      phone: '+44 20 7946 0001',
      email: 'privacy@placeholder.example',
      address: { ...settings.address, lines: ['9 Lantern Lane', 'Leeds LS1 4AB'] },
    };
    const saved = await send('PUT', '/api/v1/admin/settings', input);
    expect(saved.statusCode, saved.body).toBe(200);
    const after = await publicPage('privacy-policy');
    expect(after.text).toContain('Placeholder Works is an IT and business-services agency');
    expect(after.text).toContain('privacy@placeholder.example');
    expect(after.text).toContain('9 Lantern Lane, Leeds LS1 4AB');
    expect(after.text).not.toContain(settings.siteName);
    expect(JSON.stringify(after.body)).not.toMatch(/\{(siteName|email|phone|address)\}/);
  });

  it('refuses anonymous visitors (401) and editors (403), changing nothing', async () => {
    const revision = (await revisions('refund-policy'))[0]!._id;
    const before = await stored('refund-policy');
    const routes = [
      ['GET', '/api/v1/admin/legal'],
      ['GET', '/api/v1/admin/legal/refund-policy'],
      ['PUT', '/api/v1/admin/legal/refund-policy'],
      ['GET', '/api/v1/admin/legal/refund-policy/revisions'],
      ['GET', `/api/v1/admin/legal/refund-policy/revisions/${revision}`],
      ['POST', `/api/v1/admin/legal/refund-policy/revisions/${revision}/restore`],
    ] as const;
    for (const [cookie, status] of [
      [null, 401],
      [editor, 403],
    ] as const) {
      for (const [method, url] of routes) {
        const res = await send(
          method,
          url,
          method === 'PUT' ? { title: 'Hacked', body: doc('x') } : undefined,
          cookie,
        );
        expect(res.statusCode, `${method} ${url}`).toBe(status);
      }
    }
    expect(await stored('refund-policy')).toEqual(before);
    expect(await revisions('refund-policy')).toHaveLength(1);
  });

  it('saves a page: the public text and its date change on the next request, with a revision and an audit entry', async () => {
    const before = await publicPage('refund-policy');
    const { version } = (await send('GET', '/api/v1/admin/legal/refund-policy')).json().data;
    const res = await send('PUT', '/api/v1/admin/legal/refund-policy', {
      title: 'Refund Policy',
      body: doc('Orders paid to {siteName} are final: we fix what is wrong instead.'),
      version,
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toMatchObject({ version: version + 1, updatedBy: { name: expect.any(String) } });

    const after = await publicPage('refund-policy');
    expect(after.text).toContain('Orders paid to Placeholder Works are final');
    expect(after.text).not.toContain('We do not offer refunds');
    expect(Date.parse(after.updatedAt)).toBeGreaterThan(Date.parse(before.updatedAt));

    const list = await revisions('refund-policy');
    expect(list).toHaveLength(2);
    expect(list[0]).toMatchObject({
      version: version + 1,
      title: 'Refund Policy',
      author: { name: expect.any(String) },
    });
    expect(list[0]!.author._id).not.toBeNull();
    const [entry] = await t.app.vyoma.db.select().from(auditLog).where(eq(auditLog.action, 'legal.update'));
    expect(entry).toMatchObject({ target: 'legal:refund-policy' });
  });

  it('answers 400 naming the field for an empty title or a bad document, and changes nothing', async () => {
    const before = await stored('terms-and-conditions');
    const cases: [unknown, RegExp][] = [
      [{ title: '  ', body: doc('Fine text.') }, /title/i],
      [{ body: doc('Fine text.') }, /title/i],
      [{ title: 'Terms', body: { type: 'doc', content: [{ type: 'script', text: 'x' }] } }, /text/i],
      [{ title: 'Terms', body: { type: 'doc', content: [{ type: 'paragraph' }] } }, /text is required/i],
      [{ title: 'Terms', body: 'plain words' }, /text/i],
      [{ title: 'Terms' }, /text/i],
    ];
    for (const [payload, message] of cases) {
      const res = await send('PUT', '/api/v1/admin/legal/terms-and-conditions', payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
      expect(res.json().message).toMatch(message);
    }
    expect(await stored('terms-and-conditions')).toEqual(before);
    expect(await revisions('terms-and-conditions')).toHaveLength(1);
  });

  it('refuses a save over a newer one (409) and keeps the newer text', async () => {
    const { version } = (await send('GET', '/api/v1/admin/legal/terms-and-conditions')).json().data;
    const first = await send('PUT', '/api/v1/admin/legal/terms-and-conditions', {
      title: 'Terms and Conditions',
      body: doc('The newer terms.'),
      version,
    });
    expect(first.statusCode, first.body).toBe(200);
    const stale = await send('PUT', '/api/v1/admin/legal/terms-and-conditions', {
      title: 'Terms and Conditions',
      body: doc('The older edit.'),
      version,
    });
    expect(stale.statusCode).toBe(409);
    expect(stale.json().message).toMatch(/version/);
    expect((await publicPage('terms-and-conditions')).text).toContain('The newer terms.');
    expect(await revisions('terms-and-conditions')).toHaveLength(2);
  });

  it('reads an earlier revision and restores it as a new revision, keeping the history', async () => {
    const list = await revisions('refund-policy');
    const original = list.at(-1)!;
    const read = await send('GET', `/api/v1/admin/legal/refund-policy/revisions/${original._id}`);
    expect(read.statusCode, read.body).toBe(200);
    expect(read.json().data).toMatchObject({ _id: original._id, title: 'Refund Policy', version: 1 });
    expect(JSON.stringify(read.json().data.body)).toContain('We do not offer refunds');

    const missing = '00000000-0000-4000-8000-000000000000';
    expect((await send('GET', `/api/v1/admin/legal/refund-policy/revisions/${missing}`)).statusCode).toBe(
      404,
    );
    // A revision of another page is not this page's.
    const other = (await revisions('privacy-policy'))[0]!._id;
    expect((await send('GET', `/api/v1/admin/legal/refund-policy/revisions/${other}`)).statusCode).toBe(404);
    expect(
      (await send('POST', `/api/v1/admin/legal/refund-policy/revisions/${missing}/restore`)).statusCode,
    ).toBe(404);

    const restored = await send(
      'POST',
      `/api/v1/admin/legal/refund-policy/revisions/${original._id}/restore`,
    );
    expect(restored.statusCode, restored.body).toBe(200);
    expect((await publicPage('refund-policy')).text).toContain('We do not offer refunds');
    const after = await revisions('refund-policy');
    expect(after).toHaveLength(list.length + 1);
    expect(after[0]!.version).toBe(list[0]!.version + 1);
    const rows = await t.app.vyoma.db
      .select()
      .from(revisionRows)
      .where(and(eq(revisionRows.kind, 'legal'), eq(revisionRows.itemId, 'refund-policy')));
    expect(rows).toHaveLength(3);
    const [entry] = await t.app.vyoma.db.select().from(auditLog).where(eq(auditLog.action, 'legal.restore'));
    expect(entry).toMatchObject({ target: 'legal:refund-policy' });
  });

  it('keeps every saved version however old: the daily prune of revisions passes legal pages over', async () => {
    let { version } = (await send('GET', '/api/v1/admin/legal/privacy-policy')).json().data;
    for (let i = 1; i <= 21; i++) {
      const res = await send('PUT', '/api/v1/admin/legal/privacy-policy', {
        title: 'Privacy Policy',
        body: doc(`Version ${i} of what we keep.`),
        version,
      });
      expect(res.statusCode, res.body).toBe(200);
      version = res.json().data.version;
    }
    const kept = (await revisions('privacy-policy')).length;
    expect(kept).toBeGreaterThan(21);
    // Every one of them past the retention (older than REVISION_RETENTION_DAYS).
    await t.app.vyoma.db
      .update(revisionRows)
      .set({ createdAt: new Date(Date.now() - (t.config.revisionRetentionDays + 1) * 24 * 3_600_000) })
      .where(and(eq(revisionRows.kind, 'legal'), eq(revisionRows.itemId, 'privacy-policy')));
    expect(await t.app.scheduler.runNow('prune-revisions')).toBe(true);
    expect(await revisions('privacy-policy')).toHaveLength(kept);
  });

  it('lists the three pages for the admin with their last update', async () => {
    const res = await send('GET', '/api/v1/admin/legal');
    expect(res.statusCode).toBe(200);
    const pages = res.json().data as LegalPage[];
    expect(pages.map((p) => p.key).sort()).toEqual([...KEYS].sort());
  });

  it('adds a missing page at start once (a site from before issue 19), leaving saved ones alone', async () => {
    const db = t.app.vyoma.db;
    const terms = await stored('terms-and-conditions');
    await db.delete(legalPages).where(eq(legalPages.key, 'privacy-policy'));
    expect(await ensureLegalPages(db, LEGAL_DEFAULTS)).toEqual(['privacy-policy']);
    expect(await ensureLegalPages(db, LEGAL_DEFAULTS)).toEqual([]);
    const privacy = await stored('privacy-policy');
    expect(privacy).toMatchObject({ title: 'Privacy Policy', version: 1, updatedBy: null });
    expect(await revisions('privacy-policy')).toHaveLength(1);
    expect(await stored('terms-and-conditions')).toEqual(terms);
    expect((await publicPage('privacy-policy')).text).toContain('Placeholder Works');
  });

  it('fills the placeholders in link targets too: a mailto:{email} link writes to the settings’ address', async () => {
    const { version } = (await send('GET', '/api/v1/admin/legal/privacy-policy')).json().data;
    const body = doc('Write to us.');
    body.content.push({
      type: 'paragraph',
      content: [
        { type: 'text', text: '{email}', marks: [{ type: 'link', attrs: { href: 'mailto:{email}' } }] },
      ],
    } as never);
    const saved = await send('PUT', '/api/v1/admin/legal/privacy-policy', {
      title: 'Privacy',
      body,
      version,
    });
    expect(saved.statusCode, saved.body).toBe(200);
    const page = await publicPage('privacy-policy');
    expect(page.body.content.at(-1)).toEqual({
      type: 'paragraph',
      content: [
        {
          type: 'text',
          text: 'privacy@placeholder.example',
          marks: [{ type: 'link', attrs: { href: 'mailto:privacy@placeholder.example' } }],
        },
      ],
    });
    // Admin reads keep the placeholder, to be filled again after the next settings change.
    expect(
      JSON.stringify((await send('GET', '/api/v1/admin/legal/privacy-policy')).json().data.body),
    ).toContain('mailto:{email}');
  });
});
