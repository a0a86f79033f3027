/**
 * Vite plugin: preloads the Latin subset of the self-hosted Inter font from index.html, so the text
 * renders in its final font sooner and the font swap shifts nothing on the first screen.
 */
import type { Plugin } from 'vite';

const LATIN_INTER = /assets\/inter-latin-wght-normal-[\w-]+\.woff2$/;

export function preloadFont(): Plugin {
  return {
    name: 'vyoma-preload-font',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(_html, ctx) {
        const font = Object.keys(ctx.bundle ?? {}).find((file) => LATIN_INTER.test(file));
        if (!font) return [];
        return [
          {
            tag: 'link',
            attrs: { rel: 'preload', as: 'font', type: 'font/woff2', href: `/${font}`, crossorigin: '' },
            injectTo: 'head',
          },
        ];
      },
    },
  };
}
