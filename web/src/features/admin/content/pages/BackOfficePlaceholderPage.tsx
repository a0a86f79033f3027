/** /admin/content/manageContent-backOffice: a placeholder in the spec; we say where the content lives. */
import { Link } from 'react-router';
import { AdminFrame } from '../../components/AdminFrame.tsx';

export default function BackOfficePlaceholderPage() {
  return (
    <AdminFrame title="Back office content" back={{ to: '/admin/content', label: 'Manage Content' }}>
      <p>
        The Back Office Services page has no separate editor. It lists every blog whose category is{' '}
        <strong>Back office</strong>, and the Back Office Services menu shows the same posts.
      </p>
      <p>To add, change or remove an entry there, create or edit a blog with that category.</p>
      <div className="admin-form__actions">
        <Link to="/admin/blogs" className="btn btn--primary">
          Go to Blogs
        </Link>
        <Link to="/admin/create-blog" className="btn btn--outline">
          Create a blog
        </Link>
      </div>
    </AdminFrame>
  );
}
