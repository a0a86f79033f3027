import { describe, expect, it } from 'vitest';
import { neutralise, quote, toCsv } from './csv.ts';

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

  it('keeps non-ASCII text and handles an empty list', () => {
    expect(toCsv([{ ...base, name: 'ज्योति' }])).toContain('ज्योति');
    expect(toCsv([])).toBe('\uFEFFname,email,phone,message,createdAt\r\n');
    expect(quote('a"b')).toBe('"a""b"');
  });
});
