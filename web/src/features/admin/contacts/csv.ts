/**
 * CSV export of contact messages: RFC 4180 quoting, a UTF-8 BOM so Excel reads non-ASCII names,
 * and a ' put before every place a spreadsheet could start a formula: a cell starting with = + - @
 * (or their full-width forms), tab or CR, and the same after a ; or , (spreadsheets that split cells
 * on ; or , would otherwise see "a;=1+1" as a formula cell) or after a line break.
 */
import type { ContactMessage } from '@vyoma/contract';

export const CSV_COLUMNS = ['name', 'email', 'phone', 'message', 'createdAt'] as const;
const BOM = '\uFEFF';

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

export function toCsv(messages: readonly Pick<ContactMessage, (typeof CSV_COLUMNS)[number]>[]): string {
  const rows = [
    CSV_COLUMNS.join(','),
    ...messages.map((m) => CSV_COLUMNS.map((column) => quote(neutralise(String(m[column] ?? '')))).join(',')),
  ];
  return `${BOM}${rows.join('\r\n')}\r\n`;
}
