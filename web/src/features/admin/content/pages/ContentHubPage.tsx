/** /admin/content "Manage Content" hub (spec §2.8): two tiles with relative links. */
import { ArrowRight, Files, LayoutTemplate } from 'lucide-react';
import { Link } from 'react-router';
import { AdminFrame } from '../../components/AdminFrame.tsx';
import './content.css';

const TILES = [
  {
    // Relative routes, as the spec names them: /admin/content/<to>.
    to: 'manageContent-banner-section',
    title: 'Banner section',
    text: 'Edit the "Service Expertise" block on the home page: its title, paragraph and image.',
    Icon: LayoutTemplate,
  },
  {
    to: 'manageContent-backOffice',
    title: 'Back office',
    text: 'See where the Back Office Services page gets its content.',
    Icon: Files,
  },
] as const;

export default function ContentHubPage() {
  return (
    <AdminFrame title="Manage Content" lead="Change what visitors see on the site without a release." bare>
      <ul className="content-tiles">
        {TILES.map(({ to, title, text, Icon }) => (
          <li key={to}>
            <Link to={to} className="card card--interactive content-tile">
              <span className="content-tile__icon" aria-hidden="true">
                <Icon size={24} />
              </span>
              <span className="content-tile__title">{title}</span>
              <span className="content-tile__text">{text}</span>
              <span className="content-tile__more" aria-hidden="true">
                Open <ArrowRight size={16} />
              </span>
            </Link>
          </li>
        ))}
      </ul>
    </AdminFrame>
  );
}
