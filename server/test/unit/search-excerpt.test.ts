/** Site search excerpts (modules/search/excerpt.ts): ts_headline's markers become offsets and <mark>. */
import { describe, expect, it } from 'vitest';
import { MARK_END as E, readHeadline, MARK_START as S } from '../../src/modules/search/excerpt.ts';

describe('readHeadline', () => {
  it('turns the markers into offsets and escaped HTML with <mark> only', () => {
    const out = readHeadline(`We send every ${S}invoice${E} & chase <late> ${S}payers${E}.`);
    expect(out.text).toBe('We send every invoice & chase <late> payers.');
    expect(out.marks.map(([a, b]) => out.text.slice(a, b))).toEqual(['invoice', 'payers']);
    expect(out.html).toBe('We send every <mark>invoice</mark> &amp; chase &lt;late&gt; <mark>payers</mark>.');
  });

  it('folds line breaks and runs of spaces into one space, keeping the offsets right', () => {
    const out = readHeadline(`\n  Part one\n\n${S}Invoices${E}   are\tdue … ${S}paid${E}  \n`);
    expect(out.text).toBe('Part one Invoices are due … paid');
    expect(out.marks.map(([a, b]) => out.text.slice(a, b))).toEqual(['Invoices', 'paid']);
  });

  it('ignores stray or empty markers and escapes quotes', () => {
    const out = readHeadline(`${E}say "hi"${S}${E} it's ${S}`);
    expect(out.text).toBe(`say "hi" it's`);
    expect(out.marks).toEqual([]);
    expect(out.html).toBe('say &quot;hi&quot; it&#39;s');
  });
});
