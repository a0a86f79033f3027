/**
 * What an enquiry sends about where it came from: the page it is sent from, and the visit's first page,
 * that page's referrer and its UTM tags (utm_source, utm_medium, utm_campaign, utm_term, utm_content),
 * as lib/visit.ts recorded them when the visit began. Empty values are left out.
 */
import type { AttributionInput } from '@vyoma/contract/schemas';
import { VISIT_KEY } from './visit.ts';

const UTM = ['source', 'medium', 'campaign', 'term', 'content'] as const;
const cut = (value: string | undefined, max: number) => (value ? value.slice(0, max) : undefined);

export function visitAttribution(): AttributionInput {
  const page = cut(location.pathname + location.search, 500);
  let visit: { landingPage?: unknown; referrer?: unknown } | null = null;
  try {
    visit = JSON.parse(sessionStorage.getItem(VISIT_KEY) ?? 'null');
  } catch {
    // blocked or not ours
  }
  const landingPage = typeof visit?.landingPage === 'string' ? visit.landingPage : '';
  if (!landingPage) return { page };
  const params = new URLSearchParams(landingPage.split('?')[1] ?? '');
  const utm: NonNullable<AttributionInput['utm']> = {};
  for (const key of UTM) utm[key] = cut(params.get(`utm_${key}`)?.trim(), 200);
  return {
    page,
    landingPage: cut(landingPage, 1000),
    referrer: typeof visit?.referrer === 'string' ? cut(visit.referrer, 1000) : undefined,
    utm,
  };
}
