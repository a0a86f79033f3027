import { describe, expect, it } from 'vitest';
import { arrowIndex } from './keyboard.ts';

describe('arrowIndex', () => {
  it('steps with the arrows, holds at the ends unless it wraps, and jumps with Home and End', () => {
    expect(arrowIndex('ArrowRight', 1, 4)).toBe(2);
    expect(arrowIndex('ArrowLeft', 1, 4)).toBe(0);
    expect(arrowIndex('ArrowRight', 4, 4)).toBe(4);
    expect(arrowIndex('ArrowLeft', 0, 4)).toBe(0);
    expect(arrowIndex('ArrowRight', 4, 4, true)).toBe(0);
    expect(arrowIndex('ArrowLeft', 0, 4, true)).toBe(4);
    expect(arrowIndex('Home', 3, 4)).toBe(0);
    expect(arrowIndex('End', 0, 4)).toBe(4);
    expect(arrowIndex('Enter', 2, 4)).toBeNull();
  });
});
