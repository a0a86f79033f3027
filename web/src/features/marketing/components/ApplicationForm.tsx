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
  type ApplicationCreatedResponse,
  type ApplicationFormInfo,
  careerApplyPath,
  FILE_KIND_ACCEPT,
  FORM_PHONE,
  type JobOpening,
  type PostedForm,
} from '@vyoma/contract';
import { localPath } from '@vyoma/contract/language-rules';
import { APPLICATION } from '@vyoma/contract/texts/en/application';
import { formatText, type TextsOf } from '@vyoma/contract/texts/format';
import { Send } from 'lucide-react';
import { type FormEvent, useEffect, useId, useRef, useState } from 'react';
import { Captcha } from '~/components/ui/Captcha.tsx';
import { FormField } from '~/components/ui/FormField.tsx';
import { ApiError, apiRequest } from '~/lib/api.ts';
import { visitAttribution } from '~/lib/attribution.ts';
import { captchaToken } from '~/lib/captcha.ts';
import { useRenderedAt } from '~/lib/formTiming.ts';
import { useOtherLanguage, useTexts } from '~/lib/texts.ts';

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const CV_NAME = /\.(pdf|docx?)$/i;

type Texts = TextsOf<typeof APPLICATION>;

/** The checks the server makes that the browser can make too (the server's wording, in `t`'s language). */
function check(data: FormData, t: Texts): Record<string, string> {
  const errors: Record<string, string> = {};
  const text = (name: string) => String(data.get(name) ?? '').trim();
  if (!text('name')) errors.name = t.nameRequired;
  if (!text('email')) errors.email = t.emailRequired;
  else if (!EMAIL.test(text('email'))) errors.email = t.emailInvalid;
  if (!text('phone')) errors.phone = t.phoneRequired;
  else if (!FORM_PHONE.test(text('phone'))) errors.phone = t.phoneInvalid;
  const cv = data.get('cv');
  if (!(cv instanceof File) || cv.size === 0) errors.cv = t.cvMissing;
  else if (cv.size > APPLICATION_LIMITS.cvBytes) errors.cv = t.cvTooLarge;
  else if (!CV_NAME.test(cv.name)) errors.cv = t.cvType;
  if (text('coverNote').length > APPLICATION_LIMITS.coverNote)
    errors.coverNote = formatText(t.coverNoteTooLong, { max: APPLICATION_LIMITS.coverNote });
  if (!data.get('consent')) errors.consent = t.consentRequired;
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
  const t = useTexts('application', APPLICATION);
  // In another language the opening's URL name is its version's: the server finds it by its id.
  const other = useOtherLanguage();
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
    const found = check(data, t);
    setErrors(found);
    if (Object.keys(found).length > 0) {
      setFailure(t.failed);
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
      await apiRequest<ApplicationCreatedResponse>(API.jobApplications(job._id), {
        method: 'POST',
        body: data,
      });
      setSent(true);
    } catch (error) {
      if (error instanceof ApiError && !error.network) {
        setErrors(error.fieldErrors);
        setFailure(error.fromServer ? error.message : t.failed);
        focusFirst(error.fieldErrors);
      } else setFailure(t.network);
    } finally {
      setPending(false);
    }
  }

  const field = (name: string) => ({ id: `${id}-${name}`, error: errors[name] });
  return (
    <section id="apply" className="card apply" aria-labelledby={`${id}-heading`}>
      <h2 id={`${id}-heading`}>{t.heading}</h2>
      {sent ? (
        <div ref={doneRef} tabIndex={-1} role="status" className="apply__done">
          <h3>{t.sentHeading}</h3>
          <p>{t.sent}</p>
          <ol>
            {[t.next1, t.next2, t.next3].map((line) => (
              <li key={line}>{line}</li>
            ))}
          </ol>
        </div>
      ) : (
        <>
          <p className="apply__lead">{t.lead}</p>
          <form
            ref={formRef}
            className="apply__form"
            method="post"
            // Without JavaScript, to the page's own address: under its language, by its URL name there.
            action={localPath(other, careerApplyPath(job.slug))}
            encType="multipart/form-data"
            onSubmit={onSubmit}
            noValidate
            aria-label={`${t.heading}: ${job.title}`}
          >
            <div className="apply__row">
              <FormField {...field('name')} label={t.name} required>
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
              <FormField {...field('email')} label={t.email} required>
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
            <FormField {...field('phone')} label={t.phone} hint={t.phoneHint} required>
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
            <FormField {...field('cv')} label={t.cv} hint={t.cvHint} required>
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
            <FormField {...field('coverNote')} label={t.coverNote}>
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
            <FormField {...field('links')} label={t.links} hint={t.linksHint}>
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
              <label htmlFor={`${id}-website`}>{t.honeypot}</label>
              <input id={`${id}-website`} name="website" type="text" tabIndex={-1} autoComplete="off" />
            </div>
            <Captcha />
            <div role="alert">{failure && <p className="status status--error">{failure}</p>}</div>
            <button type="submit" className="btn btn--primary" disabled={pending}>
              {pending ? (
                t.sending
              ) : (
                <>
                  {t.submit}
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
