/**
 * Keyword, price range and minimum rating (the filters GET /api/v1/products supports). A plain GET
 * form to /products, so it filters without JavaScript too; with it, only non-default values go into
 * the URL.
 */
import { PAGE, type ProductFilters } from '@vyoma/contract';
import { PRODUCTS } from '@vyoma/contract/texts/en/products';
import { Search, X } from 'lucide-react';
import { type FormEvent, useId } from 'react';
import { Link } from 'react-router';
import { FormField } from '~/components/ui/FormField.tsx';
import { useFormat } from '~/lib/format.ts';
import { useTexts } from '~/lib/texts.ts';
import { FILTER_PARAMS } from '../filters.ts';
import './product-filters.css';

export interface ProductFilterFormProps {
  filters: ProductFilters;
  onApply: (filters: ProductFilters) => void;
  canReset: boolean;
}

/** The ratings offered (0: any). */
const RATINGS = [0, 3, 4, 4.5];

function readNumber(form: FormData, name: string, fallback: number): number {
  const raw = String(form.get(name) ?? '').trim();
  if (raw === '') return fallback;
  const n = Number(raw);
  return Number.isFinite(n) && n >= 0 ? n : fallback;
}

export function ProductFilterForm({ filters, onApply, canReset }: ProductFilterFormProps) {
  const id = useId();
  const t = useTexts('products', PRODUCTS);
  const format = useFormat();
  const starsUp = (stars: number) => (stars === 0 ? t.anyRating : format.text(t.starsUp, { stars }));
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    let priceGte = readNumber(form, FILTER_PARAMS.priceGte, 0);
    let priceLte = readNumber(form, FILTER_PARAMS.priceLte, 25000);
    if (priceGte > priceLte) [priceGte, priceLte] = [priceLte, priceGte];
    onApply({
      keyword: String(form.get(FILTER_PARAMS.keyword) ?? '').trim(),
      priceGte,
      priceLte,
      ratingsGte: readNumber(form, FILTER_PARAMS.ratingsGte, 0),
      page: 1,
    });
  };
  // key: a new URL (back button, reset) re-seeds the uncontrolled inputs.
  return (
    <search aria-label={t.filter}>
      <form
        key={JSON.stringify(filters)}
        className="product-filters"
        method="get"
        action={PAGE.products}
        onSubmit={submit}
      >
        <FormField id={`${id}-keyword`} label={t.keyword} className="product-filters__keyword">
          {(a11y) => (
            <input
              className="input"
              type="search"
              name={FILTER_PARAMS.keyword}
              defaultValue={filters.keyword}
              placeholder={t.keywordExample}
              maxLength={100}
              {...a11y}
            />
          )}
        </FormField>
        <FormField id={`${id}-min`} label={t.minPrice}>
          {(a11y) => (
            <input
              className="input"
              type="number"
              name={FILTER_PARAMS.priceGte}
              min={0}
              step={1}
              inputMode="numeric"
              defaultValue={filters.priceGte}
              {...a11y}
            />
          )}
        </FormField>
        <FormField id={`${id}-max`} label={t.maxPrice}>
          {(a11y) => (
            <input
              className="input"
              type="number"
              name={FILTER_PARAMS.priceLte}
              min={0}
              step={1}
              inputMode="numeric"
              defaultValue={filters.priceLte}
              {...a11y}
            />
          )}
        </FormField>
        <FormField id={`${id}-rating`} label={t.minRating}>
          {(a11y) => (
            <select
              className="select"
              name={FILTER_PARAMS.ratingsGte}
              defaultValue={String(filters.ratingsGte)}
              {...a11y}
            >
              {RATINGS.map((stars) => (
                <option key={stars} value={stars}>
                  {starsUp(stars)}
                </option>
              ))}
              {!RATINGS.includes(filters.ratingsGte) && (
                <option value={filters.ratingsGte}>{starsUp(filters.ratingsGte)}</option>
              )}
            </select>
          )}
        </FormField>
        <div className="product-filters__actions">
          <button type="submit" className="btn btn--primary">
            <Search size={16} aria-hidden="true" />
            {t.search}
          </button>
          {canReset && (
            <Link className="btn btn--ghost" to={PAGE.products} preventScrollReset>
              <X size={16} aria-hidden="true" />
              {t.reset}
            </Link>
          )}
        </div>
      </form>
    </search>
  );
}
