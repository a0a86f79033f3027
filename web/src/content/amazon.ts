/** Amazon product listing services (/amazonServices): static copy and the 8-item feature grid. */
import { AMAZON_TEXT } from '@vyoma/contract/page-text/amazon';
export type AmazonFeatureIcon =
  | 'listing'
  | 'keywords'
  | 'aplus'
  | 'images'
  | 'catalogue'
  | 'sync'
  | 'health'
  | 'ads';

export interface AmazonFeature {
  icon: AmazonFeatureIcon;
  title: string;
  text: string;
}

export const AMAZON_PAGE = {
  seo: AMAZON_TEXT,
  eyebrow: 'Amazon Listing Services',
  title: 'Amazon product listing services that help you sell more',
  lead: 'Clear titles, honest bullet points and rich content that shoppers trust and search finds. We create, optimise and look after your listings so you can focus on your products.',
  intro: {
    heading: 'Your listing is your shop window',
    paragraphs: [
      'On Amazon, shoppers compare dozens of products in seconds. A listing with the wrong keywords never gets seen, and one with thin content gets skipped.',
      'Our team writes and structures every listing to match how buyers search, follows marketplace style rules to avoid suppressions and keeps your catalogue accurate as you grow.',
    ],
    points: [
      'Listings written for shoppers and search',
      'Marketplace style rules followed',
      'Regular reports in plain language',
    ],
  },
  featuresHeading: 'Everything your Amazon catalogue needs',
  featuresLead: 'Pick a single task or hand us the whole catalogue.',
  cta: {
    title: 'Ready for listings that convert?',
    text: 'Send us your store or a few product links. We will review them and send a clear quote.',
  },
} as const;

export const AMAZON_FEATURES: AmazonFeature[] = [
  {
    icon: 'listing',
    title: 'Listing creation',
    text: 'New products set up correctly the first time: category, attributes, variations and compliant copy.',
  },
  {
    icon: 'keywords',
    title: 'Keyword research',
    text: 'The terms buyers actually type, placed in titles, bullets and backend fields where they count.',
  },
  {
    icon: 'aplus',
    title: 'A+ content',
    text: 'Brand-registered enhanced content with comparison charts and modules that answer buyer questions.',
  },
  {
    icon: 'images',
    title: 'Image guidance',
    text: 'A clear brief for main, lifestyle and infographic images that meet marketplace requirements.',
  },
  {
    icon: 'catalogue',
    title: 'Catalogue cleanup',
    text: 'Duplicate, suppressed and incomplete listings found and fixed, with variations grouped properly.',
  },
  {
    icon: 'sync',
    title: 'Pricing & inventory sync',
    text: 'Prices and stock kept up to date so you avoid overselling and lost Buy Box time.',
  },
  {
    icon: 'health',
    title: 'Account health',
    text: 'Regular checks of performance notifications, policy warnings and listing quality alerts.',
  },
  {
    icon: 'ads',
    title: 'Advertising support',
    text: 'Sponsored Products campaigns set up and tuned around the keywords that convert.',
  },
];
