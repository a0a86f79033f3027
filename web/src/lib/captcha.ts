/**
 * Turnstile or hCaptcha on the public forms (issue 29), when the site has keys for one: which, and
 * the site key, from the root loader's data (read where a form shows, so pages without one carry
 * none of this). Without it (the default, and every test) there is no challenge.
 */
import type { CaptchaInfo } from '@vyoma/contract';
import { useRouteLoaderData } from 'react-router';

export const useCaptcha = (): CaptchaInfo | null =>
  (useRouteLoaderData('root') as { captcha?: CaptchaInfo | null } | undefined)?.captcha ?? null;

/** The token the challenge left in the form, for the `captcha` field of the request. */
export function captchaToken(form: HTMLFormElement): string | undefined {
  const input = form.querySelector<HTMLInputElement>(
    'input[name="cf-turnstile-response"], textarea[name="h-captcha-response"], input[name="h-captcha-response"]',
  );
  return input?.value || undefined;
}
