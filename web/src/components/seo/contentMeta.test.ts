import { describe, expect, it } from 'vitest';
import { contentMeta, type MetaSource } from './contentMeta.ts';

const NONE = { title: null, description: null, image: null, noindex: false };
const post: MetaSource = {
  kind: 'post',
  title: 'Ledger habits',
  description: `${'word '.repeat(40)}end`,
  images: ['/uploads/a.webp', '/uploads/b.webp'],
  seo: NONE,
};

describe('contentMeta: the SEO overrides, else the content', () => {
  it('falls back to the title, the cut description and the first image', () => {
    const meta = contentMeta(post);
    expect(meta).toMatchObject({
      title: 'Ledger habits',
      titleAsIs: false,
      image: '/uploads/a.webp',
      noindex: false,
    });
    expect(meta.description).toBe(post.description.slice(0, 150).trimEnd());
    expect(meta.fallback).toEqual({ title: meta.title, description: meta.description, image: meta.image });
  });

  it('a product falls back to its first 30 words', () => {
    const meta = contentMeta({ ...post, kind: 'product', description: 'a '.repeat(31) });
    expect(meta.description).toBe(`${'a '.repeat(30).trim()}...`);
  });

  it('uses each override that is set (blank counts as unset), the SEO title as the whole title', () => {
    const meta = contentMeta({
      ...post,
      seo: { title: ' Own title ', description: '  ', image: '/uploads/c.png', noindex: true },
    });
    expect(meta).toMatchObject({
      title: 'Own title',
      titleAsIs: true,
      description: post.description.slice(0, 150).trimEnd(),
      image: '/uploads/c.png',
      noindex: true,
    });
  });

  it('has no image when the item has none and sets none', () => {
    expect(contentMeta({ ...post, images: [] }).image).toBeUndefined();
  });
});
