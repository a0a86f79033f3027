/** /products (spec §2.6): the filters live in the URL, so a plain GET form filters without JavaScript. */

import { filtersFromParams } from '../../features/products/filters.ts';
import ProductsPage from '../../features/products/pages/ProductsPage.tsx';
import type { Route } from './+types/products';

export async function loader({ request, context }: Route.LoaderArgs) {
  const filters = filtersFromParams(new URL(request.url).searchParams);
  return { filters, result: await context.site.products(filters) };
}

export default function Products({ loaderData }: Route.ComponentProps) {
  return <ProductsPage filters={loaderData.filters} result={loaderData.result} />;
}
