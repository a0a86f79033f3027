/** /admin/categories (spec §2.8): ID, Category Name, Description, Actions. */
import { MESSAGES } from '@vyoma/contract';
import { Plus } from 'lucide-react';
import { Link } from 'react-router';
import { DataTable } from '~/components/ui/DataTable.tsx';
import { AdminFrame } from '../../components/AdminFrame.tsx';
import { useCategories } from '../../components/queries.ts';
import { RowActions } from '../../components/RowActions.tsx';
import { EmptyState, QueryStates } from '../../components/States.tsx';
import { useConfirmedDelete } from '../../components/useConfirmedDelete.ts';
import { useDeleteCategory } from '../api.ts';

export default function CategoryListPage() {
  const categories = useCategories();
  const remove = useDeleteCategory();
  const { requestDelete, isDeleting, dialog } = useConfirmedDelete(remove, {
    confirm: MESSAGES.confirm.deleteCategory,
    success: 'Category deleted.',
    // A category still used by products is refused (409): the server says why.
    failure: 'Failed to delete the category.',
  });

  return (
    <AdminFrame
      title="Categories"
      lead="Group products so visitors find them faster."
      action={
        <Link to="/admin/add-category" className="btn btn--primary">
          <Plus size={18} aria-hidden="true" /> Add Category
        </Link>
      }
    >
      <QueryStates
        query={categories}
        loadingLabel="Loading categories…"
        errorText="Failed to load categories."
        empty={{
          when: (data) => data.length === 0,
          content: <EmptyState>{MESSAGES.category.empty}</EmptyState>,
        }}
      >
        {(data) => (
          <DataTable
            caption={`Categories (${data.length})`}
            head={
              <tr>
                <th scope="col">ID</th>
                <th scope="col">Category Name</th>
                <th scope="col">Description</th>
                <th scope="col" className="cell--actions">
                  Actions
                </th>
              </tr>
            }
          >
            {data.map((category) => {
              return (
                <tr key={category._id}>
                  <td className="cell--nowrap">
                    {/* A short form of the id is enough to tell rows apart; the full one is in the tooltip. */}
                    <code title={category._id}>{category._id.slice(0, 8)}</code>
                  </td>
                  <th scope="row" className="cell--nowrap">
                    {category.name}
                  </th>
                  <td className="cell--wrap">{category.description}</td>
                  <td className="cell--actions">
                    <RowActions
                      name={category.name}
                      editTo={`/admin/edit-category/${category._id}`}
                      deleting={isDeleting(category._id)}
                      onDelete={() => requestDelete(category._id)}
                    />
                  </td>
                </tr>
              );
            })}
          </DataTable>
        )}
      </QueryStates>
      {dialog}
    </AdminFrame>
  );
}
