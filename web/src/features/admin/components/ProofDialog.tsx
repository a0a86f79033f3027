/**
 * "Confirm it's you": every change to how the account signs in (password, phone, second factors,
 * recovery codes), making an admin on the Staff screen and making an API token that may do more than
 * an author ask for the current password and, when two-step verification is on, a code or a passkey
 * (the server's step-up proof, modules/auth/step-up.ts). A native modal <dialog>: focus starts on the
 * password, Escape cancels, focus returns to what opened it. A wrong proof keeps the dialog open with
 * the server's message on the field it concerns.
 *
 * `const { prove, dialog } = useProof()`; render `{dialog}` once and
 * `const result = await prove({ title, message, submitLabel, run })`: `run` is called with the proof
 * and its result is answered once it succeeds (undefined when cancelled). An error of `run` that
 * `closesOn` picks (one about the change itself, not the proof) closes the dialog and is thrown.
 */
import { type AccountResponse, API, type PasskeyOptionsResponse } from '@vyoma/contract';
import type { StepUpProof } from '@vyoma/contract/schemas';
import { KeyRound } from 'lucide-react';
import { type FormEvent, type ReactNode, useCallback, useEffect, useId, useRef, useState } from 'react';
import '~/components/ui/confirm-dialog.css';
import { FormField } from '~/components/ui/FormField.tsx';
import { ApiError, apiRequest, messageOr } from '~/lib/api.ts';
import { fieldErrorsOf } from './formErrors.ts';
import { useAccount } from './queries.ts';

/**
 * The passkey half of a step-up proof: the browser signs the server's challenge with one of this
 * account's passkeys (WebAuthn); the answer goes with the change it proves.
 */
async function passkeyProof(): Promise<StepUpProof['passkey']> {
  const optionsJSON = await apiRequest<PasskeyOptionsResponse>(API.accountStepUpOptions, { method: 'POST' });
  // Loaded on demand: only passkey steps need it.
  const { startAuthentication } = await import('@simplewebauthn/browser');
  const answer = await startAuthentication({ optionsJSON: optionsJSON as never });
  return answer as unknown as StepUpProof['passkey'];
}

/**
 * Whether an error is about the proof (it stays in the dialog) rather than the change itself (a taken
 * email, say: `closesOn: (e) => !aboutTheProof(e)` hands it to the form).
 */
export const aboutTheProof = (error: unknown) =>
  error instanceof ApiError &&
  (error.status === 429 || ['currentPassword', 'code', 'passkey'].some((f) => f in error.fieldErrors));

export interface ProofRequest<T> {
  title: string;
  /** What is about to change. */
  message: string;
  submitLabel: string;
  /** A red submit button (removing something). */
  danger?: boolean;
  run: (proof: StepUpProof) => Promise<T>;
  /** Errors that are the change's, not the proof's (a taken email): the dialog closes and prove() throws. */
  closesOn?: (error: unknown) => boolean;
}

type Outcome = { value: unknown } | { error: unknown } | null;

interface Pending {
  request: ProofRequest<unknown>;
  resolve: (result: Outcome) => void;
}

type Errors = { currentPassword?: string; code?: string; general?: string };

function ProofDialog({
  account,
  pending,
  onClose,
}: {
  /** Unknown until it loads: the code field is offered, in case. */
  account: AccountResponse | undefined;
  pending: Pending | null;
  onClose: (result: Outcome) => void;
}) {
  const ref = useRef<HTMLDialogElement>(null);
  const passwordRef = useRef<HTMLInputElement>(null);
  const titleId = useId();
  const messageId = useId();
  const [password, setPassword] = useState('');
  const [code, setCode] = useState('');
  const [errors, setErrors] = useState<Errors>({});
  const [busy, setBusy] = useState<'code' | 'passkey' | null>(null);
  const open = pending !== null;
  const hasPasskey = (account?.passkeys.length ?? 0) > 0;
  const twoFactor = account ? account.totp || hasPasskey : true;

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (open && !dialog.open) {
      setPassword('');
      setCode('');
      setErrors({});
      dialog.showModal();
      passwordRef.current?.focus();
    } else if (!open && dialog.open) dialog.close();
  }, [open]);

  const attempt = async (how: 'code' | 'passkey') => {
    if (!pending || busy) return;
    if (!password) {
      setErrors({ currentPassword: 'Enter your current password' });
      passwordRef.current?.focus();
      return;
    }
    setBusy(how);
    setErrors({});
    try {
      const proof: StepUpProof = { currentPassword: password };
      if (how === 'passkey') proof.passkey = await passkeyProof();
      else if (code.trim()) proof.code = code.trim();
      const value = await pending.request.run(proof);
      onClose({ value });
    } catch (error) {
      if (pending.request.closesOn?.(error)) {
        onClose({ error });
        return;
      }
      const fields = fieldErrorsOf(error);
      const next: Errors = { currentPassword: fields.currentPassword, code: fields.code };
      if (!next.currentPassword && !next.code)
        next.general =
          error instanceof Error && error.name === 'NotAllowedError'
            ? 'The passkey was cancelled or timed out.'
            : (fields.passkey ?? messageOr(error, 'That did not work. Try again.'));
      setErrors(next);
      // The field to fix next gets the focus; its message is read with it (aria-describedby).
      if (next.currentPassword) passwordRef.current?.focus();
      else if (next.code) document.getElementById(`${titleId}-code`)?.focus();
    } finally {
      setBusy(null);
    }
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    void attempt('code');
  };

  const codeLabel =
    account?.totp !== false ? 'Code from your authenticator app or a recovery code' : 'Recovery code';
  return (
    <dialog
      ref={ref}
      className="confirm-dialog proof-dialog"
      aria-labelledby={titleId}
      aria-describedby={messageId}
      onCancel={(event) => {
        event.preventDefault();
        if (!busy) onClose(null);
      }}
    >
      {pending && (
        <form onSubmit={submit} noValidate aria-busy={busy !== null}>
          <h2 id={titleId} className="confirm-dialog__title">
            {pending.request.title}
          </h2>
          <p id={messageId} className="confirm-dialog__message">
            {pending.request.message}{' '}
            {twoFactor
              ? `Confirm it's you: enter your current password and ${
                  hasPasskey ? 'a code, or use your passkey' : 'a code'
                }.`
              : "Confirm it's you: enter your current password."}
          </p>
          <FormField
            id={`${titleId}-password`}
            label="Current password"
            required
            error={errors.currentPassword}
          >
            {(a11y) => (
              <input
                ref={passwordRef}
                className="input"
                type="password"
                autoComplete="current-password"
                value={password}
                onChange={(e) => setPassword(e.target.value)}
                {...a11y}
              />
            )}
          </FormField>
          {twoFactor && (
            <FormField
              id={`${titleId}-code`}
              label={codeLabel}
              hint={hasPasskey ? 'Or leave it empty and use your passkey below.' : undefined}
              error={errors.code}
            >
              {(a11y) => (
                <input
                  className="input code-input"
                  autoComplete="one-time-code"
                  spellCheck={false}
                  value={code}
                  onChange={(e) => setCode(e.target.value)}
                  {...a11y}
                />
              )}
            </FormField>
          )}
          <div role="alert" aria-live="assertive">
            {errors.general && <p className="status status--error">{errors.general}</p>}
          </div>
          <div className="confirm-dialog__actions">
            <button type="button" className="btn btn--ghost" onClick={() => onClose(null)} disabled={!!busy}>
              Cancel
            </button>
            {hasPasskey && (
              <button
                type="button"
                className="btn btn--outline"
                onClick={() => void attempt('passkey')}
                disabled={!!busy}
              >
                <KeyRound size={16} aria-hidden="true" />{' '}
                {busy === 'passkey' ? 'Waiting for the passkey…' : 'Use a passkey'}
              </button>
            )}
            <button
              type="submit"
              className={pending.request.danger ? 'btn btn--danger' : 'btn btn--primary'}
              disabled={!!busy}
            >
              {busy === 'code' ? 'Checking…' : pending.request.submitLabel}
            </button>
          </div>
        </form>
      )}
    </dialog>
  );
}

export function useProof(): {
  prove: <T>(request: ProofRequest<T>) => Promise<T | undefined>;
  dialog: ReactNode;
} {
  const account = useAccount().data;
  const [pending, setPending] = useState<Pending | null>(null);
  const returnFocus = useRef<HTMLElement | null>(null);

  const prove = useCallback(
    <T,>(request: ProofRequest<T>) =>
      new Promise<T | undefined>((resolve, reject) => {
        returnFocus.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
        setPending({
          request: request as ProofRequest<unknown>,
          resolve: (result) =>
            result && 'error' in result
              ? reject(result.error)
              : resolve(result ? (result.value as T) : undefined),
        });
      }),
    [],
  );

  const close = (result: Outcome) => {
    pending?.resolve(result);
    setPending(null);
    const target = returnFocus.current;
    requestAnimationFrame(() => {
      if (target?.isConnected) target.focus();
      else document.querySelector<HTMLElement>('main h1')?.focus();
    });
  };

  return { prove, dialog: <ProofDialog account={account} pending={pending} onClose={close} /> };
}
