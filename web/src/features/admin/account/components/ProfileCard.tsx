/** My name and phone (the email is the login and is changed by another admin only if ever). */
import { zodResolver } from '@hookform/resolvers/zod';
import type { User } from '@vyoma/contract';
import { type AccountUpdateInput, accountUpdateSchema } from '@vyoma/contract/schemas';
import { useForm } from 'react-hook-form';
import { FormActions } from '../../../../components/ui/FormActions.tsx';
import { FormField } from '../../../../components/ui/FormField.tsx';
import { toast } from '../../../../components/ui/Toast.tsx';
import { messageOr } from '../../../../lib/api.ts';
import { applyFieldErrors } from '../../components/formErrors.ts';
import { useUpdateProfile } from '../api.ts';

export function ProfileCard({ user }: { user: User }) {
  const update = useUpdateProfile();
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors },
  } = useForm<AccountUpdateInput>({
    resolver: zodResolver(accountUpdateSchema),
    defaultValues: { name: user.name, phone: user.phone ?? '' },
  });
  const onSubmit = handleSubmit(async (values) => {
    try {
      await update.mutateAsync(values);
      toast.success('Profile saved.');
    } catch (error) {
      applyFieldErrors(error, setError, ['name', 'phone']);
      toast.error(messageOr(error, 'Saving the profile failed.'));
    }
  });
  return (
    <section className="card account__card" aria-labelledby="profile-title">
      <h2 id="profile-title" className="account__title">
        Profile
      </h2>
      <p className="account__muted">
        Signed in as <strong>{user.email}</strong>
      </p>
      <form className="admin-form" onSubmit={onSubmit} noValidate aria-busy={update.isPending}>
        <FormField id="account-name" label="Name" required error={errors.name?.message}>
          {(a11y) => (
            <input className="input" type="text" autoComplete="name" {...a11y} {...register('name')} />
          )}
        </FormField>
        <FormField
          id="account-phone"
          label="Phone"
          hint="Optional; you can also sign in with it."
          error={errors.phone?.message}
        >
          {(a11y) => (
            <input className="input" type="tel" autoComplete="tel" {...a11y} {...register('phone')} />
          )}
        </FormField>
        <FormActions label="Save profile" busy={update.isPending} />
      </form>
    </section>
  );
}
