/** The introduction block: today's intro section, its text split into paragraphs at blank lines. */
import type { INTRO } from '@vyoma/contract/blocks';
import { Picture } from '~/components/media/Picture.tsx';
import { Intro } from '~/components/sections/Intro.tsx';
import { headingId } from '../section.ts';
import type { BlockComponentProps } from '../types.ts';

export function IntroBlock({ values, ctx, nth }: BlockComponentProps<typeof INTRO>) {
  const { anchor, heading, text, points, picture, background } = values;
  return (
    <Intro
      headingId={headingId(anchor, 'intro', nth)}
      heading={heading}
      paragraphs={text
        .split(/\n\s*\n/)
        .map((p) => p.trim())
        .filter(Boolean)}
      // A point saved before points had titles has none.
      points={points.map((point) => ({ title: point.title ?? '', text: point.text }))}
      picture={
        picture ? (
          <Picture
            value={picture}
            media={typeof picture === 'string' ? ctx.media?.(picture) : undefined}
            sizes="(min-width: 900px) 45vw, 100vw"
          />
        ) : undefined
      }
      muted={background === 'muted'}
    />
  );
}
