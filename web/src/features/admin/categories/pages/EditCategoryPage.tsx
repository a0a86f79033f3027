/** /admin/edit-category/{id}: after a save, back to the list in 1.5 s (spec §4). */
import { CATEGORY_EDIT_REDIRECT_MS, MESSAGES } from '@vyoma/contract';
import { useEffect, useRef, useState } from 'react';
import { useNavigate, useParams } from 'react-router';
import { toast } from '~/components/ui/Toast.tsx';
import { messageOr } from '~/lib/api.ts';
import { AdminFrame } from '../../components/AdminFrame.tsx';
import { QueryStates } from '../../components/States.tsx';
import { useCategory, useUpdateCategory } from '../api.ts';
import { CategoryForm } from '../components/CategoryForm.tsx';

export default function EditCategoryPage() {
  const { id = '' } = useParams();
  const navigate = useNavigate();
  const category = useCategory(id);
  const update = useUpdateCategory(id);
  const [redirecting, setRedirecting] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);

  return (
    <AdminFrame title="Edit category" back={{ to: '/admin/categories', label: 'All categories' }}>
      <QueryStates query={category} loadingLabel="Loading category…" errorText="Failed to load the category.">
        {(data) => (
          <CategoryForm
            key={data._id}
            defaultValues={{ name: data.name, description: data.description }}
            submitLabel="Save changes"
            busy={update.isPending || redirecting}
            pending={update.isPending}
            onSave={(values) =>
              update.mutateAsync(values).then(
                () => {
                  toast.success(MESSAGES.category.updated);
                  setRedirecting(true);
                  timer.current = setTimeout(() => navigate('/admin/categories'), CATEGORY_EDIT_REDIRECT_MS);
                },
                (error: unknown) => {
                  toast.error(messageOr(error, MESSAGES.category.updateFailed));
                  throw error;
                },
              )
            }
          />
        )}
      </QueryStates>
    </AdminFrame>
  );
}
