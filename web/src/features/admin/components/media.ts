/**
 * The media library's data (issue 19): the grid query, upload, alt text, replace and delete. Shared
 * by the library screen (features/admin/media) and the picker every form opens (MediaPicker.tsx),
 * so it lives here with the other shared admin pieces. Every key starts with 'media'.
 */
import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  API,
  MEDIA_LIBRARY,
  type MediaInUseResponse,
  type MediaItem,
  type MediaItemResponse,
  type MediaListResponse,
  type MediaMissingAltResponse,
  type MediaUsage,
  type SuccessResponse,
} from '@vyoma/contract';
import { ApiError, apiRequest } from '~/lib/api.ts';
import { apiUpload } from '~/lib/upload.ts';

export type MediaKind = 'image' | 'video';

export interface MediaFilters {
  q?: string;
  kind?: MediaKind;
  unused?: boolean;
  page?: number;
  limit?: number;
}

export const mediaKeys = {
  all: ['media'] as const,
  list: (filters: MediaFilters) => ['media', 'list', filters] as const,
};

export const mediaListQuery = (filters: MediaFilters) =>
  queryOptions({
    queryKey: mediaKeys.list(filters),
    queryFn: ({ signal }) =>
      apiRequest<MediaListResponse>(API.adminMedia({ limit: MEDIA_LIBRARY.pageSize, ...filters }), {
        signal,
      }),
    placeholderData: keepPreviousData,
    staleTime: 0,
  });

export const useMediaList = (filters: MediaFilters) => useQuery(mediaListQuery(filters));

/** What a file's alt text says about it: written, decorative on purpose, or still missing. */
export type AltState = { kind: 'alt'; text: string } | { kind: 'decorative' } | { kind: 'missing' };

export function altState(item: Pick<MediaItem, 'alt' | 'decorative' | 'kind'>): AltState {
  if (item.decorative) return { kind: 'decorative' };
  if (item.alt) return { kind: 'alt', text: item.alt };
  return { kind: 'missing' };
}

/** "1200 × 800" or "" when unknown. */
export function dimensionsOf(item: Pick<MediaItem, 'width' | 'height'>): string {
  return item.width && item.height ? `${item.width} × ${item.height}` : '';
}

/** "PNG", "MP4": the short name of a file's type. */
export function typeName(mime: string): string {
  const sub = mime.split('/')[1] ?? mime;
  return sub.replace(/^x-/, '').toUpperCase();
}

export interface AltInput {
  alt: string;
  decorative: boolean;
  /** In the site's other languages, by code (issue 36): blank removes it (the page there shows `alt`). */
  altIn?: Record<string, string>;
}

/** The alt text rule of the library: some text, or the decorative mark; never longer than the cap. */
export function altProblem({ alt, decorative }: AltInput): string | null {
  if (alt.trim().length > MEDIA_LIBRARY.altMax)
    return `Alt text must be at most ${MEDIA_LIBRARY.altMax} characters.`;
  if (!decorative && alt.trim() === '') return 'Write alt text, or mark the image as decorative.';
  return null;
}

/** POST multipart: the file with its alt text or the decorative mark. */
export function uploadMedia(
  file: File,
  { alt, decorative }: AltInput,
  onProgress?: (fraction: number) => void,
): Promise<MediaItemResponse> {
  const form = new FormData();
  form.append('file', file);
  if (decorative) form.append('decorative', 'true');
  else if (alt.trim()) form.append('alt', alt.trim());
  return apiUpload<MediaItemResponse>(API.adminMedia(), 'POST', form, onProgress);
}

/** PATCH the alt text or the decorative mark of one file (a decorative image has alt ""). */
export function saveAlt(id: string, { alt, decorative, altIn }: AltInput): Promise<MediaItemResponse> {
  const inOthers =
    altIn && !decorative
      ? { altIn: Object.fromEntries(Object.entries(altIn).map(([code, text]) => [code, text.trim()])) }
      : {};
  return apiRequest<MediaItemResponse>(API.adminMediaItem(id), {
    method: 'PATCH',
    body: decorative ? { decorative: true, alt: '' } : { decorative: false, alt: alt.trim(), ...inOthers },
  });
}

function useRefresh() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: mediaKeys.all });
}

export function useSaveAlt() {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: ({ id, alt }: { id: string; alt: AltInput }) => saveAlt(id, alt),
    onSuccess: refresh,
  });
}

export function useReplaceMedia() {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: ({ id, file, onProgress }: { id: string; file: File; onProgress?: (f: number) => void }) => {
      const form = new FormData();
      form.append('file', file);
      return apiUpload<MediaItemResponse>(API.adminMediaFile(id), 'PUT', form, onProgress);
    },
    onSuccess: refresh,
  });
}

export function useDeleteMedia() {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: (id: string) => apiRequest<SuccessResponse>(API.adminMediaItem(id), { method: 'DELETE' }),
    onSuccess: refresh,
  });
}

export function useBulkDeleteMedia() {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: (ids: string[]) =>
      apiRequest<{ message: string; deleted: number }>(API.adminMediaBulkDelete, {
        method: 'POST',
        body: { ids },
      }),
    onSettled: refresh,
  });
}

/** The places a refused delete (409) names, or null when the error is something else. */
export function usedByOf(error: unknown): MediaUsage[] | null {
  if (!(error instanceof ApiError) || error.status !== 409) return null;
  const usedBy = (error.body as Partial<MediaInUseResponse> | null)?.usedBy;
  return Array.isArray(usedBy) ? usedBy : null;
}

export type MissingAltImage = MediaMissingAltResponse['missingAlt'][number];

/** The images a refused publish names (400 with `missingAlt`), or null when the error is something else. */
export function missingAltOf(error: unknown): MissingAltImage[] | null {
  if (!(error instanceof ApiError) || error.status !== 400) return null;
  const list = (error.body as Partial<MediaMissingAltResponse> | null)?.missingAlt;
  return Array.isArray(list) && list.length > 0 ? list : null;
}
