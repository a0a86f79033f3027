/**
 * Job applications (issue 29 items 1 and 2): applying with a CV judged by its bytes (a renamed
 * archive or program and an oversized file are refused by the CV's name), consent text and version
 * stored, closed openings refused with 410, bots answered like people and dropped, a second send
 * answered with the first; the candidates API (stages, assignee, rating, keep, notes, history), CVs
 * never served to anyone without the permission and every download audited; retention deleting what
 * it should and keeping marked ones; one person's data exported and erased, files included.
 */
import { APPLICATION_MESSAGES, DEFAULT_APPLICATION_CONSENT } from '@vyoma/contract';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { docx, exe, notWord, pdf } from '../../../testkit/documents.ts';
import { applications, auditLog, jobOpenings, outboxMessages } from '../../src/db/schema.ts';
import {
  cookieFrom,
  createTestApp,
  type FilePart,
  loginAsAdmin,
  multipart,
  ORIGIN,
  requireWebBuild,
  type TestApp,
} from '../support/app.ts';
import { TestSmtp } from '../support/smtp.ts';

const PASSWORD = 'correct horse battery staple 42';

const OPENING = {
  department: 'Engineering',
  location: 'Indore',
  remote: false,
  employmentType: 'FULL_TIME',
  experience: '2+ years',
  description: 'Build things with us.',
  apply: { kind: 'email', target: 'jobs@acme.example' },
  closesOn: null,
  status: 'open',
};

describe('job applications', () => {
  let t: TestApp;
  let admin: string;
  let author: string;
  let job: { _id: string; slug: string };

  const count = async (table: string) => {
    const r = (await t.app.vyoma.db.execute(sql.raw(`select count(*)::int as n from "${table}"`))) as {
      rows: { n: number }[];
    };
    return Number(r.rows[0]!.n);
  };
  const counts = async () => ({
    applications: await count('applications'),
    files: await count('entry_files'),
    events: await count('application_events'),
  });

  async function apply(
    slug: string,
    fields: Record<string, string> = {},
    cv: FilePart | null = null,
    headers: Record<string, string> = {},
  ) {
    const values: Record<string, string> = {
      name: 'Asha Verma',
      email: 'asha@example.com',
      phone: '+91 98765 43210',
      coverNote: 'I build web apps.',
      links: 'https://github.com/asha\nlinkedin.com/in/asha',
      consent: 'true',
      ...fields,
    };
    const body = await multipart([
      ...Object.entries(values),
      ...(cv === null
        ? [['cv', { filename: 'asha-cv.pdf', data: pdf(), type: 'application/pdf' }] as [string, FilePart]]
        : [['cv', cv] as [string, FilePart]]),
    ]);
    return t.app.inject({
      method: 'POST',
      url: `/api/v1/jobs/${encodeURIComponent(slug)}/applications`,
      headers: { ...body.headers, origin: ORIGIN, ...headers },
      payload: body.payload,
    });
  }
  const as = (
    cookie: string | null,
    method: 'GET' | 'PATCH' | 'POST' | 'PUT' | 'DELETE',
    url: string,
    payload?: object,
  ) =>
    t.app.inject({
      method,
      url,
      headers: { origin: ORIGIN, ...(cookie ? { cookie } : {}) },
      ...(payload ? { payload } : {}),
    });
  async function opening(title: string, values: Record<string, unknown> = {}) {
    const res = await as(admin, 'POST', '/api/v1/admin/jobs', { ...OPENING, title, ...values });
    expect(res.statusCode, res.body).toBe(201);
    return res.json().data as { _id: string; slug: string };
  }

  beforeAll(async () => {
    // With the web build: the opening's page and its form posted without JavaScript are tested too.
    t = await createTestApp({ webDistDir: requireWebBuild() });
    admin = await loginAsAdmin(t.app);
    const created = await as(admin, 'POST', '/api/v1/admin/users', {
      name: 'An author',
      email: 'author@applications.test',
      password: PASSWORD,
      role: 'author',
    });
    expect(created.statusCode, created.body).toBe(201);
    author = cookieFrom(
      await t.app.inject({
        method: 'POST',
        url: '/api/v1/login',
        payload: { email: 'author@applications.test', password: PASSWORD },
      }),
    );
    job = await opening('Frontend Developer');
  });
  afterAll(async () => {
    await t?.close();
  });

  it('takes an application with a PDF CV and stores the consent text and its version', async () => {
    const res = await apply(job.slug);
    expect(res.statusCode, res.body).toBe(201);
    const id = res.json().data._id as string;
    expect(res.json().message).toBe(APPLICATION_MESSAGES.sent);

    const one = (await as(admin, 'GET', `/api/v1/admin/applications/${id}`)).json().data;
    expect(one).toMatchObject({
      _id: id,
      job: { _id: job._id, title: 'Frontend Developer', slug: job.slug },
      name: 'Asha Verma',
      email: 'asha@example.com',
      stage: 'new',
      rating: null,
      keep: false,
      coverNote: 'I build web apps.',
      links: ['https://github.com/asha', 'https://linkedin.com/in/asha'],
      cv: { key: 'cv', name: 'asha-cv.pdf', kind: 'pdf', mime: 'application/pdf' },
      deleteAfter: null,
    });
    // The default text, filled in: the site's name and the retention period.
    const expected = DEFAULT_APPLICATION_CONSENT.replace('{siteName}', 'Your agency').replace(
      '{days}',
      '180',
    );
    expect(one.consent.text).toBe(expected);
    expect(one.consent.version).toMatch(/^[0-9a-f]{12}$/);
    expect(one.history.map((e: { kind: string }) => e.kind)).toEqual(['applied']);

    const list = (await as(admin, 'GET', `/api/v1/admin/applications?job=${job._id}`)).json();
    expect(list.total).toBe(1);
    expect(list.data[0]).toMatchObject({
      _id: id,
      job: { _id: job._id, title: 'Frontend Developer' },
      name: 'Asha Verma',
      email: 'asha@example.com',
      stage: 'new',
      rating: null,
    });
    expect(list.data[0].createdAt).toEqual(expect.any(String));
    const board = (await as(admin, 'GET', '/api/v1/admin/applications/summary')).json().data;
    expect(board.find((b: { job: { _id: string } }) => b.job._id === job._id)).toMatchObject({
      total: 1,
      counts: { new: 1, screening: 0 },
    });
  });

  it('answers a second send of the same application with the first, storing nothing new', async () => {
    const first = await apply(job.slug, { email: 'twice@example.com' });
    const before = await counts();
    const again = await apply(job.slug, { email: 'TWICE@example.com' });
    expect(again.statusCode).toBe(201);
    expect(again.json().data._id).toBe(first.json().data._id);
    expect(await counts()).toEqual(before);
  });

  it('takes a Word CV by its bytes, whatever its name says', async () => {
    const res = await apply(
      job.slug,
      { email: 'word@example.com' },
      { filename: 'cv.pdf', data: docx(), type: 'application/pdf' },
    );
    expect(res.statusCode, res.body).toBe(201);
    const one = (await as(admin, 'GET', `/api/v1/admin/applications/${res.json().data._id}`)).json().data;
    expect(one.cv).toMatchObject({
      kind: 'word',
      mime: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
    });
  });

  it('refuses a CV that is not a PDF or Word by its bytes, and one over 5 MB, naming the CV; nothing stored', async () => {
    const before = await counts();
    for (const cv of [
      { filename: 'cv.docx', data: notWord() },
      { filename: 'cv.pdf', data: exe() },
      { filename: 'cv.pdf', data: Buffer.from('just some text, not a document') },
    ]) {
      const res = await apply(job.slug, { email: 'bad-file@example.com' }, cv);
      expect(res.statusCode, cv.filename).toBe(400);
      expect(res.json().errors.cv).toMatch(/^CV must be a PDF or Word/);
    }
    const big = await apply(
      job.slug,
      { email: 'big@example.com' },
      { filename: 'cv.pdf', data: pdf('Big', 6 * 1024 * 1024) },
    );
    expect(big.statusCode).toBe(413);
    expect(big.json()).toEqual({
      message: 'File too large: CV must be at most 5 MB',
      errors: { cv: 'File too large: CV must be at most 5 MB' },
    });
    expect(await counts()).toEqual(before);
  });

  it('answers 400 naming each missing or invalid field, consent included; nothing stored', async () => {
    const before = await counts();
    const body = await multipart([
      ['name', ''],
      ['email', 'not-an-email'],
      ['phone', 'call me'],
    ]);
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/v1/jobs/${job.slug}/applications`,
      headers: { ...body.headers, origin: ORIGIN },
      payload: body.payload,
    });
    expect(res.statusCode).toBe(400);
    expect(Object.keys(res.json().errors).sort()).toEqual(['consent', 'cv', 'email', 'name', 'phone']);
    expect(res.json().errors.consent).toBe('Tick the box to agree to how we keep your application');
    // A consent text changed since the page was opened is not agreed to silently.
    const stale = await apply(job.slug, { email: 'stale@example.com', consentVersion: '000000000000' });
    expect(stale.statusCode).toBe(400);
    expect(stale.json().errors.consent).toMatch(/consent text changed/);
    expect(await counts()).toEqual(before);
  });

  it('refuses in Hindi when the page sending is in Hindi (its Accept-Language), in English otherwise (issue 36)', async () => {
    const before = await counts();
    const hindi = { 'accept-language': 'hi' };
    // What only the server can check: the CV's bytes.
    const badFile = await apply(
      job.slug,
      { email: 'hindi-file@example.com' },
      { filename: 'cv.pdf', data: Buffer.from('just some text, not a document') },
      hindi,
    );
    expect(badFile.statusCode).toBe(400);
    expect(badFile.headers['content-language']).toBe('hi');
    expect(badFile.json().errors.cv).toBe(
      'सीवी PDF या Word फ़ाइल होनी चाहिए (यह फ़ाइल वैसी नहीं है, भले ही उसका नाम कुछ भी हो)',
    );
    // The form's checks, as the API makes them, in the words of the Hindi form (a browser's own
    // Accept-Language names the first language it prefers: "hi-IN,hi;q=0.9,en;q=0.8").
    const body = await multipart([
      ['name', ''],
      ['email', 'not-an-email'],
      ['phone', '+91 98765 43210'],
    ]);
    const missing = await t.app.inject({
      method: 'POST',
      url: `/api/v1/jobs/${job.slug}/applications`,
      headers: { ...body.headers, origin: ORIGIN, 'accept-language': 'hi-IN,hi;q=0.9,en;q=0.8' },
      payload: body.payload,
    });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().errors).toMatchObject({
      email: 'सही ईमेल पता लिखें',
      consent: 'आवेदन को हम कैसे रखते हैं, इससे सहमत होने के लिए बॉक्स पर टिक करें',
      cv: 'अपना सीवी जोड़ें (PDF या Word)',
    });
    expect(missing.json().errors.name).toMatch(/^नाम .*ज़रूरी है$/);
    // An unknown opening, in Hindi; English (or a language without words) as the API always said.
    const unknown = await apply('no-such-opening', {}, null, hindi);
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().message).toBe('यह पद नहीं मिला');
    const english = await apply('no-such-opening', {}, null, { 'accept-language': 'ta-IN,en;q=0.5' });
    expect(english.json().message).toBe('Job opening not found');
    expect(english.headers['content-language']).toBeUndefined();
    expect(await counts()).toEqual(before);
  });

  it('answers 410 for a closed or expired opening and 404 for an unknown one', async () => {
    const closed = await opening('Closed Role', { status: 'closed' });
    const expired = await opening('Expired Role', { closesOn: '2020-01-01' });
    const before = await counts();
    for (const slug of [closed.slug, expired.slug]) {
      const res = await apply(slug);
      expect(res.statusCode, slug).toBe(410);
      expect(res.json().message).toBe(APPLICATION_MESSAGES.closed);
    }
    expect((await apply('no-such-opening')).statusCode).toBe(404);
    expect(await counts()).toEqual(before);
  });

  it('answers a bot like a person and keeps nothing: a filled honeypot, a form sent in under 2 s', async () => {
    const before = await counts();
    const now = Date.now();
    const bots: Record<string, string>[] = [
      { website: 'https://spam.example' },
      { renderedAt: String(now - 500), sentAt: String(now) },
    ];
    for (const fields of bots) {
      const res = await apply(job.slug, { email: `bot-${Object.keys(fields)[0]}@example.com`, ...fields });
      expect(res.statusCode).toBe(201);
      expect(res.json().message).toBe(APPLICATION_MESSAGES.sent);
      expect(res.json().data._id).toEqual(expect.any(String));
    }
    expect(await counts()).toEqual(before);
  });

  it('moves an application through stages, assigns and rates it, with notes and a history of each change', async () => {
    const id = (await apply(job.slug, { email: 'stages@example.com' })).json().data._id as string;
    const me = (await as(admin, 'GET', '/api/v1/me')).json().user;
    for (const stage of ['screening', 'interview', 'offer']) {
      const res = await as(admin, 'PATCH', `/api/v1/admin/applications/${id}`, { stage });
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json().data.stage).toBe(stage);
    }
    const assigned = await as(admin, 'PATCH', `/api/v1/admin/applications/${id}`, {
      assignee: me._id,
      rating: 4,
      keep: true,
    });
    expect(assigned.json().data).toMatchObject({ assignee: { _id: me._id }, rating: 4, keep: true });
    const note = await as(admin, 'POST', `/api/v1/admin/applications/${id}/notes`, {
      text: 'Strong portfolio.',
    });
    expect(note.statusCode).toBe(201);
    const one = (await as(admin, 'GET', `/api/v1/admin/applications/${id}`)).json().data;
    expect(one.notes.map((n: { text: string }) => n.text)).toEqual(['Strong portfolio.']);
    expect(
      one.history.map((e: { kind: string; from: string | null; to: string | null }) => [
        e.kind,
        e.from,
        e.to,
      ]),
    ).toEqual([
      ['applied', null, 'new'],
      ['stage', 'new', 'screening'],
      ['stage', 'screening', 'interview'],
      ['stage', 'interview', 'offer'],
      ['assignee', null, me.name],
      ['rating', null, '4'],
      ['keep', 'no', 'yes'],
      ['note', null, null],
    ]);
    // Bad changes: 400 naming the field, nothing changed.
    for (const body of [
      { stage: 'fired' },
      { rating: 9 },
      { assignee: '00000000-0000-4000-8000-000000000000' },
      {},
    ]) {
      const res = await as(admin, 'PATCH', `/api/v1/admin/applications/${id}`, body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
    }
    expect(
      (await as(admin, 'GET', `/api/v1/admin/applications?stage=offer&job=${job._id}`))
        .json()
        .data.map((a: { _id: string }) => a._id),
    ).toContain(id);
  });

  it('serves the CV to staff only (private, never cached), audited without the applicant’s name', async () => {
    const id = (await apply(job.slug, { email: 'cv@example.com', name: 'Ravi Kumar' })).json().data
      ._id as string;
    const audits = async () =>
      (await t.app.vyoma.db.select().from(auditLog).where(eq(auditLog.action, 'application.cv'))).length;
    const before = await audits();
    expect((await as(null, 'GET', `/api/v1/admin/applications/${id}/cv`)).statusCode).toBe(401);
    const refused = await as(author, 'GET', `/api/v1/admin/applications/${id}/cv`);
    expect(refused.statusCode).toBe(403);
    expect(refused.body).not.toContain('%PDF');
    expect(await audits()).toBe(before);

    const res = await as(admin, 'GET', `/api/v1/admin/applications/${id}/cv`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['content-disposition']).toMatch(/^inline; filename="asha-cv.pdf"/);
    expect(res.headers['cache-control']).toBe('private, no-store');
    expect(res.rawPayload.equals(pdf())).toBe(true);
    const [entry] = await t.app.vyoma.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.target, `application:${id}`));
    expect(entry).toMatchObject({
      action: 'application.cv',
      targetLabel: 'Application to Frontend Developer',
    });
    expect(JSON.stringify(entry)).not.toContain('Ravi');
    const one = (await as(admin, 'GET', `/api/v1/admin/applications/${id}`)).json().data;
    expect(one.history.at(-1)).toMatchObject({ kind: 'cv', to: 'asha-cv.pdf' });
    // Another site's page cannot make a staff browser fetch it.
    const cross = await t.app.inject({
      method: 'GET',
      url: `/api/v1/admin/applications/${id}/cv`,
      headers: { cookie: admin, 'sec-fetch-site': 'cross-site' },
    });
    expect(cross.statusCode).toBe(403);
    // Word files are downloaded, not shown.
    const word = (
      await apply(job.slug, { email: 'cv-word@example.com' }, { filename: 'Ravi CV.docx', data: docx() })
    ).json().data._id;
    const w = await as(admin, 'GET', `/api/v1/admin/applications/${word}/cv`);
    expect(w.headers['content-disposition']).toMatch(/^attachment; filename="Ravi CV.docx"/);
  });

  it('lets no author read applications; an editor reads but cannot erase', async () => {
    expect((await as(author, 'GET', '/api/v1/admin/applications')).statusCode).toBe(403);
    expect((await as(author, 'GET', '/api/v1/admin/applications/summary')).statusCode).toBe(403);
    expect((await as(null, 'GET', '/api/v1/admin/applications')).statusCode).toBe(401);
  });

  it('deletes applications the retention period after their opening ended, and keeps the marked ones', async () => {
    const old = await opening('Old Role');
    const recent = await opening('Recent Role');
    const kept = (await apply(old.slug, { email: 'kept@example.com' })).json().data._id as string;
    const gone = (await apply(old.slug, { email: 'gone@example.com' })).json().data._id as string;
    const young = (await apply(recent.slug, { email: 'young@example.com' })).json().data._id as string;
    const open = (await apply(job.slug, { email: 'still-open@example.com' })).json().data._id as string;
    await as(admin, 'PATCH', `/api/v1/admin/applications/${kept}`, { keep: true });
    for (const j of [old, recent]) {
      const current = (await as(admin, 'GET', `/api/v1/admin/jobs/${j._id}`)).json().data;
      const res = await as(admin, 'PUT', `/api/v1/admin/jobs/${j._id}`, {
        ...OPENING,
        title: current.title,
        status: 'closed',
      });
      expect(res.statusCode, res.body).toBe(200);
    }
    const db = t.app.vyoma.db;
    const ago = (days: number) => new Date(Date.now() - days * 86_400_000);
    await db
      .update(jobOpenings)
      .set({ closedAt: ago(181) })
      .where(eq(jobOpenings.id, old._id));
    await db
      .update(jobOpenings)
      .set({ closedAt: ago(10) })
      .where(eq(jobOpenings.id, recent._id));
    const youngOne = (await as(admin, 'GET', `/api/v1/admin/applications/${young}`)).json().data;
    expect(youngOne.deleteAfter).toBe(
      new Date(ago(10).getTime() + 180 * 86_400_000).toISOString().slice(0, 10),
    );
    const filesBefore = await count('entry_files');

    expect(await t.app.scheduler.runNow('application-retention')).toBe(true);
    const left = new Set((await db.select({ id: applications.id }).from(applications)).map((r) => r.id));
    expect(left.has(gone)).toBe(false);
    expect(left.has(kept)).toBe(true);
    expect(left.has(young)).toBe(true);
    expect(left.has(open)).toBe(true);
    expect(await count('entry_files')).toBe(filesBefore - 1);
    // An opening with applications is closed, never deleted.
    const del = await as(admin, 'DELETE', `/api/v1/admin/jobs/${old._id}`);
    expect(del.statusCode).toBe(409);
    expect(del.json().message).toMatch(/has 1 application: close it instead/);
  });

  it('exports one person’s data with their CVs, then erases every trace of it (admins only)', async () => {
    const other = await opening('Second Role');
    const a = (await apply(job.slug, { email: 'Erase.Me@example.com', name: 'Meera Shah' })).json().data
      ._id as string;
    const b = (
      await apply(
        other.slug,
        { email: 'erase.me@example.com', name: 'Meera Shah' },
        { filename: 'meera.docx', data: docx('Meera') },
      )
    ).json().data._id as string;
    const stays = (await apply(other.slug, { email: 'stays@example.com' })).json().data._id as string;
    await as(admin, 'POST', `/api/v1/admin/applications/${a}/notes`, { text: 'Call back on Monday.' });
    await as(admin, 'PATCH', `/api/v1/admin/applications/${b}`, { stage: 'screening' });
    await as(admin, 'GET', `/api/v1/admin/applications/${a}/cv`);

    // Editors see candidates but not one person's data.
    const editor = await as(admin, 'POST', '/api/v1/admin/users', {
      name: 'Ed',
      email: 'ed@applications.test',
      password: PASSWORD,
      role: 'editor',
    });
    expect(editor.statusCode).toBe(201);
    const ed = cookieFrom(
      await t.app.inject({
        method: 'POST',
        url: '/api/v1/login',
        payload: { email: 'ed@applications.test', password: PASSWORD },
      }),
    );
    expect((await as(ed, 'GET', `/api/v1/admin/applications/${a}`)).statusCode).toBe(200);
    expect(
      (await as(ed, 'GET', '/api/v1/admin/applications/export?email=erase.me@example.com')).statusCode,
    ).toBe(403);
    expect((await as(ed, 'DELETE', '/api/v1/admin/applications?email=erase.me@example.com')).statusCode).toBe(
      403,
    );

    const exported = await as(admin, 'GET', '/api/v1/admin/applications/export?email=ERASE.ME@example.com');
    expect(exported.statusCode).toBe(200);
    const data = exported.json().data;
    expect(data.applications.map((x: { _id: string }) => x._id).sort()).toEqual([a, b].sort());
    const word = data.applications.find((x: { _id: string }) => x._id === b);
    expect(Buffer.from(word.cvFile.base64, 'base64').equals(docx('Meera'))).toBe(true);
    expect(data.applications.find((x: { _id: string }) => x._id === a).notes[0].text).toBe(
      'Call back on Monday.',
    );

    const before = {
      files: await count('entry_files'),
      notes: await count('application_notes'),
      events: await count('application_events'),
    };
    const erased = await as(admin, 'DELETE', '/api/v1/admin/applications?email=erase.me@EXAMPLE.com');
    expect(erased.statusCode).toBe(200);
    expect(erased.json().count).toBe(2);
    for (const id of [a, b])
      expect((await as(admin, 'GET', `/api/v1/admin/applications/${id}`)).statusCode).toBe(404);
    expect((await as(admin, 'GET', `/api/v1/admin/applications/${stays}`)).statusCode).toBe(200);
    expect(await count('entry_files')).toBe(before.files - 2);
    expect(await count('application_notes')).toBe(before.notes - 1);
    expect(await count('application_events')).toBeLessThan(before.events - 3);
    // Nothing of them is left in any table, the audit log included.
    const dump = await t.app.vyoma.db.execute(
      sql.raw(
        `select (select count(*) from applications where email_key = 'erase.me@example.com')::int as apps,
                (select count(*) from audit_log where coalesce(target_label, '') ilike '%meera%' or coalesce(actor_email, '') ilike '%erase.me%')::int as audit`,
      ),
    );
    expect((dump as { rows: { apps: number; audit: number }[] }).rows[0]).toEqual({ apps: 0, audit: 0 });
    const [entry] = await t.app.vyoma.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.action, 'application.erase'));
    expect(entry).toMatchObject({ targetLabel: '2 application(s)' });
    expect((await as(admin, 'DELETE', '/api/v1/admin/applications?email=not-an-email')).statusCode).toBe(400);
  });

  describe('the opening’s page and its form without JavaScript', () => {
    async function post(slug: string, fields: [string, string | FilePart][]) {
      const body = await multipart(fields);
      return t.app.inject({
        method: 'POST',
        url: `/careers/${slug}/apply`,
        headers: { ...body.headers, origin: ORIGIN, accept: 'text/html' },
        payload: body.payload,
      });
    }
    const form = (email: string, cv: FilePart): [string, string | FilePart][] => [
      ['name', 'Kiran Das'],
      ['email', email],
      ['phone', '+91 98765 00000'],
      ['coverNote', 'Typed before the scripts ran.'],
      ['consent', 'true'],
      ['cv', cv],
    ];

    it('shows the form with the consent text and says in JobPosting that it takes applications', async () => {
      const page = await t.app.inject({ method: 'GET', url: `/careers/${job.slug}` });
      expect(page.statusCode).toBe(200);
      expect(page.body).toContain(`action="/careers/${job.slug}/apply"`);
      expect(page.body).toMatch(/enctype="multipart\/form-data"/i);
      expect(page.body).toContain('keeps my application and CV');
      expect(page.body).toMatch(/"directApply":true/);
    });

    it('takes a PDF, and answers on the page what happens next', async () => {
      const before = await counts();
      const res = await post(job.slug, form('nojs@example.com', { filename: 'kiran.pdf', data: pdf() }));
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toMatch(/^text\/html/);
      expect(res.headers['cache-control']).toBe('no-store');
      expect(res.body).toContain('Application sent');
      expect(res.body).toContain('reply by e-mail within two weeks');
      expect((await counts()).applications).toBe(before.applications + 1);
    });

    it('shows each refusal by its field and keeps what was typed: a program, a 6 MB file, no consent', async () => {
      const before = await counts();
      const exeRes = await post(
        job.slug,
        form('nojs-exe@example.com', { filename: 'kiran.pdf', data: exe() }),
      );
      expect(exeRes.statusCode).toBe(400);
      expect(exeRes.body).toContain('CV must be a PDF or Word');
      expect(exeRes.body).toContain('value="Kiran Das"');
      expect(exeRes.body).toContain('Typed before the scripts ran.');
      const big = await post(
        job.slug,
        form('nojs-big@example.com', { filename: 'kiran.pdf', data: pdf('Big', 6 * 1024 * 1024) }),
      );
      expect(big.statusCode).toBe(413);
      expect(big.body).toContain('File too large: CV must be at most 5 MB');
      const noConsent = await post(
        job.slug,
        form('nojs-consent@example.com', { filename: 'kiran.pdf', data: pdf() }).filter(
          ([n]) => n !== 'consent',
        ),
      );
      expect(noConsent.statusCode).toBe(400);
      expect(noConsent.body).toContain('Tick the box to agree');
      expect(await counts()).toEqual(before);
    });

    it('answers a built form posted to its page: refusals by field with what was typed, the message, or its page', async () => {
      const made = await as(admin, 'POST', '/api/v1/admin/forms', {
        title: 'Call me back',
        fields: [
          { key: 'name', type: 'text', label: 'Your name', required: true },
          { key: 'when', type: 'radio', label: 'When', required: true, options: ['Morning', 'Evening'] },
          { key: 'topics', type: 'checkboxes', label: 'Topics', required: false, options: ['SEO', 'Apps'] },
        ],
        confirmation: { kind: 'message', message: 'We will call you back today.' },
      });
      const slug = made.json().data.slug as string;
      const send = async (fields: [string, string][]) => {
        const body = await multipart(fields);
        return t.app.inject({
          method: 'POST',
          url: `/forms/${slug}`,
          headers: { ...body.headers, origin: ORIGIN, accept: 'text/html' },
          payload: body.payload,
        });
      };
      const refused = await send([
        ['values[name]', 'Typed name'],
        ['values[topics][]', 'Apps'],
      ]);
      expect(refused.statusCode).toBe(400);
      expect(refused.body).toContain('When is required');
      expect(refused.body).toContain('value="Typed name"');
      expect(refused.body).toMatch(/value="Apps" checked=""|checked="" value="Apps"/);
      const sent = await send([
        ['values[name]', 'Typed name'],
        ['values[when]', 'Evening'],
      ]);
      expect(sent.statusCode).toBe(200);
      expect(sent.body).toContain('We will call you back today.');
      // A form that goes to a page of the site after sending: 303 there.
      const current = (await as(admin, 'GET', `/api/v1/admin/forms/${made.json().data._id}`)).json().data;
      await as(admin, 'PUT', `/api/v1/admin/forms/${current._id}`, {
        title: current.title,
        fields: current.fields,
        confirmation: { kind: 'page', path: '/contactUs' },
        version: current.version,
      });
      const moved = await send([
        ['values[name]', 'Another name'],
        ['values[when]', 'Morning'],
      ]);
      expect(moved.statusCode).toBe(303);
      expect(moved.headers.location).toBe('/contactUs');
    });

    it('shows a form placed in a legal page where its block stands, and the form as saved since', async () => {
      const made = await as(admin, 'POST', '/api/v1/admin/forms', {
        title: 'Data request',
        fields: [{ key: 'email', type: 'email', label: 'Your e-mail', required: true }],
      });
      const slug = made.json().data.slug as string;
      const saved = await as(admin, 'PUT', '/api/v1/admin/legal/privacy-policy', {
        title: 'Privacy policy',
        body: {
          type: 'doc',
          content: [
            { type: 'paragraph', content: [{ type: 'text', text: 'Ask for your data here:' }] },
            { type: 'formEmbed', attrs: { form: slug } },
          ],
        },
      });
      expect(saved.statusCode, saved.body).toBe(200);
      const page = await t.app.inject({ method: 'GET', url: '/privacy-policy' });
      expect(page.statusCode).toBe(200);
      expect(page.body).toContain(`action="/forms/${slug}"`);
      expect(page.body).toContain('Your e-mail');
      // The page is kept as it is until the form it shows is saved again (the change feed's form:<id>).
      const again = await t.app.inject({ method: 'GET', url: '/privacy-policy' });
      expect(again.headers['x-cache']).toBe('hit');
      const form = made.json().data;
      const relabelled = await as(admin, 'PUT', `/api/v1/admin/forms/${form._id}`, {
        title: form.title,
        fields: [{ key: 'email', type: 'email', label: 'Where we answer you', required: true }],
        version: form.version,
      });
      expect(relabelled.statusCode, relabelled.body).toBe(200);
      const changed = await t.app.inject({ method: 'GET', url: '/privacy-policy' });
      expect(changed.headers['x-cache']).toBeUndefined();
      expect(changed.body).toContain('Where we answer you');
      // The page's plain text leaves the form out.
      const api = await t.app.inject({ method: 'GET', url: '/api/v1/legal/privacy-policy' });
      expect(api.json().data.text).toBe('Ask for your data here:');
    });

    it('answers 410 with a message for a closed opening, and sends a stray visit of /apply to the form', async () => {
      const closed = await opening('Closed For Forms', { status: 'closed' });
      const res = await post(
        closed.slug,
        form('nojs-closed@example.com', { filename: 'kiran.pdf', data: pdf() }),
      );
      expect(res.statusCode).toBe(410);
      expect(res.body).toContain('This opening is closed');
      const stray = await t.app.inject({ method: 'GET', url: `/careers/${job.slug}/apply` });
      expect(stray.statusCode).toBe(303);
      expect(stray.headers.location).toBe(`/careers/${job.slug}#apply`);
    });
  });
});

describe('mail of applications and form entries, through the outbox', () => {
  const STAFF = ['hiring@vyoma.test'];
  let smtp: TestSmtp;
  let t: TestApp;
  let admin: string;
  beforeAll(async () => {
    smtp = await TestSmtp.start();
    // Two enquiries a minute per address: the mail tests spend two from theirs; the budget test its own.
    t = await createTestApp({
      contactRateLimitPerMinute: 2,
      mail: {
        smtpUrl: smtp.url,
        from: 'Vyoma website <website@vyoma.test>',
        fromAddress: 'no-reply@vyoma.test',
        notify: STAFF,
        autoreply: false,
        retrySeconds: 1,
        maxAttempts: 10,
      },
    });
    admin = await loginAsAdmin(t.app);
  });
  afterAll(async () => {
    await t?.close();
    await smtp?.stop();
  });
  const post = (url: string, payload: object) =>
    t.app.inject({ method: 'POST', url, headers: { origin: ORIGIN, cookie: admin }, payload });

  it('tells the team and confirms to the applicant, repeating nothing the applicant typed; erasing deletes the mail', async () => {
    const job = (await post('/api/v1/admin/jobs', { ...OPENING, title: 'QA Engineer' })).json().data;
    const before = smtp.mails.length;
    const body = await multipart([
      ['name', 'Click <b>here</b> http://spam.example'],
      ['email', 'tester@example.com'],
      ['phone', '+91 98765 11111'],
      ['consent', 'true'],
      ['cv', { filename: 'cv.pdf', data: pdf() }],
    ]);
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/v1/jobs/${job.slug}/applications`,
      headers: { ...body.headers, origin: ORIGIN },
      payload: body.payload,
    });
    expect(res.statusCode, res.body).toBe(201);
    const id = res.json().data._id as string;
    const received = (await smtp.waitFor(before + 2)).slice(before);
    const staff = received.find((m) => m.envelope.to.includes(STAFF[0]!))!;
    const applicant = received.find((m) => m.envelope.to.includes('tester@example.com'))!;
    expect(staff.envelope.to).toEqual(STAFF);
    expect(staff.mail.subject).toBe('Application for QA Engineer from Click <b>here</b> http://spam.example');
    expect(staff.mail.replyTo?.value).toEqual([{ address: 'tester@example.com', name: '' }]);
    expect(staff.mail.text).toContain(`${ORIGIN}/admin/candidates/${id}`);
    expect(staff.mail.html).toContain('Click &lt;b&gt;here&lt;/b&gt;');
    expect(staff.mail.attachments).toEqual([]);
    expect(applicant.envelope.to).toEqual(['tester@example.com']);
    expect(applicant.mail.subject).toBe('We received your application: QA Engineer');
    expect(applicant.mail.text).toContain('keeps my application and CV');
    expect(applicant.mail.text).not.toContain('spam.example');
    expect(applicant.mail.text).not.toContain('Click');

    const rows = await t.app.vyoma.db
      .select()
      .from(outboxMessages)
      .where(eq(outboxMessages.ref, `application:${id}`));
    expect(rows).toHaveLength(2);
    const erased = await t.app.inject({
      method: 'DELETE',
      url: '/api/v1/admin/applications?email=tester@example.com',
      headers: { origin: ORIGIN, cookie: admin },
    });
    expect(erased.json().count).toBe(1);
    expect(
      await t.app.vyoma.db
        .select()
        .from(outboxMessages)
        .where(eq(outboxMessages.ref, `application:${id}`)),
    ).toEqual([]);
  });

  it('tells the form’s own addresses of an entry, with the form named', async () => {
    const form = (
      await post('/api/v1/admin/forms', {
        title: 'App quote',
        fields: [
          { key: 'name', type: 'text', label: 'Your name', required: true },
          { key: 'email', type: 'email', label: 'E-mail', required: true },
        ],
        notify: ['apps@vyoma.test'],
      })
    ).json().data;
    const before = smtp.mails.length;
    const res = await post(`/api/v1/forms/${form.slug}/entries`, {
      values: { name: 'Dev Patel', email: 'dev@example.com' },
    });
    expect(res.statusCode, res.body).toBe(201);
    const [m] = (await smtp.waitFor(before + 1)).slice(before);
    expect(m!.envelope.to.sort()).toEqual(['apps@vyoma.test', ...STAFF].sort());
    expect(m!.mail.subject).toBe('App quote: a new entry from Dev Patel');
    expect(m!.mail.text).toContain('Your name: Dev Patel');
  });

  it('spends one per-address budget for the contact form, form entries and applications', async () => {
    const remoteAddress = '10.9.9.9';
    const f = await post('/api/v1/admin/forms', {
      title: 'Budget',
      fields: [{ key: 'email', type: 'email', label: 'E-mail', required: true }],
    });
    const send = (url: string, payload: object) =>
      t.app.inject({ method: 'POST', url, remoteAddress, headers: { origin: ORIGIN }, payload });
    const contact = await send('/api/v1/contact', {
      name: 'A',
      email: 'a@example.com',
      phone: '+91 90000 00000',
      message: 'Hello',
    });
    expect(contact.statusCode).toBe(201);
    const entry = (email: string) =>
      send(`/api/v1/forms/${f.json().data.slug}/entries`, { values: { email } });
    expect((await entry('b@example.com')).statusCode).toBe(201);
    expect((await entry('c@example.com')).statusCode).toBe(429);
    const body = await multipart([['name', 'X']]);
    const apply = await t.app.inject({
      method: 'POST',
      url: '/api/v1/jobs/anything/applications',
      remoteAddress,
      headers: { ...body.headers, origin: ORIGIN },
      payload: body.payload,
    });
    expect(apply.statusCode).toBe(429);
  });
});
