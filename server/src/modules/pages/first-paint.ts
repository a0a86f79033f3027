/**
 * Content first, code second. A server-rendered page is complete without its JavaScript, which only
 * makes it interactive. React Router's output starts fetching that code at once, beside the
 * styles and images the first paint needs; on a slow phone connection the code takes bandwidth
 * from them. This moves the start of the code to just after the first paint:
 *   - the module preload hints go (the browser would fetch the code right away),
 *   - the inline module script that loads the route modules and the entry waits for a painted frame
 *     (two animation frames) and then imports them (the same modules, in the same order).
 * The output's shape is React Router's (its <Scripts>); a test checks the rewrite still applies.
 */

const MODULE_PRELOAD = /<link rel="modulepreload"[^>]*\/>/g;
const ROUTE_MODULES_SCRIPT = /<script type="module" async="">([\s\S]*?)<\/script>/;
const STATIC_IMPORT = /import \* as (\w+) from ("[^"]+");/g;
const AFTER_PAINT = 'await new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r)));';

export function loadCodeAfterFirstPaint(html: string): string {
  const match = ROUTE_MODULES_SCRIPT.exec(html);
  if (!match) return html;
  const body = match[1] ?? '';
  const deferred = `${AFTER_PAINT}\n${body.replace(STATIC_IMPORT, 'const $1 = await import($2);')}`;
  return html
    .replace(match[0], () => `<script type="module" async="">${deferred}</script>`)
    .replace(MODULE_PRELOAD, '');
}
