/**
 * Forms staff build (issue 29 items 3 and 4): definitions checked when saved; every field type's
 * rules checked on the server from the stored definition, conditions included (a hidden field is
 * neither required nor kept); entries in the inbox with the form's name, version, answers and the
 * visit; a changed form keeping earlier entries readable and in its CSV; spam rules and the
 * per-address budget shared with the contact form; files kept private and gone with their enquiry;
 * a form block in a post's rich text.
 */
import { FORM_LIMITS } from '@vyoma/contract';
import type { FormDefinitionInput } from '@vyoma/contract/form-schema';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { docx, exe, pdf } from '../../../testkit/documents.ts';
import {
  createTestApp,
  type FilePart,
  loginAsAdmin,
  multipart,
  ORIGIN,
  type TestApp,
} from '../support/app.ts';

/** A form with one field of every type, and a condition. */
const EVERY_TYPE: FormDefinitionInput = {
  title: 'Project brief',
  fields: [
    { key: 'name', type: 'text', label: 'Your name', required: true, minLength: 2, maxLength: 60 },
    { key: 'email', type: 'email', label: 'E-mail', required: true },
    { key: 'phone', type: 'phone', label: 'Phone', required: false },
    { key: 'about', type: 'textarea', label: 'About the project', required: true, maxLength: 500 },
    { key: 'pages', type: 'number', label: 'Pages', required: false, min: 1, max: 200 },
    { key: 'kind', type: 'select', label: 'Kind', required: true, options: ['Website', 'App'] },
    { key: 'budget', type: 'radio', label: 'Budget', required: true, options: ['Small', 'Large'] },
    {
      key: 'extras',
      type: 'checkboxes',
      label: 'Extras',
      required: false,
      options: ['SEO', 'Hosting', 'Support'],
    },
    { key: 'start', type: 'date', label: 'Start', required: false },
    { key: 'brief', type: 'file', label: 'Brief', required: false, accept: ['pdf', 'word'] },
    {
      key: 'platforms',
      type: 'checkboxes',
      label: 'Platforms',
      required: true,
      options: ['iOS', 'Android'],
      showWhen: { field: 'kind', equals: 'App' },
    },
    { key: 'campaign', type: 'hidden', label: 'Campaign', required: false, source: 'utm_campaign' },
    { key: 'agree', type: 'consent', label: 'You may contact me about this project', required: true },
  ],
  confirmation: { kind: 'message', message: 'Thanks: we will reply within a day.' },
  notify: ['sales@acme.example'],
};

const VALID = {
  name: 'Neha Rao',
  email: 'neha@example.com',
  phone: '+91 90000 00000',
  about: 'A shop for handmade tea.',
  pages: '12',
  kind: 'Website',
  budget: 'Small',
  extras: ['SEO', 'Support'],
  start: '2027-01-15',
  agree: true,
};

describe('forms', () => {
  let t: TestApp;
  let admin: string;
  let form: { _id: string; slug: string; version: number };

  const count = async (table: string, where = 'true') => {
    const r = (await t.app.vyoma.db.execute(
      sql.raw(`select count(*)::int as n from "${table}" where ${where}`),
    )) as {
      rows: { n: number }[];
    };
    return Number(r.rows[0]!.n);
  };
  const as = (
    cookie: string | null,
    method: 'GET' | 'POST' | 'PUT' | 'DELETE',
    url: string,
    payload?: object,
  ) =>
    t.app.inject({
      method,
      url,
      headers: { origin: ORIGIN, ...(cookie ? { cookie } : {}) },
      ...(payload ? { payload } : {}),
    });
  const send = (slug: string, values: Record<string, unknown>, extra: Record<string, unknown> = {}) =>
    as(null, 'POST', `/api/v1/forms/${slug}/entries`, { values, ...extra });
  async function sendFiles(
    slug: string,
    values: Record<string, string | string[]>,
    files: Record<string, FilePart>,
  ) {
    const parts: [string, string | FilePart][] = [];
    for (const [k, v] of Object.entries(values))
      for (const x of Array.isArray(v) ? v : [v])
        parts.push([Array.isArray(v) ? `values[${k}][]` : `values[${k}]`, x]);
    for (const [k, f] of Object.entries(files)) parts.push([`files[${k}]`, f]);
    const body = await multipart(parts);
    return t.app.inject({
      method: 'POST',
      url: `/api/v1/forms/${slug}/entries`,
      headers: { ...body.headers, origin: ORIGIN },
      payload: body.payload,
    });
  }
  const inbox = async (query = '') =>
    (await as(admin, 'GET', `/api/v1/contact?limit=200${query}`)).json().data as {
      _id: string;
      status: string;
      form: { _id: string; title: string; version: number } | null;
    }[];

  beforeAll(async () => {
    t = await createTestApp({ contactRateLimitPerMinute: 1000 });
    admin = await loginAsAdmin(t.app);
    const res = await as(admin, 'POST', '/api/v1/admin/forms', EVERY_TYPE);
    expect(res.statusCode, res.body).toBe(201);
    form = res.json().data;
  });
  afterAll(async () => {
    await t?.close();
  });

  it('stores a definition with a slug from its title, and shows the public one without who is told', async () => {
    expect(form).toMatchObject({
      slug: 'project-brief',
      version: 1,
      notify: ['sales@acme.example'],
      entries: 0,
    });
    const pub = await as(null, 'GET', '/api/v1/forms/project-brief');
    expect(pub.statusCode).toBe(200);
    expect(pub.json().data.fields).toHaveLength(EVERY_TYPE.fields.length);
    expect(pub.body).not.toContain('sales@acme.example');
    expect((await as(null, 'GET', '/api/v1/forms/nothing-here')).statusCode).toBe(404);
    expect((await as(null, 'GET', '/api/v1/admin/forms')).statusCode).toBe(401);
  });

  it('refuses a definition that cannot be checked, naming the field', async () => {
    const bad = (fields: FormDefinitionInput['fields']) =>
      as(admin, 'POST', '/api/v1/admin/forms', { title: 'Bad', fields });
    const cases: [FormDefinitionInput['fields'], string, RegExp][] = [
      [
        [{ key: 'a', type: 'select', label: 'A', required: true }],
        'fields[0][options]',
        /add at least one option/,
      ],
      [
        [
          { key: 'a', type: 'text', label: 'A', required: false },
          { key: 'a', type: 'text', label: 'B', required: false },
        ],
        'fields[1][key]',
        /used twice/,
      ],
      [
        [
          { key: 'a', type: 'text', label: 'A', required: false, showWhen: { field: 'b', equals: 'x' } },
          { key: 'b', type: 'radio', label: 'B', required: false, options: ['x'] },
        ],
        'fields[0][showWhen]',
        /earlier field/,
      ],
      [
        [
          { key: 'b', type: 'radio', label: 'B', required: false, options: ['x'] },
          { key: 'a', type: 'text', label: 'A', required: false, showWhen: { field: 'b', equals: 'y' } },
        ],
        'fields[1][showWhen]',
        /one of x/,
      ],
      [[{ key: 'Bad Key', type: 'text', label: 'A', required: false }], 'fields[0][key]', /lower-case/],
      [
        [{ key: 'h', type: 'hidden', label: 'H', required: false }],
        'fields[0][source]',
        /where its value comes from/,
      ],
    ];
    const before = await count('forms');
    for (const [fields, key, message] of cases) {
      const res = await bad(fields);
      expect(res.statusCode, key).toBe(400);
      expect(res.json().errors[key], key).toMatch(message);
    }
    expect(await count('forms')).toBe(before);
  });

  it('checks every field type against the stored definition, naming each refused field', async () => {
    const before = await count('contact_messages');
    const cases: [Record<string, unknown>, string, RegExp][] = [
      [{ name: '' }, 'name', /Your name is required/],
      [{ name: 'N' }, 'name', /at least 2 characters/],
      [{ name: 'x'.repeat(61) }, 'name', /at most 60 characters/],
      [{ email: 'neha@' }, 'email', /valid e-mail/],
      [{ phone: 'call me' }, 'phone', /valid phone/],
      [{ about: 'x'.repeat(501) }, 'about', /at most 500/],
      [{ pages: 'twelve' }, 'pages', /must be a number/],
      [{ pages: '0' }, 'pages', /at least 1/],
      [{ pages: '201' }, 'pages', /at most 200/],
      [{ kind: 'Brochure' }, 'kind', /from the options/],
      [{ budget: undefined }, 'budget', /Budget is required/],
      [{ extras: ['SEO', 'Lunch'] }, 'extras', /from the options/],
      [{ start: '2027-02-30' }, 'start', /date as YYYY-MM-DD/],
      [{ agree: false }, 'agree', /Tick the box/],
    ];
    for (const [change, key, message] of cases) {
      const res = await send(form.slug, { ...VALID, ...change });
      expect(res.statusCode, key).toBe(400);
      expect(res.json().errors, key).toEqual({ [`values[${key}]`]: expect.stringMatching(message) });
    }
    // Several at once: each named.
    const many = await send(form.slug, { ...VALID, name: '', email: 'x', kind: '' });
    expect(Object.keys(many.json().errors).sort()).toEqual(['values[email]', 'values[kind]', 'values[name]']);
    // Files: judged by their bytes and size.
    for (const [file, message] of [
      [{ filename: 'brief.pdf', data: exe() }, /Brief must be a PDF or Word/],
      [{ filename: 'brief.pdf', data: pdf('Big', FORM_LIMITS.fileBytes + 1024) }, /at most 5 MB/],
    ] as const) {
      const { extras, agree, ...text } = VALID;
      const res = await sendFiles(form.slug, { ...text, extras, agree: 'on' }, { brief: file });
      expect([400, 413]).toContain(res.statusCode);
      expect(Object.values(res.json().errors ?? {}).join(' ')).toMatch(message);
    }
    expect(await count('contact_messages')).toBe(before);
  });

  it('enforces conditions on the server: a hidden field is neither required nor kept, a shown one is', async () => {
    // kind = Website: "platforms" is hidden, so it is not required, and what was sent for it is dropped.
    const hidden = await send(form.slug, { ...VALID, email: 'hidden@example.com', platforms: ['iOS'] });
    expect(hidden.statusCode, hidden.body).toBe(201);
    const stored = (await as(admin, 'GET', `/api/v1/contact/${hidden.json().data._id}`)).json().data;
    expect(stored.fields.map((f: { key: string }) => f.key)).not.toContain('platforms');
    // kind = App: it shows, and is required.
    const missing = await send(form.slug, { ...VALID, email: 'app@example.com', kind: 'App' });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().errors).toEqual({ 'values[platforms]': 'Choose at least one: Platforms' });
    const shown = await send(form.slug, {
      ...VALID,
      email: 'app@example.com',
      kind: 'App',
      platforms: ['Android'],
    });
    expect(shown.statusCode).toBe(201);
    const app = (await as(admin, 'GET', `/api/v1/contact/${shown.json().data._id}`)).json().data;
    expect(app.fields.find((f: { key: string }) => f.key === 'platforms')).toMatchObject({
      label: 'Platforms',
      value: ['Android'],
    });
  });

  it('makes an entry an enquiry in the inbox: the form’s name, answers, source and campaign', async () => {
    const res = await send(
      form.slug,
      { ...VALID, email: 'campaign@example.com', campaign: 'typed by a bot' },
      {
        attribution: {
          page: '/blog/tea-shops',
          landingPage: '/blog/tea-shops?utm_source=newsletter&utm_campaign=spring',
          utm: { source: 'newsletter', campaign: 'spring' },
        },
        renderedAt: Date.now() - 60_000,
        sentAt: Date.now(),
      },
    );
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json()).toMatchObject({
      message: 'Thanks: we will reply within a day.',
      confirmation: { kind: 'message' },
    });
    const id = res.json().data._id as string;
    const row = (await inbox(`&form=${form._id}`)).find((e) => e._id === id);
    expect(row).toMatchObject({ status: 'new', form: { _id: form._id, title: 'Project brief', version: 1 } });
    const one = (await as(admin, 'GET', `/api/v1/contact/${id}`)).json().data;
    expect(one).toMatchObject({
      name: 'Neha Rao',
      email: 'campaign@example.com',
      phone: '+91 90000 00000',
      source: 'newsletter',
      attribution: { page: '/blog/tea-shops', utm: { campaign: 'spring' } },
    });
    // The hidden field takes the visit's campaign, never what was sent for it.
    expect(one.fields.find((f: { key: string }) => f.key === 'campaign')).toMatchObject({ value: 'spring' });
    expect(one.message).toContain('About the project: A shop for handmade tea.');
    expect(one.message).toContain('Extras: SEO, Support');
    // The contact form's enquiries carry no form.
    expect((await inbox()).filter((e) => e.form === null).every((e) => e.form === null)).toBe(true);
  });

  it('keeps earlier entries readable after the form changes, and exports every version’s fields as CSV', async () => {
    const v1 = await send(form.slug, { ...VALID, email: 'v1@example.com' });
    const changed = {
      ...EVERY_TYPE,
      version: 1,
      fields: [
        { key: 'name', type: 'text', label: 'Full name', required: true },
        { key: 'email', type: 'email', label: 'E-mail', required: true },
        { key: 'company', type: 'text', label: 'Company', required: false },
      ],
    } satisfies FormDefinitionInput;
    const saved = await as(admin, 'PUT', `/api/v1/admin/forms/${form._id}`, changed);
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json().data.version).toBe(2);
    // An edit from the old version is refused.
    expect((await as(admin, 'PUT', `/api/v1/admin/forms/${form._id}`, changed)).statusCode).toBe(409);
    const v2 = await send(form.slug, { name: 'Arjun', email: 'v2@example.com', company: 'Chai & Co' });
    expect(v2.statusCode, v2.body).toBe(201);

    const old = (await as(admin, 'GET', `/api/v1/contact/${v1.json().data._id}`)).json().data;
    expect(old.form.version).toBe(1);
    expect(old.fields.find((f: { key: string }) => f.key === 'name').label).toBe('Your name');
    expect(old.fields.find((f: { key: string }) => f.key === 'about').value).toBe('A shop for handmade tea.');

    const csv = await as(admin, 'GET', `/api/v1/admin/forms/${form._id}/entries.csv`);
    expect(csv.statusCode).toBe(200);
    expect(csv.headers['content-type']).toBe('text/csv; charset=utf-8');
    const [header, ...lines] = csv.body
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n');
    expect(header).toBe(
      'sent,status,version,Full name,E-mail,Company,Phone,About the project,Pages,Kind,Budget,Extras,Start,Brief,Platforms,Campaign,You may contact me about this project,source,campaign,page',
    );
    expect(lines[0]).toContain('Arjun,v2@example.com,Chai & Co');
    expect(lines.some((l) => l.includes('v1@example.com') && l.includes('A shop for handmade tea.'))).toBe(
      true,
    );
    expect((await as(null, 'GET', `/api/v1/admin/forms/${form._id}/entries.csv`)).statusCode).toBe(401);
  });

  it('answers bots like people: a honeypot stores nothing, a too-fast entry is spam; a repeat is stored once', async () => {
    const simple = await as(admin, 'POST', '/api/v1/admin/forms', {
      title: 'Webinar sign-up',
      fields: [{ key: 'email', type: 'email', label: 'E-mail', required: true }],
    });
    const slug = simple.json().data.slug as string;
    const before = await count('contact_messages');
    const honey = await send(slug, { email: 'bot@example.com' }, { website: 'https://spam.example' });
    expect(honey.statusCode).toBe(201);
    expect(await count('contact_messages')).toBe(before);
    const now = Date.now();
    const fast = await send(slug, { email: 'fast@example.com' }, { renderedAt: now - 300, sentAt: now });
    expect(fast.statusCode).toBe(201);
    expect(honey.json().message).toBe(fast.json().message);
    expect((await as(admin, 'GET', `/api/v1/contact/${fast.json().data._id}`)).json().data.status).toBe(
      'spam',
    );
    const once = await send(slug, { email: 'once@example.com' });
    const twice = await send(slug, { email: 'once@example.com' });
    expect(twice.json().data._id).toBe(once.json().data._id);
    expect(await count('contact_messages')).toBe(before + 2);
  });

  it('keeps an entry’s files private, for staff only, and deletes them with the enquiry', async () => {
    const res = await sendFiles(
      form.slug,
      { name: 'Files Person', email: 'files@example.com' },
      { brief: { filename: 'brief.docx', data: docx('Brief') } },
    );
    // Version 2 of the form has no file field: a file for an unknown field is ignored, like any unknown answer.
    expect(res.statusCode, res.body).toBe(201);
    expect(await count('entry_files', `enquiry_id = '${res.json().data._id}'`)).toBe(0);
    const withFile = await as(admin, 'POST', '/api/v1/admin/forms', {
      title: 'Upload a brief',
      fields: [
        { key: 'email', type: 'email', label: 'E-mail', required: true },
        { key: 'brief', type: 'file', label: 'Brief', required: true },
      ],
    });
    const slug = withFile.json().data.slug as string;
    const sent = await sendFiles(
      slug,
      { email: 'brief@example.com' },
      { brief: { filename: 'our brief.pdf', data: pdf('Brief') } },
    );
    expect(sent.statusCode, sent.body).toBe(201);
    const id = sent.json().data._id as string;
    const one = (await as(admin, 'GET', `/api/v1/contact/${id}`)).json().data;
    expect(one.files).toHaveLength(1);
    expect(one.files[0]).toMatchObject({ key: 'brief', name: 'our brief.pdf', kind: 'pdf' });
    const url = `/api/v1/contact/${id}/files/${one.files[0]._id}`;
    expect((await as(null, 'GET', url)).statusCode).toBe(401);
    const file = await as(admin, 'GET', url);
    expect(file.statusCode).toBe(200);
    expect(file.headers['cache-control']).toBe('private, no-store');
    expect(file.rawPayload.equals(pdf('Brief'))).toBe(true);
    expect((await as(admin, 'DELETE', `/api/v1/contact/${id}`)).statusCode).toBe(200);
    expect(await count('entry_files', `enquiry_id = '${id}'`)).toBe(0);
  });

  it('keeps every version however old: the daily prune of revisions passes forms over, and the CSV keeps the first version’s fields', async () => {
    const made = await as(admin, 'POST', '/api/v1/admin/forms', {
      title: 'Long-lived form',
      fields: [{ key: 'first', type: 'text', label: 'First question', required: false }],
    });
    expect(made.statusCode, made.body).toBe(201);
    let { _id: id, version } = made.json().data as { _id: string; version: number };
    for (let i = 1; i <= 21; i++) {
      const res = await as(admin, 'PUT', `/api/v1/admin/forms/${id}`, {
        title: 'Long-lived form',
        fields: [{ key: `q${i}`, type: 'text', label: `Question ${i}`, required: false }],
        version,
      });
      expect(res.statusCode, res.body).toBe(200);
      version = res.json().data.version;
    }
    expect(version).toBe(22);
    // Every version past the retention (older than REVISION_RETENTION_DAYS).
    const old = new Date(Date.now() - (t.config.revisionRetentionDays + 1) * 24 * 3_600_000);
    await t.app.vyoma.db.execute(
      sql`update revisions set created_at = ${old.toISOString()}::timestamptz where kind = 'form' and item_id = ${id}`,
    );
    expect(await t.app.scheduler.runNow('prune-revisions')).toBe(true);
    expect(await count('revisions', `kind = 'form' and item_id = '${id}'`)).toBe(22);
    const csv = await as(admin, 'GET', `/api/v1/admin/forms/${id}/entries.csv`);
    expect(csv.statusCode).toBe(200);
    expect(csv.body).toContain('Question 21,Question 20');
    expect(csv.body).toContain('Question 1,First question,source');
  });

  it('takes a form block in a post’s rich text, and refuses one that names no form properly', async () => {
    const { richTextDocSchema } = await import('@vyoma/contract/schemas');
    const block = { type: 'formEmbed', attrs: { form: 'project-brief' } };
    expect(
      richTextDocSchema.safeParse({ type: 'doc', content: [{ type: 'paragraph' }, block] }).success,
    ).toBe(true);
    const nested = { type: 'doc', content: [{ type: 'blockquote', content: [block] }] };
    expect(richTextDocSchema.safeParse(nested).success).toBe(false);
    const bad = richTextDocSchema.safeParse({
      type: 'doc',
      content: [{ type: 'formEmbed', attrs: { form: '../x' } }],
    });
    expect(bad.success).toBe(false);
  });
});
