/**
 * Two-step verification on "My account": an authenticator app (TOTP, with a QR code drawn in the
 * browser), passkeys, and recovery codes (shown once, whenever new ones are made). Adding or removing
 * any of them first asks "Confirm it's you" (ProofDialog).
 */
import { zodResolver } from '@hookform/resolvers/zod';
import type { AccountResponse, TotpSetupResponse } from '@vyoma/contract';
import { type TwoFactorCodeInput, twoFactorCodeSchema } from '@vyoma/contract/schemas';
import { KeyRound, Plus, ShieldCheck, Smartphone, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useRevalidator } from 'react-router';
import { FormActions } from '~/components/ui/FormActions.tsx';
import { FormField } from '~/components/ui/FormField.tsx';
import { QrCode } from '~/components/ui/QrCode.tsx';
import { toast } from '~/components/ui/Toast.tsx';
import { messageOr } from '~/lib/api.ts';
import { formatDateTime } from '../../components/format.ts';
import { applyFieldErrors } from '../../components/formErrors.ts';
import { useProof } from '../../components/ProofDialog.tsx';
import {
  passkeyCreationOptions,
  startTotp,
  useAddPasskey,
  useConfirmTotp,
  useDisableTotp,
  useNewRecoveryCodes,
  useRemovePasskey,
} from '../api.ts';
import { RecoveryCodes } from './RecoveryCodes.tsx';

/** A code field and a submit button (confirming a new authenticator app). */
function CodeForm({
  id,
  label,
  hint,
  submit,
  busyLabel,
  onCode,
  onCancel,
}: {
  id: string;
  label: string;
  hint?: string;
  submit: string;
  busyLabel: string;
  onCode: (code: string) => Promise<unknown>;
  onCancel: () => void;
}) {
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<TwoFactorCodeInput>({
    resolver: zodResolver(twoFactorCodeSchema),
    defaultValues: { code: '' },
  });
  const onSubmit = handleSubmit(async ({ code }) => {
    try {
      await onCode(code);
    } catch (error) {
      const fields = applyFieldErrors(error, setError, ['code']);
      if (!fields.code) setError('code', { type: 'server', message: messageOr(error, 'That did not work.') });
    }
  });
  return (
    <form className="admin-form account__code-form" onSubmit={onSubmit} noValidate aria-busy={isSubmitting}>
      <FormField id={id} label={label} hint={hint} error={errors.code?.message}>
        {(a11y) => (
          <input
            className="input code-input"
            type="text"
            autoComplete="one-time-code"
            inputMode="numeric"
            spellCheck={false}
            {...a11y}
            {...register('code')}
          />
        )}
      </FormField>
      <FormActions label={submit} busy={isSubmitting} busyLabel={busyLabel} onCancel={onCancel} />
    </form>
  );
}

/** "ABCD EFGH …": the secret in groups of four, easier to type into an app. */
const grouped = (secret: string) => secret.replace(/(.{4})/g, '$1 ').trim();

export function TwoFactorCard({ account }: { account: AccountResponse }) {
  const { revalidate } = useRevalidator();
  const { prove, dialog } = useProof();
  const [setup, setSetup] = useState<TotpSetupResponse | null>(null);
  const [codes, setCodes] = useState<string[] | null>(null);
  const [passkeyName, setPasskeyName] = useState('');
  const confirmTotp = useConfirmTotp();
  const disableTotp = useDisableTotp();
  const newCodes = useNewRecoveryCodes();
  const addPasskey = useAddPasskey();
  const removePasskey = useRemovePasskey();

  /** A first factor lifts REQUIRE_2FA's restriction: reload who is signed in. */
  const factorAdded = () => {
    if (account.user.setupTwoFactor) void revalidate();
  };

  const begin = async () => {
    const started = await prove({
      title: 'Set up an authenticator app',
      message: 'An authenticator app will be asked for whenever you sign in.',
      submitLabel: 'Continue',
      run: startTotp,
    });
    if (started) setSetup(started);
  };

  const turnOff = () =>
    prove({
      title: 'Turn off the authenticator app',
      message: 'Sign-in will no longer ask for a code from your app.',
      submitLabel: 'Turn off',
      danger: true,
      run: async (proof) => {
        await disableTotp.mutateAsync(proof);
        toast.success('Authenticator app turned off.');
      },
    });

  const add = async () => {
    const optionsJSON = await prove({
      title: 'Add a passkey',
      message: 'A new passkey will be able to sign you in.',
      submitLabel: 'Continue',
      run: passkeyCreationOptions,
    });
    if (!optionsJSON) return;
    try {
      const result = await addPasskey.mutateAsync({ name: passkeyName, optionsJSON });
      setPasskeyName('');
      toast.success(`Passkey "${result.passkey.name}" added.`);
      if (result.recoveryCodes) setCodes(result.recoveryCodes);
      factorAdded();
    } catch (error) {
      toast.error(
        error instanceof Error && error.name === 'NotAllowedError'
          ? 'Adding the passkey was cancelled or timed out.'
          : messageOr(error, 'Adding the passkey failed.'),
      );
    }
  };

  const remove = (id: string, name: string) =>
    prove({
      title: `Remove the passkey "${name}"?`,
      message: 'It will no longer sign you in.',
      submitLabel: 'Remove',
      danger: true,
      run: async (proof) => {
        await removePasskey.mutateAsync({ id, proof });
        toast.success(`Passkey "${name}" removed.`);
      },
    });

  const regenerate = async () => {
    const made = await prove({
      title: 'New recovery codes',
      message: 'The recovery codes you saved before will stop working.',
      submitLabel: 'Make new codes',
      run: (proof) => newCodes.mutateAsync(proof),
    });
    if (made) setCodes(made.recoveryCodes);
  };

  const hasFactor = account.totp || account.passkeys.length > 0;

  return (
    <section className="card account__card" aria-labelledby="two-factor-title">
      <h2 id="two-factor-title" className="account__title">
        Two-step verification
      </h2>
      <p className="account__muted">
        After your password, sign-in asks for a code from your phone or a passkey.
        {account.require2fa ? ' This site requires it for every admin.' : ''}
      </p>

      {codes && <RecoveryCodes codes={codes} onDone={() => setCodes(null)} />}

      <div className="account__method">
        <div className="account__method-head">
          <Smartphone size={20} aria-hidden="true" />
          <h3 className="account__subtitle">Authenticator app</h3>
          <span className={account.totp ? 'badge badge--on' : 'badge'}>{account.totp ? 'On' : 'Off'}</span>
        </div>
        {!account.totp && !setup && (
          <button type="button" className="btn btn--outline" onClick={begin}>
            Set up authenticator app
          </button>
        )}
        {!account.totp && setup && (
          <div className="totp-setup">
            <ol className="totp-setup__steps">
              <li>
                Open an authenticator app (Google Authenticator, Microsoft Authenticator, 1Password, …).
              </li>
              <li>Scan this QR code, or type the key below.</li>
              <li>Enter the 6-digit code the app shows.</li>
            </ol>
            <div className="totp-setup__body">
              <QrCode value={setup.otpauthUrl} label="QR code for your authenticator app" size={184} />
              <div>
                <p className="account__muted">Key (if you cannot scan):</p>
                <p>
                  <code className="totp-setup__secret" data-testid="totp-secret" data-secret={setup.secret}>
                    {grouped(setup.secret)}
                  </code>
                </p>
                <CodeForm
                  id="totp-confirm-code"
                  label="Code from the app"
                  submit="Turn on"
                  busyLabel="Checking…"
                  onCode={async (code) => {
                    const result = await confirmTotp.mutateAsync(code);
                    setSetup(null);
                    setCodes(result.recoveryCodes);
                    toast.success('Authenticator app turned on.');
                    factorAdded();
                  }}
                  onCancel={() => setSetup(null)}
                />
              </div>
            </div>
          </div>
        )}
        {account.totp && (
          <button type="button" className="btn btn--outline btn--sm" onClick={turnOff}>
            Turn off
          </button>
        )}
      </div>

      <div className="account__method">
        <div className="account__method-head">
          <KeyRound size={20} aria-hidden="true" />
          <h3 className="account__subtitle">Passkeys</h3>
          <span className={account.passkeys.length ? 'badge badge--on' : 'badge'}>
            {account.passkeys.length ? `${account.passkeys.length} added` : 'None'}
          </span>
        </div>
        {account.passkeys.length > 0 && (
          <ul className="account__list" aria-label="Your passkeys">
            {account.passkeys.map((p) => (
              <li key={p._id} className="account__list-item">
                <span>
                  <strong>{p.name}</strong>
                  <span className="account__muted account__small">
                    Added {formatDateTime(p.createdAt)} · last used {formatDateTime(p.lastUsedAt)}
                  </span>
                </span>
                <button
                  type="button"
                  className="btn btn--danger btn--sm"
                  aria-label={`Remove passkey ${p.name}`}
                  onClick={() => remove(p._id, p.name)}
                >
                  <Trash2 size={14} aria-hidden="true" /> Remove
                </button>
              </li>
            ))}
          </ul>
        )}
        <div className="account__inline-form">
          <div className="field">
            <label className="field__label" htmlFor="passkey-name">
              Passkey name
            </label>
            <input
              id="passkey-name"
              className="input"
              placeholder="e.g. Work laptop"
              maxLength={60}
              value={passkeyName}
              onChange={(e) => setPasskeyName(e.target.value)}
            />
          </div>
          <button type="button" className="btn btn--outline" onClick={add} disabled={addPasskey.isPending}>
            <Plus size={16} aria-hidden="true" />{' '}
            {addPasskey.isPending ? 'Waiting for the passkey…' : 'Add a passkey'}
          </button>
        </div>
      </div>

      <div className="account__method">
        <div className="account__method-head">
          <ShieldCheck size={20} aria-hidden="true" />
          <h3 className="account__subtitle">Recovery codes</h3>
          <span className="badge">{hasFactor ? `${account.recoveryCodesLeft} of 10 left` : 'None'}</span>
        </div>
        <p className="account__muted">
          {hasFactor
            ? 'Each code signs you in once when your phone or passkey is not at hand.'
            : 'You get ten codes when you set up an authenticator app or your first passkey.'}
        </p>
        {hasFactor && (
          <button type="button" className="btn btn--outline btn--sm" onClick={regenerate}>
            Make new recovery codes
          </button>
        )}
      </div>
      {dialog}
    </section>
  );
}
