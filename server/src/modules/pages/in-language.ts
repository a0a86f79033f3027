/**
 * A page in a language other than the default (issue 36, decision 0063): its content is the
 * translations public in that language, and a page with none is not shown there (404, never English
 * under a Hindi address). The reads of types that have versions in other languages (products, and
 * declared types whose translated fields are all in their rows) are handed in and answer in the
 * language; every other read answers what a missing translation does: no item, an empty list, menus
 * without the entries that lead to untranslated pages. The site's own texts and settings stay as they
 * are (the shell); a language is shown only once it has them (settings' languages).
 */

import {
  CAREERS_PER_PAGE,
  RESULT_PER_PAGE,
  SEARCH_PAGE_SIZE,
  SERVICE_POSTS_PER_PAGE,
  type SiteServices,
} from '@vyoma/contract';
import type { Language } from '@vyoma/contract/languages';
import { refusalBodyIn } from '@vyoma/contract/refusals';

export function inLanguage(
  services: SiteServices,
  lang: Language,
  /** The reads that have versions in that language (site-services.ts): they answer in it. */
  translated: Partial<SiteServices> = {},
): SiteServices {
  const none = async () => null;
  const empty = (page: number, limit: number) => ({ data: [], total: 0, page, limit });
  return {
    ...services,
    lang,
    menus: async () => ({ header: [], footer: [] }),
    categoryPosts: async (_category, page) => empty(page, SERVICE_POSTS_PER_PAGE),
    blog: none,
    contentAt: none,
    products: async () => ({
      success: true,
      products: [],
      productsCount: 0,
      filteredProductsCount: 0,
      resultPerPage: RESULT_PER_PAGE,
    }),
    product: none,
    search: async (_q, page) => empty(page, SEARCH_PAGE_SIZE),
    preview: none,
    jobOpenings: async (page) => empty(page, CAREERS_PER_PAGE),
    jobOpening: none,
    legal: none,
    legalLinks: async () => [],
    homeSection: none,
    form: none,
    forms: async () => [],
    // An enquiry sent without JavaScript from a page in this language: marked so (the inbox says
    // it, as for one sent by the page's script), and refused in the page's words.
    sendEnquiry: async (fields) => {
      const result = await services.sendEnquiry({ ...fields, lang: lang.code });
      return result.status === 201 ? result : { ...result, body: refusalBodyIn(lang.code, result.body) };
    },
    ...translated,
  };
}
