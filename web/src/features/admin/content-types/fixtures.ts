/**
 * The throwaway content type of the tests (issue 34 item 3: a "case study"), as testkit declares it
 * for the server's tests, handed to the screens as the server sends declarations (plain JSON): the
 * admin's list and editor must need no code of their own for it. The admin's tests add one field, a
 * select the list can be narrowed by (the server's fixture has none). Only tests import this file.
 */
import { CASE_STUDY_INPUT } from '@testkit/fixtures/case-study.ts';
import { type ContentTypeDeclaration, defineContentType } from '@vyoma/contract/content-types';
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
