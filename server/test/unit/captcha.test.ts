/**
 * The optional challenge of public forms (issue 29): without a provider every form passes; with one,
 * a missing token, a refused one and an unreachable provider all fail, and the secret and the
 * visitor's address go to the provider's verification address only.
 */
import { describe, expect, it } from 'vitest';
import { loadConfig } from '../../src/config.ts';
import { captchaPasses } from '../../src/modules/captcha/index.ts';

const TURNSTILE = { provider: 'turnstile' as const, siteKey: '0x4AAAAAAA', secretKey: 'secret-1' };

describe('captchaPasses', () => {
  it('passes everything when no challenge is configured, and asks nobody', async () => {
    let asked = false;
    const fetchImpl = (async () => {
      asked = true;
      return new Response('{}');
    }) as typeof fetch;
    expect(await captchaPasses(null, undefined, '10.0.0.1', fetchImpl)).toBe(true);
    expect(asked).toBe(false);
  });

  it('asks the provider with the secret, the token and the address, and believes only success: true', async () => {
    const seen: { url: string; body: string }[] = [];
    const answer = (success: unknown) =>
      (async (url: string | URL | Request, init?: RequestInit) => {
        seen.push({ url: String(url), body: String(init?.body) });
        return new Response(JSON.stringify({ success }));
      }) as typeof fetch;
    expect(await captchaPasses(TURNSTILE, 'token-1', '10.0.0.1', answer(true))).toBe(true);
    expect(seen[0]).toEqual({
      url: 'https://challenges.cloudflare.com/turnstile/v0/siteverify',
      body: 'secret=secret-1&response=token-1&remoteip=10.0.0.1',
    });
    expect(await captchaPasses(TURNSTILE, 'token-1', undefined, answer(false))).toBe(false);
    expect(await captchaPasses(TURNSTILE, 'token-1', undefined, answer('true'))).toBe(false);
    expect(await captchaPasses(TURNSTILE, undefined, undefined, answer(true))).toBe(false);
    const down = (async () => {
      throw new Error('ECONNREFUSED');
    }) as typeof fetch;
    expect(await captchaPasses(TURNSTILE, 'token-1', undefined, down)).toBe(false);
    const hcaptcha = { ...TURNSTILE, provider: 'hcaptcha' as const };
    await captchaPasses(hcaptcha, 'token-2', undefined, answer(true));
    expect(seen.at(-1)?.url).toBe('https://api.hcaptcha.com/siteverify');
  });

  it('is configured with all three variables or none', () => {
    const base = { DATA_DIR: '/tmp/vyoma-captcha-test' };
    expect(loadConfig(base).captcha).toBeNull();
    expect(
      loadConfig({
        ...base,
        CAPTCHA_PROVIDER: 'Turnstile',
        CAPTCHA_SITE_KEY: 'site',
        CAPTCHA_SECRET_KEY: 'shh',
      }).captcha,
    ).toEqual({ provider: 'turnstile', siteKey: 'site', secretKey: 'shh' });
    expect(() => loadConfig({ ...base, CAPTCHA_PROVIDER: 'turnstile' })).toThrow(/go together/);
    expect(() =>
      loadConfig({ ...base, CAPTCHA_PROVIDER: 'recaptcha', CAPTCHA_SITE_KEY: 's', CAPTCHA_SECRET_KEY: 'x' }),
    ).toThrow(/CAPTCHA_PROVIDER/);
  });
});
