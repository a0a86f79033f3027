/**
 * A webhook's URL, description, format and events: for a new subscription (its signing secret is
 * then shown once) and for changing one. The server checks the URL (https, a public address) and
 * its message is shown at the field.
 */
import {
  WEBHOOK_EVENT_NAMES,
  WEBHOOK_EVENTS,
  WEBHOOK_FORMAT_NAMES,
  WEBHOOK_FORMATS,
  type Webhook,
  type WebhookFormat,
} from '@vyoma/contract';
import { useRef, useState } from 'react';
import { FormActions } from '~/components/ui/FormActions.tsx';
import { FormField } from '~/components/ui/FormField.tsx';
import { ApiError, messageOr } from '~/lib/api.ts';

export interface WebhookValues {
  url: string;
  description: string;
  format: WebhookFormat;
  events: string[];
}

interface WebhookFormProps {
  idPrefix: string;
  initial?: Webhook;
  submitLabel: string;
  busy: boolean;
  onSubmit: (values: WebhookValues) => Promise<unknown>;
  /** Clear the form after a successful submit (a new subscription). */
  resetAfter?: boolean;
}

export function WebhookForm({
  idPrefix,
  initial,
  submitLabel,
  busy,
  onSubmit,
  resetAfter,
}: WebhookFormProps) {
  const [url, setUrl] = useState(initial?.url ?? '');
  const [description, setDescription] = useState(initial?.description ?? '');
  const [format, setFormat] = useState<WebhookFormat>(initial?.format ?? 'json');
  const [events, setEvents] = useState<string[]>(initial?.events ?? ['enquiry.created']);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [failure, setFailure] = useState<string | null>(null);
  const urlRef = useRef<HTMLInputElement>(null);
  const id = (name: string) => `${idPrefix}-${name}`;

  const submit = async (e: React.FormEvent) => {
    e.preventDefault();
    setFailure(null);
    const found: Record<string, string> = {};
    if (!url.trim()) found.url = 'URL is required';
    if (events.length === 0) found.events = 'Choose at least one event';
    setErrors(found);
    if (found.url) return urlRef.current?.focus();
    if (found.events) return;
    try {
      await onSubmit({ url: url.trim(), description: description.trim(), format, events });
      if (resetAfter) {
        setUrl('');
        setDescription('');
      }
    } catch (error) {
      const fields = error instanceof ApiError ? error.fieldErrors : {};
      setErrors(fields);
      if (fields.url) urlRef.current?.focus();
      else setFailure(messageOr(error, 'Saving the webhook failed. Please try again.'));
    }
  };

  return (
    <form className="admin-form admin-form--two" onSubmit={submit} noValidate aria-busy={busy}>
      <FormField
        id={id('url')}
        label="URL"
        hint="Where deliveries are POSTed: an https:// address on the internet"
        required
        error={errors.url}
        className="span-all"
      >
        {(a11y) => (
          <input
            ref={urlRef}
            className="input"
            type="url"
            inputMode="url"
            autoComplete="off"
            spellCheck={false}
            value={url}
            onChange={(e) => setUrl(e.target.value)}
            {...a11y}
          />
        )}
      </FormField>
      <FormField
        id={id('description')}
        label="Description"
        hint="Optional, e.g. “Sales channel in Slack”"
        error={errors.description}
      >
        {(a11y) => (
          <input
            className="input"
            autoComplete="off"
            maxLength={200}
            value={description}
            onChange={(e) => setDescription(e.target.value)}
            {...a11y}
          />
        )}
      </FormField>
      <FormField
        id={id('format')}
        label="Format"
        hint="Signed JSON for your own code, n8n, Zapier or Make; a chat service gets a readable message"
        error={errors.format}
      >
        {(a11y) => (
          <select
            className="input"
            value={format}
            onChange={(e) => setFormat(e.target.value as WebhookFormat)}
            {...a11y}
          >
            {WEBHOOK_FORMAT_NAMES.map((f) => (
              <option key={f} value={f}>
                {WEBHOOK_FORMATS[f]}
              </option>
            ))}
          </select>
        )}
      </FormField>
      <fieldset
        className="integrations__choices span-all"
        aria-describedby={errors.events ? id('events-error') : undefined}
      >
        <legend>Events</legend>
        <ul className="integrations__choice-list">
          {WEBHOOK_EVENT_NAMES.map((event) => (
            <li key={event}>
              <label className="integrations__choice">
                <input
                  type="checkbox"
                  checked={events.includes(event)}
                  onChange={(e) =>
                    setEvents((now) => (e.target.checked ? [...now, event] : now.filter((x) => x !== event)))
                  }
                />
                <span>
                  {WEBHOOK_EVENTS[event].label}
                  <small className="integrations__mono">{event}</small>
                </span>
              </label>
            </li>
          ))}
        </ul>
        {errors.events && (
          <p id={id('events-error')} className="field__error" role="alert">
            {errors.events}
          </p>
        )}
      </fieldset>
      <div className="span-all" role="alert">
        {failure && <p className="status status--error">{failure}</p>}
      </div>
      <FormActions label={submitLabel} busy={busy} busyLabel="Saving…" className="span-all" />
    </form>
  );
}
