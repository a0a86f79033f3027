/** The footer's policy links (spec §2.1); its columns are the footer menu staff edit (issue 35). */
import type { MenuLinkView } from '@vyoma/contract';

export const POLICY_LINKS: readonly MenuLinkView[] = [
  { label: 'Privacy Policy', to: '/privacy-policy' },
  { label: 'Terms and Conditions', to: '/terms-and-conditions' },
  { label: 'Refund Policy', to: '/refund-policy' },
];
