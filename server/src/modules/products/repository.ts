/**
 * Products: what the generic content repository (modules/content engine.ts) does not know of them:
 * the catalogue's filters and counts (spec §7) and the category a form names. Reading, saving,
 * revisions and deleting are the engine's, from the declaration (contract content-types/product.ts).
 */
import type { ContentStatus, Product } from '@vyoma/contract';
import { PRODUCT } from '@vyoma/contract/content-types';
import { and, desc, eq, gte, ilike, lte, or, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { categories, products } from '../../db/schema.ts';
import {
  type Audience,
  type ContentInput,
  type Editor,
  getItem,
  hydrate,
  insertItem,
  modelOf,
  publicInLanguage,
  publicOnly,
  type SitemapSource,
  selectItems,
  selectItemsIn,
  translationWhere,
  visibleTo,
} from '../content/index.ts';

const model = () => modelOf(PRODUCT.name);

export interface ProductFilter {
  keyword: string;
  priceGte: number;
  priceLte: number;
  ratingsGte: number;
  status?: ContentStatus | undefined;
  /** Issue 36: `hi:missing` / `hi:needs-update` (staff lists). */
  translation?: string | undefined;
  limit: number;
  offset: number;
}

/** ILIKE pattern that matches the keyword literally (%, _ and \ escaped). */
export const likePattern = (keyword: string) => `%${keyword.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/** A page of the catalogue; the public sees (and counts) published products only. */
export async function listProducts(
  db: Db,
  f: ProductFilter,
  audience: Audience = 'public',
): Promise<{ products: Product[]; productsCount: number; filteredProductsCount: number }> {
  const visible = visibleTo(PRODUCT.name, audience);
  const conds: (SQL | undefined)[] = [
    visible,
    gte(products.price, f.priceGte),
    lte(products.price, f.priceLte),
    gte(products.ratings, f.ratingsGte),
    f.status ? eq(products.status, f.status) : undefined,
    translationWhere(model(), f.translation),
  ];
  if (f.keyword) {
    const p = likePattern(f.keyword);
    conds.push(or(ilike(products.name, p), ilike(products.description, p))!);
  }
  const where = and(...conds);
  const [[all], [filtered], rows] = await Promise.all([
    db.select({ n: sql<number>`count(*)::int` }).from(products).where(visible),
    db.select({ n: sql<number>`count(*)::int` }).from(products).where(where),
    selectItems(db, model())
      .where(where)
      .orderBy(desc(products.createdAt), desc(products.id))
      .limit(f.limit)
      .offset(f.offset),
  ]);
  return {
    products: (await hydrate(db, model(), rows as never, audience)) as unknown as Product[],
    productsCount: all?.n ?? 0,
    filteredProductsCount: filtered?.n ?? 0,
  };
}

/**
 * Issue 36: a page of the catalogue in another language: the products whose version there is
 * published, with its words, the keyword matched against them (prices and ratings are shared).
 */
export async function listProductsIn(
  db: Db,
  lang: string,
  f: ProductFilter,
): Promise<{ products: Product[]; productsCount: number; filteredProductsCount: number }> {
  const m = model();
  const tr = m.translations!;
  const visible = publicInLanguage(m);
  const conds: (SQL | undefined)[] = [
    visible,
    gte(products.price, f.priceGte),
    lte(products.price, f.priceLte),
    gte(products.ratings, f.ratingsGte),
  ];
  if (f.keyword) {
    const p = likePattern(f.keyword);
    conds.push(
      or(ilike(tr.name as typeof products.name, p), ilike(tr.description as typeof products.name, p))!,
    );
  }
  const where = and(...conds);
  const joined = and(
    eq(tr.itemId as typeof products.id, products.id),
    eq(tr.lang as typeof products.id, lang),
  );
  const counted = (w: SQL | undefined) =>
    db.select({ n: sql<number>`count(*)::int` }).from(products).innerJoin(tr, joined).where(w);
  const [[all], [filtered], rows] = await Promise.all([
    counted(visible),
    counted(where),
    selectItemsIn(db, m, lang)
      .where(where)
      .orderBy(desc(products.createdAt), desc(products.id))
      .limit(f.limit)
      .offset(f.offset),
  ]);
  return {
    products: (await hydrate(db, m, rows as never, 'public')) as unknown as Product[],
    productsCount: all?.n ?? 0,
    filteredProductsCount: filtered?.n ?? 0,
  };
}

/** Published products search engines may list (the sitemap), oldest first. */
export const productSitemap: SitemapSource = {
  table: products,
  slug: products.slug,
  updatedAt: products.updatedAt,
  order: [products.createdAt, products.id],
  where: () => and(publicOnly(products), eq(products.noindex, false)),
};

/** One product by id or current slug; the public sees it only when published. */
export async function getProduct(
  db: Db,
  idOrSlug: string,
  audience: Audience = 'public',
): Promise<Product | undefined> {
  return (await getItem(db, model(), idOrSlug, audience)) as Product | undefined;
}

export interface ProductFields {
  name: string;
  description: string;
  price: number;
  ratings: number;
  categoryId: string | null;
  stock: number;
}

/** Inside a transaction: creates the product with its images and first revision; returns its id (the seed). */
export function insertProduct(
  db: Db,
  { categoryId, ...fields }: ProductFields,
  images: string[],
  opts: { content?: ContentInput; editor?: Editor | null; createdAt?: Date } = {},
): Promise<string> {
  return insertItem(db, model(), { ...fields, category: categoryId, image: images }, opts);
}

/** The id of a category named by its id or its name (any case), or undefined. */
export async function findCategoryId(db: Db, value: string): Promise<string | undefined> {
  const isId = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(value);
  const [c] = await db
    .select({ id: categories.id })
    .from(categories)
    .where(isId ? eq(categories.id, value) : sql`lower(${categories.name}) = lower(${value})`)
    .limit(1);
  return c?.id;
}
