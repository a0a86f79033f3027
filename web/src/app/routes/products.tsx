/** /products (spec §2.6): the filters live in the URL, so a plain GET form filters without JavaScript. */
import { PRODUCTS } from '@vyoma/contract/texts/en/products';
import { isRouteErrorResponse, useLocation, useRouteError } from 'react-router';
import { filtersFromParams } from '../../features/products/filters.ts';
import ProductsPage from '../../features/products/pages/ProductsPage.tsx';
import type { EveryLanguageHandle } from '../../lib/page-alternates.ts';
import type { Route } from './+types/products';

/** Spec §8: a failed product list shows the error text in the list. */
const LOAD_FAILED = PRODUCTS.loadFailed;

/** The product list in another language keeps the visitor's filters (the language switcher). */
export const handle: EveryLanguageHandle = { everyLanguage: true };

export async function loader({ request, context }: Route.LoaderArgs) {
  const filters = filtersFromParams(new URL(request.url).searchParams);
  return { filters, result: await context.site.products(filters) };
}

export default function Products({ loaderData }: Route.ComponentProps) {
  return <ProductsPage filters={loaderData.filters} result={loaderData.result} />;
}

/**
 * The catalogue could not be read (on the server, or on its way to the browser). A search the server
 * refused (400, e.g. a NUL character) shows the server's reason: trying again would not help.
 */
export function ErrorBoundary() {
  const { search } = useLocation();
  const error = useRouteError();
  const refused = isRouteErrorResponse(error) && error.status < 500 && typeof error.data === 'string';
  return (
    <ProductsPage
      filters={filtersFromParams(new URLSearchParams(search))}
      result={null}
      error={refused ? error.data : LOAD_FAILED}
    />
  );
}
