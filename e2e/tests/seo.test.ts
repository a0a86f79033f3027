/** The home page's share image and Organization JSON-LD, robots.txt and the sitemap. */
import { type BlogListResponse, PUBLIC_STATIC_PATHS, SHARE_IMAGE } from '@vyoma/contract';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { goto, openPage } from '../support/browser.ts';
import { useSite } from '../support/suite.ts';

const site = useSite();

const meta = (page: Page, attr: 'name' | 'property', key: string) =>
  page.locator(`meta[${attr}="${key}"]`).first().getAttribute('content', { timeout: 2000 });

/** Width and height from a PNG's IHDR chunk. */
function pngSize(bytes: Uint8Array): { width: number; height: number } {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  return { width: view.getUint32(16), height: view.getUint32(20) };
}

async function fetchImage(url: string) {
  const response = await fetch(url);
  return {
    status: response.status,
    type: response.headers.get('content-type') ?? '',
    bytes: new Uint8Array(await response.arrayBuffer()),
  };
}

// Every public page's title, description, canonical link, robots and share tags are pinned, as the
// server renders them, by its golden capture (server/test/api/pages.test.ts); that hydration leaves
// exactly one of each is checked on every page by the accessibility sweep (a11y-public.test.ts).

describe('home page extras', () => {
  it('uses keywords, type website and the 1200×630 share image, which is served as a PNG', async () => {
    const { page, context } = await openPage(site.browser, site.server.url);
    await goto(page, '/');
    await page.waitForFunction(() => document.querySelector('meta[name="keywords"]') !== null);
    expect(((await meta(page, 'name', 'keywords')) ?? '').split(',').length).toBeGreaterThan(3);
    expect(await meta(page, 'property', 'og:type')).toBe('website');
    expect(await meta(page, 'property', 'og:image:width')).toBe(String(SHARE_IMAGE.width));
    expect(await meta(page, 'property', 'og:image:height')).toBe(String(SHARE_IMAGE.height));
    const image = await fetchImage((await meta(page, 'property', 'og:image'))!);
    expect(image.status).toBe(200);
    expect(image.type).toContain('image/png');
    expect(pngSize(image.bytes)).toEqual(SHARE_IMAGE);
    await context.close();
  });

  it('carries Organization JSON-LD with the brand contact details', async () => {
    const { page, context } = await openPage(site.browser, site.server.url);
    await goto(page, '/');
    const script = page.locator('script[type="application/ld+json"]');
    await script.waitFor({ state: 'attached' });
    expect(await script.count()).toBe(1);
    const data = JSON.parse((await script.textContent()) ?? '{}') as Record<string, unknown> & {
      address: Record<string, string>;
      sameAs: string[];
    };
    expect(data['@context']).toBe('https://schema.org');
    expect(data['@type']).toBe('Organization');
    expect(data.name).toBe('Vyoma Infotech');
    expect(data.url).toBe(`${site.server.url}/`);
    expect(data.email).toBe('hello@vyoma.example');
    expect(data.telephone).toBe('+91 98765 43210');
    expect(data.address.postalCode).toBe('452010');
    expect(data.address.addressLocality).toBe('Indore');
    expect(data.sameAs).toHaveLength(5);
    const logo = await fetchImage(String(data.logo));
    expect(logo.status).toBe(200);
    expect(logo.type).toContain('image/png');
    await context.close();
  });
});

describe('crawler files', () => {
  it('serves /robots.txt pointing at the sitemap and keeping crawlers out of the staff pages', async () => {
    const response = await fetch(`${site.server.url}/robots.txt`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toContain('text/plain');
    const text = await response.text();
    expect(text).toMatch(/User-agent: \*/i);
    expect(text).toContain(`Sitemap: ${site.server.url}/sitemap.xml`);
    expect(text).toMatch(/^Disallow: \/admin$/m);
    expect(text).toMatch(/^Disallow: \/wp-admin$/m);
  });

  it('serves /sitemap.xml, an index of files that list every public page', async () => {
    const response = await fetch(`${site.server.url}/sitemap.xml`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/xml/);
    const index = await response.text();
    const files = [...index.matchAll(/<sitemap><loc>([^<]+)<\/loc>/g)].map((m) => m[1]!);
    expect(files.length).toBeGreaterThan(1);
    const xml = (
      await Promise.all(
        files.map(async (file) => {
          const answer = await fetch(file);
          expect(answer.status, file).toBe(200);
          return answer.text();
        }),
      )
    ).join('\n');
    for (const path of PUBLIC_STATIC_PATHS) expect(xml).toContain(`<loc>${site.server.url}${path}</loc>`);
    const blogs = (await (await fetch(`${site.server.url}/api/v1/blogs`)).json()) as BlogListResponse;
    for (const blog of blogs.data)
      expect(xml).toContain(
        `<loc>${site.server.url}/blog/${blog.slug}</loc><lastmod>${blog.updatedAt}</lastmod>`,
      );
  });
});
