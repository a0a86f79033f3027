/** /webdevelopment: the five web development services, each card opening its detail page. */
import { MESSAGES } from '@vyoma/contract';
import { CircleCheck } from 'lucide-react';
import { FeatureTicks } from '~/components/sections/FeatureTicks.tsx';
import { Section } from '~/components/sections/Section.tsx';
import { ServiceOverview } from '~/components/service/ServiceOverview.tsx';
import type { ServiceCard } from '~/content/services.ts';
import {
  WEB_DEVELOPMENT_OVERVIEW as PAGE,
  WEB_DEVELOPMENT_ORDER,
  WEB_DEVELOPMENT_PAGES,
} from '~/content/webDevelopment.ts';

const CARDS: ServiceCard[] = WEB_DEVELOPMENT_ORDER.map((slug) => {
  const page = WEB_DEVELOPMENT_PAGES[slug];
  return {
    id: slug,
    image: page.image,
    title: page.name,
    paragraph: page.summary,
    to: `/webdevelopment/${slug}`,
  };
});

export default function WebDevelopmentPage() {
  return (
    <ServiceOverview
      path="/webdevelopment"
      page={PAGE}
      cards={CARDS}
      quoteLabel={MESSAGES.buttons.bookConsultation}
    >
      <Section headingId="webdev-why-heading" heading={PAGE.why.heading}>
        <FeatureTicks items={PAGE.why.points.map((point) => ({ icon: CircleCheck, ...point }))} />
      </Section>
    </ServiceOverview>
  );
}
