/**
 * Which block brings work (issue 35 item 5): while visits are counted, each click on a link inside a
 * block of this page of blocks (static or island) goes to the page-view
 * beacon with the page's id (its loader's data; a preview's has none) and the block's. One delegated
 * listener, on pages of blocks only, so no other page's first load carries it.
 */
import { sendPageEvent } from '@vyoma/contract';
import { useEffect } from 'react';
import { useLoaderData, useRouteLoaderData } from 'react-router';

export function BlockClicks() {
  const root = useRouteLoaderData('root') as { settings?: { analytics?: boolean } } | undefined;
  const data = useLoaderData() as { kind?: string; page?: string } | undefined;
  const page = root?.settings?.analytics && data?.kind === 'blocks' ? data.page : undefined;
  useEffect(() => {
    if (!page) return;
    const onClick = (event: MouseEvent) => {
      // Links only: a form's own submit is the enquiry itself, which takes the visit's last link
      // clicked (the block that brought the visitor to the form).
      const hit = (event.target as Element | null)?.closest?.('a[href]');
      // A shared section's blocks count as the block that places it (the first uuid of their ids).
      const block = hit?.closest('[data-block]')?.getAttribute('data-block')?.slice(0, 36);
      if (block && event.button === 0)
        sendPageEvent({
          type: 'click',
          path: location.pathname,
          page,
          block,
          href: hit!.getAttribute('href')!.slice(0, 500),
        });
    };
    // Heard first (capture), whatever a block's own code then does with the click.
    document.addEventListener('click', onClick, true);
    return () => document.removeEventListener('click', onClick, true);
  }, [page]);
  return null;
}
