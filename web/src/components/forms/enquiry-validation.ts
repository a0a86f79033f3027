/**
 * The enquiry form's checks. They need zod and the contract's schemas (about 40 kB gzipped), so
 * the form loads this module when the visitor starts on it, not while the page hydrates: on a phone,
 * evaluating it then would hold up the page's first taps (see EnquiryForm's lazy resolver). Their
 * messages are in the page's language (the contact area's texts); the rules are the API's.
 */
import { zodResolver } from '@hookform/resolvers/zod';
import { type ContactRuleTexts, contactFieldRules } from '@vyoma/contract/schemas';
import { z } from 'zod';

type Texts = { [K in keyof ContactRuleTexts]: string } & { noteName: string };

function schemasFor(t: Texts) {
  const fields = contactFieldRules(t);
  /** What the visitor types (the rest of the request is added when it is sent). */
  const formSchema = z.object({
    name: fields.name,
    email: fields.email,
    phone: fields.phone,
    message: fields.message,
    website: z.string().max(500).optional(),
  });
  /** Quote requests compose the message themselves, so the visitor's note is optional there. */
  const quoteSchema = formSchema.extend({ message: fields.optionalText(t.noteName, 2000) });
  return { formSchema, quoteSchema };
}

/** What the form holds: the contact fields, with the message optional for quotes. */
export type EnquiryValues = z.input<ReturnType<typeof schemasFor>['quoteSchema']>;

const made = new WeakMap<object, ReturnType<typeof resolve>>();
function resolve(t: Texts) {
  const { formSchema, quoteSchema } = schemasFor(t);
  // Both schemas accept the same field names; formSchema only makes the message required.
  return {
    contact: zodResolver<EnquiryValues, unknown, EnquiryValues>(formSchema),
    quote: zodResolver<EnquiryValues, unknown, EnquiryValues>(quoteSchema),
  };
}

/** The form's resolvers with messages in the texts' language, made once per language. */
export function resolversFor(t: Texts) {
  let resolvers = made.get(t);
  if (!resolvers) {
    resolvers = resolve(t);
    made.set(t, resolvers);
  }
  return resolvers;
}
