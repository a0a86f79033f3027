import type { BlockValue } from '@vyoma/contract/blocks';
import { describe, expect, it } from 'vitest';
import { marksOf, pairBlocks, sameValue } from './block-diff.ts';

const block = (id: string, heading: string, type = 'cta-banner'): BlockValue => ({
  id,
  type,
  props: { heading, button: { text: 'Talk to us', to: { kind: 'url', target: '/contactUs' } } },
});
const summary = (before: BlockValue[], after: BlockValue[]) =>
  pairBlocks(before, after).map((p) => [p.id, p.change, p.before?.index ?? null, p.after?.index ?? null]);

// Two versions of a page's blocks, paired by id (issue 35, the history's visual comparison).
describe('pairing two versions of a body of blocks by id', () => {
  it('marks each block added, removed, changed or unchanged, removed ones where they stood', () => {
    const before = [block('a', 'One'), block('b', 'Two'), block('c', 'Three'), block('d', 'Four')];
    const after = [block('a', 'One'), block('new', 'New'), block('c', 'Three, again'), block('d', 'Four')];
    expect(summary(before, after)).toEqual([
      ['a', 'same', 0, 0],
      ['b', 'removed', 1, null],
      ['new', 'added', null, 1],
      ['c', 'changed', 2, 2],
      ['d', 'same', 3, 3],
    ]);
    expect(marksOf(pairBlocks(before, after))).toEqual({
      before: ['same', 'removed', 'changed', 'same'],
      after: ['same', 'added', 'changed', 'same'],
    });
  });

  it('pairs a block by id wherever it went; only the block that moved counts as a change', () => {
    const before = [block('a', 'One'), block('b', 'Two'), block('c', 'Three'), block('d', 'Four')];
    // "d" moved to the top: a, b and c kept their order.
    const pairs = pairBlocks(before, [before[3]!, before[0]!, before[1]!, before[2]!]);
    expect(pairs.map((p) => [p.id, p.change, p.moved ?? false])).toEqual([
      ['d', 'changed', true],
      ['a', 'same', false],
      ['b', 'same', false],
      ['c', 'same', false],
    ]);
    // Blocks only shifted by one added above them did not move.
    expect(summary(before, [block('x', 'Top'), ...before]).filter(([, change]) => change !== 'same')).toEqual(
      [['x', 'added', null, 0]],
    );
  });

  it('compares values, not the order of their keys, and counts a new kind in the same place as a change', () => {
    const saved = block('a', 'One');
    const reread = { ...saved, props: { button: saved.props.button, heading: 'One' } };
    expect(sameValue(saved.props, reread.props)).toBe(true);
    expect(sameValue({ a: 1, b: undefined }, { a: 1 })).toBe(true);
    expect(sameValue([1, { x: [2] }], [1, { x: [3] }])).toBe(false);
    expect(summary([saved], [reread])).toEqual([['a', 'same', 0, 0]]);
    expect(summary([saved], [{ ...saved, type: 'hero' }])).toEqual([['a', 'changed', 0, 0]]);
    expect(summary([saved], [])).toEqual([['a', 'removed', 0, null]]);
    expect(summary([], [saved])).toEqual([['a', 'added', null, 0]]);
  });
});
