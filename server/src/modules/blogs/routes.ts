/**
 * Posts' API (spec §5, §7): the content type's routes (modules/content routes.ts) with the spec's
 * multipart bodies: an icon video (on edit, a video or an image) and content sections, each with rich
 * text and an image, every file new or from the media library.
 */
import { CONTENT_IMAGE_TYPES, VIDEO_TYPES } from '@vyoma/contract';
import { POST } from '@vyoma/contract/content-types';
import {
  blogEntity,
  blogListResponse,
  blogResponse,
  blogRestoreResponse,
  blogRevisionResponse,
} from '@vyoma/contract/responses';
import { blogCreateFormSchema, blogEditFormSchema, blogListQuerySchema } from '@vyoma/contract/schemas';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import type { AppContext } from '../../context.ts';
import type { Db } from '../../db/client.ts';
import { badRequest } from '../../http/errors.ts';
import { type Item, modelOf, registerContentRoutes, type SavePlan } from '../content/index.ts';
import { libraryFile, type PreparedMedia, prepareUpload, type ShownImage } from '../media/index.ts';

type BlogForm = z.output<typeof blogEditFormSchema>;

/**
 * Checks the files and stored paths of a validated form (before anything is written): the media to
 * store, and the post's values once they are stored.
 */
async function readBlog(db: Db, form: BlogForm, existing: Item | null): Promise<SavePlan> {
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
  const sections = (existing?.content ?? []) as { image: string }[];

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
    } else if (sections[i]) {
      plan.push({ path: sections[i]!.image });
    } else {
      throw badRequest(`Section ${i + 1} image is required`, field);
    }
  }
  // What the post would show, for "alt text required to publish" (new files: `fresh`).
  const shown: ShownImage[] = [
    { path: icon ? null : (iconPath ?? (existing?.iconImage as string | undefined)), label: 'Icon' },
    ...plan.map((p, i) => ({ path: 'path' in p ? p.path : null, label: `Section ${i + 1} image` })),
  ];
  const fresh = prepared.map((p, k) => ({
    prepared: p,
    label:
      icon && k === 0 ? 'Icon' : `Section ${plan.findIndex((x) => 'file' in x && x.file === k) + 1} image`,
  }));
  const { title, heading, description, author, category, slug, seo, status, publishAt } = form;
  return {
    content: { slug, seo, status, publishAt, version: 'version' in form ? form.version : undefined },
    prepared,
    shown,
    fresh,
    values: (stored) => ({
      title,
      heading,
      description,
      author,
      category,
      iconImage: icon ? stored[0]!.path : (iconPath ?? existing!.iconImage),
      content: form.content.map((c, i) => {
        const p = plan[i]!;
        return {
          ...(c._id ? { _id: c._id } : {}),
          heading: c.heading,
          body: c.body,
          image: 'file' in p ? stored[p.file]!.path : p.path,
        };
      }),
    }),
  };
}

export const blogRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  registerContentRoutes(app, ctx, {
    model: modelOf(POST.name),
    tags: ['blogs'],
    schemas: {
      listQuery: blogListQuerySchema,
      list: blogListResponse,
      one: blogResponse,
      entity: blogEntity,
      create: blogCreateFormSchema,
      update: blogEditFormSchema,
      revision: blogRevisionResponse,
      restore: blogRestoreResponse,
    },
    consumes: { create: ['multipart/form-data'], update: ['multipart/form-data'] },
    read: (body, existing) => readBlog(ctx.db, body as BlogForm, existing),
  });
};
