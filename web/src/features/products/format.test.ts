import { describe, expect, it } from 'vitest';
import { parseQuantity, productSku, quantityCap, ratingLabel, truncateWords } from './format.ts';

describe('truncateWords', () => {
  it('keeps short texts as they are, without an ellipsis', () => {
    expect(truncateWords('SEO Audit Report', 10)).toBe('SEO Audit Report');
    expect(truncateWords('one two three four five six seven eight nine ten', 10)).toBe(
      'one two three four five six seven eight nine ten',
    );
  });
  it('cuts to n words and adds "..." only when words were dropped', () => {
    expect(truncateWords('one two three four five six seven eight nine ten eleven', 10)).toBe(
      'one two three four five six seven eight nine ten...',
    );
  });
  it('collapses extra whitespace and handles empty text', () => {
    expect(truncateWords('  a   b\n c ', 2)).toBe('a b...');
    expect(truncateWords('', 10)).toBe('');
  });
});

describe('productSku', () => {
  it('is VY- plus the first 8 id characters in upper case', () => {
    expect(productSku('04bbae17-8bb1-4efa-8836-294abe68b404')).toBe('VY-04BBAE17');
  });
});

describe('ratingLabel', () => {
  it('reads the rating out of 5', () => {
    expect(ratingLabel(4.5)).toBe('Rated 4.5 out of 5');
    expect(ratingLabel(4)).toBe('Rated 4 out of 5');
    expect(ratingLabel(3.94)).toBe('Rated 3.9 out of 5');
  });
});

describe('parseQuantity', () => {
  it('accepts whole numbers greater than 0', () => {
    expect(parseQuantity('1')).toBe(1);
    expect(parseQuantity('12')).toBe(12);
  });
  it('rejects letters, signs, decimals, blanks and 0', () => {
    for (const raw of ['', 'a', '1a', '-1', '1.5', ' 2', '0', '00', '1e3'])
      expect(parseQuantity(raw)).toBeNull();
  });
});

describe('quantityCap', () => {
  it('is the stock when there is some, else a cap', () => {
    expect(quantityCap(3)).toBe(3);
    expect(quantityCap(0)).toBe(999);
    expect(quantityCap(5000)).toBe(999);
  });
});
