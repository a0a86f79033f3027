/** Amazon product listing services (/amazonServices): the page the code had, as a seed. */
import { BUTTONS, cta, hero, type SeedBlock } from './build.ts';
import type { PageSeed } from './index.ts';

const FEATURES = [
  {
    icon: 'file-text',
    title: 'Listing creation',
    text: 'New products set up correctly the first time: category, attributes, variations and compliant copy.',
  },
  {
    icon: 'search',
    title: 'Keyword research',
    text: 'The terms buyers actually type, placed in titles, bullets and backend fields where they count.',
  },
  {
    icon: 'layout-template',
    title: 'A+ content',
    text: 'Brand-registered enhanced content with comparison charts and modules that answer buyer questions.',
  },
  {
    icon: 'image',
    title: 'Image guidance',
    text: 'A clear brief for main, lifestyle and infographic images that meet marketplace requirements.',
  },
  {
    icon: 'boxes',
    title: 'Catalogue cleanup',
    text: 'Duplicate, suppressed and incomplete listings found and fixed, with variations grouped properly.',
  },
  {
    icon: 'refresh-cw',
    title: 'Pricing & inventory sync',
    text: 'Prices and stock kept up to date so you avoid overselling and lost Buy Box time.',
  },
  {
    icon: 'shield-check',
    title: 'Account health',
    text: 'Regular checks of performance notifications, policy warnings and listing quality alerts.',
  },
  {
    icon: 'megaphone',
    title: 'Advertising support',
    text: 'Sponsored Products campaigns set up and tuned around the keywords that convert.',
  },
];

const BODY: SeedBlock[] = [
  hero(
    'Amazon Listing Services',
    'Amazon product listing services that help you sell more',
    'Clear titles, honest bullet points and rich content that shoppers trust and search finds. We create, optimise and look after your listings so you can focus on your products.',
    BUTTONS.getQuote,
  ),
  {
    type: 'intro',
    props: {
      anchor: 'amazon-intro-heading',
      heading: 'Your listing is your shop window',
      text: [
        'On Amazon, shoppers compare dozens of products in seconds. A listing with the wrong keywords never gets seen, and one with thin content gets skipped.',
        'Our team writes and structures every listing to match how buyers search, follows marketplace style rules to avoid suppressions and keeps your catalogue accurate as you grow.',
      ].join('\n\n'),
      points: [
        'Listings written for shoppers and search',
        'Marketplace style rules followed',
        'Regular reports in plain language',
      ].map((text) => ({ text })),
      picture: { drawing: { kind: 'parcel' }, label: '' },
      background: 'plain',
    },
  },
  {
    type: 'feature-grid',
    props: {
      anchor: 'amazon-features-heading',
      heading: 'Everything your Amazon catalogue needs',
      lead: 'Pick a single task or hand us the whole catalogue.',
      background: 'muted',
      look: 'cards',
      features: FEATURES,
    },
  },
  cta(
    'Ready for listings that convert?',
    'Send us your store or a few product links. We will review them and send a clear quote.',
    BUTTONS.getQuote,
  ),
];

export const AMAZON_SEED: PageSeed = {
  key: 'amazon',
  title: 'Amazon Product Listing Services',
  slug: 'amazonServices',
  seo: {
    title: null,
    description:
      'Amazon listing creation, keyword research, A+ content, catalogue cleanup and account health support from {siteName}. Listings that rank and convert.',
  },
  keywords:
    'Amazon product listing services, Amazon listing optimisation, A+ content, Amazon keyword research, Amazon catalogue management, Amazon seller support India',
  structuredData: 'service',
  body: BODY,
};
