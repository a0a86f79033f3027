/** /product/{slug} (spec §2.6: /product/{id}, which the server answers 301 to this): the product, or its not-found page with status 404. */
import type { Product as ProductData } from '@vyoma/contract';
import { data, isRouteErrorResponse, useRouteError } from 'react-router';
import ProductDetailPage, { ProductMissing } from '../../features/products/pages/ProductDetailPage.tsx';
import type { Route } from './+types/product';

export async function loader({ params, context }: Route.LoaderArgs) {
  const product = await context.site.product(params.id);
  if (!product) throw data(null, { status: 404 });
  // Its addresses in the other languages it is public in (hreflang).
  return { product, alternates: await context.site.alternates('product', product._id) };
}

export default function Product({ loaderData }: Route.ComponentProps) {
  // key: a fresh quantity and feedback for every product.
  return (
    <ProductDetailPage
      key={loaderData.product._id}
      product={loaderData.product}
      alternates={loaderData.alternates}
    />
  );
}

/**
 * The product under a preview link (routes/preview.tsx): the same page, not indexed. Exported from
 * here so the page stays in this route's chunk instead of a chunk of its own shared with the preview.
 */
export function ProductPreview({ product }: { product: ProductData }) {
  return <ProductDetailPage key={product._id} product={product} preview />;
}

export function ErrorBoundary() {
  const error = useRouteError();
  return <ProductMissing notFound={isRouteErrorResponse(error) && error.status === 404} />;
}
