/** Automated accessibility check with axe-core, injected through the DevTools protocol (not subject to CSP). */

import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
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
  const results = await page.evaluate(async () => {
    // biome-ignore lint/suspicious/noExplicitAny: axe is a global injected above
    const axe = (window as any).axe;
    const outcome = await axe.run(document, { resultTypes: ['violations'] });
    // biome-ignore lint/suspicious/noExplicitAny: axe result objects
    return outcome.violations.map((v: any) => ({
      id: v.id,
      impact: v.impact,
      help: v.help,
      // biome-ignore lint/suspicious/noExplicitAny: axe node objects
      targets: v.nodes.map((n: any) => String(n.target)),
    }));
  });
  return (results as A11yViolation[]).filter((v) => v.impact === 'serious' || v.impact === 'critical');
}
