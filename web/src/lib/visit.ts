/**
 * The first page of a visit and its referrer (other sites only), kept in sessionStorage for the tab's
 * visit: no cookie, no third party. Runs once as the app starts, so it is part of every page's first
 * load and kept tiny; enquiry forms read it through lib/attribution.ts.
 */
export const VISIT_KEY = 'vyoma:visit';

export function recordVisit(): void {
  try {
    if (!sessionStorage.getItem(VISIT_KEY)) {
      const referrer = document.referrer;
      sessionStorage.setItem(
        VISIT_KEY,
        JSON.stringify({
          landingPage: location.pathname + location.search,
          referrer: referrer.startsWith(`${location.origin}/`) ? '' : referrer,
        }),
      );
    }
  } catch {
    // Storage blocked: enquiries then carry only the page they were sent from.
  }
}
