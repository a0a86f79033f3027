/**
 * A block's link, printed as React Router's `<Link>` prints it (`data-discover` on the site's own
 * paths), so a static block's HTML is the same as today's pages'. It has no click handler: static
 * blocks carry no script, and the page's one delegated listener navigates in the app.
 */

import type { LinkValue } from '@vyoma/contract/blocks';
import { localPath } from '@vyoma/contract/language-rules';
import { use } from 'react';
import type { SiteLinkProps } from '~/components/ui/SiteLink.ts';
import { LinkLanguage } from './link-language.ts';
import type { BlockContext } from './types.ts';

/** React Router's test for an address that is not a path of the site (`https:`, `mailto:`, `//host`). */
const ABSOLUTE = /^(?:[a-z][a-z0-9+.-]*:|\/\/)/i;

/** Where a link goes now; null when it names an item that is gone or not public. */
export function hrefOf(link: LinkValue, ctx: BlockContext): string | null {
  if (link.to.kind !== 'url') return ctx.linkTo(link.to.kind, link.to.target);
  // In another language an address is checked too: a page missing there leaves the link out.
  return ctx.addressTo ? ctx.addressTo(link.to.target) : link.to.target;
}

/** A link to a path or an address, as <Link> prints it: what shared components print in a block. */
export function StaticLink({ to, children, ...attributes }: SiteLinkProps) {
  const absolute = ABSOLUTE.test(to);
  // A path of the site in the page's language (link-language.ts); an anchor or another site as it is.
  const lang = use(LinkLanguage);
  const href = absolute || to.startsWith('#') ? to : localPath(lang, to);
  // Its other attributes first, then href: the order <Link> prints them in.
  return (
    <a {...attributes} href={href} data-discover={absolute ? undefined : 'true'}>
      {children}
    </a>
  );
}

/** The link, or nothing when it leads nowhere any more (never a dead link). */
export function BlockLink({
  link,
  ctx,
  className,
}: {
  link: LinkValue;
  ctx: BlockContext;
  className?: string;
}) {
  const href = hrefOf(link, ctx);
  if (!href) return null;
  return (
    <StaticLink className={className} to={href}>
      {link.text}
    </StaticLink>
  );
}
