/**
 * Webhooks (issue 28) against a real HTTP receiver on loopback: every event delivered once where its
 * change happens (a scheduled post going live too), each signature verified with the
 * `standardwebhooks` package; a receiver that fails three times gets the same webhook-id on the
 * fourth; a delivery claimed by a process that died is sent after the claim is released; refused
 * targets (loopback, private, metadata, http://, credentials, redirects) without the allow flag, at
 * save time and at connection time; answers kept to a kilobyte; redeliver (at once, even while a
 * retry waits, one attempt at a time) and test event; an unpublish sends what was public; a
 * subscription turned off after its failures span WEBHOOK_DISABLE_AFTER_HOURS, with a mail to the
 * admins; a rolled-back change sends nothing; deleting an enquiry or erasing an applicant takes
 * their deliveries; retention. The form and application events (issue 29) are among every event.
 */
import { ENQUIRY_STATUSES, WEBHOOK_EVENT_NAMES } from '@vyoma/contract';
import { and, eq, sql } from 'drizzle-orm';
import { Webhook as Verifier } from 'standardwebhooks';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pdf } from '../../../testkit/documents.ts';
import { blogs, jobOpenings, outboxMessages, webhooks } from '../../src/db/schema.ts';
import { postWebhook, WebhookHttpError } from '../../src/modules/webhooks/http.ts';
import { emitWebhook, WEBHOOK } from '../../src/modules/webhooks/index.ts';
import {
  createProductWithImage,
  createTestApp,
  libraryImage,
  loginAsAdmin,
  multipart,
  postForm,
  TEST_ADMIN,
  type TestApp,
} from '../support/app.ts';
import { TestSmtp } from '../support/smtp.ts';
import { WebhookReceiver } from '../support/webhook-receiver.ts';

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
async function until(check: () => boolean | Promise<boolean>, timeoutMs = 20_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error('condition not met in time');
    await sleep(25);
  }
}

const OPENING = {
  title: 'Webhook Engineer',
  department: 'Engineering',
  location: 'Pune',
  remote: true,
  employmentType: 'FULL_TIME',
  experience: '2+ years',
  description: { type: 'doc', content: [{ type: 'paragraph', content: [{ type: 'text', text: 'Hooks.' }] }] },
  apply: { kind: 'email', target: 'jobs@acme.example' },
  closesOn: null,
  status: 'open',
};

describe('webhooks', () => {
  let t: TestApp;
  let cookie: string;
  const receiver = new WebhookReceiver();
  let smtp: TestSmtp;

  const api = (method: string, url: string, payload?: object) =>
    t.app.inject({
      method: method as 'GET',
      url,
      headers: { cookie },
      ...(payload ? { payload } : {}),
    });
  const subscribe = async (path: string, body: Record<string, unknown> = {}) => {
    const res = await api('POST', '/api/v1/admin/webhooks', {
      url: receiver.url(path),
      events: WEBHOOK_EVENT_NAMES,
      ...body,
    });
    expect(res.statusCode, res.body).toBe(201);
    return res.json().data as { _id: string; secret: string; url: string };
  };
  /** A post made through the admin API (published unless `fields` say otherwise); its id. */
  const createPost = async (fields: Record<string, string>) => {
    const post = await multipart(postForm(await libraryImage(t.app, cookie), fields));
    const created = await t.app.inject({
      method: 'POST',
      url: '/api/v1/blogs',
      headers: { ...post.headers, cookie },
      payload: post.payload,
    });
    expect(created.statusCode, created.body).toBe(201);
    return created.json().data._id as string;
  };
  /** A job application through the public API (multipart, as the page's form sends it); its id. */
  const applyTo = async (slug: string, name: string, email: string) => {
    const body = await multipart([
      ['name', name],
      ['email', email],
      ['phone', '+91 98765 43210'],
      ['consent', 'true'],
      ['cv', { filename: 'cv.pdf', data: pdf(), type: 'application/pdf' }],
    ]);
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/v1/jobs/${slug}/applications`,
      headers: body.headers,
      payload: body.payload,
    });
    expect(res.statusCode, res.body).toBe(201);
    return res.json().data._id as string;
  };
  const deliveries = async (id: string) =>
    (await api('GET', `/api/v1/admin/webhooks/${id}/deliveries`)).json().data;
  /** Makes every waiting delivery due now, as if its backoff had passed, and sends. */
  const retryNow = async () => {
    await t.app.vyoma.db
      .update(outboxMessages)
      .set({ nextAttemptAt: sql`now()` })
      .where(and(eq(outboxMessages.kind, WEBHOOK.name), eq(outboxMessages.state, 'pending')));
    await t.app.vyoma.outbox.drain(WEBHOOK);
  };
  const verify = (secret: string, r: { headers: Record<string, unknown>; body: string }) =>
    new Verifier(secret).verify(r.body, r.headers as Record<string, string>) as {
      type: string;
      timestamp: string;
      data: Record<string, unknown>;
    };

  beforeAll(async () => {
    await receiver.start();
    smtp = await TestSmtp.start();
    t = await createTestApp(
      {
        webhooks: { allowPrivate: true, disableAfterHours: 72, retentionDays: 30 },
        // Mail to the admins when a webhook is turned off; no enquiry notifications.
        mail: {
          smtpUrl: smtp.url,
          from: 'Vyoma website <website@vyoma.test>',
          fromAddress: 'no-reply@vyoma.test',
          notify: [],
          autoreply: false,
          retrySeconds: 1,
          maxAttempts: 10,
        },
      },
      { scheduler: { manual: true } },
    );
    cookie = await loginAsAdmin(t.app);
  });
  afterAll(async () => {
    await t?.close();
    await receiver.stop();
    await smtp?.stop();
  });

  it('deliver every event once where its change happens, signed so standardwebhooks verifies it', async () => {
    const hook = await subscribe('/all');
    expect(hook.secret).toMatch(/^whsec_[A-Za-z0-9+/]{43}=$/);
    // enquiry.created (the public form), enquiry.updated (status, then assignee).
    const sent = await t.app.inject({
      method: 'POST',
      url: '/api/v1/contact',
      payload: { name: 'Asha Rao', email: 'asha@example.com', phone: '9876543210', message: 'Need a site' },
    });
    expect(sent.statusCode).toBe(201);
    const enquiryId = (await api('GET', '/api/v1/contact')).json().data[0]._id;
    expect((await api('PATCH', `/api/v1/contact/${enquiryId}`, { status: 'contacted' })).statusCode).toBe(
      200,
    );
    // A save that changes neither status nor assignee is no event.
    expect(
      (await api('PATCH', `/api/v1/contact/${enquiryId}`, { followUpOn: '2031-01-01' })).statusCode,
    ).toBe(200);
    // post.published (created published), post.unpublished (deleted).
    const postId = await createPost({ title: 'Hooked post' });
    expect((await api('DELETE', `/api/v1/blogs/${postId}`)).statusCode).toBe(200);
    // product.published, product.unpublished (deleted).
    const product = await createProductWithImage(
      t.app,
      cookie,
      { category: 'Hooks', product: 'Hooked product' },
      { width: 20, height: 20 },
    );
    expect((await api('DELETE', `/api/v1/admin/product/${product._id}`)).statusCode).toBe(200);
    // job.opened, job.closed.
    const job = await api('POST', '/api/v1/admin/jobs', OPENING);
    expect(job.statusCode, job.body).toBe(201);
    const jobId = job.json().data._id;
    // application.created (applied on the site), application.updated (stage, then assignee; a
    // rating alone is no event).
    const applicationId = await applyTo(job.json().data.slug, 'Ravi Kumar', 'ravi@example.com');
    const move = (patch: object) => api('PATCH', `/api/v1/admin/applications/${applicationId}`, patch);
    expect((await move({ stage: 'screening' })).statusCode).toBe(200);
    expect((await move({ rating: 4 })).statusCode).toBe(200);
    expect(
      (await api('PUT', `/api/v1/admin/jobs/${jobId}`, { ...OPENING, status: 'closed' })).statusCode,
    ).toBe(200);
    // form.submitted (beside the enquiry.created every entry is).
    const form = await api('POST', '/api/v1/admin/forms', {
      title: 'Audit request',
      fields: [
        { key: 'name', type: 'text', label: 'Name', required: true },
        { key: 'email', type: 'email', label: 'E-mail', required: true },
      ],
    });
    expect(form.statusCode, form.body).toBe(201);
    const entry = await t.app.inject({
      method: 'POST',
      url: `/api/v1/forms/${form.json().data.slug}/entries`,
      payload: { values: { name: 'Meera Shah', email: 'meera@example.com' } },
    });
    expect(entry.statusCode, entry.body).toBe(201);

    const expected = [
      'enquiry.created',
      'enquiry.updated',
      'post.published',
      'post.unpublished',
      'product.published',
      'product.unpublished',
      'job.opened',
      'job.closed',
      'form.submitted',
      'application.created',
      'application.updated',
    ];
    expect([...WEBHOOK_EVENT_NAMES].sort()).toEqual([...expected].sort());
    // The form's entry is an enquiry too: a second enquiry.created.
    const sentTypes = [...expected, 'enquiry.created'].sort();
    await until(() => receiver.on('/all').length >= sentTypes.length);
    await t.app.vyoma.outbox.drain(WEBHOOK);
    const got = receiver.on('/all').map((r) => ({ ...verify(hook.secret, r), id: r.headers['webhook-id'] }));
    expect(got.map((g) => g.type).sort()).toEqual(sentTypes);
    const byType = Object.fromEntries(got.map((g) => [g.type, g]));
    expect(got.filter((g) => g.type === 'enquiry.created').map((g) => g.data._id)).toContain(
      entry.json().data._id,
    );
    expect(byType['form.submitted']!.data).toMatchObject({
      _id: entry.json().data._id,
      name: 'Meera Shah',
      form: { _id: form.json().data._id, title: 'Audit request' },
    });
    expect(byType['application.created']!.data).toMatchObject({
      _id: applicationId,
      name: 'Ravi Kumar',
      stage: 'new',
      job: { _id: jobId },
      cv: { name: 'cv.pdf' },
    });
    expect(byType['application.updated']!.data).toMatchObject({
      _id: applicationId,
      stage: 'screening',
      changed: { stage: { from: 'new', to: 'screening' } },
    });
    expect(got.find((g) => g.type === 'enquiry.created' && g.data._id === enquiryId)!.data).toMatchObject({
      _id: enquiryId,
      name: 'Asha Rao',
      status: 'new',
    });
    expect(byType['enquiry.updated']!.data).toMatchObject({
      _id: enquiryId,
      status: 'contacted',
      changed: { status: { from: 'new', to: 'contacted' } },
    });
    expect(byType['post.published']!.data).toMatchObject({
      _id: postId,
      title: 'Hooked post',
      status: 'published',
    });
    expect(byType['post.unpublished']!.data).toMatchObject({ _id: postId, deleted: true });
    expect(byType['product.published']!.data).toMatchObject({ _id: product._id, name: 'Hooked product' });
    expect(byType['job.opened']!.data).toMatchObject({ _id: jobId, open: true });
    expect(byType['job.closed']!.data).toMatchObject({ _id: jobId, open: false, status: 'closed' });
    for (const g of got) expect(Date.parse(g.timestamp)).not.toBeNaN();
    // The log lists each with the receiver's answer; its id is the webhook-id.
    const log = await deliveries(hook._id);
    expect(log).toHaveLength(sentTypes.length);
    for (const d of log) {
      expect(d).toMatchObject({
        status: 'sent',
        attempts: 1,
        responseStatus: 200,
        response: 'ok',
        error: null,
      });
      expect(d.durationMs).toEqual(expect.any(Number));
      expect(got.map((g) => g.id)).toContain(d._id);
    }
    await api('DELETE', `/api/v1/admin/webhooks/${hook._id}`);
  });

  it('send post.published when a scheduled post goes live, and nothing for a rolled-back change', async () => {
    const hook = await subscribe('/scheduled', { events: ['post.published'] });
    const later = new Date(Date.now() + 3_600_000).toISOString();
    const id = await createPost({ title: 'Goes live later', status: 'scheduled', publishAt: later });
    await t.app.vyoma.db
      .update(blogs)
      .set({ publishAt: new Date(Date.now() - 1000) })
      .where(eq(blogs.id, id));
    await t.app.scheduler.runNow('publish-scheduled');
    await until(() => receiver.on('/scheduled').length === 1);
    expect(verify(hook.secret, receiver.on('/scheduled')[0]!).data).toMatchObject({
      _id: id,
      status: 'published',
    });

    await expect(
      t.app.vyoma.db.transaction(async (tx) => {
        expect(await emitWebhook(tx, 'post.published', { _id: 'x' })).toBe(1);
        throw new Error('the change failed');
      }),
    ).rejects.toThrow('the change failed');
    await t.app.vyoma.outbox.drain(WEBHOOK);
    expect(receiver.on('/scheduled')).toHaveLength(1);
    expect(await deliveries(hook._id)).toHaveLength(1);
  });

  it('send post.published and post.unpublished for a post’s Hindi version, naming its language, on schedule too', async () => {
    const id = await createPost({ title: 'Has a Hindi version' });
    // Subscribed once the English post is live: what follows is the Hindi version's.
    await t.app.vyoma.outbox.drain(WEBHOOK);
    const hook = await subscribe('/hindi', { events: ['post.published', 'post.unpublished'] });
    const post = (await api('GET', `/api/v1/blogs/${id}`)).json().data as { content: { _id: string }[] };
    const doc = { type: 'doc', content: [{ type: 'paragraph', content: [{ type: 'text', text: 'एक' }] }] };
    const url = `/api/v1/blogs/${id}/translations/hi`;
    const words = {
      title: 'हिन्दी में भी',
      heading: 'शीर्षक',
      description: 'सार',
      content: [{ _id: post.content[0]!._id, heading: 'पहला', body: doc }],
      slug: 'hindi-mein-bhi',
    };
    // A draft says nothing; scheduled, nothing until it goes live.
    expect((await api('PUT', url, words)).statusCode).toBe(200);
    const later = new Date(Date.now() + 3_600_000).toISOString();
    expect(
      (await api('PUT', url, { ...words, status: 'scheduled', publishAt: later, version: 1 })).statusCode,
    ).toBe(200);
    await t.app.vyoma.outbox.drain(WEBHOOK);
    expect(receiver.on('/hindi')).toHaveLength(0);
    await t.app.vyoma.db.execute(
      sql`update blogs_translations set publish_at = now() - interval '1 second' where item_id = ${id}`,
    );
    await t.app.scheduler.runNow('publish-scheduled');
    await until(() => receiver.on('/hindi').length === 1);
    const live = verify(hook.secret, receiver.on('/hindi')[0]!);
    expect(live.type).toBe('post.published');
    expect(live.data).toMatchObject({ _id: id, lang: 'hi', title: 'हिन्दी में भी', status: 'published' });
    // Its deletion unpublishes it in that language, the English post untouched.
    expect((await api('DELETE', url)).statusCode).toBe(200);
    await until(() => receiver.on('/hindi').length === 2);
    const gone = verify(hook.secret, receiver.on('/hindi')[1]!);
    expect(gone.type).toBe('post.unpublished');
    expect(gone.data).toMatchObject({ _id: id, lang: 'hi', deleted: true });
    expect(receiver.on('/hindi')).toHaveLength(2);
  });

  it('send what was public when a post or product is unpublished with an edit in the same save', async () => {
    const events = ['post.unpublished', 'product.unpublished'];
    const hook = await subscribe('/unpublished', { events });
    await subscribe('/unpublished-slack', { events, format: 'slack' });
    const postId = await createPost({ title: 'Public title', 'content[0][description]': 'Public body' });
    const edit = await multipart(
      postForm(await libraryImage(t.app, cookie), {
        title: 'Secret new title',
        'content[0][description]': 'Secret new body',
        slug: 'secret-new-slug',
        status: 'draft',
      }),
    );
    const saved = await t.app.inject({
      method: 'PUT',
      url: `/api/v1/blogs/${postId}`,
      headers: { ...edit.headers, cookie },
      payload: edit.payload,
    });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json().data).toMatchObject({ title: 'Secret new title', status: 'draft' });
    const product = await createProductWithImage(
      t.app,
      cookie,
      { category: 'Unpublished', product: 'Public product' },
      { width: 20, height: 20 },
    );
    const renamed = await api('PUT', `/api/v1/admin/product/${product._id}`, {
      name: 'Secret product',
      description: 'Secret description',
      price: 1,
      stock: 1,
      status: 'draft',
    });
    expect(renamed.statusCode, renamed.body).toBe(200);

    await until(
      () => receiver.on('/unpublished').length === 2 && receiver.on('/unpublished-slack').length === 2,
    );
    const got = receiver.on('/unpublished').map((r) => verify(hook.secret, r));
    expect(got.find((g) => g.type === 'post.unpublished')!.data).toMatchObject({
      _id: postId,
      title: 'Public title',
      slug: 'public-title',
    });
    expect(got.find((g) => g.type === 'product.unpublished')!.data).toMatchObject({
      _id: product._id,
      name: 'Public product',
      description: 'A product with a picture',
    });
    const slack = receiver.on('/unpublished-slack').map((r) => r.body);
    expect(slack.join('\n')).toContain('Public title');
    expect(slack.join('\n')).toContain('Public product');
    for (const body of [...receiver.on('/unpublished').map((r) => r.body), ...slack])
      expect(body).not.toMatch(/Secret|secret-new-slug/);
  });

  it('retry a failing receiver with the same webhook-id until it answers, and lose nothing when a sender dies mid-delivery', async () => {
    receiver.answers.set('/flaky', [
      { status: 500, body: 'down 1' },
      { status: 503, body: 'down 2' },
      { status: 502, body: 'down 3' },
      { status: 200, body: 'finally' },
    ]);
    const hook = await subscribe('/flaky');
    const test = await api('POST', `/api/v1/admin/webhooks/${hook._id}/test`);
    expect(test.statusCode, test.body).toBe(202);
    const id = test.json().data._id;
    for (const attempt of [1, 2, 3]) {
      await until(async () => (await deliveries(hook._id))[0].response === `down ${attempt}`);
      const [d] = await deliveries(hook._id);
      expect(d).toMatchObject({ status: 'pending', responseStatus: [500, 503, 502][attempt - 1] });
      expect(d.response).toBe(`down ${attempt}`);
      expect(Date.parse(d.nextAttemptAt)).toBeGreaterThan(Date.now() + 20_000);
      await retryNow();
    }
    await until(async () => (await deliveries(hook._id))[0].status === 'sent');
    const attempts = receiver.on('/flaky');
    expect(attempts).toHaveLength(4);
    for (const r of attempts) {
      expect(r.headers['webhook-id']).toBe(id);
      expect(verify(hook.secret, r).type).toBe('webhook.test');
    }
    expect((await deliveries(hook._id))[0]).toMatchObject({
      attempts: 4,
      responseStatus: 200,
      response: 'finally',
    });
    // The failure run ended with the success.
    const [row] = await t.app.vyoma.db.select().from(webhooks).where(eq(webhooks.id, hook._id));
    expect(row!.failingSince).toBeNull();

    // A process claimed a delivery and died before it was sent: released (the embedded database at
    // start) or its lease run out (PostgreSQL), it goes out with the same id.
    receiver.answers.set('/crash', [{ status: 200, body: 'after the crash' }]);
    const crash = await subscribe('/crash');
    const dead = await t.app.vyoma.db.transaction(async (tx) => {
      const [q] = await tx
        .insert(outboxMessages)
        .values({
          id: crypto.randomUUID(),
          kind: WEBHOOK.name,
          ref: `webhook:${crash._id}`,
          payload: {
            webhookId: crash._id,
            type: 'webhook.test',
            timestamp: new Date().toISOString(),
            data: {},
          },
          attempts: 1,
          lockedUntil: new Date(Date.now() + 600_000),
        })
        .returning();
      return q!;
    });
    await t.app.vyoma.outbox.drain(WEBHOOK);
    expect(receiver.on('/crash')).toHaveLength(0);
    if (t.app.vyoma.database.kind === 'pglite') expect(await t.app.vyoma.outbox.releaseClaims()).toBe(1);
    else
      await t.app.vyoma.db
        .update(outboxMessages)
        .set({ lockedUntil: sql`now() - interval '1 second'` })
        .where(eq(outboxMessages.id, dead.id));
    await t.app.vyoma.outbox.drain(WEBHOOK);
    expect(receiver.on('/crash').map((r) => r.headers['webhook-id'])).toEqual([dead.id]);
  });

  it('redeliver any delivery at once with the same id, never two attempts at the same moment, and keep a kilobyte of a large answer', async () => {
    receiver.answers.set('/big', [{ status: 200, body: 'x'.repeat(200_000) }]);
    const hook = await subscribe('/big');
    const test = await api('POST', `/api/v1/admin/webhooks/${hook._id}/test`);
    const id = test.json().data._id;
    await until(async () => (await deliveries(hook._id))[0].status === 'sent');
    expect((await deliveries(hook._id))[0].response).toBe('x'.repeat(1024));
    const again = await api('POST', `/api/v1/admin/webhooks/${hook._id}/deliveries/${id}/redeliver`);
    expect(again.statusCode, again.body).toBe(202);
    await until(() => receiver.on('/big').length === 2);
    expect(receiver.on('/big').map((r) => r.headers['webhook-id'])).toEqual([id, id]);
    // Another subscription's path does not reach it.
    const other = await subscribe('/other');
    expect(
      (await api('POST', `/api/v1/admin/webhooks/${other._id}/deliveries/${id}/redeliver`)).statusCode,
    ).toBe(404);

    // Waiting for its next attempt (30 s away), as after a receiver's failure: tried again at once,
    // with the same id, its attempts starting over (issue 33 item 10).
    receiver.answers.set('/other', [
      { status: 500, body: 'not now' },
      { status: 200, body: 'fixed', delayMs: 800 },
    ]);
    await api('POST', `/api/v1/admin/webhooks/${other._id}/test`);
    await until(async () => (await deliveries(other._id))[0].response === 'not now');
    const [waiting] = await deliveries(other._id);
    expect(waiting).toMatchObject({ status: 'pending', attempts: 1 });
    expect(Date.parse(waiting.nextAttemptAt)).toBeGreaterThan(Date.now() + 20_000);
    const redeliver = () =>
      api('POST', `/api/v1/admin/webhooks/${other._id}/deliveries/${waiting._id}/redeliver`);
    const now = await redeliver();
    expect(now.statusCode, now.body).toBe(202);
    await until(async () => (await deliveries(other._id))[0].status === 'sent');
    expect((await deliveries(other._id))[0]).toMatchObject({ attempts: 1, response: 'fixed' });
    expect(receiver.on('/other').map((r) => r.headers['webhook-id'])).toEqual([waiting._id, waiting._id]);

    // Two clicks at once: one attempt. A click while that attempt is in flight (claimed, as the
    // automatic retry claims it) is refused and sends nothing.
    const clicks = await Promise.all([redeliver(), redeliver()]);
    expect(clicks.map((c) => c.statusCode).filter((s) => s === 202).length).toBeGreaterThan(0);
    for (const c of clicks) expect([202, 409]).toContain(c.statusCode);
    await until(() => receiver.on('/other').length === 3);
    const busy = await redeliver();
    expect(busy.statusCode).toBe(409);
    expect(busy.json().message).toBe('This delivery is being sent right now: see how it went in a moment.');
    await until(async () => (await deliveries(other._id))[0].status === 'sent');
    await t.app.vyoma.outbox.drain(WEBHOOK);
    await sleep(100);
    expect(receiver.on('/other')).toHaveLength(3);
    expect((await deliveries(other._id))[0]).toMatchObject({ status: 'sent', attempts: 1 });
    await api('DELETE', `/api/v1/admin/webhooks/${other._id}`);
  });

  it('give up on a receiver that does not answer within the timeout', async () => {
    receiver.answers.set('/hang', ['hang']);
    const started = Date.now();
    const err = await postWebhook(
      receiver.url('/hang'),
      '{}',
      {},
      { allowPrivate: true, timeoutMs: 300 },
    ).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(WebhookHttpError);
    expect((err as WebhookHttpError).message).toBe('no complete answer within 300 ms');
    expect(Date.now() - started).toBeLessThan(9000);
  });

  it('refuse private, loopback and metadata targets, http:// and credentials without the flag, at save time and at connection time', async () => {
    const config = t.app.vyoma.config;
    config.webhooks.allowPrivate = false;
    try {
      const refused: [string, RegExp][] = [
        [`http://example.com/hook`, /must start with https:\/\//],
        [`https://127.0.0.1:${receiver.port}/`, /127\.0\.0\.1, a loopback address/],
        ['https://10.1.2.3/hook', /a private network address/],
        ['https://192.168.1.20/hook', /a private network address/],
        ['https://169.254.169.254/latest/meta-data/', /the cloud metadata address/],
        ['https://[::1]/hook', /a loopback address/],
        ['https://[::ffff:127.0.0.1]/hook', /a loopback address/],
        // IPv4-compatible IPv6 (saved as [::7f00:1] before issue 33) is the IPv4 address it carries.
        [
          'https://[::127.0.0.1]/hook',
          /^The URL points at ::7f00:1, a loopback address \(127\.0\.0\.1 inside/,
        ],
        ['https://[fd00:ec2::254]/', /the cloud metadata address/],
        ['https://localhost/hook', /localhost, a loopback address/],
        ['https://user:secret@example.com/hook', /user name or password/],
        ['ftp://example.com/', /must start with https:\/\//],
        ['not a url', /not a valid address/],
      ];
      for (const [url, message] of refused) {
        const res = await api('POST', '/api/v1/admin/webhooks', { url, events: ['enquiry.created'] });
        expect(res.statusCode, url).toBe(400);
        expect(res.json().message, url).toMatch(message);
        expect(res.json().errors.url, url).toMatch(message);
      }
      expect((await t.app.vyoma.db.select().from(webhooks).where(sql`url like '%10.1.2.3%'`)).length).toBe(0);

      // Saved while allowed, then the flag is off (or DNS now says loopback): refused when connecting,
      // before any byte reaches the receiver, and failed at once.
      const [row] = await t.app.vyoma.db
        .insert(webhooks)
        .values({
          id: crypto.randomUUID(),
          url: `https://localhost:${receiver.port}/rebound`,
          events: ['enquiry.created'],
          secret: t.app.vyoma.secrets.seal('whsec_c2VjcmV0c2VjcmV0c2VjcmV0c2VjcmV0c2VjcmV0'),
        })
        .returning();
      const test = await api('POST', `/api/v1/admin/webhooks/${row!.id}/test`);
      expect(test.statusCode).toBe(202);
      await until(async () => (await deliveries(row!.id))[0].status === 'failed');
      expect((await deliveries(row!.id))[0].error).toMatch(/loopback address/);
      expect(receiver.on('/rebound')).toHaveLength(0);
    } finally {
      config.webhooks.allowPrivate = true;
    }
    // Even with the flag, the metadata address is refused, however IPv6 carries it.
    for (const url of [
      'http://169.254.169.254/latest/',
      'https://[::169.254.169.254]/',
      'https://[::a9fe:a9fe]/',
      'https://[::ffff:0:169.254.169.254]/',
      'https://[64:ff9b:1::a9fe:a9fe]/',
    ]) {
      const metadata = await api('POST', '/api/v1/admin/webhooks', { url, events: ['enquiry.created'] });
      expect(metadata.statusCode, url).toBe(400);
      expect(metadata.json().message, url).toMatch(/^The URL points at .*, the cloud metadata address/);
    }
    expect((await t.app.vyoma.db.select().from(webhooks).where(sql`url like '%a9fe%'`)).length).toBe(0);
  });

  it('follow no redirect: a 3xx is a failure that names where it pointed', async () => {
    receiver.answers.set('/moved', [
      { status: 302, body: '', headers: { location: 'http://169.254.169.254/' } },
    ]);
    const hook = await subscribe('/moved');
    await api('POST', `/api/v1/admin/webhooks/${hook._id}/test`);
    await until(async () => (await deliveries(hook._id))[0].responseStatus === 302);
    const [d] = await deliveries(hook._id);
    expect(d).toMatchObject({ status: 'pending', attempts: 1 });
    expect(d.error).toMatch(/redirect to http:\/\/169\.254\.169\.254\/; redirects are not followed/);
    expect(receiver.on('/moved')).toHaveLength(1);
  });

  it('turn a subscription off once its failures span WEBHOOK_DISABLE_AFTER_HOURS, audit it and mail the admins', async () => {
    receiver.answers.set('/dead', [{ status: 500, body: 'gone' }]);
    const hook = await subscribe('/dead');
    await api('POST', `/api/v1/admin/webhooks/${hook._id}/test`);
    await until(async () => (await deliveries(hook._id))[0].response === 'gone');
    let [row] = await t.app.vyoma.db.select().from(webhooks).where(eq(webhooks.id, hook._id));
    expect(row!.enabled).toBe(true);
    expect(row!.failingSince).toBeInstanceOf(Date);
    // The run began 73 hours ago: the next failure turns it off.
    await t.app.vyoma.db
      .update(webhooks)
      .set({ failingSince: new Date(Date.now() - 73 * 3_600_000) })
      .where(eq(webhooks.id, hook._id));
    await retryNow();
    [row] = await t.app.vyoma.db.select().from(webhooks).where(eq(webhooks.id, hook._id));
    expect(row!.enabled).toBe(false);
    expect(row!.disabledReason).toMatch(/failed \(73 hours\)/);
    const audit = await api('GET', '/api/v1/admin/audit?action=webhook.disabled');
    expect(audit.json().data[0]).toMatchObject({ target: `webhook:${hook._id}`, targetLabel: hook.url });
    await until(() => smtp.mails.some((m) => m.mail.subject?.startsWith('Webhook turned off')));
    const mail = smtp.mails.find((m) => m.mail.subject?.startsWith('Webhook turned off'))!;
    expect(mail.envelope.to).toEqual([TEST_ADMIN.email]);
    expect(mail.mail.text).toContain(`/admin/webhooks/${hook._id}`);
    // Off: nothing more is sent, a test is refused, the waiting delivery fails at its next attempt.
    expect((await api('POST', `/api/v1/admin/webhooks/${hook._id}/test`)).statusCode).toBe(409);
    await retryNow();
    expect((await deliveries(hook._id))[0]).toMatchObject({
      status: 'failed',
      error: 'the webhook is turned off',
    });
    // On again: the failure run starts over.
    const on = await api('PATCH', `/api/v1/admin/webhooks/${hook._id}`, { enabled: true });
    expect(on.json().data).toMatchObject({ enabled: true, disabledReason: null, failingSince: null });
  });

  it('take an enquiry’s and an erased applicant’s deliveries with them, and prune old ones by age', async () => {
    const hook = await subscribe('/privacy', { events: ['enquiry.created'] });
    await t.app.inject({
      method: 'POST',
      url: '/api/v1/contact',
      payload: { name: 'Private Person', email: 'p@example.com', phone: '9876543210', message: 'Secret' },
    });
    await until(() => receiver.on('/privacy').length === 1);
    await t.app.vyoma.outbox.drain(WEBHOOK);
    const enquiry = (await api('GET', '/api/v1/contact?q=Private')).json().data[0];
    expect(await deliveries(hook._id)).toHaveLength(1);
    expect((await api('DELETE', `/api/v1/contact/${enquiry._id}`)).statusCode).toBe(200);
    expect(await deliveries(hook._id)).toHaveLength(0);

    // An applicant's erasure takes the deliveries about their applications (sent or waiting).
    const applicants = await subscribe('/privacy-applicants', { events: ['application.created'] });
    const opening = await api('POST', '/api/v1/admin/jobs', { ...OPENING, title: 'Erasable' });
    await applyTo(opening.json().data.slug, 'Erase Me', 'erase@example.com');
    await applyTo(opening.json().data.slug, 'Keep Me', 'keep@example.com');
    await until(() => receiver.on('/privacy-applicants').length === 2);
    await t.app.vyoma.outbox.drain(WEBHOOK);
    expect(await deliveries(applicants._id)).toHaveLength(2);
    const erased = await api('DELETE', '/api/v1/admin/applications?email=ERASE@example.com');
    expect(erased.statusCode, erased.body).toBe(200);
    const left = await deliveries(applicants._id);
    expect(left).toHaveLength(1);
    expect(JSON.stringify(left)).not.toContain('Erase Me');

    await api('POST', `/api/v1/admin/webhooks/${hook._id}/test`);
    await until(async () => (await deliveries(hook._id))[0]?.status === 'sent');
    await t.app.scheduler.runNow('webhook-prune');
    expect(await deliveries(hook._id)).toHaveLength(1);
    await t.app.vyoma.db
      .update(outboxMessages)
      .set({ updatedAt: new Date(Date.now() - 31 * 86_400_000) })
      .where(eq(outboxMessages.ref, `webhook:${hook._id}`));
    await t.app.scheduler.runNow('webhook-prune');
    expect(await deliveries(hook._id)).toHaveLength(0);
  });

  it('send job.closed once when an opening’s closing date ends, however often the job runs', async () => {
    const hook = await subscribe('/expired', { events: ['job.closed'] });
    const job = await api('POST', '/api/v1/admin/jobs', { ...OPENING, title: 'Expires today' });
    const id = job.json().data._id;
    const yesterday = new Date(Date.now() - 86_400_000).toISOString().slice(0, 10);
    await t.app.vyoma.db.update(jobOpenings).set({ closesAt: yesterday }).where(eq(jobOpenings.id, id));
    await t.app.scheduler.runNow('job-closed-events');
    await t.app.scheduler.runNow('job-closed-events');
    await until(() => receiver.on('/expired').length === 1);
    await t.app.vyoma.outbox.drain(WEBHOOK);
    expect(receiver.on('/expired')).toHaveLength(1);
    expect(verify(hook.secret, receiver.on('/expired')[0]!).data).toMatchObject({ _id: id, open: false });
  });

  it('write chat formats for the chat service, with what a visitor typed inert', async () => {
    await subscribe('/slack', { events: ['enquiry.created'], format: 'slack' });
    await subscribe('/discord', { events: ['enquiry.created'], format: 'discord' });
    await t.app.inject({
      method: 'POST',
      url: '/api/v1/contact',
      payload: {
        name: '<!channel> @everyone',
        email: 'x@example.com',
        phone: '9876543210',
        message: 'Click <https://evil.example|here> *now*',
        attribution: { utm: { source: '<@U123>' } },
      },
    });
    await until(() => receiver.on('/slack').length === 1 && receiver.on('/discord').length === 1);
    const slack = receiver.on('/slack')[0]!.body;
    const discord = JSON.parse(receiver.on('/discord')[0]!.body);
    expect(JSON.parse(slack).blocks[0]).toEqual({
      type: 'header',
      text: { type: 'plain_text', text: 'New enquiry', emoji: false },
    });
    for (const body of [slack, discord.content as string]) {
      expect(body).not.toMatch(/<!channel>|@everyone|<@U123>|https:\/\/evil|evil\.example/);
    }
    expect(discord.allowed_mentions).toEqual({ parse: [] });
    expect(ENQUIRY_STATUSES).toContain('new');

    // An application in Teams: its name made inert, the opening and a link to the candidate.
    await subscribe('/teams', { events: ['application.created'], format: 'teams' });
    const opening = await api('POST', '/api/v1/admin/jobs', { ...OPENING, title: 'Chat Engineer' });
    const id = await applyTo(opening.json().data.slug, '@everyone <b>Hi</b>', 'chat@example.com');
    await until(() => receiver.on('/teams').length === 1);
    const teams = receiver.on('/teams')[0]!.body;
    expect(teams).toContain('New job application');
    expect(teams).toContain('Chat Engineer');
    expect(teams).toContain(`/admin/candidates/${id}`);
    expect(teams).not.toMatch(/@everyone|<b>/);
  });
});
