/**
 * Document metadata for one page: title, description, canonical link, robots, Open Graph and Twitter
 * tags, optional keywords and JSON-LD. Rendered as React 19 metadata elements, which React hoists
 * into <head>, so they are in the server HTML and follow the page on in-app navigation.
 */
import { SHARE_IMAGE } from '@vyoma/contract';
import { BRAND } from '../../content/brand.ts';
import { absoluteUrl, usePublicUrl } from '../../lib/publicUrl.ts';

export interface SeoProps {
  /** Page title; " | Vyoma Infotech" is appended unless it already names the brand. */
  title: string;
  description: string;
  /** Canonical path of the page, e.g. "/contactUs" (none for 404s and error pages). */
  path?: string;
  keywords?: string;
  /** Share image path (defaults to the generated 1200×630 brand image). */
  image?: string;
  type?: 'website' | 'article';
  robots?: string;
  /** Structured data: one schema.org object or several (default: a WebPage for indexed pages). */
  jsonLd?: Record<string, unknown> | Record<string, unknown>[];
}

export function fullTitle(title: string): string {
  return title.includes(BRAND.name) ? title : `${title} | ${BRAND.name}`;
}

/** Pages that must stay out of search results: admin screens, the cart, 404s. */
export const NOINDEX = 'noindex, follow';

export function Seo({
  title,
  description,
  path,
  keywords,
  image,
  type = 'website',
  robots = 'index, follow',
  jsonLd,
}: SeoProps) {
  const origin = usePublicUrl();
  const pageTitle = fullTitle(title);
  const url = path === undefined ? undefined : absoluteUrl(origin, path);
  const shareImage = absoluteUrl(origin, image ?? BRAND.shareImage);
  const pageData =
    url && robots.startsWith('index')
      ? [{ '@context': 'https://schema.org', '@type': 'WebPage', name: pageTitle, description, url }]
      : [];
  const structured = jsonLd === undefined ? pageData : Array.isArray(jsonLd) ? jsonLd : [jsonLd];
  return (
    <>
      <title>{pageTitle}</title>
      <meta name="description" content={description} />
      {keywords && <meta name="keywords" content={keywords} />}
      <meta name="robots" content={robots} />
      {url && <link rel="canonical" href={url} />}
      <meta property="og:title" content={pageTitle} />
      <meta property="og:description" content={description} />
      <meta property="og:type" content={type} />
      {url && <meta property="og:url" content={url} />}
      <meta property="og:site_name" content={BRAND.name} />
      <meta property="og:locale" content="en_US" />
      <meta property="og:image" content={shareImage} />
      {!image && <meta property="og:image:width" content={String(SHARE_IMAGE.width)} />}
      {!image && <meta property="og:image:height" content={String(SHARE_IMAGE.height)} />}
      <meta name="twitter:card" content="summary_large_image" />
      <meta name="twitter:title" content={pageTitle} />
      <meta name="twitter:description" content={description} />
      <meta name="twitter:image" content={shareImage} />
      {structured.map((data) => (
        <script
          key={String(data['@type'])}
          type="application/ld+json"
          // JSON-LD is data, not code; "<" is escaped so no text can close the script element.
          // biome-ignore lint/security/noDangerouslySetInnerHtml: escaped JSON, never executed
          dangerouslySetInnerHTML={{ __html: JSON.stringify(data).replace(/</g, '\\u003c') }}
        />
      ))}
    </>
  );
}
