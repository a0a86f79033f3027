/**
 * Staff notification by e-mail through the outbox, against a real SMTP server on loopback
 * (support/smtp.ts: smtp-server receives, mailparser parses). One enquiry → exactly one mail with its
 * fields, quote lines, attribution, admin link and Reply-To; nothing a visitor types adds a header or
 * a recipient; SMTP down → the visitor still gets success and the mail goes out once SMTP is back;
 * bounded attempts, permanent refusals, the admin's retry; the confirmation mail; passwords never shown.
 */
import { Writable } from 'node:stream';
import { MESSAGES, NEUTRAL_SITE_NAME } from '@vyoma/contract';
import { sql } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { freePort } from '../../../testkit/ports.ts';
import type { AppConfig, MailConfig } from '../../src/config.ts';
import { categories, outboxMessages, products } from '../../src/db/schema.ts';
import { createTestApp, loginAsAdmin, ORIGIN, type TestApp } from '../support/app.ts';
import { TestSmtp } from '../support/smtp.ts';

const STAFF = ['sales@vyoma.test', 'owner@vyoma.test'];
const VISITOR = {
  name: 'Asha Verma',
  email: 'asha.verma@example.com',
  phone: '+91 98765 00000',
  message: 'We need an online shop for handmade textiles. <b>Budget</b> & timeline: 3 months.',
};

const mail = (smtpUrl: string, more: Partial<MailConfig> = {}): Partial<AppConfig> => ({
  mail: {
    smtpUrl,
    from: 'Vyoma website <website@vyoma.test>',
    fromAddress: 'no-reply@vyoma.test',
    notify: STAFF,
    autoreply: false,
    retrySeconds: 1,
    maxAttempts: 10,
    ...more,
  },
});

async function send(t: TestApp, body: Record<string, unknown>) {
  const res = await t.app.inject({ method: 'POST', url: '/api/v1/contact', payload: body });
  expect(res.statusCode, res.body).toBe(201);
  expect(res.json()).toEqual({ success: true, message: MESSAGES.contact.success });
}

async function latest(t: TestApp, cookie: string) {
  const list = await t.app.inject({ method: 'GET', url: '/api/v1/contact?limit=1', headers: { cookie } });
  const id = list.json().data[0]._id as string;
  const res = await t.app.inject({ method: 'GET', url: `/api/v1/contact/${id}`, headers: { cookie } });
  return res.json().data;
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** Runs the worker until `check` holds (the scheduler also runs it every few seconds). */
async function until<T>(t: TestApp, check: () => Promise<T | undefined>, timeoutMs = 20_000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    await t.app.vyoma.outbox.drain();
    const value = await check();
    if (value !== undefined) return value;
    if (Date.now() > deadline) throw new Error('condition not met in time');
    await sleep(200);
  }
}

describe('enquiry mail', () => {
  let smtp: TestSmtp;
  let t: TestApp;
  let cookie: string;
  let productId: string;
  beforeAll(async () => {
    smtp = await TestSmtp.start({ auth: { user: 'site', pass: 'smtp-secret-Passw0rd' } });
    t = await createTestApp(mail(smtp.url));
    cookie = await loginAsAdmin(t.app);
    const db = t.app.vyoma.db;
    await db.insert(categories).values({ id: crypto.randomUUID(), name: 'Packages', description: 'x' });
    productId = crypto.randomUUID();
    await db.insert(products).values({
      id: productId,
      name: 'Starter Business Website',
      slug: 'starter-business-website',
      description: 'x',
      price: 12499,
      stock: 5,
    });
  });
  afterAll(async () => {
    await t?.close();
    await smtp?.stop();
  });

  it('sends one mail per enquiry with its fields, quote, attribution, admin link and Reply-To', async () => {
    const before = smtp.mails.length;
    await send(t, {
      ...VISITOR,
      lines: [{ productId, quantity: 2 }],
      attribution: {
        page: '/cart',
        landingPage: '/webdevelopment?utm_source=linkedin&utm_campaign=autumn',
        referrer: 'https://www.linkedin.com/feed/',
        utm: { source: 'linkedin', campaign: 'autumn' },
      },
    });
    const [received] = (await smtp.waitFor(before + 1)).slice(before);
    // The worker marks it sent right after the SMTP server accepted it.
    await t.app.vyoma.outbox.drain();
    const enquiry = await latest(t, cookie);
    const m = received!.mail;

    expect(received!.envelope.to.sort()).toEqual([...STAFF].sort());
    expect(received!.envelope.from).toBe('website@vyoma.test');
    expect(m.from?.value).toEqual([{ address: 'website@vyoma.test', name: 'Vyoma website' }]);
    expect(m.replyTo?.value).toEqual([{ address: VISITOR.email, name: '' }]);
    expect(m.subject).toBe('Quote request from Asha Verma (₹24,998)');
    expect(m.messageId).toMatch(/@outbox\.vyoma>?$/);
    for (const text of [VISITOR.name, VISITOR.email, VISITOR.phone, VISITOR.message])
      expect(m.text).toContain(text);
    expect(m.text).toContain('- 2 × Starter Business Website at ₹12,499 = ₹24,998');
    expect(m.text).toContain('Total: ₹24,998');
    expect(m.text).toContain('Source: linkedin');
    expect(m.text).toContain(
      'First page of the visit: /webdevelopment?utm_source=linkedin&utm_campaign=autumn',
    );
    expect(m.text).toContain('utm_campaign: autumn');
    expect(m.text).toContain(`${ORIGIN}/admin/contact-info/${enquiry._id}`);
    // The HTML part escapes what the visitor typed.
    expect(m.html).toContain('&lt;b&gt;Budget&lt;/b&gt; &amp; timeline');
    expect(m.html).not.toContain('<b>Budget</b>');
    expect(m.html).toContain(`href="${ORIGIN}/admin/contact-info/${enquiry._id}"`);
    expect(m.html).toMatch(/Starter Business Website<\/td><td[^>]*>2<\/td>/);

    // Exactly one: more worker runs send nothing more.
    await t.app.vyoma.outbox.drain();
    await sleep(300);
    expect(smtp.mails.length).toBe(before + 1);
    expect(enquiry.notification).toMatchObject({ state: 'sent', attempts: 1, lastError: null });
    expect(enquiry.notification.sentAt).toEqual(expect.any(String));
  });

  it('says when an enquiry came from a page in another language, and the inbox keeps it (issue 36)', async () => {
    const before = smtp.mails.length;
    await send(t, { ...VISITOR, lang: 'hi' });
    const [received] = (await smtp.waitFor(before + 1)).slice(before);
    expect(received!.mail.text).toContain('Language: Hindi');
    const enquiry = await latest(t, cookie);
    expect(enquiry.lang).toBe('hi');
    // An English one says nothing of it.
    await send(t, { ...VISITOR });
    const [english] = (await smtp.waitFor(before + 2)).slice(before + 1);
    expect(english!.mail.text).not.toContain('Language:');
    expect((await latest(t, cookie)).lang).toBe('en');
  });

  it('lets nothing a visitor types add a header or a recipient', async () => {
    const before = smtp.mails.length;
    await send(t, {
      ...VISITOR,
      name: 'Eve\r\nBcc: victim@evil.example\r\nX-Injected: yes',
      message: 'Hello\r\nBcc: victim2@evil.example\r\n\r\nTo: victim3@evil.example\nCc: victim4@evil.example',
    });
    const [received] = (await smtp.waitFor(before + 1)).slice(before);
    expect(received!.envelope.to.sort()).toEqual([...STAFF].sort());
    const headerNames = [...received!.mail.headers.keys()];
    expect(headerNames).not.toContain('bcc');
    expect(headerNames).not.toContain('cc');
    expect(headerNames).not.toContain('x-injected');
    expect(
      received!.mail.to && !Array.isArray(received!.mail.to)
        ? received!.mail.to.value.map((a) => a.address)
        : [],
    ).toEqual(STAFF);
    expect(received!.mail.subject).toBe('New enquiry from Eve Bcc: victim@evil.example X-Injected: yes');
    const head = received!.raw.split(/\r?\n\r?\n/)[0]!;
    expect(head).not.toMatch(/^(bcc|cc|x-injected):/im);
    expect(head.match(/^to:/gim)).toHaveLength(1);
    // The message is the body, line breaks and all.
    expect(received!.mail.text).toContain('Bcc: victim2@evil.example');
    expect(received!.mail.replyTo?.value).toEqual([{ address: VISITOR.email, name: '' }]);

    // An address that tries the same is refused outright.
    const bad = await t.app.inject({
      method: 'POST',
      url: '/api/v1/contact',
      payload: { ...VISITOR, email: 'asha@example.com\r\nBcc: victim@evil.example' },
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toBe('Enter a valid email address');
  });

  it('sends nothing for spam (filled honeypot, a form sent within 2 s)', async () => {
    const before = smtp.mails.length;
    await send(t, { ...VISITOR, website: 'http://spam.example' });
    const now = Date.now();
    await send(t, { ...VISITOR, message: 'Too fast', renderedAt: now - 800, sentAt: now });
    const spam = await latest(t, cookie);
    expect(spam).toMatchObject({ message: 'Too fast', status: 'spam', formElapsedMs: 800 });
    expect(spam.notification.state).toBe('none');
    await t.app.vyoma.outbox.drain();
    await sleep(300);
    expect(smtp.mails.length).toBe(before);
  });

  it('never shows the SMTP password, in the admin or the log', async () => {
    const lines: string[] = [];
    const logs = new Writable({
      write(chunk, _enc, done) {
        lines.push(String(chunk));
        done();
      },
    });
    const wrong = `smtp://site:${encodeURIComponent('not-the-Secret-9')}@127.0.0.1:${smtp.port}`;
    const other = await createTestApp(mail(wrong, { maxAttempts: 1 }), {
      logger: { level: 'info', stream: logs },
    });
    try {
      const admin = await loginAsAdmin(other.app);
      await send(other, VISITOR);
      const failed = await until(other, async () => {
        const e = await latest(other, admin);
        return e.notification.state === 'failed' ? e : undefined;
      });
      expect(failed.notification.lastError).toMatch(/535|auth|login/i);
      expect(JSON.stringify(failed)).not.toContain('not-the-Secret-9');
      const log = lines.join('');
      expect(log).toContain('enquiry mail failed for good');
      expect(log).not.toContain('not-the-Secret-9');
    } finally {
      await other.close();
    }
  });
});

describe('enquiry mail while SMTP is down', () => {
  let t: TestApp | undefined;
  let smtp: TestSmtp | undefined;
  afterEach(async () => {
    await t?.close();
    await smtp?.stop();
    t = smtp = undefined;
  });

  it('answers the visitor, keeps the enquiry, and sends the mail once SMTP is back', async () => {
    const port = await freePort();
    t = await createTestApp(mail(`smtp://127.0.0.1:${port}`));
    const cookie = await loginAsAdmin(t.app);
    await send(t, VISITOR);
    const pending = await until(t, async () => {
      const e = await latest(t!, cookie);
      return e.notification.attempts >= 1 && e.notification.lastError ? e : undefined;
    });
    expect(pending).toMatchObject({ name: VISITOR.name, status: 'new' });
    expect(pending.notification.state).toBe('pending');
    expect(pending.notification.lastError).toMatch(/ECONNREFUSED|connect/i);
    expect(pending.notification.nextAttemptAt).toEqual(expect.any(String));

    smtp = await TestSmtp.start({ port });
    const sent = await until(t, async () => {
      const e = await latest(t!, cookie);
      return e.notification.state === 'sent' ? e : undefined;
    });
    expect(sent.notification.attempts).toBeGreaterThanOrEqual(2);
    expect(smtp.mails).toHaveLength(1);
    expect(smtp.mails[0]!.mail.subject).toBe('New enquiry from Asha Verma');
    // Later runs, however late (every retry time and lease made past), send nothing more.
    await t.app.vyoma.outbox.drain();
    await t.app.vyoma.db
      .update(outboxMessages)
      .set({ nextAttemptAt: sql`now() - interval '1 day'`, lockedUntil: sql`now() - interval '1 day'` });
    await t.app.vyoma.outbox.drain();
    await sleep(300);
    expect(smtp.mails).toHaveLength(1);
  });

  it('gives up after OUTBOX_MAX_ATTEMPTS, or at once on a permanent refusal, and shows the last error; the admin can send it again', async () => {
    const port = await freePort();
    t = await createTestApp(mail(`smtp://127.0.0.1:${port}`, { maxAttempts: 2 }));
    const cookie = await loginAsAdmin(t.app);
    await send(t, VISITOR);
    const failed = await until(t, async () => {
      const e = await latest(t!, cookie);
      return e.notification.state === 'failed' ? e : undefined;
    });
    expect(failed.notification).toMatchObject({ state: 'failed', attempts: 2, nextAttemptAt: null });
    expect(failed.notification.lastError).toMatch(/ECONNREFUSED|connect/i);
    const retry = () =>
      t!.app.inject({
        method: 'POST',
        url: `/api/v1/contact/${failed._id}/notification/retry`,
        headers: { cookie, origin: ORIGIN },
      });

    // SMTP is back but refuses the recipients (550): failed at the first attempt.
    smtp = await TestSmtp.start({ port, refuseRecipients: true });
    await t.app.vyoma.outbox.drain();
    expect((await latest(t, cookie)).notification.attempts).toBe(2);
    expect((await retry()).statusCode).toBe(200);
    const refused = await until(t, async () => {
      const e = await latest(t!, cookie);
      return e.notification.state === 'failed' ? e : undefined;
    });
    expect(refused.notification.attempts).toBe(1);
    expect(refused.notification.lastError).toMatch(/550/);

    smtp.set({ refuseRecipients: false });
    expect((await retry()).statusCode).toBe(200);
    await smtp.waitFor(1);
    const sent = await until(t, async () => {
      const e = await latest(t!, cookie);
      return e.notification.state === 'sent' ? e : undefined;
    });
    expect(sent.notification).toMatchObject({ attempts: 1, lastError: null });
    expect(smtp.mails).toHaveLength(1);
    expect((await retry()).statusCode).toBe(409);
  });
});

describe('enquiry mail settings', () => {
  let t: TestApp | undefined;
  let smtp: TestSmtp | undefined;
  afterEach(async () => {
    await t?.close();
    await smtp?.stop();
    t = smtp = undefined;
  });

  it('without SMTP_URL sends nothing, breaks nothing, and tells the admin notifications are off', async () => {
    // NOTIFY_EMAILS and ENQUIRY_AUTOREPLY are set, but there is nowhere to send.
    t = await createTestApp({
      mail: {
        smtpUrl: null,
        from: 'x@vyoma.test',
        fromAddress: 'no-reply@vyoma.test',
        notify: STAFF,
        autoreply: true,
        retrySeconds: 1,
        maxAttempts: 10,
      },
    });
    const cookie = await loginAsAdmin(t.app);
    await send(t, VISITOR);
    const list = await t.app.inject({ method: 'GET', url: '/api/v1/contact', headers: { cookie } });
    expect(list.json().notifications).toEqual({ enabled: false, autoreply: false });
    const enquiry = await latest(t, cookie);
    expect(enquiry).toMatchObject({ name: VISITOR.name, status: 'new' });
    expect(enquiry.notification).toEqual({
      state: 'none',
      attempts: 0,
      lastError: null,
      sentAt: null,
      nextAttemptAt: null,
    });
    const one = await t.app.inject({
      method: 'GET',
      url: `/api/v1/contact/${enquiry._id}`,
      headers: { cookie },
    });
    expect(one.json().notifications.enabled).toBe(false);
    // Nothing was queued, so nothing can be sent later either; a retry says why.
    await t.app.vyoma.outbox.drain();
    expect((await t.app.vyoma.db.select().from(outboxMessages)).length).toBe(0);
    const retry = await t.app.inject({
      method: 'POST',
      url: `/api/v1/contact/${enquiry._id}/notification/retry`,
      headers: { cookie, origin: ORIGIN },
    });
    expect(retry.statusCode).toBe(409);
    expect(retry.json().message).toBe('Notifications are off: set SMTP_URL and NOTIFY_EMAILS.');
  });

  it('without SMTP_FROM, mail comes from the site name of the settings, as they are when it is sent', async () => {
    smtp = await TestSmtp.start();
    t = await createTestApp(mail(smtp.url, { from: null, autoreply: true, notify: STAFF }));
    const cookie = await loginAsAdmin(t.app);
    const saved = await t.app.inject({
      method: 'PUT',
      url: '/api/v1/admin/settings',
      headers: { cookie, origin: ORIGIN },
      payload: { siteName: 'Acme "Digital" Ltd', shortName: 'Acme' },
    });
    expect(saved.statusCode).toBe(200);
    await send(t, VISITOR);
    const received = await smtp.waitFor(2);
    for (const { mail: m } of received)
      expect(m.from?.value).toEqual([{ name: 'Acme "Digital" Ltd', address: 'no-reply@vyoma.test' }]);
    const reply = received.find((r) => r.envelope.to.includes(VISITOR.email));
    expect(reply!.mail.subject).toBe('We received your enquiry: Acme "Digital" Ltd');
    expect(reply!.mail.text).toContain('Thank you for contacting Acme "Digital" Ltd.');
  });

  it('ENQUIRY_AUTOREPLY confirms to the visitor, repeating nothing they typed; no NOTIFY_EMAILS, no staff mail', async () => {
    smtp = await TestSmtp.start();
    t = await createTestApp(mail(smtp.url, { autoreply: true, notify: [] }));
    const cookie = await loginAsAdmin(t.app);
    await send(t, { ...VISITOR, name: 'Buy cheap pills at pills.example' });
    const [reply] = await smtp.waitFor(1);
    expect(reply!.envelope.to).toEqual([VISITOR.email]);
    // A test app has no demo content: the site settings hold the neutral name.
    expect(reply!.mail.subject).toBe(`We received your enquiry: ${NEUTRAL_SITE_NAME}`);
    expect(reply!.mail.replyTo).toBeUndefined();
    expect(reply!.mail.text).toContain('will reply within one business day');
    expect(reply!.mail.text).not.toContain('pills');
    expect(reply!.mail.text).not.toContain('handmade textiles');
    const list = await t.app.inject({ method: 'GET', url: '/api/v1/contact', headers: { cookie } });
    expect(list.json().notifications).toEqual({ enabled: false, autoreply: true });
    expect(list.json().data[0].notification.state).toBe('none');
    await t.app.vyoma.outbox.drain();
    await sleep(300);
    expect(smtp.mails).toHaveLength(1);
  });
});
