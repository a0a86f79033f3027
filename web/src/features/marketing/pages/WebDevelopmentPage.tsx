/** /webdevelopment: the five web development services, each card opening its detail page. */
import { MESSAGES } from '@vyoma/contract';
import { CircleCheck } from 'lucide-react';
import { ServiceOverview } from '~/components/service/ServiceOverview.tsx';
import type { ServiceCard } from '~/content/services.ts';
import {
  WEB_DEVELOPMENT_OVERVIEW as PAGE,
  WEB_DEVELOPMENT_ORDER,
  WEB_DEVELOPMENT_PAGES,
} from '~/content/webDevelopment.ts';
import './web-development.css';

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
      <section className="section" aria-labelledby="webdev-why-heading">
        <div className="container">
          <div className="section-header">
            <h2 id="webdev-why-heading">{PAGE.why.heading}</h2>
          </div>
          <ul className="webdev-why">
            {PAGE.why.points.map((point) => (
              <li key={point.title} className="webdev-why__item">
                <CircleCheck aria-hidden="true" className="webdev-why__icon" size={28} />
                <h3>{point.title}</h3>
                <p>{point.text}</p>
              </li>
            ))}
          </ul>
        </div>
      </section>
    </ServiceOverview>
  );
}
