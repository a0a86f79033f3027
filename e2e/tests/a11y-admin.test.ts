/** Every admin screen at phone and desktop width: no serious axe violations, no console errors. */
import { ADMIN_PAGE, API, type CategoryListResponse, type ContactListResponse } from '@vyoma/contract';
import { beforeAll, describe, expect, it } from 'vitest';
import { seriousA11yViolations } from '../support/a11y.ts';
import { goto, loginAsAdmin, openPage, VIEWPORTS } from '../support/browser.ts';
import { demoItems } from '../support/demo.ts';
import { screenshot } from '../support/screenshots.ts';
import { useSite } from '../support/suite.ts';

const site = useSite();
let routes: string[] = [];
/** A post's edit screen, checked again with its SEO panel open. */
let editBlog = '';

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
  ];
});

// The two widths are checked side by side (the file's share of the CPUs would otherwise idle).
describe.concurrent.each(Object.keys(VIEWPORTS) as (keyof typeof VIEWPORTS)[])(
  'admin screens at %s width',
  (viewport) => {
    it('have no serious accessibility violations and no console errors', { timeout: 180_000 }, async () => {
      const { page, context, problems } = await openPage(site.browser, site.server.url, { viewport });
      await loginAsAdmin(page);
      const categories = (await page.evaluate(
        async (path) => (await fetch(path)).json(),
        API.categories,
      )) as CategoryListResponse;
      const enquiries = (await page.evaluate(
        async (path) => (await fetch(path)).json(),
        API.contact,
      )) as ContactListResponse;
      const failures: string[] = [];
      for (const template of routes) {
        const route =
          template === 'CATEGORY'
            ? `/admin/edit-category/${categories.categories[0]?._id}`
            : template === 'ENQUIRY'
              ? `/admin/contact-info/${enquiries.data[0]?._id}`
              : template;
        await goto(page, route);
        await page.locator('main h1').first().waitFor();
        // Wait until the screen has its data (no loader left).
        await page.locator('main .loader').first().waitFor({ state: 'detached', timeout: 15_000 });
        expect(await page.locator('main h1').count(), route).toBe(1);
        const violations = await seriousA11yViolations(page);
        if (violations.length > 0) failures.push(`${route}: ${JSON.stringify(violations)}`);
      }
      // The SEO panel open, with its fields and previews.
      await goto(page, editBlog);
      await page.getByText('SEO: search and sharing').click();
      await page.getByTestId('card-preview').waitFor();
      const seoViolations = await seriousA11yViolations(page);
      if (seoViolations.length > 0) failures.push(`SEO panel: ${JSON.stringify(seoViolations)}`);
      await goto(page, '/admin/products');
      await page.getByRole('row').nth(1).waitFor();
      await screenshot(page, 'a11y-admin-products');
      // The confirmation dialog too.
      await page
        .getByRole('button', { name: /^Delete / })
        .first()
        .click();
      await page.getByRole('alertdialog').waitFor();
      const dialogViolations = await seriousA11yViolations(page);
      if (dialogViolations.length > 0) failures.push(`dialog: ${JSON.stringify(dialogViolations)}`);
      await page.keyboard.press('Escape');
      expect(failures).toEqual([]);
      expect(problems()).toEqual([]);
      await context.close();
    });
  },
);
