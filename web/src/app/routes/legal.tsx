/** The three legal pages: one template, told apart by the route id (routes.ts). */
import type { LegalDocKey } from '../../content/legal.ts';
import LegalPage from '../../features/marketing/pages/LegalPage.tsx';
import { useRouteKey } from '../route-key.ts';

export default function Legal() {
  return <LegalPage doc={useRouteKey() as LegalDocKey} />;
}
