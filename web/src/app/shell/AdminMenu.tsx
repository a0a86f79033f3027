/**
 * The admin menu of spec §2.1 that replaces the visitor menu for admins (desktop header and mobile
 * menu alike). NavLink marks the current page with aria-current="page".
 */
import { QueryClientProvider, useQuery } from '@tanstack/react-query';
import { ADMIN_PAGE, PAGE } from '@vyoma/contract';
import { LogOut } from 'lucide-react';
import { useState } from 'react';
import { NavLink, useNavigate } from 'react-router';
import { newEnquiryCountQuery } from '../../features/admin/contacts/api.ts';
import { logout } from '../../features/auth/api.ts';
import { adminQueryClient, clearAdminQueries } from '../../lib/adminQueryClient.ts';
import { messageOr } from '../../lib/api.ts';
import { useHydrated } from '../../lib/useHydrated.ts';

const LINKS = [
  { to: ADMIN_PAGE.products, label: 'Add Products' },
  { to: ADMIN_PAGE.categories, label: 'Category' },
  { to: ADMIN_PAGE.contactInfo, label: 'Contact Info' },
  { to: ADMIN_PAGE.blogs, label: 'Blogs' },
  { to: ADMIN_PAGE.content, label: 'Manage Content' },
  { to: ADMIN_PAGE.careers, label: 'Careers' },
  // Staff accounts.
  { to: ADMIN_PAGE.staff, label: 'Staff' },
  { to: ADMIN_PAGE.audit, label: 'Audit log' },
  { to: ADMIN_PAGE.account, label: 'My account' },
] as const;

/**
 * The number of `new` enquiries beside Contact Info, asked for in the browser only (the server's HTML
 * never holds admin data). It shares the admin screens' query client, so their changes update it.
 */
function NewEnquiryCount() {
  if (!useHydrated()) return null;
  return (
    <QueryClientProvider client={adminQueryClient()}>
      <NewEnquiries />
    </QueryClientProvider>
  );
}

function NewEnquiries() {
  const count = useQuery(newEnquiryCountQuery()).data ?? 0;
  if (count === 0) return null;
  return (
    <span className="admin-menu__count">
      {count}
      <span className="visually-hidden"> new</span>
    </span>
  );
}

export function AdminMenu({ onNavigate }: { onNavigate?: () => void } = {}) {
  const navigate = useNavigate();
  const [pending, setPending] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const signOut = async () => {
    setPending(true);
    setError(null);
    try {
      await logout();
      clearAdminQueries();
      onNavigate?.();
      // The navigation reloads the root data: the visitor menu comes back.
      await navigate(PAGE.login, { replace: true });
    } catch (failure) {
      // Spec §8: a failed logout shows the server's message.
      setError(messageOr(failure, 'Logout failed. Please try again.'));
    } finally {
      setPending(false);
    }
  };
  return (
    <ul className="admin-menu">
      {LINKS.map((link) => (
        <li key={link.to}>
          <NavLink to={link.to} className="admin-menu__link" onClick={onNavigate}>
            {link.label}
            {link.to === ADMIN_PAGE.contactInfo && <NewEnquiryCount />}
          </NavLink>
        </li>
      ))}
      <li>
        <button type="button" className="admin-menu__logout" disabled={pending} onClick={signOut}>
          <LogOut size={16} aria-hidden="true" />
          {pending ? 'Logging out…' : 'Log out'}
        </button>
        {error && (
          <p className="admin-menu__error" role="alert">
            {error}
          </p>
        )}
      </li>
    </ul>
  );
}
