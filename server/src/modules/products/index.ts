/** What other modules may use of products: reading them (the pages, the sitemap). */
export { allProductIds, getProduct, listProducts } from './repository.ts';
