/**
 * /products, Our Products (spec §2.6): filterable, paginated grid of product cards. The route loader
 * reads the filters from the URL, so the server renders any filtered page and the filter form works
 * as a plain GET form without JavaScript.
 */
import { PAGE, type ProductFilters, type ProductListResponse, RESULT_PER_PAGE } from '@vyoma/contract';
import { PRODUCTS } from '@vyoma/contract/texts/en/products';
import { PackageSearch } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { Link, useNavigate, useNavigation, useRevalidator } from 'react-router';
import { ProductCard } from '~/components/products/ProductCard.tsx';
import { Seo } from '~/components/seo/Seo.tsx';
import { PageHero } from '~/components/ui/PageHero.tsx';
import { PageLinks } from '~/components/ui/PageLinks.tsx';
import { useFormat } from '~/lib/format.ts';
import { absoluteUrl, usePublicUrl } from '~/lib/publicUrl.ts';
import { useTexts } from '~/lib/texts.ts';
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
  const t = useTexts('products', PRODUCTS);
  const format = useFormat();
  // The route's refusal is English's words: shown in the page's language.
  const shownError = error === PRODUCTS.loadFailed ? t.loadFailed : error;
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
        title={t.seoTitle}
        description={t.seoDescription}
        path="/products"
        keywords={t.keywords}
        jsonLd={{
          '@context': 'https://schema.org',
          '@type': 'CollectionPage',
          name: t.title,
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
      <PageHero eyebrow={t.eyebrow} title={t.title} lead={t.lead} />
      <section className="section section--muted products" aria-labelledby="products-results">
        <div className="container">
          <ProductFilterForm filters={filters} onApply={apply} canReset={filtered} />
          <div className="products__summary">
            <h2 id="products-results" className="products__results-title" ref={resultsHeading}>
              {filtered ? t.matching : t.all}
            </h2>
            <p className="products__count" aria-live="polite">
              {result
                ? `${format.text(t.count, { count: result.filteredProductsCount })}${
                    totalPages > 1
                      ? format.text(t.pageOf, { page: Math.min(filters.page, totalPages), pages: totalPages })
                      : ''
                  }`
                : '\u00a0'}
            </p>
          </div>

          {!result ? (
            <div className="products__state status status--error" role="alert">
              <p>{shownError}</p>
              <button
                type="button"
                className="btn btn--outline btn--sm"
                onClick={() => revalidator.revalidate()}
              >
                {t.tryAgain}
              </button>
            </div>
          ) : result.products.length === 0 ? (
            <div className="products__state products__empty">
              <PackageSearch size={40} aria-hidden="true" />
              <p>{t.noMatch}</p>
              <Link className="btn btn--primary" to="/products" preventScrollReset>
                {t.resetFilters}
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
              label={t.pages}
            />
          )}
        </div>
      </section>
    </>
  );
}
