/** /services, "What we Offer": the six service cards (spec §2.2). */
import { MESSAGES } from '@vyoma/contract';
import { Illustration } from '~/components/illustrations/Illustration.tsx';
import { Section } from '~/components/sections/Section.tsx';
import { Seo } from '~/components/seo/Seo.tsx';
import { ServiceCardGrid } from '~/components/service/ServiceCardGrid.tsx';
import { CtaBanner } from '~/components/ui/CtaBanner.tsx';
import { PageHero } from '~/components/ui/PageHero.tsx';
import { SERVICES_PAGE as PAGE, SERVICE_CARDS } from '~/content/services.ts';

const CARDS = SERVICE_CARDS.map((card) => ({
  key: card.id,
  picture: <Illustration spec={card.image} />,
  title: card.title,
  text: card.paragraph,
  link: { to: card.to, text: 'Learn more' },
}));

export default function ServicesPage() {
  return (
    <>
      <Seo
        title={PAGE.seo.title}
        description={PAGE.seo.description}
        keywords={PAGE.seo.keywords}
        path="/services"
      />
      <PageHero eyebrow={PAGE.eyebrow} title={PAGE.title} lead={PAGE.lead} />
      <Section headingId="services-grid-heading" heading={PAGE.gridHeading} lead={PAGE.gridLead} muted>
        <ServiceCardGrid cards={CARDS} />
      </Section>
      <CtaBanner title={PAGE.cta.title} text={PAGE.cta.text} label={MESSAGES.buttons.bookConsultation} />
    </>
  );
}
