/** The admin menu of spec §2.1 that replaces the visitor menu for admins. */
import { NavLink, useNavigate } from 'react-router';
import { useLogout } from '../../features/auth/api.ts';

export function AdminMenu() {
  const logout = useLogout();
  const navigate = useNavigate();
  return (
    <ul className="admin-menu">
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
  );
}
