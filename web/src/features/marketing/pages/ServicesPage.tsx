/** /services, "What we Offer": the six service cards (spec §2.2). */
import { MESSAGES } from '@vyoma/contract';
import { Seo } from '~/components/seo/Seo.tsx';
import { ServiceCardGrid } from '~/components/service/ServiceCardGrid.tsx';
import { CtaBanner } from '~/components/ui/CtaBanner.tsx';
import { PageHero } from '~/components/ui/PageHero.tsx';
import { SERVICES_PAGE as PAGE, SERVICE_CARDS } from '~/content/services.ts';

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
      <section className="section section--muted" aria-labelledby="services-grid-heading">
        <div className="container">
          <div className="section-header">
            <h2 id="services-grid-heading">{PAGE.gridHeading}</h2>
            <p>{PAGE.gridLead}</p>
          </div>
          <ServiceCardGrid cards={SERVICE_CARDS} linkLabel="Learn more" />
        </div>
      </section>
      <CtaBanner title={PAGE.cta.title} text={PAGE.cta.text} label={MESSAGES.buttons.bookConsultation} />
    </>
  );
}
