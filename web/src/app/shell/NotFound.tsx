/** Any unknown path: a large 404 and a redirect home after 5 seconds (spec §2.2). */
import { NOT_FOUND_REDIRECT_MS, SHELL_MESSAGES } from '@vyoma/contract';
import { useEffect } from 'react';
import { Link, useNavigate } from 'react-router';
import { NOINDEX, Seo } from '../../components/seo/Seo.tsx';
import './not-found.css';

export function NotFound() {
  const navigate = useNavigate();
  useEffect(() => {
    const timer = window.setTimeout(() => navigate('/', { replace: true }), NOT_FOUND_REDIRECT_MS);
    return () => window.clearTimeout(timer);
  }, [navigate]);
  return (
    <section className="not-found">
      <Seo title="Page not found" description={SHELL_MESSAGES.notFound.text} robots={NOINDEX} />
      <p className="not-found__code" aria-hidden="true">
        404
      </p>
      <h1 className="not-found__text">{SHELL_MESSAGES.notFound.text}</h1>
      <p className="not-found__redirect" role="status">
        {SHELL_MESSAGES.notFound.redirecting}
      </p>
      <Link className="btn btn--primary" to="/" replace>
        Go home now
      </Link>
    </section>
  );
}
