/**
 * The spec's URLs were hash routes (/#/contactUs, /#/blog/{id}). They keep working for good: this
 * inline script, first in <head>, hides the page and replaces the URL with its clean form before
 * anything paints, so an old link lands on the same page with no flash of the home page. An old link
 * followed from a page of the site only changes the hash: the same script then does the same.
 * Only a path of this site is followed: what follows `#` is resolved against our own origin, and
 * anything that lands elsewhere (`#//evil.example`, `#/\evil.example`) goes to the home page. So does
 * a path the parser normalised to start with `//` (`#/./\evil.example`, `#/a/..//evil.example`): the
 * browser would read it as another host. The browser is sent to the checked absolute `href`, never to
 * a bare path.
 * The server allows it by its CSP hash (server/src/modules/pages/csp.ts hashes every inline script).
 */
export const HASH_ROUTE_SCRIPT =
  "(function(){function go(){var h=location.hash.slice(1),u=null;if(h.charAt(0)!=='/')return;document.documentElement.style.visibility='hidden';try{u=new URL(h,location.origin);}catch(e){}location.replace(u&&u.origin===location.origin&&u.pathname.slice(0,2)!=='//'?u.href:'/');}go();addEventListener('hashchange',go);})();";
