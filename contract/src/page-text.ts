/**
 * The head text of the site's static pages: title, meta description and keywords, each with the page's
 * path. Written once, here: the web's pages put it in their <head> (Seo) and site search (the server's
 * modules/search) finds the pages by it, so the server never imports the web app. "{siteName}" is
 * filled in by the reader with the site settings' name. Pages import only their own records, so a
 * page's bundle carries no other page's text; SEARCHABLE_PAGES (every record) is for the server.
 */
import { type AppServiceSlug, PAGE, type WebDevelopmentSlug } from './routes.ts';

export interface PageText {
  path: string;
  title: string;
  description: string;
  keywords: string;
}

export const SERVICES_TEXT: PageText = {
  path: PAGE.services,
  title: 'Our Services',
  description:
    'Web and app development, AI and machine learning, digital marketing, back-office support and Amazon listing services from one accountable team in India.',
  keywords:
    'IT services India, web development, app development, AI solutions, digital marketing, back office support, Amazon listing services',
};

export const WEB_DEVELOPMENT_TEXT: PageText = {
  path: PAGE.webDevelopment,
  title: 'Web Development Services',
  description:
    'Enterprise web apps, CMS websites, e-commerce stores, API integrations and web design from {siteName}. Fast, secure and built to grow with you.',
  keywords:
    'web development company India, enterprise web application, CMS development, ecommerce development, API integration, web design',
};

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

export const APP_DEVELOPMENT_TEXT: PageText = {
  path: PAGE.appDevelopment,
  title: 'App Development Services',
  description:
    'iPhone, Android, React Native, Ionic, Flutter, wearable, AR/VR and Chromecast app development, plus UI/UX design, from one experienced team in India.',
  keywords:
    'app development company India, mobile app development, iOS app development, Android app development, cross-platform apps',
};

/** The nine app service pages and the AI page (one template in the web). */
export const APP_SERVICE_TEXT: Record<AppServiceSlug | 'machine-learning-and-ai-solutions', PageText> = {
  'iphone-app-development': {
    path: PAGE.appService('iphone-app-development'),
    title: 'iPhone App Development',
    description:
      'Native iPhone and iPad apps in Swift and SwiftUI: fast, polished and ready for the App Store. Get a free quote from {siteName}.',
    keywords: 'iPhone app development, iOS app development, Swift, SwiftUI, iPad apps, App Store',
  },
  'android-app-development': {
    path: PAGE.appService('android-app-development'),
    title: 'Android App Development',
    description:
      'Native Android apps in Kotlin and Jetpack Compose, tested on real devices and published on Google Play. Get a free quote from {siteName}.',
    keywords: 'Android app development, Kotlin, Jetpack Compose, Google Play, Android developers India',
  },
  'react-native-app-development': {
    path: PAGE.appService('react-native-app-development'),
    title: 'React Native App Development',
    description:
      'Cross-platform React Native apps for iOS and Android from one codebase: faster delivery, lower running costs and a native feel.',
    keywords:
      'React Native app development, cross-platform app development, iOS and Android app, JavaScript mobile app',
  },
  'ionic-app-development': {
    path: PAGE.appService('ionic-app-development'),
    title: 'Ionic App Development',
    description:
      'Ionic and Capacitor apps that run on iOS, Android and the web from one codebase. Ideal for portals, internal tools and content apps.',
    keywords: 'Ionic app development, Capacitor, hybrid app development, progressive web app, cross-platform',
  },
  'flutter-app-development': {
    path: PAGE.appService('flutter-app-development'),
    title: 'Flutter App Development',
    description:
      'Flutter apps with custom design and smooth animation on iOS and Android from one Dart codebase. Get a free quote from {siteName}.',
    keywords:
      'Flutter app development, Dart, cross-platform mobile apps, custom UI, Flutter developers India',
  },
  'wearable-app-development': {
    path: PAGE.appService('wearable-app-development'),
    title: 'Wearable App Development',
    description:
      'Apple Watch and Wear OS apps for health, fitness, notifications and quick actions, synced with your phone app.',
    keywords: 'wearable app development, Apple Watch app, Wear OS app, smartwatch app, fitness tracking app',
  },
  'ar-vr-app-development': {
    path: PAGE.appService('ar-vr-app-development'),
    title: 'AR and VR App Development',
    description:
      'Augmented and virtual reality apps for phones and headsets: product previews, training simulations and virtual walkthroughs with a clear business goal.',
    keywords:
      'AR app development, VR app development, augmented reality, virtual reality, ARKit, ARCore, Unity',
  },
  'ui-ux-design-development': {
    path: PAGE.appService('ui-ux-design-development'),
    title: 'UI/UX Design and Development',
    description:
      'App UI/UX design: user research, wireframes, clickable prototypes, usability testing and design systems your developers can build from.',
    keywords: 'UI UX design, app design, mobile UX, wireframes, prototyping, design system, Figma',
  },
  'chrome-cast-app-development': {
    path: PAGE.appService('chrome-cast-app-development'),
    title: 'Chromecast App Development',
    description:
      'Google Cast sender and custom receiver apps that put your video, audio and live streams on the big screen in one tap.',
    keywords: 'Chromecast app development, Google Cast, cast receiver app, streaming app, smart TV app',
  },
  'machine-learning-and-ai-solutions': {
    path: PAGE.ai,
    title: 'AI and Machine Learning Solutions',
    description:
      'Practical AI and machine learning: demand forecasting, document automation, recommendations and assistants that deliver measurable results.',
    keywords:
      'AI solutions, machine learning development, predictive analytics, AI chatbot, document automation, AI company India',
  },
};

export const BACK_OFFICE_TEXT: PageText = {
  path: PAGE.backOffice,
  title: 'Back Office Services',
  description:
    'Outsource data entry, bookkeeping support, order processing and customer email to a trained back-office team in India. Accurate, secure and on time.',
  keywords: 'back office outsourcing, data entry services, order processing, bookkeeping support India',
};

export const DIGITAL_MARKETING_TEXT: PageText = {
  path: PAGE.digitalMarketing,
  title: 'Digital Marketing Services',
  description:
    'Search, social and paid campaigns that bring measurable enquiries. {siteName} plans, runs and reports on digital marketing for growing businesses.',
  keywords: 'digital marketing agency India, SEO services, social media marketing, PPC management',
};

export const AMAZON_TEXT: PageText = {
  path: PAGE.amazon,
  title: 'Amazon Product Listing Services',
  description:
    'Amazon listing creation, keyword research, A+ content, catalogue cleanup and account health support from {siteName}. Listings that rank and convert.',
  keywords:
    'Amazon product listing services, Amazon listing optimisation, A+ content, Amazon keyword research, Amazon catalogue management, Amazon seller support India',
};

export const CAREERS_TEXT: PageText = {
  path: PAGE.careers,
  title: 'Careers',
  description:
    'Join {siteName}. Openings for developers, designers, marketers, content writers and back-office specialists. Apply in one message.',
  keywords:
    'IT jobs Indore, developer jobs, React developer job, PHP developer job, digital marketing internship, back office jobs',
};

/** The contact page adds the site's phone and email to its description. */
export const CONTACT_TEXT: PageText = {
  path: PAGE.contact,
  title: 'Contact Us',
  description: 'Talk to {siteName} about your website, app, AI, marketing or back-office project.',
  keywords: 'IT services quote, web development India, app development consultation',
};

/** Every page above, in the site's order: what site search finds besides posts and products. */
export const SEARCHABLE_PAGES: readonly PageText[] = [
  SERVICES_TEXT,
  WEB_DEVELOPMENT_TEXT,
  ...Object.values(WEB_DEVELOPMENT_DETAIL_TEXT),
  APP_DEVELOPMENT_TEXT,
  ...Object.values(APP_SERVICE_TEXT),
  BACK_OFFICE_TEXT,
  DIGITAL_MARKETING_TEXT,
  AMAZON_TEXT,
  CAREERS_TEXT,
  CONTACT_TEXT,
];
