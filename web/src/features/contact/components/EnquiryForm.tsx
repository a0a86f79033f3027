/**
 * The enquiry form shared by Contact Us and the cart's quote request (spec §2.5, §4, §5, §8):
 * name, email, phone and a message (or an optional note that is appended to the quote lines),
 * a hidden honeypot, "Sending..." while pending, an accessible success status, and error texts.
 */
import { zodResolver } from '@hookform/resolvers/zod';
import { MESSAGES } from '@vyoma/contract';
import { type ContactInput, contactSchema } from '@vyoma/contract/schemas';
import { Send } from 'lucide-react';
import { type ReactNode, useId, useState } from 'react';
import { type FieldPath, type UseFormRegisterReturn, useForm } from 'react-hook-form';
import { z } from 'zod';
import { ApiError } from '../../../lib/api.ts';
import { enquiryErrorText, useSendEnquiry } from '../api.ts';
import './enquiry-form.css';

/** Quote requests compose the message themselves, so the visitor's note is optional there. */
const quoteSchema = contactSchema.extend({
  message: z.string().trim().max(2000, 'Note must be at most 2000 characters').optional(),
});
/** What the form holds: the contact fields, with the message optional for quotes. */
type EnquiryValues = z.input<typeof quoteSchema>;

export interface EnquiryFormProps {
  variant?: 'contact' | 'quote';
  /** Builds the message that is sent from what the visitor typed (quote: the cart lines + note). */
  composeMessage?: (text: string) => string;
  /** Called after the server accepted the enquiry (the cart empties itself here). */
  onSent?: () => void;
  submitLabel?: string;
  /** Hides the built-in success status (when the page shows its own, e.g. the emptied cart). */
  hideSuccess?: boolean;
}

const EMPTY: EnquiryValues = { name: '', email: '', phone: '', message: '', website: '' };

export function EnquiryForm({
  variant = 'contact',
  composeMessage,
  onSent,
  submitLabel = 'Send message',
  hideSuccess = false,
}: EnquiryFormProps) {
  const id = useId();
  const send = useSendEnquiry();
  const [sent, setSent] = useState(false);
  const {
    register,
    handleSubmit,
    reset,
    setError,
    formState: { errors },
  } = useForm<EnquiryValues>({
    // Both schemas accept the same field names; contactSchema only makes the message required.
    resolver: zodResolver<EnquiryValues, unknown, EnquiryValues>(
      variant === 'quote' ? quoteSchema : contactSchema,
    ),
    defaultValues: EMPTY,
  });

  const onSubmit = handleSubmit((values) => {
    setSent(false);
    const text = values.message ?? '';
    const input: ContactInput = {
      name: values.name,
      email: values.email,
      phone: values.phone,
      message: composeMessage ? composeMessage(text) : text,
      website: values.website ?? '',
    };
    send.mutate(input, {
      onSuccess: () => {
        reset(EMPTY);
        setSent(true);
        onSent?.();
      },
      onError: (error) => {
        // Point the visitor at the field the server refused, as well as showing its message.
        if (error instanceof ApiError) {
          for (const [field, text] of Object.entries(error.fieldErrors)) {
            if (field in EMPTY && field !== 'website')
              setError(field as FieldPath<EnquiryValues>, { message: text });
          }
        }
      },
    });
  });

  const field = (name: Exclude<keyof EnquiryValues, 'website'>) => {
    const error = errors[name]?.message;
    return {
      id: `${id}-${name}`,
      error,
      aria: {
        'aria-invalid': error ? ('true' as const) : ('false' as const),
        'aria-describedby': error ? `${id}-${name}-error` : undefined,
      },
      registration: register(name),
    };
  };

  const isQuote = variant === 'quote';
  return (
    <form
      className="enquiry-form"
      onSubmit={onSubmit}
      noValidate
      aria-label={isQuote ? 'Quote request' : 'Contact form'}
    >
      <div className="enquiry-form__row">
        <Field label="Name" {...field('name')}>
          {(p) => <input className="input" autoComplete="name" {...p} />}
        </Field>
        <Field label="Email" {...field('email')}>
          {(p) => <input className="input" type="email" autoComplete="email" inputMode="email" {...p} />}
        </Field>
      </div>
      <Field label="Phone" hint="Digits, spaces, + and - are fine." {...field('phone')}>
        {(p) => <input className="input" type="tel" autoComplete="tel" {...p} />}
      </Field>
      <Field label={isQuote ? 'Note (optional)' : 'Message'} {...field('message')}>
        {(p) => (
          <textarea
            className="textarea"
            rows={isQuote ? 3 : 6}
            placeholder={isQuote ? 'Deadlines, customisations or questions' : 'Tell us about your project'}
            {...p}
          />
        )}
      </Field>
      {/* Honeypot: invisible to people and skipped by keyboard; bots fill it and are dropped. */}
      <div className="visually-hidden" aria-hidden="true">
        <label htmlFor={`${id}-website`}>Website (leave empty)</label>
        <input id={`${id}-website`} type="text" tabIndex={-1} autoComplete="off" {...register('website')} />
      </div>
      <div role="alert">
        {send.isError && <p className="status status--error">{enquiryErrorText(send.error)}</p>}
      </div>
      <div role="status" aria-live="polite">
        {sent && !hideSuccess && <p className="status status--success">{MESSAGES.contact.success}</p>}
      </div>
      <button type="submit" className="btn btn--primary enquiry-form__submit" disabled={send.isPending}>
        {send.isPending ? (
          MESSAGES.contact.sending
        ) : (
          <>
            {submitLabel}
            <Send size={16} aria-hidden="true" />
          </>
        )}
      </button>
    </form>
  );
}

interface FieldProps {
  label: string;
  hint?: string;
  id: string;
  error?: string;
  aria: { 'aria-invalid': 'true' | 'false'; 'aria-describedby': string | undefined };
  registration: UseFormRegisterReturn;
  children: (props: UseFormRegisterReturn & { id: string } & FieldProps['aria']) => ReactNode;
}

/** Label, control, hint and inline error, linked with aria-describedby. */
function Field({ label, hint, id, error, aria, registration, children }: FieldProps) {
  const hintId = hint ? `${id}-hint` : undefined;
  const describedBy = [aria['aria-describedby'], hintId].filter(Boolean).join(' ') || undefined;
  return (
    <div className="field">
      <label className="field__label" htmlFor={id}>
        {label}
      </label>
      {children({
        ...registration,
        id,
        'aria-invalid': aria['aria-invalid'],
        'aria-describedby': describedBy,
      })}
      {hint && (
        <span id={hintId} className="field__hint">
          {hint}
        </span>
      )}
      {error && (
        <span id={`${id}-error`} className="field__error">
          {error}
        </span>
      )}
    </div>
  );
}
