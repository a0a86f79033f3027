/**
 * Shows stored media: images with width/height (no layout shift) in a <picture> that offers the AVIF
 * renditions first, then the WebP ones, then the <img> with the original (and its WebP srcset, as
 * before); videos as looping, muted, inline clips (spec §2.4 uses blog icons as videos), still
 * for those who prefer reduced motion (loopingVideos.ts).
 */
import type { MediaInfo } from '@vyoma/contract';
import type { CSSProperties } from 'react';
import { LOOP_MARK } from '../motion/loopingVideos.ts';

export interface MediaViewProps {
  /** Stored path, used when `media` details are missing. */
  path: string;
  media?: MediaInfo | null;
  /**
   * What the page says when the library has no alt text for the file; the library's (media.alt, ""
   * when staff marked it decorative) always comes first.
   */
  alt: string;
  /** Added after the alt text when there is some, e.g. the image's place in a gallery. */
  altSuffix?: string;
  /** The `sizes` attribute: how wide the slot is. */
  sizes?: string;
  className?: string;
  /** Above the fold: load eagerly with high priority. */
  priority?: boolean;
  style?: CSSProperties;
}

const VIDEO_EXTENSION = /\.(mp4|webm)$/i;

export function isVideo(path: string, media?: MediaInfo | null): boolean {
  return media ? media.kind === 'video' : VIDEO_EXTENSION.test(path);
}

/** The text a screen reader hears for a file: the library's alt text, else the page's own. */
export function mediaAlt(media: MediaInfo | null | undefined, fallback: string): string {
  return media?.alt ?? fallback;
}

export function MediaView({
  path,
  media,
  alt,
  altSuffix,
  sizes = '100vw',
  className,
  priority,
  style,
}: MediaViewProps) {
  const described = mediaAlt(media, alt);
  const text = described && altSuffix ? `${described} ${altSuffix}` : described;
  if (isVideo(path, media)) {
    return (
      <video
        className={className}
        style={style}
        src={path}
        {...LOOP_MARK}
        autoPlay
        loop
        muted
        playsInline
        preload={priority ? 'auto' : 'metadata'}
        aria-label={text}
        width={media?.width ?? undefined}
        height={media?.height ?? undefined}
      />
    );
  }
  const variants = media?.variants ?? [];
  const srcSet =
    variants.length > 0
      ? [
          ...variants.map((v) => `${v.path} ${v.width}w`),
          ...(media?.width ? [`${path} ${media.width}w`] : []),
        ].join(', ')
      : undefined;
  const img = (
    <img
      className={className}
      style={style}
      src={path}
      srcSet={srcSet}
      sizes={srcSet ? sizes : undefined}
      alt={text}
      width={media?.width ?? undefined}
      height={media?.height ?? undefined}
      loading={priority ? 'eager' : 'lazy'}
      decoding={priority ? 'sync' : 'async'}
      fetchPriority={priority ? 'high' : undefined}
    />
  );
  const avif = media?.avif ?? [];
  if (avif.length === 0) return img;
  // A <source> takes the first listed type the browser can show; each needs its own sizes.
  return (
    <picture>
      <source type="image/avif" srcSet={avif.map((v) => `${v.path} ${v.width}w`).join(', ')} sizes={sizes} />
      <source
        type="image/webp"
        srcSet={variants.map((v) => `${v.path} ${v.width}w`).join(', ')}
        sizes={sizes}
      />
      {img}
    </picture>
  );
}
