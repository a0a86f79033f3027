/**
 * The enquiry form shared by Contact Us and the cart's quote request (spec §2.5, §4, §5, §8):
 * name, email, phone and a message (or an optional note that is appended to the quote lines),
 * a hidden honeypot, "Sending..." while pending, an accessible success status, and error texts.
 *
 * It is a real form posting to a page that takes it (the contact page's contact-form block, the
 * splat route's action): without JavaScript the server validates and answers it (`posted`); with
 * JavaScript it is checked here and sent as JSON to POST /api/v1/contact, with the
 * time the form appeared and was sent (a form sent within 2 s is treated as a bot), the visit's
 * attribution (lib/visit.ts) and, for a quote, the cart's lines. The page HTML is cached for every
 * visitor, so these are filled in the browser only.
 */
import { API, type ContactCreateResponse, PAGE } from '@vyoma/contract';
import type { ContactInput } from '@vyoma/contract/schemas';
import { CONTACT } from '@vyoma/contract/texts/en/contact';
import type { TextsOf } from '@vyoma/contract/texts/format';
import { Send } from 'lucide-react';
import { useId, useState } from 'react';
import { type FieldPath, type Resolver, useForm } from 'react-hook-form';
import { FormField } from '~/components/ui/FormField.tsx';
import { ApiError, apiRequest, messageOr } from '~/lib/api.ts';
import { visitAttribution } from '~/lib/attribution.ts';
import { useRenderedAt } from '~/lib/formTiming.ts';
import { useOtherLanguage, useTexts } from '~/lib/texts.ts';
import type { EnquiryValues } from './enquiry-validation.ts';
import './enquiry-form.css';

/** The form's words in the page's language (English's are the spec's and the API's). */
type ContactTexts = TextsOf<typeof CONTACT>;

/** Spec §8: network failure → fixed text; a refusal → the server's message or "Failed to send message." */
export function enquiryErrorText(error: unknown, t: ContactTexts = CONTACT): string {
  if (!(error instanceof ApiError) || error.network) return t.network;
  return messageOr(error, t.failed);
}

/** What the server answered to a form posted without JavaScript (blocks/enquiry-action.server.ts). */
export interface PostedEnquiry {
  sent: boolean;
  message: string;
  errors: Record<string, string>;
  values: Record<string, string>;
}

/** The checks arrive with the first focus on the form (or with the first submit, whichever is first). */
let validation: Promise<typeof import('./enquiry-validation.ts')> | undefined;
const loadValidation = () => {
  validation ??= import('./enquiry-validation.ts').catch((error: unknown) => {
    validation = undefined; // a network blip: try again next time
    throw error;
  });
  return validation;
};
const lazyResolver =
  (variant: 'contact' | 'quote', t: ContactTexts): Resolver<EnquiryValues> =>
  async (values, context, options) => {
    try {
      return (await loadValidation()).resolversFor(t)[variant](values, context, options);
    } catch {
      // The checks could not be fetched: send anyway; the server checks the same rules and its
      // field messages are shown the same way.
      return { values, errors: {} };
    }
  };

export interface EnquiryFormProps {
  variant?: 'contact' | 'quote';
  /** The cart's lines for a quote request (the server prices them). */
  lines?: { productId: string; quantity: number }[];
  /** Builds the message that is sent from what the visitor typed (quote: the cart lines + note). */
  composeMessage?: (text: string) => string;
  /** Called after the server accepted the enquiry (the cart empties itself here). */
  onSent?: () => void;
  submitLabel?: string;
  /** Hides the built-in success status (when the page shows its own, e.g. the emptied cart). */
  hideSuccess?: boolean;
  /** The server's answer to this form posted without JavaScript. */
  posted?: PostedEnquiry;
  /** Where it posts without JavaScript: a page with a contact-form block (the contact page). */
  action?: string;
}

const EMPTY: EnquiryValues = { name: '', email: '', phone: '', message: '', website: '' };

export function EnquiryForm({
  variant = 'contact',
  lines,
  composeMessage,
  onSent,
  submitLabel,
  hideSuccess = false,
  posted,
  action = PAGE.contact,
}: EnquiryFormProps) {
  const id = useId();
  const t = useTexts('contact', CONTACT);
  // Sent from a page in another language: the inbox says so (issue 36).
  const lang = useOtherLanguage();
  const renderedAt = useRenderedAt();
  const initial = { ...EMPTY, ...pick(posted?.values) };
  const [pending, setPending] = useState(false);
  const [sent, setSent] = useState(posted?.sent ?? false);
  const [failure, setFailure] = useState<string | null>(posted && !posted.sent ? posted.message : null);
  const {
    register,
    handleSubmit,
    reset,
    setError,
    formState: { errors },
  } = useForm<EnquiryValues>({
    resolver: lazyResolver(variant, t),
    defaultValues: initial,
    // A form the server refused shows its field messages at once.
    errors: posted?.sent === false ? fieldErrors(posted.errors) : undefined,
  });

  const onSubmit = handleSubmit(async (values) => {
    setSent(false);
    setFailure(null);
    setPending(true);
    const text = values.message ?? '';
    const input: ContactInput = {
      name: values.name,
      email: values.email,
      phone: values.phone,
      message: composeMessage ? composeMessage(text) : text,
      website: values.website ?? '',
      ...(lang ? { lang } : {}),
      ...(lines && lines.length > 0 ? { lines } : {}),
      attribution: visitAttribution(),
      ...(renderedAt === null ? {} : { renderedAt, sentAt: Date.now() }),
    };
    try {
      await apiRequest<ContactCreateResponse>(API.contact, { method: 'POST', body: input });
      reset(EMPTY);
      setSent(true);
      onSent?.();
    } catch (error) {
      setFailure(enquiryErrorText(error, t));
      // Point the visitor at the field the server refused, as well as showing its message.
      if (error instanceof ApiError) {
        for (const [field, message] of Object.entries(fieldErrors(error.fieldErrors)))
          setError(field as FieldPath<EnquiryValues>, message);
      }
    } finally {
      setPending(false);
    }
  });

  /** The field's wrapper props and its control's registration (with its value in the HTML too). */
  const field = (name: Exclude<keyof EnquiryValues, 'website'>) => ({
    id: `${id}-${name}`,
    error: errors[name]?.message,
    // Without JavaScript, a refused form must come back with what was typed.
    control: { ...register(name), defaultValue: initial[name] },
  });
  const fields = {
    name: field('name'),
    email: field('email'),
    phone: field('phone'),
    message: field('message'),
  };

  const isQuote = variant === 'quote';
  return (
    <form
      className="enquiry-form"
      method="post"
      action={action}
      onSubmit={onSubmit}
      onFocus={() => void loadValidation().catch(() => {})}
      noValidate
      aria-label={isQuote ? t.quoteLabel : t.formLabel}
    >
      <div className="enquiry-form__row">
        <FormField id={fields.name.id} label={t.name} error={fields.name.error}>
          {(a11y) => (
            <input className="input" type="text" autoComplete="name" {...fields.name.control} {...a11y} />
          )}
        </FormField>
        <FormField id={fields.email.id} label={t.email} error={fields.email.error}>
          {(a11y) => (
            <input
              className="input"
              type="email"
              autoComplete="email"
              inputMode="email"
              {...fields.email.control}
              {...a11y}
            />
          )}
        </FormField>
      </div>
      <FormField id={fields.phone.id} label={t.phone} hint={t.phoneHint} error={fields.phone.error}>
        {(a11y) => (
          <input className="input" type="tel" autoComplete="tel" {...fields.phone.control} {...a11y} />
        )}
      </FormField>
      <FormField
        id={fields.message.id}
        label={isQuote ? t.noteLabel : t.message}
        error={fields.message.error}
      >
        {(a11y) => (
          <textarea
            className="textarea"
            rows={isQuote ? 3 : 6}
            placeholder={isQuote ? t.notePlaceholder : t.messagePlaceholder}
            {...fields.message.control}
            {...a11y}
          />
        )}
      </FormField>
      {/* Honeypot: invisible to people and skipped by keyboard; bots fill it and are dropped. */}
      <div className="visually-hidden" aria-hidden="true">
        <label htmlFor={`${id}-website`}>{t.honeypot}</label>
        <input id={`${id}-website`} type="text" tabIndex={-1} autoComplete="off" {...register('website')} />
      </div>
      {/* Filled in the browser (the HTML is the same for every visitor); empty without JavaScript. */}
      <input type="hidden" name="renderedAt" value={renderedAt ?? ''} />
      <div role="alert">{failure && <p className="status status--error">{failure}</p>}</div>
      <div role="status" aria-live="polite">
        {sent && !hideSuccess && <p className="status status--success">{t.success}</p>}
      </div>
      <button type="submit" className="btn btn--primary enquiry-form__submit" disabled={pending}>
        {pending ? (
          t.sending
        ) : (
          <>
            {submitLabel ?? t.send}
            <Send size={16} aria-hidden="true" />
          </>
        )}
      </button>
    </form>
  );
}

/** Only the form's own fields, from what a plain form post sent back. */
function pick(values: Record<string, string> | undefined): Partial<EnquiryValues> {
  const out: Partial<EnquiryValues> = {};
  for (const key of Object.keys(EMPTY) as (keyof EnquiryValues)[]) {
    const value = values?.[key];
    if (typeof value === 'string') out[key] = value;
  }
  return out;
}

/** The server's per-field messages as form errors (the honeypot is never pointed at). */
function fieldErrors(errors: Record<string, string>): Record<string, { type: 'server'; message: string }> {
  const out: Record<string, { type: 'server'; message: string }> = {};
  for (const [field, message] of Object.entries(errors))
    if (field in EMPTY && field !== 'website') out[field] = { type: 'server', message };
  return out;
}
