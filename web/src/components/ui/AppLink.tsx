/**
 * A shared component's link in the app (SiteLinkComponent): React Router's `<Link>`, its attributes in
 * the caller's order and then `href`, as StaticLink prints the same link in a block.
 */
import { Link } from 'react-router';
import type { SiteLinkProps } from './SiteLink.ts';

export function AppLink({ to, children, ...attributes }: SiteLinkProps) {
  return (
    <Link {...attributes} to={to}>
      {children}
    </Link>
  );
}
