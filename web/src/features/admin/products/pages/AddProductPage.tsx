/** /admin/add-product (spec §2.8). */
import { AdminFrame } from '../../components/AdminFrame.tsx';
import { ProductForm } from '../components/ProductForm.tsx';

export default function AddProductPage() {
  return (
    <AdminFrame
      title="Add product"
      lead="Every field is required, with at least one PNG or JPEG image."
      back={{ to: '/admin/products', label: 'All products' }}
    >
      <ProductForm mode="create" />
    </AdminFrame>
  );
}
