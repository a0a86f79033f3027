/**
 * Job applications in the browser (issue 29): an applicant applies on an opening's page with a PDF,
 * with JavaScript and without; a CV that is not what its name says, a program and a 6 MB file are
 * refused by the CV's field; the team sees the application on the candidates board with the consent
 * text it was sent with and moves it through the stages; a closed opening says so (410).
 */
import { careerApplyPath, type JobOpening, PAGE } from '@vyoma/contract';
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { exe, notWord, pdf } from '../../testkit/documents.ts';
import { seriousA11yViolations } from '../support/a11y.ts';
import { type AdminApi, adminApi } from '../support/admin-api.ts';
import { goto, openPage, signInAt } from '../support/browser.ts';
import { SCREENSHOTS, screenshot } from '../support/screenshots.ts';
import { useSite } from '../support/suite.ts';

const site = useSite();
// Unique per run: the shared server outlives this file.
const run = Date.now().toString(36);
let job: JobOpening;
let api: AdminApi;

beforeAll(async () => {
  api = await adminApi(site.server.url);
  job = (
    await api<{ data: JobOpening }>('POST', '/api/v1/admin/jobs', {
      title: `Site Reliability Engineer ${run}`,
      department: 'Engineering',
      location: 'Indore',
      employmentType: 'FULL_TIME',
      experience: '3+ years',
      description: 'Keep our clients’ sites fast and up, day and night.',
      apply: { kind: 'email', target: 'jobs@vyoma.example' },
    })
  ).data;
});

const form = (page: Page) => page.getByRole('form', { name: /^Apply for this role/ });

/** Fills the form like a person, who takes more than two seconds (on the page's clock). */
async function fill(page: Page, who: { name: string; email: string }, cv: { name: string; buffer: Buffer }) {
  const f = form(page);
  await f.getByLabel('Full name').fill(who.name);
  await f.getByLabel('E-mail').fill(who.email);
  await f.getByLabel('Phone').fill('+91 90000 54321');
  await f.getByLabel(/^CV/).setInputFiles({ name: cv.name, mimeType: 'application/pdf', buffer: cv.buffer });
  await f.getByLabel('Cover note (optional)').fill('Five years of on-call, and I write the runbooks.');
  await f.getByRole('checkbox').check();
}

describe('applying on an opening’s page', () => {
  it('takes a PDF with JavaScript, says what happens next, and shows in JobPosting that it applies here', async () => {
    const { page, context, problems } = await openPage(site.browser, site.server.url);
    await page.clock.install();
    await goto(page, PAGE.careerOpening(job.slug));
    const jsonLd = await page.locator('script[type="application/ld+json"]').allTextContents();
    expect(jsonLd.join('')).toContain('"directApply":true');
    await fill(
      page,
      { name: 'Anita Rao', email: `anita-${run}@example.com` },
      { name: 'anita.pdf', buffer: pdf() },
    );
    await screenshot(page, 'application-form');
    await page.clock.fastForward(2500);
    await form(page).getByRole('button', { name: 'Send application' }).click();
    const done = page.getByRole('status').filter({ hasText: 'Application sent' });
    await done.waitFor();
    expect(await done.innerText()).toContain('We reply by e-mail within two weeks');
    expect(problems()).toEqual([]);
    await screenshot(page, 'application-sent');
    await context.close();
  });

  it('takes a PDF without JavaScript: the server answers on the page', async () => {
    const { page, context } = await openPage(site.browser, site.server.url, { javaScript: false });
    await page.goto(PAGE.careerOpening(job.slug));
    await fill(
      page,
      { name: 'Vikram Nair', email: `vikram-${run}@example.com` },
      { name: 'vikram.pdf', buffer: pdf() },
    );
    const [response] = await Promise.all([
      page.waitForResponse((r) => r.url().endsWith(careerApplyPath(job.slug))),
      form(page).getByRole('button', { name: 'Send application' }).click(),
    ]);
    expect(response.status()).toBe(200);
    await page.getByText('Application sent').waitFor();
    await context.close();
  });

  it('refuses by the CV’s field an archive named .docx, a program named .pdf and a 6 MB file', async () => {
    const { page, context } = await openPage(site.browser, site.server.url, { viewport: 'phone' });
    await page.clock.install();
    await goto(page, PAGE.careerOpening(job.slug));
    const cvError = () =>
      form(page)
        .locator('.field', { has: page.getByLabel(/^CV/) })
        .locator('.field__error');
    const cases: [string, Buffer, RegExp][] = [
      ['notes.docx', notWord(), /CV must be a PDF or Word/],
      ['cv.pdf', exe(), /CV must be a PDF or Word/],
      ['big.pdf', pdf('Big', 6 * 1024 * 1024), /File too large: CV must be at most 5 MB/],
    ];
    await fill(page, { name: 'Sam Bot', email: `sam-${run}@example.com` }, { name: 'x.pdf', buffer: pdf() });
    for (const [name, buffer, message] of cases) {
      await form(page)
        .getByLabel(/^CV/)
        .setInputFiles({ name, mimeType: 'application/octet-stream', buffer });
      await page.clock.fastForward(2500);
      await form(page).getByRole('button', { name: 'Send application' }).click();
      await expect
        .poll(async () => (await cvError().count()) > 0 && (await cvError().innerText()), { timeout: 15_000 })
        .toMatch(message);
      // The CV's field says it; what was typed stays.
      expect(await form(page).getByLabel(/^CV/).getAttribute('aria-invalid')).toBe('true');
      expect(await form(page).getByLabel('Full name').inputValue()).toBe('Sam Bot');
    }
    await screenshot(page, 'application-refused');
    await context.close();
    // Nothing of Sam was stored.
    const list = await api<{ total: number }>(
      'GET',
      `/api/v1/admin/applications?job=${job._id}&q=sam-${run}`,
    );
    expect(list.total).toBe(0);
  });
});

describe('the candidates board', () => {
  it('shows the application with the consent it was sent with, and moves it through the stages', async () => {
    const { page, context, problems } = await openPage(site.browser, site.server.url);
    await signInAt(page, `/admin/candidates?job=${job._id}`);
    const newColumn = page.getByRole('region', { name: /^New/ });
    const card = newColumn.getByRole('listitem').filter({ hasText: 'Anita Rao' });
    await card.waitFor();
    expect(await page.getByRole('region', { name: /^New/ }).getByRole('listitem').count()).toBe(2);
    expect(await seriousA11yViolations(page)).toEqual([]);
    await screenshot(page, 'candidates-board');

    // Move it from its card.
    await card.getByLabel('Move Anita Rao to').selectOption('screening');
    await page
      .getByRole('region', { name: /^Screening/ })
      .getByRole('listitem')
      .filter({ hasText: 'Anita Rao' })
      .waitFor();

    // Its page: the consent text as the applicant saw it, with its version.
    await page
      .getByRole('region', { name: /^Screening/ })
      .getByRole('link', { name: 'Anita Rao' })
      .click();
    await page.getByRole('heading', { level: 1, name: 'Anita Rao' }).waitFor();
    const consent = page.getByRole('region', { name: 'Consent' });
    expect(await consent.locator('blockquote').innerText()).toMatch(
      /^I agree that .+ keeps my application and CV/,
    );
    expect(await consent.innerText()).toMatch(/version [0-9a-f]{12}/);
    const cv = page.getByRole('link', { name: /Open the CV \(anita\.pdf/ });
    expect(await cv.getAttribute('href')).toMatch(/^\/api\/v1\/admin\/applications\/[0-9a-f-]+\/cv$/);
    await page.getByLabel('Stage').selectOption('interview');
    await page.getByText('Moved to Interview.').waitFor();
    await page.getByLabel('Add a note').fill('Strong on incident reviews.');
    await page.getByRole('button', { name: 'Add note' }).click();
    await page.getByText('Strong on incident reviews.').waitFor();
    const history = page.getByRole('region', { name: 'History' });
    expect(await history.innerText()).toContain('moved it from Screening to Interview');
    expect(await seriousA11yViolations(page)).toEqual([]);
    await screenshot(page, 'candidate');

    // The list view keeps its filters in the URL.
    await goto(page, `/admin/candidates?job=${job._id}&view=list&stage=interview`);
    await page.getByRole('row').filter({ hasText: 'Anita Rao' }).waitFor();
    expect(await page.getByRole('row').count()).toBe(2);
    expect(problems()).toEqual([]);
    await context.close();
  });

  it('shows the board at phone width', { skip: !SCREENSHOTS }, async () => {
    const { page, context } = await openPage(site.browser, site.server.url, { viewport: 'phone' });
    await signInAt(page, `/admin/candidates?job=${job._id}`);
    await page.getByRole('link', { name: 'Anita Rao' }).waitFor();
    await screenshot(page, 'candidates-board');
    await page.getByRole('link', { name: 'Anita Rao' }).click();
    await page.getByRole('heading', { level: 1, name: 'Anita Rao' }).waitFor();
    await screenshot(page, 'candidate');
    await context.close();
  });
});

describe('a closed opening', () => {
  it('says so with 410 and shows no form', async () => {
    await api('PUT', `/api/v1/admin/jobs/${job._id}`, {
      title: job.title,
      department: job.department,
      location: job.location,
      employmentType: job.employmentType,
      experience: job.experience,
      description: job.description,
      apply: job.apply,
      status: 'closed',
    });
    const { page, context } = await openPage(site.browser, site.server.url);
    const response = await page.goto(PAGE.careerOpening(job.slug));
    expect(response?.status()).toBe(410);
    await page.getByRole('heading', { name: 'This opening is closed' }).waitFor();
    expect(await form(page).count()).toBe(0);
    await context.close();
  });
});
