/** Footer link lists (spec §2.1): services, development, resources and policies. */
import { DEVELOPMENT_LINKS, type NavLinkItem } from '../../content/navigation.ts';

export interface FooterGroup {
  title: string;
  links: readonly NavLinkItem[];
}

export const FOOTER_GROUPS: readonly FooterGroup[] = [
  {
    title: 'Services',
    links: [
      { label: 'Digital Marketing', to: '/digitalMarketingServices' },
      { label: 'Back Office Support', to: '/backOfficeServices' },
      { label: 'Amazon Listing Services', to: '/amazonServices' },
      { label: 'What We Offer', to: '/services' },
    ],
  },
  {
    title: 'Development',
    links: [
      ...DEVELOPMENT_LINKS,
      { label: 'Enterprise Web Apps', to: '/webdevelopment/enterprise-web-app-development' },
      { label: 'E-commerce Development', to: '/webdevelopment/ecommerce-development-services' },
    ],
  },
  {
    title: 'Resources',
    links: [
      { label: 'Careers', to: '/careers' },
      { label: 'Products', to: '/products' },
      { label: 'Services', to: '/services' },
      { label: 'Contact', to: '/contactUs' },
    ],
  },
];

export const POLICY_LINKS: readonly NavLinkItem[] = [
  { label: 'Privacy Policy', to: '/privacy-policy' },
  { label: 'Terms and Conditions', to: '/terms-and-conditions' },
  { label: 'Refund Policy', to: '/refund-policy' },
];
