import { LANDING } from '@testkit/fixtures/landing.ts';
import { describe, expect, it } from 'vitest';
import type { ContentItem } from '../components/contentTypes.ts';
import { diffItems } from './diff.ts';

const doc = (text: string) => ({
  type: 'doc',
  content: [{ type: 'paragraph', content: [{ type: 'text', text }] }],
});
const link = { text: 'Talk to us', to: { kind: 'url', target: '/contactUs' } };
const hero = {
  id: 'b1',
  type: 'hero',
  props: { heading: 'Freight that arrives', lead: '', image: null, primary: link, secondary: null },
};
const text = { id: 'b2', type: 'rich-text', props: { body: doc('We track every container.') } };
const banner = {
  id: 'b3',
  type: 'cta-banner',
  props: { heading: 'Ship with us', text: '', button: link, tone: 'brand' },
};

const landingPage = (over: Partial<ContentItem> = {}) =>
  ({
    _id: 'l1',
    title: 'Harbour logistics',
    body: [hero, text, banner],
    bodyMedia: {},
    slug: 'harbour-logistics',
    seo: { title: null, description: null, image: null, noindex: false },
    status: 'published',
    publishAt: null,
    ...over,
  }) as ContentItem;

// A body of blocks in the history's comparison (issue 35): block by block, paired by id.
describe('comparing two versions of a body of blocks', () => {
  it('shows each block by kind and place, what changed in it, and blocks only one side has', () => {
    const before = landingPage();
    const [hero, text, banner] = before.body as {
      id: string;
      type: string;
      props: Record<string, unknown>;
    }[];
    const after = landingPage({
      body: [
        { ...hero!, props: { ...hero!.props, heading: 'Freight, on time' } },
        text,
        { ...banner!, props: { ...banner!.props, tone: 'light' } },
        { id: '0b8c1a52-0000-4000-8000-00000000000d', type: 'rich-text', props: { body: text!.props.body } },
      ],
    });
    const diff = diffItems(LANDING, before, after);
    expect(diff.sections.map((s) => [s.label, s.change])).toEqual([
      ['Hero 1', 'changed'],
      ['Rich text 2', 'same'],
      ['Call-to-action banner 3', 'changed'],
      ['Rich text 4', 'added'],
    ]);
    const changed = (i: number) =>
      diff.sections[i]!.rows.filter((r) => r.changed).map((r) => [r.label, r.before, r.after]);
    expect(changed(0)).toEqual([['Heading', 'Freight that arrives', 'Freight, on time']]);
    expect(changed(2)).toEqual([['Colour', 'Brand colour', 'Light']]);
    expect(diff.sections[3]!.rows[0]).toMatchObject({
      label: 'Text',
      before: null,
      after: 'We track every container.',
    });
    // The title did not change; the three changed or added blocks are the changes.
    expect(diff.changes).toBe(3);
  });
});
