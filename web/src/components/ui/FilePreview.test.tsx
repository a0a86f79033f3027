// @vitest-environment happy-dom
/**
 * A video's thumbnail in the admin (a post's icon, a picked file) loops only for people who have not
 * asked their system for less motion; for those who have, it stays on its first frame.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { render } from '~/lib/render-in-test.tsx';
import { MediaThumb } from './FilePreview.tsx';

const device = () =>
  (window as unknown as { happyDOM: { settings: { device: { prefersReducedMotion: string } } } }).happyDOM
    .settings.device;

afterEach(() => {
  device().prefersReducedMotion = 'no-preference';
});

describe('MediaThumb with a video', () => {
  it('plays by itself, muted and looping, when motion is welcome', async () => {
    const host = await render(<MediaThumb src="/uploads/icon.webm" alt="Icon of the post" />);
    const video = host.querySelector('video');
    expect(video?.getAttribute('aria-label')).toBe('Icon of the post');
    expect(video?.autoplay).toBe(true);
    expect(video?.muted).toBe(true);
    expect(video?.loop).toBe(true);
  });

  it('stays on its first frame when the person prefers reduced motion', async () => {
    device().prefersReducedMotion = 'reduce';
    const host = await render(<MediaThumb src="/uploads/icon.webm" alt="Icon of the post" />);
    const video = host.querySelector('video');
    expect(video?.autoplay).toBe(false);
    expect(video?.getAttribute('preload')).toBe('metadata');
  });
});
