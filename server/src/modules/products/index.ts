/** What other modules may use of products: reading them (the pages, the sitemap). */
export {
  getProduct,
  listProducts,
  listProductsIn,
  type ProductFilter,
  productSitemap,
} from './repository.ts';
