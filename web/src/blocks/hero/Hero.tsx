/**
 * The hero block: today's inner-page banner (PageHero), with the trail of pages above it when asked,
 * and an image beside it when there is one.
 */
import type { HERO } from '@vyoma/contract/blocks';
import { MediaView } from '~/components/media/MediaView.tsx';
import { Breadcrumb } from '~/components/ui/Breadcrumb.tsx';
import { PageHero } from '~/components/ui/PageHero.tsx';
import { BlockLink, hrefOf, StaticLink } from '../BlockLink.tsx';
import type { BlockComponentProps } from '../types.ts';
import './hero.css';

export function HeroBlock({ values, ctx }: BlockComponentProps<typeof HERO>) {
  const { trail, eyebrow, heading, lead, image, primary, secondary } = values;
  // A link to an item that is gone is left out; with neither, no empty row of buttons.
  const links = (
    [
      [primary, 'btn btn--accent'],
      [secondary, 'btn btn--outline'],
    ] as const
  ).filter(([link]) => link && hrefOf(link, ctx));
  // The home page is not in the trail (the logo leads there); a page right under it has none.
  const steps = trail === 'parents' ? (ctx.trail ?? []).filter((step) => step.path !== '/') : [];
  return (
    <PageHero
      above={steps.length > 1 ? <Breadcrumb trail={steps} LinkAs={StaticLink} /> : undefined}
      eyebrow={eyebrow || undefined}
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
