/**
 * Vite plugin: mends one spot in React Router's browser code (react-router 7.18, also 8.5) where a
 * failed or aborted loader shows up as an "Uncaught (in promise)" error although the router handles it.
 *
 * `prefetchStylesAndCallHandler` starts a route's loader, then waits for the route's stylesheets before
 * handing the loader's promise back:
 *
 *     try { return handler(); } finally { await linkPrefetchPromise; }
 *
 * When the loader fails first (a dropped connection; a navigation that replaced this one and aborted
 * its request), its promise is rejected with no handler yet, so the browser reports an unhandled
 * rejection; a moment later the router takes the promise and shows the error boundary as it should.
 * The mend gives the promise a no-op handler before the wait. The router still receives the same
 * promise, rejection included, so nothing else changes. The build fails if the code is not found: after
 * an upgrade, check whether the router fixed it and drop this plugin if so.
 */
import type { Plugin } from 'vite';

const FUNCTION = 'async function prefetchStylesAndCallHandler(';
const PATTERN = /return handler\(\);(\s*\}\s*finally\s*\{\s*await linkPrefetchPromise;)/;
const MENDED =
  '{ const pending = handler(); if (pending && typeof pending.catch === "function") pending.catch(() => {}); return pending; }$1';

/** The router's code with the mend, or null when this code does not hold the function. */
export function mendRouterCode(code: string): string | null {
  if (!code.includes(FUNCTION)) return null;
  if (!PATTERN.test(code)) {
    throw new Error(
      'react-router changed prefetchStylesAndCallHandler: check web/scripts/router-rejection-fix.ts',
    );
  }
  return code.replace(PATTERN, MENDED);
}

export function routerRejectionFix(): Plugin {
  let mended = 0;
  return {
    name: 'vyoma-router-rejection-fix',
    apply: 'build',
    buildStart() {
      mended = 0;
    },
    transform(code, id) {
      if (!id.includes('/node_modules/react-router/')) return null;
      const result = mendRouterCode(code);
      if (result === null) return null;
      mended++;
      return { code: result, map: null };
    },
    buildEnd(error) {
      // The browser build must have passed through the function (the server build may not need it).
      if (!error && !this.environment.config.build.ssr && mended === 0)
        this.error('react-router: prefetchStylesAndCallHandler not found in the browser build');
    },
  };
}
