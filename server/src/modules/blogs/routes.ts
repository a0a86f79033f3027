/** Blogs: public reads, admin multipart create/edit with icon video and section images (spec §5, §7). */
import {
  API,
  BLOG_CATEGORIES,
  type Blog,
  type BlogCategory,
  type BlogListResponse,
  type BlogResponse,
  CONTENT_IMAGE_TYPES,
  type SuccessResponse,
  UPLOAD_LIMITS,
  VIDEO_TYPES,
} from '@vyoma/contract';
import { blogFieldsSchema, UPLOAD_PATH_PATTERN } from '@vyoma/contract/schemas';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context.ts';
import { badRequest, notFound } from '../../http-error.ts';
import { isUuid } from '../../ids.ts';
import { type PreparedMedia, prepareMedia } from '../../media/pipeline.ts';
import { mediaExists } from '../../media/repository.ts';
import { requireAdmin } from '../../plugins/auth.ts';
import { parseWith } from '../../plugins/errors.ts';
import { type FileRule, type MultipartForm, readMultipart } from '../../plugins/uploads.ts';
import { deleteBlog, getBlog, insertBlog, listBlogs, type SectionInput, updateBlog } from './repository.ts';

const NOT_FOUND = 'Blog not found';
const SECTION_FIELD = /^content\[(\d{1,3})\]\[(heading|description|image)\]$/;

const fileRule = (field: string): FileRule | null => {
  if (field === 'iconImage') return { maxBytes: UPLOAD_LIMITS.blogIconBytes, maxCount: 1, label: 'Icon' };
  const m = SECTION_FIELD.exec(field);
  if (m && m[2] === 'image') {
    return {
      maxBytes: UPLOAD_LIMITS.sectionImageBytes,
      maxCount: 1,
      label: `Section ${Number(m[1]) + 1} image`,
    };
  }
  return null;
};

interface ParsedSection {
  heading?: string;
  description?: string;
  imagePath?: string;
  imageFile?: Buffer;
}

/** content[i][...] fields, in index order; gaps (removed sections) are closed up. */
function sectionsOf(form: MultipartForm): ParsedSection[] {
  const byIndex = new Map<number, ParsedSection>();
  const at = (i: number) => {
    let s = byIndex.get(i);
    if (!s) {
      s = {};
      byIndex.set(i, s);
    }
    return s;
  };
  for (const [name, values] of form.fields) {
    const m = SECTION_FIELD.exec(name);
    if (!m) continue;
    const s = at(Number(m[1]));
    const v = values[0];
    if (m[2] === 'heading') s.heading = v;
    else if (m[2] === 'description') s.description = v;
    else if (v !== undefined && v.trim() !== '') s.imagePath = v.trim();
  }
  for (const f of form.files) {
    const m = SECTION_FIELD.exec(f.field);
    if (m) at(Number(m[1])).imageFile = f.data;
  }
  return [...byIndex.entries()].sort((a, b) => a[0] - b[0]).map(([, s]) => s);
}

export async function blogRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  const { db, media } = ctx;
  const admin = { preHandler: requireAdmin };

  /** Validates every field and file, before anything is written. */
  async function readBlogForm(request: Parameters<typeof readMultipart>[0], existing: Blog | null) {
    const form = await readMultipart(request, fileRule);
    const sections = sectionsOf(form);
    const one = (k: string) => form.fields.get(k)?.[0];
    const fields = parseWith(blogFieldsSchema, {
      title: one('title'),
      heading: one('heading'),
      description: one('description'),
      author: one('author'),
      category: one('category'),
      content: sections.map((s) => ({ heading: s.heading, description: s.description })),
    });

    const iconFile = form.files.find((f) => f.field === 'iconImage');
    let icon: PreparedMedia | null = null;
    if (iconFile) {
      // Public pages play the icon as a looping video; on edit an image is accepted too (spec §5).
      const allowed = existing ? [...VIDEO_TYPES, ...CONTENT_IMAGE_TYPES] : VIDEO_TYPES;
      icon = await prepareMedia(iconFile.data, allowed, 'Icon', 'iconImage');
    } else if (!existing) {
      throw badRequest('Icon video is required', 'iconImage');
    }

    // For each section: a new file, an existing stored path, or (on edit) the image it had.
    const plan: ({ file: number } | { path: string })[] = [];
    const prepared: PreparedMedia[] = icon ? [icon] : [];
    for (const [i, s] of sections.entries()) {
      const field = `content[${i}][image]`;
      if (s.imageFile) {
        prepared.push(await prepareMedia(s.imageFile, CONTENT_IMAGE_TYPES, `Section ${i + 1} image`, field));
        plan.push({ file: prepared.length - 1 });
      } else if (s.imagePath !== undefined) {
        if (!UPLOAD_PATH_PATTERN.test(s.imagePath) || !(await mediaExists(db, s.imagePath))) {
          throw badRequest(`Section ${i + 1} image must be an uploaded image`, field);
        }
        plan.push({ path: s.imagePath });
      } else if (existing?.content[i]) {
        plan.push({ path: existing.content[i]!.image });
      } else {
        throw badRequest(`Section ${i + 1} image is required`, field);
      }
    }
    const build = (stored: { path: string }[]): { iconPath: string; sections: SectionInput[] } => ({
      iconPath: icon ? stored[0]!.path : existing!.iconImage,
      sections: fields.content.map((c, i) => {
        const p = plan[i]!;
        return {
          heading: c.heading,
          description: c.description,
          image: 'file' in p ? stored[p.file]!.path : p.path,
        };
      }),
    });
    const { content: _content, ...blogFields } = fields;
    return { blogFields, prepared, build };
  }

  app.get<{ Querystring: { category?: string } }>(API.blogs, async (request): Promise<BlogListResponse> => {
    const c = request.query?.category;
    if (c !== undefined && !(BLOG_CATEGORIES as readonly string[]).includes(String(c))) {
      throw badRequest(`Category must be one of ${BLOG_CATEGORIES.join(', ')}`, 'category');
    }
    return { success: true, data: await listBlogs(db, c as BlogCategory | undefined) };
  });

  app.get<{ Params: { id: string } }>('/api/v1/blogs/:id', async (request): Promise<BlogResponse> => {
    const { id } = request.params;
    const blog = isUuid(id) ? await getBlog(db, id) : undefined;
    if (!blog) throw notFound(NOT_FOUND);
    return { success: true, data: blog };
  });

  app.post(API.blogs, admin, async (request, reply): Promise<BlogResponse> => {
    const { blogFields, prepared, build } = await readBlogForm(request, null);
    const id = await media.commitWith(prepared, async (tx, stored) => {
      const b = build(stored);
      return insertBlog(tx, blogFields, b.iconPath, b.sections);
    });
    reply.status(201);
    return { success: true, data: (await getBlog(db, id))! };
  });

  app.put<{ Params: { id: string } }>('/api/v1/blogs/:id', admin, async (request): Promise<BlogResponse> => {
    const { id } = request.params;
    const existing = isUuid(id) ? await getBlog(db, id) : undefined;
    if (!existing) throw notFound(NOT_FOUND);
    const { blogFields, prepared, build } = await readBlogForm(request, existing);
    await media.commitWith(prepared, async (tx, stored) => {
      const b = build(stored);
      await updateBlog(tx, id, blogFields, b.iconPath, b.sections);
    });
    await media.cleanup([existing.iconImage, ...existing.content.map((s) => s.image)]);
    return { success: true, data: (await getBlog(db, id))! };
  });

  app.delete<{ Params: { id: string } }>(
    '/api/v1/blogs/:id',
    admin,
    async (request): Promise<SuccessResponse> => {
      const { id } = request.params;
      const paths = isUuid(id) ? await deleteBlog(db, id) : null;
      if (!paths) throw notFound(NOT_FOUND);
      await media.cleanup(paths);
      return { success: true, message: 'Blog deleted successfully.' };
    },
  );
}
