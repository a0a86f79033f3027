/**
 * Posts: what the generic content repository (modules/content engine.ts) does not know of them: the
 * header menus, the feeds, and the category filter of their list. Everything else (reading, saving,
 * revisions, deleting) is the engine's, from the declaration (contract content-types/post.ts).
 */
import type { Blog, BlogCategory, ContentStatus } from '@vyoma/contract';
import { POST } from '@vyoma/contract/content-types';
import { textToDoc } from '@vyoma/contract/rich-text';
import { and, asc, desc, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { blogSections, blogs, blogTranslations, media } from '../../db/schema.ts';
import {
  type Audience,
  type ContentInput,
  deleteItem,
  type Editor,
  getItem,
  getItemIn,
  insertItem,
  listItems,
  listItemsIn,
  lockItem,
  modelOf,
  type PageRequest,
  publicInLanguage,
  publicOnly,
  restoreItem,
  type SitemapSource,
  snapshotOf,
  updateItem,
} from '../content/index.ts';

const model = () => modelOf(POST.name);

export interface BlogFields {
  title: string;
  heading: string;
  description: string;
  author: string;
  category: BlogCategory;
}

/** A section as saved: its document (or, from older callers, plain text that becomes one). */
export interface SectionInput {
  /** The section's id as answered: it keeps it (and its versions in other languages). */
  _id?: string;
  heading: string;
  body?: unknown;
  description?: string;
  image: string;
}

/** The field values of a save: the text fields, the icon and the sections. */
const valuesOf = (fields: BlogFields, iconPath: string, sections: SectionInput[]) => ({
  ...fields,
  iconImage: iconPath,
  content: sections.map((s) => ({
    ...(s._id ? { _id: s._id } : {}),
    heading: s.heading,
    body: s.body ?? textToDoc(s.description ?? ''),
    image: s.image,
  })),
});

/**
 * One page of posts, newest first, and how many match in all; the public sees published posts only.
 * The page's rows are read with an index on (category, status, created_at, id) or (status,
 * created_at, id), so a page costs the same at 10 posts or 10,000 (issue 26).
 */
export async function listBlogs(
  db: Db,
  opts: { category?: BlogCategory | undefined; status?: ContentStatus | undefined; audience?: Audience },
  page: PageRequest,
): Promise<{ data: Blog[]; total: number }> {
  const { data, total } = await listItems(
    db,
    model(),
    {
      audience: opts.audience ?? 'public',
      status: opts.status,
      where: opts.category ? eq(blogs.category, opts.category) : undefined,
    },
    page,
  );
  return { data: data as unknown as Blog[], total };
}

/**
 * Issue 36: one page of the posts published in `lang` (another language than the default), newest
 * first, each in that language (only its translated sections), and how many in all.
 */
export async function listBlogsIn(
  db: Db,
  lang: string,
  opts: { category?: BlogCategory | undefined },
  page: PageRequest,
): Promise<{ data: Blog[]; total: number }> {
  const where = opts.category ? eq(blogs.category, opts.category) : undefined;
  const { data, total } = await listItemsIn(db, model(), lang, { where }, page);
  return { data: data as unknown as Blog[], total };
}

/** Issue 36: the post published in `lang` with this URL name there, in that language. */
export async function getBlogIn(db: Db, slug: string, lang: string): Promise<Blog | undefined> {
  return (await getItemIn(db, model(), slug, lang)) as Blog | undefined;
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
export async function feedBlogs(db: Db, limit: number, lang?: string): Promise<FeedPost[]> {
  // In another language (issue 36): the versions published there, their words, address and dates.
  // The versions' table is built from the declaration (untyped): its columns as the posts' own.
  const tr = blogTranslations as unknown as Pick<
    typeof blogs,
    'slug' | 'title' | 'description' | 'publishedAt' | 'createdAt' | 'updatedAt'
  > & { itemId: typeof blogs.id; lang: typeof blogs.slug };
  const s = lang ? tr : blogs;
  let query = db
    .select({
      id: blogs.id,
      slug: s.slug,
      title: s.title,
      summary: s.description,
      author: blogs.author,
      publishedAt: s.publishedAt,
      createdAt: s.createdAt,
      updatedAt: s.updatedAt,
    })
    .from(blogs)
    .$dynamic();
  if (lang) query = query.innerJoin(blogTranslations, and(eq(tr.itemId, blogs.id), eq(tr.lang, lang)));
  const rows = await query
    .where(lang ? publicInLanguage(model()) : publicOnly(blogs))
    .orderBy(sql`${s.publishedAt} desc nulls last`, desc(s.createdAt), desc(blogs.id))
    .limit(limit);
  if (rows.length === 0) return [];
  // Section images in order; the first one of each post that is an image (not a video) is its image.
  const images = await db
    .select({ blogId: blogSections.itemId, path: media.path, mime: media.mime, bytes: media.bytes })
    .from(blogSections)
    .innerJoin(media, eq(media.path, blogSections.image))
    .where(
      and(
        inArray(
          blogSections.itemId,
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
  return (await getItem(db, model(), idOrSlug, audience)) as Blog | undefined;
}

/** Inside a transaction: creates the post with its sections and first revision; returns its id. */
export function insertBlog(
  db: Db,
  fields: BlogFields,
  iconPath: string,
  sections: SectionInput[],
  opts: { content?: ContentInput; editor?: Editor | null; createdAt?: Date } = {},
): Promise<string> {
  return insertItem(db, model(), valuesOf(fields, iconPath, sections), opts);
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
  opts: { content?: ContentInput; editor?: Editor | null; summary?: string } = {},
): Promise<true | null> {
  const before = await lockItem(db, model(), id, opts.content?.version);
  if (!before) return null;
  await updateItem(db, model(), id, valuesOf(fields, iconPath, sections), before, opts);
  return true;
}

/**
 * Inside a transaction: saves a revision's text, images, URL name and SEO again (a new version and
 * revision); status and publishing time stay as they are now. Null when the post is gone.
 */
export async function restoreBlog(
  db: Db,
  id: string,
  revision: { data: Blog; createdAt: Date },
  editor: Editor | null,
): Promise<Blog | null> {
  const done = await restoreItem(db, model(), id, revision, editor);
  return (done?.after as unknown as Blog | undefined) ?? null;
}

/** Inside a transaction: deletes the post and its traces; returns the media it used (null when gone). */
export const deleteBlog = (db: Db, id: string): Promise<string[] | null> => deleteItem(db, model(), id);

/** What the audit log compares before and after an update: the fields an admin edits. */
export const blogSnapshot = async (db: Db, id: string) => {
  const item = await getItem(db, model(), id, 'staff');
  return item && snapshotOf(POST, item);
};
