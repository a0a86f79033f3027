/**
 * Looping, muted clips (a post's animated icon: MediaView on the site, MediaThumb in the admin) carry
 * `data-loop` and `autoplay`, so they move from the first paint, before any script and without one.
 * For a person who asked their system for less motion they stay still (WCAG 2.2.2): one watcher for
 * the whole document (the root layout's) stops every such clip once the page is live, stops each one
 * added later (another page, a list that loaded) before it starts, and follows the preference when it
 * changes. Stopped clips go back to their first frame.
 */
import { REDUCED_MOTION_QUERY } from './useReducedMotion.ts';

/** The mark a looping clip carries (spread onto its <video>), and the selector that finds it. */
export const LOOP_MARK = { 'data-loop': '' } as const;
export const LOOPING_VIDEO = 'video[data-loop]';

/** What the watcher reads of a media query (a MediaQueryList; tests pass their own). */
export interface MotionQuery extends Pick<EventTarget, 'addEventListener' | 'removeEventListener'> {
  readonly matches: boolean;
}

function hold(video: HTMLVideoElement) {
  video.pause();
  if (video.currentTime > 0) video.currentTime = 0;
}

function holdIn(root: ParentNode) {
  for (const video of root.querySelectorAll<HTMLVideoElement>(LOOPING_VIDEO)) hold(video);
}

/** Starts watching; returns the function that stops it. */
export function watchLoopingVideos(
  doc: Document = document,
  query: MotionQuery = (doc.defaultView ?? window).matchMedia(REDUCED_MOTION_QUERY),
): () => void {
  // Only while motion is unwelcome: clips added then must not start (autoplay does the rest).
  let added: MutationObserver | undefined;
  const apply = () => {
    if (query.matches) {
      holdIn(doc);
      added ??= new MutationObserver((records) => {
        for (const record of records)
          for (const node of record.addedNodes) {
            if (node.nodeType !== 1) continue;
            const element = node as Element;
            if (element.matches(LOOPING_VIDEO)) hold(element as HTMLVideoElement);
            else if (element.firstElementChild) holdIn(element);
          }
      });
      added.observe(doc.body, { childList: true, subtree: true });
    } else {
      added?.disconnect();
      added = undefined;
      // A browser that refuses to play without a gesture leaves it still: nothing to report.
      for (const video of doc.querySelectorAll<HTMLVideoElement>(LOOPING_VIDEO))
        if (video.paused) video.play().catch(() => {});
    }
  };
  apply();
  query.addEventListener('change', apply);
  return () => {
    query.removeEventListener('change', apply);
    added?.disconnect();
  };
}
