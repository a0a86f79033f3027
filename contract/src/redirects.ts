/**
 * Redirects entered by staff (issue 17 item 3): the rules both the admin form and the server apply
 * to a path, the key a request is matched on, and the reading of a `from,to` CSV. No zod: safe for
 * any bundle. The server adds what needs the database (loops, chains, existing pages).
 */

/** Longest `from` or `to` we store, and the longest 404 path we log. */
export const REDIRECT_PATH_MAX = 512;
/** Most lines one CSV import may carry (a header line not counted). */
export const REDIRECT_IMPORT_MAX_LINES = 2000;
/** Rows of the 404 log the admin screen shows per page. */
export const NOT_FOUND_PAGE_SIZE = 25;

/**
 * What a request is matched on: the path decoded, lower-cased, without a trailing slash (so an old
 * site's `/About-Us/` and `/about-us` are one). Null when the path cannot be decoded.
 */
export function redirectKey(path: string): string | null {
  let decoded: string;
  try {
    decoded = decodeURIComponent(path);
  } catch {
    return null;
  }
  const lower = decoded.toLowerCase();
  const trimmed = lower.replace(/\/+$/, '');
  return trimmed === '' ? '/' : trimmed;
}

/** A %-escape of an unreserved character (RFC 3986) or of `/`: the same path written either way. */
const SAME_WHEN_DECODED = /%(?:2[dDeEfF]|3[0-9]|[46][1-9a-fA-F]|[57][0-9aA]|5[fF]|7[eE])/g;

/**
 * A `from` path as the site's router reads it (issue 33 item 9): %-escapes of unreserved characters
 * and of `/` decoded (`/c%61rt`, `/careers/x%2f`), then dot segments resolved as a browser and React
 * Router resolve them (`/cart/.`, `/./cart`, `/x/../cart`, `/%2e/cart` are `/cart`). Other escapes,
 * letter case, a trailing slash and a doubled `/` inside the path are left as typed: the key ignores
 * case and the trailing slash, and the router does not take `/blog//x` for `/blog/x` (it is a 404).
 */
export function normalRedirectPath(path: string): string {
  const decoded = path.replace(SAME_WHEN_DECODED, (code) => decodeURIComponent(code));
  const segments = decoded.split('/').slice(1);
  const out: string[] = [];
  segments.forEach((segment, i) => {
    const last = i === segments.length - 1;
    if (segment === '.' || segment === '..') {
      if (segment === '..') out.pop();
      // "/a/." and "/a/b/.." end at a folder: "/a/".
      if (last) out.push('');
    } else out.push(segment);
  });
  return `/${out.join('/')}`;
}

/** Spaces, control characters and the characters a path never carries unencoded. */
const BAD_PATH_CHARS = /[\s\p{Cc}<>"\\^`{|}]/u;

/**
 * Why `from` is not a path we can redirect from, or null when it is well formed. The address is
 * judged as the router reads it (`normalRedirectPath`), which is how the server stores it.
 */
export function fromPathProblem(from: string): string | null {
  if (from === '') return 'The old address is required';
  if (from.length > REDIRECT_PATH_MAX)
    return `The old address must be at most ${REDIRECT_PATH_MAX} characters`;
  if (!from.startsWith('/') || from.startsWith('//'))
    return 'The old address must be a path on this site starting with one /, e.g. /old-page';
  if (from.includes('?') || from.includes('#'))
    return 'The old address is matched without its query string: leave out ? and #';
  if (BAD_PATH_CHARS.test(from)) return 'The old address must not contain spaces or quotes';
  if (redirectKey(from) === null) return 'The old address has a malformed %-escape';
  const normal = normalRedirectPath(from);
  if (normal.startsWith('//'))
    return `The old address must be a path on this site starting with one / (“${from}” is read as “${normal}”)`;
  if (redirectKey(normal) === '/')
    return normal === from
      ? 'The home page cannot be redirected'
      : `“${from}” is the home page: it cannot be redirected`;
  return null;
}

/** An http(s) address with a host (the server parses it properly). */
const ABSOLUTE = /^https?:\/\/[^/?#@\s]+(?:[/?#].*)?$/i;

/** Why `to` is not a target we accept (before the server checks loops and chains), or null. */
export function toTargetProblem(to: string): string | null {
  if (to === '') return 'The new address is required';
  if (to.length > REDIRECT_PATH_MAX) return `The new address must be at most ${REDIRECT_PATH_MAX} characters`;
  if (BAD_PATH_CHARS.test(to)) return 'The new address must not contain spaces or quotes';
  if (to.startsWith('/') && !to.startsWith('//'))
    return redirectKey(to.split(/[?#]/)[0]!) === null ? 'The new address has a malformed %-escape' : null;
  if (!ABSOLUTE.test(to))
    return 'The new address must be a path on this site (/new-page) or a full https:// address';
  return null;
}

export interface CsvRedirectLine {
  /** 1-based line number in the text as pasted. */
  line: number;
  from: string;
  to: string;
}

export interface CsvLineError {
  line: number;
  message: string;
}

/** Splits one CSV line into cells (RFC 4180 quotes: "a,b" and "" inside quotes). */
function cells(text: string): string[] | null {
  const out: string[] = [];
  let cell = '';
  let quoted = false;
  let i = 0;
  while (i < text.length) {
    const c = text[i]!;
    if (quoted) {
      if (c === '"' && text[i + 1] === '"') {
        cell += '"';
        i += 2;
        continue;
      }
      if (c === '"') quoted = false;
      else cell += c;
    } else if (c === '"' && cell.trim() === '') {
      quoted = true;
      cell = '';
    } else if (c === ',' || c === ';' || c === '\t') {
      out.push(cell.trim());
      cell = '';
    } else cell += c;
    i += 1;
  }
  if (quoted) return null;
  out.push(cell.trim());
  return out;
}

const looksLikeHeader = (from: string, to: string) =>
  !from.startsWith('/') && !/^https?:/i.test(from) && /^[a-z _-]+$/i.test(from) && /^[a-z _-]+$/i.test(to);

/**
 * Reads `from,to` lines (a header line such as `from,to` is skipped; blank lines are ignored; a
 * comma, semicolon or tab separates the two). Answers the lines and the errors of lines that do not
 * have exactly two cells; the path rules are checked by the caller.
 */
export function parseRedirectCsv(text: string): { lines: CsvRedirectLine[]; errors: CsvLineError[] } {
  const lines: CsvRedirectLine[] = [];
  const errors: CsvLineError[] = [];
  const rows = text.replace(/^\uFEFF/, '').split(/\r\n|\n|\r/);
  let seenContent = false;
  rows.forEach((raw, index) => {
    const line = index + 1;
    if (raw.trim() === '') return;
    const parts = cells(raw);
    const first = !seenContent;
    seenContent = true;
    if (!parts) {
      errors.push({ line, message: 'A quote is opened and never closed' });
      return;
    }
    const filled = parts.filter((p, i) => p !== '' || i < 2);
    if (first && filled.length === 2 && looksLikeHeader(filled[0]!, filled[1]!)) return;
    if (filled.length !== 2 || filled[0] === '' || filled[1] === '') {
      errors.push({ line, message: 'Expected two cells: the old address, a comma, the new address' });
      return;
    }
    lines.push({ line, from: filled[0]!, to: filled[1]! });
  });
  return { lines, errors };
}
