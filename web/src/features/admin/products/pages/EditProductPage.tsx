/** /admin/product/{id}/edit (spec §2.8, §4): loading, then the form; back to the list after a save. */
import { MESSAGES } from '@vyoma/contract';
import { useState } from 'react';
import { useParams } from 'react-router';
import { AdminFrame } from '../../components/AdminFrame.tsx';
import { QueryStates } from '../../components/States.tsx';
import { useAdminProduct } from '../api.ts';
import { ProductForm } from '../components/ProductForm.tsx';

export default function EditProductPage() {
  const { id = '' } = useParams();
  const product = useAdminProduct(id);
  /** Bumped by "Take theirs" after a conflict: the form starts again from the saved version. */
  const [round, setRound] = useState(0);
  const reload = async () => {
    await product.refetch();
    setRound((n) => n + 1);
  };
  return (
    <AdminFrame title="Edit product" back={{ to: '/admin/products', label: 'All products' }}>
      <QueryStates
        fresh
        query={product}
        loadingLabel="Loading product…"
        errorText={MESSAGES.product.fetchFailed}
      >
        {(data) => <ProductForm key={`${data._id}:${round}`} mode="edit" product={data} onReload={reload} />}
      </QueryStates>
    </AdminFrame>
  );
}
