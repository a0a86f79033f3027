import { isRouteErrorResponse, Link } from 'react-router';
import { NOINDEX, Seo } from '../../components/seo/Seo.tsx';

/** Last-resort screen: a page module failed to load (e.g. after a deploy) or a page threw. */
export function RouteFailure({ error }: { error: unknown }) {
  const status = isRouteErrorResponse(error) ? error.status : undefined;
  if (!status) console.error(error);
  return (
    <section className="container section" style={{ textAlign: 'center' }}>
      <Seo title="Something went wrong" description="This page could not be shown." robots={NOINDEX} />
      <h1>Something went wrong</h1>
      <p>
        {status ? `Error ${status}.` : 'This page could not be shown.'} Please reload, or go back to the home
        page.
      </p>
      <p style={{ display: 'flex', gap: '0.75rem', justifyContent: 'center' }}>
        <button type="button" className="btn btn--primary" onClick={() => window.location.reload()}>
          Reload
        </button>
        <Link className="btn btn--outline" to="/">
          Home
        </Link>
      </p>
    </section>
  );
}
