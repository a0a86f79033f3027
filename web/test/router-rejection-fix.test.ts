/**
 * The mend of React Router's unhandled loader rejection (web/scripts/router-rejection-fix.ts) still
 * finds its spot in the installed router, and does what it says: the loader's promise is handed back
 * unchanged, and a rejection while the stylesheets load is never "unhandled".
 */
import { readdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { mendRouterCode } from '../scripts/router-rejection-fix.ts';

const require = createRequire(import.meta.url);
const routerDist = path.join(path.dirname(require.resolve('react-router/package.json')), 'dist');

/** Every file of the installed router that holds the function (browser builds, both modes). */
function filesWithTheFunction(): string[] {
  const found: string[] = [];
  for (const mode of ['development', 'production']) {
    for (const name of readdirSync(path.join(routerDist, mode))) {
      if (!name.endsWith('.mjs')) continue;
      const file = path.join(routerDist, mode, name);
      if (readFileSync(file, 'utf8').includes('async function prefetchStylesAndCallHandler('))
        found.push(file);
    }
  }
  return found;
}

/** The mended function, taken out of the router's code and made callable. */
function mendedFunction(code: string) {
  const start = code.indexOf('async function prefetchStylesAndCallHandler(');
  const end = code.indexOf('\n    }\n', start);
  const source = code.slice(start, end + 6);
  return new Function(
    'routeModulesCache',
    'route',
    'prefetchStyleLinks',
    `${source}; return prefetchStylesAndCallHandler;`,
  ) as (
    cache: object,
    route: object,
    prefetch: () => Promise<void>,
  ) => (handler: () => Promise<unknown>) => Promise<unknown>;
}

describe('React Router loader rejection mend', () => {
  it('finds the function in the installed router and mends it', () => {
    const files = filesWithTheFunction();
    expect(files.length).toBeGreaterThan(0);
    for (const file of files) {
      const mended = mendRouterCode(readFileSync(file, 'utf8'));
      expect(mended).toContain('pending.catch(() => {})');
    }
  });

  it('leaves other code alone and refuses a changed function', () => {
    expect(mendRouterCode('export const x = 1;')).toBeNull();
    expect(() => mendRouterCode('async function prefetchStylesAndCallHandler(h) { return h(); }')).toThrow(
      /react-router changed/,
    );
  });

  it('hands back the same rejection, handled before the stylesheets have loaded', async () => {
    const file = filesWithTheFunction().find((f) => f.includes('development'))!;
    const original = readFileSync(file, 'utf8');
    const failure = new Error('connection dropped');
    let stylesLoaded = false;
    let handledEarly = false;
    /** A loader's rejected promise that notes whether a handler came before the stylesheets. */
    class Watched<T> extends Promise<T> {
      // biome-ignore lint/suspicious/noThenProperty: watching who handles the promise is the point.
      override then<A = T, B = never>(
        onFulfilled?: ((value: T) => A | PromiseLike<A>) | null,
        onRejected?: ((reason: unknown) => B | PromiseLike<B>) | null,
      ): Promise<A | B> {
        if (!stylesLoaded) handledEarly = true;
        return super.then(onFulfilled, onRejected);
      }
    }
    const run = async (code: string) => {
      stylesLoaded = false;
      handledEarly = false;
      const slowStyles = () =>
        new Promise<void>((resolve) =>
          setTimeout(() => {
            stylesLoaded = true;
            resolve();
          }, 20),
        );
      const loader = () => {
        const rejected = new Watched<never>((_, reject) => reject(failure));
        // Keeps this test's own run free of a real unhandled rejection, unseen by Watched.then.
        Promise.prototype.then.call(rejected, undefined, () => {});
        return rejected;
      };
      await expect(mendedFunction(code)({ a: {} }, { id: 'a' }, slowStyles)(loader)).rejects.toBe(failure);
      return handledEarly;
    };

    // As shipped, nothing handles the rejection until the stylesheets are in: "Uncaught (in promise)".
    expect(await run(original)).toBe(false);
    expect(await run(mendRouterCode(original)!)).toBe(true);
  });
});
