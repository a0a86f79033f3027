/** /appdevelopment: nine cards, one per app service page. */
import { MESSAGES } from '@vyoma/contract';
import { ServiceCardGrid } from '../../../components/service/ServiceCardGrid.tsx';
import { ServicePageHeader } from '../../../components/service/ServicePageHeader.tsx';
import { CtaBanner } from '../../../components/ui/CtaBanner.tsx';
import {
  APP_SERVICE_ORDER,
  APP_DEVELOPMENT_OVERVIEW as PAGE,
  SERVICE_PAGES,
} from '../../../content/appServices.ts';
import type { ServiceCard } from '../../../content/services.ts';

const CARDS: ServiceCard[] = APP_SERVICE_ORDER.map((key) => {
  const page = SERVICE_PAGES[key];
  return { id: key, image: page.blocks[0].image, title: page.name, paragraph: page.summary, to: page.path };
});

export default function AppDevelopmentPage() {
  return (
    <>
      <ServicePageHeader
        path="/appdevelopment"
        seo={PAGE.seo}
        eyebrow={PAGE.eyebrow}
        title={PAGE.title}
        lead={PAGE.lead}
        quoteLabel={MESSAGES.buttons.freeQuoteApp}
      />
      <section className="section section--muted" aria-labelledby="appdev-grid-heading">
        <div className="container">
          <div className="section-header">
            <h2 id="appdev-grid-heading">{PAGE.gridHeading}</h2>
            <p>{PAGE.gridLead}</p>
          </div>
          <ServiceCardGrid cards={CARDS} linkLabel={MESSAGES.buttons.readMore} />
        </div>
      </section>
      <CtaBanner title={PAGE.cta.title} text={PAGE.cta.text} label={MESSAGES.buttons.freeQuoteApp} />
    </>
  );
}
