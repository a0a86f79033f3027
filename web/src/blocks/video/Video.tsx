/**
 * The video block: a section with its head and the browser's own player (no script, nothing from
 * another site). With a still it fetches nothing until played; without one, only the first frame's
 * data. Its caption names it; the transcript folds open under it.
 */
import type { VIDEO } from '@vyoma/contract/blocks';
import { docToText } from '@vyoma/contract/rich-text';
import { RichText } from '~/components/rich-text/RichText.tsx';
import { Section } from '~/components/sections/Section.tsx';
import { headingId } from '../section.ts';
import type { BlockComponentProps } from '../types.ts';
import './video.css';

export function VideoBlock({ values, ctx, nth }: BlockComponentProps<typeof VIDEO>) {
  const { anchor, eyebrow, heading, lead, video, poster, caption, transcript, background } = values;
  return (
    <Section
      headingId={headingId(anchor, 'video', nth)}
      eyebrow={eyebrow || undefined}
      heading={heading}
      lead={lead || undefined}
      muted={background === 'muted'}
    >
      {video ? (
        <figure className="block-video">
          {/* biome-ignore lint/a11y/useMediaCaption: the transcript under it is the words of the video */}
          <video
            className="block-video__player"
            src={video}
            poster={poster ?? undefined}
            controls
            playsInline
            preload={poster ? 'none' : 'metadata'}
          />
          {caption && <figcaption className="block-video__caption">{caption}</figcaption>}
        </figure>
      ) : ctx.editing ? (
        <p className="block-video__missing">
          Choose a video for this block: until then the page shows no player.
        </p>
      ) : null}
      {transcript && docToText(transcript).trim() !== '' && (
        <details className="block-video__transcript">
          <summary>Transcript</summary>
          <RichText doc={transcript} siteOrigin={ctx.siteOrigin} />
        </details>
      )}
    </Section>
  );
}
