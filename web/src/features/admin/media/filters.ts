import type { MediaFilters } from '../components/media.ts';

/** The library's filters from its URL: ?q=&kind=&unused=1&page= (anything else is ignored). */
export function filtersFrom(params: URLSearchParams): MediaFilters & { page: number } {
  const kind = params.get('kind');
  const page = Number(params.get('page'));
  return {
    q: params.get('q')?.trim() || undefined,
    kind: kind === 'image' || kind === 'video' ? kind : undefined,
    unused: params.get('unused') === '1' || undefined,
    page: Number.isInteger(page) && page > 0 ? page : 1,
  };
}
