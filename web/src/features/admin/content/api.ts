/** The editable home-page "second sections" (keys under ['second-sections']). */
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { API, type SecondSectionListResponse, type SecondSectionResponse } from '@vyoma/contract';
import { apiRequest } from '~/lib/api.ts';
import { apiUpload } from '~/lib/upload.ts';

export const secondSectionKeys = {
  all: ['second-sections'] as const,
  list: () => ['second-sections', 'list'] as const,
};

export const secondSectionListQuery = () =>
  queryOptions({
    queryKey: secondSectionKeys.list(),
    queryFn: async ({ signal }) =>
      (await apiRequest<SecondSectionListResponse>(API.secondSections, { signal })).data,
  });

export function useSecondSections() {
  return useQuery(secondSectionListQuery());
}

export function useUpdateSecondSection(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ form, onProgress }: { form: FormData; onProgress: (fraction: number) => void }) =>
      apiUpload<SecondSectionResponse>(API.secondSection(id), 'PUT', form, onProgress),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: secondSectionKeys.all }),
  });
}
