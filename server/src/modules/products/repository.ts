/** SQL for products and their images. */
import { randomUUID } from 'node:crypto';
import type { ContentStatus, MediaInfo, Product } from '@vyoma/contract';
import { and, asc, desc, eq, gte, ilike, inArray, lte, or, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { categories, productImages, products } from '../../db/schema.ts';
import { badRequest } from '../../http/errors.ts';
import {
  type Audience,
  assertSlugFree,
  byIdOrSlug,
  type ContentRow,
  changeSummary,
  checkVersion,
  contentColumns,
  contentParts,
  contentView,
  deleteItemTraces,
  type Editor,
  freeSlug,
  publicOnly,
  recordSlugChange,
  restorePlan,
  type SitemapSource,
  saveStamp,
  staffNames,
  statusFields,
  visibleTo,
  withSlugConflict,
  writeRevision,
} from '../content/index.ts';
import { mediaByPaths } from '../media/index.ts';
import { emitStatusChange } from '../webhooks/index.ts';

const KIND = 'product';

export interface ProductFilter {
  keyword: string;
  priceGte: number;
  priceLte: number;
  ratingsGte: number;
  status?: ContentStatus;
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
  updatedAt: products.updatedAt,
  ...contentColumns(products),
};

type BaseRow = ContentRow & {
  id: string;
  name: string;
  description: string;
  price: number;
  ratings: number;
  categoryId: string | null;
  categoryName: string | null;
  stock: number;
  createdAt: Date;
  updatedAt: Date;
};

async function hydrate(db: Db, rows: BaseRow[], audience: Audience): Promise<Product[]> {
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
  const [infos, names] = await Promise.all([
    mediaByPaths(
      db,
      imgs.map((i) => i.path),
    ),
    staffNames(db, rows, audience),
  ]);
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
      updatedAt: r.updatedAt.toISOString(),
      ...contentView(r, names),
    };
  });
}

/** A page of the catalogue; the public sees (and counts) published products only. */
export async function listProducts(
  db: Db,
  f: ProductFilter,
  audience: Audience = 'public',
): Promise<{ products: Product[]; productsCount: number; filteredProductsCount: number }> {
  const visible = visibleTo(products, audience);
  const conds: (SQL | undefined)[] = [
    visible,
    gte(products.price, f.priceGte),
    lte(products.price, f.priceLte),
    gte(products.ratings, f.ratingsGte),
    f.status ? eq(products.status, f.status) : undefined,
  ];
  if (f.keyword) {
    const p = likePattern(f.keyword);
    conds.push(or(ilike(products.name, p), ilike(products.description, p))!);
  }
  const where = and(...conds);
  const [[all], [filtered], rows] = await Promise.all([
    db.select({ n: sql<number>`count(*)::int` }).from(products).where(visible),
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
    products: await hydrate(db, rows, audience),
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
  const rows = await db
    .select(base)
    .from(products)
    .leftJoin(categories, eq(categories.id, products.categoryId))
    .where(and(byIdOrSlug(products, idOrSlug), visibleTo(products, audience)))
    .limit(1);
  const [p] = await hydrate(db, rows, audience);
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

/** The content-model fields of a save; each left out keeps what the item has (create: defaults). */
export interface ProductContentInput {
  slug?: string;
  seo?: { title?: string | null; description?: string | null; image?: string | null; noindex?: boolean };
  status?: ContentStatus;
  publishAt?: string | null;
  version?: number;
}

const seoColumns = (seo: ProductContentInput['seo']) => ({
  ...(seo?.title !== undefined ? { seoTitle: seo.title } : {}),
  ...(seo?.description !== undefined ? { seoDescription: seo.description } : {}),
  ...(seo?.image !== undefined ? { seoImage: seo.image } : {}),
  ...(seo?.noindex !== undefined ? { noindex: seo.noindex } : {}),
});

const mediaOf = (p: Product) => [...p.image, ...(p.seo.image ? [p.seo.image] : [])];

async function recordRevision(
  tx: Db,
  id: string,
  editor: Editor | null,
  before: Product | null,
  summary?: string,
) {
  const after = (await getProduct(tx, id, 'staff'))!;
  const parts = before && [
    { label: 'name', before: before.name, after: after.name },
    { label: 'description', before: before.description, after: after.description },
    { label: 'price', before: before.price, after: after.price },
    { label: 'ratings', before: before.ratings, after: after.ratings },
    { label: 'category', before: before.category, after: after.category },
    { label: 'stock', before: before.stock, after: after.stock },
    ...contentParts(before, after),
  ];
  await writeRevision(tx, {
    kind: KIND,
    itemId: id,
    version: after.version,
    editor,
    summary:
      summary ??
      (parts
        ? changeSummary(parts, { before: before.image, after: after.image }, false)
        : changeSummary([], null, true)),
    data: after,
    media: mediaOf(after),
  });
  await emitStatusChange(tx, 'product', before, after);
}

/** Inside a transaction: creates the product with its images and first revision; returns its id. */
export async function insertProduct(
  db: Db,
  input: ProductFields,
  images: string[],
  opts: { content?: ProductContentInput; editor?: Editor | null; createdAt?: Date } = {},
): Promise<string> {
  const id = randomUUID();
  const content = opts.content ?? {};
  if (content.slug) await assertSlugFree(db, KIND, content.slug, null);
  const slug = content.slug ?? (await freeSlug(db, KIND, input.name));
  const at = opts.createdAt;
  const status = statusFields(content.status, content.publishAt, null);
  await withSlugConflict(slug, () =>
    db.insert(products).values({
      id,
      ...input,
      slug,
      ...seoColumns(content.seo),
      ...status,
      ...(at ? { createdAt: at, updatedAt: at, ...(status.publishedAt ? { publishedAt: at } : {}) } : {}),
      createdBy: opts.editor?.id ?? null,
      updatedBy: opts.editor?.id ?? null,
    }),
  );
  await replaceImages(db, id, images);
  await recordSlugChange(db, KIND, id, null, slug);
  await recordRevision(db, id, opts.editor ?? null, null);
  return id;
}

/**
 * Inside a transaction, after editProductImages locked the row: saves the fields, the slug change and
 * a revision. `before` is the product as it was when the save began (read under the lock).
 */
export async function updateProduct(
  db: Db,
  id: string,
  patch: Partial<ProductFields>,
  before: Product,
  opts: { content?: ProductContentInput; editor?: Editor | null; summary?: string } = {},
): Promise<void> {
  const content = opts.content ?? {};
  if (content.slug) await assertSlugFree(db, KIND, content.slug, id);
  const slug = content.slug ?? before.slug;
  await withSlugConflict(slug, () =>
    db
      .update(products)
      .set({
        ...patch,
        slug,
        ...seoColumns(content.seo),
        ...statusFields(content.status, content.publishAt, {
          status: before.status,
          publishAt: before.publishAt ? new Date(before.publishAt) : null,
          publishedAt: before.publishedAt ? new Date(before.publishedAt) : null,
        }),
        ...saveStamp(opts.editor ?? null),
      })
      .where(eq(products.id, id)),
  );
  await recordSlugChange(db, KIND, id, before.slug, slug);
  await recordRevision(db, id, opts.editor ?? null, before, opts.summary);
}

/**
 * Inside a transaction: saves a revision's fields, images, URL name and SEO again through
 * updateProduct (a new version and revision); status and publishing time stay as they are now, and a
 * category deleted since keeps the current one. Returns the paths to release, or null when gone.
 */
export async function restoreProduct(
  tx: Db,
  id: string,
  revision: { data: Product; createdAt: Date },
  editor: Editor | null,
  maxImages: number,
): Promise<string[] | null> {
  const before = await lockProduct(tx, id, undefined);
  if (before === null) return null;
  const d = revision.data;
  const plan = await restorePlan(tx, KIND, id, { createdAt: revision.createdAt, slug: d.slug }, before.slug);
  const released = await editProductImages(
    tx,
    id,
    { remove: new Set(before.image), add: d.image },
    Math.max(maxImages, d.image.length),
  );
  const categoryId = d.category && (await findCategoryId(tx, d.category)) ? d.category : before.category;
  await updateProduct(
    tx,
    id,
    {
      name: d.name,
      description: d.description,
      price: d.price,
      ratings: d.ratings,
      stock: d.stock,
      categoryId,
    },
    before,
    {
      content: { slug: plan.slug, seo: d.seo, status: before.status, publishAt: before.publishAt },
      editor,
      summary: plan.summary,
    },
  );
  return [...(released ?? []), ...(before.seo.image ? [before.seo.image] : [])];
}

/** Inside a transaction: the row locked, the version checked, the product as it is now (null: gone). */
export async function lockProduct(db: Db, id: string, version: number | undefined): Promise<Product | null> {
  const [row] = await db.select({ id: products.id }).from(products).where(eq(products.id, id)).for('update');
  if (!row) return null;
  await checkVersion(db, KIND, id, version, 'product');
  return (await getProduct(db, id, 'staff'))!;
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
  const before = (await getProduct(db, id, 'staff'))!;
  await db.delete(products).where(eq(products.id, id));
  await emitStatusChange(db, 'product', before, before, { deleted: true });
  const history = await deleteItemTraces(db, KIND, id);
  return [...mediaOf(before), ...history];
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
  const p = await getProduct(db, id, 'staff');
  return (
    p && {
      name: p.name,
      description: p.description,
      price: p.price,
      ratings: p.ratings,
      category: p.category,
      stock: p.stock,
      images: p.image,
      slug: p.slug,
      seo: p.seo,
      status: p.status,
      publishAt: p.publishAt,
    }
  );
};
