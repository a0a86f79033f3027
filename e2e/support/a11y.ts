/** Automated accessibility check with axe-core, injected through the DevTools protocol (not subject to CSP). */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { AxeResults } from 'axe-core';
import type { Page } from 'playwright-core';

const require = createRequire(import.meta.url);
const axeSource = readFileSync(require.resolve('axe-core/axe.min.js'), 'utf8');

export interface A11yViolation {
  id: string;
  impact: string | null;
  help: string;
  targets: string[];
}

/** Returns serious and critical violations (an empty list means the page passes). */
export async function seriousA11yViolations(page: Page): Promise<A11yViolation[]> {
  await page.evaluate(axeSource);
  const results = await page.evaluate(async (): Promise<A11yViolation[]> => {
    const { axe } = window as unknown as {
      axe: { run: (context: Document, options: object) => Promise<AxeResults> };
    };
    const outcome = await axe.run(document, { resultTypes: ['violations'] });
    return outcome.violations.map((v) => ({
      id: v.id,
      impact: v.impact ?? null,
      help: v.help,
      targets: v.nodes.map((n) => String(n.target)),
    }));
  });
  return results.filter((v) => v.impact === 'serious' || v.impact === 'critical');
}
