/** The dashboard's changes in words: what the totals say beside each figure. */
import { describe, expect, it } from 'vitest';
import { change, formatSeconds, formatShare } from './format.ts';

describe('a total’s change on the period before', () => {
  it('says up or down by how much, and new when there was nothing before', () => {
    expect(change(12, 10)).toEqual({ direction: 'up', text: 'up 20%' });
    expect(change(5, 10)).toEqual({ direction: 'down', text: 'down 50%' });
    expect(change(3, 0)).toEqual({ direction: 'up', text: 'new' });
  });

  it('is no change when the two read the same as written', () => {
    expect(change(0.4, 0, formatSeconds)).toEqual({ direction: 'same', text: 'no change' });
    expect(change(0.25001, 0.25, formatShare)).toEqual({ direction: 'same', text: 'no change' });
    expect(change(0.4, 0)).toEqual({ direction: 'up', text: 'new' });
  });
});
