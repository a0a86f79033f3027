import { useEffect } from 'react';
import { Outlet, useLocation } from 'react-router';
import { ChatLink } from './ChatLink.tsx';
import { Footer } from './Footer.tsx';
import { Header } from './Header.tsx';

/** New page, top of the page (hash routing has no native scroll reset). */
function useScrollToTopOnNavigate() {
  const { pathname } = useLocation();
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs on every path change by design
  useEffect(() => {
    window.scrollTo({ top: 0, left: 0, behavior: 'instant' });
  }, [pathname]);
}

export function RootLayout() {
  useScrollToTopOnNavigate();
  return (
    <>
      {/* A button, not an anchor: with hash routing "#main" would be read as a route. */}
      <button type="button" className="skip-link" onClick={() => document.getElementById('main')?.focus()}>
        Skip to content
      </button>
      <Header />
      <main id="main" tabIndex={-1}>
        <Outlet />
      </main>
      <Footer />
      <ChatLink />
    </>
  );
}
