import { isRouteErrorResponse, Link, useRouteError } from 'react-router';

/** Last-resort screen: a page module failed to load (e.g. after a deploy) or a page threw. */
export function RouteError() {
  const error = useRouteError();
  console.error(error);
  const status = isRouteErrorResponse(error) ? error.status : undefined;
  return (
    <main className="container section" style={{ textAlign: 'center' }}>
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
    </main>
  );
}
