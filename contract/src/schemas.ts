/**
 * Request schemas of spec §5 and §7. The server validates every request with these and the web forms
 * use the same schemas (react-hook-form + zod resolver), so client and server agree on every rule.
 * Multipart values arrive as strings, so numbers are coerced, and blank strings count as missing.
 */
import { z } from 'zod';
import { BLOG_CATEGORIES, PASSWORD_MIN_LENGTH, UPLOAD_LIMITS } from './constants.ts';

// In the browser, zod would probe for eval (new Function) to compile faster parsers; the site's CSP
// forbids eval, and the probe is reported as a violation. The forms are small: parse without it.
if ('window' in globalThis) z.config({ jitless: true });

const blankToUndefined = (value: unknown) =>
  typeof value === 'string' && value.trim() === '' ? undefined : value;

/** A required, trimmed text field with a readable message naming the field. */
export const requiredText = (label: string, max: number) =>
  z
    .string({ error: `${label} is required` })
    .trim()
    .min(1, `${label} is required`)
    .max(max, `${label} must be at most ${max} characters`);

/** A required number (also from a multipart string) within bounds. */
export const requiredNumber = (label: string, opts: { min: number; max: number; integer?: boolean }) =>
  z.preprocess(
    (value) => {
      const v = blankToUndefined(value);
      return typeof v === 'string' ? Number(v) : v;
    },
    (() => {
      let n = z
        .number({
          error: (issue) =>
            issue.input === undefined ? `${label} is required` : `${label} must be a number`,
        })
        .min(opts.min, `${label} must be at least ${opts.min}`)
        .max(opts.max, `${label} must be at most ${opts.max}`);
      if (opts.integer) n = n.int(`${label} must be a whole number`);
      return n;
    })(),
  );

// --- auth -------------------------------------------------------------------------------------------

/** The login screen calls the first field "username"; the payload calls it email (email or phone). */
export const loginSchema = z.object({
  email: requiredText('Email or phone', 254),
  password: z
    .string({ error: 'Password is required' })
    .min(1, 'Password is required')
    .max(256, 'Password is too long'),
});
export type LoginInput = z.infer<typeof loginSchema>;

export const passwordSchema = z
  .string()
  .min(PASSWORD_MIN_LENGTH, `Password must be at least ${PASSWORD_MIN_LENGTH} characters`)
  .max(256, 'Password is too long');

// --- contact ----------------------------------------------------------------------------------------

export const PHONE_PATTERN = /^\+?[0-9 ()-]{6,20}$/;

export const contactSchema = z.object({
  name: requiredText('Name', 100),
  email: z
    .string({ error: 'Email is required' })
    .trim()
    .min(1, 'Email is required')
    .max(254, 'Email must be at most 254 characters')
    .pipe(z.email('Enter a valid email address')),
  phone: z
    .string({ error: 'Phone is required' })
    .trim()
    .min(1, 'Phone is required')
    .regex(PHONE_PATTERN, 'Enter a valid phone number (digits, spaces, +, - and brackets)'),
  message: requiredText('Message', 5000),
  /** Honeypot: humans never see or fill it; a filled one is accepted and silently dropped. */
  website: z.string().max(500).optional(),
});
export type ContactInput = z.infer<typeof contactSchema>;

// --- categories -------------------------------------------------------------------------------------

export const categorySchema = z.object({
  name: requiredText('Name', 80),
  description: requiredText('Description', 1000),
});
export type CategoryInput = z.infer<typeof categorySchema>;

// --- products ---------------------------------------------------------------------------------------

const productName = requiredText('Name', 120);
const productDescription = requiredText('Description', 5000);
const productPrice = requiredNumber('Price', { min: 0, max: 10_000_000 });
const productStock = requiredNumber('Stock', { min: 0, max: 1_000_000, integer: true });
const productRatings = requiredNumber('Ratings', { min: 0, max: 5 });

/** Text fields of POST /api/v1/admin/product/new (images are files, checked separately). */
export const productCreateSchema = z.object({
  name: productName,
  description: productDescription,
  price: productPrice,
  ratings: productRatings,
  category: requiredText('Category', 64),
  stock: productStock,
});
export type ProductCreateInput = z.infer<typeof productCreateSchema>;

/**
 * PUT /api/v1/admin/product/{id}: the spec's JSON body {name, price, stock, description}; optionally
 * also ratings, category and removeImages (stored paths to drop). As multipart it may add images too.
 */
export const productUpdateSchema = z.object({
  name: productName,
  price: productPrice,
  stock: productStock,
  description: productDescription,
  ratings: productRatings.optional(),
  category: z.string().trim().min(1).max(64).optional(),
  removeImages: z.array(z.string().max(300)).max(UPLOAD_LIMITS.productImagesMax).optional(),
});
export type ProductUpdateInput = z.infer<typeof productUpdateSchema>;

/** GET /api/v1/products query, with the spec's defaults. */
export const productQuerySchema = z.object({
  keyword: z.string().trim().max(100).default(''),
  page: requiredNumber('page', { min: 1, max: 100_000, integer: true }).default(1),
  'price[gte]': requiredNumber('price[gte]', { min: 0, max: 10_000_000 }).default(0),
  'price[lte]': requiredNumber('price[lte]', { min: 0, max: 10_000_000 }).default(25000),
  'ratings[gte]': requiredNumber('ratings[gte]', { min: 0, max: 5 }).default(0),
});
export type ProductQuery = z.infer<typeof productQuerySchema>;

// --- blogs ------------------------------------------------------------------------------------------

export const blogCategorySchema = z.enum(BLOG_CATEGORIES, {
  error: `Category must be one of ${BLOG_CATEGORIES.join(', ')}`,
});

export const blogSectionSchema = z.object({
  heading: requiredText('Section heading', 200),
  description: requiredText('Section description', 10000),
});

/** Text fields of POST/PUT /api/v1/blogs; icon and section images are files (or kept paths). */
export const blogFieldsSchema = z.object({
  title: requiredText('Title', 200),
  heading: requiredText('Heading', 200),
  description: requiredText('Description', 5000),
  author: requiredText('Author', 100),
  category: z.preprocess(blankToUndefined, blogCategorySchema),
  content: z
    .array(blogSectionSchema)
    .min(1, 'Add at least one content section')
    .max(UPLOAD_LIMITS.blogSectionsMax, `At most ${UPLOAD_LIMITS.blogSectionsMax} content sections`),
});
export type BlogFieldsInput = z.infer<typeof blogFieldsSchema>;

// --- second sections --------------------------------------------------------------------------------

export const secondSectionSchema = z.object({
  title: requiredText('Title', 200),
  para: requiredText('Paragraph', 5000),
});
export type SecondSectionInput = z.infer<typeof secondSectionSchema>;

/** Stored media paths always look like this (names we generate). */
export const UPLOAD_PATH_PATTERN = /^\/uploads\/[a-z0-9][a-z0-9-]{0,80}\.(png|jpe?g|webp|gif|avif|mp4|webm)$/;
