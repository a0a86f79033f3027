/** Public product catalogue and the admin product endpoints (spec §7). */
import {
  API,
  PRODUCT_IMAGE_TYPES,
  type ProductListResponse,
  type ProductResponse,
  RESULT_PER_PAGE,
  type SuccessResponse,
  UPLOAD_LIMITS,
} from '@vyoma/contract';
import {
  type ProductUpdateInput,
  productCreateSchema,
  productQuerySchema,
  productUpdateSchema,
} from '@vyoma/contract/schemas';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { AppContext } from '../../context.ts';
import { badRequest, notFound } from '../../http-error.ts';
import { isUuid } from '../../ids.ts';
import { type PreparedMedia, prepareMedia } from '../../media/pipeline.ts';
import { requireAdmin } from '../../plugins/auth.ts';
import { parseWith } from '../../plugins/errors.ts';
import { type FileRule, type MultipartForm, readMultipart } from '../../plugins/uploads.ts';
import {
  deleteProduct,
  findCategoryId,
  getProduct,
  insertProduct,
  listProducts,
  productImagePaths,
  replaceImages,
  updateProduct,
} from './repository.ts';

const NOT_FOUND = 'Product not found';
const imageRule = (field: string): FileRule | null =>
  field === 'images'
    ? {
        maxBytes: UPLOAD_LIMITS.productImageBytes,
        maxCount: UPLOAD_LIMITS.productImagesMax,
        label: 'Product image',
      }
    : null;

/** Multipart fields as a plain object; repeated fields become arrays only where a list is expected. */
function formObject(form: MultipartForm, listFields: string[] = []): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const [k, v] of form.fields) {
    const key = k.endsWith('[]') ? k.slice(0, -2) : k;
    out[key] = listFields.includes(key) ? [...((out[key] as string[] | undefined) ?? []), ...v] : v[0];
  }
  return out;
}

async function prepareImages(form: MultipartForm): Promise<PreparedMedia[]> {
  const files = form.files.filter((f) => f.field === 'images');
  const out: PreparedMedia[] = [];
  for (const [i, f] of files.entries()) {
    out.push(await prepareMedia(f.data, PRODUCT_IMAGE_TYPES, `Product image ${i + 1}`, 'images'));
  }
  return out;
}

export async function productRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  const { db, media } = ctx;
  const admin = { preHandler: requireAdmin };

  async function resolveCategory(value: string): Promise<string> {
    const id = await findCategoryId(db, value);
    if (!id) throw badRequest('Choose an existing category', 'category');
    return id;
  }

  app.get(API.products, async (request): Promise<ProductListResponse> => {
    const q = parseWith(productQuerySchema, request.query ?? {});
    const page = q.page;
    const result = await listProducts(db, {
      keyword: q.keyword,
      priceGte: q['price[gte]'],
      priceLte: q['price[lte]'],
      ratingsGte: q['ratings[gte]'],
      limit: RESULT_PER_PAGE,
      offset: (page - 1) * RESULT_PER_PAGE,
    });
    return { success: true, ...result, resultPerPage: RESULT_PER_PAGE };
  });

  app.get<{ Params: { id: string } }>('/api/v1/product/:id', async (request): Promise<ProductResponse> => {
    const { id } = request.params;
    const product = isUuid(id) ? await getProduct(db, id) : undefined;
    if (!product) throw notFound(NOT_FOUND);
    return { success: true, product };
  });

  app.post(API.adminProductNew, admin, async (request, reply): Promise<ProductResponse> => {
    const form = await readMultipart(request, imageRule);
    const input = parseWith(productCreateSchema, formObject(form));
    const categoryId = await resolveCategory(input.category);
    if (!form.files.some((f) => f.field === 'images'))
      throw badRequest('Add at least one product image', 'images');
    const prepared = await prepareImages(form);
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
        stored.map((s) => s.path),
      ),
    );
    reply.status(201);
    return { success: true, product: (await getProduct(db, id))! };
  });

  app.put<{ Params: { id: string } }>(
    '/api/v1/admin/product/:id',
    admin,
    async (request): Promise<ProductResponse> => {
      const { id } = request.params;
      if (!isUuid(id) || !(await getProduct(db, id))) throw notFound(NOT_FOUND);
      let input: ProductUpdateInput;
      let prepared: PreparedMedia[] = [];
      if ((request as FastifyRequest).isMultipart()) {
        const form = await readMultipart(request, imageRule);
        input = parseWith(productUpdateSchema, formObject(form, ['removeImages']));
        prepared = await prepareImages(form);
      } else {
        input = parseWith(productUpdateSchema, request.body);
      }
      const categoryId = input.category !== undefined ? await resolveCategory(input.category) : undefined;
      const current = await productImagePaths(db, id);
      const remove = new Set(input.removeImages ?? []);
      for (const p of remove) {
        if (!current.includes(p))
          throw badRequest('removeImages lists an image this product does not have', 'removeImages');
      }
      const kept = current.filter((p) => !remove.has(p));
      if (kept.length + prepared.length === 0) throw badRequest('At least one image must remain', 'images');
      if (kept.length + prepared.length > UPLOAD_LIMITS.productImagesMax) {
        throw badRequest(`A product can have at most ${UPLOAD_LIMITS.productImagesMax} images`, 'images');
      }
      await media.commitWith(prepared, async (tx, stored) => {
        await updateProduct(tx, id, {
          name: input.name,
          description: input.description,
          price: input.price,
          stock: input.stock,
          ...(input.ratings !== undefined ? { ratings: input.ratings } : {}),
          ...(categoryId !== undefined ? { categoryId } : {}),
        });
        if (remove.size > 0 || stored.length > 0)
          await replaceImages(tx, id, [...kept, ...stored.map((s) => s.path)]);
      });
      await media.cleanup([...remove]);
      return { success: true, product: (await getProduct(db, id))! };
    },
  );

  app.delete<{ Params: { id: string } }>(
    '/api/v1/admin/product/:id',
    admin,
    async (request): Promise<SuccessResponse> => {
      const { id } = request.params;
      if (!isUuid(id)) throw notFound(NOT_FOUND);
      const images = await productImagePaths(db, id);
      if (!(await deleteProduct(db, id))) throw notFound(NOT_FOUND);
      await media.cleanup(images);
      return { success: true, message: 'Product deleted successfully.' };
    },
  );
}
