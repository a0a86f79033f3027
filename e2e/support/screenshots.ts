/** Screenshots for people to look at (not compared): e2e/screenshots/<name>-<viewport>.png, git-ignored. */
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { REPO_ROOT } from './server.ts';

export async function screenshot(page: Page, name: string): Promise<string> {
  const dir = path.join(REPO_ROOT, 'e2e/screenshots');
  mkdirSync(dir, { recursive: true });
  const width = page.viewportSize()?.width ?? 0;
  const file = path.join(dir, `${name}-${width}.png`);
  await page.screenshot({ path: file, fullPage: true });
  return file;
}
