/** The five web-development detail pages: one template, told apart by the route id (routes.ts). */
import type { WebDevelopmentSlug } from '@vyoma/contract';
import WebDevelopmentDetailPage from '../../features/marketing/pages/WebDevelopmentDetailPage.tsx';
import { useRouteKey } from '../route-key.ts';

export default function WebDevelopmentDetail() {
  return <WebDevelopmentDetailPage slug={useRouteKey() as WebDevelopmentSlug} />;
}
