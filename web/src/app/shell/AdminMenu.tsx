/**
 * The admin menu of spec §2.1: grouped beside the admin screens (AdminShell), flat in the header of
 * the few other pages staff see. NavLink marks the current page with aria-current="page", one entry
 * at a time: a content type's screens under /admin/content/<type> are its own entry's, not Manage
 * Content's (whose hub and pages share the prefix). Every
 * content type the role may write has its list here (issue 34): the built-in ones where the spec
 * puts them (the pages after the posts), the others the server declares after the pages.
 */
import { QueryClientProvider, useQuery } from '@tanstack/react-query';
import { ADMIN_PAGE, PAGE, type Permission } from '@vyoma/contract';
import {
  CONTENT_TYPES,
  type ContentTypeDeclaration,
  MENU,
  PAGE_DOC,
  POST,
  PRODUCT,
  SHARED_SECTION,
} from '@vyoma/contract/content-types';
import { LogOut } from 'lucide-react';
import { Fragment, type ReactNode, useState } from 'react';
import { NavLink, useNavigate } from 'react-router';
import { useContentTypes } from '../../features/admin/components/contentTypes.ts';
import { newEnquiryCountQuery } from '../../features/admin/contacts/api.ts';
import { logout } from '../../features/auth/api.ts';
import { adminQueryClient, clearAdminQueries } from '../../lib/adminQueryClient.ts';
import { messageOr } from '../../lib/api.ts';
import { userCan } from '../../lib/permissions.ts';
import { useUser } from '../../lib/session.ts';
import { useHydrated } from '../../lib/useHydrated.ts';
import { useOnContentTypeScreen } from '../content-route.ts';

interface MenuLink {
  to: string;
  label: string;
  /** The permission its screen needs: the menu shows only what the role may use. */
  permission: Permission;
}

/** A content type's list in the menu. */
const contentLink = (type: ContentTypeDeclaration): MenuLink => ({
  to: type.admin.list,
  label: type.admin.menu,
  permission: type.permissions.write,
});

/** Where the types the server declares (beyond the built-in ones) go in the Content group. */
const DECLARED_AFTER = PAGE_DOC.admin.list;

/**
 * The admin screens in their groups (the spec's entries keep their labels: Add Products, Category,
 * Contact Info, Blogs, Manage Content). The admin layout shows the groups; the header, flat.
 */
const GROUPS: readonly { label: string; links: readonly MenuLink[] }[] = [
  {
    label: 'Content',
    links: [
      contentLink(PRODUCT),
      { to: ADMIN_PAGE.categories, label: 'Category', permission: 'catalogue' },
      contentLink(POST),
      // Pages built from blocks (issue 35), for whoever may write them, like the posts.
      contentLink(PAGE_DOC),
      contentLink(SHARED_SECTION),
      { to: ADMIN_PAGE.media, label: 'Media library', permission: 'media' },
      { to: ADMIN_PAGE.schedule, label: 'Schedule', permission: 'writeContent' },
      { to: ADMIN_PAGE.redirects, label: 'Redirects', permission: 'redirects' },
    ],
  },
  {
    label: 'Enquiries',
    links: [
      { to: ADMIN_PAGE.contactInfo, label: 'Contact Info', permission: 'enquiries' },
      { to: ADMIN_PAGE.candidates, label: 'Candidates', permission: 'candidates' },
      { to: ADMIN_PAGE.forms, label: 'Forms', permission: 'forms' },
      { to: ADMIN_PAGE.analytics, label: 'Analytics', permission: 'analytics' },
    ],
  },
  {
    label: 'Site',
    links: [
      { to: ADMIN_PAGE.content, label: 'Manage Content', permission: 'catalogue' },
      // The header's menu and the footer's columns (issue 35).
      contentLink(MENU),
      { to: ADMIN_PAGE.careers, label: 'Careers', permission: 'openings' },
      { to: ADMIN_PAGE.settings, label: 'Site settings', permission: 'settings' },
      { to: ADMIN_PAGE.legal, label: 'Legal pages', permission: 'legal' },
    ],
  },
  {
    label: 'Integrations',
    links: [
      { to: ADMIN_PAGE.tokens, label: 'API tokens', permission: 'tokens' },
      { to: ADMIN_PAGE.webhooks, label: 'Webhooks', permission: 'webhooks' },
    ],
  },
  {
    label: 'Staff',
    links: [
      { to: ADMIN_PAGE.staff, label: 'Staff', permission: 'staff' },
      { to: ADMIN_PAGE.audit, label: 'Audit log', permission: 'audit' },
      { to: ADMIN_PAGE.account, label: 'My account', permission: 'ownAccount' },
    ],
  },
];

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

/**
 * The lists of the content types the server declares besides the built-in ones, asked for in the
 * browser only, like the count above.
 */
function DeclaredTypes({ link }: { link: (entry: MenuLink) => ReactNode }) {
  if (!useHydrated()) return null;
  return (
    <QueryClientProvider client={adminQueryClient()}>
      <DeclaredTypeLinks link={link} />
    </QueryClientProvider>
  );
}

function DeclaredTypeLinks({ link }: { link: (entry: MenuLink) => ReactNode }) {
  const user = useUser();
  const { types } = useContentTypes();
  return (
    <>
      {types
        .filter((type) => !CONTENT_TYPES.includes(type) && userCan(user, type.permissions.write))
        .map((type) => link(contentLink(type)))}
    </>
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

export function AdminMenu({
  onNavigate,
  grouped = false,
}: {
  onNavigate?: () => void;
  grouped?: boolean;
} = {}) {
  const navigate = useNavigate();
  const user = useUser();
  const onTypeScreen = useOnContentTypeScreen();
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
  const link = (entry: MenuLink) => (
    <li key={entry.to}>
      <NavLink
        to={entry.to}
        className="admin-menu__link"
        onClick={onNavigate}
        end={entry.to === ADMIN_PAGE.content && onTypeScreen}
      >
        {entry.label}
        {entry.to === ADMIN_PAGE.contactInfo && <NewEnquiryCount />}
      </NavLink>
    </li>
  );
  /** A link, and after the pages' the declared types' links. */
  const withDeclared = (entry: MenuLink) =>
    entry.to === DECLARED_AFTER ? (
      <Fragment key={entry.to}>
        {link(entry)}
        <DeclaredTypes link={link} />
      </Fragment>
    ) : (
      link(entry)
    );
  const groups = GROUPS.map((group) => ({
    ...group,
    links: group.links.filter((entry) => userCan(user, entry.permission)),
  })).filter((group) => group.links.length > 0);
  const logoutItem = (
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
  );
  if (!grouped)
    return (
      <ul className="admin-menu">
        {groups.flatMap((group) => group.links.map(withDeclared))}
        {logoutItem}
      </ul>
    );
  return (
    <div className="admin-menu admin-menu--grouped">
      {groups.map((group) => (
        <div key={group.label} className="admin-menu__section">
          <span className="admin-menu__group" id={`admin-menu-${group.label.toLowerCase()}`}>
            {group.label}
          </span>
          <ul className="admin-menu__list" aria-labelledby={`admin-menu-${group.label.toLowerCase()}`}>
            {group.links.map(withDeclared)}
          </ul>
        </div>
      ))}
      <ul className="admin-menu__list">{logoutItem}</ul>
    </div>
  );
}
