/**
 * A body of blocks as a field of a content type (issue 35, step 3 of docs/decisions/0062): what a
 * declaration may not say, the field's limits on top of the blocks' own rules, and the text and files
 * the server reads from the blocks.
 */
import { describe, expect, it } from 'vitest';
import { CTA_BANNER, HERO, RICH_TEXT } from '../src/blocks/index.ts';
import {
  type BlocksField,
  blocksMedia,
  blocksText,
  defineContentType,
  type Field,
} from '../src/content-types/define.ts';
import { contentBodySchema } from '../src/content-types/rules.ts';

const doc = (text: string) => ({
  type: 'doc',
  content: [{ type: 'paragraph', content: [{ type: 'text', text }] }],
});

const body = (over: Partial<BlocksField> = {}): BlocksField => ({
  kind: 'blocks',
  name: 'body',
  label: 'Blocks',
  table: 'demo_blocks',
  of: [HERO, RICH_TEXT, CTA_BANNER],
  min: 1,
  max: 3,
  ...over,
});

const typeWith = (field: Field) =>
  defineContentType({
    name: 'demo',
    label: { one: 'demo', many: 'demos' },
    table: 'demos',
    titleField: 'title',
    workflow: 'publish',
    fields: [{ kind: 'text', name: 'title', label: 'Title', max: 100 }, field],
  });

describe('a blocks field', () => {
  it('is refused when it names no kind, a kind twice, or limits a page cannot meet', () => {
    expect(() => typeWith(body({ of: [] }))).toThrow('the blocks field body names no kind of block');
    expect(() => typeWith(body({ of: [HERO, HERO] }))).toThrow('names the block hero twice');
    expect(() => typeWith(body({ min: 4 }))).toThrow('needs whole numbers 0 ≤ min ≤ max');
    expect(() => typeWith(body({ max: 61 }))).toThrow('may have at most 60 blocks');
    expect(typeWith(body()).search).toBe(false);
    expect(typeWith(body({ search: 'C' })).search).toBe(true);
  });

  it('takes blocks within its limits, of its kinds, each checked by its kind’s rules', () => {
    const create = contentBodySchema(typeWith(body({ of: [RICH_TEXT, CTA_BANNER] })), 'create');
    const message = (blocks: unknown[]) =>
      create.safeParse({ title: 'A', body: blocks }).error?.issues[0]?.message;
    const text = { type: 'rich-text', props: { body: doc('Hello.') } };
    expect(message([])).toBe('Blocks needs at least 1 block');
    expect(message([text, text, text, text])).toBe('Blocks may have at most 3 blocks');
    expect(message([{ type: 'hero', props: HERO.example }])).toBe('Block 1 is of an unknown kind (hero)');
    expect(message([text, { type: 'cta-banner', props: { ...CTA_BANNER.example, heading: '' } }])).toBe(
      'Call-to-action banner 2: Heading is required',
    );
    const parsed = create.parse({ title: 'A', body: [text] }) as { body?: unknown };
    expect(parsed.body).toEqual([{ id: null, type: 'rich-text', props: { body: doc('Hello.') } }]);
  });

  it('gives its blocks’ text for search and their files, each named by its block', () => {
    const field = body();
    const blocks = [
      { type: 'hero', props: { ...HERO.example, image: '/uploads/quay.png' } },
      { type: 'rich-text', props: { body: doc('Berths by the hour.') } },
      { type: 'unknown', props: { heading: 'Not read' } },
    ];
    expect(blocksText(field, blocks)).toBe(
      [HERO.example.heading, HERO.example.lead, 'Tell us what you need', 'Berths by the hour.'].join('\n\n'),
    );
    expect(blocksMedia(field, blocks)).toEqual([
      expect.objectContaining({ value: '/uploads/quay.png', label: 'Hero 1: Image', at: '0.props.image' }),
    ]);
  });
});
