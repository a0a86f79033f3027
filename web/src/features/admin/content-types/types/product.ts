/**
 * Products in the admin (spec §2.8, §5, §7): the spec's catalogue list (`{ products,
 * filteredProductsCount, resultPerPage }`, every price), a new product as multipart with its
 * `images`, an edit as the spec's JSON body (images to drop in `removeImages`; multipart when it adds
 * some), the contract's rules for its fields, and its own words ("Images", "At least one image must
 * remain."). After an edit the success message shows for PRODUCT_EDIT_REDIRECT_MS before the list.
 */
import {
  API,
  MESSAGES,
  PRODUCT_EDIT_REDIRECT_MS,
  PRODUCT_IMAGE_TYPES,
  type ProductListResponse,
} from '@vyoma/contract';
import { PRODUCT } from '@vyoma/contract/content-types';
import { productCreateSchema, productUpdateSchema } from '@vyoma/contract/schemas';
import { z } from 'zod';
import { typeList } from '~/components/ui/fileChecks.ts';
import { apiRequest } from '~/lib/api.ts';
import { apiUpload } from '~/lib/upload.ts';
import { contentApiUrl, itemOf } from '../../components/contentTypes.ts';
import { seoBody } from '../../components/SeoPanel.tsx';
import { type TypeAdmin, textFor } from '../admin.ts';
import { type ContentApi, multipartBody, type SaveContent } from '../api.ts';
import type { FormValues, MediaListEntry } from '../form/values.ts';

/** The public list hides prices above ₹25,000 by default (spec §7); the admin sees every product. */
const ADMIN_PRICE_CEILING = 10_000_000;

const blankToUndefined = (value: unknown) => (value === '' ? undefined : value);
const create = productCreateSchema.shape;
const update = productUpdateSchema.shape;

/** The spec's PUT body: JSON; as multipart when it adds images (files, or library images by path). */
function updateBody(
  values: FormValues,
  content: SaveContent,
): { body: Record<string, unknown>; added: (File | string)[] } {
  const entries = values.image as MediaListEntry[];
  const removed = entries.filter((e) => e.saved && e.removed).map((e) => e.path as string);
  const added = entries.filter((e) => !e.saved && !e.removed).map((e) => e.file ?? (e.path as string));
  return {
    body: {
      name: values.name,
      price: values.price,
      stock: values.stock,
      description: values.description,
      ratings: values.ratings,
      category: values.category,
      removeImages: removed.length > 0 ? removed : undefined,
      slug: content.slug,
      seo: seoBody(content.seo),
      status: content.status,
      publishAt: content.publishAt,
      version: content.version,
    },
    added,
  };
}

function asMultipart(body: Record<string, unknown>, files: (File | string)[]): FormData {
  const form = new FormData();
  for (const [key, value] of Object.entries(body)) {
    if (value === undefined) continue;
    if (Array.isArray(value)) for (const item of value) form.append(key, String(item));
    else if (typeof value === 'object' && value !== null)
      for (const [field, item] of Object.entries(value)) form.append(`${key}[${field}]`, String(item));
    else form.append(key, String(value));
  }
  for (const file of files) form.append('images', file);
  return form;
}

const productApi: ContentApi = {
  sendsFiles: true,
  errorFields: { images: 'image' },
  async list(_type, { page, status, translation }, signal) {
    const query = new URLSearchParams({ page: String(page), 'price[lte]': String(ADMIN_PRICE_CEILING) });
    if (status) query.set('status', status);
    if (translation) query.set('translation', translation);
    const answer = await apiRequest<ProductListResponse>(`${API.products}?${query}`, { signal });
    return { data: answer.products, total: answer.filteredProductsCount, limit: answer.resultPerPage };
  },
  async save({ type, item, values, content, onProgress }) {
    if (!item) {
      const form = multipartBody(type, values, content, undefined, { image: 'images' });
      return itemOf(type, await apiUpload<unknown>(contentApiUrl(type.api.create), 'POST', form, onProgress));
    }
    const url = contentApiUrl(type.api.update, { id: item._id });
    const { body, added } = updateBody(values, content);
    const answer =
      added.length === 0
        ? await apiRequest<unknown>(url, { method: 'PUT', body })
        : await apiUpload<unknown>(url, 'PUT', asMultipart(body, added), onProgress);
    return itemOf(type, answer);
  },
};

export const productAdmin: TypeAdmin = {
  text: {
    ...textFor(PRODUCT.label),
    listLead: 'The catalogue visitors see on the Products page.',
    createLead: 'Every field is required, with at least one PNG or JPEG image.',
    pagerLabel: 'Product pages',
    itemFailed: MESSAGES.product.fetchFailed,
    created: MESSAGES.product.added,
    createFailed: MESSAGES.product.addFailed,
    updateFailed: MESSAGES.product.updateFailed,
    savedFailed: MESSAGES.product.fetchFailed,
  },
  api: productApi,
  labels: { image: 'Images' },
  schema: (mode) => ({
    // A new product needs every field; an edit keeps its ratings and category when left blank.
    rules:
      mode === 'create'
        ? {
            name: create.name,
            description: create.description,
            price: create.price,
            ratings: create.ratings,
            category: create.category,
            stock: create.stock,
          }
        : {
            name: update.name,
            description: update.description,
            price: update.price,
            ratings: z.preprocess(blankToUndefined, update.ratings),
            category: z.preprocess(blankToUndefined, update.category),
            stock: update.stock,
          },
    missing: (field) =>
      field.kind !== 'mediaList'
        ? undefined
        : mode === 'create'
          ? `Add at least one ${typeList(PRODUCT_IMAGE_TYPES)} image.`
          : 'At least one image must remain.',
  }),
  listAfterEditMs: PRODUCT_EDIT_REDIRECT_MS,
};
