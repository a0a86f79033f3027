/**
 * A job opening's page in the page's language (issue 36, decision 0063 §1.7): in English as it always
 * was, and in Hindi when the root's data brings that language's areas (texts.server.ts): its details,
 * summary, closing day (in the page's locale), other way to apply, structured data, and the closed,
 * missing and failed opening. The opening's own words are the opening's; the application form is not
 * moved yet (the server renders it once its code has loaded: not in these renders).
 */
import { type JobOpening, NEUTRAL_SETTINGS } from '@vyoma/contract';
import { textToDoc } from '@vyoma/contract/rich-text';
import type { ReactNode } from 'react';
import { renderToString } from 'react-dom/server';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router';
import { describe, expect, it } from 'vitest';
import { SiteSettingsContext } from '~/lib/siteSettings.ts';
import { textsFor } from '~/lib/texts.server.ts';
import CareerOpeningPage, { OpeningClosed, OpeningMissing } from './CareerOpeningPage.tsx';

const JOB: JobOpening = {
  _id: '00000000-0000-4000-8000-000000000003',
  slug: 'react-developer',
  title: 'React developer',
  department: 'Web development',
  location: 'Indore',
  remote: true,
  employmentType: 'FULL_TIME',
  experience: '2+ years',
  description: textToDoc('Build fast sites for small shops.'),
  descriptionText: 'Build fast sites for small shops.',
  apply: { kind: 'email', target: 'jobs@example.com' },
  closesOn: '2026-12-31',
  status: 'open',
  open: true,
  postedAt: '2026-11-01T10:00:00.000Z',
  createdAt: '2026-11-01T10:00:00.000Z',
  updatedAt: '2026-11-01T10:00:00.000Z',
  version: 1,
};
const INFO = { consentText: 'I agree.', consentVersion: 'v1' };
const SETTINGS = {
  ...NEUTRAL_SETTINGS,
  siteName: 'Vyoma',
  whatsapp: { ...NEUTRAL_SETTINGS.whatsapp, number: '919800000000' },
};

/** The root's language data as its loader gives it (root.tsx): English has no texts of its own. */
const ENGLISH = { lang: 'en', locale: 'en-IN', texts: textsFor('en') };
const HINDI = { lang: 'hi', locale: 'hi-IN', texts: textsFor('hi') };

/** `element` rendered on the server as the opening's route, under a root whose data is `root`. */
async function render(element: ReactNode, root: unknown): Promise<string> {
  const { query, dataRoutes } = createStaticHandler([
    { id: 'root', path: '/', loader: () => root, children: [{ path: 'careers/:slug', element }] },
  ]);
  const context = await query(new Request('http://localhost/careers/react-developer'));
  if (context instanceof Response) throw context;
  return renderToString(
    <SiteSettingsContext.Provider value={SETTINGS}>
      <StaticRouterProvider router={createStaticRouter(dataRoutes, context)} context={context} />
    </SiteSettingsContext.Provider>,
  );
}

/** The words a reader sees: the body's text (the head's tags and the router's data left out). */
const body = (html: string) =>
  html
    .replace(/^[\s\S]*?(?=<header class="page-hero"|<section)/, '')
    .replace(/<script>window\.__staticRouterHydrationData[\s\S]*$/, '')
    .replace(/(class|id|aria-labelledby|href)="[^"]*"/g, '');

/** The page's structured data of a type. */
const jsonLd = (html: string, type: string) =>
  [...html.matchAll(/<script type="application\/ld\+json">([^<]*)<\/script>/g)]
    .map((m) => JSON.parse(m[1]!))
    .find((d) => d['@type'] === type);

describe('a job opening’s page', () => {
  it('reads as it always did in English', async () => {
    for (const root of [ENGLISH, null]) {
      const html = await render(<CareerOpeningPage job={JOB} application={INFO} />, root);
      expect(html).toContain('<title>React developer · Careers | Vyoma</title>');
      expect(html).toContain(
        '<p class="page-hero__eyebrow">Careers</p><h1 class="page-hero__title">React developer</h1><p class="page-hero__lead">Web development · Full time · Remote · Indore</p>',
      );
      expect(html).toContain('<h2 id="opening-about">About the role</h2>');
      expect(html).toContain(
        '<h2 id="opening-details">At a glance</h2><dl><div><dt>Department</dt><dd>Web development</dd></div><div><dt>Location</dt><dd>Remote · Indore</dd></div><div><dt>Type</dt><dd>Full time</dd></div><div><dt>Experience</dt><dd>2+ years</dd></div><div><dt>Apply by</dt><dd>31 December 2026</dd></div></dl><a class="btn btn--primary" href="#apply">Apply Now</a>',
      );
      expect(html).toContain(
        '<a href="mailto:jobs@example.com?subject=Application%3A%20React%20developer">Prefer e-mail? Write to us</a>',
      );
      expect(html).toContain('<a href="/careers" data-discover="true">See all open positions</a>');
      expect(jsonLd(html, 'JobPosting').url).toBe('/careers/react-developer');
      expect(jsonLd(html, 'BreadcrumbList').itemListElement.map((i: { name: string }) => i.name)).toEqual([
        'Careers',
        'React developer',
      ]);
    }
    const open = await render(
      <CareerOpeningPage
        job={{ ...JOB, closesOn: null, employmentType: 'INTERN', apply: { kind: 'whatsapp', target: '' } }}
        application={INFO}
      />,
      ENGLISH,
    );
    expect(open).toContain('<dt>Type</dt><dd>Internship</dd>');
    expect(open).toContain('<dt>Apply by</dt><dd>Open until filled</dd>');
    expect(open).toContain(
      `href="https://wa.me/919800000000?text=${encodeURIComponent('Hello Vyoma, I am interested in the React developer position.')}"`,
    );
    expect(open).toContain('>Prefer WhatsApp? Message us</a>');
  });

  it('reads in Hindi, its closing day in the page’s locale, when the root brings Hindi’s texts', async () => {
    const html = await render(<CareerOpeningPage job={JOB} application={INFO} />, HINDI);
    expect(html).toContain('<title>React developer · करियर | Vyoma</title>');
    expect(html).toContain(
      '<p class="page-hero__eyebrow">करियर</p><h1 class="page-hero__title">React developer</h1><p class="page-hero__lead">Web development · फ़ुल टाइम · रिमोट · Indore</p>',
    );
    expect(html).toContain('<h2 id="opening-about">इस काम के बारे में</h2>');
    expect(html).toContain(
      '<h2 id="opening-details">एक नज़र में</h2><dl><div><dt>विभाग</dt><dd>Web development</dd></div><div><dt>जगह</dt><dd>रिमोट · Indore</dd></div><div><dt>नौकरी का प्रकार</dt><dd>फ़ुल टाइम</dd></div><div><dt>अनुभव</dt><dd>2+ years</dd></div><div><dt>आवेदन की आख़िरी तारीख़</dt><dd>31 दिसंबर 2026</dd></div></dl><a class="btn btn--primary" href="#apply">अभी आवेदन करें</a>',
    );
    expect(html).toContain(
      `<a href="mailto:jobs@example.com?subject=${encodeURIComponent('आवेदन: React developer')}">ईमेल आसान लगता है? हमें लिखें</a>`,
    );
    expect(html).toContain('>सभी खुले पद देखें</a>');
    // Its structured data names the Hindi pages, at their Hindi addresses.
    expect(jsonLd(html, 'JobPosting').url).toBe('/hi/careers/react-developer');
    expect(
      jsonLd(html, 'BreadcrumbList').itemListElement.map((i: { name: string; item: string }) => [
        i.name,
        i.item,
      ]),
    ).toEqual([
      ['करियर', '/hi/careers'],
      ['React developer', '/hi/careers/react-developer'],
    ]);
    const whatsapp = await render(
      <CareerOpeningPage
        job={{ ...JOB, closesOn: null, employmentType: 'TEMPORARY', apply: { kind: 'whatsapp', target: '' } }}
        application={INFO}
      />,
      HINDI,
    );
    expect(whatsapp).toContain('<dt>नौकरी का प्रकार</dt><dd>अस्थायी</dd>');
    expect(whatsapp).toContain('<dd>पद भरे जाने तक खुला</dd>');
    expect(whatsapp).toContain(
      `href="https://wa.me/919800000000?text=${encodeURIComponent('नमस्ते Vyoma, मुझे React developer के पद में दिलचस्पी है।')}"`,
    );
    expect(whatsapp).toContain('>WhatsApp आसान लगता है? हमें मैसेज करें</a>');
    // No English of the page's own is left (the opening's words aside).
    for (const page of [html, whatsapp])
      for (const english of [
        'Careers',
        'About the role',
        'At a glance',
        'Department',
        'Location',
        'Full time',
        'Remote',
        'Apply',
        'Prefer',
        'open positions',
        'December',
        'Open until',
      ])
        expect(body(page)).not.toContain(english);
  });

  it('says an opening is closed, missing, or could not be loaded, in the page’s language', async () => {
    const closed = await render(<OpeningClosed job={{ ...JOB, open: false }} />, ENGLISH);
    expect(closed).toContain('<h2>This opening is closed</h2><p>It no longer takes applications.');
    expect(closed).toContain('<p class="page-hero__lead">Web development · Full time · Remote · Indore</p>');
    const missing = await render(<OpeningMissing notFound />, ENGLISH);
    expect(missing).toContain('<title>Careers | ');
    expect(missing).toContain('<h1>We could not find this opening.</h1>');
    expect(await render(<OpeningMissing notFound={false} />, null)).toContain(
      '<h1>We could not load this opening. Please try again in a moment.</h1>',
    );

    const hindiClosed = await render(<OpeningClosed job={{ ...JOB, open: false }} />, HINDI);
    expect(hindiClosed).toContain(
      '<h2>इस पद के लिए आवेदन बंद हो गए हैं</h2><p>अब इस पद के लिए आवेदन नहीं लिए जा रहे। अभी खुले हुए पद देखें।</p>',
    );
    expect(hindiClosed).toContain('<meta name="description" content="अब इस पद के लिए आवेदन नहीं लिए जा रहे।');
    expect(hindiClosed).toContain(
      '<p class="page-hero__lead">Web development · फ़ुल टाइम · रिमोट · Indore</p>',
    );
    const hindiMissing = await render(<OpeningMissing notFound />, HINDI);
    expect(hindiMissing).toContain('<title>करियर | ');
    expect(hindiMissing).toContain('<h1>हमें यह पद नहीं मिला।</h1>');
    expect(hindiMissing).toContain('>सभी खुले पद देखें</a>');
    const hindiFailed = await render(<OpeningMissing notFound={false} />, HINDI);
    expect(hindiFailed).toContain('<h1>यह पद लोड नहीं हो सका। कृपया थोड़ी देर बाद फिर कोशिश करें।</h1>');
    for (const page of [hindiClosed, hindiMissing, hindiFailed])
      expect(body(page)).not.toMatch(/closed|opening|Careers|positions|Remote|Full time/);
  });
});
