/**
 * Screenshots for people to look at (not compared): e2e/screenshots/<name>-<viewport>.png, git-ignored.
 * Taken only when asked (E2E_SCREENSHOTS=1), since a full-page capture costs time on every run.
 */
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { REPO_ROOT } from './server.ts';

/** Screenshots were asked for; tests that only take screenshots run only then. */
export const SCREENSHOTS = process.env.E2E_SCREENSHOTS === '1';

export async function screenshot(page: Page, name: string): Promise<string | null> {
  if (!SCREENSHOTS) return null;
  const dir = path.join(REPO_ROOT, 'e2e/screenshots');
  mkdirSync(dir, { recursive: true });
  const width = page.viewportSize()?.width ?? 0;
  const file = path.join(dir, `${name}-${width}.png`);
  await page.screenshot({ path: file, fullPage: true });
  return file;
}
