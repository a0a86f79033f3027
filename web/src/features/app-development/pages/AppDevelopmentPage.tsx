/** /appdevelopment: nine cards, one per app service page. */
import { MESSAGES } from '@vyoma/contract';
import { Link } from 'react-router';
import { Seo } from '../../../components/seo/Seo.tsx';
import { CtaBanner } from '../../../components/ui/CtaBanner.tsx';
import { PageHero } from '../../../components/ui/PageHero.tsx';
import {
  APP_SERVICE_ORDER,
  APP_DEVELOPMENT_OVERVIEW as PAGE,
  SERVICE_PAGES,
} from '../../../content/appServices.ts';
import type { ServiceCard } from '../../../content/services.ts';
import { ServiceCardGrid, scrollToTop } from '../../services/components/ServiceCardGrid.tsx';

const CARDS: ServiceCard[] = APP_SERVICE_ORDER.map((key) => {
  const page = SERVICE_PAGES[key];
  return { id: key, image: page.blocks[0].image, title: page.name, paragraph: page.summary, to: page.path };
});

export default function AppDevelopmentPage() {
  return (
    <>
      <Seo
        title={PAGE.seo.title}
        description={PAGE.seo.description}
        keywords={PAGE.seo.keywords}
        path="/appdevelopment"
      />
      <PageHero
        eyebrow={PAGE.eyebrow}
        title={PAGE.title}
        lead={PAGE.lead}
        actions={
          <Link className="btn btn--accent" to="/contactUs" onClick={scrollToTop}>
            {MESSAGES.buttons.freeQuoteApp}
          </Link>
        }
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
