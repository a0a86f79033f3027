/**
 * The language a static block's links are printed in (issue 36): the server renders a page's static
 * blocks outside the router, so StaticLink cannot take React Router's basename; it takes this, and
 * prints every path of the site under the language's prefix (`/blog/x` → `/hi/blog/x`). Every path a
 * block is given is the same in every language (links, lists, the trail), as an island's in-app
 * links are, which the router's basename prefixes in the browser.
 */
import { createContext } from 'react';

export const LinkLanguage = /* @__PURE__ */ createContext<string | undefined>(undefined);
