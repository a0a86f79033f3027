/** The nine app service pages and the AI page: one template, told apart by the route id (routes.ts). */
import type { ServicePageKey } from '../../content/appServices.ts';
import ServiceTemplatePage from '../../features/marketing/pages/ServiceTemplatePage.tsx';
import { useRouteKey } from '../route-key.ts';

export default function ServiceTemplate() {
  return <ServiceTemplatePage pageKey={useRouteKey() as ServicePageKey} />;
}
