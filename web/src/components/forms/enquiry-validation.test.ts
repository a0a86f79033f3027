/**
 * The enquiry form's checks speak the page's language (issue 36): the same rules as the API, whose
 * English messages they keep word for word; in Hindi, Hindi messages naming the Hindi labels.
 */
import { contactSchema } from '@vyoma/contract/schemas';
import { TEXTS } from '@vyoma/contract/texts';
import { CONTACT } from '@vyoma/contract/texts/en/contact';
import type { FieldErrors } from 'react-hook-form';
import { describe, expect, it } from 'vitest';
import { type EnquiryValues, resolversFor } from './enquiry-validation.ts';

const EMPTY: EnquiryValues = { name: '', email: 'not-an-email', phone: 'call me', message: '', website: '' };

async function messages(texts: typeof CONTACT, variant: 'contact' | 'quote', values = EMPTY) {
  const { errors } = await resolversFor(texts)[variant](values, undefined, {
    fields: {},
    shouldUseNativeValidation: false,
  });
  return Object.fromEntries(
    Object.entries(errors as FieldErrors<EnquiryValues>).map(([field, e]) => [field, e?.message]),
  );
}

describe('the enquiry form’s checks', () => {
  it('say in English exactly what the API says', async () => {
    const api = contactSchema.safeParse({ ...EMPTY });
    const apiMessages = Object.fromEntries(
      (api.success ? [] : api.error.issues).map((i) => [String(i.path[0]), i.message]),
    );
    expect(await messages(CONTACT, 'contact')).toEqual({
      name: apiMessages.name,
      email: apiMessages.email,
      phone: apiMessages.phone,
      message: apiMessages.message,
    });
    expect(apiMessages.name).toBe('Name is required');
  });

  it('say it in Hindi on a Hindi page, with the quote’s note optional', async () => {
    const hindi = TEXTS.hi!.contact as unknown as typeof CONTACT;
    expect(await messages(hindi, 'contact')).toEqual({
      name: 'नाम भरना ज़रूरी है',
      email: 'सही ईमेल पता लिखें',
      phone: 'सही फ़ोन नंबर लिखें (अंक, स्पेस, +, - और कोष्ठक)',
      message: 'संदेश भरना ज़रूरी है',
    });
    const quote = await messages(hindi, 'quote', { ...EMPTY, message: 'x'.repeat(2001) });
    expect(quote.message).toBe('नोट में ज़्यादा से ज़्यादा 2000 अक्षर हो सकते हैं');
    expect((await messages(CONTACT, 'quote', { ...EMPTY, message: '' })).message).toBeUndefined();
  });
});
