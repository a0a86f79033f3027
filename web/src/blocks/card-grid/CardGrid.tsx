/** The card-grid block: a section with its head and today's service card grid. */
import type { CARD_GRID } from '@vyoma/contract/blocks';
import { Picture } from '~/components/media/Picture.tsx';
import { Section } from '~/components/sections/Section.tsx';
import { ServiceCardGrid } from '~/components/service/ServiceCardGrid.tsx';
import { hrefOf, StaticLink } from '../BlockLink.tsx';
import { headingId } from '../section.ts';
import type { BlockComponentProps } from '../types.ts';

export function CardGridBlock({ values, ctx, nth }: BlockComponentProps<typeof CARD_GRID>) {
  const { anchor, eyebrow, heading, lead, background, cards } = values;
  return (
    <Section
      headingId={headingId(anchor, 'card-grid', nth)}
      eyebrow={eyebrow || undefined}
      heading={heading}
      lead={lead || undefined}
      muted={background === 'muted'}
    >
      <ServiceCardGrid
        LinkAs={StaticLink}
        cards={cards.map((card, i) => {
          // A card whose page is gone keeps its text, without a dead link.
          const to = card.link && hrefOf(card.link, ctx);
          return {
            key: String(i),
            picture: card.picture ? (
              <Picture
                value={card.picture}
                media={typeof card.picture === 'string' ? ctx.media?.(card.picture) : undefined}
                sizes="(min-width: 700px) 33vw, 100vw"
              />
            ) : undefined,
            title: card.title,
            text: card.text,
            link: to ? { to, text: card.link!.text } : null,
          };
        })}
      />
    </Section>
  );
}
