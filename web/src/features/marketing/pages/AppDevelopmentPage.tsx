/** /appdevelopment: nine cards, one per app service page. */
import { MESSAGES } from '@vyoma/contract';
import { ServiceOverview } from '~/components/service/ServiceOverview.tsx';
import { APP_SERVICE_ORDER, APP_DEVELOPMENT_OVERVIEW as PAGE, SERVICE_PAGES } from '~/content/appServices.ts';
import type { ServiceCard } from '~/content/services.ts';

const CARDS: ServiceCard[] = APP_SERVICE_ORDER.map((key) => {
  const page = SERVICE_PAGES[key];
  return { id: key, image: page.blocks[0].image, title: page.name, paragraph: page.summary, to: page.path };
});

export default function AppDevelopmentPage() {
  return (
    <ServiceOverview
      path="/appdevelopment"
      page={PAGE}
      cards={CARDS}
      quoteLabel={MESSAGES.buttons.freeQuoteApp}
    />
  );
}
