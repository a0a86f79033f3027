import type { BlocksField } from '@vyoma/contract/content-types';
import { describe, expect, it } from 'vitest';
import { LANDING } from '../fixtures.ts';
import { type BlockFormValue, blockFormValue, blocksBody, copyOfBlock, withSavedIds } from './blocks.ts';

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

  it('gives new blocks the ids a save made, while the blocks are still the ones it sent', () => {
    const text: BlockFormValue = { id: null, type: 'rich-text', props: {} };
    const saved = [{ id: 'h1' }, { id: 'new-1' }];
    expect(withSavedIds([hero, text], [hero, text], saved).map((b) => b.id)).toEqual(['h1', 'new-1']);
    // Moved or added to since: the ids are not guessed (the next save makes the new block again).
    expect(withSavedIds([text, hero], [hero, text], saved).map((b) => b.id)).toEqual([null, 'h1']);
  });
});
