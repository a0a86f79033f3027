/** schema.org structured data shared by several pages (rendered as JSON-LD by the Seo component). */
import type { SiteSettings } from '@vyoma/contract';
import { absoluteUrl } from './publicUrl.ts';
import { withSiteName } from './siteSettings.ts';

/** BreadcrumbList for a breadcrumb trail shown on the page; the last item is the page itself. */
export function breadcrumbJsonLd(origin: string, trail: { name: string; path: string }[]) {
  return {
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: trail.map((item, i) => ({
      '@type': 'ListItem',
      position: i + 1,
      name: item.name,
      item: absoluteUrl(origin, item.path),
    })),
  };
}

/** A service the agency offers, provided by the organisation (named in the site settings). */
export function serviceJsonLd(
  origin: string,
  service: { name: string; description: string; path: string },
  settings: SiteSettings,
) {
  return {
    '@context': 'https://schema.org',
    '@type': 'Service',
    name: service.name,
    description: withSiteName(service.description, settings),
    url: absoluteUrl(origin, service.path),
    provider: { '@type': 'Organization', name: settings.siteName, url: absoluteUrl(origin, '/') },
    areaServed: 'Worldwide',
  };
}

/** The page to get in touch with the organisation (named in the site settings): the contact page. */
export function contactPageJsonLd(settings: SiteSettings) {
  return { '@context': 'https://schema.org', '@type': 'ContactPage', name: `Contact ${settings.siteName}` };
}
