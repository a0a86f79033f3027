/**
 * How the list and edit screens reach a type's API (issue 34). The generic one is the declaration's:
 * a page of items `{ data, total, limit }` from its list path, JSON saves whose files are media-library
 * paths (new files go into the library first), one item `{ data }`. A type whose API the spec fixes
 * says how it differs (types/post.ts sends multipart with its files; types/product.ts has the spec's
 * catalogue list and its own save bodies).
 */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  ADMIN_LIST_PAGE_SIZE,
  type ContentStatus,
  type JobStatus,
  type SuccessResponse,
} from '@vyoma/contract';
import type { Field, ListItemField } from '@vyoma/contract/content-types';
import { apiRequest } from '~/lib/api.ts';
import { apiUpload } from '~/lib/upload.ts';
import {
  type ContentItem,
  type ContentTypeDeclaration,
  contentApiUrl,
  contentKeys,
  itemOf,
} from '../components/contentTypes.ts';
import { type SeoValue, seoBody } from '../components/SeoPanel.tsx';
import { type BlockFormValue, blocksBody } from './form/blocks.ts';
import { type FormValues, keptEntries, type MediaListEntry, type MediaSlot } from './form/values.ts';

export interface ListQuery {
  page: number;
  status?: ContentStatus;
  /** The select fields' filters, by field name. */
  filters: Readonly<Record<string, string>>;
  /** Rows per page (default the admin's page size; a picker asks for the API's most). */
  limit?: number;
  /** Words in the title (and a page's address): the generic API's `?q=`, for pickers. */
  q?: string;
  /** Issue 36: `hi:missing` or `hi:needs-update` (the list's translation filter). */
  translation?: string;
}

/** One page of a list: its rows, how many match, the page size. */
export interface ListPage {
  data: ContentItem[];
  total: number;
  limit: number;
}

/** What a save sends besides the fields. */
export interface SaveContent {
  slug?: string;
  seo: SeoValue;
  status?: ContentStatus;
  publishAt?: string;
  /** Open or closed (workflow `open`). */
  state?: JobStatus;
  /** The version the form holds (edits): a newer save by someone else is refused (409). */
  version?: number;
}

export interface SaveRequest {
  type: ContentTypeDeclaration;
  /** The item saved over (none: a new one). */
  item?: ContentItem;
  /** The checked values (files as the form holds them). */
  values: FormValues;
  content: SaveContent;
  onProgress?: (fraction: number) => void;
}

export interface ContentApi {
  list(type: ContentTypeDeclaration, query: ListQuery, signal?: AbortSignal): Promise<ListPage>;
  /** One item as staff edit it (default: the declaration's `one` path, which staff read in full). */
  one?(type: ContentTypeDeclaration, id: string, signal?: AbortSignal): Promise<ContentItem>;
  save(request: SaveRequest): Promise<ContentItem>;
  /** Sends new files with the save (multipart); otherwise the form stores them in the library first. */
  sendsFiles: boolean;
  /** Server error keys that name a form field otherwise (the spec's products: `images` is `image`). */
  errorFields?: Readonly<Record<string, string>>;
}

/** The body's value of a field (files as library paths). */
function jsonValue(field: Field | ListItemField, value: unknown): unknown {
  switch (field.kind) {
    case 'media':
      return (value as MediaSlot).path;
    case 'mediaList':
      return keptEntries(value as MediaListEntry[]).map((entry) => entry.path);
    case 'list':
      return (value as Record<string, unknown>[]).map((item) => ({
        ...(typeof item._id === 'string' ? { _id: item._id } : {}),
        ...Object.fromEntries(field.of.map((sub) => [sub.name, jsonValue(sub, item[sub.name])])),
      }));
    case 'blocks':
      return blocksBody(field, value as BlockFormValue[]);
    default:
      return value;
  }
}

/** The JSON body of a generic save: every field, then the URL name, SEO, status and version. */
export function jsonBody(type: ContentTypeDeclaration, values: FormValues, content: SaveContent) {
  return {
    ...Object.fromEntries(type.fields.map((field) => [field.name, jsonValue(field, values[field.name])])),
    ...(content.slug ? { slug: content.slug } : {}),
    ...(type.seo ? { seo: seoBody(content.seo) } : {}),
    ...(type.workflow === 'publish' ? { status: content.status, publishAt: content.publishAt } : {}),
    ...(type.workflow === 'open' ? { status: content.state } : {}),
    ...(content.version !== undefined ? { version: content.version } : {}),
  };
}

/** The generic API of a declared type (GET list, JSON create and update). */
export const jsonApi: ContentApi = {
  sendsFiles: false,
  async list(type, { page, status, filters, limit = ADMIN_LIST_PAGE_SIZE, q, translation }, signal) {
    const answer = await apiRequest<ListPage>(
      contentApiUrl(type.api.list, {}, { ...filters, status, q, translation, page, limit }),
      { signal },
    );
    return { data: answer.data, total: answer.total, limit: answer.limit };
  },
  async save({ type, item, values, content }) {
    const body = jsonBody(type, values, content);
    const answer = item
      ? await apiRequest<unknown>(contentApiUrl(type.api.update, { id: item._id }), { method: 'PUT', body })
      : await apiRequest<unknown>(contentApiUrl(type.api.create), { method: 'POST', body });
    return itemOf(type, answer);
  },
};

/** A field as multipart parts: files as files, stored files as their paths, documents as JSON text. */
function appendField(
  form: FormData,
  key: string,
  field: Field | ListItemField,
  value: unknown,
  saved: unknown,
): void {
  switch (field.kind) {
    case 'media': {
      const slot = value as MediaSlot;
      // A top-level file left as saved is not sent (kept); one in a list item is sent by its path.
      if (slot.file) form.append(key, slot.file);
      else if (slot.path && slot.path !== saved) form.append(key, slot.path);
      return;
    }
    case 'mediaList':
      for (const entry of keptEntries(value as MediaListEntry[]))
        if (entry.file ?? entry.path) form.append(key, entry.file ?? (entry.path as string));
      return;
    case 'list':
      (value as Record<string, unknown>[]).forEach((item, i) => {
        // A saved item's id: it keeps it (and its versions in other languages).
        if (typeof item._id === 'string') form.append(`${key}[${i}][_id]`, item._id);
        for (const sub of field.of)
          appendField(
            form,
            `${key}[${i}][${sub.name}]`,
            sub,
            item[sub.name],
            sub.kind === 'media' ? null : undefined,
          );
      });
      return;
    case 'richText':
      form.append(key, JSON.stringify(value));
      return;
    case 'blocks':
      form.append(key, JSON.stringify(blocksBody(field, value as BlockFormValue[])));
      return;
    default:
      if (value !== null && value !== undefined) form.append(key, String(value));
  }
}

/**
 * The multipart body of a save: each field under its name (or the key `keys` gives it), list items as
 * `name[i][sub]`, then the URL name, status, version and SEO fields.
 */
export function multipartBody(
  type: ContentTypeDeclaration,
  values: FormValues,
  content: SaveContent,
  item?: ContentItem,
  keys: Readonly<Record<string, string>> = {},
): FormData {
  const form = new FormData();
  for (const field of type.fields)
    appendField(form, keys[field.name] ?? field.name, field, values[field.name], item?.[field.name]);
  if (content.status) form.append('status', content.status);
  if (content.publishAt) form.append('publishAt', content.publishAt);
  if (content.slug) form.append('slug', content.slug);
  if (content.version !== undefined) form.append('version', String(content.version));
  for (const [key, value] of Object.entries(seoBody(content.seo))) form.append(`seo[${key}]`, String(value));
  return form;
}

/** A type whose API takes its files in a multipart save (the spec's posts), at its declared paths. */
export const multipartApi: ContentApi = {
  sendsFiles: true,
  list: jsonApi.list,
  async save({ type, item, values, content, onProgress }) {
    const form = multipartBody(type, values, content, item);
    const answer = item
      ? await apiUpload<unknown>(contentApiUrl(type.api.update, { id: item._id }), 'PUT', form, onProgress)
      : await apiUpload<unknown>(contentApiUrl(type.api.create), 'POST', form, onProgress);
    return itemOf(type, answer);
  },
};

export function useDeleteItem(type: ContentTypeDeclaration) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) =>
      apiRequest<SuccessResponse>(contentApiUrl(type.api.remove, { id }), { method: 'DELETE' }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: contentKeys.type(type) }),
  });
}
