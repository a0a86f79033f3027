/** SQL for blogs and their ordered content sections. */
import { randomUUID } from 'node:crypto';
import type { Blog, BlogCategory } from '@vyoma/contract';
import { asc, desc, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { blogSections, blogs } from '../../db/schema.ts';
import { mediaByPaths } from '../media/index.ts';

type BlogRow = typeof blogs.$inferSelect;

export interface BlogFields {
  title: string;
  heading: string;
  description: string;
  author: string;
  category: BlogCategory;
}

export interface SectionInput {
  heading: string;
  description: string;
  image: string;
}

async function hydrate(db: Db, rows: BlogRow[]): Promise<Blog[]> {
  if (rows.length === 0) return [];
  const sections = await db
    .select()
    .from(blogSections)
    .where(
      inArray(
        blogSections.blogId,
        rows.map((r) => r.id),
      ),
    )
    .orderBy(asc(blogSections.position));
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
        image: s.imagePath,
        media: infos.get(s.imagePath) ?? null,
      })),
    createdAt: r.createdAt.toISOString(),
    updatedAt: r.updatedAt.toISOString(),
  }));
}

export async function listBlogs(db: Db, category?: BlogCategory): Promise<Blog[]> {
  const rows = await db
    .select()
    .from(blogs)
    .where(category ? eq(blogs.category, category) : undefined)
    .orderBy(desc(blogs.createdAt), desc(blogs.id));
  return hydrate(db, rows);
}

export async function allBlogIds(db: Db): Promise<{ id: string; updatedAt: Date }[]> {
  return db.select({ id: blogs.id, updatedAt: blogs.updatedAt }).from(blogs).orderBy(desc(blogs.createdAt));
}

export async function getBlog(db: Db, id: string): Promise<Blog | undefined> {
  const rows = await db.select().from(blogs).where(eq(blogs.id, id)).limit(1);
  const [b] = await hydrate(db, rows);
  return b;
}

async function writeSections(db: Db, blogId: string, sections: SectionInput[]): Promise<void> {
  await db.delete(blogSections).where(eq(blogSections.blogId, blogId));
  if (sections.length === 0) return;
  await db.insert(blogSections).values(
    sections.map((s, position) => ({
      id: randomUUID(),
      blogId,
      position,
      heading: s.heading,
      description: s.description,
      imagePath: s.image,
    })),
  );
}

export async function insertBlog(
  db: Db,
  fields: BlogFields,
  iconPath: string,
  sections: SectionInput[],
  createdAt?: Date,
): Promise<string> {
  const id = randomUUID();
  await db
    .insert(blogs)
    .values({ id, ...fields, iconPath, ...(createdAt ? { createdAt, updatedAt: createdAt } : {}) });
  await writeSections(db, id, sections);
  return id;
}

/** The media a blog uses now, read under a row lock (inside a transaction); null when it is gone. */
async function lockedBlogMedia(db: Db, id: string): Promise<string[] | null> {
  const [row] = await db.select({ icon: blogs.iconPath }).from(blogs).where(eq(blogs.id, id)).for('update');
  if (!row) return null;
  const sections = await db
    .select({ p: blogSections.imagePath })
    .from(blogSections)
    .where(eq(blogSections.blogId, id));
  return [row.icon, ...sections.map((s) => s.p)];
}

/** Inside a transaction: returns the media paths the blog used before (null when it is gone). */
export async function updateBlog(
  db: Db,
  id: string,
  fields: BlogFields,
  iconPath: string,
  sections: SectionInput[],
): Promise<string[] | null> {
  const before = await lockedBlogMedia(db, id);
  if (before === null) return null;
  await db
    .update(blogs)
    .set({ ...fields, iconPath, updatedAt: new Date() })
    .where(eq(blogs.id, id));
  await writeSections(db, id, sections);
  return before;
}

/** Inside a transaction: deletes the blog; returns the media paths it used (null when it is gone). */
export async function deleteBlog(db: Db, id: string): Promise<string[] | null> {
  const before = await lockedBlogMedia(db, id);
  if (before === null) return null;
  await db.delete(blogs).where(eq(blogs.id, id));
  return before;
}

/** What the audit log compares before and after an update: the fields an admin edits. */
export const blogSnapshot = async (db: Db, id: string) => {
  const b = await getBlog(db, id);
  return (
    b && {
      title: b.title,
      heading: b.heading,
      description: b.description,
      author: b.author,
      category: b.category,
      iconImage: b.iconImage,
      content: b.content.map((s) => ({ heading: s.heading, description: s.description, image: s.image })),
    }
  );
};
