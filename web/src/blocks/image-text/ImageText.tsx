/** The pictures-and-text block: today's image-and-text items, the picture's side alternating. */
import type { IMAGE_TEXT } from '@vyoma/contract/blocks';
import { Picture } from '~/components/media/Picture.tsx';
import { ContentBlocks } from '~/components/service/ContentBlock.tsx';
import type { BlockComponentProps } from '../types.ts';

const OTHER = { left: 'right', right: 'left' } as const;

export function ImageTextBlock({ values, ctx }: BlockComponentProps<typeof IMAGE_TEXT>) {
  const { name, first, items, background } = values;
  return (
    <ContentBlocks
      label={name}
      muted={background === 'muted'}
      items={items.map((item, i) => ({
        picture: (
          <Picture
            value={item.picture}
            media={typeof item.picture === 'string' ? ctx.media?.(item.picture) : undefined}
            sizes="(min-width: 800px) 50vw, 100vw"
          />
        ),
        title: item.heading,
        text: item.text,
        side: i % 2 === 0 ? first : OTHER[first],
      }))}
    />
  );
}
