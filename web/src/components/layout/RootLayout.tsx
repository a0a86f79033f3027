import { lazy, Suspense, useEffect } from 'react';
import { Outlet, useLocation } from 'react-router';
import { Header } from './Header.tsx';
import './layout.css';

// Never above the fold: both load as their own chunk after the page, keeping first-load JS small.
const Footer = lazy(() => import('./Footer.tsx').then((m) => ({ default: m.Footer })));
const ChatLink = lazy(() => import('./ChatLink.tsx').then((m) => ({ default: m.ChatLink })));

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
      {/* The placeholder reserves the footer's space so its arrival does not shift anything. */}
      <Suspense fallback={<div className="site-footer-placeholder" />}>
        <Footer />
        <ChatLink />
      </Suspense>
    </>
  );
}
