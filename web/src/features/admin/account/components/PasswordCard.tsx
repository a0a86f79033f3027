/** Change my password: the current one is required; every other session ends. */
import { zodResolver } from '@hookform/resolvers/zod';
import { type PasswordChangeInput, passwordChangeSchema } from '@vyoma/contract/schemas';
import { useForm } from 'react-hook-form';
import { FormActions } from '../../../../components/ui/FormActions.tsx';
import { FormField } from '../../../../components/ui/FormField.tsx';
import { toast } from '../../../../components/ui/Toast.tsx';
import { messageOr } from '../../../../lib/api.ts';
import { applyFieldErrors } from '../../components/formErrors.ts';
import { useChangePassword } from '../api.ts';

const EMPTY: PasswordChangeInput = { currentPassword: '', newPassword: '' };

export function PasswordCard({ email }: { email: string }) {
  const change = useChangePassword();
  const {
    register,
    handleSubmit,
    reset,
    setError,
    formState: { errors },
  } = useForm<PasswordChangeInput>({ resolver: zodResolver(passwordChangeSchema), defaultValues: EMPTY });
  const onSubmit = handleSubmit(async (values) => {
    try {
      const result = await change.mutateAsync(values);
      reset(EMPTY);
      toast.success(result.message);
    } catch (error) {
      const fields = applyFieldErrors(error, setError, ['currentPassword', 'newPassword']);
      if (Object.keys(fields).length === 0) toast.error(messageOr(error, 'Changing the password failed.'));
    }
  });
  return (
    <section className="card account__card" aria-labelledby="password-title">
      <h2 id="password-title" className="account__title">
        Password
      </h2>
      <p className="account__muted">Changing it signs you out everywhere else.</p>
      <form className="admin-form" onSubmit={onSubmit} noValidate aria-busy={change.isPending}>
        {/* Lets password managers tie the new password to the account. */}
        <input type="text" name="username" autoComplete="username" value={email} readOnly hidden />
        <FormField
          id="account-current-password"
          label="Current password"
          required
          error={errors.currentPassword?.message}
        >
          {(a11y) => (
            <input
              className="input"
              type="password"
              autoComplete="current-password"
              {...a11y}
              {...register('currentPassword')}
            />
          )}
        </FormField>
        <FormField
          id="account-new-password"
          label="New password"
          required
          hint="At least 8 characters; a few unrelated words make a strong one."
          error={errors.newPassword?.message}
        >
          {(a11y) => (
            <input
              className="input"
              type="password"
              autoComplete="new-password"
              {...a11y}
              {...register('newPassword')}
            />
          )}
        </FormField>
        <FormActions label="Change password" busy={change.isPending} busyLabel="Changing…" />
      </form>
    </section>
  );
}
