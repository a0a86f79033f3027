/**
 * The trail of pages above this one, shown above a page's heading: each a link, then the page itself.
 * The home page is left out (the logo leads there).
 */
import { Fragment } from 'react';
import { Link } from 'react-router';
import type { SiteLinkComponent } from './SiteLink.ts';
import './breadcrumb.css';

export interface BreadcrumbStep {
  name: string;
  path: string;
}

export function Breadcrumb({
  trail,
  LinkAs = Link,
}: {
  /** The pages above this one, nearest last, then this page. */
  trail: readonly BreadcrumbStep[];
  LinkAs?: SiteLinkComponent;
}) {
  const current = trail.at(-1);
  if (!current) return null;
  return (
    <nav aria-label="Breadcrumb" className="webdev-breadcrumb">
      {trail.slice(0, -1).map((step) => (
        <Fragment key={step.path}>
          <LinkAs to={step.path}>{step.name}</LinkAs>
          <span aria-hidden="true"> / </span>
        </Fragment>
      ))}
      <span aria-current="page">{current.name}</span>
    </nav>
  );
}
