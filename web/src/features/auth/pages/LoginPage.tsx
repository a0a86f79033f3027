/** /wp-admin: the admin login screen (spec §2.8). Open route, wrapped by neither guard. */
import { zodResolver } from '@hookform/resolvers/zod';
import { ADMIN_PAGE, MESSAGES } from '@vyoma/contract';
import { type LoginInput, loginSchema } from '@vyoma/contract/schemas';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useNavigate } from 'react-router';
import { Seo } from '../../../components/seo/Seo.tsx';
import { FormField } from '../../../components/ui/FormField.tsx';
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
          <FormField id="login-username" label="Username (email or phone)" error={errors.email?.message}>
            {(a11y) => <input className="input" autoComplete="username" {...register('email')} {...a11y} />}
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
          <button type="submit" className="btn btn--primary btn--block" disabled={pending}>
            {pending ? MESSAGES.login.pending : 'Log in'}
          </button>
        </form>
      </div>
    </section>
  );
}
