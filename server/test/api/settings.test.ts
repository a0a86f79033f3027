import { NEUTRAL_SETTINGS, PUBLIC_STATIC_PATHS } from '@vyoma/contract';
import { DEFAULT_LANGUAGES } from '@vyoma/contract/languages';
import type { SiteSettingsInput } from '@vyoma/contract/schemas';
import { desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TAMIL } from '../../../testkit/languages.ts';
import { auditLog } from '../../src/db/schema.ts';
import {
  createTestApp,
  loginAsAdmin,
  multipart,
  ORIGIN,
  png,
  requireWebBuild,
  type TestApp,
  uploadedFiles,
  WEB_DIST,
} from '../support/app.ts';

const SETTINGS: SiteSettingsInput = {
  siteName: 'Acme Digital',
  shortName: 'Acme',
  tagline: 'Websites that work.',
  logo: null,
  phone: '+44 20 7946 0000',
  email: 'hello@acme.example',
  whatsapp: { number: '+44 7700 900123', message: 'Hello Acme, I have a project.' },
  address: {
    lines: ['1 High Street', 'London N1 1AA'],
    street: '1 High Street',
    locality: 'London',
    region: 'London',
    postalCode: 'N1 1AA',
    country: 'GB',
  },
  hours: 'Mon–Fri 9:00–17:00',
  mapUrl: 'https://www.openstreetmap.org/#map=17/51.5/-0.1',
  social: {
    linkedin: 'https://www.linkedin.com/company/acme',
    instagram: '',
    facebook: 'https://www.facebook.com/acme',
    x: '',
    youtube: '',
  },
  shareImage: null,
};

/** What a site that never saved its settings answers: the neutral ones, with the languages it starts with. */
const NEUTRAL_READ = { ...NEUTRAL_SETTINGS, languages: DEFAULT_LANGUAGES };

const getSettings = async (t: TestApp) =>
  (await t.app.inject({ method: 'GET', url: '/api/v1/settings' })).json().data;

/** The newest settings.update entry of the audit log. */
const lastAudit = async (t: TestApp) =>
  (
    await t.app.vyoma.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.action, 'settings.update'))
      .orderBy(desc(auditLog.at))
      .limit(1)
  )[0];

const put = (t: TestApp, payload: unknown, cookie?: string) =>
  t.app.inject({
    method: 'PUT',
    url: '/api/v1/admin/settings',
    headers: { origin: ORIGIN, ...(cookie ? { cookie } : {}) },
    payload: payload as Record<string, unknown>,
  });

describe('site settings API', () => {
  let t: TestApp;
  let cookie: string;
  beforeAll(async () => {
    // The public read cache stays on (5 s): a save must clear it.
    t = await createTestApp();
    cookie = await loginAsAdmin(t.app);
  });
  afterAll(async () => {
    await t?.close();
  });

  it('starts neutral without demo content: a placeholder name, no details, not configured', async () => {
    expect(await getSettings(t)).toEqual(NEUTRAL_READ);
  });

  it('refuses an anonymous save and an ended session with 401, and changes nothing', async () => {
    const anonymous = await put(t, SETTINGS);
    expect(anonymous.statusCode).toBe(401);
    const stale = await loginAsAdmin(t.app);
    const out = await t.app.inject({ method: 'GET', url: '/api/v1/logout', headers: { cookie: stale } });
    expect(out.statusCode).toBe(200);
    expect((await put(t, SETTINGS, stale)).statusCode).toBe(401);
    expect(await getSettings(t)).toEqual(NEUTRAL_READ);
    const upload = await multipart([['file', { filename: 'logo.png', data: await png(200, 60) }]]);
    const image = await t.app.inject({
      method: 'POST',
      url: '/api/v1/admin/settings/image',
      headers: { ...upload.headers, origin: ORIGIN },
      payload: upload.payload,
    });
    expect(image.statusCode).toBe(401);
  });

  it('answers bad values with 400 naming each field, and saves nothing', async () => {
    const res = await put(
      t,
      {
        ...SETTINGS,
        siteName: '   ',
        phone: '+91 CALL-ME',
        email: 'not-an-email',
        mapUrl: 'javascript:alert(1)',
        whatsapp: { number: 'abc', message: 'x'.repeat(301) },
        address: { ...SETTINGS.address, country: 'India' },
        social: { ...SETTINGS.social, linkedin: 'http://www.linkedin.com/company/acme', x: 'x.com/acme' },
        logo: { path: '/etc/passwd', alt: '' },
      },
      cookie,
    );
    expect(res.statusCode).toBe(400);
    const { errors } = res.json() as { errors: Record<string, string> };
    expect(errors).toMatchObject({
      siteName: 'Site name is required',
      phone: expect.stringMatching(/^Phone may contain only digits/),
      email: 'Email must be an email address',
      mapUrl: 'Map link must be an https:// address',
      'whatsapp[number]': expect.stringMatching(/^WhatsApp number/),
      'whatsapp[message]': 'WhatsApp opening message must be at most 300 characters',
      'address[country]': expect.stringMatching(/^Country must be a two-letter code/),
      'social[linkedin]': 'LinkedIn must be an https:// address',
      'social[x]': 'X must be an https:// address',
      'logo[path]': 'Logo must be an uploaded image',
    });
    // A path of the right shape that no upload made is refused too.
    const unknown = await put(
      t,
      { ...SETTINGS, logo: { path: '/uploads/nothing-here.png', alt: '' } },
      cookie,
    );
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().errors).toEqual({
      'logo[path]': 'This image is no longer stored: upload it again',
    });
    expect(await getSettings(t)).toEqual(NEUTRAL_READ);
  });

  it('saves, shows the change on the next public read, and records who changed which fields', async () => {
    expect((await getSettings(t)).siteName).toBe(NEUTRAL_SETTINGS.siteName); // now cached
    const res = await put(t, SETTINGS, cookie);
    expect(res.statusCode).toBe(200);
    const read = await getSettings(t);
    expect(read).toMatchObject({
      siteName: 'Acme Digital',
      phone: { display: '+44 20 7946 0000', digits: '442079460000' },
      whatsapp: { number: '447700900123', message: 'Hello Acme, I have a project.' },
      social: { linkedin: 'https://www.linkedin.com/company/acme', instagram: '' },
      configured: true,
    });
    expect(res.json().data).toEqual(read);

    const entry = await lastAudit(t);
    expect(entry).toMatchObject({ actorEmail: 'admin@test.example', target: 'settings:site' });
    expect(entry!.fields).toEqual(
      expect.arrayContaining(['address', 'email', 'phone', 'siteName', 'social', 'whatsapp']),
    );
    expect(entry!.fields).not.toContain('logo');

    // Only what changed is named the next time.
    await put(t, { ...SETTINGS, phone: '+44 20 7946 0999' }, cookie);
    const next = await lastAudit(t);
    expect(next!.fields).toEqual(['phone']);
  });

  it('takes a logo through the image pipeline, and keeps the old one in the library when it is replaced', async () => {
    const upload = async (color: string) => {
      const body = await multipart([['file', { filename: 'logo.png', data: await png(300, 90, color) }]]);
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/v1/admin/settings/image',
        headers: { ...body.headers, cookie, origin: ORIGIN },
        payload: body.payload,
      });
      expect(res.statusCode).toBe(201);
      return res.json().data as { path: string; width: number; height: number };
    };
    const notAnImage = await multipart([['file', { filename: 'logo.png', data: Buffer.from('<svg/>') }]]);
    const refused = await t.app.inject({
      method: 'POST',
      url: '/api/v1/admin/settings/image',
      headers: { ...notAnImage.headers, cookie, origin: ORIGIN },
      payload: notAnImage.payload,
    });
    expect(refused.statusCode).toBe(400);

    const first = await upload('#112233');
    expect(first).toMatchObject({ width: 300, height: 90 });
    expect((await put(t, { ...SETTINGS, logo: { path: first.path, alt: 'Acme' } }, cookie)).statusCode).toBe(
      200,
    );
    expect((await getSettings(t)).logo).toMatchObject({
      path: first.path,
      alt: 'Acme',
      media: { width: 300 },
    });

    const second = await upload('#445566');
    await put(t, { ...SETTINGS, logo: { path: second.path, alt: 'Acme' } }, cookie);
    // The replaced logo stays in the library (docs/decisions/0049).
    expect(uploadedFiles(t.config)).toContain(first.path.slice('/uploads/'.length));
    expect(uploadedFiles(t.config)).toContain(second.path.slice('/uploads/'.length));
  });

  it('takes back what GET gives: read the whole object, change one field, write it all back', async () => {
    const before = await getSettings(t);
    expect(before.phone).toEqual({ display: '+44 20 7946 0000', digits: '442079460000' });
    expect(before.logo).not.toBeNull();
    const res = await put(t, { ...before, tagline: 'Read, changed, written back.' }, cookie);
    expect(res.statusCode, res.body).toBe(200);
    const after = await getSettings(t);
    expect(after).toEqual({ ...before, tagline: 'Read, changed, written back.', updatedAt: after.updatedAt });
    const entry = await lastAudit(t);
    expect(entry!.fields).toEqual(['tagline']);

    // The phone as an object: its display is what is kept (digits follow from it).
    const moved = await put(
      t,
      { ...after, phone: { display: '+44 20 7946 0111', digits: 'ignored' } },
      cookie,
    );
    expect(moved.statusCode, moved.body).toBe(200);
    expect((await getSettings(t)).phone).toEqual({ display: '+44 20 7946 0111', digits: '442079460111' });
    for (const phone of [{ digits: '4420' }, 42, { display: 'call us' }]) {
      const bad = await put(t, { ...after, phone }, cookie);
      expect(bad.statusCode, JSON.stringify(phone)).toBe(400);
      expect(bad.json().errors.phone).toMatch(/^Phone /);
    }
    expect((await getSettings(t)).phone.display).toBe('+44 20 7946 0111');
  });

  it('keeps the site’s languages: checked on save, kept when a save leaves them out (issue 36)', async () => {
    const before = await getSettings(t);
    const [english, hindi] = before.languages;
    expect(english).toMatchObject({ code: 'en', public: true });
    expect(hindi).toMatchObject({
      code: 'hi',
      locale: 'hi-IN',
      script: 'Deva',
      search: 'hindi',
      public: false,
    });
    const tamil = TAMIL;
    const refused = async (languages: unknown, status: number, message: RegExp, field?: string) => {
      const res = await put(t, { ...before, languages }, cookie);
      expect(res.statusCode, res.body).toBe(status);
      if (field) expect(res.json().errors[field], res.body).toMatch(message);
      else expect(res.json().message).toMatch(message);
      expect(await getSettings(t)).toEqual(before);
    };
    // The list's shape, and what only the database can say.
    await refused([hindi, english], 400, /English is the site’s default language/, 'languages[0]');
    await refused([english, hindi, { ...hindi }], 400, /listed twice/, 'languages[2][code]');
    await refused(
      [english, { ...tamil, code: 'TA' }],
      400,
      /two or three lower-case letters/,
      'languages[1][code]',
    );
    await refused(
      [english, { ...tamil, locale: 'not a locale!' }],
      400,
      /language tag/,
      'languages[1][locale]',
    );
    await refused(
      [english, { ...tamil, search: 'klingon' }],
      400,
      /no text search configuration “klingon”/,
      'languages[1][search]',
    );
    // Shown only once the site has its own texts in that language: Hindi has them, Tamil not.
    await refused([english, hindi, { ...tamil, public: true }], 409, /Tamil cannot be shown to visitors yet/);
    // A new language's prefix may not hide a redirect staff made (or a page).
    const redirect = await t.app.inject({
      method: 'POST',
      url: '/api/v1/admin/redirects',
      headers: { origin: ORIGIN, cookie },
      payload: { from: '/ta/old-offer', to: '/contactUs' },
    });
    expect(redirect.statusCode, redirect.body).toBe(201);
    await refused([english, hindi, tamil], 409, /redirect from \/ta\/old-offer uses the address \/ta/);
    const gone = await t.app.inject({
      method: 'DELETE',
      url: `/api/v1/admin/redirects/${redirect.json().data._id}`,
      headers: { origin: ORIGIN, cookie },
    });
    expect(gone.statusCode, gone.body).toBe(200);

    const added = await put(t, { ...before, languages: [english, hindi, tamil] }, cookie);
    expect(added.statusCode, added.body).toBe(200);
    expect((await getSettings(t)).languages.map((l: { code: string }) => l.code)).toEqual(['en', 'hi', 'ta']);
    // From now on /ta is kept for the site in Tamil, like /hi: no page and no redirect may take it.
    const taken = [
      await t.app.inject({
        method: 'POST',
        url: '/api/v1/admin/content/page',
        headers: { origin: ORIGIN, cookie },
        payload: { title: 'Tamil corner', slug: 'ta', body: [], status: 'draft' },
      }),
      await t.app.inject({
        method: 'POST',
        url: '/api/v1/admin/redirects',
        headers: { origin: ORIGIN, cookie },
        payload: { from: '/ta/new-offer', to: '/contactUs' },
      }),
    ];
    for (const res of taken) {
      expect(res.statusCode, res.body).toBe(400);
      expect(res.json().message).toMatch(/kept for the site in another language \(\/ta\)/);
    }
    // A save without the list (a form that does not show it) keeps it.
    const { languages: _kept, ...withoutLanguages } = before;
    const kept = await put(t, { ...withoutLanguages, tagline: 'Languages untouched.' }, cookie);
    expect(kept.statusCode, kept.body).toBe(200);
    expect((await getSettings(t)).languages.map((l: { code: string }) => l.code)).toEqual(['en', 'hi', 'ta']);
    expect((await lastAudit(t))!.fields).toEqual(['tagline']);
  });

  it('keeps texts per language: checked, blank lines dropped, kept when left out, refused for a language not listed (issue 36)', async () => {
    const before = await getSettings(t);
    const hindi = {
      tagline: 'आपके कारोबार को आगे बढ़ाने वाली टेक्नोलॉजी।',
      addressLines: ['चौथी मंज़िल, स्काईलाइन टावर्स', '', 'इंदौर'],
      hours: 'सोम–शनि 10:00–19:00',
      whatsappMessage: 'नमस्ते, मुझे एक वेबसाइट चाहिए।',
      applicationConsent: '',
    };
    const saved = await put(t, { ...before, translations: { hi: hindi } }, cookie);
    expect(saved.statusCode, saved.body).toBe(200);
    expect((await getSettings(t)).translations).toEqual({
      hi: { ...hindi, addressLines: ['चौथी मंज़िल, स्काईलाइन टावर्स', 'इंदौर'] },
    });
    const afterSave = await getSettings(t);
    // Refused, nothing changed: a language the settings do not list, the default one, a long text.
    for (const [translations, field] of [
      [{ xy: hindi }, 'translations[xy]'],
      [{ en: hindi }, 'translations[en]'],
      [{ hi: { ...hindi, tagline: 'क'.repeat(161) } }, 'translations[hi][tagline]'],
    ] as const) {
      const res = await put(t, { ...before, translations }, cookie);
      expect(res.statusCode, res.body).toBe(400);
      expect(res.json().errors, res.body).toHaveProperty([field]);
      expect(await getSettings(t)).toEqual(afterSave);
    }
    // Left out, they stay.
    const { translations: _left, ...withoutTexts } = afterSave;
    expect((await put(t, { ...withoutTexts, tagline: 'Texts untouched.' }, cookie)).statusCode).toBe(200);
    expect((await getSettings(t)).translations.hi.tagline).toBe(hindi.tagline);
  });
});

describe('pages read the site settings', () => {
  let t: TestApp;
  let cookie: string;
  beforeAll(async () => {
    requireWebBuild();
    t = await createTestApp({ webDistDir: WEB_DIST, seedDemo: true });
    cookie = await loginAsAdmin(t.app);
  });
  afterAll(async () => {
    await t?.close();
  });

  const page = async (url: string) => {
    // One render starts per turn of the event loop (modules/pages/render-limit.ts); a request that
    // finds it taken gets the stale copy. A visitor's next request comes in a later turn: so do these.
    await new Promise((resolve) => setImmediate(resolve));
    const res = await t.app.inject({ method: 'GET', url });
    expect(res.statusCode, url).toBe(200);
    expect(res.headers['x-cache'], url).not.toBe('stale');
    return res.body.replace(/&amp;/g, '&');
  };
  const organization = (html: string) => {
    for (const [, json] of html.matchAll(/<script type="application\/ld\+json">(.*?)<\/script>/g)) {
      const data = JSON.parse(json!) as Record<string, unknown>;
      if (data['@type'] === 'Organization') return data;
    }
    throw new Error('no Organization JSON-LD');
  };

  it('shows the demo values first, then a saved change on the very next request', async () => {
    const before = await page('/contactUs');
    expect(before).toContain('+91 98765 43210');
    expect(before).toContain('https://www.instagram.com/vyomainfotech');
    expect(before).toMatch(/<title>Contact Us \| Vyoma Infotech<\/title>/);
    await page('/'); // both pages are now in the page cache

    expect((await put(t, SETTINGS, cookie)).statusCode).toBe(200);

    const contact = await page('/contactUs');
    expect(contact).toMatch(/<title>Contact Us \| Acme Digital<\/title>/);
    // The contact details, and the footer's.
    expect(contact.match(/href="tel:\+442079460000"/g)?.length).toBeGreaterThanOrEqual(2);
    expect(contact).toContain('hello@acme.example');
    expect(contact).toContain('https://wa.me/447700900123?text=');
    expect(contact).not.toContain('98765 43210');
    expect(contact).not.toContain('Vyoma');
    // An empty social link is not shown; the set ones are.
    expect(contact).toContain('aria-label="Acme Digital on LinkedIn (opens in a new tab)"');
    expect(contact).not.toContain('on Instagram');
    expect(contact).not.toContain('instagram.com');

    const org = organization(await page('/'));
    expect(org).toMatchObject({
      name: 'Acme Digital',
      telephone: '+44 20 7946 0000',
      email: 'hello@acme.example',
      address: {
        '@type': 'PostalAddress',
        streetAddress: '1 High Street',
        addressLocality: 'London',
        postalCode: 'N1 1AA',
        addressCountry: 'GB',
      },
      sameAs: ['https://www.linkedin.com/company/acme', 'https://www.facebook.com/acme'],
    });

    const careers = await page('/careers');
    expect(careers).toContain(
      `https://wa.me/447700900123?text=${encodeURIComponent('Hello Acme Digital, I am interested in the iOS Developer position.')}`,
    );
  });

  it('names the agency from the settings on every public page, never by a literal or a placeholder', async () => {
    for (const url of PUBLIC_STATIC_PATHS) {
      const html = await page(url);
      // (Demo posts keep their own author names, "Vyoma Back Office Team": those are content.)
      expect(html.includes('{siteName}'), `${url}: a placeholder`).toBe(false);
      expect(html.includes('Vyoma Infotech'), `${url}: the demo name`).toBe(false);
      expect(/<title>[^<]*\| Acme Digital<\/title>/.test(html), `${url}: the title`).toBe(true);
    }
  });

  it('leaves out what the settings leave blank (no chat button without a WhatsApp number)', async () => {
    const res = await put(
      t,
      { ...SETTINGS, phone: '', whatsapp: { number: '', message: '' }, social: {} },
      cookie,
    );
    expect(res.statusCode).toBe(200);
    const contact = await page('/contactUs');
    expect(contact).not.toContain('wa.me');
    expect(contact).not.toContain('tel:');
    expect(contact).not.toContain('linkedin.com');
    const org = organization(await page('/'));
    expect(org.telephone).toBeUndefined();
    expect(org.sameAs).toBeUndefined();
  });
});
