/**
 * The throwaway content types of the tests (issue 34 item 3: a "case study"; issue 35: a "landing
 * page" with a body of blocks), as testkit declares them for the server's tests, handed to the screens
 * as the server sends declarations (plain JSON): the admin's list and editor must need no code of
 * their own for them. The admin's tests add one field to the case study, a select the list can be
 * narrowed by (the server's fixture has none). Only tests import this file.
 */
import { CASE_STUDY_INPUT } from '@testkit/fixtures/case-study.ts';
import { LANDING as LANDING_DECLARED } from '@testkit/fixtures/landing.ts';
import { type ContentTypeDeclaration, defineContentType, PAGE_DOC } from '@vyoma/contract/content-types';
import type { ContentItem } from '../components/contentTypes.ts';

const declared = defineContentType({
  ...CASE_STUDY_INPUT,
  fields: [
    ...CASE_STUDY_INPUT.fields,
    {
      kind: 'select',
      name: 'industry',
      label: 'Industry',
      options: ['retail', 'health'],
      labels: { retail: 'Retail', health: 'Health care' },
      filter: true,
      listed: true,
    },
  ],
});

/** As GET /admin/content-types answers it. */
export const CASE_STUDY: ContentTypeDeclaration = JSON.parse(JSON.stringify(declared));

const doc = (text: string) => ({
  type: 'doc',
  content: [{ type: 'paragraph', content: [{ type: 'text', text }] }],
});

/** A saved case study as the generic API answers one. */
export function caseStudy(overrides: Partial<ContentItem> = {}): ContentItem {
  return {
    _id: '7a1e0c55-0000-4000-8000-000000000001',
    title: 'A shop that closes its books on time',
    summary: 'Month-end in two days instead of ten.',
    body: doc('They reconcile every day now.'),
    bodyText: 'They reconcile every day now.',
    cover: '/uploads/cover.png',
    coverMedia: {
      path: '/uploads/cover.png',
      kind: 'image',
      mime: 'image/png',
      width: 160,
      height: 120,
      variants: [],
      avif: [],
    },
    client: 'Lakshmi Stores',
    industry: 'retail',
    slug: 'a-shop-that-closes-its-books-on-time',
    seo: { title: null, description: null, image: null, noindex: false },
    status: 'published',
    publishAt: null,
    publishedAt: '2026-11-20T10:00:00.000Z',
    version: 3,
    createdBy: null,
    updatedBy: null,
    createdAt: '2026-11-20T10:00:00.000Z',
    updatedAt: '2026-11-20T10:00:00.000Z',
    ...overrides,
  };
}

/** As GET /admin/content-types answers it. */
export const LANDING: ContentTypeDeclaration = JSON.parse(JSON.stringify(LANDING_DECLARED));

/** A saved landing page as the generic API answers one: a hero, a rich text and a banner. */
export function landingPage(overrides: Partial<ContentItem> = {}): ContentItem {
  return {
    _id: '5b0d7d2e-0000-4000-8000-000000000001',
    title: 'Harbour logistics',
    body: [
      {
        id: '0b8c1a52-0000-4000-8000-00000000000a',
        type: 'hero',
        props: {
          heading: 'Freight that arrives',
          lead: '',
          image: null,
          primary: { text: 'Talk to us', to: { kind: 'url', target: '/contactUs' } },
          secondary: null,
        },
      },
      {
        id: '0b8c1a52-0000-4000-8000-00000000000b',
        type: 'rich-text',
        props: { body: doc('We track every container.') },
      },
      {
        id: '0b8c1a52-0000-4000-8000-00000000000c',
        type: 'cta-banner',
        props: {
          heading: 'Ship with us',
          text: '',
          button: { text: 'Get in touch', to: { kind: 'url', target: '/contactUs' } },
          tone: 'brand',
        },
      },
    ],
    bodyMedia: {},
    slug: 'harbour-logistics',
    seo: { title: null, description: null, image: null, noindex: false },
    status: 'published',
    publishAt: null,
    publishedAt: '2026-11-20T10:00:00.000Z',
    version: 2,
    createdBy: null,
    updatedBy: null,
    createdAt: '2026-11-20T10:00:00.000Z',
    updatedAt: '2026-11-20T10:00:00.000Z',
    ...overrides,
  };
}

/** The site's pages as the server sends their declaration: a title and a body of blocks, translated. */
export const PAGE: ContentTypeDeclaration = JSON.parse(JSON.stringify(PAGE_DOC));

/** The ids of the blocks of PAGE_SOURCE, in page order. */
export const PAGE_BLOCK_IDS = {
  hero: '0b8c1a52-0000-4000-8000-0000000000a1',
  faq: '0b8c1a52-0000-4000-8000-0000000000a2',
  text: '0b8c1a52-0000-4000-8000-0000000000a3',
  cards: '0b8c1a52-0000-4000-8000-0000000000a4',
  pictures: '0b8c1a52-0000-4000-8000-0000000000a5',
} as const;

/**
 * A page's English words as GET …/translations/:lang answers them (`source`, issue 36): its blocks
 * with words, each its id, kind and words (contract/src/blocks/words.ts). The hero has one link of
 * two; the cards' drawings are decorative (no description) and their links none; of the two pictures
 * with text, the first is a drawing with its description, the second a library image (no words).
 */
export const PAGE_SOURCE = {
  title: 'Harbour logistics',
  keywords: 'freight, ports',
  body: [
    {
      _id: PAGE_BLOCK_IDS.hero,
      type: 'hero',
      heading: 'Freight that arrives',
      eyebrow: '',
      lead: 'We move containers\nfrom ship to shop.',
      primary: { text: 'Talk to us' },
      secondary: null,
    },
    {
      _id: PAGE_BLOCK_IDS.faq,
      type: 'faq',
      eyebrow: 'FAQ',
      heading: 'Questions clients ask',
      lead: '',
      questions: [
        { question: 'How fast is it?', answer: 'Two days to most ports.' },
        { question: 'Where do you ship?', answer: 'Every port on the west coast.' },
      ],
    },
    { _id: PAGE_BLOCK_IDS.text, type: 'rich-text', body: doc('We track every container.') },
    {
      _id: PAGE_BLOCK_IDS.cards,
      type: 'card-grid',
      eyebrow: '',
      heading: 'What we carry',
      lead: '',
      cards: [{ picture: { label: '' }, title: 'Grain', text: 'By the tonne.', link: null }],
    },
    {
      _id: PAGE_BLOCK_IDS.pictures,
      type: 'image-text',
      name: '',
      items: [
        { picture: { label: 'A crane at dusk' }, heading: 'Cranes', text: 'Ours lift forty tonnes.' },
        { picture: null, heading: 'Trucks', text: 'They leave within the hour.' },
      ],
    },
  ],
};
