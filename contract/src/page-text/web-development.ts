/** Head text of web development (see ./index.ts). */
import { PAGE, type WebDevelopmentSlug } from '../routes.ts';
import type { PageText } from './index.ts';

/** /webdevelopment, the overview. */
export const WEB_DEVELOPMENT_TEXT: PageText = {
  path: PAGE.webDevelopment,
  title: 'Web Development Services',
  description:
    'Enterprise web apps, CMS websites, e-commerce stores, API integrations and web design from {siteName}. Fast, secure and built to grow with you.',
  keywords:
    'web development company India, enterprise web application, CMS development, ecommerce development, API integration, web design',
};

/** The five detail pages, by slug. */
export const WEB_DEVELOPMENT_DETAIL_TEXT: Record<WebDevelopmentSlug, PageText> = {
  'enterprise-web-app-development': {
    path: PAGE.webDevelopmentDetail('enterprise-web-app-development'),
    title: 'Enterprise Web App Development',
    description:
      'Secure, scalable enterprise web applications: custom portals, workflow automation, dashboards and integrations, built around how your business works.',
    keywords:
      'enterprise web application development, custom business software, workflow automation, business portal, dashboard development',
  },
  cms: {
    path: PAGE.webDevelopmentDetail('cms'),
    title: 'CMS Development Services',
    description:
      'WordPress and headless CMS development: easy editing, reusable page blocks, fast pages and safe publishing for marketing and content teams.',
    keywords: 'CMS development, WordPress development, headless CMS, website content management, Strapi',
  },
  'ecommerce-development-services': {
    path: PAGE.webDevelopmentDetail('ecommerce-development-services'),
    title: 'E-commerce Development Services',
    description:
      'Custom and platform-based online stores with fast pages, simple checkout, Indian and international payments, shipping and inventory integrations.',
    keywords:
      'ecommerce development, online store development, Shopify development, WooCommerce, payment gateway integration, UPI',
  },
  'third-party-API-integration': {
    path: PAGE.webDevelopmentDetail('third-party-API-integration'),
    title: 'Third-Party API Integration Services',
    description:
      'Reliable API integrations for payments, CRM, ERP, shipping, SMS and WhatsApp messaging, maps and more, with monitoring and clear error handling.',
    keywords:
      'API integration services, third party API integration, payment gateway integration, CRM integration, ERP integration, webhook',
  },
  'web-design-services': {
    path: PAGE.webDevelopmentDetail('web-design-services'),
    title: 'Web Design Services',
    description:
      'User-centred, responsive and accessible web design: research, wireframes, prototypes and design systems that look good and convert visitors.',
    keywords: 'web design services, responsive web design, UI design, UX design, website redesign, Figma',
  },
};
