/** Admin product queries and mutations (every key starts with 'products': one invalidation covers all). */
import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  API,
  type ContentStatus,
  type ProductListResponse,
  type ProductResponse,
  type SuccessResponse,
} from '@vyoma/contract';
import { apiRequest } from '~/lib/api.ts';
import { apiUpload } from '~/lib/upload.ts';
import { adminProductKeys } from '../components/queries.ts';

/** The public list hides prices above ₹25,000 by default (spec §7); the admin sees every product. */
const ADMIN_PRICE_CEILING = 10_000_000;

export const adminProductListQuery = (page: number, status?: ContentStatus) =>
  queryOptions({
    queryKey: adminProductKeys.list(page, status),
    queryFn: ({ signal }) => {
      const query = new URLSearchParams({ page: String(page), 'price[lte]': String(ADMIN_PRICE_CEILING) });
      if (status) query.set('status', status);
      return apiRequest<ProductListResponse>(`${API.products}?${query}`, { signal });
    },
    placeholderData: keepPreviousData,
  });

export const adminProductQuery = (id: string) =>
  queryOptions({
    queryKey: adminProductKeys.detail(id),
    queryFn: async ({ signal }) => (await apiRequest<ProductResponse>(API.product(id), { signal })).product,
  });

export function useAdminProducts(page: number, status?: ContentStatus) {
  return useQuery(adminProductListQuery(page, status));
}

export function useAdminProduct(id: string) {
  return useQuery(adminProductQuery(id));
}

export interface UploadVars {
  form: FormData;
  onProgress: (fraction: number) => void;
}

export function useCreateProduct() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ form, onProgress }: UploadVars) =>
      apiUpload<ProductResponse>(API.adminProductNew, 'POST', form, onProgress),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: adminProductKeys.all }),
  });
}

export interface ProductUpdateBody {
  name: string;
  price: number;
  stock: number;
  description: string;
  ratings?: number;
  category?: string;
  removeImages?: string[];
  slug?: string;
  /** The SEO panel's fields (blank clears an override). */
  seo?: { title: string; description: string; image: string; noindex: boolean };
  status?: ContentStatus;
  publishAt?: string;
  /** The version the form loaded: a save over a newer one is refused (409). */
  version?: number;
}

/**
 * PUT of a product: JSON when no new images (the spec's body); multipart with progress when there are
 * some. The form's buttons (useUpdateProduct) and its autosave both send through here.
 */
export function sendProductUpdate(
  id: string,
  body: ProductUpdateBody,
  /** New images in order: files, and library images as their paths. */
  files: (File | string)[],
  onProgress?: (fraction: number) => void,
): Promise<ProductResponse> {
  if (files.length === 0) return apiRequest<ProductResponse>(API.adminProduct(id), { method: 'PUT', body });
  const form = new FormData();
  for (const [key, value] of Object.entries(body)) {
    if (value === undefined) continue;
    if (Array.isArray(value)) for (const item of value) form.append(key, item);
    else if (typeof value === 'object')
      for (const [field, item] of Object.entries(value)) form.append(`${key}[${field}]`, String(item));
    else form.append(key, String(value));
  }
  for (const file of files) form.append('images', file);
  return apiUpload<ProductResponse>(API.adminProduct(id), 'PUT', form, onProgress);
}

export function useUpdateProduct(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({
      body,
      files,
      onProgress,
    }: {
      body: ProductUpdateBody;
      files: (File | string)[];
      onProgress: (fraction: number) => void;
    }) => sendProductUpdate(id, body, files, onProgress),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: adminProductKeys.all }),
  });
}

export function useDeleteProduct() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => apiRequest<SuccessResponse>(API.adminProduct(id), { method: 'DELETE' }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: adminProductKeys.all }),
  });
}
