/** /admin/categories (spec §2.8): ID, Category Name, Description, Actions. */
import { MESSAGES } from '@vyoma/contract';
import { Pencil, Plus, Trash2 } from 'lucide-react';
import { Link } from 'react-router';
import { useConfirm } from '../../../../components/ui/ConfirmDialog.tsx';
import { DataTable } from '../../../../components/ui/DataTable.tsx';
import { toast } from '../../../../components/ui/Toast.tsx';
import { messageOr } from '../../../../lib/api.ts';
import { AdminFrame } from '../../components/AdminFrame.tsx';
import { EmptyState, ErrorState, LoadingState } from '../../components/States.tsx';
import { useCategories, useDeleteCategory } from '../api.ts';

export default function CategoryListPage() {
  const categories = useCategories();
  const remove = useDeleteCategory();
  const { confirm, dialog } = useConfirm();

  const onDelete = async (id: string) => {
    if (!(await confirm(MESSAGES.confirm.deleteCategory))) return;
    remove.mutate(id, {
      onSuccess: () => toast.success('Category deleted.'),
      // A category still used by products is refused (409): the server says why.
      onError: (error) => toast.error(messageOr(error, 'Failed to delete the category.')),
    });
  };

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
      {categories.isPending ? (
        <LoadingState label="Loading categories…" />
      ) : categories.isError ? (
        <ErrorState
          message={messageOr(categories.error, 'Failed to load categories.')}
          onRetry={() => categories.refetch()}
        />
      ) : categories.data.length === 0 ? (
        <EmptyState>{MESSAGES.category.empty}</EmptyState>
      ) : (
        <DataTable
          caption={`Categories (${categories.data.length})`}
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
          {categories.data.map((category) => {
            const deleting = remove.isPending && remove.variables === category._id;
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
                  <span className="table-actions">
                    <Link
                      to={`/admin/edit-category/${category._id}`}
                      className="btn btn--outline btn--sm"
                      aria-label={`Edit ${category.name}`}
                    >
                      <Pencil size={14} aria-hidden="true" /> Edit
                    </Link>
                    <button
                      type="button"
                      className="btn btn--danger btn--sm"
                      aria-label={`Delete ${category.name}`}
                      disabled={deleting}
                      onClick={() => onDelete(category._id)}
                    >
                      <Trash2 size={14} aria-hidden="true" /> {deleting ? 'Deleting…' : 'Delete'}
                    </button>
                  </span>
                </td>
              </tr>
            );
          })}
        </DataTable>
      )}
      {dialog}
    </AdminFrame>
  );
}
