/**
 * Document metadata for one page: title, description, canonical link, robots, Open Graph and Twitter
 * tags, optional keywords and JSON-LD. Upserts tags in <head> so there is exactly one of each.
 */
import { SHARE_IMAGE } from '@vyoma/contract';
import { useEffect } from 'react';
import { BRAND } from '../../content/brand.ts';
import { absoluteFileUrl, absoluteRouteUrl } from '../../lib/publicUrl.ts';

export interface SeoProps {
  /** Page title; " | Vyoma Infotech" is appended unless it already names the brand. */
  title: string;
  description: string;
  /** Hash route path for the canonical link, e.g. "/contactUs". */
  path: string;
  keywords?: string;
  /** Share image path (defaults to the generated 1200×630 brand image). */
  image?: string;
  type?: 'website' | 'article';
  robots?: string;
  jsonLd?: Record<string, unknown>;
}

function upsertMeta(attr: 'name' | 'property', key: string, content: string | undefined) {
  let el = document.head.querySelector<HTMLMetaElement>(`meta[${attr}="${key}"]`);
  if (content === undefined) {
    el?.remove();
    return;
  }
  if (!el) {
    el = document.createElement('meta');
    el.setAttribute(attr, key);
    document.head.appendChild(el);
  }
  el.content = content;
}

function upsertLink(rel: string, href: string) {
  let el = document.head.querySelector<HTMLLinkElement>(`link[rel="${rel}"]`);
  if (!el) {
    el = document.createElement('link');
    el.rel = rel;
    document.head.appendChild(el);
  }
  el.href = href;
}

export function fullTitle(title: string): string {
  return title.includes(BRAND.name) ? title : `${title} | ${BRAND.name}`;
}

export function applySeo({
  title,
  description,
  path,
  keywords,
  image,
  type = 'website',
  robots,
  jsonLd,
}: SeoProps) {
  const pageTitle = fullTitle(title);
  const url = absoluteRouteUrl(path);
  const shareImage = absoluteFileUrl(image ?? BRAND.shareImage);
  document.title = pageTitle;
  upsertMeta('name', 'description', description);
  upsertMeta('name', 'keywords', keywords);
  upsertMeta('name', 'robots', robots ?? 'index, follow');
  upsertLink('canonical', url);
  upsertMeta('property', 'og:title', pageTitle);
  upsertMeta('property', 'og:description', description);
  upsertMeta('property', 'og:type', type);
  upsertMeta('property', 'og:url', url);
  upsertMeta('property', 'og:site_name', BRAND.name);
  upsertMeta('property', 'og:locale', 'en_US');
  upsertMeta('property', 'og:image', shareImage);
  upsertMeta('property', 'og:image:width', image ? undefined : String(SHARE_IMAGE.width));
  upsertMeta('property', 'og:image:height', image ? undefined : String(SHARE_IMAGE.height));
  upsertMeta('name', 'twitter:card', 'summary_large_image');
  upsertMeta('name', 'twitter:title', pageTitle);
  upsertMeta('name', 'twitter:description', description);
  upsertMeta('name', 'twitter:image', shareImage);
  const existing = document.head.querySelector('script[data-seo-jsonld]');
  existing?.remove();
  if (jsonLd) {
    const script = document.createElement('script');
    script.type = 'application/ld+json';
    script.dataset.seoJsonld = '';
    script.textContent = JSON.stringify(jsonLd);
    document.head.appendChild(script);
  }
}

export function Seo(props: SeoProps) {
  const { title, description, path, keywords, image, type, robots, jsonLd } = props;
  const jsonLdText = jsonLd ? JSON.stringify(jsonLd) : undefined;
  // biome-ignore lint/correctness/useExhaustiveDependencies: jsonLd is compared by its JSON text
  useEffect(() => {
    applySeo({ title, description, path, keywords, image, type, robots, jsonLd });
  }, [title, description, path, keywords, image, type, robots, jsonLdText]);
  return null;
}
