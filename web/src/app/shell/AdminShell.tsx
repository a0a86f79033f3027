/**
 * The admin's own layout (issue 19): a bar with the logo and, on phones, the menu button; the grouped
 * admin menu beside the screen (under the button on phones); no public footer or chat button. The
 * menu and its groups are AdminMenu's; the screens render in <main> as everywhere else.
 */
import { ADMIN_PAGE } from '@vyoma/contract';
import { type ReactNode, Suspense, useEffect, useRef, useState } from 'react';
import { Link, useLocation } from 'react-router';
import { Logo } from '../../components/layout/Logo.tsx';
import { AdminMenu } from './AdminMenu.tsx';
import './admin-shell.css';

export function AdminShell({ children }: { children: ReactNode }) {
  const [open, setOpen] = useState(false);
  const toggleRef = useRef<HTMLButtonElement>(null);
  const { pathname } = useLocation();

  // A new screen closes the phone menu.
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs on every path change by design
  useEffect(() => setOpen(false), [pathname]);

  useEffect(() => {
    if (!open) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      setOpen(false);
      toggleRef.current?.focus();
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [open]);

  return (
    <div className="admin-shell" data-nav-open={open || undefined}>
      <header className="admin-shell__bar">
        <Link className="admin-shell__brand" to={ADMIN_PAGE.products}>
          <Logo />
          <span className="admin-shell__label">Admin</span>
        </Link>
        <button
          ref={toggleRef}
          type="button"
          className="admin-shell__toggle btn btn--outline btn--sm"
          aria-expanded={open}
          aria-controls="admin-nav"
          aria-label="Menu"
          onClick={() => setOpen((value) => !value)}
        >
          Menu
        </button>
      </header>
      <nav id="admin-nav" className="admin-shell__nav" aria-label="Admin">
        <Suspense fallback={null}>
          <AdminMenu grouped onNavigate={() => setOpen(false)} />
        </Suspense>
      </nav>
      <main id="main" tabIndex={-1} className="admin-shell__main">
        {children}
      </main>
    </div>
  );
}
