/**
 * My name and phone. The phone is a sign-in name, so a new one asks "Confirm it's you" first; the
 * email (the other sign-in name) cannot be changed here.
 */
import { zodResolver } from '@hookform/resolvers/zod';
import type { AccountResponse } from '@vyoma/contract';
import { type AccountUpdateInput, accountUpdateSchema } from '@vyoma/contract/schemas';
import { useForm } from 'react-hook-form';
import { FormActions } from '~/components/ui/FormActions.tsx';
import { FormField } from '~/components/ui/FormField.tsx';
import { toast } from '~/components/ui/Toast.tsx';
import { messageOr } from '~/lib/api.ts';
import { applyFieldErrors } from '../../components/formErrors.ts';
import { useProof } from '../../components/ProofDialog.tsx';
import { useUpdateProfile } from '../api.ts';

/** How the server stores a phone: its digits (null for none). */
const digits = (phone: unknown) => (typeof phone === 'string' && phone.replace(/\D/g, '')) || null;

export function ProfileCard({ account }: { account: AccountResponse }) {
  const { user } = account;
  const update = useUpdateProfile();
  const { prove, dialog } = useProof();
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
      if (digits(values.phone) === digits(user.phone)) await update.mutateAsync(values);
      else {
        const saved = await prove({
          title: 'Change your phone',
          message: 'You can sign in with your phone number, so a new one needs your confirmation.',
          submitLabel: 'Save profile',
          run: async (proof) => update.mutateAsync({ ...values, ...proof }),
        });
        if (!saved) return;
      }
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
      {dialog}
    </section>
  );
}
