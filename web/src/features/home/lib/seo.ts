/** The home page's metadata, shared by the page and the service picker (which retitles the page). */
import type { SeoProps } from '~/components/seo/Seo.tsx';
import { BRAND } from '~/content/brand.ts';
import { HOME_SEO } from '~/content/home.ts';
import { absoluteUrl } from '~/lib/publicUrl.ts';

/** Organization structured data from the brand config (spec §2.3 metadata, brand.md contact). */
export function organizationJsonLd(origin: string): Record<string, unknown> {
  return {
    '@context': 'https://schema.org',
    '@type': 'Organization',
    name: BRAND.name,
    url: absoluteUrl(origin, '/'),
    logo: absoluteUrl(origin, '/logo.png'),
    description: BRAND.description,
    email: BRAND.email,
    telephone: BRAND.phone.display,
    address: {
      '@type': 'PostalAddress',
      streetAddress: BRAND.address.street,
      addressLocality: BRAND.address.locality,
      addressRegion: BRAND.address.region,
      postalCode: BRAND.address.postalCode,
      addressCountry: BRAND.address.country,
    },
    sameAs: BRAND.social.map((item) => item.href),
  };
}

export type SeoOverrides = Partial<Pick<SeoProps, 'title' | 'description'>>;

export function homeSeo(origin: string, overrides: SeoOverrides = {}): SeoProps {
  return {
    title: HOME_SEO.title,
    description: HOME_SEO.description,
    keywords: HOME_SEO.keywords,
    path: '/',
    type: 'website',
    robots: 'index, follow',
    jsonLd: organizationJsonLd(origin),
    ...overrides,
  };
}
