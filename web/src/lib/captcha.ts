/**
 * Turnstile or hCaptcha on the public forms (issue 29), when the site has keys for one: which, and
 * the site key, from the root loader. Without it (the default, and every test) there is no challenge.
 */
import type { CaptchaInfo } from '@vyoma/contract';
import { createContext, useContext } from 'react';

export const CaptchaContext = createContext<CaptchaInfo | null>(null);

export const useCaptcha = (): CaptchaInfo | null => useContext(CaptchaContext);

/** The token the challenge left in the form, for the `captcha` field of the request. */
export function captchaToken(form: HTMLFormElement): string | undefined {
  const input = form.querySelector<HTMLInputElement>(
    'input[name="cf-turnstile-response"], textarea[name="h-captcha-response"], input[name="h-captcha-response"]',
  );
  return input?.value || undefined;
}
