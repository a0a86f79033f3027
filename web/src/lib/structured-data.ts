/** schema.org structured data shared by several pages (rendered as JSON-LD by the Seo component). */
import type { SiteSettings } from '@vyoma/contract';
import { absoluteUrl } from './publicUrl.ts';
import { socialLinks, withSiteName } from './siteSettings.ts';

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

/**
 * The agency itself from the site settings (the home page's, spec §2.3 metadata), described as the
 * page is; fields the settings leave blank are left out (structured data should not claim an empty
 * phone).
 */
export function organizationJsonLd(origin: string, s: SiteSettings, description: string) {
  const { street, locality, region, postalCode, country } = s.address;
  const address = {
    streetAddress: street,
    addressLocality: locality,
    addressRegion: region,
    postalCode,
    addressCountry: country,
  };
  const sameAs = socialLinks(s).map((item) => item.href);
  return dropEmpty({
    '@context': 'https://schema.org',
    '@type': 'Organization',
    name: s.siteName,
    alternateName: s.shortName !== s.siteName ? s.shortName : '',
    url: absoluteUrl(origin, '/'),
    logo: absoluteUrl(origin, s.logo?.path ?? '/logo.png'),
    description,
    slogan: s.tagline,
    email: s.email,
    telephone: s.phone.display,
    address: Object.values(address).some(Boolean) ? { '@type': 'PostalAddress', ...dropEmpty(address) } : '',
    hasMap: s.mapUrl,
    sameAs: sameAs.length > 0 ? sameAs : '',
  });
}

const dropEmpty = (o: Record<string, unknown>) =>
  Object.fromEntries(Object.entries(o).filter(([, v]) => v !== ''));

/** The page to get in touch with the organisation (named in the site settings): the contact page. */
export function contactPageJsonLd(settings: SiteSettings) {
  return { '@context': 'https://schema.org', '@type': 'ContactPage', name: `Contact ${settings.siteName}` };
}
