/**
 * /products, Our Products (spec §2.6): filterable, paginated grid of product cards. The route loader
 * reads the filters from the URL, so the server renders any filtered page and the filter form works
 * as a plain GET form without JavaScript.
 */
import { PAGE, type ProductFilters, type ProductListResponse, RESULT_PER_PAGE } from '@vyoma/contract';
import { PackageSearch } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { Link, useNavigate, useNavigation, useRevalidator } from 'react-router';
import { ProductCard } from '~/components/products/ProductCard.tsx';
import { Seo } from '~/components/seo/Seo.tsx';
import { PageHero } from '~/components/ui/PageHero.tsx';
import { PageLinks } from '~/components/ui/PageLinks.tsx';
import { absoluteUrl, usePublicUrl } from '~/lib/publicUrl.ts';
import { ProductFilterForm } from '../components/ProductFilterForm.tsx';
import { isDefaultFilters, productsHref } from '../filters.ts';
import './products.css';

export interface ProductsPageProps {
  filters: ProductFilters;
  /** null when the catalogue could not be read: the list shows `error` instead. */
  result: ProductListResponse | null;
  error?: string;
}

export default function ProductsPage({ filters, result, error }: ProductsPageProps) {
  const navigate = useNavigate();
  const origin = usePublicUrl();
  const navigation = useNavigation();
  const revalidator = useRevalidator();
  // While the next page of results loads, the current one stays on screen, dimmed.
  const stale = navigation.state === 'loading' && navigation.location.pathname === '/products';
  const resultsHeading = useRef<HTMLHeadingElement>(null);
  const firstRender = useRef(true);
  // A new page of results: bring the top of the list back into view (the path does not change).
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs when the page number changes, by design
  useEffect(() => {
    if (firstRender.current) {
      firstRender.current = false;
      return;
    }
    const heading = resultsHeading.current;
    if (heading && heading.getBoundingClientRect().top < 0) heading.scrollIntoView({ block: 'start' });
  }, [filters.page]);

  const apply = (next: ProductFilters) => navigate(productsHref(next), { preventScrollReset: true });
  const hrefFor = (page: number) => productsHref({ ...filters, page });

  const perPage = result?.resultPerPage || RESULT_PER_PAGE;
  const totalPages = result ? Math.max(1, Math.ceil(result.filteredProductsCount / perPage)) : 1;
  const filtered = !isDefaultFilters(filters);

  return (
    <>
      <Seo
        title="Our Products"
        description="Fixed-price packages from {siteName}: business websites, app prototypes, SEO audits, Amazon listing packs, workspace setup and IoT kits. Prices in rupees."
        path="/products"
        keywords="IT service packages, business website price India, SEO audit, IoT starter kit, Amazon listing optimisation"
        jsonLd={{
          '@context': 'https://schema.org',
          '@type': 'CollectionPage',
          name: 'Our Products',
          url: absoluteUrl(origin, PAGE.products),
          mainEntity: {
            '@type': 'ItemList',
            itemListElement: (result?.products ?? []).map((product, i) => ({
              '@type': 'ListItem',
              position: (filters.page - 1) * perPage + i + 1,
              url: absoluteUrl(origin, PAGE.product(product.slug)),
              name: product.name,
            })),
          },
        }}
      />
      <PageHero
        eyebrow="Catalogue"
        title="Our Products"
        lead="Ready-to-order packages and kits with clear scope and a fixed price. Pick one, or ask us to tailor it."
      />
      <section className="section section--muted products" aria-labelledby="products-results">
        <div className="container">
          <ProductFilterForm filters={filters} onApply={apply} canReset={filtered} />
          <div className="products__summary">
            <h2 id="products-results" className="products__results-title" ref={resultsHeading}>
              {filtered ? 'Matching products' : 'All products'}
            </h2>
            <p className="products__count" aria-live="polite">
              {result
                ? `${result.filteredProductsCount} ${result.filteredProductsCount === 1 ? 'product' : 'products'}${
                    totalPages > 1 ? ` · page ${Math.min(filters.page, totalPages)} of ${totalPages}` : ''
                  }`
                : '\u00a0'}
            </p>
          </div>

          {!result ? (
            <div className="products__state status status--error" role="alert">
              <p>{error}</p>
              <button
                type="button"
                className="btn btn--outline btn--sm"
                onClick={() => revalidator.revalidate()}
              >
                Try again
              </button>
            </div>
          ) : result.products.length === 0 ? (
            <div className="products__state products__empty">
              <PackageSearch size={40} aria-hidden="true" />
              <p>No products match your filters.</p>
              <Link className="btn btn--primary" to="/products" preventScrollReset>
                Reset filters
              </Link>
            </div>
          ) : (
            <ul className={`products__grid${stale ? ' products__grid--stale' : ''}`} aria-busy={stale}>
              {/* No image is fetched ahead: the grid sits below the hero and the filters at every width. */}
              {result.products.map((product) => (
                <ProductCard key={product._id} product={product} />
              ))}
            </ul>
          )}

          {result && (
            <PageLinks
              page={Math.min(filters.page, totalPages)}
              totalPages={totalPages}
              hrefFor={hrefFor}
              label="Product pages"
            />
          )}
        </div>
      </section>
    </>
  );
}
