/**
 * What a search engine or a link preview sees: every public page fetched at its clean URL with no
 * browser and no JavaScript. The first response must be the complete page (its h1 and main text)
 * with its own title, description, canonical link, share tags and structured data.
 */
import {
  type BlogListResponse,
  MESSAGES,
  PAGE,
  type ProductListResponse,
  PUBLIC_STATIC_PATHS,
} from '@vyoma/contract';
import type { PageSeed } from '@vyoma/contract/page-seeds';
import { AI_SEED, APP_SERVICE_SEEDS } from '@vyoma/contract/page-seeds/app-development';
import { WEB_DEVELOPMENT_DETAIL_SEEDS } from '@vyoma/contract/page-seeds/web-development';
import { describe, expect, it } from 'vitest';
import { LEGAL_DEFAULTS } from '../../server/src/modules/legal/defaults.ts';

/** A seeded page's hero: its heading and lead, the page's h1 and first words. */
const heroOf = (seed: PageSeed) => seed.body[0]!.props as { heading: string; lead: string };

/** The legal pages as the site starts with them: the title, and the summary (the first paragraph). */
const legal = (key: keyof typeof LEGAL_DEFAULTS) => {
  const { title, body } = LEGAL_DEFAULTS[key];
  const first = body.content[0];
  return {
    h1: title,
    text: first?.type === 'paragraph' && first.content?.[0]?.type === 'text' ? first.content[0].text : '',
  };
};

import { blogMetaDescription } from '../../web/src/features/blog/meta.ts';
import { useSite } from '../support/suite.ts';

const site = useSite();

interface Expected {
  h1: string;
  text: string;
  jsonLd: string;
}

/** The h1, a sentence of the main content and the JSON-LD type of every public page without an id. */
const PAGES: Record<(typeof PUBLIC_STATIC_PATHS)[number], Expected> = {
  [PAGE.home]: {
    h1: 'Vyoma Infotech: Technology that moves your business forward.',
    text: 'IT Solutions and Services',
    jsonLd: 'Organization',
  },
  [PAGE.contact]: { h1: "Let's talk about your project", text: 'Send us a message', jsonLd: 'ContactPage' },
  [PAGE.services]: { h1: 'What we Offer', text: 'Six services, one team.', jsonLd: 'WebPage' },
  [PAGE.products]: { h1: 'Our Products', text: 'All products', jsonLd: 'CollectionPage' },
  [PAGE.backOffice]: {
    h1: 'Back-office support that keeps your business running',
    text: 'Read More',
    jsonLd: 'Service',
  },
  [PAGE.amazon]: {
    h1: 'Amazon product listing services that help you sell more',
    text: MESSAGES.buttons.getQuote,
    jsonLd: 'Service',
  },
  [PAGE.digitalMarketing]: {
    h1: 'Marketing that brings you customers, not just clicks',
    text: 'Read More',
    jsonLd: 'Service',
  },
  [PAGE.privacy]: { ...legal('privacy-policy'), jsonLd: 'WebPage' },
  [PAGE.terms]: { ...legal('terms-and-conditions'), jsonLd: 'WebPage' },
  [PAGE.refund]: { ...legal('refund-policy'), jsonLd: 'WebPage' },
  [PAGE.webDevelopment]: {
    h1: 'Websites and web apps that work as hard as you do',
    text: MESSAGES.buttons.bookConsultation,
    jsonLd: 'Service',
  },
  // Pages made from seeds: their hero's heading and lead.
  ...Object.fromEntries(
    WEB_DEVELOPMENT_DETAIL_SEEDS.map((seed) => {
      const { heading, lead } = heroOf(seed);
      return [`${PAGE.webDevelopment}/${seed.slug}`, { h1: heading, text: lead, jsonLd: 'BreadcrumbList' }];
    }),
  ),
  [PAGE.appDevelopment]: {
    h1: 'Mobile apps people keep on their home screen',
    text: 'Flutter App Development',
    jsonLd: 'Service',
  },
  ...Object.fromEntries(
    APP_SERVICE_SEEDS.map((seed) => {
      const { heading, lead } = heroOf(seed);
      return [`${PAGE.appDevelopment}/${seed.slug}`, { h1: heading, text: lead, jsonLd: 'Service' }];
    }),
  ),
  [PAGE.ai]: { h1: heroOf(AI_SEED).heading, text: MESSAGES.buttons.getAQuote, jsonLd: 'Service' },
  [PAGE.careers]: { h1: MESSAGES.careers.heading, text: 'Frontend Developer', jsonLd: 'WebPage' },
} as Record<(typeof PUBLIC_STATIC_PATHS)[number], Expected>;

const decode = (s: string) =>
  s
    .replace(/&#x27;/g, "'")
    .replace(/&quot;/g, '"')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&');

/** The parts of a server-rendered page a crawler reads. */
function read(html: string) {
  const meta = (attr: 'name' | 'property', key: string) =>
    decode(html.match(new RegExp(`<meta ${attr}="${key}" content="([^"]*)"`))?.[1] ?? '');
  const h1 = html.match(/<h1[^>]*>([\s\S]*?)<\/h1>/)?.[1] ?? '';
  return {
    title: decode(html.match(/<title>([^<]*)<\/title>/)?.[1] ?? ''),
    h1: decode(h1.replace(/<[^>]+>/g, '')).trim(),
    text: decode(html.replace(/<script[\s\S]*?<\/script>/g, '').replace(/<[^>]+>/g, ' ')),
    description: meta('name', 'description'),
    robots: meta('name', 'robots'),
    canonical: html.match(/<link rel="canonical" href="([^"]*)"/)?.[1] ?? '',
    ogTitle: meta('property', 'og:title'),
    ogUrl: meta('property', 'og:url'),
    ogImage: meta('property', 'og:image'),
    jsonLdTypes: [...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)].map(
      (m) => (JSON.parse(m[1]!) as { '@type': string })['@type'],
    ),
    jsonLd: [...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)].map(
      (m) => JSON.parse(m[1]!) as Record<string, unknown>,
    ),
  };
}

async function fetchPage(path: string) {
  const response = await fetch(`${site.server.url}${path}`, { redirect: 'manual' });
  return { status: response.status, html: await response.text(), type: response.headers.get('content-type') };
}

describe('every public page, fetched without a browser', () => {
  it('is complete HTML with its h1, main text and metadata', async () => {
    expect(Object.keys(PAGES).sort()).toEqual([...PUBLIC_STATIC_PATHS].sort());
    for (const path of PUBLIC_STATIC_PATHS) {
      const expected = PAGES[path]!;
      const { status, html, type } = await fetchPage(path);
      expect(status, path).toBe(200);
      expect(type, path).toMatch(/^text\/html/);
      const page = read(html);
      expect(page.h1, path).toBe(expected.h1);
      expect(page.text, path).toContain(expected.text);
      // The header (with the blog-driven dropdowns) and the footer come with the page.
      expect(page.text, path).toContain('Back Office Services');
      expect(html, path).toContain('<footer');
      expect(page.title, path).toMatch(/\| Vyoma Infotech$|Vyoma Infotech/);
      expect(page.description.length, path).toBeGreaterThan(40);
      expect(page.robots, path).toBe('index, follow');
      expect(page.canonical, path).toBe(`${site.server.url}${path}`);
      expect(page.ogTitle, path).toBe(page.title);
      expect(page.ogUrl, path).toBe(`${site.server.url}${path}`);
      expect(page.ogImage, path).toMatch(new RegExp(`^${site.server.url}/`));
      expect(page.jsonLdTypes, path).toContain(expected.jsonLd);
    }
  });

  it('a blog post shares its own title, description and image, with BlogPosting data', async () => {
    const { data } = (await (await fetch(`${site.server.url}/api/v1/blogs`)).json()) as BlogListResponse;
    const blog = data.find((b) => b.content.some((s) => s.image && s.media?.kind === 'image'))!;
    const { status, html } = await fetchPage(PAGE.blog(blog.slug));
    expect(status).toBe(200);
    const page = read(html);
    expect(page.h1).toBe(blog.title);
    expect(page.text).toContain(blog.content[0]!.heading);
    expect(page.title).toBe(`${blog.title} | Vyoma Infotech`);
    expect(page.description).toBe(blogMetaDescription(blog.description));
    expect(page.canonical).toBe(`${site.server.url}/blog/${blog.slug}`);
    expect(page.ogTitle).toBe(page.title);
    const firstImage = blog.content.find((s) => s.media?.kind === 'image')!.image;
    expect(page.ogImage).toBe(`${site.server.url}${firstImage}`);
    expect(read(html).jsonLdTypes).toContain('BlogPosting');
  });

  it('a product shares its own title and image, with Product data and an Offer in INR', async () => {
    const { products } = (await (
      await fetch(`${site.server.url}/api/v1/products`)
    ).json()) as ProductListResponse;
    const product = products[0]!;
    const { status, html } = await fetchPage(PAGE.product(product.slug));
    expect(status).toBe(200);
    const page = read(html);
    expect(page.h1).toBe(product.name);
    expect(page.title).toBe(`${product.name} | Vyoma Infotech`);
    expect(page.canonical).toBe(`${site.server.url}/product/${product.slug}`);
    expect(page.ogImage).toBe(`${site.server.url}${product.image[0]}`);
    const data = page.jsonLd.find((d) => d['@type'] === 'Product') as {
      offers: { price: number; priceCurrency: string };
    };
    expect(data.offers).toMatchObject({ price: product.price, priceCurrency: 'INR' });
    // The breadcrumb shown on the page, as structured data.
    expect(page.jsonLdTypes).toContain('BreadcrumbList');
  });

  it('answers 404 for unknown paths and ids, with the spec texts and noindex', async () => {
    const unknown = await fetchPage('/this-page-does-not-exist');
    expect(unknown.status).toBe(404);
    expect(read(unknown.html).h1).toBe(MESSAGES.notFound.text);
    expect(read(unknown.html).text).toContain(MESSAGES.notFound.redirecting);
    expect(read(unknown.html).robots).toBe('noindex, follow');
    const blog = await fetchPage('/blog/00000000-0000-4000-8000-000000000000');
    expect(blog.status).toBe(404);
    expect(read(blog.html).h1).toBe(MESSAGES.blog.notFound);
    const product = await fetchPage('/product/00000000-0000-4000-8000-000000000000');
    expect(product.status).toBe(404);
    expect(read(product.html).h1).toBe("We couldn't find that product");
  });

  it('marks the cart and the admin login noindex', async () => {
    for (const path of [PAGE.cart, PAGE.login]) {
      const { status, html } = await fetchPage(path);
      expect(status, path).toBe(200);
      expect(read(html).robots, path).toMatch(/^noindex/);
    }
  });
});
