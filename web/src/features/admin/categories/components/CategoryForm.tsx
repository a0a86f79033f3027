/** One form for adding and editing a category (spec §5: name and description required). */
import { zodResolver } from '@hookform/resolvers/zod';
import { type CategoryInput, categorySchema } from '@vyoma/contract/schemas';
import { useForm } from 'react-hook-form';
import { FormActions } from '~/components/ui/FormActions.tsx';
import { FormField } from '~/components/ui/FormField.tsx';
import { applyFieldErrors } from '../../components/formErrors.ts';

interface CategoryFormProps {
  defaultValues?: CategoryInput;
  submitLabel: string;
  busy: boolean;
  pending: boolean;
  /** Resolves true when the save worked (the add form then clears). */
  onSave: (values: CategoryInput) => Promise<unknown>;
}

const EMPTY: CategoryInput = { name: '', description: '' };

export function CategoryForm({
  defaultValues = EMPTY,
  submitLabel,
  busy,
  pending,
  onSave,
}: CategoryFormProps) {
  const {
    register,
    handleSubmit,
    reset,
    setError,
    setFocus,
    formState: { errors },
  } = useForm<CategoryInput>({ resolver: zodResolver(categorySchema), defaultValues });

  const onSubmit = handleSubmit(async (values) => {
    try {
      await onSave(values);
      reset(defaultValues === EMPTY ? EMPTY : values);
      if (defaultValues === EMPTY) setFocus('name');
    } catch (error) {
      applyFieldErrors(error, setError, ['name', 'description']);
    }
  });

  return (
    <form className="admin-form" onSubmit={onSubmit} noValidate aria-busy={busy}>
      <FormField id="category-name" label="Name" required error={errors.name?.message}>
        {(a11y) => <input className="input" autoComplete="off" {...a11y} {...register('name')} />}
      </FormField>
      <FormField id="category-description" label="Description" required error={errors.description?.message}>
        {(a11y) => <textarea className="textarea" rows={4} {...a11y} {...register('description')} />}
      </FormField>
      <FormActions label={submitLabel} busy={pending} disabled={busy} cancelTo="/admin/categories" />
    </form>
  );
}
