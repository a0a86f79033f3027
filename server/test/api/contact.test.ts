import { MESSAGES, TOO_MANY_ENQUIRIES } from '@vyoma/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog } from '../../src/db/schema.ts';
import { createTestApp, loginAsAdmin, TEST_ADMIN, type TestApp } from '../support/app.ts';

const valid = {
  name: 'Asha',
  email: 'asha@example.com',
  phone: '+91 98765-43210',
  message: 'Please call me',
};

describe('contact', () => {
  let t: TestApp;
  let cookie: string;
  beforeAll(async () => {
    t = await createTestApp();
    cookie = await loginAsAdmin(t.app);
  });
  afterAll(async () => {
    await t?.close();
  });

  const list = async () =>
    (await t.app.inject({ method: 'GET', url: '/api/v1/contact', headers: { cookie } })).json();

  it('accepts an enquiry and the admin reads it, newest first', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/api/v1/contact', payload: valid });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toEqual({ success: true, message: MESSAGES.contact.success });
    await t.app.inject({ method: 'POST', url: '/api/v1/contact', payload: { ...valid, message: 'Second' } });
    const body = await list();
    expect(body.success).toBe(true);
    expect(typeof body.message).toBe('string');
    expect(body.data.map((m: { message: string }) => m.message)).toEqual(['Second', 'Please call me']);
    expect(body.data[1]).toMatchObject({ ...valid, _id: expect.any(String), createdAt: expect.any(String) });
  });

  it('refuses a language the site does not have, and stores nothing (issue 36)', async () => {
    const before = (await list()).data.length;
    for (const [lang, message] of [
      ['xx', 'The site has no language “xx”'],
      ['HI', 'Language must be a language code such as hi'],
      [42, 'Language must be a language code such as hi'],
    ] as const) {
      const res = await t.app.inject({ method: 'POST', url: '/api/v1/contact', payload: { ...valid, lang } });
      expect(res.statusCode, String(lang)).toBe(400);
      expect(res.json().errors.lang, String(lang)).toBe(message);
    }
    expect((await list()).data.length).toBe(before);
    // One of its languages (shown or not) is kept with the enquiry.
    const hindi = await t.app.inject({
      method: 'POST',
      url: '/api/v1/contact',
      payload: { ...valid, lang: 'hi' },
    });
    expect(hindi.statusCode, hindi.body).toBe(201);
    expect((await list()).data[0].lang).toBe('hi');
  });

  it('drops a filled honeypot silently', async () => {
    const before = (await list()).data.length;
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/v1/contact',
      payload: { ...valid, website: 'http://spam' },
    });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toEqual({ success: true, message: MESSAGES.contact.success });
    expect((await list()).data.length).toBe(before);
  });

  it('validates every field', async () => {
    const before = (await list()).data.length;
    const cases: [Record<string, unknown>, string][] = [
      [{ ...valid, name: '' }, 'Name is required'],
      [{ ...valid, email: 'not-an-email' }, 'Enter a valid email address'],
      [{ ...valid, phone: 'call me' }, 'Enter a valid phone number (digits, spaces, +, - and brackets)'],
      [{ ...valid, message: '   ' }, 'Message is required'],
      [{ ...valid, message: 'x'.repeat(6000) }, 'Message must be at most 5000 characters'],
    ];
    for (const [payload, message] of cases) {
      const res = await t.app.inject({ method: 'POST', url: '/api/v1/contact', payload });
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toBe(message);
    }
    const text = await t.app.inject({
      method: 'POST',
      url: '/api/v1/contact',
      headers: { 'content-type': 'text/plain' },
      payload: 'hello',
    });
    expect(text.statusCode).toBe(400);
    const xml = await t.app.inject({
      method: 'POST',
      url: '/api/v1/contact',
      headers: { 'content-type': 'application/xml' },
      payload: '<a/>',
    });
    expect(xml.statusCode).toBe(400);
    // From a Hindi page (its script sends the page's language): the same checks, in Hindi.
    const hindi = await t.app.inject({
      method: 'POST',
      url: '/api/v1/contact',
      headers: { 'accept-language': 'hi' },
      payload: { ...valid, name: '', message: 'x'.repeat(6000) },
    });
    expect(hindi.statusCode).toBe(400);
    expect(hindi.headers['content-language']).toBe('hi');
    expect(hindi.headers.vary).toContain('Accept-Language');
    expect(hindi.json()).toEqual({
      message: 'नाम भरना ज़रूरी है',
      errors: { name: 'नाम भरना ज़रूरी है', message: 'संदेश में ज़्यादा से ज़्यादा 5000 अक्षर हो सकते हैं' },
    });
    expect((await list()).data.length).toBe(before);
  });

  it('reading and deleting messages needs an admin', async () => {
    const anon = await t.app.inject({ method: 'GET', url: '/api/v1/contact' });
    expect(anon.statusCode).toBe(401);
    expect(anon.json()).toEqual({ message: 'Please log in as an administrator.' });
    const id = (await list()).data[0]._id;
    const del = await t.app.inject({ method: 'DELETE', url: `/api/v1/contact/${id}` });
    expect(del.statusCode).toBe(401);
    expect((await list()).data.some((m: { _id: string }) => m._id === id)).toBe(true);
  });

  it('a CSV export (personal data) is audited with the filters it used; an anonymous one is refused and not', async () => {
    const exports = () => t.app.vyoma.db.select().from(auditLog).where(eq(auditLog.action, 'contact.export'));
    const anonymous = await t.app.inject({ method: 'GET', url: '/api/v1/contact/export.csv' });
    expect(anonymous.statusCode).toBe(401);
    expect(await exports()).toEqual([]);
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/v1/contact/export.csv?status=new&q=call',
      headers: { cookie },
    });
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('Please call me');
    const [entry, more] = await exports();
    expect(more).toBeUndefined();
    expect(entry).toMatchObject({ actorEmail: TEST_ADMIN.email, fields: ['q', 'status'], target: null });
    expect(entry!.ip).toBeTruthy();
  });

  it('deletes a message; unknown and malformed ids are 404', async () => {
    const id = (await list()).data[0]._id;
    const del = await t.app.inject({ method: 'DELETE', url: `/api/v1/contact/${id}`, headers: { cookie } });
    expect(del.statusCode).toBe(200);
    expect(del.json()).toEqual({ success: true, message: MESSAGES.contacts.deleted });
    expect((await list()).data.some((m: { _id: string }) => m._id === id)).toBe(false);
    for (const bad of [id, 'zzz']) {
      const again = await t.app.inject({
        method: 'DELETE',
        url: `/api/v1/contact/${bad}`,
        headers: { cookie },
      });
      expect(again.statusCode).toBe(404);
      expect(again.json()).toEqual({ message: 'Message not found' });
    }
  });
});

describe('contact rate limit', () => {
  it('answers 429 with a JSON message past the per-minute limit', async () => {
    const t = await createTestApp({ contactRateLimitPerMinute: 2 });
    try {
      const codes: number[] = [];
      let last: { message?: string } = {};
      for (let i = 0; i < 3; i++) {
        const r = await t.app.inject({ method: 'POST', url: '/api/v1/contact', payload: valid });
        codes.push(r.statusCode);
        last = r.json();
      }
      expect(codes).toEqual([201, 201, 429]);
      expect(last.message).toBe(TOO_MANY_ENQUIRIES);
      // The limit, said in Hindi to a Hindi page.
      const hindi = await t.app.inject({
        method: 'POST',
        url: '/api/v1/contact',
        headers: { 'accept-language': 'hi' },
        payload: valid,
      });
      expect(hindi.statusCode).toBe(429);
      expect(hindi.json().message).toBe('आपने थोड़ी ही देर में कई संदेश भेजे हैं। कृपया एक मिनट बाद फिर कोशिश करें।');
    } finally {
      await t.close();
    }
  });
});
