/**
 * The top of every service page: its metadata and a hero whose button asks for a quote on the
 * contact page (landing at the top of it). Pages differ only in their text and button label.
 */
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { usePublicUrl } from '../../lib/publicUrl.ts';
import { scrollToTop } from '../../lib/scroll.ts';
import { useSiteSettings } from '../../lib/siteSettings.ts';
import { breadcrumbJsonLd, serviceJsonLd } from '../../lib/structured-data.ts';
import { Seo } from '../seo/Seo.tsx';
import { PageHero } from '../ui/PageHero.tsx';

export interface ServicePageHeaderProps {
  path: string;
  seo: { title: string; description: string; keywords?: string };
  eyebrow?: string;
  title: string;
  lead?: string;
  /** Button text, from MESSAGES.buttons (spec strings). */
  quoteLabel: string;
  above?: ReactNode;
  /** The breadcrumb trail shown in `above` (for its structured data), ending with this page. */
  breadcrumb?: { name: string; path: string }[];
}

export function ServicePageHeader({
  path,
  seo,
  eyebrow,
  title,
  lead,
  quoteLabel,
  above,
  breadcrumb,
}: ServicePageHeaderProps) {
  const origin = usePublicUrl();
  const service = serviceJsonLd(
    origin,
    { name: title, description: seo.description, path },
    useSiteSettings(),
  );
  return (
    <>
      <Seo
        title={seo.title}
        description={seo.description}
        keywords={seo.keywords}
        path={path}
        jsonLd={breadcrumb ? [service, breadcrumbJsonLd(origin, breadcrumb)] : service}
      />
      <PageHero
        above={above}
        eyebrow={eyebrow}
        title={title}
        lead={lead}
        actions={
          <Link className="btn btn--accent" to="/contactUs" onClick={scrollToTop}>
            {quoteLabel}
          </Link>
        }
      />
    </>
  );
}
