/**
 * The top of every service page: its metadata and a hero whose button asks for a quote on the
 * contact page (landing at the top of it). Pages differ only in their text and button label.
 */
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { Seo } from '../../../components/seo/Seo.tsx';
import { PageHero } from '../../../components/ui/PageHero.tsx';
import { scrollToTop } from './ServiceCardGrid.tsx';

export interface ServicePageHeaderProps {
  path: string;
  seo: { title: string; description: string; keywords?: string };
  eyebrow?: string;
  title: string;
  lead?: string;
  /** Button text, from MESSAGES.buttons (spec strings). */
  quoteLabel: string;
  above?: ReactNode;
}

export function ServicePageHeader({
  path,
  seo,
  eyebrow,
  title,
  lead,
  quoteLabel,
  above,
}: ServicePageHeaderProps) {
  return (
    <>
      <Seo title={seo.title} description={seo.description} keywords={seo.keywords} path={path} />
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
