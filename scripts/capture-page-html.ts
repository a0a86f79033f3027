/**
 * Writes the golden HTML of the public pages (decision 0062 §1.8) to server/test/fixtures/page-html/:
 *
 *   cd web && npx react-router build && cd ..     (the pages render from the web build)
 *   node --import tsx scripts/capture-page-html.ts
 *
 * It starts the app in this process as the API tests do (createTestApp with the demo content, on an
 * in-memory database), requests every path of PUBLIC_STATIC_PATHS and every path already captured,
 * and writes each page's normalised capture (testkit/page-html.ts) to its file. pages.test.ts fails
 * when a page no longer renders as its file says: run this when the change is intended, read the
 * diff, and commit the files. A page that is gone for good: delete its file by hand.
 */
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { createTestApp, requireWebBuild } from '../server/test/support/app.ts';
import { capturePageHtml, goldenFileName, PAGE_HTML_DIR, pagesToCapture } from '../testkit/page-html.ts';

// React picks its build when the page module first loads (at the first request): the one the tests
// render with.
process.env.NODE_ENV = 'test';

const t = await createTestApp({ webDistDir: requireWebBuild(), seedDemo: true });
try {
  mkdirSync(PAGE_HTML_DIR, { recursive: true });
  let changed = 0;
  const paths = pagesToCapture();
  for (const pagePath of paths) {
    const res = await t.app.inject({ method: 'GET', url: pagePath });
    if (res.statusCode !== 200) throw new Error(`${pagePath} answered ${res.statusCode}`);
    const file = path.join(PAGE_HTML_DIR, goldenFileName(pagePath));
    const capture = capturePageHtml(pagePath, res.body);
    if (existsSync(file) && readFileSync(file, 'utf8') === capture) continue;
    writeFileSync(file, capture);
    changed++;
    console.log(`wrote ${path.relative(process.cwd(), file)}`);
  }
  console.log(`${paths.length} pages captured, ${changed} files written.`);
} finally {
  await t.close();
}
