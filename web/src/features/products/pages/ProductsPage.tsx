/** /products, Our Products (spec §2.6): filterable, paginated grid of product cards. */
import { RESULT_PER_PAGE } from '@vyoma/contract';
import { PackageSearch } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { useSearchParams } from 'react-router';
import { Seo } from '../../../components/seo/Seo.tsx';
import { PageHero } from '../../../components/ui/PageHero.tsx';
import { messageOr } from '../../../lib/api.ts';
import { type ProductFilters, useProducts } from '../api.ts';
import { Pagination } from '../components/Pagination.tsx';
import { ProductCard, ProductCardSkeleton } from '../components/ProductCard.tsx';
import { ProductFilterForm } from '../components/ProductFilterForm.tsx';
import { filtersFromParams, isDefaultFilters, paramsFromFilters } from '../filters.ts';
import './products.css';

export default function ProductsPage() {
  const [searchParams, setSearchParams] = useSearchParams();
  const filters = filtersFromParams(searchParams);
  const query = useProducts(filters);
  const resultsHeading = useRef<HTMLHeadingElement>(null);
  const firstRender = useRef(true);
  // A new page of results: bring the top of the list back into view (the URL changes, the path does not).
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs when the page number changes, by design
  useEffect(() => {
    if (firstRender.current) {
      firstRender.current = false;
      return;
    }
    const heading = resultsHeading.current;
    if (heading && heading.getBoundingClientRect().top < 0) heading.scrollIntoView({ block: 'start' });
  }, [filters.page]);

  const apply = (next: ProductFilters) => setSearchParams(paramsFromFilters(next));
  const reset = () => setSearchParams(new URLSearchParams());
  const hrefFor = (page: number) => {
    const search = paramsFromFilters({ ...filters, page }).toString();
    return `/products${search ? `?${search}` : ''}`;
  };

  const data = query.data;
  const perPage = data?.resultPerPage || RESULT_PER_PAGE;
  const totalPages = data ? Math.max(1, Math.ceil(data.filteredProductsCount / perPage)) : 1;
  const filtered = !isDefaultFilters(filters);

  return (
    <>
      <Seo
        title="Our Products"
        description="Fixed-price packages from Vyoma Infotech: business websites, app prototypes, SEO audits, Amazon listing packs, workspace setup and IoT kits. Prices in rupees."
        path="/products"
        keywords="IT service packages, business website price India, SEO audit, IoT starter kit, Amazon listing optimisation"
      />
      <PageHero
        eyebrow="Catalogue"
        title="Our Products"
        lead="Ready-to-order packages and kits with clear scope and a fixed price. Pick one, or ask us to tailor it."
      />
      <section className="section section--muted products" aria-labelledby="products-results">
        <div className="container">
          <ProductFilterForm filters={filters} onApply={apply} onReset={reset} canReset={filtered} />
          <div className="products__summary">
            <h2 id="products-results" className="products__results-title" ref={resultsHeading}>
              {filtered ? 'Matching products' : 'All products'}
            </h2>
            <p className="products__count" aria-live="polite">
              {data && !query.isError
                ? `${data.filteredProductsCount} ${data.filteredProductsCount === 1 ? 'product' : 'products'}${
                    totalPages > 1 ? ` · page ${Math.min(filters.page, totalPages)} of ${totalPages}` : ''
                  }`
                : '\u00a0'}
            </p>
          </div>

          {query.isPending ? (
            <ul className="products__grid" aria-busy="true" aria-label="Loading products">
              {Array.from({ length: RESULT_PER_PAGE }, (_, i) => (
                // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have no identity
                <ProductCardSkeleton key={i} />
              ))}
            </ul>
          ) : query.isError ? (
            <div className="products__state status status--error" role="alert">
              <p>{messageOr(query.error, 'Could not load products. Please try again.')}</p>
              <button type="button" className="btn btn--outline btn--sm" onClick={() => query.refetch()}>
                Try again
              </button>
            </div>
          ) : data && data.products.length === 0 ? (
            <div className="products__state products__empty">
              <PackageSearch size={40} aria-hidden="true" />
              <p>No products match your filters.</p>
              <button type="button" className="btn btn--primary" onClick={reset}>
                Reset filters
              </button>
            </div>
          ) : (
            <ul
              className={`products__grid${query.isPlaceholderData ? ' products__grid--stale' : ''}`}
              aria-busy={query.isPlaceholderData}
            >
              {data?.products.map((product, index) => (
                <ProductCard key={product._id} product={product} priority={index < 2} />
              ))}
            </ul>
          )}

          {data && !query.isError && (
            <Pagination page={Math.min(filters.page, totalPages)} totalPages={totalPages} hrefFor={hrefFor} />
          )}
        </div>
      </section>
    </>
  );
}
