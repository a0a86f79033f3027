/**
 * /admin/content "Manage Content" hub (spec §2.8): two tiles with relative links; below them the site
 * settings, job openings, legal pages and the media library (issue 19), redirects (issue 17) and the backup, each shown to the roles that may use it.
 */
import { ADMIN_PAGE, API, type Permission } from '@vyoma/contract';
import {
  ArrowRight,
  Briefcase,
  CornerDownRight,
  Download,
  Files,
  Gavel,
  Images,
  LayoutTemplate,
  type LucideIcon,
  Settings,
} from 'lucide-react';
import type { ReactNode } from 'react';
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

interface Panel {
  id: string;
  permission: Permission;
  title: string;
  text: ReactNode;
  /** A screen of the admin, or (for the backup) a same-origin download the browser streams to disk. */
  action: { label: string; Icon: LucideIcon } & ({ to: string } | { download: string });
}

/** The hub's other panels, each shown to the roles that may use its screen. */
const PANELS: readonly Panel[] = [
  {
    id: 'settings',
    permission: 'settings',
    title: 'Site settings',
    text: "The agency's name, logo, phone, email, WhatsApp number, address, opening hours, social links and share image, as every page shows them.",
    action: { label: 'Edit site settings', Icon: Settings, to: ADMIN_PAGE.settings },
  },
  {
    id: 'careers',
    permission: 'openings',
    title: 'Job openings',
    text: 'The positions on the careers page: add one, change its description or how to apply, close it or give it a closing date.',
    action: { label: 'Manage openings', Icon: Briefcase, to: ADMIN_PAGE.careers },
  },
  {
    id: 'legal',
    permission: 'legal',
    title: 'Legal pages',
    text: 'Your privacy policy, terms and conditions and refund policy: edit them, see every earlier version and restore one.',
    action: { label: 'Edit legal pages', Icon: Gavel, to: ADMIN_PAGE.legal },
  },
  {
    id: 'media',
    permission: 'media',
    title: 'Media library',
    text: 'Every image and video on the site: upload once and use it in any post, product or page, write its alt text, see where it is used, replace it everywhere at once.',
    action: { label: 'Open the media library', Icon: Images, to: ADMIN_PAGE.media },
  },
  {
    id: 'redirects',
    permission: 'redirects',
    title: 'Redirects and broken links',
    text: "Keep old links working after a page moves, import an old site's addresses from CSV, and see which addresses visitors asked for that were not found.",
    action: { label: 'Manage redirects', Icon: CornerDownRight, to: ADMIN_PAGE.redirects },
  },
  {
    id: 'backup',
    permission: 'backups',
    title: 'Backup',
    text: (
      <>
        Download the whole site (database and media) as one archive, while it keeps running. Restore it on a
        fresh server with <code>npm run restore</code>.
      </>
    ),
    action: { label: 'Download backup', Icon: Download, download: API.adminBackup },
  },
];

function HubPanel({ id, title, text, action }: Panel) {
  const { label, Icon } = action;
  const content = (
    <>
      <Icon size={18} aria-hidden="true" /> {label}
    </>
  );
  return (
    <section className="card content-panel" aria-labelledby={`content-${id}-title`}>
      <h2 id={`content-${id}-title`} className="content-tile__title">
        {title}
      </h2>
      <p className="content-tile__text">{text}</p>
      {'to' in action ? (
        <Link className="btn btn--outline" to={action.to}>
          {content}
        </Link>
      ) : (
        <a className="btn btn--outline" href={action.download} download>
          {content}
        </a>
      )}
    </section>
  );
}

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
      {PANELS.filter((panel) => userCan(user, panel.permission)).map((panel) => (
        <HubPanel key={panel.id} {...panel} />
      ))}
    </AdminFrame>
  );
}
