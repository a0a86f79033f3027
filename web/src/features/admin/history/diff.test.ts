import type { Blog, Product } from '@vyoma/contract';
import { POST, PRODUCT } from '@vyoma/contract/content-types';
import { textToDoc } from '@vyoma/contract/rich-text';
import { describe, expect, it } from 'vitest';
import type { ContentItem } from '../components/contentTypes.ts';
import { type DiffOptions, diffItems } from './diff.ts';

// The built-in types through the generic comparison (issue 34).
const diffPost = (before: Blog, after: Blog, options?: DiffOptions) =>
  diffItems(POST, before as ContentItem, after as ContentItem, options);
const diffProduct = (before: Product, after: Product) =>
  diffItems(PRODUCT, before as ContentItem, after as ContentItem);

const shared = {
  createdAt: '2026-11-01T10:00:00.000Z',
  updatedAt: '2026-11-01T10:00:00.000Z',
  slug: 'month-end-close',
  seo: { title: null, description: null, image: null, noindex: false },
  status: 'published' as const,
  publishAt: null,
  publishedAt: '2026-11-01T10:00:00.000Z',
  version: 1,
  createdBy: null,
  updatedBy: null,
};

const section = (heading: string, text: string, image: string) => ({
  _id: '00000000-0000-4000-8000-00000000000a',
  heading,
  description: text,
  body: textToDoc(text),
  image,
  media: null,
});

const post: Blog = {
  _id: '00000000-0000-4000-8000-000000000001',
  title: 'Month-end close',
  heading: 'Back office',
  description: 'A calmer month end.',
  author: 'Team',
  category: 'backOffice',
  iconImage: 'uploads/icon.webm',
  iconMedia: null,
  content: [section('Reconcile daily', 'Match bank lines daily.', 'uploads/one.png')],
  ...shared,
};

const product: Product = {
  _id: '00000000-0000-4000-8000-000000000002',
  name: 'Ledger review',
  description: 'A monthly review of your books.',
  price: 4999,
  ratings: 4.5,
  category: '00000000-0000-4000-8000-0000000000c1',
  categoryName: 'Accounting',
  stock: 10,
  image: ['uploads/a.png', 'uploads/b.png'],
  media: [],
  ...shared,
};

const changedKeys = (rows: { key: string; changed: boolean }[]) =>
  rows.filter((r) => r.changed).map((r) => r.key);

describe('diffItems of a post', () => {
  it('finds nothing between a version and itself', () => {
    const diff = diffPost(post, structuredClone(post));
    expect(diff.changes).toBe(0);
    expect(changedKeys(diff.fields)).toEqual([]);
    expect(diff.sections.map((s) => s.change)).toEqual(['same']);
  });

  it('marks changed fields with readable labels and values, the rest unchanged', () => {
    const after: Blog = {
      ...post,
      title: 'Month-end close, calmly',
      category: 'digitalMarketing',
      status: 'draft',
      seo: { ...shared.seo, noindex: true },
    };
    const diff = diffPost(post, after);
    expect(changedKeys(diff.fields)).toEqual(['title', 'category', 'status', 'seo.noindex']);
    const title = diff.fields.find((f) => f.key === 'title');
    expect(title).toMatchObject({
      label: 'Title',
      before: 'Month-end close',
      after: 'Month-end close, calmly',
    });
    expect(diff.fields.find((f) => f.key === 'category')).toMatchObject({
      before: 'Back office',
      after: 'Digital marketing',
    });
    expect(diff.fields.find((f) => f.key === 'status')).toMatchObject({
      before: 'Published',
      after: 'Draft',
    });
    expect(diff.fields.find((f) => f.key === 'author')?.changed).toBe(false);
    expect(diff.changes).toBe(4);
  });

  it('compares sections by position: changed text, an added and a removed section', () => {
    const two: Blog = {
      ...post,
      content: [post.content[0]!, section('Clean accounts', 'Fewer accounts.', 'uploads/two.png')],
    };
    const edited: Blog = {
      ...post,
      content: [section('Reconcile daily', 'Match bank lines every day.', 'uploads/one.png')],
    };
    const added = diffPost(post, two);
    expect(added.sections.map((s) => [s.label, s.change])).toEqual([
      ['Section 1', 'same'],
      ['Section 2', 'added'],
    ]);
    expect(added.sections[1]!.rows.find((r) => r.key === 'heading')).toMatchObject({
      before: null,
      after: 'Clean accounts',
      changed: true,
    });
    expect(diffPost(two, post).sections[1]!.change).toBe('removed');

    const text = diffPost(post, edited);
    expect(text.sections[0]!.change).toBe('changed');
    expect(changedKeys(text.sections[0]!.rows)).toEqual(['body']);
    expect(text.changes).toBe(1);
  });

  it('gives images as paths (thumbnails): the icon, a section image, the share image', () => {
    const after: Blog = {
      ...post,
      iconImage: 'uploads/still.png',
      content: [section('Reconcile daily', 'Match bank lines daily.', 'uploads/new.png')],
      seo: { ...shared.seo, image: 'uploads/share.png' },
    };
    const diff = diffPost(post, after);
    expect(diff.fields.find((f) => f.key === 'iconImage')).toMatchObject({
      media: true,
      before: ['uploads/icon.webm'],
      after: ['uploads/still.png'],
    });
    expect(diff.fields.find((f) => f.key === 'seo.image')).toMatchObject({
      before: [],
      after: ['uploads/share.png'],
    });
    expect(changedKeys(diff.sections[0]!.rows)).toEqual(['image']);
  });

  it('shows a schedule through the date formatter it is given', () => {
    const after: Blog = { ...post, status: 'scheduled', publishAt: '2026-12-01T03:30:00.000Z' };
    const diff = diffPost(post, after, { formatDate: (iso) => `at ${iso.slice(0, 10)}` });
    expect(diff.fields.find((f) => f.key === 'publishAt')).toMatchObject({
      before: '',
      after: 'at 2026-12-01',
      changed: true,
    });
  });
});

describe('diffItems of a product', () => {
  it('compares name, description, price, category, stock and images', () => {
    const after: Product = {
      ...product,
      name: 'Ledger review plus',
      price: 5999,
      stock: 9,
      category: '00000000-0000-4000-8000-0000000000c2',
      categoryName: 'Tax',
      description: 'A monthly review, with tax notes.',
      image: ['uploads/b.png'],
    };
    const diff = diffProduct(product, after);
    // In the declaration's order.
    expect(changedKeys(diff.fields)).toEqual(['name', 'description', 'price', 'category', 'stock', 'image']);
    expect(diff.fields.find((f) => f.key === 'price')).toMatchObject({ before: '4999', after: '5999' });
    expect(diff.fields.find((f) => f.key === 'image')).toMatchObject({
      media: true,
      before: ['uploads/a.png', 'uploads/b.png'],
      after: ['uploads/b.png'],
    });
    expect(diff.sections).toEqual([]);
    expect(diff.changes).toBe(6);
  });

  it('sees reordered images as a change and a renamed category as none', () => {
    const after: Product = { ...product, image: ['uploads/b.png', 'uploads/a.png'], categoryName: 'Books' };
    expect(changedKeys(diffProduct(product, after).fields)).toEqual(['image']);
  });

  it('reads a product without a category as "None"', () => {
    const after: Product = { ...product, category: null, categoryName: null };
    expect(diffProduct(product, after).fields.find((f) => f.key === 'category')).toMatchObject({
      before: 'Accounting',
      after: 'None',
      changed: true,
    });
  });
});
