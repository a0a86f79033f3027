/** The hero block: today's inner-page banner (PageHero), with an image beside it when there is one. */
import type { HERO } from '@vyoma/contract/blocks';
import { MediaView } from '~/components/media/MediaView.tsx';
import { PageHero } from '~/components/ui/PageHero.tsx';
import { BlockLink, hrefOf } from '../BlockLink.tsx';
import type { BlockComponentProps } from '../types.ts';
import './hero.css';

export function HeroBlock({ values, ctx }: BlockComponentProps<typeof HERO>) {
  const { heading, lead, image, primary, secondary } = values;
  // A link to an item that is gone is left out; with neither, no empty row of buttons.
  const links = (
    [
      [primary, 'btn btn--accent'],
      [secondary, 'btn btn--outline'],
    ] as const
  ).filter(([link]) => link && hrefOf(link, ctx));
  return (
    <PageHero
      title={heading}
      lead={lead || undefined}
      actions={
        links.length > 0
          ? links.map(([link, className]) => (
              <BlockLink key={className} link={link!} ctx={ctx} className={className} />
            ))
          : undefined
      }
      media={
        image ? (
          // The top of the page: loaded at once. The library's alt text comes first (publishing asks for it).
          <MediaView
            path={image}
            media={ctx.media?.(image)}
            alt=""
            sizes="(min-width: 768px) 40vw, 100vw"
            priority
          />
        ) : undefined
      }
    />
  );
}
