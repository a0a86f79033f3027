/**
 * Shows stored media: images with width/height (no layout shift) and WebP renditions in srcset,
 * videos as looping, muted, inline clips (spec §2.4 uses blog icons as videos).
 */
import type { MediaInfo } from '@vyoma/contract';
import type { CSSProperties } from 'react';

export interface MediaViewProps {
  /** Stored path, used when `media` details are missing. */
  path: string;
  media?: MediaInfo | null;
  alt: string;
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

export function MediaView({ path, media, alt, sizes = '100vw', className, priority, style }: MediaViewProps) {
  if (isVideo(path, media)) {
    return (
      <video
        className={className}
        style={style}
        src={path}
        autoPlay
        loop
        muted
        playsInline
        preload={priority ? 'auto' : 'metadata'}
        aria-label={alt}
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
  return (
    <img
      className={className}
      style={style}
      src={path}
      srcSet={srcSet}
      sizes={srcSet ? sizes : undefined}
      alt={alt}
      width={media?.width ?? undefined}
      height={media?.height ?? undefined}
      loading={priority ? 'eager' : 'lazy'}
      decoding={priority ? 'sync' : 'async'}
      fetchPriority={priority ? 'high' : undefined}
    />
  );
}
