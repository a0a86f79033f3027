/**
 * The challenge of a public form (issue 29): Cloudflare Turnstile or hCaptcha, only when the site is
 * configured for one (CAPTCHA_PROVIDER). The provider's script is loaded when the first form with a
 * challenge shows, and renders into this element; it puts its token into the form, which the form's
 * code sends as `captcha`. Without JavaScript there is no challenge, and the server says so.
 */
import { useEffect, useRef } from 'react';
import { useCaptcha } from '~/lib/captcha.ts';

const SCRIPTS = {
  turnstile: 'https://challenges.cloudflare.com/turnstile/v0/api.js?render=explicit',
  hcaptcha: 'https://js.hcaptcha.com/1/api.js?render=explicit',
} as const;

type Widgets = { render: (element: HTMLElement, options: { sitekey: string }) => unknown };
const widgets = (provider: keyof typeof SCRIPTS) =>
  (window as unknown as Record<string, Widgets | undefined>)[provider];

const loading = new Map<string, Promise<void>>();
function load(src: string): Promise<void> {
  let pending = loading.get(src);
  if (!pending) {
    pending = new Promise((resolve, reject) => {
      const script = document.createElement('script');
      script.src = src;
      script.async = true;
      script.onload = () => resolve();
      script.onerror = () => reject(new Error('The challenge could not be loaded.'));
      document.head.append(script);
    });
    loading.set(src, pending);
  }
  return pending;
}

export function Captcha() {
  const captcha = useCaptcha();
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (!captcha) return;
    let cancelled = false;
    void load(SCRIPTS[captcha.provider])
      .then(() => {
        const element = ref.current;
        if (!cancelled && element && element.childElementCount === 0)
          widgets(captcha.provider)?.render(element, { sitekey: captcha.siteKey });
      })
      .catch(() => {});
    return () => {
      cancelled = true;
    };
  }, [captcha]);
  if (!captcha) return null;
  return <div ref={ref} className="captcha" />;
}
