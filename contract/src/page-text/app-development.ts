/** Head text of app development (see ./index.ts). */
import { type AppServiceSlug, PAGE } from '../routes.ts';
import type { PageText } from './index.ts';

/** /appdevelopment, the overview. */
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
