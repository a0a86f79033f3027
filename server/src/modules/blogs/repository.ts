/** SQL for blogs (posts) and their ordered content sections. */
import { randomUUID } from 'node:crypto';
import type { Blog, BlogCategory, ContentStatus } from '@vyoma/contract';
import { docToText, type RichTextDoc, textToDoc } from '@vyoma/contract/rich-text';
import { and, asc, count, desc, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { blogSections, blogs, media } from '../../db/schema.ts';
import {
  type Audience,
  assertSlugFree,
  byIdOrSlug,
  type ContentRow,
  changeSummary,
  checkVersion,
  contentColumns,
  contentParts,
  contentView,
  deleteItemTraces,
  type Editor,
  freeSlug,
  publicOnly,
  recordSlugChange,
  restorePlan,
  type SitemapSource,
  saveStamp,
  staffNames,
  statusFields,
  visibleTo,
  withSlugConflict,
  writeRevision,
} from '../content/index.ts';
import { mediaByPaths } from '../media/index.ts';
import { emitStatusChange } from '../webhooks/index.ts';

export interface BlogFields {
  title: string;
  heading: string;
  description: string;
  author: string;
  category: BlogCategory;
}

/** A section as saved: its document (or, from older callers, plain text that becomes one). */
export interface SectionInput {
  heading: string;
  body?: RichTextDoc;
  description?: string;
  image: string;
}

/** The content-model fields of a save; each left out keeps what the item has (create: defaults). */
export interface BlogContentInput {
  slug?: string;
  seo?: { title?: string | null; description?: string | null; image?: string | null; noindex?: boolean };
  status?: ContentStatus;
  publishAt?: string | null;
  /** PUT: the version the edit started from (409 when another save came in between). */
  version?: number;
}

const KIND = 'post';

const columns = {
  id: blogs.id,
  title: blogs.title,
  heading: blogs.heading,
  description: blogs.description,
  author: blogs.author,
  category: blogs.category,
  iconPath: blogs.iconPath,
  createdAt: blogs.createdAt,
  updatedAt: blogs.updatedAt,
  ...contentColumns(blogs),
};
type BlogRow = ContentRow & {
  id: string;
  title: string;
  heading: string;
  description: string;
  author: string;
  category: BlogCategory;
  iconPath: string;
  createdAt: Date;
  updatedAt: Date;
};

async function hydrate(db: Db, rows: BlogRow[], audience: Audience): Promise<Blog[]> {
  if (rows.length === 0) return [];
  const [sections, names] = await Promise.all([
    db
      .select()
      .from(blogSections)
      .where(
        inArray(
          blogSections.blogId,
          rows.map((r) => r.id),
        ),
      )
      .orderBy(asc(blogSections.position)),
    staffNames(db, rows, audience),
  ]);
  const infos = await mediaByPaths(db, [...rows.map((r) => r.iconPath), ...sections.map((s) => s.imagePath)]);
  return rows.map((r) => ({
    _id: r.id,
    title: r.title,
    heading: r.heading,
    description: r.description,
    author: r.author,
    category: r.category,
    iconImage: r.iconPath,
    iconMedia: infos.get(r.iconPath) ?? null,
    content: sections
      .filter((s) => s.blogId === r.id)
      .map((s) => ({
        _id: s.id,
        heading: s.heading,
        description: s.description,
        body: s.body,
        image: s.imagePath,
        media: infos.get(s.imagePath) ?? null,
      })),
    createdAt: r.createdAt.toISOString(),
    updatedAt: r.updatedAt.toISOString(),
    ...contentView(r, names),
  }));
}

/** A page of a list: its number (from 1) and size. */
export interface PageRequest {
  page: number;
  limit: number;
}

/**
 * One page of posts, newest first, and how many match in all; the public sees published posts only.
 * The page's rows are read with an index on (category, status, created_at, id) or (status,
 * created_at, id), so a page costs the same at 10 posts or 10,000 (issue 26).
 */
export async function listBlogs(
  db: Db,
  opts: { category?: BlogCategory; status?: ContentStatus; audience?: Audience },
  page: PageRequest,
): Promise<{ data: Blog[]; total: number }> {
  const where = and(
    opts.category ? eq(blogs.category, opts.category) : undefined,
    opts.status ? eq(blogs.status, opts.status) : undefined,
    visibleTo(blogs, opts.audience ?? 'public'),
  );
  const [rows, [counted]] = await Promise.all([
    db
      .select(columns)
      .from(blogs)
      .where(where)
      .orderBy(desc(blogs.createdAt), desc(blogs.id))
      .limit(page.limit)
      .offset((page.page - 1) * page.limit),
    db.select({ n: count() }).from(blogs).where(where),
  ]);
  return { data: await hydrate(db, rows, opts.audience ?? 'public'), total: counted?.n ?? 0 };
}

/**
 * The header menus (spec §2.1): the newest `max` published posts of a category (id, slug and title
 * only), and whether it has more. Reads max + 1 index entries, however many posts there are.
 */
export async function menuBlogs(
  db: Db,
  category: BlogCategory,
  max: number,
): Promise<{ posts: { _id: string; slug: string; title: string }[]; more: boolean }> {
  const rows = await db
    .select({ _id: blogs.id, slug: blogs.slug, title: blogs.title })
    .from(blogs)
    .where(and(eq(blogs.category, category), publicOnly(blogs)))
    .orderBy(desc(blogs.createdAt), desc(blogs.id))
    .limit(max + 1);
  return { posts: rows.slice(0, max), more: rows.length > max };
}

/** Published posts search engines may list (the sitemap), oldest first. */
export const blogSitemap: SitemapSource = {
  table: blogs,
  slug: blogs.slug,
  updatedAt: blogs.updatedAt,
  order: [blogs.createdAt, blogs.id],
  where: () => and(publicOnly(blogs), eq(blogs.noindex, false)),
};

/** A post as the feeds show it (modules/feeds), with its first section image, if any. */
export interface FeedPost {
  id: string;
  slug: string;
  title: string;
  summary: string;
  author: string;
  publishedAt: Date;
  updatedAt: Date;
  image: { path: string; mime: string; bytes: number } | null;
}

/**
 * The `limit` newest published posts, by publication date. `noindex` posts are listed: the switch
 * keeps a post out of search engines, not away from its readers.
 */
export async function feedBlogs(db: Db, limit: number): Promise<FeedPost[]> {
  const rows = await db
    .select({
      id: blogs.id,
      slug: blogs.slug,
      title: blogs.title,
      summary: blogs.description,
      author: blogs.author,
      publishedAt: blogs.publishedAt,
      createdAt: blogs.createdAt,
      updatedAt: blogs.updatedAt,
    })
    .from(blogs)
    .where(publicOnly(blogs))
    .orderBy(sql`${blogs.publishedAt} desc nulls last`, desc(blogs.createdAt), desc(blogs.id))
    .limit(limit);
  if (rows.length === 0) return [];
  // Section images in order; the first one of each post that is an image (not a video) is its image.
  const images = await db
    .select({ blogId: blogSections.blogId, path: media.path, mime: media.mime, bytes: media.bytes })
    .from(blogSections)
    .innerJoin(media, eq(media.path, blogSections.imagePath))
    .where(
      and(
        inArray(
          blogSections.blogId,
          rows.map((r) => r.id),
        ),
        eq(media.kind, 'image'),
      ),
    )
    .orderBy(asc(blogSections.position));
  return rows.map(({ createdAt, ...r }) => {
    const image = images.find((i) => i.blogId === r.id);
    return {
      ...r,
      publishedAt: r.publishedAt ?? createdAt,
      image: image ? { path: image.path, mime: image.mime, bytes: image.bytes } : null,
    };
  });
}

/** One post by id or current slug; the public sees it only when published. */
export async function getBlog(
  db: Db,
  idOrSlug: string,
  audience: Audience = 'public',
): Promise<Blog | undefined> {
  const rows = await db
    .select(columns)
    .from(blogs)
    .where(and(byIdOrSlug(blogs, idOrSlug), visibleTo(blogs, audience)))
    .limit(1);
  const [b] = await hydrate(db, rows, audience);
  return b;
}

interface SavedSection {
  heading: string;
  body: RichTextDoc;
  description: string;
  image: string;
}
const savedSections = (sections: SectionInput[]): SavedSection[] =>
  sections.map((s) => {
    const body = s.body ?? textToDoc(s.description ?? '');
    return { heading: s.heading, body, description: docToText(body), image: s.image };
  });

/** What search reads of a post: each section's heading and text. */
const bodyText = (sections: SavedSection[]) =>
  sections.map((s) => `${s.heading}\n\n${s.description}`).join('\n\n');

async function writeSections(db: Db, blogId: string, sections: SavedSection[]): Promise<void> {
  await db.delete(blogSections).where(eq(blogSections.blogId, blogId));
  if (sections.length === 0) return;
  await db.insert(blogSections).values(
    sections.map((s, position) => ({
      id: randomUUID(),
      blogId,
      position,
      heading: s.heading,
      description: s.description,
      body: s.body,
      imagePath: s.image,
    })),
  );
}

const seoColumns = (seo: BlogContentInput['seo']) => ({
  ...(seo?.title !== undefined ? { seoTitle: seo.title } : {}),
  ...(seo?.description !== undefined ? { seoDescription: seo.description } : {}),
  ...(seo?.image !== undefined ? { seoImage: seo.image } : {}),
  ...(seo?.noindex !== undefined ? { noindex: seo.noindex } : {}),
});

/** Every media path a saved post uses (icon, section images, share image): its revision keeps them. */
const mediaOf = (b: Blog) => [
  b.iconImage,
  ...b.content.map((s) => s.image),
  ...(b.seo.image ? [b.seo.image] : []),
];

/** The fields a revision summary compares, by the names the form uses. */
function summaryParts(before: Blog, after: Blog) {
  const parts = [
    { label: 'title', before: before.title, after: after.title },
    { label: 'heading', before: before.heading, after: after.heading },
    { label: 'summary', before: before.description, after: after.description },
    { label: 'author', before: before.author, after: after.author },
    { label: 'category', before: before.category, after: after.category },
    { label: 'icon', before: before.iconImage, after: after.iconImage },
    ...contentParts(before, after),
  ];
  const n = Math.max(before.content.length, after.content.length);
  for (let i = 0; i < n; i++) {
    const a = before.content[i];
    const b = after.content[i];
    if (!a || !b) continue;
    parts.push(
      { label: `section ${i + 1} heading`, before: a.heading, after: b.heading },
      { label: `section ${i + 1} text`, before: a.body, after: b.body },
    );
  }
  if (before.content.length !== after.content.length)
    parts.push({ label: 'number of sections', before: before.content.length, after: after.content.length });
  return parts;
}

async function recordRevision(
  tx: Db,
  id: string,
  editor: Editor | null,
  before: Blog | null,
  summary?: string,
): Promise<Blog> {
  const after = (await getBlog(tx, id, 'staff'))!;
  const images = (b: Blog) => b.content.map((s) => s.image);
  await writeRevision(tx, {
    kind: KIND,
    itemId: id,
    version: after.version,
    editor,
    summary:
      summary ??
      (before
        ? changeSummary(summaryParts(before, after), { before: images(before), after: images(after) }, false)
        : changeSummary([], null, true)),
    data: after,
    media: mediaOf(after),
  });
  await emitStatusChange(tx, 'post', before, after);
  return after;
}

/** Inside a transaction: creates the post with its sections and first revision; returns its id. */
export async function insertBlog(
  db: Db,
  fields: BlogFields,
  iconPath: string,
  sections: SectionInput[],
  opts: { content?: BlogContentInput; editor?: Editor | null; createdAt?: Date } = {},
): Promise<string> {
  const id = randomUUID();
  const content = opts.content ?? {};
  const slug = content.slug ?? (await freeSlug(db, KIND, fields.title));
  if (content.slug) await assertSlugFree(db, KIND, content.slug, null);
  const saved = savedSections(sections);
  const at = opts.createdAt;
  const status = statusFields(content.status, content.publishAt, null);
  await withSlugConflict(slug, () =>
    db.insert(blogs).values({
      id,
      ...fields,
      iconPath,
      slug,
      ...seoColumns(content.seo),
      ...status,
      ...(at ? { createdAt: at, updatedAt: at, ...(status.publishedAt ? { publishedAt: at } : {}) } : {}),
      bodyText: bodyText(saved),
      createdBy: opts.editor?.id ?? null,
      updatedBy: opts.editor?.id ?? null,
    }),
  );
  await writeSections(db, id, saved);
  await recordSlugChange(db, KIND, id, null, slug);
  await recordRevision(db, id, opts.editor ?? null, null);
  return id;
}

/**
 * Inside a transaction: saves the post (version check first, on the locked row), its sections, its
 * slug change and a revision. Returns the media paths it used before, or null when it is gone.
 */
export async function updateBlog(
  db: Db,
  id: string,
  fields: BlogFields,
  iconPath: string,
  sections: SectionInput[],
  opts: { content?: BlogContentInput; editor?: Editor | null; summary?: string } = {},
): Promise<string[] | null> {
  const [locked] = await db.select({ id: blogs.id }).from(blogs).where(eq(blogs.id, id)).for('update');
  if (!locked) return null;
  const content = opts.content ?? {};
  await checkVersion(db, KIND, id, content.version, 'post');
  const before = (await getBlog(db, id, 'staff'))!;
  if (content.slug) await assertSlugFree(db, KIND, content.slug, id);
  const slug = content.slug ?? before.slug;
  const saved = savedSections(sections);
  await withSlugConflict(slug, () =>
    db
      .update(blogs)
      .set({
        ...fields,
        iconPath,
        slug,
        ...seoColumns(content.seo),
        ...statusFields(content.status, content.publishAt, {
          status: before.status,
          publishAt: before.publishAt ? new Date(before.publishAt) : null,
          publishedAt: before.publishedAt ? new Date(before.publishedAt) : null,
        }),
        bodyText: bodyText(saved),
        ...saveStamp(opts.editor ?? null),
      })
      .where(eq(blogs.id, id)),
  );
  await writeSections(db, id, saved);
  await recordSlugChange(db, KIND, id, before.slug, slug);
  await recordRevision(db, id, opts.editor ?? null, before, opts.summary);
  return mediaOf(before);
}

/**
 * Inside a transaction: saves a revision's text, images, URL name and SEO again through updateBlog
 * (a new version and revision). Status and publishing time stay as they are now: restoring old text
 * neither takes a live post down nor publishes a draft. Returns what updateBlog returns.
 */
export async function restoreBlog(
  db: Db,
  id: string,
  revision: { data: Blog; createdAt: Date },
  editor: Editor | null,
): Promise<string[] | null> {
  const current = await getBlog(db, id, 'staff');
  if (!current) return null;
  const d = revision.data;
  const plan = await restorePlan(db, KIND, id, { createdAt: revision.createdAt, slug: d.slug }, current.slug);
  return updateBlog(
    db,
    id,
    {
      title: d.title,
      heading: d.heading,
      description: d.description,
      author: d.author,
      category: d.category,
    },
    d.iconImage,
    d.content.map((s) => ({ heading: s.heading, body: s.body, image: s.image })),
    {
      content: { slug: plan.slug, seo: d.seo, status: current.status, publishAt: current.publishAt },
      editor,
      summary: plan.summary,
    },
  );
}

/** Inside a transaction: deletes the post and its traces; returns the media it used (null when gone). */
export async function deleteBlog(db: Db, id: string): Promise<string[] | null> {
  const [locked] = await db.select({ id: blogs.id }).from(blogs).where(eq(blogs.id, id)).for('update');
  if (!locked) return null;
  const before = (await getBlog(db, id, 'staff'))!;
  await db.delete(blogs).where(eq(blogs.id, id));
  await emitStatusChange(db, 'post', before, before, { deleted: true });
  const history = await deleteItemTraces(db, KIND, id);
  return [...mediaOf(before), ...history];
}

/** What the audit log compares before and after an update: the fields an admin edits. */
export const blogSnapshot = async (db: Db, id: string) => {
  const b = await getBlog(db, id, 'staff');
  return (
    b && {
      title: b.title,
      heading: b.heading,
      description: b.description,
      author: b.author,
      category: b.category,
      iconImage: b.iconImage,
      content: b.content.map((s) => ({ heading: s.heading, body: s.body, image: s.image })),
      slug: b.slug,
      seo: b.seo,
      status: b.status,
      publishAt: b.publishAt,
    }
  );
};
