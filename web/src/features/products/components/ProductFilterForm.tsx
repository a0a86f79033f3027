/**
 * Keyword, price range and minimum rating (the filters GET /api/v1/products supports). A plain GET
 * form to /products, so it filters without JavaScript too; with it, only non-default values go into
 * the URL.
 */
import { PAGE, type ProductFilters } from '@vyoma/contract';
import { Search, X } from 'lucide-react';
import { type FormEvent, useId } from 'react';
import { Link } from 'react-router';
import { FormField } from '~/components/ui/FormField.tsx';
import { FILTER_PARAMS } from '../filters.ts';
import './product-filters.css';

export interface ProductFilterFormProps {
  filters: ProductFilters;
  onApply: (filters: ProductFilters) => void;
  canReset: boolean;
}

const RATING_OPTIONS = [
  { value: 0, label: 'Any rating' },
  { value: 3, label: '3 stars & up' },
  { value: 4, label: '4 stars & up' },
  { value: 4.5, label: '4.5 stars & up' },
];

function readNumber(form: FormData, name: string, fallback: number): number {
  const raw = String(form.get(name) ?? '').trim();
  if (raw === '') return fallback;
  const n = Number(raw);
  return Number.isFinite(n) && n >= 0 ? n : fallback;
}

export function ProductFilterForm({ filters, onApply, canReset }: ProductFilterFormProps) {
  const id = useId();
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
    <search aria-label="Filter products">
      <form
        key={JSON.stringify(filters)}
        className="product-filters"
        method="get"
        action={PAGE.products}
        onSubmit={submit}
      >
        <FormField id={`${id}-keyword`} label="Search products" className="product-filters__keyword">
          {(a11y) => (
            <input
              className="input"
              type="search"
              name={FILTER_PARAMS.keyword}
              defaultValue={filters.keyword}
              placeholder="e.g. website, SEO, IoT"
              maxLength={100}
              {...a11y}
            />
          )}
        </FormField>
        <FormField id={`${id}-min`} label="Min price (₹)">
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
        <FormField id={`${id}-max`} label="Max price (₹)">
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
        <FormField id={`${id}-rating`} label="Minimum rating">
          {(a11y) => (
            <select
              className="select"
              name={FILTER_PARAMS.ratingsGte}
              defaultValue={String(filters.ratingsGte)}
              {...a11y}
            >
              {RATING_OPTIONS.map((o) => (
                <option key={o.value} value={o.value}>
                  {o.label}
                </option>
              ))}
              {!RATING_OPTIONS.some((o) => o.value === filters.ratingsGte) && (
                <option value={filters.ratingsGte}>{filters.ratingsGte} stars & up</option>
              )}
            </select>
          )}
        </FormField>
        <div className="product-filters__actions">
          <button type="submit" className="btn btn--primary">
            <Search size={16} aria-hidden="true" />
            Search
          </button>
          {canReset && (
            <Link className="btn btn--ghost" to={PAGE.products} preventScrollReset>
              <X size={16} aria-hidden="true" />
              Reset
            </Link>
          )}
        </div>
      </form>
    </search>
  );
}
