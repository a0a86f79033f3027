/** SQL for products and their images. */
import { randomUUID } from 'node:crypto';
import type { MediaInfo, Product } from '@vyoma/contract';
import { and, asc, desc, eq, gte, ilike, inArray, lte, or, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { categories, productImages, products } from '../../db/schema.ts';
import { badRequest } from '../../http/errors.ts';
import { mediaByPaths } from '../media/index.ts';

export interface ProductFilter {
  keyword: string;
  priceGte: number;
  priceLte: number;
  ratingsGte: number;
  limit: number;
  offset: number;
}

/** ILIKE pattern that matches the keyword literally (%, _ and \ escaped). */
export const likePattern = (keyword: string) => `%${keyword.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

const base = {
  id: products.id,
  name: products.name,
  description: products.description,
  price: products.price,
  ratings: products.ratings,
  categoryId: products.categoryId,
  categoryName: categories.name,
  stock: products.stock,
  createdAt: products.createdAt,
};

type BaseRow = {
  id: string;
  name: string;
  description: string;
  price: number;
  ratings: number;
  categoryId: string | null;
  categoryName: string | null;
  stock: number;
  createdAt: Date;
};

async function hydrate(db: Db, rows: BaseRow[]): Promise<Product[]> {
  if (rows.length === 0) return [];
  const imgs = await db
    .select()
    .from(productImages)
    .where(
      inArray(
        productImages.productId,
        rows.map((r) => r.id),
      ),
    )
    .orderBy(asc(productImages.position));
  const byProduct = new Map<string, string[]>();
  for (const i of imgs) {
    const list = byProduct.get(i.productId) ?? [];
    list.push(i.path);
    byProduct.set(i.productId, list);
  }
  const infos = await mediaByPaths(
    db,
    imgs.map((i) => i.path),
  );
  return rows.map((r) => {
    const image = byProduct.get(r.id) ?? [];
    return {
      _id: r.id,
      name: r.name,
      description: r.description,
      price: Number(r.price),
      ratings: Number(r.ratings),
      category: r.categoryId,
      categoryName: r.categoryName,
      stock: r.stock,
      image,
      media: image.map((p) => infos.get(p)).filter((m): m is MediaInfo => m !== undefined),
      createdAt: r.createdAt.toISOString(),
    };
  });
}

export async function listProducts(
  db: Db,
  f: ProductFilter,
): Promise<{ products: Product[]; productsCount: number; filteredProductsCount: number }> {
  const conds: SQL[] = [
    gte(products.price, f.priceGte),
    lte(products.price, f.priceLte),
    gte(products.ratings, f.ratingsGte),
  ];
  if (f.keyword) {
    const p = likePattern(f.keyword);
    conds.push(or(ilike(products.name, p), ilike(products.description, p))!);
  }
  const where = and(...conds);
  const [[all], [filtered], rows] = await Promise.all([
    db.select({ n: sql<number>`count(*)::int` }).from(products),
    db.select({ n: sql<number>`count(*)::int` }).from(products).where(where),
    db
      .select(base)
      .from(products)
      .leftJoin(categories, eq(categories.id, products.categoryId))
      .where(where)
      .orderBy(desc(products.createdAt), desc(products.id))
      .limit(f.limit)
      .offset(f.offset),
  ]);
  return {
    products: await hydrate(db, rows),
    productsCount: all?.n ?? 0,
    filteredProductsCount: filtered?.n ?? 0,
  };
}

export async function allProductIds(db: Db): Promise<{ id: string; updatedAt: Date }[]> {
  return db
    .select({ id: products.id, updatedAt: products.updatedAt })
    .from(products)
    .orderBy(desc(products.createdAt));
}

export async function getProduct(db: Db, id: string): Promise<Product | undefined> {
  const rows = await db
    .select(base)
    .from(products)
    .leftJoin(categories, eq(categories.id, products.categoryId))
    .where(eq(products.id, id))
    .limit(1);
  const [p] = await hydrate(db, rows);
  return p;
}

export async function productImagePaths(db: Db, id: string): Promise<string[]> {
  const rows = await db
    .select({ path: productImages.path })
    .from(productImages)
    .where(eq(productImages.productId, id))
    .orderBy(asc(productImages.position));
  return rows.map((r) => r.path);
}

export interface ProductFields {
  name: string;
  description: string;
  price: number;
  ratings: number;
  categoryId: string | null;
  stock: number;
}

export async function insertProduct(
  db: Db,
  input: ProductFields,
  images: string[],
  createdAt?: Date,
): Promise<string> {
  const id = randomUUID();
  await db
    .insert(products)
    .values({ id, ...input, ...(createdAt ? { createdAt, updatedAt: createdAt } : {}) });
  await replaceImages(db, id, images);
  return id;
}

export async function updateProduct(db: Db, id: string, patch: Partial<ProductFields>): Promise<void> {
  await db
    .update(products)
    .set({ ...patch, updatedAt: new Date() })
    .where(eq(products.id, id));
}

export async function replaceImages(db: Db, productId: string, images: string[]): Promise<void> {
  await db.delete(productImages).where(eq(productImages.productId, productId));
  if (images.length === 0) return;
  await db
    .insert(productImages)
    .values(images.map((path, position) => ({ id: randomUUID(), productId, path, position })));
}

/**
 * Inside a transaction: removes `remove` and appends `add`, deciding from the images the product has
 * now (its row is locked first, so a concurrent edit is seen once it commits, never lost). Returns the
 * paths the product no longer uses, or null when the product is gone. Throws 400 when no image or too
 * many would remain.
 */
export async function editProductImages(
  tx: Db,
  id: string,
  change: { remove: ReadonlySet<string>; add: string[] },
  maxImages: number,
): Promise<string[] | null> {
  const [row] = await tx.select({ id: products.id }).from(products).where(eq(products.id, id)).for('update');
  if (!row) return null;
  if (change.remove.size === 0 && change.add.length === 0) return [];
  const current = await productImagePaths(tx, id);
  const kept = current.filter((p) => !change.remove.has(p));
  const next = [...kept, ...change.add];
  if (next.length === 0) throw badRequest('At least one image must remain', 'images');
  if (next.length > maxImages) throw badRequest(`A product can have at most ${maxImages} images`, 'images');
  await replaceImages(tx, id, next);
  return current.filter((p) => !next.includes(p));
}

/** Deletes the product (row locked); returns the image paths it used, or null when it did not exist. */
export async function deleteProduct(db: Db, id: string): Promise<string[] | null> {
  const [row] = await db.select({ id: products.id }).from(products).where(eq(products.id, id)).for('update');
  if (!row) return null;
  const images = await productImagePaths(db, id);
  await db.delete(products).where(eq(products.id, id));
  return images;
}

export async function findCategoryId(db: Db, value: string): Promise<string | undefined> {
  const isId = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(value);
  const [c] = await db
    .select({ id: categories.id })
    .from(categories)
    .where(isId ? eq(categories.id, value) : sql`lower(${categories.name}) = lower(${value})`)
    .limit(1);
  return c?.id;
}

/** What the audit log compares before and after an update: the fields an admin edits. */
export const productSnapshot = async (db: Db, id: string) => {
  const p = await getProduct(db, id);
  return (
    p && {
      name: p.name,
      description: p.description,
      price: p.price,
      ratings: p.ratings,
      category: p.category,
      stock: p.stock,
      images: p.image,
    }
  );
};
