/**
 * /wp-admin: the admin login screen (spec §2.8). Open route, wrapped by neither guard. The first step
 * is the spec's; an account with a second factor then gets a second step on the same card: a code
 * from the authenticator app, "Use a passkey", or "Use a recovery code".
 */
import { zodResolver } from '@hookform/resolvers/zod';
import { ADMIN_PAGE, type LoginResponse, MESSAGES, type TwoFactorMethod } from '@vyoma/contract';
import {
  type LoginInput,
  loginSchema,
  type TwoFactorCodeInput,
  twoFactorCodeSchema,
} from '@vyoma/contract/schemas';
import { KeyRound } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useNavigate } from 'react-router';
import { Seo } from '~/components/seo/Seo.tsx';
import { FormField } from '~/components/ui/FormField.tsx';
import { messageOr } from '~/lib/api.ts';
import { useHydrated } from '~/lib/useHydrated.ts';
import { login, loginWithCode, loginWithPasskey } from '../api.ts';
import './login.css';

export default function LoginPage() {
  const navigate = useNavigate();
  // Sign-in goes through the page's code (throttling, the second step). Until it runs the button stays
  // disabled; a form the browser sent by itself only comes back here, and as a "post" it never puts
  // the password in a URL.
  const hydrated = useHydrated();
  const [pending, setPending] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const [methods, setMethods] = useState<TwoFactorMethod[] | null>(null);
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<LoginInput>({ resolver: zodResolver(loginSchema), defaultValues: { email: '', password: '' } });

  /** Signed in: REQUIRE_2FA sends an admin without a factor to set one up first. */
  const enter = async (result: LoginResponse) => {
    // The navigation reloads the root data with the new session: the admin menu appears.
    await navigate(result.user.setupTwoFactor ? ADMIN_PAGE.account : ADMIN_PAGE.products, { replace: true });
  };

  const onSubmit = handleSubmit(async (values) => {
    setPending(true);
    setFailure(null);
    try {
      const result = await login(values);
      if ('twoFactorRequired' in result) {
        setMethods(result.methods);
        setPending(false);
        return;
      }
      await enter(result);
    } catch (error) {
      setFailure(messageOr(error, 'Login failed. Please try again.'));
      setPending(false);
    }
  });

  return (
    <section className="login">
      <Seo title="Admin login" description="Staff sign-in." robots="noindex, nofollow" />
      <div className="login__card card">
        {methods ? (
          <SecondStep
            methods={methods}
            onDone={enter}
            onRestart={() => {
              setMethods(null);
              setFailure(null);
            }}
          />
        ) : (
          <>
            <h1 className="login__title">Admin login</h1>
            <p className="login__lead">Sign in with your email or phone number.</p>
            <noscript>
              <p className="status status--info">
                Signing in needs JavaScript. Please turn it on and reload.
              </p>
            </noscript>
            <form method="post" onSubmit={onSubmit} noValidate>
              <FormField id="login-username" label="Username (email or phone)" error={errors.email?.message}>
                {(a11y) => (
                  <input
                    className="input"
                    type="text"
                    autoComplete="username"
                    {...register('email')}
                    {...a11y}
                  />
                )}
              </FormField>
              <FormField id="login-password" label="Password" error={errors.password?.message}>
                {(a11y) => (
                  <input
                    className="input"
                    type="password"
                    autoComplete="current-password"
                    {...register('password')}
                    {...a11y}
                  />
                )}
              </FormField>
              <div role="alert" aria-live="assertive">
                {failure && <p className="status status--error">{failure}</p>}
              </div>
              <button type="submit" className="btn btn--primary btn--block" disabled={pending || !hydrated}>
                {pending ? MESSAGES.login.pending : 'Log in'}
              </button>
            </form>
          </>
        )}
      </div>
    </section>
  );
}

interface SecondStepProps {
  methods: TwoFactorMethod[];
  onDone: (result: LoginResponse) => Promise<void>;
  onRestart: () => void;
}

/** The second step: a code (authenticator app or recovery code) or a passkey. */
function SecondStep({ methods, onDone, onRestart }: SecondStepProps) {
  const hasTotp = methods.includes('totp');
  const hasPasskey = methods.includes('webauthn');
  const [recovery, setRecovery] = useState(!hasTotp);
  const [pending, setPending] = useState<'code' | 'passkey' | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const {
    register,
    handleSubmit,
    reset,
    setFocus,
    formState: { errors },
  } = useForm<TwoFactorCodeInput>({
    resolver: zodResolver(twoFactorCodeSchema),
    defaultValues: { code: '' },
  });

  // The card changed under the user: move focus to its new heading, so screen readers announce it.
  useEffect(() => headingRef.current?.focus(), []);

  const fail = (error: unknown, fallback: string) => {
    const message = messageOr(error, fallback);
    setFailure(message);
    setPending(null);
    // An expired step cannot be finished: back to the password.
    if (/expired/i.test(message)) onRestart();
  };

  const onSubmit = handleSubmit(async ({ code }) => {
    setPending('code');
    setFailure(null);
    try {
      await onDone(await loginWithCode(code));
    } catch (error) {
      reset({ code: '' });
      setFocus('code');
      fail(error, 'That code did not work. Please try again.');
    }
  });

  const usePasskey = async () => {
    setPending('passkey');
    setFailure(null);
    try {
      await onDone(await loginWithPasskey());
    } catch (error) {
      fail(
        error,
        error instanceof Error && error.name === 'NotAllowedError'
          ? 'The passkey request was cancelled or timed out.'
          : 'Signing in with the passkey failed. Please try again.',
      );
    }
  };

  const label = recovery ? 'Recovery code' : 'Code from your authenticator app';
  return (
    <>
      <h1 className="login__title" ref={headingRef} tabIndex={-1}>
        Two-step verification
      </h1>
      <p className="login__lead">
        {recovery
          ? 'Enter one of the recovery codes you saved when you set up two-step verification. Each code works once.'
          : hasTotp
            ? 'Enter the 6-digit code your authenticator app shows for Vyoma Infotech.'
            : 'Use your passkey, or a recovery code.'}
      </p>
      {(hasTotp || recovery) && (
        <form onSubmit={onSubmit} noValidate>
          <FormField
            id="login-code"
            label={label}
            error={errors.code?.message}
            hint={recovery ? 'For example abcd-2345-wxyz' : undefined}
          >
            {(a11y) => (
              <input
                key={label}
                className="input login__code"
                type="text"
                autoComplete="one-time-code"
                inputMode={recovery ? 'text' : 'numeric'}
                spellCheck={false}
                {...register('code')}
                {...a11y}
              />
            )}
          </FormField>
          <button type="submit" className="btn btn--primary btn--block" disabled={pending !== null}>
            {pending === 'code' ? 'Verifying…' : 'Verify'}
          </button>
        </form>
      )}
      <div role="alert" aria-live="assertive">
        {failure && <p className="status status--error">{failure}</p>}
      </div>
      <div className="login__alternatives">
        {hasPasskey && (
          <button
            type="button"
            className="btn btn--outline btn--block"
            disabled={pending !== null}
            onClick={usePasskey}
          >
            <KeyRound size={18} aria-hidden="true" />{' '}
            {pending === 'passkey' ? 'Waiting for the passkey…' : 'Use a passkey'}
          </button>
        )}
        {hasTotp && (
          <button
            type="button"
            className="btn btn--ghost btn--block"
            onClick={() => {
              setRecovery(!recovery);
              setFailure(null);
              reset({ code: '' });
            }}
          >
            {recovery ? 'Use the authenticator app' : 'Use a recovery code'}
          </button>
        )}
        {!hasTotp && !recovery && (
          <button type="button" className="btn btn--ghost btn--block" onClick={() => setRecovery(true)}>
            Use a recovery code
          </button>
        )}
        <button type="button" className="btn btn--ghost btn--block" onClick={onRestart}>
          Start again
        </button>
      </div>
    </>
  );
}
