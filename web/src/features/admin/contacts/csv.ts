/**
 * CSV export of contact messages: RFC 4180 quoting, a UTF-8 BOM so Excel reads non-ASCII names,
 * and cells that a spreadsheet would run as a formula (= + - @, also tab and CR) prefixed with '.
 */
import type { ContactMessage } from '@vyoma/contract';

export const CSV_COLUMNS = ['name', 'email', 'phone', 'message', 'createdAt'] as const;
const BOM = '\uFEFF';

/** Neutralises spreadsheet formula injection (OWASP "CSV injection"). */
export function neutralise(value: string): string {
  return /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
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
