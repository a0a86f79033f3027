/**
 * The one-line summary a revision carries ("Changed title, section 2 text; added an image"): what a
 * save changed, by field names a person uses, never the values.
 */

export interface SummaryPart {
  /** Readable name of the field ("title", "section 2 text"). */
  label: string;
  before: unknown;
  after: unknown;
}

const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

/**
 * `fields` are compared one by one; images are counted (added / removed). The first save of an item
 * is "Created"; a save that changed nothing says so.
 */
export function changeSummary(
  fields: SummaryPart[],
  images: { before: string[]; after: string[] } | null,
  created: boolean,
): string {
  if (created) return 'Created';
  const changed = fields.filter((f) => !same(f.before, f.after)).map((f) => f.label);
  const parts: string[] = [];
  if (changed.length > 0) parts.push(`Changed ${changed.join(', ')}`);
  if (images) {
    const added = images.after.filter((p) => !images.before.includes(p)).length;
    const removed = images.before.filter((p) => !images.after.includes(p)).length;
    const count = (n: number, verb: string) => (n === 1 ? `${verb} an image` : `${verb} ${n} images`);
    if (added > 0) parts.push(count(added, 'added'));
    if (removed > 0) parts.push(count(removed, 'removed'));
  }
  return parts.length > 0 ? parts.join('; ') : 'Saved without changes';
}

/** The content-model fields every kind shares, as summary parts. */
export function contentParts(
  before: { slug: string; seo: unknown; status: string; publishAt: string | null },
  after: { slug: string; seo: unknown; status: string; publishAt: string | null },
): SummaryPart[] {
  return [
    { label: 'URL name', before: before.slug, after: after.slug },
    { label: 'SEO', before: before.seo, after: after.seo },
    { label: 'status', before: before.status, after: after.status },
    { label: 'publishing time', before: before.publishAt, after: after.publishAt },
  ];
}
