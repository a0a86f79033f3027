/**
 * Add a staff account: name, email, phone, role; a password of your choosing or a generated one shown
 * once. A new admin asks "Confirm it's you" first (the server wants the step-up proof for it).
 */
import { zodResolver } from '@hookform/resolvers/zod';
import { ROLE_DESCRIPTIONS, ROLE_LABELS, STAFF_ROLES } from '@vyoma/contract';
import { type StaffCreateInput, staffCreateSchema } from '@vyoma/contract/schemas';
import { Check, Copy } from 'lucide-react';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { FormActions } from '~/components/ui/FormActions.tsx';
import { FormField } from '~/components/ui/FormField.tsx';
import { toast } from '~/components/ui/Toast.tsx';
import { messageOr } from '~/lib/api.ts';
import { applyFieldErrors } from '../../components/formErrors.ts';
import { aboutTheProof, type useProof } from '../../components/ProofDialog.tsx';
import { useCreateStaff } from '../api.ts';

const EMPTY: StaffCreateInput = { name: '', email: '', phone: '', password: '', role: 'admin' };

export function AddStaffForm({ prove }: { prove: ReturnType<typeof useProof>['prove'] }) {
  const create = useCreateStaff();
  const [created, setCreated] = useState<{ email: string; password?: string } | null>(null);
  const [copied, setCopied] = useState(false);
  const {
    register,
    handleSubmit,
    reset,
    setError,
    setFocus,
    watch,
    formState: { errors },
  } = useForm<StaffCreateInput>({ resolver: zodResolver(staffCreateSchema), defaultValues: EMPTY });

  const onSubmit = handleSubmit(async (values) => {
    try {
      const result =
        values.role === 'admin'
          ? await prove({
              title: 'Add an admin',
              message: `Add ${values.name} (${values.email}) as an admin? Admins can do everything, including adding admins.`,
              submitLabel: 'Add admin',
              run: (proof) => create.mutateAsync({ ...values, ...proof }),
              closesOn: (error) => !aboutTheProof(error),
            })
          : await create.mutateAsync(values);
      if (!result) return; // cancelled: the form keeps what was typed
      reset(EMPTY);
      setCopied(false);
      setCreated({ email: result.user.email, password: result.password });
      toast.success(`${result.user.name} can now sign in (${ROLE_LABELS[result.user.role].toLowerCase()}).`);
    } catch (error) {
      const fields = applyFieldErrors(error, setError, ['name', 'email', 'phone', 'password', 'role']);
      if (Object.keys(fields).length === 0) toast.error(messageOr(error, 'Adding the account failed.'));
      else setFocus(Object.keys(fields)[0] as keyof StaffCreateInput);
    }
  });

  return (
    <section className="card staff__card" aria-labelledby="add-staff-title">
      <h2 id="add-staff-title" className="staff__title">
        Add a staff account
      </h2>
      {created?.password && (
        <div className="staff__password" role="status">
          <p>
            Password for <strong>{created.email}</strong>, shown only this once. Hand it over safely; they can
            change it on My account.
          </p>
          <p className="staff__password-row">
            <code data-testid="generated-password">{created.password}</code>
            <button
              type="button"
              className="btn btn--outline btn--sm"
              onClick={async () => {
                try {
                  await navigator.clipboard.writeText(created.password ?? '');
                  setCopied(true);
                } catch {
                  setCopied(false);
                }
              }}
            >
              {copied ? <Check size={14} aria-hidden="true" /> : <Copy size={14} aria-hidden="true" />}
              {copied ? 'Copied' : 'Copy'}
            </button>
            <button type="button" className="btn btn--ghost btn--sm" onClick={() => setCreated(null)}>
              Done
            </button>
          </p>
        </div>
      )}
      <form
        className="admin-form admin-form--two"
        onSubmit={onSubmit}
        noValidate
        aria-busy={create.isPending}
      >
        <FormField id="staff-name" label="Name" required error={errors.name?.message}>
          {(a11y) => <input className="input" autoComplete="off" {...a11y} {...register('name')} />}
        </FormField>
        <FormField id="staff-email" label="Email" required error={errors.email?.message}>
          {(a11y) => (
            <input className="input" type="email" autoComplete="off" {...a11y} {...register('email')} />
          )}
        </FormField>
        <FormField
          id="staff-phone"
          label="Phone"
          hint="Optional; they can sign in with it too."
          error={errors.phone?.message}
        >
          {(a11y) => (
            <input className="input" type="tel" autoComplete="off" {...a11y} {...register('phone')} />
          )}
        </FormField>
        <FormField
          id="staff-role"
          label="Role"
          hint={ROLE_DESCRIPTIONS[watch('role') ?? 'admin']}
          error={errors.role?.message}
        >
          {(a11y) => (
            <select className="input" {...a11y} {...register('role')}>
              {STAFF_ROLES.map((role) => (
                <option key={role} value={role}>
                  {ROLE_LABELS[role]}
                </option>
              ))}
            </select>
          )}
        </FormField>
        <FormField
          id="staff-password"
          label="Password"
          hint="Leave empty to generate a strong one, shown once."
          error={errors.password?.message}
        >
          {(a11y) => (
            <input
              className="input"
              type="text"
              autoComplete="new-password"
              {...a11y}
              {...register('password')}
            />
          )}
        </FormField>
        <FormActions label="Add account" busy={create.isPending} busyLabel="Adding…" className="span-all" />
      </form>
    </section>
  );
}
