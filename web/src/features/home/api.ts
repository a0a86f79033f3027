/** The editable Service Expertise section of the home page (GET API.secondSections, first item). */
import { useQuery } from '@tanstack/react-query';
import { API, type SecondSection, type SecondSectionListResponse } from '@vyoma/contract';
import { apiRequest } from '../../lib/api.ts';

/** Starts with 'second-sections' so an admin edit can invalidate every second-section query at once. */
export const homeSecondSectionKey = ['second-sections', 'list'] as const;

export function useHomeSecondSection() {
  return useQuery({
    queryKey: homeSecondSectionKey,
    queryFn: async ({ signal }): Promise<SecondSection | null> => {
      const { data } = await apiRequest<SecondSectionListResponse>(API.secondSections, { signal });
      return data[0] ?? null;
    },
  });
}
