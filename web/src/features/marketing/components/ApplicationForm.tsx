/**
 * The application form on an open opening's page (issue 29): name, e-mail, phone, the CV, an optional
 * cover note and links, and the consent box whose exact text the server stores with its version.
 *
 * A real multipart form posting to /careers/{slug}/apply: without JavaScript the server reads it,
 * answers it like the API and renders this page with the answer (`posted`). With JavaScript it is
 * checked here first (a help: the server judges the CV by its bytes) and sent to
 * POST /api/v1/jobs/{slug}/applications with the time the form appeared and the visit's attribution.
 * Either way a refusal shows each message by its field, and what was typed stays.
 */
import {
  API,
  APPLICATION_LIMITS,
  APPLICATION_MESSAGES,
  type ApplicationCreatedResponse,
  type ApplicationFormInfo,
  careerApplyPath,
  FILE_KIND_ACCEPT,
  FORM_PHONE,
  type JobOpening,
  type PostedForm,
} from '@vyoma/contract';
import { Send } from 'lucide-react';
import { type FormEvent, useEffect, useId, useRef, useState } from 'react';
import { Captcha } from '~/components/ui/Captcha.tsx';
import { FormField } from '~/components/ui/FormField.tsx';
import { APPLICATION_FORM as COPY } from '~/content/application.ts';
import { ApiError, apiRequest } from '~/lib/api.ts';
import { visitAttribution } from '~/lib/attribution.ts';
import { captchaToken } from '~/lib/captcha.ts';
import { useRenderedAt } from '~/lib/formTiming.ts';

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const CV_NAME = /\.(pdf|docx?)$/i;

/** The checks the server makes that the browser can make too (the server's wording). */
function check(data: FormData): Record<string, string> {
  const errors: Record<string, string> = {};
  const text = (name: string) => String(data.get(name) ?? '').trim();
  if (!text('name')) errors.name = 'Name is required';
  if (!text('email')) errors.email = 'E-mail is required';
  else if (!EMAIL.test(text('email'))) errors.email = 'Enter a valid e-mail address';
  if (!text('phone')) errors.phone = 'Phone is required';
  else if (!FORM_PHONE.test(text('phone')))
    errors.phone = 'Enter a valid phone number (digits, spaces, +, - and brackets)';
  const cv = data.get('cv');
  if (!(cv instanceof File) || cv.size === 0) errors.cv = 'Attach your CV (PDF or Word)';
  else if (cv.size > APPLICATION_LIMITS.cvBytes) errors.cv = 'File too large: CV must be at most 5 MB';
  else if (!CV_NAME.test(cv.name)) errors.cv = 'CV must be a PDF or Word (.docx or .doc) file';
  if (text('coverNote').length > APPLICATION_LIMITS.coverNote)
    errors.coverNote = `Cover note must be at most ${APPLICATION_LIMITS.coverNote} characters`;
  if (!data.get('consent')) errors.consent = 'Tick the box to agree to how we keep your application';
  return errors;
}

const FIELD_ORDER = ['name', 'email', 'phone', 'cv', 'coverNote', 'links', 'consent'];

export function ApplicationForm({
  job,
  info,
  posted,
}: {
  job: JobOpening;
  info: ApplicationFormInfo;
  posted?: PostedForm | null;
}) {
  const id = useId();
  const renderedAt = useRenderedAt();
  const formRef = useRef<HTMLFormElement>(null);
  const doneRef = useRef<HTMLDivElement>(null);
  const [sent, setSent] = useState(posted?.status === 201);
  const [pending, setPending] = useState(false);
  const [errors, setErrors] = useState<Record<string, string>>(
    posted && posted.status !== 201 ? posted.errors : {},
  );
  const [failure, setFailure] = useState<string | null>(
    posted && posted.status !== 201 ? posted.message : null,
  );
  const typed = posted?.status === 201 ? {} : (posted?.values ?? {});
  const value = (name: string) => {
    const v = typed[name];
    return typeof v === 'string' ? v : '';
  };

  // After sending, the confirmation takes the focus (it replaces the form the focus was in).
  useEffect(() => {
    if (sent && !posted) doneRef.current?.focus();
  }, [sent, posted]);

  function focusFirst(found: Record<string, string>) {
    const first = FIELD_ORDER.find((name) => found[name]);
    if (first) formRef.current?.querySelector<HTMLElement>(`[name="${first}"]`)?.focus();
  }

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    const found = check(data);
    setErrors(found);
    if (Object.keys(found).length > 0) {
      setFailure(COPY.failed);
      focusFirst(found);
      return;
    }
    setFailure(null);
    setPending(true);
    if (renderedAt !== null) {
      data.set('renderedAt', String(renderedAt));
      data.set('sentAt', String(Date.now()));
    }
    data.set('attribution', JSON.stringify(visitAttribution()));
    const token = captchaToken(event.currentTarget);
    if (token) data.set('captcha', token);
    try {
      await apiRequest<ApplicationCreatedResponse>(API.jobApplications(job.slug), {
        method: 'POST',
        body: data,
      });
      setSent(true);
    } catch (error) {
      if (error instanceof ApiError && !error.network) {
        setErrors(error.fieldErrors);
        setFailure(error.fromServer ? error.message : COPY.failed);
        focusFirst(error.fieldErrors);
      } else setFailure(COPY.network);
    } finally {
      setPending(false);
    }
  }

  const field = (name: string) => ({ id: `${id}-${name}`, error: errors[name] });
  return (
    <section id="apply" className="card apply" aria-labelledby={`${id}-heading`}>
      <h2 id={`${id}-heading`}>{COPY.heading}</h2>
      {sent ? (
        <div ref={doneRef} tabIndex={-1} role="status" className="apply__done">
          <h3>{COPY.sentHeading}</h3>
          <p>{APPLICATION_MESSAGES.sent}</p>
          <ol>
            {COPY.next.map((line) => (
              <li key={line}>{line}</li>
            ))}
          </ol>
        </div>
      ) : (
        <>
          <p className="apply__lead">{COPY.lead}</p>
          <form
            ref={formRef}
            className="apply__form"
            method="post"
            action={careerApplyPath(job.slug)}
            encType="multipart/form-data"
            onSubmit={onSubmit}
            noValidate
            aria-label={`${COPY.heading}: ${job.title}`}
          >
            <div className="apply__row">
              <FormField {...field('name')} label={COPY.labels.name} required>
                {(a11y) => (
                  <input
                    className="input"
                    name="name"
                    type="text"
                    autoComplete="name"
                    defaultValue={value('name')}
                    {...a11y}
                  />
                )}
              </FormField>
              <FormField {...field('email')} label={COPY.labels.email} required>
                {(a11y) => (
                  <input
                    className="input"
                    name="email"
                    type="email"
                    inputMode="email"
                    autoComplete="email"
                    defaultValue={value('email')}
                    {...a11y}
                  />
                )}
              </FormField>
            </div>
            <FormField {...field('phone')} label={COPY.labels.phone} hint={COPY.hints.phone} required>
              {(a11y) => (
                <input
                  className="input"
                  name="phone"
                  type="tel"
                  autoComplete="tel"
                  defaultValue={value('phone')}
                  {...a11y}
                />
              )}
            </FormField>
            <FormField {...field('cv')} label={COPY.labels.cv} hint={COPY.hints.cv} required>
              {(a11y) => (
                <input
                  className="input apply__file"
                  name="cv"
                  type="file"
                  accept={`${FILE_KIND_ACCEPT.pdf},${FILE_KIND_ACCEPT.word}`}
                  {...a11y}
                />
              )}
            </FormField>
            <FormField {...field('coverNote')} label={COPY.labels.coverNote}>
              {(a11y) => (
                <textarea
                  className="textarea"
                  name="coverNote"
                  rows={5}
                  maxLength={APPLICATION_LIMITS.coverNote}
                  defaultValue={value('coverNote')}
                  {...a11y}
                />
              )}
            </FormField>
            <FormField {...field('links')} label={COPY.labels.links} hint={COPY.hints.links}>
              {(a11y) => (
                <textarea
                  className="textarea"
                  name="links"
                  rows={2}
                  defaultValue={value('links')}
                  {...a11y}
                />
              )}
            </FormField>
            <div className="field apply__consent">
              <input
                id={`${id}-consent`}
                name="consent"
                type="checkbox"
                value="true"
                defaultChecked={value('consent') !== ''}
                aria-invalid={Boolean(errors.consent)}
                aria-describedby={errors.consent ? `${id}-consent-error` : undefined}
              />
              <label htmlFor={`${id}-consent`}>{info.consentText}</label>
              {errors.consent && (
                <span id={`${id}-consent-error`} className="field__error">
                  {errors.consent}
                </span>
              )}
            </div>
            <input type="hidden" name="consentVersion" value={info.consentVersion} />
            {/* Honeypot: invisible to people and skipped by keyboard; bots fill it and are dropped. */}
            <div className="visually-hidden" aria-hidden="true">
              <label htmlFor={`${id}-website`}>Website (leave empty)</label>
              <input id={`${id}-website`} name="website" type="text" tabIndex={-1} autoComplete="off" />
            </div>
            <Captcha />
            <div role="alert">{failure && <p className="status status--error">{failure}</p>}</div>
            <button type="submit" className="btn btn--primary" disabled={pending}>
              {pending ? (
                APPLICATION_MESSAGES.sending
              ) : (
                <>
                  {COPY.submit}
                  <Send size={16} aria-hidden="true" />
                </>
              )}
            </button>
          </form>
        </>
      )}
    </section>
  );
}
