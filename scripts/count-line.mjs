/**
 * The closing line of a test run, "N passed, N failed[, N skipped][, N unhandled errors]": printed
 * by the summary reporter after each Vitest run and by scripts/test.mjs for the whole of `npm test`.
 * Plain JavaScript, so test.mjs runs on Node 20 without a TypeScript loader.
 * @param {{ passed: number; failed: number; skipped: number; errors: number }} c
 */
export function countLine(c) {
  const skipped = c.skipped > 0 ? `, ${c.skipped} skipped` : '';
  const errors = c.errors > 0 ? `, ${c.errors} unhandled error${c.errors === 1 ? '' : 's'}` : '';
  return `${c.passed} passed, ${c.failed} failed${skipped}${errors}`;
}
