/**
 * The site's own texts (issue 36, decision 0063 §1.7): every language's area has English's keys, no
 * other, each of the same kind with the same placeholders and nothing empty; the spec's strings are
 * English's verbatim; placeholders and plurals are filled in the page's locale.
 */
import { describe, expect, it } from 'vitest';
import { LANGUAGES_WITH_TEXTS } from '../src/languages.ts';
import { MESSAGES } from '../src/messages.ts';
import { BLOG } from '../src/texts/en/blog.ts';
import { CAREERS } from '../src/texts/en/careers.ts';
import { CART } from '../src/texts/en/cart.ts';
import { CONTACT } from '../src/texts/en/contact.ts';
import { PRODUCT } from '../src/texts/en/product.ts';
import { SHELL } from '../src/texts/en/shell.ts';
import { formatText, placeholdersOf, type Text, type TextsOf } from '../src/texts/format.ts';
import { ENGLISH_TEXTS, TEXTS } from '../src/texts/index.ts';

const kind = (text: Text) => (typeof text === 'string' ? 'text' : 'plural');
const pieces = (text: Text) => (typeof text === 'string' ? [text] : [text.one, text.other]);

describe('the catalogue of the site’s own texts', () => {
  for (const [code, areas] of Object.entries(TEXTS)) {
    for (const [area, texts] of Object.entries(areas)) {
      it(`${code}/${area}: English's keys, kinds and placeholders, nothing empty`, () => {
        const english = ENGLISH_TEXTS[area as keyof typeof ENGLISH_TEXTS];
        expect(Object.keys(texts).sort()).toEqual(Object.keys(english).sort());
        for (const [key, text] of Object.entries(texts)) {
          const source = english[key as keyof typeof english] as Text;
          expect(kind(text), key).toBe(kind(source));
          expect(placeholdersOf(text), key).toEqual(placeholdersOf(source));
          for (const piece of pieces(text)) expect(piece.trim(), key).not.toBe('');
        }
      });
    }
  }

  it('has every area English has in every language', () => {
    for (const [code, areas] of Object.entries(TEXTS))
      expect(Object.keys(areas).sort(), code).toEqual(Object.keys(ENGLISH_TEXTS).sort());
  });

  it('has a catalogue for every language that may be shown to visitors', () => {
    // A language in LANGUAGES_WITH_TEXTS without its texts would show English under its prefix.
    for (const code of LANGUAGES_WITH_TEXTS) expect(Object.keys(TEXTS), code).toContain(code);
  });

  it('keeps the spec’s strings verbatim in English', () => {
    expect(CART.sent).toBe(MESSAGES.contact.success);
    expect([CONTACT.sending, CONTACT.success, CONTACT.failed, CONTACT.network]).toEqual([
      MESSAGES.contact.sending,
      MESSAGES.contact.success,
      MESSAGES.contact.failed,
      MESSAGES.contact.network,
    ]);
    expect([SHELL.notFoundText, SHELL.notFoundRedirecting]).toEqual([
      MESSAGES.notFound.text,
      MESSAGES.notFound.redirecting,
    ]);
    expect([BLOG.notFound, BLOG.getAQuote]).toEqual([MESSAGES.blog.notFound, MESSAGES.buttons.getAQuote]);
    expect(CAREERS.apply).toBe(MESSAGES.careers.apply);
    expect([PRODUCT.notFound, PRODUCT.detailFailed]).toEqual([
      MESSAGES.product.notFound,
      MESSAGES.product.detailFailed,
    ]);
  });

  it('fills placeholders and picks plurals by the locale’s rules', () => {
    expect(formatText(CART.each, { price: '₹1,499' })).toBe('₹1,499 each');
    expect(formatText(CART.quoteLead, { count: 1 })).toMatch(/^We will send your item to/);
    expect(formatText(CART.quoteLead, { count: 3 })).toMatch(/^We will send your 3 items to/);
    const hindi = TEXTS.hi!.cart!;
    expect(formatText(hindi.quoteLead!, { count: 1 }, 'hi-IN')).toMatch(/^हम आपका सामान/);
    expect(formatText(hindi.quoteLead!, { count: 4 }, 'hi-IN')).toMatch(/^हम आपकी 4 चीज़ें/);
    // A placeholder without a value stays visible rather than vanishing.
    expect(formatText('{price} each')).toBe('{price} each');
  });
});

describe('the catalogue’s types', () => {
  it('refuse a language’s area without one of English’s keys, or with one of its own', () => {
    // @ts-expect-error: every key of English's area is required
    const missing: TextsOf<typeof CART> = { seoTitle: 'x' };
    const extra: TextsOf<{ a: 'A' }> = {
      a: 'क',
      // @ts-expect-error: a key English does not have
      b: 'ख',
    };
    expect([missing, extra]).toHaveLength(2);
  });
});
