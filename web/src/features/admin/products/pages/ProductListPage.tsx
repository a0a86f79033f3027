/** /admin/products (spec §2.8): every product with edit and delete, page by page. */
import { ADMIN_PAGE, MESSAGES } from '@vyoma/contract';
import { CalendarClock, Plus } from 'lucide-react';
import { Link } from 'react-router';
import { DataTable, Pagination } from '~/components/ui/DataTable.tsx';
import { formatPrice } from '~/content/brand.ts';
import { AdminFrame } from '../../components/AdminFrame.tsx';
import { ownAnswer, usePageParam, useStepBackWhenEmpty } from '../../components/paging.tsx';
import { RowActions } from '../../components/RowActions.tsx';
import { EmptyState, QueryStates } from '../../components/States.tsx';
import { StatusBadge, StatusFilter, useStatusParam } from '../../components/StatusFilter.tsx';
import { useConfirmedDelete } from '../../components/useConfirmedDelete.ts';
import { useAdminProducts, useDeleteProduct } from '../api.ts';

export default function ProductListPage() {
  const [page, setPage] = usePageParam();
  const [status] = useStatusParam();
  const products = useAdminProducts(page, status);
  const remove = useDeleteProduct();
  const { requestDelete, isDeleting, dialog } = useConfirmedDelete(remove, {
    confirm: MESSAGES.confirm.deleteProduct,
    success: 'Product deleted.',
    failure: 'Failed to delete the product.',
  });

  const data = products.data;
  const pageCount = data ? Math.max(1, Math.ceil(data.filteredProductsCount / data.resultPerPage)) : 1;
  const own = ownAnswer(products);
  useStepBackWhenEmpty(
    page,
    own && { data: own.products, total: own.filteredProductsCount, limit: own.resultPerPage },
    setPage,
  );

  return (
    <AdminFrame
      title="Products"
      lead="The catalogue visitors see on the Products page."
      action={
        <>
          <Link to={ADMIN_PAGE.schedule} className="btn btn--outline">
            <CalendarClock size={18} aria-hidden="true" /> Schedule
          </Link>
          <Link to="/admin/add-product" className="btn btn--primary">
            <Plus size={18} aria-hidden="true" /> Add product
          </Link>
        </>
      }
    >
      <StatusFilter />
      <QueryStates
        query={products}
        loadingLabel="Loading products…"
        errorText="Failed to load products."
        empty={{
          when: (data) => data && data.products.length === 0,
          content: (
            <EmptyState
              action={
                <Link to="/admin/add-product" className="btn btn--outline btn--sm">
                  Add the first product
                </Link>
              }
            >
              {status ? 'No products with this status.' : 'No products yet.'}
            </EmptyState>
          ),
        }}
      >
        {(data) => (
          <>
            <DataTable
              caption={`Products (${data?.filteredProductsCount ?? 0})`}
              head={
                <tr>
                  <th scope="col">
                    <span className="visually-hidden">Image</span>
                  </th>
                  <th scope="col">Name</th>
                  <th scope="col" className="cell--num">
                    Price
                  </th>
                  <th scope="col" className="cell--num">
                    Stock
                  </th>
                  <th scope="col">Category</th>
                  <th scope="col">Status</th>
                  <th scope="col" className="cell--actions">
                    Actions
                  </th>
                </tr>
              }
            >
              {data?.products.map((product) => {
                const first = product.media[0];
                return (
                  <tr key={product._id}>
                    <td>
                      {product.image[0] ? (
                        <img
                          className="thumb"
                          src={first?.variants[0]?.path ?? product.image[0]}
                          alt=""
                          width={56}
                          height={42}
                          loading="lazy"
                        />
                      ) : (
                        <span className="thumb thumb--empty" />
                      )}
                    </td>
                    <th scope="row" className="cell--wrap">
                      {product.name}
                    </th>
                    <td className="cell--num">{formatPrice(product.price)}</td>
                    <td className="cell--num">{product.stock}</td>
                    <td className="cell--nowrap">{product.categoryName ?? '—'}</td>
                    <td>
                      <StatusBadge status={product.status} />
                    </td>
                    <td className="cell--actions">
                      <RowActions
                        name={product.name}
                        editTo={`/admin/product/${product._id}/edit`}
                        deleting={isDeleting(product._id)}
                        onDelete={() => requestDelete(product._id)}
                      />
                    </td>
                  </tr>
                );
              })}
            </DataTable>
            <Pagination page={page} pageCount={pageCount} label="Product pages" onPage={setPage} />
          </>
        )}
      </QueryStates>
      {dialog}
    </AdminFrame>
  );
}
