import { Link, NavLink } from 'react-router';
import { BRAND } from '../../content/brand.ts';
import { isAdmin, useMe } from '../../features/auth/api.ts';
import { AdminMenu } from './AdminMenu.tsx';

/** Placeholder header: the public-site work replaces it with the full header of spec §2.1. */
export function Header() {
  const me = useMe();
  const admin = isAdmin(me.data);
  return (
    <header className="site-header">
      <nav className="container" aria-label="Main">
        <Link to="/" onClick={() => window.scrollTo({ top: 0 })}>
          {BRAND.name}
        </Link>
        {admin ? (
          <AdminMenu />
        ) : (
          <ul>
            <li>
              <NavLink to="/">Home</NavLink>
            </li>
            <li>
              <NavLink to="/products">Products</NavLink>
            </li>
            <li>
              <NavLink to="/contactUs">Contact Us</NavLink>
            </li>
          </ul>
        )}
      </nav>
    </header>
  );
}
