// @vitest-environment happy-dom
/**
 * Animated icons (a post's icon video on the site, its thumbnail in the admin) loop by themselves
 * unless the person asked their system for less motion: then every one on the page stays still,
 * those added later too, and they follow the preference when it changes.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { render } from '~/lib/render-in-test.tsx';
import { MediaView } from '../media/MediaView.tsx';
import { MediaThumb } from '../ui/FilePreview.tsx';
import { type MotionQuery, watchLoopingVideos } from './loopingVideos.ts';

/** A preference the test changes, announced as the browser's media query list would. */
class Preference extends EventTarget implements MotionQuery {
  matches: boolean;
  constructor(reduced: boolean) {
    super();
    this.matches = reduced;
  }
  set(reduced: boolean) {
    this.matches = reduced;
    this.dispatchEvent(new Event('change'));
  }
}

let stop: (() => void) | undefined;
afterEach(() => {
  stop?.();
  stop = undefined;
});

const playing = (videos: Iterable<HTMLVideoElement>) => [...videos].map((v) => !v.paused);
/** A looping clip that has started, as autoplay would have started it. */
async function started(host: Element) {
  const videos = [...host.querySelectorAll('video')];
  for (const video of videos) await video.play();
  return videos;
}

describe('looping videos', () => {
  it('play by themselves, muted and looping, marked for the watcher', async () => {
    const host = await render(
      <>
        <MediaThumb src="/uploads/icon.webm" alt="Icon of the post" />
        <MediaView path="/uploads/icon.mp4" alt="Animated icon" />
      </>,
    );
    for (const video of host.querySelectorAll('video')) {
      expect(video.autoplay).toBe(true);
      expect(video.muted).toBe(true);
      expect(video.loop).toBe(true);
      expect(video.hasAttribute('data-loop')).toBe(true);
    }
    expect([...host.querySelectorAll('video')].map((v) => v.getAttribute('aria-label'))).toEqual([
      'Icon of the post',
      'Animated icon',
    ]);
  });

  it('stay still when motion is unwelcome, those added later too, and follow the preference', async () => {
    const host = await render(<MediaView path="/uploads/icon.mp4" alt="Animated icon" />);
    const first = await started(host);
    const preference = new Preference(true);
    stop = watchLoopingVideos(document, preference);
    expect(playing(first)).toEqual([false]);

    // A clip the page adds afterwards (another page, a list that loaded) is stopped too, even one
    // that had started (the browser's autoplay does not start one the watcher stopped first).
    const later = document.createElement('div');
    later.innerHTML = '<video data-loop autoplay muted loop></video><video autoplay muted></video>';
    const [added, unmarked] = await started(later);
    host.append(later);
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(playing([added!])).toEqual([false]);
    // A video that is not a looping icon (one with controls, say) is left to its viewer.
    expect(playing([unmarked!])).toEqual([true]);

    preference.set(false);
    expect(playing([...first, added!])).toEqual([true, true]);
    preference.set(true);
    expect(playing([...first, added!])).toEqual([false, false]);
  });

  it('leave clips alone when motion is welcome, and stop watching when told', async () => {
    const host = await render(<MediaThumb src="/uploads/icon.webm" alt="Icon of the post" />);
    const videos = await started(host);
    const preference = new Preference(false);
    watchLoopingVideos(document, preference)();
    preference.set(true);
    expect(playing(videos)).toEqual([true]);
  });
});
