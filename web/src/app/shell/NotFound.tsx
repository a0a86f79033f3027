/** Any unknown path: a large 404 and a redirect home after 5 seconds (spec §2.2). */
import { NOT_FOUND_REDIRECT_MS } from '@vyoma/contract';
import { SHELL } from '@vyoma/contract/texts/en/shell';
import { useEffect } from 'react';
import { Link, useNavigate } from 'react-router';
import { NOINDEX, Seo } from '../../components/seo/Seo.tsx';
import { useTexts } from '../../lib/texts.ts';

export function NotFound() {
  const navigate = useNavigate();
  const t = useTexts('shell', SHELL);
  useEffect(() => {
    const timer = window.setTimeout(() => navigate('/', { replace: true }), NOT_FOUND_REDIRECT_MS);
    return () => window.clearTimeout(timer);
  }, [navigate]);
  return (
    <section className="not-found">
      <Seo title={t.notFoundTitle} description={t.notFoundText} robots={NOINDEX} />
      <p className="not-found__code" aria-hidden="true">
        404
      </p>
      <h1 className="not-found__text">{t.notFoundText}</h1>
      <p className="not-found__redirect" role="status">
        {t.notFoundRedirecting}
      </p>
      <Link className="btn btn--primary" to="/" replace>
        {t.goHome}
      </Link>
    </section>
  );
}
