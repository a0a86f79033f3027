/** Drizzle schema: the single source for migrations (drizzle-kit) and queries. Ids are UUID strings. */
import { sql } from 'drizzle-orm';
import {
  check,
  customType,
  doublePrecision,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';

const ts = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

export const users = pgTable('users', {
  id: text('id').primaryKey(),
  name: text('name').notNull(),
  email: text('email').notNull().unique(),
  /** Digits only, so "+91 98765-43210" and "919876543210" are the same login. */
  phone: text('phone').unique(),
  passwordHash: text('password_hash').notNull(),
  role: text('role').notNull().default('admin'),
  createdAt: ts('created_at').notNull().defaultNow(),
});

export const sessions = pgTable(
  'sessions',
  {
    /** sha256 of the cookie token: a leaked table does not leak usable sessions. */
    tokenHash: text('token_hash').primaryKey(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: ts('created_at').notNull().defaultNow(),
    lastSeenAt: ts('last_seen_at').notNull().defaultNow(),
    expiresAt: ts('expires_at').notNull(),
    ip: text('ip'),
    userAgent: text('user_agent'),
  },
  (t) => [index('sessions_user_idx').on(t.userId)],
);

/** Per-account login throttling, in the database so it holds across server processes. */
export const loginAttempts = pgTable('login_attempts', {
  key: text('key').primaryKey(),
  failures: integer('failures').notNull().default(0),
  windowStartedAt: ts('window_started_at').notNull(),
  lockedUntil: ts('locked_until'),
});

export const categories = pgTable(
  'categories',
  {
    id: text('id').primaryKey(),
    name: text('name').notNull(),
    description: text('description').notNull(),
    createdAt: ts('created_at').notNull().defaultNow(),
    updatedAt: ts('updated_at').notNull().defaultNow(),
  },
  (t) => [uniqueIndex('categories_name_lower_idx').on(sql`lower(${t.name})`)],
);

export const products = pgTable(
  'products',
  {
    id: text('id').primaryKey(),
    name: text('name').notNull(),
    description: text('description').notNull(),
    price: numeric('price', { precision: 12, scale: 2, mode: 'number' }).notNull(),
    ratings: doublePrecision('ratings').notNull().default(0),
    categoryId: text('category_id').references(() => categories.id, { onDelete: 'restrict' }),
    stock: integer('stock').notNull().default(0),
    createdAt: ts('created_at').notNull().defaultNow(),
    updatedAt: ts('updated_at').notNull().defaultNow(),
  },
  (t) => [index('products_created_idx').on(t.createdAt), index('products_category_idx').on(t.categoryId)],
);

export const productImages = pgTable(
  'product_images',
  {
    id: text('id').primaryKey(),
    productId: text('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    path: text('path').notNull(),
    position: integer('position').notNull(),
  },
  (t) => [
    index('product_images_product_idx').on(t.productId, t.position),
    index('product_images_path_idx').on(t.path),
  ],
);

export interface MediaVariant {
  width: number;
  path: string;
}

export const media = pgTable('media', {
  path: text('path').primaryKey(),
  kind: text('kind', { enum: ['image', 'video'] }).notNull(),
  mime: text('mime').notNull(),
  width: integer('width'),
  height: integer('height'),
  bytes: integer('bytes').notNull(),
  variants: jsonb('variants').$type<MediaVariant[]>().notNull().default([]),
  createdAt: ts('created_at').notNull().defaultNow(),
});

const bytea = customType<{ data: Buffer; driverData: Buffer | Uint8Array }>({
  dataType: () => 'bytea',
  fromDriver: (v) => (Buffer.isBuffer(v) ? v : Buffer.from(v)),
});

/**
 * The bytes of every stored file (originals and renditions) when MEDIA_STORE=database: written in the
 * same transaction as the rows that use them, so processes share media through the database alone.
 */
export const mediaBlobs = pgTable('media_blobs', {
  /** The file's /uploads/ path, as in media.path or one of media.variants. */
  path: text('path').primaryKey(),
  mime: text('mime').notNull(),
  bytes: integer('bytes').notNull(),
  data: bytea('data').notNull(),
  createdAt: ts('created_at').notNull().defaultNow(),
});

export const blogs = pgTable(
  'blogs',
  {
    id: text('id').primaryKey(),
    title: text('title').notNull(),
    heading: text('heading').notNull(),
    description: text('description').notNull(),
    author: text('author').notNull(),
    category: text('category', { enum: ['backOffice', 'digitalMarketing', 'others'] }).notNull(),
    iconPath: text('icon_path').notNull(),
    createdAt: ts('created_at').notNull().defaultNow(),
    updatedAt: ts('updated_at').notNull().defaultNow(),
  },
  (t) => [
    check('blogs_category_check', sql`${t.category} in ('backOffice', 'digitalMarketing', 'others')`),
    index('blogs_created_idx').on(t.createdAt),
    index('blogs_icon_idx').on(t.iconPath),
  ],
);

export const blogSections = pgTable(
  'blog_sections',
  {
    id: text('id').primaryKey(),
    blogId: text('blog_id')
      .notNull()
      .references(() => blogs.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
    heading: text('heading').notNull(),
    description: text('description').notNull(),
    imagePath: text('image_path').notNull(),
  },
  (t) => [
    index('blog_sections_blog_idx').on(t.blogId, t.position),
    index('blog_sections_image_idx').on(t.imagePath),
  ],
);

export const contactMessages = pgTable(
  'contact_messages',
  {
    id: text('id').primaryKey(),
    name: text('name').notNull(),
    email: text('email').notNull(),
    phone: text('phone').notNull(),
    message: text('message').notNull(),
    createdAt: ts('created_at').notNull().defaultNow(),
  },
  (t) => [index('contact_messages_created_idx').on(t.createdAt)],
);

export const secondSections = pgTable('second_sections', {
  id: text('id').primaryKey(),
  title: text('title').notNull(),
  para: text('para').notNull(),
  imgPath: text('img_path'),
  /** Keeps a stable order: editing a section must not move it. */
  createdAt: ts('created_at').notNull().defaultNow(),
  updatedAt: ts('updated_at').notNull().defaultNow(),
});
