/**
 * The frame of every admin screen: page title (the one h1), an optional primary action, the content
 * card, and the toaster so status messages show on every admin page and survive navigation.
 */
import { ArrowLeft } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link, useLocation } from 'react-router';
import { Seo } from '~/components/seo/Seo.tsx';
import { Toaster } from '~/components/ui/Toast.tsx';
import './admin.css';

interface AdminFrameProps {
  title: string;
  lead?: string;
  /** The primary action, e.g. an "Add product" link, shown beside the title. */
  action?: ReactNode;
  back?: { to: string; label: string };
  /** Render children without the surrounding card (for pages with several cards). */
  bare?: boolean;
  children: ReactNode;
}

export function AdminFrame({ title, lead, action, back, bare, children }: AdminFrameProps) {
  const { pathname } = useLocation();
  return (
    <div className="admin-page">
      <Seo
        title={`${title} · Admin`}
        description="{siteName} admin area."
        path={pathname}
        robots="noindex, nofollow"
      />
      <div className="container admin-page__inner">
        {back && (
          <Link to={back.to} className="admin-page__back">
            <ArrowLeft size={16} aria-hidden="true" /> {back.label}
          </Link>
        )}
        <div className="admin-page__header">
          <div className="admin-page__titles">
            {/* tabIndex lets focus land here when the element that had it is gone (e.g. a deleted row). */}
            <h1 className="admin-page__title" tabIndex={-1}>
              {title}
            </h1>
            {lead && <p className="admin-page__lead">{lead}</p>}
          </div>
          {action && <div className="admin-page__action">{action}</div>}
        </div>
        {bare ? children : <div className="card admin-page__card">{children}</div>}
      </div>
      <Toaster />
    </div>
  );
}
