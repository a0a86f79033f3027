/**
 * Where a page is in the other languages (issue 36), as the language switcher reads it
 * (app/shell/LanguageLinks.tsx):
 *   - a route that shows an item public in several languages returns `alternates` (language code →
 *     path) in its loader data, the same pairs as the page's hreflang links;
 *   - a route whose page is the same in every language the site shows (the cart, site search, the
 *     product list) says so in its `handle`: the switcher keeps the visitor's path and query.
 * Any other page has no version to go to: the switcher offers the other language's home page.
 */

/**
 * A route's `handle` for a page the site shows in every language it shows. A type, not a shared
 * constant: each route writes its own `{ everyLanguage: true }`, checked against it, and no route's
 * first load gains a chunk for it.
 */
export interface EveryLanguageHandle {
  everyLanguage: true;
}
