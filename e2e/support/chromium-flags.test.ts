/**
 * Our --disable-features replaces playwright-core's (Chromium reads only the last one), so it must
 * repeat every feature playwright-core turns off on Linux. Read from playwright-core's own code, so
 * an upgrade that adds one fails here instead of quietly turning it back on.
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { expect, it } from 'vitest';
import { DISABLED_FEATURES } from './browser.ts';

/** Entries playwright-core turns off only on Windows or in Edge. */
const NOT_ON_LINUX = /Win$|^ms/;

it('repeats every feature playwright-core disables', () => {
  const require = createRequire(import.meta.url);
  const bundle = readFileSync(
    path.join(path.dirname(require.resolve('playwright-core/package.json')), 'lib/coreBundle.js'),
    'utf8',
  );
  const list = /disabledFeatures = \[([\s\S]*?)\]\.filter/.exec(bundle)?.[1];
  expect(
    list,
    'playwright-core moved its list of disabled features: find it and update this test',
  ).toBeTruthy();
  const theirs = [...list!.matchAll(/^\s*"([A-Za-z]+)",?\s*$/gm)].map((m) => m[1]!);
  expect(theirs.length).toBeGreaterThan(5);
  expect(theirs.filter((f) => !NOT_ON_LINUX.test(f) && !DISABLED_FEATURES.includes(f))).toEqual([]);
});
