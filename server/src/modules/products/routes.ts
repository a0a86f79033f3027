/**
 * Products' API (spec §7): the content type's routes (modules/content routes.ts) with the spec's
 * catalogue (keyword, price and rating filters; `products`, `productsCount`, `resultPerPage`), its
 * answers' `product` key, a create as multipart with its images, and an edit as the spec's JSON or as
 * multipart that adds images (`images`) and drops others (`removeImages`).
 */
import { PRODUCT_IMAGE_TYPES, RESULT_PER_PAGE, UPLOAD_LIMITS } from '@vyoma/contract';
import { PRODUCT } from '@vyoma/contract/content-types';
import {
  productEntity,
  productListResponse,
  productResponse,
  productRestoreResponse,
  productRevisionResponse,
} from '@vyoma/contract/responses';
import {
  productCreateFormSchema,
  productQuerySchema,
  productUpdateFormSchema,
  type UploadedFile,
} from '@vyoma/contract/schemas';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import type { AppContext } from '../../context.ts';
import type { Db } from '../../db/client.ts';
import { badRequest } from '../../http/errors.ts';
import { type Item, modelOf, registerContentRoutes, type SavePlan, staffAudience } from '../content/index.ts';
import { libraryFile, type PreparedMedia, prepareUpload, type ShownImage } from '../media/index.ts';
import { findCategoryId, listProducts } from './repository.ts';

type ProductCreate = z.output<typeof productCreateFormSchema>;
type ProductUpdate = z.output<typeof productUpdateFormSchema>;

async function resolveCategory(db: Db, value: string): Promise<string> {
  const id = await findCategoryId(db, value);
  if (!id) throw badRequest('Choose an existing category', 'category');
  return id;
}

/** At most this many images, at least one: checked before the save and again on the locked row. */
function checkCount(count: number) {
  if (count === 0) throw badRequest('At least one image must remain', 'images');
  if (count > UPLOAD_LIMITS.productImagesMax)
    throw badRequest(`A product can have at most ${UPLOAD_LIMITS.productImagesMax} images`, 'images');
}

/**
 * A create or an edit: the fields sent, the `images` parts in the order sent (new files to store and
 * media library paths) added after the images kept, `removeImages` dropped.
 */
async function readProduct(
  db: Db,
  input: ProductCreate | ProductUpdate,
  existing: Item | null,
): Promise<SavePlan> {
  const categoryId = input.category !== undefined ? await resolveCategory(db, input.category) : undefined;
  const parts: (UploadedFile | string)[] = input.images ?? [];
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
  // Removing an image the product no longer has is a no-op: a concurrent edit may have removed it.
  const remove = new Set('removeImages' in input ? (input.removeImages ?? []) : []);
  const keptOf = (item: Item | null) => ((item?.image ?? []) as string[]).filter((p) => !remove.has(p));
  const kept = keptOf(existing);
  if (existing) checkCount(kept.length + plan.length);
  // What the product would show, for "alt text required to publish": kept images first, then these.
  const shown: ShownImage[] = kept.map((path, j) => ({ path, label: `Product image ${j + 1}` }));
  const fresh: { prepared: PreparedMedia; label: string }[] = [];
  plan.forEach((p, i) => {
    const label = `Product image ${kept.length + i + 1}`;
    if ('file' in p) fresh.push({ prepared: prepared[p.file]!, label });
    else shown.push({ path: p.path, label });
  });
  const { name, description, price, stock, ratings } = input;
  return {
    content: {
      slug: input.slug,
      seo: input.seo,
      status: input.status,
      publishAt: input.publishAt,
      version: 'version' in input ? input.version : undefined,
    },
    prepared,
    shown,
    fresh,
    values: (stored, before) => {
      const added = plan.map((p) => ('file' in p ? stored[p.file]!.path : p.path));
      // Decided on the locked row: a concurrent edit's images are seen, never orphaned.
      const image = [...keptOf(before), ...added];
      if (before) checkCount(image.length);
      return {
        name,
        description,
        price,
        stock,
        ...(ratings !== undefined ? { ratings } : {}),
        ...(categoryId !== undefined ? { category: categoryId } : {}),
        image,
      };
    },
  };
}

export const productRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  const { db } = ctx;
  registerContentRoutes(app, ctx, {
    model: modelOf(PRODUCT.name),
    tags: ['products'],
    itemKey: 'product',
    schemas: {
      listQuery: productQuerySchema,
      list: productListResponse,
      one: productResponse,
      entity: productEntity,
      create: productCreateFormSchema,
      update: productUpdateFormSchema,
      revision: productRevisionResponse,
      restore: productRestoreResponse,
    },
    consumes: { create: ['multipart/form-data'], update: ['application/json', 'multipart/form-data'] },
    read: (body, existing) => readProduct(db, body as ProductCreate | ProductUpdate, existing),
    list: async (request) => {
      const q = request.query as z.output<typeof productQuerySchema>;
      const result = await listProducts(
        db,
        {
          keyword: q.keyword,
          priceGte: q['price[gte]'],
          priceLte: q['price[lte]'],
          ratingsGte: q['ratings[gte]'],
          status: q.status,
          translation: q.translation,
          limit: RESULT_PER_PAGE,
          offset: (q.page - 1) * RESULT_PER_PAGE,
        },
        staffAudience(request),
      );
      return { success: true as const, ...result, resultPerPage: RESULT_PER_PAGE };
    },
    // A category deleted since keeps the current one; more images than allowed now are kept all.
    fixRestore: async (tx, values, current) => {
      const category = values.category as string | null;
      return {
        ...values,
        category: category && (await findCategoryId(tx, category)) ? category : current.category,
      };
    },
  });
};
