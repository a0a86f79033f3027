/**
 * Marks for the social links. simple-icons supplies most (one import per icon keeps the chunk small);
 * it has no LinkedIn mark any more, so that one is drawn here.
 */
import { siFacebook, siInstagram, siX, siYoutube } from 'simple-icons';

const LINKEDIN_PATH =
  'M3.5 3h17A.5.5 0 0 1 21 3.5v17a.5.5 0 0 1-.5.5h-17a.5.5 0 0 1-.5-.5v-17A.5.5 0 0 1 3.5 3zM6.2 9.6V18h2.6V9.6zm1.3-4.2a1.5 1.5 0 1 0 0 3 1.5 1.5 0 0 0 0-3zM10.6 9.6V18h2.6v-4.4c0-1.2.3-2.2 1.7-2.2s1.5 1.2 1.5 2.3V18H19v-4.9c0-2.4-.5-3.7-3-3.7-1.2 0-2 .6-2.3 1.2h-.1V9.6z';

const PATHS: Record<string, string> = {
  LinkedIn: LINKEDIN_PATH,
  Instagram: siInstagram.path,
  Facebook: siFacebook.path,
  X: siX.path,
  YouTube: siYoutube.path,
};

export function SocialIcon({ name }: { name: string }) {
  const path = PATHS[name];
  if (!path) return null;
  return (
    <svg width="18" height="18" viewBox="0 0 24 24" fill="currentColor" aria-hidden="true" focusable="false">
      <path d={path} fillRule="evenodd" />
    </svg>
  );
}
