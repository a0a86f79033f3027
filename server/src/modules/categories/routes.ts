/** /api/v1/admin/categories: list and read are admin-only too (they live under /admin). */
import { ROUTES } from '@vyoma/contract';
import { categoryListResponse, categoryResponse, successResponse } from '@vyoma/contract/responses';
import { categorySchema, idParams } from '@vyoma/contract/schemas';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../context.ts';
import { pgErrorCode } from '../../db/errors.ts';
import { conflict, HttpError, notFound } from '../../http/errors.ts';
import { errorResponses, requireExisting } from '../../http/schemas.ts';
import {
  categorySnapshot,
  countProductsInCategory,
  deleteCategory,
  findCategoryByName,
  getCategory,
  insertCategory,
  listCategories,
  updateCategory,
} from './repository.ts';

const NOT_FOUND = 'Category not found';
const params = idParams(NOT_FOUND);
const tags = ['categories'];
const duplicate = (name: string) => conflict(`A category named "${name}" already exists.`);

export const categoryRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  const { db } = ctx;
  // Anyone who writes products reads the categories (the product form offers them); changing them
  // is the catalogue's.
  const read = { permission: 'writeContent' } as const;
  const config = { permission: 'catalogue' } as const;

  app.get(
    ROUTES.categories,
    { config: read, schema: { tags, summary: 'List categories', response: { 200: categoryListResponse } } },
    async () => ({ success: true as const, categories: await listCategories(db) }),
  );

  app.get(
    ROUTES.category,
    {
      config,
      schema: {
        tags,
        summary: 'Read a category',
        params,
        response: { 200: categoryResponse, ...errorResponses(404) },
      },
    },
    async (request) => {
      const category = await getCategory(db, request.params.id);
      if (!category) throw notFound(NOT_FOUND);
      return { success: true as const, category };
    },
  );

  app.post(
    ROUTES.categories,
    {
      config: { ...config, audit: { action: 'category.create' } },
      schema: {
        tags,
        summary: 'Create a category',
        body: categorySchema,
        response: { 201: categoryResponse, ...errorResponses(400, 409) },
      },
    },
    async (request, reply) => {
      const input = request.body;
      if (await findCategoryByName(db, input.name)) throw duplicate(input.name);
      let id: string;
      try {
        id = await insertCategory(db, input);
      } catch (err) {
        if (pgErrorCode(err) === '23505') throw duplicate(input.name);
        throw err;
      }
      reply.status(201);
      return { success: true as const, category: (await getCategory(db, id))! };
    },
  );

  app.put(
    ROUTES.category,
    {
      config: { ...config, audit: { action: 'category.update', snapshot: (id) => categorySnapshot(db, id) } },
      preValidation: requireExisting(params, NOT_FOUND, (id) => getCategory(db, id)),
      schema: {
        tags,
        summary: 'Rename or describe a category',
        params,
        body: categorySchema,
        response: { 200: categoryResponse, ...errorResponses(400, 404, 409) },
      },
    },
    async (request) => {
      const { id } = request.params;
      const input = request.body;
      const other = await findCategoryByName(db, input.name);
      if (other && other.id !== id) throw duplicate(input.name);
      try {
        if (!(await updateCategory(db, id, input))) throw notFound(NOT_FOUND);
      } catch (err) {
        if (pgErrorCode(err) === '23505') throw duplicate(input.name);
        throw err;
      }
      return { success: true as const, category: (await getCategory(db, id))! };
    },
  );

  app.delete(
    ROUTES.category,
    {
      config: { ...config, audit: { action: 'category.delete', snapshot: (id) => categorySnapshot(db, id) } },
      schema: {
        tags,
        summary: 'Delete a category no product uses',
        params,
        response: { 200: successResponse, ...errorResponses(404, 409) },
      },
    },
    async (request) => {
      const { id } = request.params;
      if (!(await getCategory(db, id))) throw notFound(NOT_FOUND);
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
      return { success: true as const, message: 'Category deleted successfully.' };
    },
  );
};
