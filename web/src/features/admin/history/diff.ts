/**
 * What changed between two saved versions of a post or product (docs/decisions/0045): a pure
 * function, so the history screen only lays it out. Fields come in a fixed order with readable
 * labels; a post's sections are compared by position (section 2 before against section 2 after),
 * and a section only one side has is "added" or "removed". Image fields hold paths (shown as
 * thumbnails); every other value is text, `null` when the side has no such field.
 */
import { type Blog, CONTENT_STATUS_LABELS, type ContentStatus, type Product } from '@vyoma/contract';
import { BLOG_CATEGORY_LABELS } from '../components/blogLabels.ts';

export type DiffValue = string | readonly string[] | null;

export interface DiffRow {
  key: string;
  label: string;
  /** The values are image paths (thumbnails), not text. */
  media: boolean;
  before: DiffValue;
  after: DiffValue;
  changed: boolean;
}

export interface SectionDiff {
  /** "Section 2". */
  label: string;
  change: 'added' | 'removed' | 'changed' | 'same';
  rows: DiffRow[];
}

export interface ItemDiff {
  fields: DiffRow[];
  /** Posts only; empty for products. */
  sections: SectionDiff[];
  /** Changed fields plus changed, added and removed sections. */
  changes: number;
}

export interface DiffOptions {
  /** How a date reads (publishAt); the ISO text by default. */
  formatDate?: (iso: string) => string;
}

const same = (a: DiffValue, b: DiffValue): boolean =>
  Array.isArray(a) && Array.isArray(b)
    ? a.length === b.length && a.every((value, i) => value === b[i])
    : a === b;

const row = (
  key: string,
  label: string,
  before: DiffValue,
  after: DiffValue,
  media = false,
  changed = !same(before, after),
): DiffRow => ({ key, label, media, before, after, changed });

const imageOf = (path: string | null | undefined): DiffValue => (path ? [path] : []);
const statusOf = (status: ContentStatus) => CONTENT_STATUS_LABELS[status] ?? status;
const yesNo = (value: boolean) => (value ? 'Yes' : 'No');

/** Status, schedule, address and SEO: the fields posts and products share. */
function sharedRows(before: Blog | Product, after: Blog | Product, options: DiffOptions): DiffRow[] {
  const date = options.formatDate ?? ((iso: string) => iso);
  const when = (item: Blog | Product) => (item.publishAt ? date(item.publishAt) : '');
  return [
    row('status', 'Status', statusOf(before.status), statusOf(after.status)),
    row('publishAt', 'Scheduled for', when(before), when(after)),
    row('slug', 'Address', before.slug, after.slug),
    row('seo.title', 'Search title', before.seo.title ?? '', after.seo.title ?? ''),
    row('seo.description', 'Search description', before.seo.description ?? '', after.seo.description ?? ''),
    row('seo.image', 'Share image', imageOf(before.seo.image), imageOf(after.seo.image), true),
    row('seo.noindex', 'Hidden from search engines', yesNo(before.seo.noindex), yesNo(after.seo.noindex)),
  ];
}

const count = (fields: DiffRow[], sections: SectionDiff[]) =>
  fields.filter((f) => f.changed).length + sections.filter((s) => s.change !== 'same').length;

type Section = Blog['content'][number];

function sectionDiff(index: number, before: Section | undefined, after: Section | undefined): SectionDiff {
  const rows = [
    row('heading', 'Heading', before?.heading ?? null, after?.heading ?? null),
    row('text', 'Text', before?.description ?? null, after?.description ?? null),
    row('image', 'Image', before ? imageOf(before.image) : null, after ? imageOf(after.image) : null, true),
  ];
  const change = !before ? 'added' : !after ? 'removed' : rows.some((r) => r.changed) ? 'changed' : 'same';
  return { label: `Section ${index + 1}`, change, rows };
}

const categoryOf = (blog: Blog) => BLOG_CATEGORY_LABELS[blog.category] ?? blog.category;

export function diffPost(before: Blog, after: Blog, options: DiffOptions = {}): ItemDiff {
  const fields = [
    row('title', 'Title', before.title, after.title),
    row('heading', 'Heading', before.heading, after.heading),
    row('description', 'Description', before.description, after.description),
    row('author', 'Author', before.author, after.author),
    row('category', 'Category', categoryOf(before), categoryOf(after)),
    row('iconImage', 'Icon', imageOf(before.iconImage), imageOf(after.iconImage), true),
    ...sharedRows(before, after, options),
  ];
  const length = Math.max(before.content.length, after.content.length);
  const sections = Array.from({ length }, (_, i) => sectionDiff(i, before.content[i], after.content[i]));
  return { fields, sections, changes: count(fields, sections) };
}

const productCategoryOf = (product: Product) =>
  product.categoryName ?? (product.category ? 'Unknown' : 'None');

export function diffProduct(before: Product, after: Product, options: DiffOptions = {}): ItemDiff {
  const fields = [
    row('name', 'Name', before.name, after.name),
    row('price', 'Price (₹)', String(before.price), String(after.price)),
    row('stock', 'Stock', String(before.stock), String(after.stock)),
    row('ratings', 'Ratings', String(before.ratings), String(after.ratings)),
    // A category renamed since is the same category: the id decides.
    row(
      'category',
      'Category',
      productCategoryOf(before),
      productCategoryOf(after),
      false,
      before.category !== after.category,
    ),
    row('description', 'Description', before.description, after.description),
    row('images', 'Images', before.image, after.image, true),
    ...sharedRows(before, after, options),
  ];
  return { fields, sections: [], changes: count(fields, []) };
}
