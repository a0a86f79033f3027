/** /wp-admin: the admin login screen (spec §2.8). Open route, wrapped by neither guard. */
import { zodResolver } from '@hookform/resolvers/zod';
import { ADMIN_PAGE, MESSAGES } from '@vyoma/contract';
import { type LoginInput, loginSchema } from '@vyoma/contract/schemas';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useNavigate } from 'react-router';
import { Seo } from '../../../components/seo/Seo.tsx';
import { messageOr } from '../../../lib/api.ts';
import { login } from '../api.ts';
import './login.css';

export default function LoginPage() {
  const navigate = useNavigate();
  const [pending, setPending] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<LoginInput>({ resolver: zodResolver(loginSchema), defaultValues: { email: '', password: '' } });

  const onSubmit = handleSubmit(async (values) => {
    setPending(true);
    setFailure(null);
    try {
      await login(values);
      // The navigation reloads the root data with the new session: the admin menu appears.
      await navigate(ADMIN_PAGE.products, { replace: true });
    } catch (error) {
      setFailure(messageOr(error, 'Login failed. Please try again.'));
      setPending(false);
    }
  });

  return (
    <section className="login">
      <Seo title="Admin login" description="Staff sign-in." robots="noindex, nofollow" />
      <div className="login__card card">
        <h1 className="login__title">Admin login</h1>
        <p className="login__lead">Sign in with your email or phone number.</p>
        <form onSubmit={onSubmit} noValidate>
          <div className="field">
            <label className="field__label" htmlFor="login-username">
              Username (email or phone)
            </label>
            <input
              id="login-username"
              className="input"
              autoComplete="username"
              aria-invalid={errors.email ? 'true' : 'false'}
              aria-describedby={errors.email ? 'login-username-error' : undefined}
              {...register('email')}
            />
            {errors.email && (
              <span id="login-username-error" className="field__error">
                {errors.email.message}
              </span>
            )}
          </div>
          <div className="field">
            <label className="field__label" htmlFor="login-password">
              Password
            </label>
            <input
              id="login-password"
              className="input"
              type="password"
              autoComplete="current-password"
              aria-invalid={errors.password ? 'true' : 'false'}
              aria-describedby={errors.password ? 'login-password-error' : undefined}
              {...register('password')}
            />
            {errors.password && (
              <span id="login-password-error" className="field__error">
                {errors.password.message}
              </span>
            )}
          </div>
          <div role="alert" aria-live="assertive">
            {failure && <p className="status status--error">{failure}</p>}
          </div>
          <button type="submit" className="btn btn--primary btn--block" disabled={pending}>
            {pending ? MESSAGES.login.pending : 'Log in'}
          </button>
        </form>
      </div>
    </section>
  );
}
