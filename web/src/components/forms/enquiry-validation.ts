/**
 * The enquiry form's checks. They need zod and the contract's schemas (about 40 kB gzipped), so
 * the form loads this module when the visitor starts on it, not while the page hydrates: on a phone,
 * evaluating it then would hold up the page's first taps (see EnquiryForm's lazy resolver).
 */
import { zodResolver } from '@hookform/resolvers/zod';
import { contactSchema } from '@vyoma/contract/schemas';
import { z } from 'zod';

/** What the visitor types (the rest of the request is added when it is sent). */
const formSchema = contactSchema.pick({ name: true, email: true, phone: true, message: true, website: true });
/** Quote requests compose the message themselves, so the visitor's note is optional there. */
const quoteSchema = formSchema.extend({
  message: z.string().trim().max(2000, 'Note must be at most 2000 characters').optional(),
});

/** What the form holds: the contact fields, with the message optional for quotes. */
export type EnquiryValues = z.input<typeof quoteSchema>;

// Both schemas accept the same field names; formSchema only makes the message required.
export const resolvers = {
  contact: zodResolver<EnquiryValues, unknown, EnquiryValues>(formSchema),
  quote: zodResolver<EnquiryValues, unknown, EnquiryValues>(quoteSchema),
};
