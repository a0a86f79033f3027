import { IMAGE_TEXT, INTRO } from '@vyoma/contract/blocks';
import type { BlocksField } from '@vyoma/contract/content-types';
import { describe, expect, it } from 'vitest';
import { LANDING } from '../fixtures.ts';
import {
  type BlockFormValue,
  blockFormValue,
  blockSlots,
  blocksBody,
  copyOfBlock,
  mapBlockSlots,
  type VisualFormValue,
  withSavedIds,
} from './blocks.ts';

const body = LANDING.fields.find((f) => f.kind === 'blocks') as BlocksField;
const hero = blockFormValue(body.of, {
  id: 'h1',
  type: 'hero',
  props: { heading: 'Freight', image: null, primary: null, secondary: null },
});

describe('a body of blocks between the form and the API', () => {
  it('holds a file as a slot and a link as its words and place, and sends them as the API takes them', () => {
    expect(hero.props).toMatchObject({
      image: { file: null, path: null },
      primary: { text: '', to: { kind: 'url', target: '' } },
    });
    const file = new File(['x'], 'quay.png', { type: 'image/png' });
    const withFile = { ...hero, props: { ...hero.props, image: { file, path: null } } };
    // Blank optional links are no link; a new file stands for its path only while the form checks.
    expect(blocksBody(body, [withFile])).toEqual([
      {
        id: 'h1',
        type: 'hero',
        props: expect.objectContaining({ image: '', primary: null, secondary: null }),
      },
    ]);
    expect(blocksBody(body, [withFile], true)[0]!.props.image).toBe('/uploads/quay.png');
    // A copy is a new block: no id, the same values.
    const copy = copyOfBlock(withFile);
    expect(copy.id).toBeNull();
    expect(blocksBody(body, [copy], true)[0]).toEqual({
      type: 'hero',
      props: blocksBody(body, [withFile], true)[0]!.props,
    });
  });

  it('gives each new block the id a save made, wherever it has moved since', () => {
    const text: BlockFormValue = { id: null, key: 'text', type: 'rich-text', props: {} };
    const cta: BlockFormValue = { id: null, key: 'cta', type: 'cta-banner', props: {} };
    const saved = [{ id: 'h1' }, { id: 'new-1' }];
    expect(withSavedIds([hero, text], [hero, text], saved).map((b) => b.id)).toEqual(['h1', 'new-1']);
    // Moved since: the new block still takes its own id.
    expect(withSavedIds([text, hero], [hero, text], saved).map((b) => b.id)).toEqual(['new-1', 'h1']);
    // A block added since stays new; one deleted since is gone; a copy of a new block is new.
    const copy = { ...copyOfBlock(text) };
    expect(withSavedIds([cta, text, copy], [hero, text], saved).map((b) => b.id)).toEqual([
      null,
      'new-1',
      null,
    ]);
    // Two new blocks of one kind are told apart by their keys, not their places.
    const other: BlockFormValue = { ...text, key: 'other' };
    expect(withSavedIds([other, text], [text, other], [{ id: 'a' }, { id: 'b' }]).map((b) => b.id)).toEqual([
      'b',
      'a',
    ]);
  });
});

describe('a block’s picture between the form and the API', () => {
  const pictures = { ...body, of: [INTRO, IMAGE_TEXT] } as BlocksField;
  const saved = [
    { id: 'i1', type: 'intro', props: { ...INTRO.example, picture: '/uploads/quay.webp' } },
    {
      id: 'p1',
      type: 'image-text',
      props: {
        ...IMAGE_TEXT.example,
        items: [
          {
            picture: { drawing: { kind: 'devices', alt: false }, label: 'A phone and a laptop' },
            heading: 'Everywhere',
            text: 'On every screen.',
          },
          {
            picture: {
              drawing: { kind: 'phone', screen: 'chat', platform: 'android', alt: true },
              label: 'A phone with a chat open',
            },
            heading: 'Talk',
            text: 'Chat with customers.',
          },
        ],
      },
    },
    { id: 'i2', type: 'intro', props: INTRO.example },
  ];
  const form = saved.map((block) => blockFormValue(pictures.of, block));

  it('sends a saved library path and a saved drawing back unchanged', () => {
    expect(blocksBody(pictures, form)).toEqual(saved);
    expect((form[0]!.props.picture as VisualFormValue).from).toBe('library');
    expect((form[2]!.props.picture as VisualFormValue).from).toBe('drawing');
  });

  it('sends the chosen side: a drawing made in the form, or a new file for the library', () => {
    const picture = form[0]!.props.picture as VisualFormValue;
    const drawn = {
      ...form[0]!,
      props: {
        ...form[0]!.props,
        picture: { ...picture, from: 'drawing', drawing: { kind: 'cart', screen: '', platform: '' } },
      },
    };
    expect(blocksBody(pictures, [drawn])[0]!.props.picture).toEqual({
      drawing: { kind: 'cart' },
      label: '',
    });
    // A drawing uploads nothing; the library's new file is a slot like a media field's.
    const file = new File(['x'], 'dock.png', { type: 'image/png' });
    const withFile = {
      ...form[0]!,
      props: { ...form[0]!.props, picture: { ...picture, slot: { file, path: null } } },
    };
    expect(blockSlots(pictures, [drawn])).toEqual([]);
    expect(blockSlots(pictures, [withFile])).toEqual([
      { path: 'body.0.props.picture.slot', slot: { file, path: null } },
    ]);
    expect(blocksBody(pictures, [withFile], true)[0]!.props.picture).toBe('/uploads/dock.png');
    const stored = mapBlockSlots(pictures, [withFile], () => ({ file: null, path: '/uploads/dock-1.png' }));
    expect(blocksBody(pictures, stored)[0]!.props.picture).toBe('/uploads/dock-1.png');
  });
});
