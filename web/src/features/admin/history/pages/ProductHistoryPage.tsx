/** /admin/product/{id}/history: the product's saved versions, compared and restored. */
import { HistoryScreen } from '../HistoryScreen.tsx';

export default function ProductHistoryPage() {
  return <HistoryScreen kind="product" />;
}
