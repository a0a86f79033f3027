/**
 * Forms staff build, in the browser (issue 29): an admin builds a form with a condition in the
 * builder and places it in a post from the rich-text editor's toolbar; a visitor who came from a
 * campaign sends it from the post with the condition off and on (the conditional field hidden, then
 * shown and required); the entries are in the inbox with the form's name, answers and source. A bot
 * that fills the honeypot or sends too fast is told the same as a person, and nothing of it reaches
 * the inbox as an enquiry.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { API, type ContactListResponse, PAGE } from '@vyoma/contract';
import { CTA_BANNER, FAQ, FEATURE_GRID, FORM_BLOCK, HERO } from '@vyoma/contract/blocks';
import { PAGE_DOC } from '@vyoma/contract/content-types';
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { seriousA11yViolations } from '../support/a11y.ts';
import { type AdminApi, adminApi } from '../support/admin-api.ts';
import { goto, openPage, signInAt } from '../support/browser.ts';
import { screenshot } from '../support/screenshots.ts';
import { REPO_ROOT } from '../support/server.ts';
import { useSite } from '../support/suite.ts';

const site = useSite();
// Unique per run: the shared server outlives this file.
const run = Date.now().toString(36);
const TITLE = `Free audit ${run}`;
let api: AdminApi;
let post: { _id: string; slug: string };
let formSlug = '';

const media = (name: string) => readFileSync(path.join(REPO_ROOT, 'server/src/demo/media', name));

beforeAll(async () => {
  api = await adminApi(site.server.url);
  // A published post of this file's own, to place the form in.
  const image = new FormData();
  image.set('file', new Blob([media('app-prototype-1.png')], { type: 'image/png' }), 'audit.png');
  image.set('alt', 'A laptop showing a site audit');
  const library = await api<{ data: { path: string } }>('POST', '/api/v1/admin/media', image);
  const blog = new FormData();
  const fields: Record<string, string> = {
    title: `Is your site slow? ${run}`,
    heading: 'Five checks before you redesign',
    description: 'What to look at first when visitors leave too soon.',
    author: 'Vyoma team',
    category: 'digitalMarketing',
    status: 'published',
    'content[0][heading]': 'Start with the numbers',
    'content[0][description]': 'Measure before you change anything. We can do it for you.',
    'content[0][image]': library.data.path,
  };
  for (const [k, v] of Object.entries(fields)) blog.set(k, v);
  blog.set('iconImage', new Blob([media('blog-ai.webm')], { type: 'video/webm' }), 'icon.webm');
  post = (await api<{ data: { _id: string; slug: string } }>('POST', API.blogs, blog)).data;
});

/** What a visitor sends: the form in the post, filled like a person (on the page's clock). */
async function visitPost(utm: boolean) {
  const visitor = await openPage(site.browser, site.server.url);
  await visitor.page.clock.install();
  // The visit starts on a campaign link, then reaches the post.
  await goto(
    visitor.page,
    `${PAGE.blog(post.slug)}${utm ? '?utm_source=newsletter&utm_campaign=spring-audit' : ''}`,
  );
  return visitor;
}
const formIn = (page: Page) => page.getByRole('form', { name: TITLE });

describe('a form built in the admin and placed in a post', () => {
  it('is built with a condition in the form builder', async () => {
    const { page, context, problems } = await openPage(site.browser, site.server.url);
    await signInAt(page, '/admin/forms');
    await page.getByRole('link', { name: 'New form' }).first().click();
    await page.getByLabel('Title').fill(TITLE);
    // The builder starts with a name and an e-mail field; add a choice, a field that depends on it, a consent box.
    const field = (n: number) => page.getByRole('group', { name: new RegExp(`^Field ${n}`) });
    await page.getByRole('button', { name: 'Add a field' }).click();
    await field(3).getByLabel('Type').selectOption('radio');
    await field(3).getByLabel('Label').fill('Do you have a website?');
    await field(3).getByLabel('Required').check();
    await field(3).getByLabel('Options, one per line').fill('Yes\nNot yet');
    await page.getByRole('button', { name: 'Add a field' }).click();
    await field(4).getByLabel('Label').fill('Its address');
    await field(4).getByLabel('Required').check();
    await field(4).getByLabel('Show this field').selectOption({ label: 'When “Do you have a website?” is…' });
    await field(4).getByLabel('…this answer').selectOption('Yes');
    await page.getByRole('button', { name: 'Add a field' }).click();
    await field(5).getByLabel('Type').selectOption('hidden');
    await field(5).getByLabel('Label').fill('Campaign');
    await field(5).getByLabel('Filled from').selectOption('utm_campaign');
    await page
      .getByRole('textbox', { name: 'Message' })
      .fill('Thank you: your audit arrives within three working days.');
    await screenshot(page, 'form-builder');
    await page.getByRole('button', { name: 'Create form' }).click();
    await page.getByText('Form created.').waitFor();
    await page.waitForURL(/\/admin\/forms\/[0-9a-f-]+\/edit$/);
    formSlug = (await page.getByRole('link', { name: /^\/forms\// }).innerText()).replace('/forms/', '');
    expect(formSlug).toBe(`free-audit-${run}`);
    expect(await seriousA11yViolations(page)).toEqual([]);
    await goto(page, '/admin/forms');
    await page.getByRole('row').filter({ hasText: TITLE }).waitFor();
    await screenshot(page, 'forms-list');
    expect(problems()).toEqual([]);
    await context.close();
  });

  it('is placed in the post from the editor’s toolbar', async () => {
    const { page, context } = await openPage(site.browser, site.server.url);
    await signInAt(page, `/admin/edit-blog/${post._id}`);
    const text = page.getByRole('textbox', { name: 'Section 1 description' });
    await text.click();
    await page.keyboard.press('End');
    const toolbar = page.getByRole('toolbar', { name: 'Section 1 description: formatting' });
    await toolbar.getByRole('button', { name: 'Place a form' }).click();
    const dialog = page.getByRole('dialog', { name: 'Place a form' });
    await dialog.getByLabel('Form').selectOption({ label: TITLE });
    await dialog.getByRole('button', { name: 'Place the form' }).click();
    await text.getByText(`Form: ${formSlug}`).waitFor();
    await page.getByRole('button', { name: 'Update', exact: true }).click();
    await page.getByText('Blog updated successfully.').waitFor();
    const saved = await api<{ data: { content: { body: { content: { type: string }[] } }[] } }>(
      'GET',
      API.blog(post._id),
    );
    expect(saved.data.content[0]!.body.content.map((b) => b.type)).toContain('formEmbed');
    await context.close();
  });

  it('is sent from the post with the condition off: the dependent field is hidden and not asked for', async () => {
    const { page, context, problems } = await visitPost(true);
    const form = formIn(page);
    await form.waitFor();
    await form.getByLabel('Your name').fill('Leela Menon');
    await form.getByLabel('E-mail').fill(`leela-${run}@example.com`);
    await form.getByLabel('Not yet').check();
    expect(await form.getByLabel('Its address').isVisible()).toBe(false);
    await page.clock.fastForward(2500);
    await form.getByRole('button', { name: 'Send' }).click();
    await page.getByText('Thank you: your audit arrives within three working days.').waitFor();
    expect(problems()).toEqual([]);
    await context.close();
  });

  it('is sent with the condition on: the dependent field shows and is required', async () => {
    const { page, context } = await visitPost(false);
    const form = formIn(page);
    await form.getByLabel('Your name').fill('Omar Siddiqui');
    await form.getByLabel('E-mail').fill(`omar-${run}@example.com`);
    await form.getByLabel('Yes').check();
    const address = form.getByLabel('Its address');
    await address.waitFor();
    await page.clock.fastForward(2500);
    await form.getByRole('button', { name: 'Send' }).click();
    await form.getByText('Its address is required').waitFor();
    expect(await address.getAttribute('aria-invalid')).toBe('true');
    await screenshot(page, 'form-in-post');
    await address.fill('https://omar-tea.example');
    await form.getByRole('button', { name: 'Send' }).click();
    await page.getByText('Thank you: your audit arrives within three working days.').waitFor();
    await context.close();
  });

  it('puts each entry in the inbox with the form’s name, its answers and where the visit came from', async () => {
    const { page, context } = await openPage(site.browser, site.server.url);
    await signInAt(page, '/admin/forms');
    await page.getByRole('link', { name: `2 entries of ${TITLE}` }).click();
    await page.getByText(`Only the entries of the form “${TITLE}”`).waitFor();
    const row = page.getByRole('row').filter({ hasText: 'Leela Menon' });
    expect(await row.innerText()).toContain(TITLE);
    await row.getByRole('link', { name: 'Leela Menon' }).click();
    await page.getByRole('heading', { name: `Entry of “${TITLE}”` }).waitFor();
    const answers = await page.locator('.enquiry-answers').innerText();
    expect(answers).toContain('Do you have a website?\nNot yet');
    expect(answers).toContain('Campaign\nspring-audit');
    expect(answers).not.toContain('Its address');
    const origin = await page.getByRole('region', { name: /where it came from/i }).innerText();
    expect(origin).toContain('newsletter');
    expect(await seriousA11yViolations(page)).toEqual([]);
    await screenshot(page, 'form-entry');
    await context.close();
  });
});

describe('spam', () => {
  it('tells a bot that fills the honeypot or sends too fast the same as a person, and keeps it out of the inbox', async () => {
    const inbox = async () =>
      (await api<ContactListResponse>('GET', `${API.contact}?q=bot-${run}&limit=50`)).data.map(
        (e) => e.status,
      );
    for (const bot of ['honeypot', 'fast'] as const) {
      const { page, context } = await openPage(site.browser, site.server.url);
      // The person-like bot's clock runs (and jumps past the minimum below); the fast one's stands
      // still, so however slow this machine types, its answer is sent "at once".
      if (bot === 'honeypot') await page.clock.install();
      else await page.clock.setFixedTime(new Date());
      await goto(page, PAGE.form(formSlug));
      const form = formIn(page);
      await form.getByLabel('Your name').fill(`A ${bot} bot`);
      await form.getByLabel('E-mail').fill(`${bot}-bot-${run}@example.com`);
      await form.getByLabel('Not yet').check();
      if (bot === 'honeypot') {
        await form.locator('input[name="website"]').evaluate((el: HTMLInputElement) => {
          el.value = 'https://spam.example';
        });
        await page.clock.fastForward(2500);
      }
      await form.getByRole('button', { name: 'Send' }).click();
      await page.getByText('Thank you: your audit arrives within three working days.').waitFor();
      await context.close();
    }
    // The honeypot's is nowhere; the fast one is filed as spam, out of the pipeline.
    expect(await inbox()).toEqual(['spam']);
  });

  it('shows the form’s own page at both widths', async () => {
    for (const viewport of ['phone', 'desktop'] as const) {
      const { page, context } = await openPage(site.browser, site.server.url, { viewport });
      await goto(page, PAGE.form(formSlug));
      await formIn(page).waitFor();
      expect(await seriousA11yViolations(page)).toEqual([]);
      await screenshot(page, 'form-page');
      await context.close();
    }
  });

  it('is sent from a new page of five blocks at /services/cloud-migration: the form block comes alive (issue 35)', async () => {
    // Under Our Services (/services), where staff put a new offer's page.
    const services = (
      await api<{ data: { _id: string; path: string }[] }>('GET', `/api/v1${PAGE_DOC.api.list}?q=services`)
    ).data.find((p) => p.path === '/services')!;
    const slug = `cloud-migration-${run}`;
    const made = await api<{ data: { path: string } }>('POST', `/api/v1${PAGE_DOC.api.create}`, {
      title: 'Cloud migration',
      slug,
      parent: services._id,
      status: 'published',
      body: [
        {
          type: 'hero',
          props: { ...HERO.example, heading: 'Move to the cloud without the downtime', trail: 'parents' },
        },
        { type: 'feature-grid', props: FEATURE_GRID.example },
        { type: 'faq', props: FAQ.example },
        { type: 'form', props: { ...FORM_BLOCK.example, heading: 'Ask for your audit', form: formSlug } },
        { type: 'cta-banner', props: CTA_BANNER.example },
      ],
    });
    expect(made.data.path).toBe(`/services/${slug}`);
    const { page, context, problems } = await openPage(site.browser, site.server.url);
    await page.clock.install();
    await goto(page, made.data.path);
    await page.getByRole('heading', { level: 1, name: 'Move to the cloud without the downtime' }).waitFor();
    const trail = page.getByRole('navigation', { name: 'Breadcrumb' });
    expect(await trail.getByRole('link', { name: 'Our Services' }).getAttribute('href')).toBe('/services');
    const form = formIn(page);
    await form.getByLabel('Your name').fill('Farah Khan');
    await form.getByLabel('E-mail').fill(`farah-${run}@example.com`);
    await form.getByLabel('Not yet').check();
    // The form's own script runs: a field whose condition is off is hidden, as in the post.
    expect(await form.getByLabel('Its address').isVisible()).toBe(false);
    await page.clock.fastForward(2500);
    const sent = page.waitForRequest((r) => r.url().endsWith(`/api/v1/forms/${formSlug}/entries`));
    await form.getByRole('button', { name: 'Send' }).click();
    await sent;
    await page.getByText('Thank you: your audit arrives within three working days.').waitFor();
    expect(new URL(page.url()).pathname).toBe(made.data.path);
    expect(problems()).toEqual([]);
    await context.close();
  });
});
