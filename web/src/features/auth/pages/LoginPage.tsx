/** /wp-admin: the admin login screen (spec §2.8). Open route, wrapped by neither guard. */
import { zodResolver } from '@hookform/resolvers/zod';
import { MESSAGES } from '@vyoma/contract';
import { type LoginInput, loginSchema } from '@vyoma/contract/schemas';
import { useForm } from 'react-hook-form';
import { Navigate, useNavigate } from 'react-router';
import { Seo } from '../../../components/seo/Seo.tsx';
import { messageOr } from '../../../lib/api.ts';
import { isAdmin, useLogin, useMe } from '../api.ts';
import './login.css';

export default function LoginPage() {
  const me = useMe();
  const login = useLogin();
  const navigate = useNavigate();
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<LoginInput>({ resolver: zodResolver(loginSchema), defaultValues: { email: '', password: '' } });

  if (isAdmin(me.data)) return <Navigate to="/admin/products" replace />;

  const onSubmit = handleSubmit((values) =>
    login.mutate(values, { onSuccess: () => navigate('/admin/products', { replace: true }) }),
  );

  return (
    <section className="login">
      <Seo title="Admin login" description="Staff sign-in." path="/wp-admin" robots="noindex, nofollow" />
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
            {login.isError && (
              <p className="status status--error">
                {messageOr(login.error, 'Login failed. Please try again.')}
              </p>
            )}
          </div>
          <button type="submit" className="btn btn--primary btn--block" disabled={login.isPending}>
            {login.isPending ? MESSAGES.login.pending : 'Log in'}
          </button>
        </form>
      </div>
    </section>
  );
}
