import { describe, expect, it } from 'vitest';
import type { CartItem } from './cartReducer.ts';
import { quoteMessage } from './quote.ts';

const line = (name: string, quantity: number, price: number): CartItem => ({
  product: name,
  name,
  price,
  image: '',
  stock: 10,
  quantity,
});

describe('quoteMessage', () => {
  it('lists each line with quantity, name and line total, then the total and the note', () => {
    const text = quoteMessage(
      [line('Starter Business Website', 2, 12499), line('SEO Audit Report', 1, 4999)],
      ' Need it by May ',
    );
    expect(text).toBe(
      [
        'Quote request:',
        '- 2 × Starter Business Website (₹24,998)',
        '- 1 × SEO Audit Report (₹4,999)',
        'Estimated total: ₹29,997',
        'Note: Need it by May',
      ].join('\n'),
    );
  });
  it('leaves out an empty note', () => {
    expect(quoteMessage([line('Kit', 1, 100)], '  ')).not.toContain('Note:');
  });
});
