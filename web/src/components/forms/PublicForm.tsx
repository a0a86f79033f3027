/**
 * A form staff built (issue 29), on its own page (/forms/{slug}) or where a post or legal page places
 * it. A real multipart form posting to /forms/{slug}: without JavaScript every field shows (with what
 * its condition is), every step in order, and the server checks and answers it on the form's page.
 * With JavaScript, a field shows only when its condition holds, steps come one at a time, each step is
 * checked before the next with the server's own rules (contract checkEntry), and the entry goes to
 * POST /api/v1/forms/{slug}/entries with the time the form appeared and the visit's attribution. The
 * server decides: its messages show by their fields, and what was typed stays.
 */
import {
  API,
  checkEntry,
  type EntryFile,
  FILE_KIND_ACCEPT,
  type FileKind,
  type FormEntryCreatedResponse,
  type FormField,
  fileKindsOf,
  PAGE,
  type PostedForm,
  type PublicFormDefinition,
  type RawValue,
  visibleFields,
} from '@vyoma/contract';
import { localPath } from '@vyoma/contract/language-rules';
import { FORMS } from '@vyoma/contract/texts/en/forms';
import { Send } from 'lucide-react';
import { type FormEvent, type ReactNode, useEffect, useId, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { Captcha } from '~/components/ui/Captcha.tsx';
import { ApiError, apiRequest } from '~/lib/api.ts';
import { visitAttribution } from '~/lib/attribution.ts';
import { captchaToken } from '~/lib/captcha.ts';
import { useFormat } from '~/lib/format.ts';
import { useRenderedAt } from '~/lib/formTiming.ts';
import { useOtherLanguage, useTexts } from '~/lib/texts.ts';
import './public-form.css';

/** Without JavaScript: every field and step shows, the steps' navigation does not. */
const NOSCRIPT_STYLE =
  '.public-form [data-nojs]{display:block!important}.public-form [data-nojs-only]{display:inline!important}.public-form [data-js-only]{display:none!important}';

const valueName = (key: string) => `values[${key}]`;
const listName = (key: string) => `values[${key}][]`;
const fileName = (key: string) => `files[${key}]`;

/** The answers in a form element, as the check reads them. */
function readValues(form: HTMLFormElement, fields: readonly FormField[]): Record<string, RawValue> {
  const data = new FormData(form);
  const out: Record<string, RawValue> = {};
  for (const f of fields) {
    if (f.type === 'checkboxes') out[f.key] = data.getAll(listName(f.key)).map(String);
    else if (f.type !== 'file') {
      const v = data.get(valueName(f.key));
      out[f.key] = typeof v === 'string' ? v : undefined;
    }
  }
  return out;
}

/** A file's kind guessed from its name: a help only (the server reads the bytes). */
function guessKind(name: string): FileKind | null {
  const ext = name.split('.').pop()?.toLowerCase() ?? '';
  if (ext === 'pdf') return 'pdf';
  if (ext === 'doc' || ext === 'docx') return 'word';
  if (['png', 'jpg', 'jpeg', 'webp'].includes(ext)) return 'image';
  return null;
}

function readFiles(
  form: HTMLFormElement,
  fields: readonly FormField[],
): Record<string, EntryFile | undefined> {
  const data = new FormData(form);
  const out: Record<string, EntryFile | undefined> = {};
  for (const f of fields) {
    if (f.type !== 'file') continue;
    const file = data.get(fileName(f.key));
    if (file instanceof File && file.size > 0)
      out[f.key] = { name: file.name, bytes: file.size, kind: guessKind(file.name) };
  }
  return out;
}

/** The server's field messages (values[key]) by field key. */
function byKey(errors: Record<string, string>): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [name, message] of Object.entries(errors)) {
    const key = /^(?:values|files)\[([a-z][a-z0-9_]*)\]/.exec(name)?.[1] ?? name;
    out[key] ??= message;
  }
  return out;
}

export interface PublicFormProps {
  form: PublicFormDefinition;
  /** The server's answer to this form posted without JavaScript. */
  posted?: PostedForm | null;
  /** Heading level of the form's title (an h2 on its own page and in a post). */
  headingLevel?: 2 | 3;
  /** Show the form's title (a page whose own heading is the title leaves it out). */
  showTitle?: boolean;
}

export function PublicForm({ form, posted, headingLevel = 2, showTitle = true }: PublicFormProps) {
  const id = useId();
  // Issue 36: on a page in another language the form is its version there (labels, options, steps)
  // and these words are that language's; the entry says which language it was sent in.
  const t = useTexts('forms', FORMS);
  const lang = useOtherLanguage();
  const { text: fill } = useFormat();
  const navigate = useNavigate();
  const renderedAt = useRenderedAt();
  const ref = useRef<HTMLFormElement>(null);
  const doneRef = useRef<HTMLDivElement>(null);
  const fields = form.fields.filter((f) => f.type !== 'hidden');
  const typed = posted && posted.status !== 201 ? posted.values : {};
  const [values, setValues] = useState<Record<string, RawValue>>(() => {
    const out: Record<string, RawValue> = {};
    for (const f of fields) out[f.key] = typed[f.type === 'checkboxes' ? listName(f.key) : valueName(f.key)];
    return out;
  });
  const [errors, setErrors] = useState<Record<string, string>>(
    posted && posted.status !== 201 ? byKey(posted.errors) : {},
  );
  const [failure, setFailure] = useState<string | null>(
    posted && posted.status !== 201 ? posted.message : null,
  );
  const [done, setDone] = useState<string | null>(posted?.status === 201 ? posted.message : null);
  const [pending, setPending] = useState(false);
  const steps = form.steps.length > 1 ? form.steps : [];
  const [step, setStep] = useState(0);

  useEffect(() => {
    if (done && !posted) doneRef.current?.focus();
  }, [done, posted]);

  // The server's HTML and the first render agree (no shift when the code arrives): a field whose
  // condition does not hold, and the steps after the first, are hidden; without JavaScript a
  // <noscript> style shows them all (NOSCRIPT_STYLE), and the condition is written beside the field.
  const visible = visibleFields(form.fields, values);
  const stepOf = (f: FormField) => Math.min(f.step ?? 0, Math.max(0, steps.length - 1));
  const inStep = (f: FormField) => steps.length === 0 || stepOf(f) === step;
  const lastStep = steps.length === 0 || step === steps.length - 1;

  function focusField(key: string) {
    ref.current
      ?.querySelector<HTMLElement>(
        `[data-field="${key}"] input, [data-field="${key}"] select, [data-field="${key}"] textarea`,
      )
      ?.focus();
  }

  /** The server's rules, in the browser, for the fields of `onlyStep` (or all). */
  function checkNow(onlyStep: number | null): Record<string, string> {
    const el = ref.current!;
    const result = checkEntry(form.fields, readValues(el, form.fields), readFiles(el, form.fields), {}, t);
    const found: Record<string, string> = {};
    for (const f of form.fields)
      if (result.errors[f.key] && (onlyStep === null || stepOf(f) === onlyStep))
        found[f.key] = result.errors[f.key]!;
    return found;
  }

  function next() {
    const found = checkNow(step);
    setErrors(found);
    const first = form.fields.find((f) => found[f.key]);
    if (first) {
      setFailure(t.checkAnswers);
      focusField(first.key);
      return;
    }
    setFailure(null);
    setStep((s) => Math.min(steps.length - 1, s + 1));
  }

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!lastStep) return next();
    const found = checkNow(null);
    setErrors(found);
    const first = form.fields.find((f) => found[f.key]);
    if (first) {
      setFailure(t.checkAnswers);
      if (steps.length > 0) setStep(stepOf(first));
      requestAnimationFrame(() => focusField(first.key));
      return;
    }
    const data = new FormData(event.currentTarget);
    // Answers of fields a condition hides are not sent (the server would drop them anyway).
    for (const f of form.fields)
      if (!visible.has(f.key)) {
        data.delete(valueName(f.key));
        data.delete(listName(f.key));
        data.delete(fileName(f.key));
      }
    if (renderedAt !== null) {
      data.set('renderedAt', String(renderedAt));
      data.set('sentAt', String(Date.now()));
    }
    data.set('attribution', JSON.stringify(visitAttribution()));
    if (lang) data.set('lang', lang);
    const token = captchaToken(event.currentTarget);
    if (token) data.set('captcha', token);
    setPending(true);
    setFailure(null);
    try {
      const res = await apiRequest<FormEntryCreatedResponse>(API.formEntries(form.slug), {
        method: 'POST',
        body: data,
      });
      if (res.confirmation.kind === 'page') {
        await navigate(res.confirmation.path);
        return;
      }
      setDone(res.message);
    } catch (error) {
      if (error instanceof ApiError && !error.network) {
        const found = byKey(error.fieldErrors);
        setErrors(found);
        setFailure(error.fromServer ? error.message : t.failed);
        const first = form.fields.find((f) => found[f.key]);
        if (first) {
          if (steps.length > 0) setStep(stepOf(first));
          requestAnimationFrame(() => focusField(first.key));
        }
      } else setFailure(t.network);
    } finally {
      setPending(false);
    }
  }

  const Title = `h${headingLevel}` as const;
  if (done)
    return (
      <div className="public-form card" ref={doneRef} tabIndex={-1} role="status">
        {showTitle && <Title>{form.title}</Title>}
        <p className="status status--success">{done}</p>
      </div>
    );

  const byKeyField = new Map(form.fields.map((f) => [f.key, f]));
  const conditionText = (f: FormField) => {
    const c = f.showWhen;
    const controller = c ? byKeyField.get(c.field) : undefined;
    if (!c || !controller) return undefined;
    // The value a condition names is the option's (stored) value: the reader sees its words.
    const shown = controller.optionLabels?.[controller.options?.indexOf(c.equals) ?? -1] ?? c.equals;
    return controller.type === 'consent'
      ? fill(t.onlyIfTicked, { label: controller.label })
      : fill(t.onlyIf, { label: controller.label, value: shown });
  };

  const renderField = (f: FormField) => {
    const hidden = !visible.has(f.key) || !inStep(f);
    const fid = `${id}-${f.key}`;
    const error = errors[f.key];
    const condition = conditionText(f);
    const hint = f.help || undefined;
    const describedBy =
      [hint ? `${fid}-hint` : '', error ? `${fid}-error` : ''].filter(Boolean).join(' ') || undefined;
    const a11y = { 'aria-invalid': Boolean(error), 'aria-describedby': describedBy };
    const typedText = (name: string) => {
      const v = typed[name];
      return typeof v === 'string' ? v : '';
    };
    const hintEl = (
      <>
        {hint && (
          <span id={`${fid}-hint`} className="field__hint">
            {hint}
          </span>
        )}
        {condition && (
          <span className="field__hint" data-nojs-only="">
            {condition}
          </span>
        )}
      </>
    );
    const errorEl = error && (
      <span id={`${fid}-error`} className="field__error">
        {error}
      </span>
    );
    const required = f.required && (
      <span className="field__required" aria-hidden="true">
        {' '}
        *
      </span>
    );
    if (f.type === 'radio' || f.type === 'checkboxes') {
      const name = f.type === 'radio' ? valueName(f.key) : listName(f.key);
      const chosen = new Set(
        f.type === 'radio' ? [typedText(name)] : ((typed[name] as string[] | undefined) ?? []),
      );
      return (
        <fieldset
          key={f.key}
          className="field public-form__choices"
          data-field={f.key}
          hidden={hidden}
          data-nojs={hidden ? '' : undefined}
          aria-describedby={describedBy}
        >
          <legend className="field__label">
            {f.label}
            {required}
          </legend>
          {(f.options ?? []).map((option, i) => (
            <label key={option} className="public-form__choice" htmlFor={`${fid}-${i}`}>
              <input
                id={`${fid}-${i}`}
                type={f.type === 'radio' ? 'radio' : 'checkbox'}
                name={name}
                value={option}
                defaultChecked={chosen.has(option)}
              />
              {f.optionLabels?.[i] ?? option}
            </label>
          ))}
          {hintEl}
          {errorEl}
        </fieldset>
      );
    }
    if (f.type === 'consent')
      return (
        <div
          key={f.key}
          className="field public-form__consent"
          data-field={f.key}
          hidden={hidden}
          data-nojs={hidden ? '' : undefined}
        >
          <input
            id={fid}
            type="checkbox"
            name={valueName(f.key)}
            value="yes"
            defaultChecked={typedText(valueName(f.key)) !== ''}
            {...a11y}
          />
          <label htmlFor={fid}>
            {f.label}
            {required}
          </label>
          {hintEl}
          {errorEl}
        </div>
      );
    let control: ReactNode;
    const common = { id: fid, name: valueName(f.key), ...a11y, 'aria-required': f.required || undefined };
    switch (f.type) {
      case 'textarea':
        control = (
          <textarea
            className="textarea"
            rows={5}
            defaultValue={typedText(valueName(f.key))}
            maxLength={f.maxLength}
            {...common}
          />
        );
        break;
      case 'select':
        control = (
          <select className="select" defaultValue={typedText(valueName(f.key))} {...common}>
            <option value="">{t.choose}</option>
            {(f.options ?? []).map((o, i) => (
              <option key={o} value={o}>
                {f.optionLabels?.[i] ?? o}
              </option>
            ))}
          </select>
        );
        break;
      case 'file':
        control = (
          <input
            className="input public-form__file"
            type="file"
            {...common}
            name={fileName(f.key)}
            accept={fileKindsOf(f)
              .map((k) => FILE_KIND_ACCEPT[k])
              .join(',')}
          />
        );
        break;
      default: {
        const type =
          { email: 'email', phone: 'tel', number: 'number', date: 'date' }[f.type as string] ?? 'text';
        const auto = { email: 'email', phone: 'tel' }[f.type as string];
        control = (
          <input
            className="input"
            type={type}
            autoComplete={auto ?? (/name/i.test(f.key) && f.type === 'text' ? 'name' : undefined)}
            inputMode={f.type === 'number' ? 'decimal' : undefined}
            min={f.min}
            max={f.max}
            maxLength={f.maxLength}
            defaultValue={typedText(valueName(f.key))}
            {...common}
          />
        );
      }
    }
    return (
      <div
        key={f.key}
        className="field"
        data-field={f.key}
        hidden={hidden}
        data-nojs={hidden ? '' : undefined}
      >
        <label className="field__label" htmlFor={fid}>
          {f.label}
          {required}
        </label>
        {control}
        {hintEl}
        {errorEl}
      </div>
    );
  };

  const groups =
    steps.length > 0
      ? steps.map((title, i) => ({ title, fields: fields.filter((f) => stepOf(f) === i) }))
      : [{ title: '', fields }];

  return (
    <div className="public-form card">
      {showTitle && <Title id={`${id}-title`}>{form.title}</Title>}
      <form
        ref={ref}
        method="post"
        action={localPath(lang, PAGE.form(form.slug))}
        encType="multipart/form-data"
        noValidate
        onSubmit={onSubmit}
        onChange={(event) => setValues(readValues(event.currentTarget, form.fields))}
        aria-label={form.title}
      >
        <noscript>
          <style>{NOSCRIPT_STYLE}</style>
        </noscript>
        {steps.length > 0 && (
          <p className="public-form__progress" aria-live="polite" data-js-only="">
            {fill(t.step, { n: step + 1, count: steps.length })}
          </p>
        )}
        {groups.map((group, i) =>
          group.title ? (
            <fieldset
              key={group.title}
              className="public-form__step"
              hidden={i !== step}
              data-nojs={i !== step ? '' : undefined}
            >
              <legend>{group.title}</legend>
              {group.fields.map(renderField)}
            </fieldset>
          ) : (
            group.fields.map(renderField)
          ),
        )}
        {/* Honeypot: invisible to people and skipped by keyboard; bots fill it and are dropped. */}
        <div className="visually-hidden" aria-hidden="true">
          <label htmlFor={`${id}-website`}>{t.honeypot}</label>
          <input id={`${id}-website`} name="website" type="text" tabIndex={-1} autoComplete="off" />
        </div>
        {lastStep && <Captcha />}
        <div role="alert">{failure && <p className="status status--error">{failure}</p>}</div>
        <div className="public-form__actions">
          {steps.length > 0 && step > 0 && (
            <button type="button" className="btn btn--outline" onClick={() => setStep((s) => s - 1)}>
              {t.back}
            </button>
          )}
          <button type="submit" className="btn btn--primary" disabled={pending}>
            {pending ? (
              t.sending
            ) : lastStep ? (
              <>
                {t.send}
                <Send size={16} aria-hidden="true" />
              </>
            ) : (
              <>
                <span data-js-only="">{t.next}</span>
                {/* Without JavaScript every step shows: the button sends. */}
                <span data-nojs-only="">{t.send}</span>
              </>
            )}
          </button>
        </div>
      </form>
    </div>
  );
}
