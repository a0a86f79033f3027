/**
 * Cloudflare Turnstile or hCaptcha on the public forms (issue 29), only when CAPTCHA_PROVIDER and
 * its two keys are set: the browser solves the challenge and sends its token with the form, and the
 * server asks the provider whether the token is good before anything is stored. Never used in tests.
 */
import type { CaptchaConfig } from '../../config.ts';

const VERIFY_URL = {
  turnstile: 'https://challenges.cloudflare.com/turnstile/v0/siteverify',
  hcaptcha: 'https://api.hcaptcha.com/siteverify',
} as const;

/** Its refusal's words are the contract's (a Hindi page's answer translates them: texts/refusals.ts). */
export { CAPTCHA_FAILED } from '@vyoma/contract';

/**
 * Whether the token passes. No challenge configured: always. The provider unreachable: false (the
 * visitor can try again; a form that lets everything through when the check is down would invite it).
 */
export async function captchaPasses(
  config: CaptchaConfig | null,
  token: string | undefined,
  remoteIp: string | undefined,
  fetchImpl: typeof fetch = fetch,
): Promise<boolean> {
  if (!config) return true;
  if (!token) return false;
  const body = new URLSearchParams({ secret: config.secretKey, response: token });
  if (remoteIp) body.set('remoteip', remoteIp);
  try {
    const res = await fetchImpl(VERIFY_URL[config.provider], {
      method: 'POST',
      body,
      signal: AbortSignal.timeout(5000),
    });
    const answer = (await res.json()) as { success?: unknown };
    return answer.success === true;
  } catch {
    return false;
  }
}
