/**
 * Change my password: "Confirm it's you" (current password, and a code when 2FA is on); every other
 * session ends, and the API tokens I made are revoked unless I untick it.
 */
import { zodResolver } from '@hookform/resolvers/zod';
import type { AccountResponse } from '@vyoma/contract';
import { newPasswordSchema } from '@vyoma/contract/schemas';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { FormActions } from '~/components/ui/FormActions.tsx';
import { FormField } from '~/components/ui/FormField.tsx';
import { toast } from '~/components/ui/Toast.tsx';
import { messageOr } from '~/lib/api.ts';
import { applyFieldErrors } from '../../components/formErrors.ts';
import { useProof } from '../../components/ProofDialog.tsx';
import { useChangePassword } from '../api.ts';
import { RevokeTokensChoice, tokensOutcome } from './RevokeTokens.tsx';

type NewPassword = z.infer<typeof newPasswordSchema>;
const EMPTY: NewPassword = { newPassword: '' };

export function PasswordCard({ account }: { account: AccountResponse }) {
  const change = useChangePassword();
  const { prove, dialog } = useProof();
  const [revokeTokens, setRevokeTokens] = useState(true);
  const {
    register,
    handleSubmit,
    reset,
    setError,
    formState: { errors },
  } = useForm<NewPassword>({ resolver: zodResolver(newPasswordSchema), defaultValues: EMPTY });
  const onSubmit = handleSubmit(async ({ newPassword }) => {
    try {
      const result = await prove({
        title: 'Change your password',
        message: `Your other sessions will be signed out.${tokensOutcome(account.apiTokens, revokeTokens)}`,
        submitLabel: 'Change password',
        run: (proof) => change.mutateAsync({ ...proof, newPassword, revokeTokens }),
      });
      if (!result) return;
      reset(EMPTY);
      toast.success(result.message);
    } catch (error) {
      const fields = applyFieldErrors(error, setError, ['newPassword']);
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
        <input
          type="text"
          name="username"
          autoComplete="username"
          value={account.user.email}
          readOnly
          hidden
        />
        <FormField
          id="account-new-password"
          label="New password"
          required
          hint="At least 8 characters; a few unrelated words make a strong one. You confirm with your current password next."
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
        <RevokeTokensChoice
          id="account-password-revoke-tokens"
          count={account.apiTokens}
          checked={revokeTokens}
          onChange={setRevokeTokens}
        />
        <FormActions label="Change password" busy={change.isPending} busyLabel="Changing…" />
      </form>
      {dialog}
    </section>
  );
}
