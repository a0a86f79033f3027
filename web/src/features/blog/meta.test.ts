import { BLOG_META_DESCRIPTION_MAX } from '@vyoma/contract';
import { describe, expect, it } from 'vitest';
import { blogMetaDescription } from './meta.ts';

describe('blogMetaDescription', () => {
  it('keeps short descriptions whole', () => {
    expect(blogMetaDescription('Short and sweet.')).toBe('Short and sweet.');
  });
  it('cuts long ones to the first 150 characters', () => {
    const long = 'word '.repeat(60);
    const cut = blogMetaDescription(long);
    expect(cut.length).toBeLessThanOrEqual(BLOG_META_DESCRIPTION_MAX);
    expect(cut).toBe(long.slice(0, 150).trimEnd());
  });
});
