/**
 * CSV cells for the enquiry export (GET /api/v1/contact/export.csv streams rows built with these):
 * RFC 4180 quoting, a UTF-8 BOM so Excel reads non-ASCII names, and a ' put before every place a
 * spreadsheet could start a formula: a cell starting with = + - @ (or their full-width forms), tab
 * or CR, and the same after a ; or , (spreadsheets that split cells on ; or , would otherwise see
 * "a;=1+1" as a formula cell) or after a line break. No zod: safe for any bundle.
 */

export const CSV_BOM = '\uFEFF';

/** Where a formula could start: the cell's start or after a separator, then optional spaces. */
const FORMULA_START = /(?<=^|[;,\n\r])( *)(?=[=+\-@\t\r\uFF1D\uFF0B\uFF0D\uFF20])/g;

/** Neutralises spreadsheet formula injection (OWASP "CSV injection"). */
export function neutralise(value: string): string {
  return value.replace(FORMULA_START, "$1'");
}

/** Quotes a cell when it holds a comma, quote or line break; doubles inner quotes. */
export function quote(value: string): string {
  return /[",\r\n]/.test(value) ? `"${value.replaceAll('"', '""')}"` : value;
}

/** One CSV line (with its CRLF) of neutralised, quoted cells; null and undefined are empty cells. */
export function csvRow(cells: readonly (string | number | null | undefined)[]): string {
  return `${cells.map((cell) => quote(neutralise(cell == null ? '' : String(cell)))).join(',')}\r\n`;
}

/** A whole CSV document: BOM, header row, rows (the export streams the same pieces). */
export function toCsv<C extends string>(
  columns: readonly C[],
  rows: readonly Partial<Record<C, string | number | null>>[],
): string {
  return CSV_BOM + csvRow(columns) + rows.map((row) => csvRow(columns.map((c) => row[c]))).join('');
}
