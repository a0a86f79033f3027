/** /admin/product/{id}/edit (spec §2.8, §4): loading, then the form; back to the list after a save. */
import { MESSAGES } from '@vyoma/contract';
import { useParams } from 'react-router';
import { messageOr } from '../../../../lib/api.ts';
import { AdminFrame } from '../../components/AdminFrame.tsx';
import { ErrorState, LoadingState } from '../../components/States.tsx';
import { useAdminProduct } from '../api.ts';
import { ProductForm } from '../components/ProductForm.tsx';

export default function EditProductPage() {
  const { id = '' } = useParams();
  const product = useAdminProduct(id);
  return (
    <AdminFrame title="Edit product" back={{ to: '/admin/products', label: 'All products' }}>
      {product.isPending ? (
        <LoadingState label="Loading product…" />
      ) : product.isError ? (
        <ErrorState
          message={messageOr(product.error, MESSAGES.product.fetchFailed)}
          onRetry={() => product.refetch()}
        />
      ) : (
        <ProductForm key={product.data._id} mode="edit" product={product.data} />
      )}
    </AdminFrame>
  );
}
