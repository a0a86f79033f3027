/**
 * A link a shared component prints, given by its caller: in the app, React Router's <Link>; in a
 * block, printed once on the server with no script (blocks/BlockLink.tsx prints what <Link> prints).
 * One markup for both, whoever handles the click.
 */
import type { ReactNode } from 'react';

export interface SiteLinkProps {
  to: string;
  className?: string;
  children?: ReactNode;
  rel?: string;
  title?: string;
  'aria-label'?: string;
  'aria-current'?: 'page';
}

export type SiteLinkComponent = (props: SiteLinkProps) => ReactNode;
