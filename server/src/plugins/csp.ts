/**
 * The site's Content Security Policy, written once: helmet sends it on every response, and server
 * rendered pages send it with the hashes of their own inline scripts (React Router's hydration
 * data, the hash-route redirect), so no inline script runs unless we rendered it.
 */
import { createHash } from 'node:crypto';

export type CspDirectives = Record<string, string[]>;

/** Where a challenge's script, frame and calls come from (issue 29: CAPTCHA_PROVIDER). */
const CAPTCHA_ORIGINS = {
  turnstile: ['https://challenges.cloudflare.com'],
  hcaptcha: ['https://hcaptcha.com', 'https://*.hcaptcha.com'],
} as const;

export function cspDirectives(https: boolean, captcha?: keyof typeof CAPTCHA_ORIGINS | null): CspDirectives {
  const challenge = captcha ? [...CAPTCHA_ORIGINS[captcha]] : [];
  return {
    defaultSrc: ["'self'"],
    scriptSrc: ["'self'", ...challenge],
    styleSrc: ["'self'", "'unsafe-inline'", ...challenge],
    imgSrc: ["'self'", 'data:', 'blob:'],
    mediaSrc: ["'self'", 'blob:'],
    fontSrc: ["'self'"],
    connectSrc: ["'self'", ...challenge],
    ...(challenge.length > 0 ? { frameSrc: challenge } : {}),
    objectSrc: ["'none'"],
    baseUri: ["'self'"],
    formAction: ["'self'"],
    frameAncestors: ["'none'"],
    // Only behind https: on http://localhost it would break every asset.
    ...(https ? { upgradeInsecureRequests: [] } : {}),
  };
}

const kebab = (name: string) => name.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`);

export function serializeCsp(directives: CspDirectives): string {
  return Object.entries(directives)
    .map(([name, values]) => [kebab(name), ...values].join(' '))
    .join('; ');
}

const INLINE_SCRIPT =
  /<script(?![^>]*\bsrc=)(?![^>]*type="application\/ld\+json")[^>]*>([\s\S]*?)<\/script>/g;

/** CSP source expressions ('sha256-…') for every executable inline script in an HTML document. */
export function inlineScriptHashes(html: string): string[] {
  const hashes = new Set<string>();
  for (const match of html.matchAll(INLINE_SCRIPT)) {
    const body = match[1] ?? '';
    if (body.length === 0) continue;
    hashes.add(`'sha256-${createHash('sha256').update(body, 'utf8').digest('base64')}'`);
  }
  return [...hashes];
}
