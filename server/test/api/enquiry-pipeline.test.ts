/**
 * The enquiry pipeline on a real database: quote lines priced from the database, attribution, the
 * two-second rule, status / assignee / follow-up date, notes, the inbox's server-side filters, search
 * and pages, bulk actions, the streamed CSV export and the sources report. Refusals are 4xx with a
 * message and change nothing.
 */
import { randomUUID } from 'node:crypto';
import { ENQUIRY_SEARCH_COUNT_MAX, MESSAGES } from '@vyoma/contract';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { products, users } from '../../src/db/schema.ts';
import { createUser } from '../../src/modules/auth/repository.ts';
import { reportWeeks } from '../../src/modules/contact/report-routes.ts';
import { insertEnquiry } from '../../src/modules/contact/repository.ts';
import { createTestApp, loginAsAdmin, ORIGIN, type TestApp } from '../support/app.ts';

const VISITOR = {
  name: 'Meera Iyer',
  email: 'meera@example.com',
  phone: '+91 98111 22233',
  message: 'Hello',
};

describe('enquiry pipeline', () => {
  let t: TestApp;
  let cookie: string;
  let adminId: string;
  let otherAdmin: string;
  const productA = randomUUID();
  const productB = randomUUID();

  const api = (method: 'GET' | 'POST' | 'PATCH' | 'DELETE', url: string, payload?: unknown, auth = true) =>
    t.app.inject({
      method,
      url,
      headers: auth ? { cookie, origin: ORIGIN } : { origin: ORIGIN },
      ...(payload === undefined ? {} : { payload: payload as Record<string, unknown> }),
    });
  const create = async (body: Record<string, unknown>) => {
    const res = await api('POST', '/api/v1/contact', { ...VISITOR, ...body }, false);
    expect(res.statusCode, res.body).toBe(201);
    const list = await api('GET', '/api/v1/contact?limit=1');
    return list.json().data[0] as { _id: string };
  };
  const detail = async (id: string) => (await api('GET', `/api/v1/contact/${id}`)).json().data;

  beforeAll(async () => {
    t = await createTestApp();
    cookie = await loginAsAdmin(t.app);
    const me = await t.app.inject({ method: 'GET', url: '/api/v1/me', headers: { cookie } });
    adminId = me.json().user._id;
    const db = t.app.vyoma.db;
    otherAdmin = (
      await createUser(db, {
        email: 'ravi@test.example',
        name: 'Ravi Kulkarni',
        phone: null,
        passwordHash: 'x',
      })
    ).id;
    await db.insert(products).values([
      {
        id: productA,
        name: 'Starter Business Website',
        slug: 'starter',
        description: 'x',
        price: 12499,
        stock: 5,
      },
      {
        id: productB,
        name: 'SEO Audit Report',
        slug: 'seo-audit',
        description: 'x',
        price: 4999.5,
        stock: 0,
      },
    ]);
  });
  afterAll(async () => {
    await t?.close();
  });

  it('stores quote lines with the price from the database, whatever the client says', async () => {
    const { _id } = await create({
      lines: [
        { productId: productA, quantity: 2, unitPrice: 1 },
        { productId: productB, quantity: 3, price: 0 },
      ],
    });
    const e = await detail(_id);
    expect(e.lines).toEqual([
      { productId: productA, name: 'Starter Business Website', quantity: 2, unitPrice: 12499 },
      { productId: productB, name: 'SEO Audit Report', quantity: 3, unitPrice: 4999.5 },
    ]);
    expect(e.lineCount).toBe(2);
    expect(e.quoteTotal).toBe(2 * 12499 + 3 * 4999.5);
    expect(e.status).toBe('new');
    // A later price change does not change the quote.
    await t.app.vyoma.db.update(products).set({ price: 99 });
    expect((await detail(_id)).lines[0].unitPrice).toBe(12499);
  });

  it('records attribution and derives the source', async () => {
    const { _id } = await create({
      attribution: {
        page: '/contactUs',
        landingPage: '/webdevelopment?utm_source=LinkedIn&utm_campaign=autumn',
        referrer: 'https://www.linkedin.com/',
        utm: { source: 'LinkedIn', campaign: 'autumn', medium: '' },
      },
    });
    expect((await detail(_id)).attribution).toEqual({
      page: '/contactUs',
      landingPage: '/webdevelopment?utm_source=LinkedIn&utm_campaign=autumn',
      referrer: 'https://www.linkedin.com/',
      utm: { source: 'LinkedIn', medium: null, campaign: 'autumn', term: null, content: null },
      source: 'linkedin',
    });
    const byReferrer = await create({ attribution: { referrer: 'https://www.google.com/search?q=x' } });
    expect((await detail(byReferrer._id)).source).toBe('google.com');
    const own = await create({ attribution: { referrer: `${ORIGIN}/products` } });
    expect((await detail(own._id)).source).toBe('direct');
    const plain = await create({});
    expect((await detail(plain._id)).attribution).toMatchObject({
      page: null,
      landingPage: null,
      source: 'direct',
    });
  });

  it('applies the two-second rule only when the form says when it appeared', async () => {
    const now = Date.now();
    const fast = await create({ message: 'fast', renderedAt: now - 1999, sentAt: now });
    expect(await detail(fast._id)).toMatchObject({ status: 'spam', formElapsedMs: 1999 });
    const human = await create({ message: 'human', renderedAt: now - 2000, sentAt: now });
    expect(await detail(human._id)).toMatchObject({ status: 'new', formElapsedMs: 2000 });
    // No sentAt: the server's clock.
    const noSent = await create({ message: 'no sentAt', renderedAt: Date.now() - 300 });
    expect((await detail(noSent._id)).status).toBe('spam');
    const client = await create({ message: 'plain API client' });
    expect(await detail(client._id)).toMatchObject({ status: 'new', formElapsedMs: null });
  });

  it('refuses bad lines, attribution and times with a 400 message and stores nothing', async () => {
    const before = (await api('GET', '/api/v1/contact')).json().total;
    const cases: [Record<string, unknown>, string][] = [
      [
        { lines: [{ productId: randomUUID(), quantity: 1 }] },
        'Line 1 of your quote is a product that is no longer available. Remove it from your cart and send again.',
      ],
      [{ lines: [{ productId: 'nope', quantity: 1 }] }, 'Each quote line needs the productId of a product'],
      [{ lines: [{ productId: productA, quantity: 0 }] }, 'Quantity must be at least 1'],
      [{ lines: [{ productId: productA, quantity: 1.5 }] }, 'Quantity must be a whole number'],
      [{ lines: [{ productId: productA, quantity: '2' }] }, 'Quantity must be a number'],
      [
        {
          lines: [
            { productId: productA, quantity: 1 },
            { productId: productA, quantity: 2 },
          ],
        },
        'Each product may appear only once in a quote request',
      ],
      [{ lines: 'all of them' }, 'lines must be a list of { productId, quantity }'],
      [{ attribution: 'linkedin' }, 'attribution must be an object'],
      [{ attribution: { utm: { source: 'x'.repeat(201) } } }, 'utm_source must be at most 200 characters'],
      [{ attribution: { page: 42 } }, 'Page must be text'],
      [{ renderedAt: 'yesterday' }, 'renderedAt must be a time in milliseconds'],
      [{ renderedAt: -5 }, 'renderedAt must be a time in milliseconds'],
    ];
    for (const [body, message] of cases) {
      const res = await api('POST', '/api/v1/contact', { ...VISITOR, ...body }, false);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(res.json().message).toBe(message);
    }
    expect((await api('GET', '/api/v1/contact')).json().total).toBe(before);
  });

  it('changes status, assignee and follow-up date; refuses what is not allowed', async () => {
    const { _id } = await create({ message: 'pipeline' });
    const patch = (body: unknown) => api('PATCH', `/api/v1/contact/${_id}`, body);
    const ok = await patch({ status: 'contacted', assigneeId: otherAdmin, followUpOn: '2026-12-01' });
    expect(ok.statusCode, ok.body).toBe(200);
    expect(ok.json().data).toMatchObject({
      status: 'contacted',
      assignee: { _id: otherAdmin, name: 'Ravi Kulkarni', email: 'ravi@test.example' },
      followUpOn: '2026-12-01',
    });
    // Only what is sent changes; '' and null clear.
    expect((await patch({ status: 'quoted' })).json().data).toMatchObject({
      status: 'quoted',
      followUpOn: '2026-12-01',
    });
    expect((await patch({ assigneeId: '', followUpOn: null })).json().data).toMatchObject({
      assignee: null,
      followUpOn: null,
    });

    const refusals: [unknown, number, string][] = [
      [{ status: 'closed' }, 400, 'Status must be one of new, contacted, quoted, won, lost, spam'],
      [{ assigneeId: 'someone' }, 400, 'Choose an administrator'],
      [{ assigneeId: randomUUID() }, 400, 'Choose an administrator'],
      [{ followUpOn: '01/12/2026' }, 400, 'Enter the follow-up date as YYYY-MM-DD'],
      [{ followUpOn: '2026-02-30' }, 400, 'Enter the follow-up date as YYYY-MM-DD'],
      [{}, 400, 'Send a status, an assigneeId, a followUpOn or a value'],
    ];
    for (const [body, status, message] of refusals) {
      const res = await patch(body);
      expect(res.statusCode, JSON.stringify(body)).toBe(status);
      expect(res.json().message).toBe(message);
    }
    expect(await detail(_id)).toMatchObject({ status: 'quoted', assignee: null, followUpOn: null });
    const missing = await api('PATCH', `/api/v1/contact/${randomUUID()}`, { status: 'won' });
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual({ message: 'Message not found' });
  });

  it('adds notes with author and time, oldest first', async () => {
    const { _id } = await create({ message: 'notes' });
    const first = await api('POST', `/api/v1/contact/${_id}/notes`, { text: 'Called, no answer.' });
    expect(first.statusCode).toBe(201);
    expect(first.json().data).toMatchObject({
      text: 'Called, no answer.',
      author: { _id: adminId, name: expect.any(String) },
      createdAt: expect.any(String),
    });
    await api('POST', `/api/v1/contact/${_id}/notes`, { text: 'Sent the quote.' });
    expect((await detail(_id)).notes.map((n: { text: string }) => n.text)).toEqual([
      'Called, no answer.',
      'Sent the quote.',
    ]);
    const empty = await api('POST', `/api/v1/contact/${_id}/notes`, { text: '  ' });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().message).toBe('Note is required');
    expect((await api('POST', `/api/v1/contact/${randomUUID()}/notes`, { text: 'x' })).statusCode).toBe(404);
    expect((await detail(_id)).notes).toHaveLength(2);
  });

  it('refuses anonymous changes and changes nothing', async () => {
    const { _id } = await create({ message: 'guarded' });
    const attempts = [
      api('PATCH', `/api/v1/contact/${_id}`, { status: 'won' }, false),
      api('POST', `/api/v1/contact/${_id}/notes`, { text: 'x' }, false),
      api('POST', '/api/v1/contact/bulk', { action: 'delete', ids: [_id] }, false),
      api('POST', '/api/v1/contact/bulk', { action: 'setStatus', status: 'won', ids: [_id] }, false),
      api('GET', '/api/v1/contact/export.csv', undefined, false),
      api('GET', '/api/v1/contact/report', undefined, false),
      api('GET', '/api/v1/contact/assignees', undefined, false),
      api('GET', `/api/v1/contact/${_id}`, undefined, false),
      api('POST', `/api/v1/contact/${_id}/notification/retry`, undefined, false),
      api('DELETE', `/api/v1/contact/${_id}`, undefined, false),
      api('GET', '/api/v1/contact', undefined, false),
    ];
    const audited = (await api('GET', '/api/v1/admin/audit?action=contact')).json().total;
    for (const res of await Promise.all(attempts)) {
      expect(res.statusCode).toBe(401);
      expect(res.json().message).toEqual(expect.any(String));
    }
    expect(await detail(_id)).toMatchObject({ status: 'new', notes: [] });
    expect((await api('GET', '/api/v1/admin/audit?action=contact')).json().total).toBe(audited);
  });

  it('records every change in the audit log: who, which enquiry, which fields (never the values)', async () => {
    const audit = async (action: string) =>
      (await api('GET', `/api/v1/admin/audit?action=${action}&limit=100`)).json().data as {
        action: string;
        actor: { _id: string | null };
        target: string | null;
        targetLabel: string | null;
        fields: string[];
      }[];
    const { _id } = await create({ name: 'Audit Trail', message: 'audited' });
    expect((await api('PATCH', `/api/v1/contact/${_id}`, { status: 'contacted' })).statusCode).toBe(200);
    const [statusChange] = await audit('contact.update');
    expect(statusChange).toMatchObject({
      action: 'contact.update',
      actor: { _id: adminId },
      target: `contact:${_id}`,
      targetLabel: 'Audit Trail',
      fields: ['status'],
    });
    await api('PATCH', `/api/v1/contact/${_id}`, { assigneeId: otherAdmin, followUpOn: '2026-12-24' });
    expect((await audit('contact.update'))[0]!.fields).toEqual(['assigneeId', 'followUpOn']);
    // A refused change is not recorded.
    expect((await api('PATCH', `/api/v1/contact/${_id}`, { status: 'closed' })).statusCode).toBe(400);
    expect((await audit('contact.update')).filter((e) => e.target === `contact:${_id}`)).toHaveLength(2);

    await api('POST', `/api/v1/contact/${_id}/notes`, { text: 'A private remark about the budget' });
    const [note] = await audit('contact.note');
    expect(note).toMatchObject({ target: `contact:${_id}`, targetLabel: 'Audit Trail', fields: ['note'] });
    expect(JSON.stringify(await audit('contact'))).not.toContain('private remark');

    // Bulk actions: one entry per enquiry they changed.
    const other = await create({ name: 'Second Audit', message: 'audited too' });
    const bulk = (body: unknown) => api('POST', '/api/v1/contact/bulk', body);
    expect((await bulk({ action: 'setStatus', status: 'lost', ids: [_id, other._id] })).json().count).toBe(2);
    const lost = (await audit('contact.update')).slice(0, 2);
    expect(lost.map((e) => e.targetLabel).sort()).toEqual(['Audit Trail', 'Second Audit']);
    expect(lost.every((e) => e.fields.join() === 'status' && e.actor._id === adminId)).toBe(true);
    expect((await bulk({ action: 'delete', ids: [_id, other._id] })).json().count).toBe(2);
    const deleted = await audit('contact.delete');
    expect(deleted.map((e) => e.target).sort()).toEqual([`contact:${_id}`, `contact:${other._id}`].sort());

    // One by one, a deletion names the enquiry too.
    const single = await create({ name: 'Single Delete', message: 'bye' });
    expect((await api('DELETE', `/api/v1/contact/${single._id}`)).statusCode).toBe(200);
    expect((await audit('contact.delete'))[0]).toMatchObject({
      target: `contact:${single._id}`,
      targetLabel: 'Single Delete',
    });
  });

  it('assigns only active administrators', async () => {
    const db = t.app.vyoma.db;
    const gone = (
      await createUser(db, {
        email: 'former@test.example',
        name: 'Former Admin',
        phone: null,
        passwordHash: 'x',
      })
    ).id;
    await db.update(users).set({ active: false }).where(eq(users.id, gone));
    const ids = (await api('GET', '/api/v1/contact/assignees'))
      .json()
      .data.map((a: { _id: string }) => a._id);
    expect(ids).not.toContain(gone);
    const { _id } = await create({ message: 'assign' });
    const res = await api('PATCH', `/api/v1/contact/${_id}`, { assigneeId: gone });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('Choose an administrator');
    expect((await detail(_id)).assignee).toBeNull();
    // What was assigned before the deactivation stays, and saving other fields with it is fine.
    await db.update(users).set({ active: true }).where(eq(users.id, gone));
    expect((await api('PATCH', `/api/v1/contact/${_id}`, { assigneeId: gone })).statusCode).toBe(200);
    await db.update(users).set({ active: false }).where(eq(users.id, gone));
    const kept = await api('PATCH', `/api/v1/contact/${_id}`, { status: 'contacted', assigneeId: gone });
    expect(kept.statusCode, kept.body).toBe(200);
    expect(kept.json().data).toMatchObject({
      status: 'contacted',
      assignee: { _id: gone, name: 'Former Admin' },
    });
  });

  it('lists the administrators who can be assigned', async () => {
    const res = await api('GET', '/api/v1/contact/assignees');
    expect(res.statusCode).toBe(200);
    const ids = res.json().data.map((a: { _id: string }) => a._id);
    expect(ids).toContain(adminId);
    expect(ids).toContain(otherAdmin);
  });
});

describe('enquiry inbox: filters, search, pages, bulk, export, report', () => {
  let t: TestApp;
  let cookie: string;
  let adminId: string;
  const get = (url: string) => t.app.inject({ method: 'GET', url, headers: { cookie } });

  beforeAll(async () => {
    t = await createTestApp();
    cookie = await loginAsAdmin(t.app);
    adminId = (await get('/api/v1/me')).json().user._id;
    // 130 enquiries, one a minute, newest last; every 5th new and assigned, every 7th mentions Textiles.
    const db = t.app.vyoma.db;
    const start = Date.now() - 200 * 60_000;
    for (let i = 0; i < 130; i++) {
      await insertEnquiry(db, {
        name: `Visitor ${i}`,
        email: `v${i}@example.com`,
        phone: '+91 98765 43210',
        message: i % 7 === 0 ? `Need a shop for TEXTILES, =1+1, "quoted" ${i}` : `Hello ${i}`,
        createdAt: new Date(start + i * 60_000),
        status: i % 5 === 0 ? 'new' : 'contacted',
        assigneeId: i % 5 === 0 ? adminId : null,
        source: i % 2 === 0 ? 'linkedin' : 'direct',
      });
    }
  });
  afterAll(async () => {
    await t?.close();
  });

  it('answers the newest 100 without page or limit, with the total', async () => {
    const body = (await get('/api/v1/contact')).json();
    expect(body).toMatchObject({ success: true, total: 130, page: 1, limit: 100, message: '130 message(s)' });
    expect(body.data).toHaveLength(100);
    expect(body.data[0].name).toBe('Visitor 129');
    expect(body.data[99].name).toBe('Visitor 30');
  });

  it('pages on the server', async () => {
    const page3 = (await get('/api/v1/contact?page=3&limit=50')).json();
    expect(page3).toMatchObject({ total: 130, page: 3, limit: 50 });
    expect(page3.data.map((m: { name: string }) => m.name)).toEqual(
      Array.from({ length: 30 }, (_, i) => `Visitor ${29 - i}`),
    );
    expect((await get('/api/v1/contact?page=9&limit=50')).json().data).toEqual([]);
  });

  it('filters by status and assignee, and searches case-insensitively', async () => {
    const fresh = (await get('/api/v1/contact?status=new&limit=200')).json();
    expect(fresh.total).toBe(26);
    expect(fresh.data.every((m: { status: string }) => m.status === 'new')).toBe(true);
    const mine = (await get(`/api/v1/contact?assignee=${adminId}&limit=200`)).json();
    expect(mine.total).toBe(26);
    expect(mine.data[0].assignee).toMatchObject({ _id: adminId });
    expect((await get('/api/v1/contact?assignee=none')).json().total).toBe(104);
    const search = (await get('/api/v1/contact?q=textiles&limit=200')).json();
    expect(search.total).toBe(19);
    expect((await get('/api/v1/contact?q=TEXTILES&status=new')).json().total).toBe(4); // 0, 35, 70, 105
    // The address v12@…, not v120@… to v129@….
    expect(
      (await get('/api/v1/contact?q=v12%40example')).json().data.map((m: { name: string }) => m.name),
    ).toEqual(['Visitor 12']);
    expect((await get('/api/v1/contact?q=100%25')).json().total).toBe(0);
    // LIKE's wildcards are matched literally.
    expect((await get('/api/v1/contact?q=_')).json().total).toBe(0);
    expect((await get('/api/v1/contact?q=%5C')).json().total).toBe(0);
    expect((await get('/api/v1/contact?q=textiles')).json().totalCapped).toBe(false);
  });

  it('refuses bad filters with a 400 message', async () => {
    const cases: [string, string][] = [
      ['status=open', 'Status must be one of new, contacted, quoted, won, lost, spam'],
      ['assignee=bob', 'assignee must be an administrator id or none'],
      ['page=0', 'page must be at least 1'],
      ['limit=500', 'limit must be at most 200'],
      ['limit=ten', 'limit must be a whole number'],
      [`q=${'x'.repeat(201)}`, 'Search must be at most 200 characters'],
      ['q=%00', 'Search must not contain a NUL character'],
      ['q=text%00iles', 'Search must not contain a NUL character'],
    ];
    for (const [query, message] of cases) {
      const res = await get(`/api/v1/contact?${query}`);
      expect(res.statusCode, query).toBe(400);
      expect(res.json().message).toBe(message);
    }
    // The export checks the same filters before its first byte: a 400 with a message, not a cut CSV.
    for (const [query, message] of cases.filter(([q]) => !/^(page|limit)=/.test(q))) {
      const res = await get(`/api/v1/contact/export.csv?${query}`);
      expect(res.statusCode, query).toBe(400);
      expect(res.headers['content-type'], query).toMatch(/^application\/json/);
      expect(res.json().message).toBe(message);
    }
  });

  it('streams every match as CSV with the new columns and formula injection neutralised', async () => {
    const res = await get('/api/v1/contact/export.csv?q=textiles');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-disposition']).toMatch(
      /^attachment; filename="contact-messages-\d{4}-\d{2}-\d{2}\.csv"$/,
    );
    const lines = res.body.split('\r\n');
    expect(lines[0]).toBe(
      '\uFEFFname,email,phone,message,createdAt,status,assignee,followUpOn,quote,quoteTotal,page,landingPage,referrer,utmSource,utmMedium,utmCampaign,utmTerm,utmContent,source,notification',
    );
    expect(lines.filter((l) => l.startsWith('Visitor '))).toHaveLength(19);
    expect(res.body).toContain(
      `Visitor 126,v126@example.com,'+91 98765 43210,"Need a shop for TEXTILES, '=1+1, ""quoted"" 126"`,
    );
    expect(lines[1]).toMatch(/,contacted,,,,,,,,,,,,,linkedin,none$/);
    // Everything, past one read batch (500).
    const all = await get('/api/v1/contact/export.csv');
    expect(all.body.split('\r\n').filter((l) => l.startsWith('Visitor '))).toHaveLength(130);
    const crossSite = await t.app.inject({
      method: 'GET',
      url: '/api/v1/contact/export.csv',
      headers: { cookie, 'sec-fetch-site': 'cross-site' },
    });
    expect(crossSite.statusCode).toBe(403);
  });

  it('changes the status of, and deletes, several at once', async () => {
    const page = (await get('/api/v1/contact?limit=3')).json().data.map((m: { _id: string }) => m._id);
    const post = (payload: unknown) =>
      t.app.inject({
        method: 'POST',
        url: '/api/v1/contact/bulk',
        headers: { cookie, origin: ORIGIN },
        payload: payload as object,
      });
    const won = await post({ action: 'setStatus', status: 'won', ids: page });
    expect(won.statusCode).toBe(200);
    expect(won.json()).toEqual({ success: true, message: '3 messages marked Won.', count: 3 });
    expect((await get('/api/v1/contact?status=won')).json().total).toBe(3);
    for (const [payload, message] of [
      [{ action: 'setStatus', ids: page }, 'Choose a status'],
      [{ action: 'archive', ids: page }, 'action must be setStatus or delete'],
      [{ action: 'delete', ids: [] }, 'Choose at least one enquiry'],
      [{ action: 'delete', ids: ['x'] }, 'ids must be enquiry ids'],
    ] as const) {
      const res = await post(payload);
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toBe(message);
    }
    const deleted = await post({ action: 'delete', ids: [...page, randomUUID()] });
    expect(deleted.json()).toEqual({ success: true, message: '3 messages deleted.', count: 3 });
    expect((await get('/api/v1/contact')).json().total).toBe(127);
    const one = await post({
      action: 'delete',
      ids: [(await get('/api/v1/contact?limit=1')).json().data[0]._id],
    });
    expect(one.json().message).toBe(MESSAGES.contacts.deleted);
  });

  it('reports enquiries per week by source over 12 weeks, without spam', async () => {
    const db = t.app.vyoma.db;
    const weeks = reportWeeks(new Date(), 'Asia/Kolkata', 12);
    const old = new Date(`${weeks[0]}T00:00:00+05:30`);
    await insertEnquiry(db, {
      ...VISITOR,
      createdAt: new Date(old.getTime() + 3_600_000),
      source: 'google.com',
    });
    await insertEnquiry(db, {
      ...VISITOR,
      createdAt: new Date(old.getTime() - 3_600_000),
      source: 'google.com',
    });
    await insertEnquiry(db, { ...VISITOR, status: 'spam', source: 'spam.example' });
    const res = await get('/api/v1/contact/report');
    expect(res.statusCode).toBe(200);
    const { data } = res.json();
    expect(data.weeks).toEqual(weeks);
    expect(data.weeks).toHaveLength(12);
    expect(new Date(`${data.weeks[11]}T00:00:00Z`).getUTCDay()).toBe(1);
    const bySource = Object.fromEntries(
      data.series.map((s: { source: string; total: number }) => [s.source, s.total]),
    );
    // 126 left from the inbox fixtures (within the last week or two) and one google.com inside the range.
    expect(bySource).toEqual({ linkedin: 63, direct: 63, 'google.com': 1 });
    expect(data.series.find((s: { source: string }) => s.source === 'google.com').counts[0]).toBe(1);
    expect(data.total).toBe(127);
    expect(data.totals.reduce((a: number, b: number) => a + b, 0)).toBe(127);
  });
});

describe('enquiry inbox: a search that matches many', () => {
  let t: TestApp;
  let cookie: string;
  const get = (url: string) => t.app.inject({ method: 'GET', url, headers: { cookie } });
  beforeAll(async () => {
    t = await createTestApp();
    cookie = await loginAsAdmin(t.app);
    await t.app.vyoma.db.execute(sql`
      INSERT INTO contact_messages (id, name, email, phone, message, created_at, search_text)
      SELECT gen_random_uuid()::text, 'Bulk ' || i, 'bulk' || i || '@example.com', '9876543210', 'Hello',
        now() - i * interval '1 minute', lower('Bulk ' || i || ' bulk' || i || '@example.com 9876543210 Hello')
      FROM generate_series(1, ${ENQUIRY_SEARCH_COUNT_MAX + 5}) AS i`);
  });
  afterAll(async () => {
    await t?.close();
  });

  it(`counts up to ${ENQUIRY_SEARCH_COUNT_MAX} and says so; the pages stay exact`, async () => {
    const first = (await get('/api/v1/contact?q=bulk&limit=50')).json();
    expect(first).toMatchObject({
      total: ENQUIRY_SEARCH_COUNT_MAX,
      totalCapped: true,
      message: `more than ${ENQUIRY_SEARCH_COUNT_MAX} message(s)`,
    });
    expect(first.data[0].name).toBe('Bulk 1');
    // Past the counted pages the newest-first order goes on.
    const last = (await get('/api/v1/contact?q=bulk&limit=50&page=21')).json();
    expect(last.data.map((m: { name: string }) => m.name)).toEqual(
      Array.from({ length: 5 }, (_, i) => `Bulk ${1001 + i}`),
    );
    // Without a search the count is exact, and a narrow search is exact too.
    expect((await get('/api/v1/contact?limit=1')).json()).toMatchObject({
      total: ENQUIRY_SEARCH_COUNT_MAX + 5,
      totalCapped: false,
    });
    expect((await get('/api/v1/contact?q=bulk100')).json()).toMatchObject({ total: 7, totalCapped: false });
  });
});
