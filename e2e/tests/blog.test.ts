/** Blog detail /blog/{id} (spec §2.7): loader first, then the post with alternating sections; meta; not found. */
import { BLOG_META_DESCRIPTION_MAX, type Blog, type BlogListResponse, MESSAGES } from '@vyoma/contract';
import type { Route } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { seriousA11yViolations } from '../support/a11y.ts';
import { goto, openPage } from '../support/browser.ts';
import { screenshot } from '../support/screenshots.ts';
import { useSite } from '../support/suite.ts';

const site = useSite();
let blogs: Blog[];

beforeAll(async () => {
  blogs = ((await (await fetch(`${site.server.url}/api/v1/blogs`)).json()) as BlogListResponse).data;
});

/**
 * The seeded service blog (listed on a service page) with the most sections, longest description
 * first (so the meta cut is exercised).
 */
function pickBlog(): Blog {
  const sorted = blogs
    .filter((b) => b.category !== 'others')
    .sort((a, b) => b.content.length - a.content.length || b.description.length - a.description.length);
  const blog = sorted[0];
  if (!blog || blog.content.length < 2) throw new Error('need a seeded blog with two or more sections');
  return blog;
}

describe('blog page', () => {
  it('shows "Loading blog..." on the way to a post, then title, description and alternating sections', async () => {
    const blog = pickBlog();
    const { page, context, problems } = await openPage(site.browser, site.server.url);
    let release: () => void = () => {};
    const gate = new Promise<void>((resolve) => {
      release = resolve;
    });
    await page.route(`**/blog/${blog.slug}.data*`, async (route: Route) => {
      await gate;
      await route.continue();
    });
    // From a service page, through its Read More link (an in-app navigation).
    await goto(page, blog.category === 'backOffice' ? '/backOfficeServices' : '/digitalMarketingServices');
    // The posts' animated icons keep still for a visitor who prefers reduced motion (openPage asks for
    // it), move when the preference changes and stop when it changes back.
    const icons = page.locator('video[data-loop]');
    const moving = () => icons.evaluateAll((videos) => videos.map((v) => !(v as HTMLVideoElement).paused));
    const count = await icons.count();
    expect(count, 'the service page lists posts with animated icons').toBeGreaterThan(0);
    const all = (value: boolean) => Array.from({ length: count }, () => value);
    expect(await moving()).toEqual(all(false));
    await page.emulateMedia({ reducedMotion: 'no-preference' });
    await expect.poll(moving).toEqual(all(true));
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await expect.poll(moving).toEqual(all(false));
    await page.getByRole('link', { name: `${MESSAGES.buttons.readMore}: ${blog.title}` }).click();
    await page.getByRole('status').getByText(MESSAGES.blog.loading).waitFor();
    release();

    await page.getByRole('heading', { level: 1, name: blog.title }).waitFor();
    await page.getByText(blog.description, { exact: true }).waitFor();
    await page.getByText(blog.author, { exact: true }).waitFor();
    const sections = page.locator('.blog-article__section');
    expect(await sections.count()).toBe(blog.content.length);
    for (const [i, section] of blog.content.entries()) {
      const el = sections.nth(i);
      expect(await el.getByRole('heading', { level: 2 }).textContent()).toBe(section.heading);
      expect(await el.getAttribute('data-layout')).toBe(i % 2 === 0 ? 'image-left' : 'image-right');
      // On a wide screen the image really sits left, then right.
      const image = await el.locator('.blog-article__media').boundingBox();
      const text = await el.locator('.blog-article__text').boundingBox();
      if (!image || !text) throw new Error('section not laid out');
      expect(i % 2 === 0 ? image.x < text.x : image.x > text.x).toBe(true);
      const img = el.locator('img');
      if ((await img.count()) > 0) {
        expect(await img.getAttribute('width')).toBeTruthy();
        expect(await img.getAttribute('height')).toBeTruthy();
      }
    }

    const description = await page.locator('meta[name="description"]').getAttribute('content');
    expect(description?.length).toBeLessThanOrEqual(BLOG_META_DESCRIPTION_MAX);
    expect(description).toBe(blog.description.trim().slice(0, BLOG_META_DESCRIPTION_MAX).trimEnd());
    expect(await page.locator('meta[property="og:type"]').getAttribute('content')).toBe('article');
    expect(await page.title()).toContain(blog.title);

    expect(await seriousA11yViolations(page)).toEqual([]);
    await screenshot(page, 'blog');
    expect(problems()).toEqual([]);
    await context.close();
  });

  it('stacks the sections on a phone', async () => {
    const blog = pickBlog();
    const { page, context } = await openPage(site.browser, site.server.url, { viewport: 'phone' });
    await goto(page, `/blog/${blog.slug}`);
    await page.getByRole('heading', { level: 1, name: blog.title }).waitFor();
    const second = page.locator('.blog-article__section').nth(1);
    const image = await second.locator('.blog-article__media').boundingBox();
    const text = await second.locator('.blog-article__text').boundingBox();
    if (!image || !text) throw new Error('section not laid out');
    expect(image.y + image.height).toBeLessThanOrEqual(text.y + 1);
    expect(await seriousA11yViolations(page)).toEqual([]);
    await screenshot(page, 'blog');
    await context.close();
  });

  it('says "Blog not found." for an unknown id', async () => {
    const { page, context } = await openPage(site.browser, site.server.url);
    await goto(page, '/blog/00000000-0000-4000-8000-000000000000');
    await page.getByRole('heading', { level: 1, name: MESSAGES.blog.notFound }).waitFor();
    await goto(page, '/blog/not-a-real-id');
    await page.getByRole('heading', { level: 1, name: MESSAGES.blog.notFound }).waitFor();
    await context.close();
  });
});
