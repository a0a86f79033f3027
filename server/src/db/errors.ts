/** Database error codes, from either driver (PGlite or pg), looked up through wrapped errors. */

/** The SQLSTATE of a database error: '23505' unique_violation, '23503' foreign_key_violation … */
export const pgErrorCode = (err: unknown): string | undefined => {
  let e: unknown = err;
  for (let i = 0; i < 4 && e && typeof e === 'object'; i++) {
    const code = (e as { code?: unknown }).code;
    if (typeof code === 'string' && /^[0-9A-Z]{5}$/.test(code)) return code;
    e = (e as { cause?: unknown }).cause;
  }
  return undefined;
};

/** Postgres class 22 (e.g. a NUL byte in text, a number out of range): the input's fault. */
export function isDataException(err: unknown): boolean {
  let e: unknown = err;
  for (let i = 0; i < 4 && e && typeof e === 'object'; i++) {
    const code = (e as { code?: unknown }).code;
    if (typeof code === 'string' && /^22[0-9A-Z]{3}$/.test(code)) return true;
    e = (e as { cause?: unknown }).cause;
  }
  return false;
}

/** The constraint a database error names (pg sets `constraint`; PGlite too), through wrapped errors. */
export function violatedConstraint(err: unknown): string | undefined {
  let e: unknown = err;
  for (let i = 0; i < 4 && e && typeof e === 'object'; i++) {
    const constraint = (e as { constraint?: unknown }).constraint;
    if (typeof constraint === 'string') return constraint;
    e = (e as { cause?: unknown }).cause;
  }
  return undefined;
}
