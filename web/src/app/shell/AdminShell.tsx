/**
 * The admin's own layout (issue 19): a bar with the logo and, on phones, the menu button; the grouped
 * admin menu beside the screen (under the button on phones); no public footer or chat button. The
 * menu and its groups are AdminMenu's; the screens render in <main> as everywhere else.
 */
import { ADMIN_PAGE } from '@vyoma/contract';
import { type ReactNode, Suspense } from 'react';
import { Link } from 'react-router';
import { Logo } from '../../components/layout/Logo.tsx';
import { useMenuPanel } from '../../lib/useMenuPanel.ts';
import { AdminMenu } from './AdminMenu.tsx';
import './admin-shell.css';

export function AdminShell({ children }: { children: ReactNode }) {
  const { open, setOpen, toggleRef } = useMenuPanel();

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
