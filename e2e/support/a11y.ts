/**
 * Automated accessibility checks with two engines, each injected through the DevTools protocol (not
 * subject to the page's CSP): axe-core, and HTML_CodeSniffer (pa11y's default engine, from pa11y's
 * own maintained build) with its WCAG 2 AA standard.
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { AxeResults } from 'axe-core';
import type { Page } from 'playwright-core';

const require = createRequire(import.meta.url);
const axeSource = readFileSync(require.resolve('axe-core/axe.min.js'), 'utf8');
const htmlcsSource = readFileSync(require.resolve('@pa11y/html_codesniffer/build/HTMLCS.js'), 'utf8');

export interface A11yViolation {
  id: string;
  impact: string | null;
  help: string;
  targets: string[];
}

/** Returns serious and critical violations (an empty list means the page passes). */
export async function seriousA11yViolations(page: Page): Promise<A11yViolation[]> {
  // Once per document: a page moved on in the app (navigateInApp) keeps it.
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(axeSource);
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

export interface HtmlcsIssue {
  /** The sniff, e.g. WCAG2AA.Principle1.Guideline1_3.1_3_5.H98. */
  code: string;
  message: string;
  /** The start of the element's HTML. */
  element: string;
}

/**
 * HTML_CodeSniffer's errors under WCAG2AA, as pa11y reports them (its warnings and notices ask a
 * person to check something and are left out). An empty list means the page passes.
 */
export async function htmlcsErrors(page: Page): Promise<HtmlcsIssue[]> {
  await page.evaluate(htmlcsSource);
  return page.evaluate(
    () =>
      new Promise<HtmlcsIssue[]>((resolve, reject) => {
        interface Message {
          type: number;
          code: string;
          msg: string;
          element: Element | Document;
        }
        const { HTMLCS } = window as unknown as {
          HTMLCS: {
            ERROR: number;
            process(standard: string, content: Document, done: () => void, failed: () => void): void;
            getMessages(): Message[];
          };
        };
        HTMLCS.process(
          'WCAG2AA',
          document,
          () =>
            resolve(
              HTMLCS.getMessages()
                .filter((m) => m.type === HTMLCS.ERROR)
                .map((m) => ({
                  code: m.code,
                  message: m.msg,
                  element: 'outerHTML' in m.element ? m.element.outerHTML.slice(0, 160) : '#document',
                })),
            ),
          () => reject(new Error('HTML_CodeSniffer could not load the WCAG2AA standard')),
        );
      }),
  );
}
