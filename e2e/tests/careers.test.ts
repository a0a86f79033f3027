/**
 * Careers (spec §2.4, §9; issue 19): heading, the demo's 16 job cards, responsive grid, Apply Now
 * messaging links; an opening added in the admin gets its own page with JobPosting data, and closing
 * it takes it off the list and its page says so.
 */
import { MESSAGES } from '@vyoma/contract';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { seriousA11yViolations } from '../support/a11y.ts';
import { goto, openPage, signInAt, VIEWPORTS } from '../support/browser.ts';
import { SCREENSHOTS, screenshot } from '../support/screenshots.ts';
import { useSite } from '../support/suite.ts';

/** The demo content's WhatsApp number (site settings). */
const DEMO_WHATSAPP = '919876543210';

const JOB_TITLES = [
  'iOS Developer',
  'Android Developer',
  'PHP Developer',
  'Python/Django Developer',
  'Senior Team Lead PHP Developer',
  'Business Development Executive',
  'Content Writer',
  'Internship in Digital Marketing',
  'Back Office Support',
  'Frontend Developer',
  'Backend Developer',
  'Full Stack Developer',
  'React Developer',
  'UI/UX Designer',
  'DevOps Engineer',
  'Digital Marketing Specialist',
];

const site = useSite();

async function openCareers(page: Page) {
  await goto(page, '/careers');
  await page.getByRole('heading', { level: 1, name: MESSAGES.careers.heading }).waitFor();
}

const cardsOf = (page: Page) => page.getByTestId('careers-grid').getByRole('listitem');
/** The card of one opening, by its title. */
const cardOf = (page: Page, title: string) =>
  cardsOf(page).filter({ has: page.getByRole('heading', { level: 3, name: title, exact: true }) });

describe('/careers', () => {
  // Other files on this server may not add openings, but this file's last test does (and closes it).
  it('shows "Join Our Team", a subtitle and the 16 demo openings in order', async () => {
    const { page, context, problems } = await openPage(site.browser, site.server.url);
    await openCareers(page);
    expect(await page.locator('h1').count()).toBe(1);
    const subtitle = await page.locator('h1 + p').textContent();
    expect(subtitle?.length).toBeGreaterThan(30);
    const cards = cardsOf(page);
    const titles = await cards.getByRole('heading', { level: 3 }).allTextContents();
    expect(titles.filter((title) => JOB_TITLES.includes(title))).toEqual(JOB_TITLES);
    for (const text of await cards.locator('p.job-card__text').allTextContents()) {
      expect(text.length).toBeGreaterThan(40);
    }
    await page.waitForFunction(() => document.title.startsWith('Careers'));
    expect(await page.locator('meta[name="description"]').getAttribute('content')).toBeTruthy();
    expect(await page.locator('link[rel="canonical"]').getAttribute('href')).toBe(
      `${site.server.url}/careers`,
    );
    expect(problems()).toEqual([]);
    await context.close();
  });

  it('lays the grid out in 1, 2 and 3 columns at 375, 800 and 1280 px', async () => {
    const { page, context } = await openPage(site.browser, site.server.url, { viewport: 'phone' });
    await openCareers(page);
    const columns = () =>
      page
        .getByTestId('careers-grid')
        .evaluate((grid) => getComputedStyle(grid).gridTemplateColumns.split(' ').filter(Boolean).length);
    expect(await columns()).toBe(1);
    await page.setViewportSize({ width: 800, height: 900 });
    await expect.poll(columns).toBe(2);
    await page.setViewportSize({ width: 1280, height: 900 });
    await expect.poll(columns).toBe(3);
    await context.close();
  });

  it('Apply Now opens the messaging link for the shared number, naming the position, in a new tab', async () => {
    const { page, context } = await openPage(site.browser, site.server.url);
    // Keep the test offline: answer the external chat link locally.
    await context.route('https://wa.me/**', (route) =>
      route.fulfill({ contentType: 'text/html', body: 'chat' }),
    );
    await openCareers(page);
    for (const title of JOB_TITLES) {
      const apply = cardOf(page, title).getByRole('link', { name: new RegExp(`^${MESSAGES.careers.apply}`) });
      expect(await apply.textContent()).toContain(MESSAGES.careers.apply);
      const href = await apply.getAttribute('href');
      expect(href).toBe(
        `https://wa.me/${DEMO_WHATSAPP}?text=${encodeURIComponent(
          `Hello Vyoma Infotech, I am interested in the ${title} position.`,
        )}`,
      );
      expect(await apply.getAttribute('target')).toBe('_blank');
      expect(await apply.getAttribute('rel')).toMatch(/noopener/);
    }
    const [popup] = await Promise.all([
      context.waitForEvent('page'),
      cardOf(page, 'UI/UX Designer')
        .getByRole('link', { name: new RegExp(`^${MESSAGES.careers.apply}`) })
        .click(),
    ]);
    await popup.waitForLoadState();
    const url = new URL(popup.url());
    expect(url.host).toBe('wa.me');
    expect(url.searchParams.get('text')).toBe(
      'Hello Vyoma Infotech, I am interested in the UI/UX Designer position.',
    );
    expect(page.url()).toMatch(/\/careers$/);
    await context.close();
  });

  // Accessibility of /careers and an opening's page at both widths: a11y-public.test.ts.
  it('links each card to its opening’s page, and looks right at 375 and 1280 px', async () => {
    for (const viewport of SCREENSHOTS ? (['phone', 'desktop'] as const) : (['desktop'] as const)) {
      const { page, context } = await openPage(site.browser, site.server.url, {
        viewport,
        reducedMotion: true,
      });
      await openCareers(page);
      await screenshot(page, 'careers');
      // A demo opening's own page, from its card.
      await cardOf(page, 'React Developer')
        .getByRole('link', { name: 'React Developer', exact: true })
        .click();
      await page.getByRole('heading', { level: 1, name: 'React Developer' }).waitFor();
      expect(new URL(page.url()).pathname).toMatch(/^\/careers\/[a-z0-9-]+$/);
      await screenshot(page, 'career-opening-demo');
      await context.close();
    }
  });
});

describe('an opening added in the admin', () => {
  // Unique per run: the shared server outlives this file.
  const title = `Kotlin Platform Engineer ${Date.now().toString(36)}`;

  it('gets its own page with the description, details, its application form, Apply by e-mail and JobPosting data; closed, it is gone', async () => {
    const admin = await openPage(site.browser, site.server.url);
    await signInAt(admin.page, '/admin/careers');
    await admin.page.getByRole('link', { name: 'Add opening' }).click();
    await admin.page.getByRole('heading', { level: 1, name: 'Add opening' }).waitFor();
    const form = admin.page;
    await form.getByLabel('Title').fill(title);
    await form.getByLabel('Department').fill('Engineering');
    await form.getByLabel('Employment type').selectOption('CONTRACTOR');
    await form.getByLabel('Location').fill('Bhopal, Madhya Pradesh');
    await form.getByLabel('Experience').fill('3+ years');
    const description = form.getByRole('textbox', { name: 'Description' });
    await description.click();
    await form.keyboard.type('Keep our build pipelines fast and ');
    await form.keyboard.press('ControlOrMeta+b');
    await form.keyboard.type('boring');
    await form.keyboard.press('ControlOrMeta+b');
    await form.keyboard.type('.');
    await form.getByRole('radio', { name: 'E-mail' }).check();
    await form.getByLabel('E-mail address').fill('careers@vyoma.example');
    await screenshot(form, 'admin-career-form');
    await form.getByRole('button', { name: 'Create opening' }).click();
    await form.waitForURL(/\/admin\/careers$/);
    const row = form.getByRole('row').filter({ hasText: title });
    await row.waitFor();
    expect(await row.getByRole('cell').first().textContent()).toBe('Open');
    await screenshot(form, 'admin-careers');
    // Both screens at phone width, usable and checked by axe there too.
    await form.setViewportSize(VIEWPORTS.phone);
    expect(await seriousA11yViolations(form)).toEqual([]);
    await screenshot(form, 'admin-careers');
    await row.getByRole('link', { name: `Edit ${title}` }).click();
    await form.getByRole('heading', { level: 1, name: 'Edit opening' }).waitFor();
    await form.getByRole('textbox', { name: 'Description' }).waitFor();
    expect(await seriousA11yViolations(form)).toEqual([]);
    await screenshot(form, 'admin-career-form');
    await form.goBack();
    await form.setViewportSize(VIEWPORTS.desktop);

    const visitor = await openPage(site.browser, site.server.url, { reducedMotion: true });
    await openCareers(visitor.page);
    const card = cardOf(visitor.page, title);
    await card.getByRole('link', { name: title, exact: true }).click();
    await visitor.page.getByRole('heading', { level: 1, name: title }).waitFor();
    expect(visitor.page.url()).toMatch(/\/careers\/kotlin-platform-engineer-[a-z0-9]+$/);
    expect(await visitor.page.locator('.rich-text strong').textContent()).toBe('boring');
    // Apply Now leads to the page's own application form (issue 29); the opening's e-mail is the other way.
    const apply = visitor.page.getByRole('link', { name: MESSAGES.careers.apply, exact: true });
    expect(await apply.getAttribute('href')).toBe('#apply');
    expect(
      await visitor.page.getByRole('link', { name: 'Prefer e-mail? Write to us' }).getAttribute('href'),
    ).toBe(`mailto:careers@vyoma.example?subject=${encodeURIComponent(`Application: ${title}`)}`);
    await visitor.page.getByRole('form', { name: `Apply for this role: ${title}` }).waitFor();
    expect(await visitor.page.getByText('Contract', { exact: true }).count()).toBeGreaterThan(0);
    const postings = await visitor.page
      .locator('script[type="application/ld+json"]')
      .evaluateAll((scripts) =>
        scripts.map((s) => JSON.parse(s.textContent ?? '{}') as Record<string, unknown>),
      );
    const posting = postings.find((d) => d['@type'] === 'JobPosting');
    expect(posting).toMatchObject({
      title,
      employmentType: 'CONTRACTOR',
      directApply: true,
      hiringOrganization: { name: 'Vyoma Infotech' },
      jobLocation: { address: { addressCountry: 'IN' } },
    });
    expect(await seriousA11yViolations(visitor.page)).toEqual([]);
    await screenshot(visitor.page, 'career-opening');
    const openingPath = new URL(visitor.page.url()).pathname;

    // Closing it in the admin: off the list, and its page says it is closed with 410.
    await row.getByRole('link', { name: `Edit ${title}` }).click();
    await form.getByRole('heading', { level: 1, name: 'Edit opening' }).waitFor();
    await form.getByLabel('Status').selectOption('closed');
    await form.getByRole('button', { name: 'Save opening' }).click();
    await form.waitForURL(/\/admin\/careers$/);
    await form.getByRole('row').filter({ hasText: title }).getByText('Closed').waitFor();

    const gone = await fetch(`${site.server.url}${openingPath}`);
    expect(gone.status).toBe(410);
    await goto(visitor.page, openingPath);
    await visitor.page.getByRole('heading', { name: 'This opening is closed' }).waitFor();
    expect(
      await visitor.page.locator('script[type="application/ld+json"]').allTextContents(),
    ).not.toContainEqual(expect.stringContaining('JobPosting'));
    await openCareers(visitor.page);
    expect(await cardOf(visitor.page, title).count()).toBe(0);
    await visitor.context.close();
    await admin.context.close();
  });
});
