/**
 * Blocks declared once (issue 35): each kind's example is valid as Add inserts it, and bad input is
 * refused with a message naming the block (its kind and place on the page) and the field.
 */
import { describe, expect, it } from 'vitest';
import {
  BLOCKS,
  type BlockDeclaration,
  CTA_BANNER,
  defineBlock,
  HERO,
  HERO_SLIDER,
} from '../src/blocks/index.ts';
import { blocksRule } from '../src/blocks/rules.ts';

const ID = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`;
const messages = (value: unknown, of?: readonly BlockDeclaration[]) => {
  const parsed = blocksRule(of).safeParse(value);
  return parsed.success ? [] : parsed.error.issues.map((i) => i.message);
};

describe('block declarations', () => {
  it('each kind is named once, and its example passes its own rules', () => {
    const names = BLOCKS.map((b) => b.name);
    expect(new Set(names).size).toBe(names.length);
    for (const block of BLOCKS) {
      const parsed = blocksRule().safeParse([{ id: ID(1), type: block.name, props: block.example }]);
      expect(parsed.error?.issues ?? [], block.name).toEqual([]);
      expect(parsed.data?.[0]).toMatchObject({ id: ID(1), type: block.name });
    }
  });

  it('a declaration naming a field twice is refused where it is written', () => {
    expect(() =>
      defineBlock({
        ...HERO,
        name: 'twice',
        fields: [HERO.fields[0], HERO.fields[0]],
      }),
    ).toThrow('block twice: the field heading is declared twice');
  });
});

describe('a page’s blocks', () => {
  const cta = (props: Record<string, unknown>, id = ID(3)) => ({
    id,
    type: CTA_BANNER.name,
    props: { ...CTA_BANNER.example, ...props },
  });

  it('name the block and its place on the page in every message', () => {
    const blocks = [
      { id: ID(1), type: 'hero', props: HERO.example },
      { id: ID(2), type: 'rich-text', props: { body: { type: 'doc', content: [{ type: 'paragraph' }] } } },
      cta({ heading: ' ', button: { text: '', to: { kind: 'url', target: '/contactUs' } } }),
    ];
    expect(messages(blocks)).toEqual([
      'Rich text 2: Text is required',
      'Call-to-action banner 3: Heading is required',
      'Call-to-action banner 3: Button text is required',
    ]);
  });

  it('take links to the site’s paths, https:// addresses and items by id, and nothing else', () => {
    const to = (kind: string, target: string) => [cta({ button: { text: 'Go', to: { kind, target } } })];
    expect(messages(to('url', '/services/cloud-migration'))).toEqual([]);
    expect(messages(to('url', 'https://example.com/x'))).toEqual([]);
    expect(messages(to('page', ID(9)))).toEqual([]);
    const bad =
      'Call-to-action banner 1: Button must go to a path of this site (starting with /) or an https:// address';
    expect(messages(to('url', '//evil.example'))).toEqual([bad]);
    expect(messages(to('url', 'javascript:alert(1)'))).toEqual([bad]);
    expect(messages(to('url', 'http://example.com'))).toEqual([bad]);
    expect(messages(to('post', 'my-post'))).toEqual([
      'Call-to-action banner 1: Button must name a post by its id',
    ]);
    expect(messages(to('file', '/x'))).toEqual([
      'Call-to-action banner 1: Button must go to a page, a post, a category or an address',
    ]);
  });

  it('refuse an unknown kind, a field no block has, a repeated id, and more than a kind allows', () => {
    expect(messages([{ id: ID(1), type: 'carousel', props: {} }])).toEqual([
      'Block 1 is of an unknown kind (carousel)',
    ]);
    expect(messages([{ props: {} }])).toEqual(['Block 1 must say its kind']);
    expect(messages(['hero'])).toEqual(['Block 1 must be an object with its type and values']);
    expect(messages([cta({ colour: 'red' }, ID(1))])).toEqual([
      'Call-to-action banner 1: colour is not a field of this block',
    ]);
    expect(messages([cta({ tone: 'neon' }, ID(1))])[0]).toMatch(
      /^Call-to-action banner 1: Colour must be one of/,
    );
    expect(messages([cta({}, ID(1)), cta({}, ID(1))])).toEqual(['Block 2 has the same id as block 1']);
    expect(messages([cta({}, 'not-a-uuid')])).toEqual(['Call-to-action banner 1: its id must be a uuid']);
    expect(
      messages([
        { id: ID(1), type: 'hero', props: HERO.example },
        { id: ID(2), type: 'hero', props: HERO.example },
      ]),
    ).toEqual(['A page may have at most 1 hero block']);
    // A hero and a hero slider both show the page's main heading.
    expect(
      messages([
        { id: ID(1), type: 'hero', props: HERO.example },
        { id: ID(2), type: 'hero-slider', props: HERO_SLIDER.example },
      ]),
    ).toEqual(['Hero slider 2: a page has one hero (block 1 is one already)']);
    expect(messages(Array.from({ length: 61 }, (_, i) => cta({}, ID(i + 1))))).toEqual([
      'A page may have at most 60 blocks',
    ]);
  });

  it('take a new block without an id, and keep only the kinds a page may have', () => {
    const parsed = blocksRule().parse([
      {
        type: 'rich-text',
        props: {
          body: { type: 'doc', content: [{ type: 'paragraph', content: [{ type: 'text', text: 'Hi' }] }] },
        },
      },
    ]);
    expect(parsed[0]!.id).toBeNull();
    expect(messages([cta({}, ID(1))], [HERO])).toEqual(['Block 1 is of an unknown kind (cta-banner)']);
  });
});
