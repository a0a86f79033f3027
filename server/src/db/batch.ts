/**
 * Batch writes of what requests brought (page views, the 404 log): one statement for many rows, and
 * when a row's own data fails it, the rows again one at a time, so that a bad row costs itself and
 * never the rows beside it or the batches after it.
 */
import { pgErrorCode } from './errors.ts';

/**
 * SQLSTATE classes that blame the data written (22 data exception: a NUL in text, a value out of
 * range; 23 integrity constraint; 54 program limit: an index row too large). Anything else (no
 * connection, shutting down, a deadlock) is the database's, and the rows stay good for a later try.
 */
const ROW_FAULT_CLASSES = new Set(['22', '23', '54']);

const rowFault = (err: unknown): string | null => {
  const code = pgErrorCode(err);
  return code && ROW_FAULT_CLASSES.has(code.slice(0, 2)) ? code : null;
};

export interface BatchOutcome<T> {
  /** Rows left out because the database refused their data. */
  dropped: number;
  /** The SQLSTATE of each refusal, once each (what to log: never a row's content). */
  causes: string[];
  /** Rows not written because the database failed (not their data), in order: for a later try. */
  unwritten: T[];
  /** That failure, or null. */
  error: unknown;
}

/**
 * Writes `rows` with `write` (which must write all of them or none: one statement or transaction).
 * When the database refuses the batch for a row's data, writes the rows one at a time and leaves out
 * only those it refuses; when it fails otherwise, answers the rows not written and why.
 */
export async function writeBatch<T>(
  rows: readonly T[],
  write: (rows: T[]) => Promise<unknown>,
): Promise<BatchOutcome<T>> {
  const outcome: BatchOutcome<T> = { dropped: 0, causes: [], unwritten: [], error: null };
  const refused = (code: string) => {
    outcome.dropped += 1;
    if (!outcome.causes.includes(code)) outcome.causes.push(code);
  };
  if (rows.length === 0) return outcome;
  try {
    await write([...rows]);
    return outcome;
  } catch (err) {
    const code = rowFault(err);
    if (code === null) return { ...outcome, unwritten: [...rows], error: err };
    if (rows.length === 1) {
      refused(code);
      return outcome;
    }
  }
  for (const [i, row] of rows.entries()) {
    try {
      await write([row]);
    } catch (err) {
      const code = rowFault(err);
      if (code === null) return { ...outcome, unwritten: rows.slice(i), error: err };
      refused(code);
    }
  }
  return outcome;
}
