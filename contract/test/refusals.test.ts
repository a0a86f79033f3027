/**
 * The server's refusals in a page's language (issue 36, texts/refusals.ts): every language of the
 * catalogue has them all; the API's messages, whole or filled in (a label, a number), come out in
 * Hindi; English and anything without words stay as they are.
 */
import { describe, expect, it } from 'vitest';
import { APPLICATION_MESSAGES, FILE_KIND_LABELS } from '../src/forms.ts';
import { TOO_MANY_ENQUIRIES } from '../src/messages.ts';
import { contactSchema } from '../src/schemas.ts';
import { REFUSALS } from '../src/texts/en/refusals.ts';
import { placeholdersOf } from '../src/texts/format.ts';
import { TEXTS } from '../src/texts/index.ts';
import { REFUSAL_TEXTS, refusalBodyIn, refusalIn } from '../src/texts/refusals.ts';

describe('the server’s refusals in another language', () => {
  it('are in every language of the catalogue, with English’s keys and placeholders', () => {
    expect(Object.keys(REFUSAL_TEXTS).sort()).toEqual(Object.keys(TEXTS).sort());
    for (const [code, texts] of Object.entries(REFUSAL_TEXTS)) {
      expect(Object.keys(texts).sort(), code).toEqual(Object.keys(REFUSALS).sort());
      for (const [key, text] of Object.entries(texts))
        expect(placeholdersOf(text), key).toEqual(placeholdersOf(REFUSALS[key as keyof typeof REFUSALS]));
    }
    // The English words are the API's, written once.
    expect(APPLICATION_MESSAGES.cvNotADocument).toContain(FILE_KIND_LABELS.word);
  });

  it('turns the API’s whole messages and its filled-in checks into Hindi', () => {
    expect(refusalIn('hi', TOO_MANY_ENQUIRIES)).toBe(REFUSAL_TEXTS.hi!.tooManyEnquiries);
    expect(refusalIn('hi', APPLICATION_MESSAGES.closed)).toBe('यह पद अब बंद है: इसके लिए आवेदन नहीं लिए जा रहे।');
    // The enquiry API's own refusals of an empty and an overlong form, field by field.
    const refused = contactSchema.safeParse({
      name: '',
      email: 'asha@example.com',
      phone: '+91 98765 43210',
      message: 'm'.repeat(5001),
    });
    const issues = Object.fromEntries(refused.error!.issues.map((i) => [String(i.path[0]), i.message]));
    expect(issues).toEqual({ name: 'Name is required', message: 'Message must be at most 5000 characters' });
    expect(refusalBodyIn('hi', { message: issues.name!, errors: issues })).toEqual({
      message: 'नाम भरना ज़रूरी है',
      errors: { name: 'नाम भरना ज़रूरी है', message: 'संदेश में ज़्यादा से ज़्यादा 5000 अक्षर हो सकते हैं' },
    });
    // The application's checks (its own words: "E-mail", the cover note's limit).
    expect(refusalIn('hi', 'E-mail is required')).toBe(TEXTS.hi!.application.emailRequired);
    expect(refusalIn('hi', 'Cover note must be at most 3000 characters')).toBe(
      'कवर नोट ज़्यादा से ज़्यादा 3000 अक्षरों का हो',
    );
  });

  it('leaves English, and what it has no words for, as it is', () => {
    expect(refusalIn('en', TOO_MANY_ENQUIRIES)).toBe(TOO_MANY_ENQUIRIES);
    expect(refusalIn('hi', 'Something new the catalogue does not know')).toBe(
      'Something new the catalogue does not know',
    );
    // A label the forms do not have is not guessed at.
    expect(refusalIn('hi', 'Colour is required')).toBe('Colour is required');
    expect(refusalIn('ta', TOO_MANY_ENQUIRIES)).toBe(TOO_MANY_ENQUIRIES);
  });
});
