/** The home page's metadata, shared by the page and the service picker (which retitles the page). */

import type { SiteSettings } from '@vyoma/contract';
import type { SeoProps } from '~/components/seo/Seo.tsx';
import { HOME_SEO } from '~/content/home.ts';
import { absoluteUrl } from '~/lib/publicUrl.ts';
import { socialLinks, withSiteName } from '~/lib/siteSettings.ts';

/** Organization structured data from the site settings (spec §2.3 metadata); empty fields are left out. */
export function organizationJsonLd(origin: string, s: SiteSettings): Record<string, unknown> {
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
    description: withSiteName(HOME_SEO.description, s),
    slogan: s.tagline,
    email: s.email,
    telephone: s.phone.display,
    address: Object.values(address).some(Boolean) ? { '@type': 'PostalAddress', ...dropEmpty(address) } : '',
    hasMap: s.mapUrl,
    sameAs: sameAs.length > 0 ? sameAs : '',
  });
}

/** Leaves out fields the settings leave blank (structured data should not claim an empty phone). */
const dropEmpty = (o: Record<string, unknown>) =>
  Object.fromEntries(Object.entries(o).filter(([, v]) => v !== ''));

export type SeoOverrides = Partial<Pick<SeoProps, 'title' | 'description'>>;

export function homeSeo(origin: string, settings: SiteSettings, overrides: SeoOverrides = {}): SeoProps {
  return {
    title: HOME_SEO.title,
    description: HOME_SEO.description,
    keywords: HOME_SEO.keywords,
    path: '/',
    type: 'website',
    robots: 'index, follow',
    jsonLd: organizationJsonLd(origin, settings),
    ...overrides,
  };
}
