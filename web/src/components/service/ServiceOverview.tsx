/**
 * The shape shared by the service overview pages (/webdevelopment, /appdevelopment): hero, a grid of
 * cards opening each service, optional sections of the page's own, then the call to action.
 */
import { MESSAGES } from '@vyoma/contract';
import type { ReactNode } from 'react';
import type { ServiceCard } from '../../content/services.ts';
import { Illustration } from '../illustrations/Illustration.tsx';
import { Section } from '../sections/Section.tsx';
import { CtaBanner } from '../ui/CtaBanner.tsx';
import { ServiceCardGrid } from './ServiceCardGrid.tsx';
import { ServicePageHeader } from './ServicePageHeader.tsx';

export interface ServiceOverviewContent {
  seo: { title: string; description: string; keywords?: string };
  eyebrow: string;
  title: string;
  lead: string;
  gridHeading: string;
  gridLead: string;
  cta: { title: string; text: string };
}

export function ServiceOverview({
  path,
  page,
  cards,
  quoteLabel,
  children,
}: {
  path: string;
  page: ServiceOverviewContent;
  cards: ServiceCard[];
  /** Button text of the hero and the call to action, from MESSAGES.buttons (spec strings). */
  quoteLabel: string;
  /** Sections between the grid and the call to action. */
  children?: ReactNode;
}) {
  const gridHeadingId = `${path.slice(1)}-grid-heading`;
  return (
    <>
      <ServicePageHeader
        path={path}
        seo={page.seo}
        eyebrow={page.eyebrow}
        title={page.title}
        lead={page.lead}
        quoteLabel={quoteLabel}
      />
      <Section headingId={gridHeadingId} heading={page.gridHeading} lead={page.gridLead} muted>
        <ServiceCardGrid
          cards={cards.map((card) => ({
            key: card.id,
            picture: <Illustration spec={card.image} />,
            title: card.title,
            text: card.paragraph,
            link: { to: card.to, text: MESSAGES.buttons.readMore },
          }))}
        />
      </Section>
      {children}
      <CtaBanner title={page.cta.title} text={page.cta.text} label={quoteLabel} />
    </>
  );
}
