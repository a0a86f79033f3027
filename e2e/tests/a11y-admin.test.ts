/**
 * Every admin screen at phone and desktop width (a form's new and edit screens one at each, see
 * `checkedAt`): no serious axe violations, no console errors. At the
 * desktop width (1280 px) every list also fits its card: no table scrolls sideways and every row's
 * action buttons lie inside the table's visible box (issue 25). One sign-in, then from screen to
 * screen through the app's router, as staff move (navigateInApp).
 */
import {
  ADMIN_PAGE,
  API,
  API_PREFIX,
  type CategoryListResponse,
  type ContactListResponse,
} from '@vyoma/contract';
import { BLOCKS } from '@vyoma/contract/blocks';
import { PAGE_DOC } from '@vyoma/contract/content-types';
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { seriousA11yViolations } from '../support/a11y.ts';
import { navigateInApp, openPage, signInAt, VIEWPORTS } from '../support/browser.ts';
import { demoItems } from '../support/demo.ts';
import { screenshot } from '../support/screenshots.ts';
import { adminCookie } from '../support/server.ts';
import { useSite } from '../support/suite.ts';

const site = useSite();
let routes: string[] = [];
/** A post's edit screen, checked again with its SEO panel open. */
let editBlog = '';
/** The lists whose rows carry action buttons (each must have some for the width check to mean anything). */
let listsWithActions: string[] = [];

beforeAll(async () => {
  await fetch(`${site.server.url}${API.contact}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      name: 'Test Visitor',
      email: 'visitor@example.com',
      phone: '98765 00000',
      message: 'Hello',
    }),
  });
  // Rows with actions on every list: a redirect, a broken link and a colleague of this run's own.
  const cookie = await adminCookie(site.server.url);
  const unique = `a11y-${Date.now().toString(36)}`;
  const admin = (path: string, body: object) =>
    fetch(`${site.server.url}${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', cookie, origin: site.server.url },
      body: JSON.stringify(body),
    });
  expect((await admin(API.adminRedirects, { from: `/${unique}-old`, to: '/contactUs' })).status).toBe(201);
  expect(
    (
      await admin(API.users, {
        name: 'Width Check Author',
        email: `${unique}@vyoma.example`,
        password: 'a long enough passphrase 42',
        role: 'author',
      })
    ).status,
  ).toBe(201);
  await fetch(`${site.server.url}/${unique}-missing-page`);
  // A token and a webhook of this run's own (issue 28); the webhook points at nothing that listens.
  expect((await admin(API.adminTokens, { name: `${unique} token`, role: 'author' })).status).toBe(201);
  const hook = await admin(API.adminWebhooks, {
    url: `http://127.0.0.1:9/${unique}`,
    events: ['job.closed'],
  });
  expect(hook.status).toBe(201);
  const webhookId = ((await hook.json()) as { data: { _id: string } }).data._id;
  // A draft page with a block of every kind (each its declaration's example), for the blocks editor;
  // a page has one hero, so the slider stands for both (its form has every part the hero's has).
  const page = await admin(`${API_PREFIX}${PAGE_DOC.api.create}`, {
    title: `${unique} page`,
    status: 'draft',
    body: BLOCKS.filter((b) => b.name !== 'hero').map((b) => ({ type: b.name, props: b.example })),
  });
  expect(page.status, await page.clone().text()).toBe(201);
  const pageId = ((await page.json()) as { data: { _id: string } }).data._id;
  const { blog, product, job } = await demoItems(site.server.url);
  const productId = product._id;
  const blogId = blog._id;
  editBlog = `/admin/edit-blog/${blogId}`;
  routes = [
    '/admin/products',
    '/admin/add-product',
    `/admin/product/${productId}/edit`,
    ADMIN_PAGE.productHistory(productId),
    '/admin/categories',
    '/admin/add-category',
    'CATEGORY',
    '/admin/contact-info',
    'ENQUIRY',
    '/admin/contact-info/report',
    '/admin/blogs',
    '/admin/create-blog',
    `/admin/edit-blog/${blogId}`,
    ADMIN_PAGE.blogHistory(blogId),
    `/admin/blog/${blogId}`,
    '/admin/content',
    '/admin/content/manageContent-backOffice',
    '/admin/content/manageContent-banner-section',
    '/admin/edit-secondSection',
    // Staff accounts.
    '/admin/account',
    '/admin/staff',
    '/admin/audit',
    '/admin/settings',
    '/admin/redirects',
    '/admin/media',
    '/admin/schedule',
    // Job openings.
    '/admin/careers',
    '/admin/careers/new',
    `/admin/careers/${job._id}/edit`,
    // Legal pages.
    '/admin/legal',
    '/admin/legal/refund-policy',
    // API tokens and webhooks.
    '/admin/tokens',
    '/admin/webhooks',
    ADMIN_PAGE.webhook(webhookId),
    // Candidates and forms (issue 29; their other screens are checked in applications and forms tests).
    '/admin/candidates',
    '/admin/forms',
    '/admin/forms/new',
    // Pages built from blocks (issue 35): the list and a page's blocks editor.
    PAGE_DOC.admin.list,
    PAGE_DOC.admin.edit.replace('{id}', pageId),
  ];
  listsWithActions = [
    '/admin/products',
    '/admin/categories',
    '/admin/contact-info',
    '/admin/blogs',
    '/admin/account',
    '/admin/staff',
    '/admin/redirects',
    '/admin/careers',
    '/admin/legal',
    '/admin/tokens',
    '/admin/webhooks',
  ];
});

/**
 * Screens that are one form, new and edited: the new one is checked at phone width, the edited one
 * at desktop width, so each form is seen at both widths once.
 */
const NEW_AT_PHONE = [
  '/admin/add-product',
  '/admin/add-category',
  '/admin/create-blog',
  '/admin/careers/new',
];
const editedAtDesktop = (route: string): boolean =>
  /^\/admin\/(product\/[^/]+\/edit|edit-category\/|edit-blog\/|careers\/[^/]+\/edit)/.test(route) ||
  route === 'CATEGORY';
const checkedAt = (route: string, viewport: keyof typeof VIEWPORTS): boolean =>
  NEW_AT_PHONE.includes(route)
    ? viewport === 'phone'
    : editedAtDesktop(route)
      ? viewport === 'desktop'
      : true;

/**
 * What does not fit at this width: the page or a card scrolling sideways, a table wider than its box,
 * a row's action button outside the table's visible box. Answers the action buttons' count too.
 */
async function widthProblems(page: Page): Promise<{ problems: string[]; actions: number }> {
  return page.evaluate(() => {
    const problems: string[] = [];
    const root = document.documentElement;
    if (root.scrollWidth > root.clientWidth) problems.push(`page ${root.scrollWidth} > ${root.clientWidth}`);
    for (const card of Array.from(document.querySelectorAll('main .card')))
      if (card.scrollWidth > card.clientWidth + 1)
        problems.push(`card ${card.scrollWidth} > ${card.clientWidth}`);
    let actions = 0;
    for (const table of Array.from(document.querySelectorAll<HTMLElement>('main .data-table'))) {
      const name = table.querySelector('caption')?.textContent ?? 'table';
      if (table.scrollWidth > table.clientWidth + 1)
        problems.push(`${name}: ${table.scrollWidth} > ${table.clientWidth}`);
      const box = table.getBoundingClientRect();
      for (const action of Array.from(table.querySelectorAll('tbody .cell--actions :is(a, button)'))) {
        actions += 1;
        const r = action.getBoundingClientRect();
        if (r.left < box.left - 0.5 || r.right > box.right + 0.5)
          problems.push(`${name}: "${action.getAttribute('aria-label') ?? action.textContent}" outside`);
      }
    }
    return { problems, actions };
  });
}

/**
 * Each screen is opened once, at the desktop width, and checked; then the same screen is narrowed to a
 * phone's width and checked again (the admin's layout follows the width: its CSS and the menu's media
 * query). One sign-in and one walk through the screens instead of one per width (6 Dec 2026).
 */
describe('admin screens', () => {
  it('have no serious accessibility violations at desktop and phone width and no console errors', {
    timeout: 240_000,
  }, async () => {
    const { page, context, problems } = await openPage(site.browser, site.server.url, {
      viewport: 'desktop',
    });
    await signInAt(page, ADMIN_PAGE.products);
    const categories = (await page.evaluate(
      async (path) => (await fetch(path)).json(),
      API.categories,
    )) as CategoryListResponse;
    const enquiries = (await page.evaluate(
      async (path) => (await fetch(path)).json(),
      API.contact,
    )) as ContactListResponse;
    const failures: string[] = [];
    /**
     * Axe at each width the screen is checked at (and its screenshot, when asked for), the page left
     * at the desktop width.
     */
    const atWidths = async (label: string, widths: (keyof typeof VIEWPORTS)[], shot?: string) => {
      for (const viewport of widths) {
        await page.setViewportSize(VIEWPORTS[viewport]);
        if (shot) await screenshot(page, shot);
        const violations = await seriousA11yViolations(page);
        if (violations.length > 0) failures.push(`${viewport} ${label}: ${JSON.stringify(violations)}`);
      }
      await page.setViewportSize(VIEWPORTS.desktop);
    };
    for (const template of routes) {
      const route =
        template === 'CATEGORY'
          ? `/admin/edit-category/${categories.categories[0]?._id}`
          : template === 'ENQUIRY'
            ? `/admin/contact-info/${enquiries.data[0]?._id}`
            : template;
      // Through the app's router, as staff move between screens: a full load of each is the auth
      // and route tests' work, and cost this sweep about a third of its time.
      await navigateInApp(page, route);
      await page.locator('main h1').first().waitFor();
      // Wait until the screen has its data (no loader left).
      await page.locator('main .loader').first().waitFor({ state: 'detached', timeout: 15_000 });
      expect(await page.locator('main h1').count(), route).toBe(1);
      // A laptop's width: every list fits its card, actions in view.
      const list = listsWithActions.includes(route) || route === '/admin/audit' || route === '/admin/media';
      if (list) {
        const { problems, actions } = await widthProblems(page);
        if (problems.length > 0) failures.push(`${route} at 1280 px: ${problems.join('; ')}`);
        if (listsWithActions.includes(route) && actions === 0) failures.push(`${route}: no row actions`);
      }
      await atWidths(
        route,
        (Object.keys(VIEWPORTS) as (keyof typeof VIEWPORTS)[]).filter((w) => checkedAt(template, w)),
        list ? `a11y-admin-list${route.replaceAll('/', '-')}` : undefined,
      );
    }
    // The SEO panel open, with its fields and previews.
    await navigateInApp(page, editBlog);
    await page.getByText('SEO: search and sharing').click();
    await page.getByTestId('card-preview').waitFor();
    await atWidths('SEO panel', ['desktop', 'phone']);
    await navigateInApp(page, '/admin/products');
    await page.getByRole('row').nth(1).waitFor();
    await screenshot(page, 'a11y-admin-products');
    // The confirmation dialog too.
    await page
      .getByRole('button', { name: /^Delete / })
      .first()
      .click();
    await page.getByRole('alertdialog').waitFor();
    await atWidths('dialog', ['desktop', 'phone']);
    await page.keyboard.press('Escape');
    expect(failures).toEqual([]);
    expect(problems()).toEqual([]);
    await context.close();
  });
});
