/** SQL for categories. */
import { randomUUID } from 'node:crypto';
import type { Category } from '@vyoma/contract';
import { asc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { categories, products } from '../../db/schema.ts';

// Written out in full: inside a subquery drizzle may print bare column names, which would bind to
// the inner table.
const productCount = sql<number>`(select count(*)::int from "products" p where p."category_id" = "categories"."id")`;

const selection = {
  _id: categories.id,
  name: categories.name,
  description: categories.description,
  productCount,
};

export async function listCategories(db: Db): Promise<Category[]> {
  return db
    .select(selection)
    .from(categories)
    .orderBy(asc(sql`lower(${categories.name})`));
}

export async function getCategory(db: Db, id: string): Promise<Category | undefined> {
  const [c] = await db.select(selection).from(categories).where(eq(categories.id, id)).limit(1);
  return c;
}

export async function findCategoryByName(db: Db, name: string): Promise<{ id: string } | undefined> {
  const [c] = await db
    .select({ id: categories.id })
    .from(categories)
    .where(sql`lower(${categories.name}) = lower(${name})`)
    .limit(1);
  return c;
}

export async function insertCategory(db: Db, input: { name: string; description: string }): Promise<string> {
  const id = randomUUID();
  await db.insert(categories).values({ id, name: input.name, description: input.description });
  return id;
}

export async function updateCategory(
  db: Db,
  id: string,
  input: { name: string; description: string },
): Promise<boolean> {
  const rows = await db
    .update(categories)
    .set({ name: input.name, description: input.description, updatedAt: new Date() })
    .where(eq(categories.id, id))
    .returning({ id: categories.id });
  return rows.length > 0;
}

export async function countProductsInCategory(db: Db, id: string): Promise<number> {
  const [r] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(products)
    .where(eq(products.category, id));
  return r?.n ?? 0;
}

export async function deleteCategory(db: Db, id: string): Promise<boolean> {
  const rows = await db.delete(categories).where(eq(categories.id, id)).returning({ id: categories.id });
  return rows.length > 0;
}

/** What the audit log compares before and after an update: the fields an admin edits. */
export const categorySnapshot = async (db: Db, id: string) => {
  const c = await getCategory(db, id);
  return c && { name: c.name, description: c.description };
};
