/** Back office and digital marketing pages (spec §2.4): their category's blogs, videos, alternation, empty. */
import { type Blog, type BlogListResponse, MESSAGES } from '@vyoma/contract';
import { beforeAll, describe, expect, it } from 'vitest';
import { seriousA11yViolations } from '../support/a11y.ts';
import { goto, openPage } from '../support/browser.ts';
import { SCREENSHOTS, screenshot } from '../support/screenshots.ts';
import { startServer } from '../support/server.ts';
import { useSite } from '../support/suite.ts';

const site = useSite();
let blogs: Blog[];

beforeAll(async () => {
  blogs = ((await (await fetch(`${site.server.url}/api/v1/blogs`)).json()) as BlogListResponse).data;
});

const PAGES = [
  { route: '/backOfficeServices', category: 'backOffice', shot: 'back-office' },
  { route: '/digitalMarketingServices', category: 'digitalMarketing', shot: 'digital-marketing' },
] as const;

describe('blog-fed service pages', () => {
  for (const { route, category, shot } of PAGES) {
    it(`${route} lists only ${category} blogs, alternating, with looping muted videos and Read More`, async () => {
      const expected = blogs.filter((b) => b.category === category);
      expect(expected.length).toBeGreaterThan(1);
      const { page, context, problems } = await openPage(site.browser, site.server.url);
      await goto(page, route);
      await page.getByRole('heading', { level: 1 }).waitFor();
      await page.getByRole('link', { name: MESSAGES.buttons.getAQuote }).first().waitFor();
      const items = page.locator('.service-blog');
      await items.first().waitFor();
      expect(await items.count()).toBe(expected.length);
      expect(await page.locator('.service-blog__title').allTextContents()).toEqual(
        expected.map((b) => b.title),
      );

      for (const [i, blog] of expected.entries()) {
        const item = items.nth(i);
        expect(await item.getAttribute('data-layout')).toBe(i % 2 === 0 ? 'image-left' : 'image-right');
        await item.getByText(blog.description, { exact: true }).waitFor();
        const video = item.locator('video');
        expect(await video.count()).toBe(1);
        const flags = await video.evaluate((v: HTMLVideoElement) => ({
          autoplay: v.autoplay,
          loop: v.loop,
          muted: v.muted,
          playsInline: v.playsInline,
          src: v.getAttribute('src'),
        }));
        expect(flags).toEqual({
          autoplay: true,
          loop: true,
          muted: true,
          playsInline: true,
          src: blog.iconImage,
        });
        const readMore = item.getByRole('link', { name: `${MESSAGES.buttons.readMore}: ${blog.title}` });
        // The spec's label is what shows; the title is there for screen readers and crawlers.
        expect(await readMore.evaluate((a) => (a.firstChild as Text).data)).toBe(MESSAGES.buttons.readMore);
        expect(await readMore.getAttribute('href')).toBe(`/blog/${blog.slug}`);
      }
      // Image left, then right, on a wide screen.
      const box = async (i: number, part: string) => items.nth(i).locator(part).boundingBox();
      const [m0, t0, m1, t1] = await Promise.all([
        box(0, '.service-blog__media'),
        box(0, '.service-blog__text'),
        box(1, '.service-blog__media'),
        box(1, '.service-blog__text'),
      ]);
      expect(m0 && t0 && m0.x < t0.x).toBe(true);
      expect(m1 && t1 && m1.x > t1.x).toBe(true);

      expect(await seriousA11yViolations(page)).toEqual([]);
      await screenshot(page, shot);
      expect(problems()).toEqual([]);

      const first = expected[0] as Blog;
      await items
        .first()
        .getByRole('link', { name: new RegExp(MESSAGES.buttons.readMore) })
        .click();
      await page.waitForURL(new RegExp(`/blog/${first.slug}$`));
      await page.getByRole('heading', { level: 1, name: first.title }).waitFor();
      await context.close();
    });
  }

  // Accessibility at phone width: a11y-public.test.ts, which loads this page at both widths.
  it.runIf(SCREENSHOTS)('looks right on a phone', async () => {
    const { page, context } = await openPage(site.browser, site.server.url, { viewport: 'phone' });
    await goto(page, '/backOfficeServices');
    await page.locator('.service-blog').first().waitFor();
    await screenshot(page, 'back-office');
    await context.close();
  });

  it('shows the empty message on both pages when there are no blogs', async () => {
    const empty = await startServer({ seed: false });
    try {
      const { page, context } = await openPage(site.browser, empty.url);
      for (const { route } of PAGES) {
        await goto(page, route);
        await page.getByText(MESSAGES.blog.emptyServiceList).waitFor();
        expect(await page.locator('.service-blog').count()).toBe(0);
      }
      await context.close();
    } finally {
      await empty.stop();
    }
  });
});
