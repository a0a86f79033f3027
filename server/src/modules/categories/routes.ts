/** /api/v1/admin/categories: list and read are admin-only too (they live under /admin). */
import { API, type CategoryListResponse, type CategoryResponse, type SuccessResponse } from '@vyoma/contract';
import { categorySchema } from '@vyoma/contract/schemas';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context.ts';
import { conflict, HttpError, notFound } from '../../http-error.ts';
import { isUuid } from '../../ids.ts';
import { requireAdmin } from '../../plugins/auth.ts';
import { parseWith } from '../../plugins/errors.ts';
import {
  countProductsInCategory,
  deleteCategory,
  findCategoryByName,
  getCategory,
  insertCategory,
  listCategories,
  pgErrorCode,
  updateCategory,
} from './repository.ts';

const NOT_FOUND = 'Category not found';
const duplicate = (name: string) => conflict(`A category named "${name}" already exists.`);

export async function categoryRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  const { db } = ctx;
  const admin = { preHandler: requireAdmin };
  const byId = '/api/v1/admin/categories/:id';

  app.get(API.categories, admin, async (): Promise<CategoryListResponse> => {
    return { success: true, categories: await listCategories(db) };
  });

  app.get<{ Params: { id: string } }>(byId, admin, async (request): Promise<CategoryResponse> => {
    const { id } = request.params;
    const category = isUuid(id) ? await getCategory(db, id) : undefined;
    if (!category) throw notFound(NOT_FOUND);
    return { success: true, category };
  });

  app.post(API.categories, admin, async (request, reply): Promise<CategoryResponse> => {
    const input = parseWith(categorySchema, request.body);
    if (await findCategoryByName(db, input.name)) throw duplicate(input.name);
    let id: string;
    try {
      id = await insertCategory(db, input);
    } catch (err) {
      if (pgErrorCode(err) === '23505') throw duplicate(input.name);
      throw err;
    }
    reply.status(201);
    return { success: true, category: (await getCategory(db, id))! };
  });

  app.put<{ Params: { id: string } }>(byId, admin, async (request): Promise<CategoryResponse> => {
    const { id } = request.params;
    if (!isUuid(id) || !(await getCategory(db, id))) throw notFound(NOT_FOUND);
    const input = parseWith(categorySchema, request.body);
    const other = await findCategoryByName(db, input.name);
    if (other && other.id !== id) throw duplicate(input.name);
    try {
      if (!(await updateCategory(db, id, input))) throw notFound(NOT_FOUND);
    } catch (err) {
      if (pgErrorCode(err) === '23505') throw duplicate(input.name);
      throw err;
    }
    return { success: true, category: (await getCategory(db, id))! };
  });

  app.delete<{ Params: { id: string } }>(byId, admin, async (request): Promise<SuccessResponse> => {
    const { id } = request.params;
    if (!isUuid(id) || !(await getCategory(db, id))) throw notFound(NOT_FOUND);
    const inUse = await countProductsInCategory(db, id);
    const refuse = (n: number) =>
      new HttpError(409, `This category is used by ${n} product(s). Move or delete them first.`);
    if (inUse > 0) throw refuse(inUse);
    try {
      if (!(await deleteCategory(db, id))) throw notFound(NOT_FOUND);
    } catch (err) {
      // A product was added to it meanwhile: the foreign key (RESTRICT) caught it.
      if (pgErrorCode(err) === '23503') throw refuse(await countProductsInCategory(db, id));
      throw err;
    }
    return { success: true, message: 'Category deleted successfully.' };
  });
}
