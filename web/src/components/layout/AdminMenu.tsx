/**
 * The admin menu of spec §2.1 that replaces the visitor menu for admins (desktop header and mobile
 * menu alike). NavLink marks the current page with aria-current="page".
 */
import { LogOut } from 'lucide-react';
import { NavLink, useNavigate } from 'react-router';
import { useLogout } from '../../features/auth/api.ts';
import './admin-menu.css';

const LINKS = [
  { to: '/admin/products', label: 'Add Products' },
  { to: '/admin/categories', label: 'Category' },
  { to: '/admin/contact-info', label: 'Contact Info' },
  { to: '/admin/blogs', label: 'Blogs' },
  { to: '/admin/content', label: 'Manage Content' },
] as const;

export function AdminMenu({ onNavigate }: { onNavigate?: () => void } = {}) {
  const logout = useLogout();
  const navigate = useNavigate();
  return (
    <ul className="admin-menu">
      {LINKS.map((link) => (
        <li key={link.to}>
          <NavLink to={link.to} className="admin-menu__link" onClick={onNavigate}>
            {link.label}
          </NavLink>
        </li>
      ))}
      <li>
        <button
          type="button"
          className="admin-menu__logout"
          disabled={logout.isPending}
          onClick={() =>
            logout.mutate(undefined, {
              onSuccess: () => {
                onNavigate?.();
                navigate('/wp-admin', { replace: true });
              },
            })
          }
        >
          <LogOut size={16} aria-hidden="true" />
          {logout.isPending ? 'Logging out…' : 'Log out'}
        </button>
      </li>
    </ul>
  );
}
