/**
 * The block kinds the service pages need (issue 35, step 9a of docs/decisions/0062) and their picture
 * field: a picture is a library file or one of the site's drawings, checked against the drawing lists
 * of contract/src/illustrations.ts; an uploaded picture is found by the walk the engine uses for media
 * (usage, alt text before publishing); anchors are ids, once per page; every message names the block,
 * its place and the field.
 */
import { describe, expect, it } from 'vitest';
import {
  BLOCKS,
  type BlockDeclaration,
  CARD_GRID,
  defineBlock,
  FAQ,
  FEATURE_GRID,
  HERO,
  IMAGE_TEXT,
  INTRO,
  STEPS,
} from '../src/blocks/index.ts';
import { blocksRule } from '../src/blocks/rules.ts';
import { type BlocksField, blockParts, blocksMedia, blocksText } from '../src/content-types/define.ts';
import { SCENE_KINDS } from '../src/illustrations.ts';

const ID = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`;
type Props = Record<string, unknown>;

const parse = (blocks: { type: string; props: Props }[]) =>
  blocksRule().safeParse(blocks.map((b, i) => ({ id: ID(i + 1), ...b })));
const messages = (...blocks: { type: string; props: Props }[]) => {
  const parsed = parse(blocks);
  return parsed.success ? [] : parsed.error.issues.map((i) => i.message);
};

const cards = (...list: Props[]) => ({
  type: CARD_GRID.name,
  props: { ...CARD_GRID.example, cards: list },
});
const card = (picture: unknown): Props => ({ picture, title: 'Websites', text: 'Fast sites.', link: null });
const imageText = (...pictures: unknown[]) => ({
  type: IMAGE_TEXT.name,
  props: {
    ...IMAGE_TEXT.example,
    items: pictures.map((picture) => ({ picture, heading: 'Native apps', text: 'Smooth and quick.' })),
  },
});

describe('the picture field', () => {
  it('takes a library file, or a drawing with its description where one is needed', () => {
    const parsed = parse([
      cards(
        card('/uploads/team.webp'),
        card({ drawing: { kind: 'phone', screen: 'chat', platform: 'android' } }),
      ),
      imageText(
        { drawing: { kind: 'headset', alt: true }, label: '  A headset among 3D shapes ' },
        '/uploads/harbour.webp',
      ),
    ]);
    expect(parsed.error?.issues ?? []).toEqual([]);
    const [grid, pictures] = parsed.data!;
    // A decorative drawing's description is blank, filled in when left out; text is trimmed.
    expect((grid!.props.cards as Props[]).map((c) => c.picture)).toEqual([
      '/uploads/team.webp',
      { drawing: { kind: 'phone', screen: 'chat', platform: 'android' }, label: '' },
    ]);
    expect((pictures!.props.items as Props[])[0]!.picture).toEqual({
      drawing: { kind: 'headset', alt: true },
      label: 'A headset among 3D shapes',
    });
  });

  it('refuses a drawing the site has not got, and a screen or phone it does not draw', () => {
    expect(messages(cards(card({ drawing: { kind: 'rocket' } })))).toEqual([
      'Card grid 1: Card 1 Picture must name one of the drawings',
    ]);
    expect(
      messages(
        cards(
          card({ drawing: { kind: 'phone', screen: 'spreadsheet' } }),
          card({ drawing: { kind: 'phone', platform: 'windows' } }),
          card({ drawing: 'phone' }),
          card(42),
        ),
      ),
    ).toEqual([
      'Card grid 1: Card 1 Picture shows no screen of that name',
      'Card grid 1: Card 2 Picture shows no phone of that name',
      'Card grid 1: Card 3 Picture must name one of the drawings',
      'Card grid 1: Card 4 Picture must be an image from the media library or a drawing',
    ]);
    // Every scene of the list is one.
    expect(messages(cards(...SCENE_KINDS.slice(0, 12).map((kind) => card({ drawing: { kind } }))))).toEqual(
      [],
    );
  });

  it('asks for a drawing’s description where the picture says something, and refuses one where it only decorates', () => {
    expect(
      messages(imageText({ drawing: { kind: 'watch' } }, { drawing: { kind: 'watch' }, label: ' ' }, null)),
    ).toEqual([
      'Pictures and text 1: Item 1 Picture description is required',
      'Pictures and text 1: Item 2 Picture description is required',
      'Pictures and text 1: Item 3 Picture is required',
    ]);
    expect(messages(cards(card({ drawing: { kind: 'watch' }, label: 'A smartwatch' })))).toEqual([
      'Card grid 1: Card 1 Picture is decorative here: leave its description blank',
    ]);
  });

  it('an uploaded picture is a file of the page, found where the engine looks for media', () => {
    const field: BlocksField = {
      kind: 'blocks',
      name: 'body',
      label: 'Blocks',
      table: 'page_blocks',
      of: BLOCKS,
      min: 0,
      max: 60,
    };
    const blocks = parse([
      { type: INTRO.name, props: { ...INTRO.example, picture: '/uploads/parcel.webp' } },
      cards(card({ drawing: { kind: 'cms' } }), card('/uploads/team.webp')),
    ]).data!;
    // So the library counts it as in use, and publishing asks for its alt text, naming its place.
    expect(blocksMedia(field, blocks)).toEqual([
      {
        kind: 'media',
        label: 'Introduction 1: Picture',
        value: '/uploads/parcel.webp',
        at: '0.props.picture',
        accept: INTRO.fields.find((f) => f.name === 'picture')!.accept,
      },
      expect.objectContaining({
        label: 'Card grid 2: Card 2 Picture',
        value: '/uploads/team.webp',
        at: '1.props.cards.1.picture',
      }),
    ]);
    // A drawing is no file, and its description is not the page's text.
    expect(blockParts(IMAGE_TEXT, IMAGE_TEXT.example).filter((p) => p.kind === 'media')).toEqual([]);
    expect(blocksText(field, [{ type: IMAGE_TEXT.name, props: IMAGE_TEXT.example }])).not.toContain(
      'A phone',
    );
  });
});

describe('the block kinds of the service pages', () => {
  it('refuse too many items, an unknown icon or look, naming the block and the field', () => {
    const many = (n: number, item: Props) => Array.from({ length: n }, () => item);
    expect(messages(cards(...many(13, card(null))))).toEqual(['Card grid 1: Cards may have at most 12']);
    expect(
      messages({
        type: FEATURE_GRID.name,
        props: {
          ...FEATURE_GRID.example,
          look: 'carousel',
          features: [{ icon: 'rocket', title: 'Fast', text: 'Quick pages.' }],
        },
      }),
    ).toEqual([
      'Feature grid 1: Look must be one of cards, ticks, checklist',
      expect.stringMatching(/^Feature grid 1: Feature 1 Icon must be one of check, circle-check, /),
    ]);
    expect(messages({ type: STEPS.name, props: { ...STEPS.example, steps: [] } })).toEqual([
      'Steps 1: Steps needs at least 1',
    ]);
    expect(
      messages({ type: FAQ.name, props: { ...FAQ.example, questions: [{ question: 'Why?', answer: '' }] } }),
    ).toEqual(['Questions and answers 1: Question 1 Answer is required']);
  });

  it('an introduction may leave its points out; a hero saved before its new fields is still valid', () => {
    const { points: _, ...intro } = INTRO.example;
    const parsed = parse([
      { type: HERO.name, props: { heading: 'Freight that arrives' } },
      { type: INTRO.name, props: intro },
    ]);
    expect(parsed.error?.issues ?? []).toEqual([]);
    expect(parsed.data![0]!.props).toMatchObject({
      trail: null,
      eyebrow: '',
      heading: 'Freight that arrives',
    });
    expect(parsed.data![1]!.props.points).toEqual([]);
    expect(messages({ type: HERO.name, props: { heading: 'Up', trail: 'siblings' } })).toEqual([
      'Hero 1: Breadcrumb trail must be one of parents',
    ]);
  });

  it('take an anchor that is an id, once per page', () => {
    const grid = (anchor: string) => ({ type: CARD_GRID.name, props: { ...CARD_GRID.example, anchor } });
    const steps = (anchor: string) => ({ type: STEPS.name, props: { ...STEPS.example, anchor } });
    expect(messages(grid('services-grid-heading'), steps('how_we_work'), grid(''), steps(''))).toEqual([]);
    expect(messages(grid('our services'), steps('2-steps'), grid('#faq'))).toEqual([
      'Card grid 1: Anchor must start with a letter and have only letters, digits, hyphens and underscores',
      'Steps 2: Anchor must start with a letter and have only letters, digits, hyphens and underscores',
      'Card grid 3: Anchor must start with a letter and have only letters, digits, hyphens and underscores',
    ]);
    expect(messages(grid('process'), steps('Process'))).toEqual([
      'Steps 2: Anchor Process is already used by block 1',
    ]);
  });

  it('a declaration whose anchor is not one of its text fields is refused where it is written', () => {
    const declaration = (anchor: string): BlockDeclaration => ({ ...STEPS, name: 'odd', anchor });
    expect(() => defineBlock(declaration('background'))).toThrow(
      'block odd: its anchor background is not one of its text fields',
    );
    expect(() => defineBlock(declaration('slug'))).toThrow(
      'block odd: its anchor slug is not one of its text fields',
    );
  });

  it('the questions block asks for the page’s FAQ structured data; only the interactive kinds run script', () => {
    expect(FAQ.structuredData).toBe('faq');
    expect(BLOCKS.filter((b) => b.hydrate !== 'none').map((b) => b.name)).toEqual([
      'hero-slider',
      'service-picker',
      'form',
      'contact-form',
    ]);
  });
});
