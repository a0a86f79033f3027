/** Public product catalogue and the admin product endpoints (spec §7). */
import {
  type ContentStatus,
  PRODUCT_IMAGE_TYPES,
  RESULT_PER_PAGE,
  ROUTES,
  UPLOAD_LIMITS,
} from '@vyoma/contract';
import {
  conflictResponse,
  contentSaveRefusal,
  productEntity,
  productListResponse,
  productResponse,
  productRestoreResponse,
  productRevisionResponse,
  successResponse,
} from '@vyoma/contract/responses';
import {
  idOrSlugParams,
  idParams,
  productCreateFormSchema,
  productQuerySchema,
  productUpdateFormSchema,
  type UploadedFile,
} from '@vyoma/contract/schemas';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../context.ts';
import { SHOWN } from '../../db/change-feed.ts';
import type { Db } from '../../db/client.ts';
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
  type MediaService,
  type PreparedMedia,
  prepareUpload,
  requireAltText,
  type ShownImage,
} from '../media/index.ts';
import {
  deleteProduct,
  editProductImages,
  findCategoryId,
  getProduct,
  insertProduct,
  listProducts,
  lockProduct,
  productImagePaths,
  productSnapshot,
  restoreProduct,
  updateProduct,
} from './repository.ts';

const NOT_FOUND = 'Product not found';
const params = idParams(NOT_FOUND);
const readParams = idOrSlugParams(NOT_FOUND);
const tags = ['products'];

/**
 * The `images` parts, in the order sent: new files to store and media library paths (the admin's
 * picker). `paths(stored)` gives the images' paths in that order once the files are stored.
 */
async function prepareImages(db: Db, parts: (UploadedFile | string)[]) {
  const prepared: PreparedMedia[] = [];
  const plan: ({ file: number } | { path: string })[] = [];
  for (const [i, part] of parts.entries()) {
    const label = `Product image ${i + 1}`;
    if (typeof part === 'string') {
      plan.push({ path: await libraryFile(db, part, PRODUCT_IMAGE_TYPES, label, 'images') });
    } else {
      prepared.push(await prepareUpload(part, PRODUCT_IMAGE_TYPES, label, 'images'));
      plan.push({ file: prepared.length - 1 });
    }
  }
  const paths = (stored: { path: string }[]) =>
    plan.map((p) => ('file' in p ? stored[p.file]!.path : p.path));
  /**
   * Alt text required to publish: the images the product would show (`kept` first, then these) and
   * its share image.
   */
  const checkAlt = (media: MediaService, kept: string[], shareImage: string | null | undefined) => {
    const shown: ShownImage[] = kept.map((path, j) => ({ path, label: `Product image ${j + 1}` }));
    const fresh: { prepared: PreparedMedia; label: string }[] = [];
    plan.forEach((p, i) => {
      const label = `Product image ${kept.length + i + 1}`;
      if ('file' in p) fresh.push({ prepared: prepared[p.file]!, label });
      else shown.push({ path: p.path, label });
    });
    shown.push({ path: shareImage, label: 'Share image' });
    return requireAltText(media, shown, fresh);
  };
  return { prepared, paths, checkAlt };
}

/** The content-model fields of a validated create or update body. */
const contentOf = (input: {
  slug?: string;
  seo?: { title?: string | null; description?: string | null; image?: string | null; noindex?: boolean };
  status?: ContentStatus;
  publishAt?: string | null;
  version?: number;
}) => ({
  slug: input.slug,
  seo: input.seo,
  status: input.status,
  publishAt: input.publishAt,
  version: input.version,
});

export const productRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  const { db, media } = ctx;

  async function resolveCategory(value: string): Promise<string> {
    const id = await findCategoryId(db, value);
    if (!id) throw badRequest('Choose an existing category', 'category');
    return id;
  }

  app.get(
    ROUTES.products,
    {
      config: { publicCache: true },
      schema: {
        tags,
        summary: 'A page of products, filtered by keyword, price, ratings (and, for staff, status)',
        querystring: productQuerySchema,
        response: { 200: productListResponse, ...errorResponses(400) },
      },
    },
    async (request) => {
      const q = request.query;
      shows(request, ...SHOWN.products);
      const result = await listProducts(
        db,
        {
          keyword: q.keyword,
          priceGte: q['price[gte]'],
          priceLte: q['price[lte]'],
          ratingsGte: q['ratings[gte]'],
          status: q.status,
          limit: RESULT_PER_PAGE,
          offset: (q.page - 1) * RESULT_PER_PAGE,
        },
        staffAudience(request),
      );
      return { success: true as const, ...result, resultPerPage: RESULT_PER_PAGE };
    },
  );

  app.get(
    ROUTES.product,
    {
      config: { publicCache: true },
      schema: {
        tags,
        summary: 'One product, by id or slug',
        params: readParams,
        response: { 200: productResponse, ...errorResponses(404) },
      },
    },
    async (request) => {
      const product = await getProduct(db, request.params.id, staffAudience(request));
      if (!product) throw notFound(NOT_FOUND);
      shows(request, ...SHOWN.product(product._id));
      return { success: true as const, product };
    },
  );

  app.post(
    ROUTES.adminProductNew,
    {
      config: { permission: 'writeContent', audit: { action: 'product.create' } },
      schema: {
        tags,
        summary: 'Create a product with its images',
        consumes: ['multipart/form-data'],
        body: productCreateFormSchema,
        response: {
          201: productResponse,
          409: conflictResponse,
          ...errorResponses(400, 413),
          400: contentSaveRefusal,
        },
      },
    },
    async (request, reply) => {
      const input = request.body;
      const status = roleLimits(request, null, input.status);
      const categoryId = await resolveCategory(input.category);
      await seoImageCheck(db, input.seo?.image);
      const { prepared, paths, checkAlt } = await prepareImages(db, input.images);
      if (goesLive(input.status)) await checkAlt(media, [], input.seo?.image);
      const id = await media.commitWith(prepared, async (tx, stored) =>
        insertProduct(
          tx,
          {
            name: input.name,
            description: input.description,
            price: input.price,
            ratings: input.ratings,
            categoryId,
            stock: input.stock,
          },
          paths(stored),
          { content: { ...contentOf(input), status }, editor: editorOf(request) },
        ),
      );
      reply.status(201);
      return { success: true as const, product: (await getProduct(db, id, 'staff'))! };
    },
  );

  app.put(
    ROUTES.adminProduct,
    {
      config: {
        permission: 'writeContent',
        audit: { action: 'product.update', snapshot: (id) => productSnapshot(db, id) },
      },
      preValidation: requireExisting(params, NOT_FOUND, (id) => getProduct(db, id, 'staff')),
      schema: {
        tags,
        summary: 'Edit a product (the spec’s JSON body, or multipart to add images)',
        consumes: ['application/json', 'multipart/form-data'],
        params,
        body: productUpdateFormSchema,
        response: {
          200: productResponse,
          409: conflictResponse,
          ...errorResponses(400, 404, 413),
          400: contentSaveRefusal,
        },
      },
    },
    async (request) => {
      const { id } = request.params;
      const input = request.body;
      const existing = await getProduct(db, id, staffAudience(request));
      if (!existing) throw notFound(NOT_FOUND);
      roleLimits(request, existing, input.status);
      await seoImageCheck(db, input.seo?.image);
      const { prepared, paths, checkAlt } = await prepareImages(db, input.images ?? []);
      const categoryId = input.category !== undefined ? await resolveCategory(input.category) : undefined;
      const current = await productImagePaths(db, id);
      // Removing an image the product no longer has is a no-op: a concurrent edit may have removed it.
      const remove = new Set(input.removeImages ?? []);
      const kept = current.filter((p) => !remove.has(p));
      const added = (input.images ?? []).length;
      if (kept.length + added === 0) throw badRequest('At least one image must remain', 'images');
      if (kept.length + added > UPLOAD_LIMITS.productImagesMax) {
        throw badRequest(`A product can have at most ${UPLOAD_LIMITS.productImagesMax} images`, 'images');
      }
      if (goesLive(input.status)) {
        await checkAlt(media, kept, input.seo?.image !== undefined ? input.seo.image : existing.seo.image);
      }
      // Files it stops using stay in the library (docs/decisions/0049).
      await media.commitWith(prepared, async (tx, stored) => {
        const before = await lockProduct(tx, id, input.version);
        if (before === null) throw notFound(NOT_FOUND);
        roleLimits(request, before, input.status); // again on the locked row: it may have gone live since
        // Decided on the locked row: a concurrent edit's images are seen, never orphaned.
        const released = await editProductImages(
          tx,
          id,
          { remove, add: paths(stored) },
          UPLOAD_LIMITS.productImagesMax,
        );
        if (released === null) throw notFound(NOT_FOUND);
        await updateProduct(
          tx,
          id,
          {
            name: input.name,
            description: input.description,
            price: input.price,
            stock: input.stock,
            ...(input.ratings !== undefined ? { ratings: input.ratings } : {}),
            ...(categoryId !== undefined ? { categoryId } : {}),
          },
          before,
          { content: contentOf(input), editor: editorOf(request) },
        );
      });
      return { success: true as const, product: (await getProduct(db, id, 'staff'))! };
    },
  );

  app.delete(
    ROUTES.adminProduct,
    {
      config: {
        permission: 'writeContent',
        audit: { action: 'product.delete', snapshot: (id) => productSnapshot(db, id) },
      },
      schema: {
        tags,
        summary: 'Delete a product (its images stay in the media library)',
        params,
        response: { 200: successResponse, ...errorResponses(404) },
      },
    },
    async (request) => {
      const { id } = request.params;
      const existing = await getProduct(db, id, staffAudience(request));
      if (!existing) throw notFound(NOT_FOUND);
      roleLimits(request, existing, undefined);
      const deleted = await media.transaction(async (tx) => (await deleteProduct(tx, id)) !== null);
      if (!deleted) throw notFound(NOT_FOUND);
      return { success: true as const, message: 'Product deleted successfully.' };
    },
  );

  // The history: GET …/revisions, GET …/revisions/{revisionId}, POST …/revisions/{revisionId}/restore.
  registerRevisionRoutes(app, {
    db,
    kind: 'product',
    tags,
    notFound: NOT_FOUND,
    auditKind: 'product',
    paths: {
      list: ROUTES.productRevisions,
      one: ROUTES.productRevision,
      restore: ROUTES.productRevisionRestore,
    },
    entity: productEntity,
    responses: { one: productRevisionResponse, restore: productRestoreResponse },
    snapshot: (id) => productSnapshot(db, id),
    restore: (id, revision, editor) =>
      media.transaction(async (tx) => {
        const paths = await restoreProduct(tx, id, revision, editor, UPLOAD_LIMITS.productImagesMax);
        if (paths === null) return null;
        return (await getProduct(tx, id, 'staff'))!;
      }),
  });

  // Preview links: GET and POST …/preview-links, DELETE …/preview-links/{linkId}.
  registerPreviewRoutes(app, {
    db,
    config: ctx.config,
    kind: 'product',
    tags,
    notFound: NOT_FOUND,
    auditTarget: 'product',
    paths: { list: ROUTES.productPreviewLinks, one: ROUTES.productPreviewLink },
  });
};
