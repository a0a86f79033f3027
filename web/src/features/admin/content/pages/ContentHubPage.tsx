/**
 * /admin/content "Manage Content" hub (spec §2.8): two tiles with relative links; below them the site
 * settings, job openings and legal pages (issue 19), redirects (issue 17) and the backup, each shown to the roles that may use it.
 */
import { ADMIN_PAGE, API } from '@vyoma/contract';
import {
  ArrowRight,
  Briefcase,
  CornerDownRight,
  Download,
  Files,
  Gavel,
  LayoutTemplate,
  Settings,
} from 'lucide-react';
import { Link } from 'react-router';
import { userCan } from '~/lib/permissions.ts';
import { useUser } from '~/lib/session.ts';
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
  const user = useUser();
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
      {userCan(user, 'settings') && (
        <section className="card content-panel" aria-labelledby="content-settings-title">
          <h2 id="content-settings-title" className="content-tile__title">
            Site settings
          </h2>
          <p className="content-tile__text">
            The agency's name, logo, phone, email, WhatsApp number, address, opening hours, social links and
            share image, as every page shows them.
          </p>
          <Link className="btn btn--outline" to={ADMIN_PAGE.settings}>
            <Settings size={18} aria-hidden="true" /> Edit site settings
          </Link>
        </section>
      )}
      {userCan(user, 'openings') && (
        <section className="card content-panel" aria-labelledby="content-careers-title">
          <h2 id="content-careers-title" className="content-tile__title">
            Job openings
          </h2>
          <p className="content-tile__text">
            The positions on the careers page: add one, change its description or how to apply, close it or
            give it a closing date.
          </p>
          <Link className="btn btn--outline" to={ADMIN_PAGE.careers}>
            <Briefcase size={18} aria-hidden="true" /> Manage openings
          </Link>
        </section>
      )}
      {userCan(user, 'legal') && (
        <section className="card content-panel" aria-labelledby="content-legal-title">
          <h2 id="content-legal-title" className="content-tile__title">
            Legal pages
          </h2>
          <p className="content-tile__text">
            Your privacy policy, terms and conditions and refund policy: edit them, see every earlier version
            and restore one.
          </p>
          <Link className="btn btn--outline" to={ADMIN_PAGE.legal}>
            <Gavel size={18} aria-hidden="true" /> Edit legal pages
          </Link>
        </section>
      )}
      {userCan(user, 'redirects') && (
        <section className="card content-panel" aria-labelledby="content-redirects-title">
          <h2 id="content-redirects-title" className="content-tile__title">
            Redirects and broken links
          </h2>
          <p className="content-tile__text">
            Keep old links working after a page moves, import an old site's addresses from CSV, and see which
            addresses visitors asked for that were not found.
          </p>
          <Link className="btn btn--outline" to={ADMIN_PAGE.redirects}>
            <CornerDownRight size={18} aria-hidden="true" /> Manage redirects
          </Link>
        </section>
      )}
      {userCan(user, 'backups') && (
        <section className="card content-panel" aria-labelledby="content-backup-title">
          <h2 id="content-backup-title" className="content-tile__title">
            Backup
          </h2>
          <p className="content-tile__text">
            Download the whole site (database and media) as one archive, while it keeps running. Restore it on
            a fresh server with <code>npm run restore</code>.
          </p>
          {/* A plain same-origin download: the browser streams the archive straight to disk. */}
          <a className="btn btn--outline" href={API.adminBackup} download>
            <Download size={18} aria-hidden="true" /> Download backup
          </a>
        </section>
      )}
    </AdminFrame>
  );
}
