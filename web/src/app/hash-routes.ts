/**
 * The spec's URLs were hash routes (/#/contactUs, /#/blog/{id}). They keep working for good: this
 * inline script, first in <head>, hides the page and replaces the URL with its clean form before
 * anything paints, so an old link lands on the same page with no flash of the home page. An old link
 * followed from a page of the site only changes the hash: the same script then does the same.
 * The server allows it by its CSP hash (server/src/modules/pages/csp.ts hashes every inline script).
 */
export const HASH_ROUTE_SCRIPT =
  "(function(){function go(){var h=location.hash;if(h.charAt(1)==='/'){document.documentElement.style.visibility='hidden';location.replace(h.slice(1));}}go();addEventListener('hashchange',go);})();";
