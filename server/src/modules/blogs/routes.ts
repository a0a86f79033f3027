/** Blogs: public reads, admin multipart create/edit with icon video and section images (spec §5, §7). */
import { type Blog, CONTENT_IMAGE_TYPES, ROUTES, VIDEO_TYPES } from '@vyoma/contract';
import {
  blogEntity,
  blogListResponse,
  blogResponse,
  blogRestoreResponse,
  blogRevisionResponse,
  conflictResponse,
  contentSaveRefusal,
  successResponse,
} from '@vyoma/contract/responses';
import {
  blogCreateFormSchema,
  blogEditFormSchema,
  blogListQuerySchema,
  idOrSlugParams,
  idParams,
} from '@vyoma/contract/schemas';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import type { AppContext } from '../../context.ts';
import { SHOWN } from '../../db/change-feed.ts';
import { badRequest, notFound } from '../../http/errors.ts';
import { errorResponses, requireExisting } from '../../http/schemas.ts';
import { shows } from '../../plugins/content-changes.ts';
import {
  editorOf,
  registerPreviewRoutes,
  registerRevisionRoutes,
  roleLimits,
  seoImageCheck,
  staffAudience,
} from '../content/index.ts';
import {
  goesLive,
  libraryFile,
  type PreparedMedia,
  prepareUpload,
  requireAltText,
  type ShownImage,
} from '../media/index.ts';
import {
  blogSnapshot,
  deleteBlog,
  getBlog,
  insertBlog,
  listBlogs,
  restoreBlog,
  type SectionInput,
  updateBlog,
} from './repository.ts';

const NOT_FOUND = 'Blog not found';
const params = idParams(NOT_FOUND);
const readParams = idOrSlugParams(NOT_FOUND);
const tags = ['blogs'];

type BlogForm = z.output<typeof blogEditFormSchema>;

export const blogRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  const { db, media } = ctx;

  /**
   * Checks the files and stored paths of a validated form (before anything is written) and returns
   * the media to store plus a function that gives the rows once they are stored.
   */
  async function prepareBlog(form: BlogForm, existing: Blog | null) {
    let icon: PreparedMedia | null = null;
    let iconPath: string | null = null;
    // Public pages play the icon as a looping video; on edit an image is accepted too (spec §5).
    const allowed = existing ? [...VIDEO_TYPES, ...CONTENT_IMAGE_TYPES] : VIDEO_TYPES;
    if (typeof form.iconImage === 'string') {
      // A file from the media library (the admin's picker).
      iconPath = await libraryFile(db, form.iconImage, allowed, 'Icon', 'iconImage');
    } else if (form.iconImage) {
      icon = await prepareUpload(form.iconImage, allowed, 'Icon', 'iconImage');
    }

    // For each section: a new file, an existing stored path, or (on edit) the image it had.
    const plan: ({ file: number } | { path: string })[] = [];
    const prepared: PreparedMedia[] = icon ? [icon] : [];
    for (const [i, s] of form.content.entries()) {
      const field = `content[${i}][image]`;
      const storedPath = typeof s.image === 'string' ? s.image.trim() : '';
      if (s.image && typeof s.image === 'object') {
        prepared.push(await prepareUpload(s.image, CONTENT_IMAGE_TYPES, `Section ${i + 1} image`, field));
        plan.push({ file: prepared.length - 1 });
      } else if (storedPath !== '') {
        plan.push({
          path: await libraryFile(db, storedPath, CONTENT_IMAGE_TYPES, `Section ${i + 1} image`, field),
        });
      } else if (existing?.content[i]) {
        plan.push({ path: existing.content[i]!.image });
      } else {
        throw badRequest(`Section ${i + 1} image is required`, field);
      }
    }
    const build = (stored: { path: string }[]): { iconPath: string; sections: SectionInput[] } => ({
      iconPath: icon ? stored[0]!.path : (iconPath ?? existing!.iconImage),
      sections: form.content.map((c, i) => {
        const p = plan[i]!;
        return { heading: c.heading, body: c.body, image: 'file' in p ? stored[p.file]!.path : p.path };
      }),
    });
    await seoImageCheck(db, form.seo?.image);
    // What the post would show, for "alt text required to publish" (new files: `fresh`).
    const shown: ShownImage[] = [
      { path: icon ? null : (iconPath ?? existing?.iconImage), label: 'Icon' },
      ...plan.map((p, i) => ({ path: 'path' in p ? p.path : null, label: `Section ${i + 1} image` })),
      { path: form.seo?.image !== undefined ? form.seo.image : existing?.seo.image, label: 'Share image' },
    ];
    const fresh = prepared.map((p, k) => ({
      prepared: p,
      label:
        icon && k === 0 ? 'Icon' : `Section ${plan.findIndex((x) => 'file' in x && x.file === k) + 1} image`,
    }));
    const { title, heading, description, author, category, slug, seo, status, publishAt } = form;
    const version = 'version' in form ? form.version : undefined;
    return {
      blogFields: { title, heading, description, author, category },
      content: { slug, seo, status, publishAt, version },
      prepared,
      build,
      checkAlt: () => (goesLive(status) ? requireAltText(media, shown, fresh) : Promise.resolve()),
    };
  }

  app.get(
    ROUTES.blogs,
    {
      config: { publicCache: true },
      schema: {
        tags,
        summary:
          'One page of blog posts, newest first (optionally of one category); without page/limit the newest 100',
        querystring: blogListQuerySchema,
        response: { 200: blogListResponse, ...errorResponses(400) },
      },
    },
    async (request) => {
      shows(request, ...SHOWN.posts);
      const { page, limit, ...filters } = request.query;
      const { data, total } = await listBlogs(
        db,
        { ...filters, audience: staffAudience(request) },
        { page, limit },
      );
      return { success: true as const, data, total, page, limit };
    },
  );

  app.get(
    ROUTES.blog,
    {
      config: { publicCache: true },
      schema: {
        tags,
        summary: 'One blog post, by id or slug',
        params: readParams,
        response: { 200: blogResponse, ...errorResponses(404) },
      },
    },
    async (request) => {
      const blog = await getBlog(db, request.params.id, staffAudience(request));
      if (!blog) throw notFound(NOT_FOUND);
      shows(request, ...SHOWN.post(blog._id));
      return { success: true as const, data: blog };
    },
  );

  app.post(
    ROUTES.blogs,
    {
      config: { permission: 'writeContent', audit: { action: 'blog.create' } },
      schema: {
        tags,
        summary: 'Create a blog post with its icon video and section images',
        consumes: ['multipart/form-data'],
        body: blogCreateFormSchema,
        response: {
          201: blogResponse,
          409: conflictResponse,
          ...errorResponses(400, 413),
          400: contentSaveRefusal,
        },
      },
    },
    async (request, reply) => {
      const { blogFields, content, prepared, build, checkAlt } = await prepareBlog(request.body, null);
      content.status = roleLimits(request, null, content.status);
      await checkAlt();
      const id = await media.commitWith(prepared, async (tx, stored) => {
        const b = build(stored);
        return insertBlog(tx, blogFields, b.iconPath, b.sections, { content, editor: editorOf(request) });
      });
      reply.status(201);
      return { success: true as const, data: (await getBlog(db, id, 'staff'))! };
    },
  );

  app.put(
    ROUTES.blog,
    {
      config: {
        permission: 'writeContent',
        audit: { action: 'blog.update', snapshot: (id) => blogSnapshot(db, id) },
      },
      preValidation: requireExisting(params, NOT_FOUND, (id) => getBlog(db, id, 'staff')),
      schema: {
        tags,
        summary: 'Edit a blog post (icon and section images optional: left out, they are kept)',
        consumes: ['multipart/form-data'],
        params,
        body: blogEditFormSchema,
        response: {
          200: blogResponse,
          409: conflictResponse,
          ...errorResponses(400, 404, 413),
          400: contentSaveRefusal,
        },
      },
    },
    async (request) => {
      const { id } = request.params;
      const existing = await getBlog(db, id, staffAudience(request));
      if (!existing) throw notFound(NOT_FOUND);
      const { blogFields, content, prepared, build, checkAlt } = await prepareBlog(request.body, existing);
      roleLimits(request, existing, content.status);
      await checkAlt();
      // Files it stops using stay in the library (docs/decisions/0049).
      await media.commitWith(prepared, async (tx, stored) => {
        const b = build(stored);
        const before = await updateBlog(tx, id, blogFields, b.iconPath, b.sections, {
          content,
          editor: editorOf(request),
        });
        if (before === null) throw notFound(NOT_FOUND);
      });
      return { success: true as const, data: (await getBlog(db, id, 'staff'))! };
    },
  );

  app.delete(
    ROUTES.blog,
    {
      config: {
        permission: 'writeContent',
        audit: { action: 'blog.delete', snapshot: (id) => blogSnapshot(db, id) },
      },
      schema: {
        tags,
        summary: 'Delete a blog post (its files stay in the media library)',
        params,
        response: { 200: successResponse, ...errorResponses(404) },
      },
    },
    async (request) => {
      const existing = await getBlog(db, request.params.id, staffAudience(request));
      if (!existing) throw notFound(NOT_FOUND);
      roleLimits(request, existing, undefined);
      const paths = await media.transaction((tx) => deleteBlog(tx, request.params.id));
      if (!paths) throw notFound(NOT_FOUND);
      return { success: true as const, message: 'Blog deleted successfully.' };
    },
  );

  // The history: GET …/revisions, GET …/revisions/{revisionId}, POST …/revisions/{revisionId}/restore.
  registerRevisionRoutes(app, {
    db,
    kind: 'post',
    tags,
    notFound: NOT_FOUND,
    auditKind: 'blog',
    paths: { list: ROUTES.blogRevisions, one: ROUTES.blogRevision, restore: ROUTES.blogRevisionRestore },
    entity: blogEntity,
    responses: { one: blogRevisionResponse, restore: blogRestoreResponse },
    snapshot: (id) => blogSnapshot(db, id),
    restore: (id, revision, editor) =>
      media.transaction(async (tx) => {
        const before = await restoreBlog(tx, id, revision, editor);
        if (before === null) return null;
        return (await getBlog(tx, id, 'staff'))!;
      }),
  });

  // Preview links: GET and POST …/preview-links, DELETE …/preview-links/{linkId}.
  registerPreviewRoutes(app, {
    db,
    config: ctx.config,
    kind: 'post',
    tags,
    notFound: NOT_FOUND,
    auditTarget: 'blog',
    paths: { list: ROUTES.blogPreviewLinks, one: ROUTES.blogPreviewLink },
  });
};
