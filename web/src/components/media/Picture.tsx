/**
 * A picture field's value (contract VisualValue): a file from the media library, shown with its
 * renditions and the library's alt text, or one of the site's drawings with its own description
 * (none: decorative, hidden from screen readers).
 */
import type { MediaInfo } from '@vyoma/contract';
import type { VisualValue } from '@vyoma/contract/blocks';
import { Illustration } from '../illustrations/Illustration.tsx';
import { MediaView } from './MediaView.tsx';
import './picture.css';

export function Picture({
  value,
  media,
  sizes,
}: {
  value: VisualValue;
  /** What the library knows of an uploaded file, when the page read it. */
  media?: MediaInfo | null | undefined;
  sizes?: string;
}) {
  if (typeof value === 'string')
    // The library's alt text comes first; publishing asks for it (or the decorative mark).
    return <MediaView path={value} media={media} alt="" sizes={sizes} className="picture" />;
  return <Illustration spec={value.drawing} label={value.label || undefined} />;
}
