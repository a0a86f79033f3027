/** /admin/add-category: the form clears after a successful add (spec §4). */
import { MESSAGES } from '@vyoma/contract';
import { toast, withReason } from '~/components/ui/Toast.tsx';
import { messageOr } from '~/lib/api.ts';
import { AdminFrame } from '../../components/AdminFrame.tsx';
import { useCreateCategory } from '../api.ts';
import { CategoryForm } from '../components/CategoryForm.tsx';

export default function AddCategoryPage() {
  const create = useCreateCategory();
  return (
    <AdminFrame title="Add category" back={{ to: '/admin/categories', label: 'All categories' }}>
      <CategoryForm
        submitLabel="Add category"
        busy={create.isPending}
        pending={create.isPending}
        onSave={(values) =>
          create.mutateAsync(values).then(
            () => toast.success(MESSAGES.category.added),
            (error: unknown) => {
              toast.error(withReason(MESSAGES.category.addFailed, messageOr(error, '')));
              throw error;
            },
          )
        }
      />
    </AdminFrame>
  );
}
