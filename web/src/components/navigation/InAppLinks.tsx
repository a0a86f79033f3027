/**
 * Links in HTML the server rendered with no code in the browser (a static block's, the footer's) go to
 * the site's own pages (`data-discover`, as `<Link>` prints them) in the app, as `<Link>` does: one
 * listener for the whole page. A click with a modifier key, or on a link to a new tab, a download or a
 * place on the page, is the browser's; another page of the same list (`?page=`) keeps the visitor where
 * they are, as PageLinks does in the app. On a page in another language (`/hi/…`, the router's
 * basename) the links carry its prefix: the app is given the path without it, and a link out of the
 * language (another handler, other texts and font) is a new document, the browser's.
 */
import { useEffect } from 'react';
import { useHref, useNavigate } from 'react-router';

/** Where such HTML is: static blocks (`data-block`) and the shell's (`data-static-html`). */
const STATIC_LINKS = ':is([data-block], [data-static-html]) a[data-discover]';

export function InAppLinks() {
  const navigate = useNavigate();
  // '' at the default language's addresses, '/hi' under Hindi's.
  const base = useHref('/').replace(/\/$/, '');
  useEffect(() => {
    const onClick = (event: MouseEvent) => {
      if (event.defaultPrevented || event.button !== 0) return;
      if (event.metaKey || event.altKey || event.ctrlKey || event.shiftKey) return;
      const link = (event.target as Element | null)?.closest?.(STATIC_LINKS);
      if (!(link instanceof HTMLAnchorElement) || link.hasAttribute('download')) return;
      if ((link.target && link.target !== '_self') || link.getAttribute('href')?.startsWith('#')) return;
      const url = new URL(link.href);
      if (url.origin !== window.location.origin) return;
      const inside = url.pathname === base || url.pathname.startsWith(`${base}/`);
      if (!inside) return;
      event.preventDefault();
      navigate(`${url.pathname.slice(base.length) || '/'}${url.search}${url.hash}`, {
        preventScrollReset:
          url.pathname === window.location.pathname && url.search !== window.location.search,
      });
    };
    document.addEventListener('click', onClick);
    return () => document.removeEventListener('click', onClick);
  }, [navigate, base]);
  return null;
}
