/**
 * Document metadata for one page: title, description, canonical link, robots, Open Graph and Twitter
 * tags, optional keywords and JSON-LD. Rendered as React 19 metadata elements, which React hoists
 * into <head>, so they are in the server HTML and follow the page on in-app navigation.
 */

import { SHARE_IMAGE } from '@vyoma/contract';
import { localPath } from '@vyoma/contract/language-rules';
import { absoluteUrl, usePublicUrl } from '../../lib/publicUrl.ts';
import { useSiteSettings, withSiteName } from '../../lib/siteSettings.ts';
import { useRootLanguage } from '../../lib/texts.ts';

export interface SeoProps {
  /** Page title; " | {site name}" is appended unless it already names the site ("{siteName}" is filled in). */
  title: string;
  /** The title is complete as written (a post's SEO title): " | {site name}" is not appended. */
  titleAsIs?: boolean;
  description: string;
  /** Canonical path of the page, e.g. "/contactUs" (none for 404s and error pages). */
  path?: string;
  keywords?: string;
  /** Share image path (defaults to the settings' share image, else the generated 1200×630 one). */
  image?: string;
  type?: 'website' | 'article';
  robots?: string;
  /** Structured data: one schema.org object or several (default: a WebPage for indexed pages). */
  jsonLd?: Record<string, unknown> | Record<string, unknown>[];
}

/** The generated 1200×630 share image (web/scripts/brand-images.ts), when the settings name none. */
const DEFAULT_SHARE_IMAGE = '/share-image.png';

export function fullTitle(title: string, siteName: string): string {
  return title.includes(siteName) ? title : `${title} | ${siteName}`;
}

/** Pages that must stay out of search results: admin screens, the cart, 404s. */
export const NOINDEX = 'noindex, follow';
/** A preview link's page (unpublished work): not indexed, its links not followed from it. */
export const PREVIEW_ROBOTS = 'noindex, nofollow';

export function Seo({
  title,
  titleAsIs = false,
  description,
  path,
  keywords,
  image,
  type = 'website',
  robots = 'index, follow',
  jsonLd,
}: SeoProps) {
  const origin = usePublicUrl();
  const settings = useSiteSettings();
  const named = withSiteName(title, settings);
  const pageTitle = titleAsIs ? named : fullTitle(named, settings.siteName);
  const summary = withSiteName(description, settings);
  // A page in another language is its own canonical address, under its prefix, and its share tags
  // name its locale (issue 36); English pages keep en_US.
  const root = useRootLanguage();
  const lang = root?.texts ? root.lang : undefined;
  const ogLocale = lang && root?.locale ? root.locale.replace('-', '_') : 'en_US';
  const url = path === undefined ? undefined : absoluteUrl(origin, localPath(lang, path));
  const ownShare = settings.shareImage;
  const shareImage = absoluteUrl(origin, image ?? ownShare?.path ?? DEFAULT_SHARE_IMAGE);
  // The size is known for the generated image and for an uploaded one, not for a page's own.
  const shareSize = image ? null : ownShare ? ownShare.media : SHARE_IMAGE;
  const pageData =
    url && robots.startsWith('index')
      ? [
          {
            '@context': 'https://schema.org',
            '@type': 'WebPage',
            name: pageTitle,
            description: summary,
            url,
            // A page in another language says which (issue 36); English pages as before.
            ...(lang ? { inLanguage: lang } : {}),
          },
        ]
      : [];
  const structured = jsonLd === undefined ? pageData : Array.isArray(jsonLd) ? jsonLd : [jsonLd];
  return (
    <>
      <title>{pageTitle}</title>
      <meta name="description" content={summary} />
      {keywords && <meta name="keywords" content={keywords} />}
      <meta name="robots" content={robots} />
      {url && <link rel="canonical" href={url} />}
      <meta property="og:title" content={pageTitle} />
      <meta property="og:description" content={summary} />
      <meta property="og:type" content={type} />
      {url && <meta property="og:url" content={url} />}
      <meta property="og:site_name" content={settings.siteName} />
      <meta property="og:locale" content={ogLocale} />
      <meta property="og:image" content={shareImage} />
      {shareSize?.width && <meta property="og:image:width" content={String(shareSize.width)} />}
      {shareSize?.height && <meta property="og:image:height" content={String(shareSize.height)} />}
      {!image && ownShare?.alt && <meta property="og:image:alt" content={ownShare.alt} />}
      <meta name="twitter:card" content="summary_large_image" />
      <meta name="twitter:title" content={pageTitle} />
      <meta name="twitter:description" content={summary} />
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
