/** Previews of files the user picked (object URLs, revoked when no longer shown) and of stored media. */
import { useEffect, useState } from 'react';
import { LOOP_MARK } from '../motion/loopingVideos.ts';
import './file-drop.css';

export function useObjectUrl(file: File | null | undefined): string | null {
  const [url, setUrl] = useState<string | null>(null);
  useEffect(() => {
    if (!file) {
      setUrl(null);
      return;
    }
    const next = URL.createObjectURL(file);
    setUrl(next);
    return () => URL.revokeObjectURL(next);
  }, [file]);
  return url;
}

const VIDEO_PATH = /\.(mp4|webm)$/i;

/**
 * A video thumbnail: muted and looping, unless the person asked their system for less motion; then
 * it stays on its first frame (the root layout's watcher, loopingVideos.ts).
 */
function ThumbVideo({ src, alt }: { src: string; alt: string }) {
  return (
    <video {...LOOP_MARK} src={src} muted loop autoPlay preload="metadata" playsInline aria-label={alt} />
  );
}

/** A fixed-ratio thumbnail box (no layout shift) showing an image or a video (ThumbVideo). */
export function MediaThumb({
  src,
  video,
  alt,
  size = 'md',
}: {
  src: string | null;
  video?: boolean;
  alt: string;
  size?: 'md' | 'lg';
}) {
  const isVideo = video ?? (src ? VIDEO_PATH.test(src) : false);
  return (
    <span className={`media-thumb media-thumb--${size}`}>
      {src &&
        (isVideo ? <ThumbVideo src={src} alt={alt} /> : <img src={src} alt={alt} width={160} height={120} />)}
    </span>
  );
}

/** Preview of a chosen file. */
export function FileThumb({ file, alt, size }: { file: File; alt?: string; size?: 'md' | 'lg' }) {
  const url = useObjectUrl(file);
  return <MediaThumb src={url} video={file.type.startsWith('video/')} alt={alt ?? file.name} size={size} />;
}

const fileKeys = new WeakMap<File, string>();
let nextFileKey = 1;
/** A stable React key for a chosen File (the same file object keeps its key). */
export function fileKey(file: File): string {
  let key = fileKeys.get(file);
  if (!key) {
    key = `file-${nextFileKey++}`;
    fileKeys.set(file, key);
  }
  return key;
}
