/** The site settings screen's requests (keys under ['settings']). */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { API, type MediaInfoResponse, type SiteSettingsResponse } from '@vyoma/contract';
import type { SiteSettingsInput } from '@vyoma/contract/schemas';
import { apiRequest } from '~/lib/api.ts';
import { apiUpload } from '~/lib/upload.ts';
import { settingsKeys } from '../components/queries.ts';

// The settings as saved: read by other screens too (a translation's languages), so shared.
export { settingsKeys, settingsQuery, useSettings } from '../components/queries.ts';

export function useSaveSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (values: SiteSettingsInput) =>
      apiRequest<SiteSettingsResponse>(API.adminSettings, { method: 'PUT', body: values }),
    onSuccess: (answer) => queryClient.setQueryData(settingsKeys.all, answer.data),
  });
}

/** Stores a logo or share image; the answer's path goes into the settings when they are saved. */
export function uploadSettingsImage(file: File, onProgress: (fraction: number) => void) {
  const form = new FormData();
  form.append('file', file);
  return apiUpload<MediaInfoResponse>(API.adminSettingsImage, 'POST', form, onProgress);
}
