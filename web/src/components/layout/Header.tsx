import { Link, NavLink, useNavigate } from 'react-router';
import { BRAND } from '../../content/brand.ts';
import { isAdmin, useLogout, useMe } from '../../features/auth/api.ts';

/** Placeholder header: the public-site work replaces it with the full header of spec §2.1. */
export function Header() {
  const me = useMe();
  const logout = useLogout();
  const navigate = useNavigate();
  const admin = isAdmin(me.data);
  return (
    <header className="site-header">
      <nav className="container" aria-label="Main">
        <Link to="/" onClick={() => window.scrollTo({ top: 0 })}>
          {BRAND.name}
        </Link>
        {admin ? (
          <ul>
            <li>
              <NavLink to="/admin/products">Add Products</NavLink>
            </li>
            <li>
              <NavLink to="/admin/categories">Category</NavLink>
            </li>
            <li>
              <NavLink to="/admin/contact-info">Contact Info</NavLink>
            </li>
            <li>
              <NavLink to="/admin/blogs">Blogs</NavLink>
            </li>
            <li>
              <button
                type="button"
                onClick={() => logout.mutate(undefined, { onSuccess: () => navigate('/wp-admin') })}
              >
                Log out
              </button>
            </li>
          </ul>
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
