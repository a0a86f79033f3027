/**
 * App development (/appdevelopment), its nine service pages (/appdevelopment/<slug>) and the AI page
 * (/machine-learning-and-ai-solutions): the pages the code had, as seeds. The nine and the AI page
 * share one shape (spec §9): a hero, exactly two pictures with text (the first picture left, then
 * right) and a quote banner. The nine sit under the overview, so their head has a BreadcrumbList of
 * the address they have always had.
 */

import type { IllustrationSpec } from '../illustrations.ts';
import { APP_SERVICE_SLUGS, type AppServiceSlug, PAGE } from '../routes.ts';
import { BUTTONS, cta, hero, type SeedBlock, url } from './build.ts';
import type { PageSeed } from './index.ts';

type ServicePageKey = AppServiceSlug | 'machine-learning-and-ai-solutions';

/** Spec "Service page content item", with a text alternative for its drawing. */
interface ServiceItem {
  title: string;
  description: string;
  image: IllustrationSpec;
  imageAlt: string;
}

/** The words of one page of the template. */
interface TemplateText {
  /** The card's title on the overview, the hero's line above its heading and the page's title. */
  name: string;
  /** The card's text on the overview. */
  summary: string;
  /** Its head: the title before " | site name", the description and the keywords. */
  seo: { title: string; description: string; keywords: string };
  ctaHeading: string;
  ctaText: string;
  heading: string;
  intro: string;
  /** Exactly two: the tuple type makes a third (or a missing one) a compile error. */
  blocks: [ServiceItem, ServiceItem];
  /** Which of the spec's button labels the page uses. */
  button: 'freeQuoteApp' | 'getAQuote';
}

/** The two items, in the order the template shows them (the first picture left). */
const twoBlocks = (first: ServiceItem, second: ServiceItem): [ServiceItem, ServiceItem] => [first, second];

const OVERVIEW = {
  eyebrow: 'App Development',
  title: 'Mobile apps people keep on their home screen',
  lead: 'Native, cross-platform, wearable or immersive: we pick the right technology for your users and budget, then design, build and publish the app with you.',
  gridHeading: 'Our app development services',
  gridLead: 'Nine ways we help you reach customers on the devices they carry and watch.',
  cta: {
    title: 'Not sure which platform fits?',
    text: 'Tell us who your users are. We will recommend native or cross-platform and explain why.',
  },
} as const;

const PAGES: Record<ServicePageKey, TemplateText> = {
  'iphone-app-development': {
    name: 'iPhone App Development',
    summary: 'Native Swift and SwiftUI apps for iPhone and iPad, ready for App Store review from day one.',
    seo: {
      title: 'iPhone App Development',
      description:
        'Native iPhone and iPad apps in Swift and SwiftUI: fast, polished and ready for the App Store. Get a free quote from {siteName}.',
      keywords: 'iPhone app development, iOS app development, Swift, SwiftUI, iPad apps, App Store',
    },
    ctaHeading: 'Planning an iPhone app? Let’s scope it together.',
    ctaText: 'Share your idea and we will come back with a plan, a timeline and a clear quote.',
    heading: 'iPhone apps that feel at home on iOS',
    intro:
      'We design and build native iPhone and iPad apps in Swift and SwiftUI. You get an app that is fast, follows Apple’s guidelines and is ready for App Store review from the first build.',
    blocks: twoBlocks(
      {
        title: 'Native performance, polished details',
        description:
          'Swift and SwiftUI give your app smooth scrolling, quick launches and full access to Face ID, Apple Pay, widgets and notifications. We care about the small interactions, because iPhone users notice them.',
        image: { kind: 'phone', screen: 'dashboard', platform: 'ios' },
        imageAlt: 'An iPhone showing an app dashboard with charts',
      },
      {
        title: 'From TestFlight to the App Store',
        description:
          'We handle builds, TestFlight betas, store listings and review feedback. After launch we watch crash reports, update for new iOS versions and keep your app current.',
        image: { kind: 'phone', screen: 'list', platform: 'ios', alt: true },
        imageAlt: 'An iPhone showing a list screen ready for release',
      },
    ),
    button: 'freeQuoteApp',
  },
  'android-app-development': {
    name: 'Android App Development',
    summary: 'Kotlin and Jetpack Compose apps that run smoothly on budget phones, flagships and foldables.',
    seo: {
      title: 'Android App Development',
      description:
        'Native Android apps in Kotlin and Jetpack Compose, tested on real devices and published on Google Play. Get a free quote from {siteName}.',
      keywords: 'Android app development, Kotlin, Jetpack Compose, Google Play, Android developers India',
    },
    ctaHeading: 'Reach millions of Android users with an app they trust.',
    ctaText: 'Tell us what your app should do. We will suggest the features for a strong first release.',
    heading: 'Android apps built for every screen your customers use',
    intro:
      'Android runs on thousands of devices, from budget phones to foldables. We build native apps in Kotlin and Jetpack Compose that stay fast and reliable on all of them, even on slow networks.',
    blocks: twoBlocks(
      {
        title: 'Kotlin-first, Material-ready',
        description:
          'Modern Kotlin code and Material Design components make your app feel natural to Android users, while clean architecture keeps it easy to extend.',
        image: { kind: 'phone', screen: 'chat', platform: 'android' },
        imageAlt: 'An Android phone showing a chat screen',
      },
      {
        title: 'Tested on real devices, shipped on Google Play',
        description:
          'We test across screen sizes and Android versions, set up staged roll-outs on Google Play and track stability, so updates reach users safely.',
        image: { kind: 'phone', screen: 'shop', platform: 'android', alt: true },
        imageAlt: 'An Android phone showing a shopping screen',
      },
    ),
    button: 'freeQuoteApp',
  },
  'react-native-app-development': {
    name: 'React Native App Development',
    summary: 'One codebase for iPhone and Android with native navigation, gestures and performance.',
    seo: {
      title: 'React Native App Development',
      description:
        'Cross-platform React Native apps for iOS and Android from one codebase: faster delivery, lower running costs and a native feel.',
      keywords:
        'React Native app development, cross-platform app development, iOS and Android app, JavaScript mobile app',
    },
    ctaHeading: 'Launch on iPhone and Android at the same time.',
    ctaText: 'We will estimate your React Native app and show where shared code saves you money.',
    heading: 'One React Native codebase, two native apps',
    intro:
      'Reach iPhone and Android users together without paying for two separate teams. React Native shares most of the code while keeping native navigation, gestures and performance.',
    blocks: twoBlocks(
      {
        title: 'Shared code, native feel',
        description:
          'Business logic and most screens are written once. Where a platform needs something special, we write native modules, so nothing feels like a compromise.',
        image: { kind: 'phones', screen: 'list' },
        imageAlt: 'An Android phone and an iPhone running the same app',
      },
      {
        title: 'Faster updates, lower running costs',
        description:
          'One team, one codebase and one release plan mean new features reach both stores together. Over-the-air updates fix small issues without waiting for store review.',
        image: { kind: 'phones', screen: 'dashboard', alt: true },
        imageAlt: 'Two phones showing a dashboard and a shop screen',
      },
    ),
    button: 'freeQuoteApp',
  },
  'ionic-app-development': {
    name: 'Ionic App Development',
    summary:
      'Apps for phones, tablets and the web from one set of web technologies, with native features via Capacitor.',
    seo: {
      title: 'Ionic App Development',
      description:
        'Ionic and Capacitor apps that run on iOS, Android and the web from one codebase. Ideal for portals, internal tools and content apps.',
      keywords:
        'Ionic app development, Capacitor, hybrid app development, progressive web app, cross-platform',
    },
    ctaHeading: 'Turn your web product into an app-store app.',
    ctaText: 'Tell us what you have today. We will show how much of it an Ionic app can reuse.',
    heading: 'Ionic apps that run on phones, tablets and the web',
    intro:
      'Ionic turns web skills and existing web code into app-store apps and a progressive web app. It is a practical choice for internal tools, customer portals and content-rich apps.',
    blocks: twoBlocks(
      {
        title: 'Web technology, app-store reach',
        description:
          'Build once with HTML, CSS and TypeScript, and publish to the App Store, Google Play and the browser. Your users get the same experience wherever they start.',
        image: { kind: 'devices', screen: 'dashboard' },
        imageAlt: 'A laptop, a tablet and a phone showing the same app',
      },
      {
        title: 'Native features through Capacitor',
        description:
          'Camera, files, push notifications, biometrics and offline storage are available through Capacitor plugins, so the app does everything users expect from a native one.',
        image: { kind: 'phone', screen: 'form', platform: 'android', alt: true },
        imageAlt: 'A phone showing a form with device features',
      },
    ),
    button: 'freeQuoteApp',
  },
  'flutter-app-development': {
    name: 'Flutter App Development',
    summary: 'Pixel-perfect, animated interfaces that look identical on iOS and Android.',
    seo: {
      title: 'Flutter App Development',
      description:
        'Flutter apps with custom design and smooth animation on iOS and Android from one Dart codebase. Get a free quote from {siteName}.',
      keywords:
        'Flutter app development, Dart, cross-platform mobile apps, custom UI, Flutter developers India',
    },
    ctaHeading: 'Bring your brand to life with Flutter.',
    ctaText: 'Send us your designs or your idea. We will plan a Flutter app that looks exactly right.',
    heading: 'Flutter apps with pixel-perfect design on every platform',
    intro:
      'Flutter draws every pixel itself, so your brand looks exactly the same on iOS and Android. We use it for apps where custom design and smooth animation make the difference.',
    blocks: twoBlocks(
      {
        title: 'Expressive, custom interfaces',
        description:
          'Branded components, rich animation and responsive layouts without fighting platform defaults. What your designer draws is what your users see.',
        image: { kind: 'phones', screen: 'shop' },
        imageAlt: 'Two phones showing a custom shopping interface',
      },
      {
        title: 'One team, one release cycle',
        description:
          'A single Dart codebase covers both platforms, with automated tests and a shared release pipeline, so features ship together and bugs are fixed once.',
        image: { kind: 'phone', screen: 'dashboard', platform: 'android', alt: true },
        imageAlt: 'A phone showing a dashboard with charts',
      },
    ),
    button: 'freeQuoteApp',
  },
  'wearable-app-development': {
    name: 'Wearable App Development',
    summary: 'Apple Watch and Wear OS apps that show the right information at a glance.',
    seo: {
      title: 'Wearable App Development',
      description:
        'Apple Watch and Wear OS apps for health, fitness, notifications and quick actions, synced with your phone app.',
      keywords:
        'wearable app development, Apple Watch app, Wear OS app, smartwatch app, fitness tracking app',
    },
    ctaHeading: 'Put your service on your customers’ wrists.',
    ctaText: 'Tell us what users should see at a glance. We will design a watch app around it.',
    heading: 'Wearable apps that deliver the right information at a glance',
    intro:
      'Smartwatches are used in seconds, not minutes. We build apps for Apple Watch and Wear OS that show what matters, track what counts and stay in sync with your phone app.',
    blocks: twoBlocks(
      {
        title: 'Health and fitness tracking',
        description:
          'Steps, heart rate, workouts and goals, recorded with care for battery life and presented as clear rings and trends users understand instantly.',
        image: { kind: 'watch' },
        imageAlt: 'A smartwatch showing activity rings',
      },
      {
        title: 'Glanceable notifications and quick actions',
        description:
          'Order updates, reminders and approvals users can act on with one tap, without reaching for their phone.',
        image: { kind: 'watch', alt: true },
        imageAlt: 'A smartwatch showing a notification with an action button',
      },
    ),
    button: 'freeQuoteApp',
  },
  'ar-vr-app-development': {
    name: 'AR & VR App Development',
    summary: 'Augmented and virtual reality for product previews, training and virtual walkthroughs.',
    seo: {
      title: 'AR and VR App Development',
      description:
        'Augmented and virtual reality apps for phones and headsets: product previews, training simulations and virtual walkthroughs with a clear business goal.',
      keywords:
        'AR app development, VR app development, augmented reality, virtual reality, ARKit, ARCore, Unity',
    },
    ctaHeading: 'Let customers see it before they buy it.',
    ctaText:
      'Share your product or training idea. We will suggest an AR or VR experience that fits your goal.',
    heading: 'AR and VR experiences that make ideas tangible',
    intro:
      'Augmented and virtual reality let people place products in their room, walk through a building before it exists or practise a task safely. We build immersive apps that serve a clear business goal, not just a demo.',
    blocks: twoBlocks(
      {
        title: 'Virtual reality for training and walkthroughs',
        description:
          'Realistic simulations on standalone headsets let teams practise procedures and let buyers explore spaces from anywhere, with progress you can measure.',
        image: { kind: 'headset' },
        imageAlt: 'A virtual reality headset surrounded by 3D shapes',
      },
      {
        title: 'Augmented reality on the phone in their pocket',
        description:
          'With ARKit and ARCore, customers place true-to-scale 3D products in their own space, straight from your app or website, and buy with confidence.',
        image: { kind: 'headset', alt: true },
        imageAlt: 'Floating 3D shapes placed in augmented reality',
      },
    ),
    button: 'freeQuoteApp',
  },
  'ui-ux-design-development': {
    name: 'UI/UX Design & Development',
    summary: 'Research, wireframes, prototypes and design systems that make your app easy to use.',
    seo: {
      title: 'UI/UX Design and Development',
      description:
        'App UI/UX design: user research, wireframes, clickable prototypes, usability testing and design systems your developers can build from.',
      keywords: 'UI UX design, app design, mobile UX, wireframes, prototyping, design system, Figma',
    },
    ctaHeading: 'Make your app the easiest one to use.',
    ctaText: 'Send us your app or your idea. We will point out quick wins and plan the design work.',
    heading: 'App design that makes the next tap obvious',
    intro:
      'Good design removes friction: fewer support calls, more completed sign-ups and happier users. We research, wireframe, prototype and test before a line of production code is written.',
    blocks: twoBlocks(
      {
        title: 'Research and prototypes that answer real questions',
        description:
          'We talk to users, map their journeys and test clickable prototypes, so decisions rest on evidence instead of opinion.',
        image: { kind: 'design' },
        imageAlt: 'A design artboard with a layout grid, colour swatches and a pen path',
      },
      {
        title: 'Design systems developers can build from',
        description:
          'Reusable components, spacing and colour rules, documented in Figma and matched in code, so every new screen stays consistent and quick to build.',
        image: { kind: 'phones', screen: 'form', alt: true },
        imageAlt: 'Two phones showing consistent form and shop screens',
      },
    ),
    button: 'freeQuoteApp',
  },
  'chrome-cast-app-development': {
    name: 'Chromecast App Development',
    summary: 'Google Cast senders and receivers that move video, music and slides to the TV in one tap.',
    seo: {
      title: 'Chromecast App Development',
      description:
        'Google Cast sender and custom receiver apps that put your video, audio and live streams on the big screen in one tap.',
      keywords: 'Chromecast app development, Google Cast, cast receiver app, streaming app, smart TV app',
    },
    ctaHeading: 'Take your content to the biggest screen in the house.',
    ctaText: 'Tell us what your viewers watch or listen to. We will plan the casting experience.',
    heading: 'Chromecast apps that put your content on the big screen',
    intro:
      'Let viewers move video, music, slides or live streams from their phone to the TV in one tap. We build Google Cast senders and receivers that connect quickly and stay in sync.',
    blocks: twoBlocks(
      {
        title: 'Smooth casting from any phone',
        description:
          'Cast buttons in your Android, iPhone and web apps that find devices quickly, keep playback controls in sync and reconnect after interruptions.',
        image: { kind: 'cast' },
        imageAlt: 'A phone casting a video to a television',
      },
      {
        title: 'Custom receiver apps for your brand',
        description:
          'A branded TV experience with your colours, queue, captions and analytics, instead of a generic player.',
        image: { kind: 'cast', alt: true },
        imageAlt: 'A television showing a branded video player',
      },
    ),
    button: 'freeQuoteApp',
  },
  'machine-learning-and-ai-solutions': {
    name: 'AI & Machine Learning',
    summary: 'Forecasting, automation and assistants built around a measurable business goal.',
    seo: {
      title: 'AI and Machine Learning Solutions',
      description:
        'Practical AI and machine learning: demand forecasting, document automation, recommendations and assistants that deliver measurable results.',
      keywords:
        'AI solutions, machine learning development, predictive analytics, AI chatbot, document automation, AI company India',
    },
    ctaHeading: 'Find out what AI can do for your business.',
    ctaText:
      'Share a problem and a sample of your data. We will tell you honestly whether AI is the right tool.',
    heading: 'AI and machine learning solutions that solve real business problems',
    intro:
      'We help you put your data to work: forecasting demand, automating document handling, answering customer questions and spotting problems early. Every project starts with a goal you can measure.',
    blocks: twoBlocks(
      {
        title: 'Predictive analytics and forecasting',
        description:
          'Models trained on your sales, stock and customer data predict demand, flag churn risks and highlight anomalies, so you plan with numbers instead of guesses.',
        image: { kind: 'neural' },
        imageAlt: 'A neural network diagram with connected layers',
      },
      {
        title: 'Intelligent automation and assistants',
        description:
          'Document reading, email triage and chat assistants grounded in your own knowledge base take repetitive work off your team, with a person in the loop where it matters.',
        image: { kind: 'neural', alt: true },
        imageAlt: 'A neural network feeding a results chart',
      },
    ),
    button: 'getAQuote',
  },
};

function templateBody(page: TemplateText): SeedBlock[] {
  const button = BUTTONS[page.button];
  return [
    hero(page.name, page.heading, page.intro, button),
    {
      type: 'image-text',
      props: {
        name: `${page.name} highlights`,
        first: 'left',
        background: 'plain',
        items: page.blocks.map((item) => ({
          picture: { drawing: item.image, label: item.imageAlt },
          heading: item.title,
          text: item.description,
        })),
      },
    },
    cta(page.ctaHeading, page.ctaText, button),
  ];
}

const OVERVIEW_BODY: SeedBlock[] = [
  hero(OVERVIEW.eyebrow, OVERVIEW.title, OVERVIEW.lead, BUTTONS.freeQuoteApp),
  {
    type: 'card-grid',
    props: {
      anchor: 'appdevelopment-grid-heading',
      heading: OVERVIEW.gridHeading,
      lead: OVERVIEW.gridLead,
      background: 'muted',
      cards: APP_SERVICE_SLUGS.map((slug) => ({
        picture: { drawing: PAGES[slug].blocks[0].image, label: '' },
        title: PAGES[slug].name,
        text: PAGES[slug].summary,
        link: url(BUTTONS.readMore, PAGE.appService(slug)),
      })),
    },
  },
  cta(OVERVIEW.cta.title, OVERVIEW.cta.text, BUTTONS.freeQuoteApp),
];

/** A page of the template as a seed: `key` and `slug` name it, `parent` puts it under a seed. */
const templateSeed = (key: string, page: TemplateText, slug: string, parent?: string): PageSeed => ({
  key,
  title: page.name,
  slug,
  ...(parent ? { parent } : {}),
  seo: { title: `${page.seo.title} | {siteName}`, description: page.seo.description },
  keywords: page.seo.keywords,
  structuredData: 'service',
  body: templateBody(page),
});

export const APP_DEVELOPMENT_SEED: PageSeed = {
  key: 'app-development',
  // The trail's name of the pages under it; the head says "App Development Services".
  title: 'App Development',
  slug: 'appdevelopment',
  seo: {
    title: 'App Development Services | {siteName}',
    description:
      'iPhone, Android, React Native, Ionic, Flutter, wearable, AR/VR and Chromecast app development, plus UI/UX design, from one experienced team in India.',
  },
  keywords:
    'app development company India, mobile app development, iOS app development, Android app development, cross-platform apps',
  structuredData: 'service',
  body: OVERVIEW_BODY,
};

/** The nine app service pages, in the overview's order, under it. */
export const APP_SERVICE_SEEDS: readonly PageSeed[] = APP_SERVICE_SLUGS.map((slug) =>
  templateSeed(`app-development/${slug}`, PAGES[slug], slug, APP_DEVELOPMENT_SEED.key),
);

/** The AI page: the same template, at the top of the site. */
export const AI_SEED: PageSeed = templateSeed(
  'ai',
  PAGES['machine-learning-and-ai-solutions'],
  'machine-learning-and-ai-solutions',
);
