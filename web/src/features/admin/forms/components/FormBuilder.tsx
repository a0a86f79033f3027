/**
 * The form builder (issue 29): a form's title and URL name, its fields in order (type, label, key,
 * help, required, options, length and number rules, where a hidden field's value comes from, which
 * files a file field takes, a show-when condition on an earlier field, and its step), optional
 * steps, what the visitor sees after sending, and who is told. The server checks the whole
 * definition (contract form-schema.ts) and names each problem by its field; they show beside it.
 */
import {
  ADMIN_PAGE,
  CHOICE_TYPES,
  CONDITION_TYPES,
  FILE_KIND_LABELS,
  FILE_KINDS,
  type FileKind,
  FORM_CONFIRMATION_DEFAULT,
  FORM_FIELD_TYPE_LABELS,
  FORM_FIELD_TYPES,
  FORM_STARTER,
  type FormField,
  type FormFieldType,
  type FormInfo,
  HIDDEN_SOURCE_LABELS,
  HIDDEN_SOURCES,
  type HiddenSource,
  PAGE,
} from '@vyoma/contract';
import type { FormDefinitionInput } from '@vyoma/contract/form-schema';
import { ArrowDown, ArrowUp, Plus, Trash2 } from 'lucide-react';
import { type FormEvent, useId, useRef, useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { FormActions } from '~/components/ui/FormActions.tsx';
import { toast } from '~/components/ui/Toast.tsx';
import { ApiError, messageOr } from '~/lib/api.ts';
import { useSaveForm } from '../api.ts';
import '../pages/forms-admin.css';

/** A field being edited: its options as lines, numbers as typed, and a stable key for React. */
interface DraftField {
  uid: number;
  key: string;
  keyTouched: boolean;
  type: FormFieldType;
  label: string;
  help: string;
  required: boolean;
  options: string;
  minLength: string;
  maxLength: string;
  min: string;
  max: string;
  source: HiddenSource;
  accept: FileKind[];
  when: string;
  equals: string;
  step: number;
}

let nextUid = 1;
const keyFrom = (label: string) =>
  label
    .toLowerCase()
    .normalize('NFKD')
    .replace(/[^a-z0-9]+/g, '_')
    .replace(/^_+|_+$/g, '')
    .replace(/^(\d)/, 'f_$1')
    .slice(0, 40) || 'field';

function toDraft(f: FormField): DraftField {
  return {
    uid: nextUid++,
    key: f.key,
    keyTouched: true,
    type: f.type,
    label: f.label,
    help: f.help ?? '',
    required: f.required,
    options: (f.options ?? []).join('\n'),
    minLength: f.minLength?.toString() ?? '',
    maxLength: f.maxLength?.toString() ?? '',
    min: f.min?.toString() ?? '',
    max: f.max?.toString() ?? '',
    source: f.source ?? 'utm_campaign',
    accept: f.accept ?? ['pdf', 'word'],
    when: f.showWhen?.field ?? '',
    equals: f.showWhen?.equals ?? '',
    step: f.step ?? 0,
  };
}

const blankField = (type: FormFieldType = 'text'): DraftField => ({
  ...toDraft({ key: '', type, label: '', required: false }),
  keyTouched: false,
});

const lines = (text: string) =>
  text
    .split('\n')
    .map((l) => l.trim())
    .filter(Boolean);

function toField(d: DraftField, steps: number): FormField {
  // A number as typed: not a number, it goes as text, and the server says so beside the field.
  const number = (v: string) =>
    (v.trim() === '' ? undefined : Number.isFinite(Number(v)) ? Number(v) : v) as number | undefined;
  const out: FormField = {
    key: d.key.trim(),
    type: d.type,
    label: d.label.trim(),
    required: d.type === 'hidden' ? false : d.required,
  };
  if (d.help.trim()) out.help = d.help.trim();
  if (CHOICE_TYPES.includes(d.type)) out.options = lines(d.options);
  if (d.type === 'text' || d.type === 'textarea') {
    out.minLength = number(d.minLength);
    out.maxLength = number(d.maxLength);
  }
  if (d.type === 'number') {
    out.min = number(d.min);
    out.max = number(d.max);
  }
  if (d.type === 'hidden') out.source = d.source;
  if (d.type === 'file') out.accept = d.accept;
  if (d.when) out.showWhen = { field: d.when, equals: d.equals };
  if (steps > 1) out.step = Math.min(d.step, steps - 1);
  return out;
}

export function FormBuilder({ form }: { form?: FormInfo }) {
  const id = useId();
  const navigate = useNavigate();
  const save = useSaveForm(form?._id);
  const topRef = useRef<HTMLDivElement>(null);
  const [title, setTitle] = useState(form?.title ?? '');
  const [slug, setSlug] = useState(form?.slug ?? '');
  const [fields, setFields] = useState<DraftField[]>(() =>
    (form?.fields ?? FORM_STARTER.fields).map(toDraft),
  );
  const [steps, setSteps] = useState<string[]>(form?.steps ?? []);
  const [confirmKind, setConfirmKind] = useState<'message' | 'page'>(form?.confirmation.kind ?? 'message');
  const [message, setMessage] = useState(
    form?.confirmation.kind === 'message' ? form.confirmation.message : FORM_CONFIRMATION_DEFAULT,
  );
  const [path, setPath] = useState(form?.confirmation.kind === 'page' ? form.confirmation.path : '');
  const [notify, setNotify] = useState((form?.notify ?? []).join('\n'));
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [failure, setFailure] = useState<string | null>(null);

  const change = (uid: number, patch: Partial<DraftField>) =>
    setFields((all) =>
      all.map((f) => {
        if (f.uid !== uid) return f;
        const next = { ...f, ...patch };
        // The key follows the label until someone types a key of their own.
        if (patch.label !== undefined && !f.keyTouched) next.key = keyFrom(patch.label);
        return next;
      }),
    );
  const move = (index: number, by: -1 | 1) =>
    setFields((all) => {
      const next = [...all];
      const [f] = next.splice(index, 1);
      next.splice(index + by, 0, f!);
      return next;
    });

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    const body: FormDefinitionInput = {
      title,
      ...(slug.trim() ? { slug: slug.trim() } : {}),
      fields: fields.map((f) => toField(f, steps.length)),
      steps: steps.length > 1 ? steps : [],
      confirmation: confirmKind === 'message' ? { kind: 'message', message } : { kind: 'page', path },
      notify: lines(notify),
      ...(form ? { version: form.version } : {}),
    };
    setErrors({});
    setFailure(null);
    save.mutate(body, {
      onSuccess: (answer) => {
        toast.success(form ? `Saved as version ${answer.data.version}.` : 'Form created.');
        if (!form) void navigate(ADMIN_PAGE.editForm(answer.data._id), { replace: true });
      },
      onError: (error) => {
        setErrors(error instanceof ApiError ? error.fieldErrors : {});
        setFailure(messageOr(error, 'The form was not saved.'));
        topRef.current?.scrollIntoView({ block: 'start' });
      },
    });
  }

  const err = (name: string) => errors[name];
  const errorText = (name: string, fid: string) =>
    errors[name] ? (
      <span id={`${fid}-error`} className="field__error">
        {errors[name]}
      </span>
    ) : null;
  const invalid = (name: string, fid: string) => ({
    'aria-invalid': Boolean(errors[name]),
    'aria-describedby': errors[name] ? `${fid}-error` : undefined,
  });

  return (
    <form
      className="admin-form form-builder"
      onSubmit={onSubmit}
      noValidate
      aria-label={form ? `Edit ${form.title}` : 'New form'}
    >
      <div ref={topRef} role="alert">
        {failure && <p className="status status--error">{failure}</p>}
      </div>
      {form && (
        <p className="form-builder__meta">
          Version {form.version} · its page: <Link to={PAGE.form(form.slug)}>{PAGE.form(form.slug)}</Link>.
          Saving makes a new version; entries already sent keep the fields they had.
        </p>
      )}
      <div className="form-builder__row">
        <div className="field">
          <label className="field__label" htmlFor={`${id}-title`}>
            Title
          </label>
          <input
            id={`${id}-title`}
            className="input"
            value={title}
            onChange={(e) => setTitle(e.target.value)}
            {...invalid('title', `${id}-title`)}
          />
          {errorText('title', `${id}-title`)}
        </div>
        <div className="field">
          <label className="field__label" htmlFor={`${id}-slug`}>
            URL name (optional)
          </label>
          <input
            id={`${id}-slug`}
            className="input"
            value={slug}
            onChange={(e) => setSlug(e.target.value)}
            {...invalid('slug', `${id}-slug`)}
          />
          <span className="field__hint">Made from the title when left empty: /forms/your-title.</span>
          {errorText('slug', `${id}-slug`)}
        </div>
      </div>

      <fieldset className="form-builder__section">
        <legend>Steps</legend>
        <p className="field__hint">
          A long form can ask its questions a page at a time. Leave this empty for one page.
        </p>
        {steps.map((step, i) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: steps are edited in place; their order is their identity
          <div key={i} className="form-builder__step">
            <label className="visually-hidden" htmlFor={`${id}-step-${i}`}>
              Step {i + 1} title
            </label>
            <input
              id={`${id}-step-${i}`}
              className="input"
              value={step}
              placeholder={`Step ${i + 1} title`}
              onChange={(e) => setSteps((all) => all.map((s, j) => (j === i ? e.target.value : s)))}
            />
            <button
              type="button"
              className="btn btn--ghost btn--sm"
              aria-label={`Remove step ${i + 1}`}
              onClick={() => setSteps((all) => all.filter((_, j) => j !== i))}
            >
              <Trash2 size={14} aria-hidden="true" />
            </button>
          </div>
        ))}
        <button
          type="button"
          className="btn btn--outline btn--sm"
          onClick={() => setSteps((all) => [...all, ''])}
        >
          <Plus size={14} aria-hidden="true" /> Add a step
        </button>
        {errorText('steps', `${id}-steps`)}
      </fieldset>

      <fieldset className="form-builder__section">
        <legend>Fields</legend>
        {errorText('fields', `${id}-fields`)}
        <ol className="form-builder__fields">
          {fields.map((f, i) => {
            const fid = `${id}-f${f.uid}`;
            const at = (name: string) => `fields[${i}][${name}]`;
            const earlier = fields.slice(0, i).filter((e) => CONDITION_TYPES.includes(e.type) && e.key);
            const controller = fields.find((e) => e.key === f.when);
            const values = controller?.type === 'consent' ? ['yes', 'no'] : lines(controller?.options ?? '');
            return (
              <li key={f.uid} className="form-builder__field">
                <fieldset>
                  <legend>
                    Field {i + 1}
                    {f.label ? `: ${f.label}` : ''}
                  </legend>
                  <div className="form-builder__row">
                    <div className="field">
                      <label className="field__label" htmlFor={`${fid}-type`}>
                        Type
                      </label>
                      <select
                        id={`${fid}-type`}
                        className="select"
                        value={f.type}
                        onChange={(e) => change(f.uid, { type: e.target.value as FormFieldType })}
                      >
                        {FORM_FIELD_TYPES.map((t) => (
                          <option key={t} value={t}>
                            {FORM_FIELD_TYPE_LABELS[t]}
                          </option>
                        ))}
                      </select>
                    </div>
                    <div className="field">
                      <label className="field__label" htmlFor={`${fid}-label`}>
                        {f.type === 'consent' ? 'What they agree to' : 'Label'}
                      </label>
                      <input
                        id={`${fid}-label`}
                        className="input"
                        value={f.label}
                        onChange={(e) => change(f.uid, { label: e.target.value })}
                        {...invalid(at('label'), `${fid}-label`)}
                      />
                      {errorText(at('label'), `${fid}-label`)}
                    </div>
                    <div className="field">
                      <label className="field__label" htmlFor={`${fid}-key`}>
                        Key
                      </label>
                      <input
                        id={`${fid}-key`}
                        className="input"
                        value={f.key}
                        onChange={(e) => change(f.uid, { key: e.target.value, keyTouched: true })}
                        {...invalid(at('key'), `${fid}-key`)}
                      />
                      {errorText(at('key'), `${fid}-key`)}
                    </div>
                  </div>
                  {f.type !== 'hidden' && (
                    <div className="form-builder__row">
                      <div className="field">
                        <label className="field__label" htmlFor={`${fid}-help`}>
                          Help text (optional)
                        </label>
                        <input
                          id={`${fid}-help`}
                          className="input"
                          value={f.help}
                          onChange={(e) => change(f.uid, { help: e.target.value })}
                        />
                      </div>
                      <label className="form-builder__check" htmlFor={`${fid}-required`}>
                        <input
                          id={`${fid}-required`}
                          type="checkbox"
                          checked={f.required}
                          onChange={(e) => change(f.uid, { required: e.target.checked })}
                        />
                        Required
                      </label>
                    </div>
                  )}
                  {CHOICE_TYPES.includes(f.type) && (
                    <div className="field">
                      <label className="field__label" htmlFor={`${fid}-options`}>
                        Options, one per line
                      </label>
                      <textarea
                        id={`${fid}-options`}
                        className="textarea"
                        rows={4}
                        value={f.options}
                        onChange={(e) => change(f.uid, { options: e.target.value })}
                        {...invalid(at('options'), `${fid}-options`)}
                      />
                      {errorText(at('options'), `${fid}-options`)}
                    </div>
                  )}
                  {(f.type === 'text' || f.type === 'textarea') && (
                    <div className="form-builder__row">
                      <NumberInput
                        id={`${fid}-minl`}
                        label="Shortest (characters)"
                        value={f.minLength}
                        onChange={(v) => change(f.uid, { minLength: v })}
                        error={err(at('minLength'))}
                      />
                      <NumberInput
                        id={`${fid}-maxl`}
                        label="Longest (characters)"
                        value={f.maxLength}
                        onChange={(v) => change(f.uid, { maxLength: v })}
                        error={err(at('maxLength'))}
                      />
                    </div>
                  )}
                  {f.type === 'number' && (
                    <div className="form-builder__row">
                      <NumberInput
                        id={`${fid}-min`}
                        label="Smallest"
                        value={f.min}
                        onChange={(v) => change(f.uid, { min: v })}
                        error={err(at('min'))}
                      />
                      <NumberInput
                        id={`${fid}-max`}
                        label="Largest"
                        value={f.max}
                        onChange={(v) => change(f.uid, { max: v })}
                        error={err(at('max'))}
                      />
                    </div>
                  )}
                  {f.type === 'hidden' && (
                    <div className="field">
                      <label className="field__label" htmlFor={`${fid}-source`}>
                        Filled from
                      </label>
                      <select
                        id={`${fid}-source`}
                        className="select"
                        value={f.source}
                        onChange={(e) => change(f.uid, { source: e.target.value as HiddenSource })}
                      >
                        {HIDDEN_SOURCES.map((s) => (
                          <option key={s} value={s}>
                            {HIDDEN_SOURCE_LABELS[s]}
                          </option>
                        ))}
                      </select>
                    </div>
                  )}
                  {f.type === 'file' && (
                    <fieldset className="form-builder__kinds">
                      <legend className="field__label">
                        Files it takes (at most 5 MB, judged by their content)
                      </legend>
                      {FILE_KINDS.map((k) => (
                        <label key={k} className="form-builder__check" htmlFor={`${fid}-kind-${k}`}>
                          <input
                            id={`${fid}-kind-${k}`}
                            type="checkbox"
                            checked={f.accept.includes(k)}
                            onChange={(e) =>
                              change(f.uid, {
                                accept: e.target.checked ? [...f.accept, k] : f.accept.filter((x) => x !== k),
                              })
                            }
                          />
                          {FILE_KIND_LABELS[k]}
                        </label>
                      ))}
                    </fieldset>
                  )}
                  <div className="form-builder__row">
                    <div className="field">
                      <label className="field__label" htmlFor={`${fid}-when`}>
                        Show this field
                      </label>
                      <select
                        id={`${fid}-when`}
                        className="select"
                        value={f.when}
                        onChange={(e) => change(f.uid, { when: e.target.value, equals: '' })}
                        {...invalid(at('showWhen'), `${fid}-when`)}
                      >
                        <option value="">Always</option>
                        {earlier.map((e) => (
                          <option key={e.uid} value={e.key}>
                            When “{e.label || e.key}” is…
                          </option>
                        ))}
                      </select>
                      {errorText(at('showWhen'), `${fid}-when`)}
                    </div>
                    {f.when && (
                      <div className="field">
                        <label className="field__label" htmlFor={`${fid}-equals`}>
                          …this answer
                        </label>
                        <select
                          id={`${fid}-equals`}
                          className="select"
                          value={f.equals}
                          onChange={(e) => change(f.uid, { equals: e.target.value })}
                        >
                          <option value="">Choose…</option>
                          {values.map((v) => (
                            <option key={v} value={v}>
                              {controller?.type === 'consent' ? (v === 'yes' ? 'ticked' : 'not ticked') : v}
                            </option>
                          ))}
                        </select>
                      </div>
                    )}
                    {steps.length > 1 && (
                      <div className="field">
                        <label className="field__label" htmlFor={`${fid}-step`}>
                          Step
                        </label>
                        <select
                          id={`${fid}-step`}
                          className="select"
                          value={Math.min(f.step, steps.length - 1)}
                          onChange={(e) => change(f.uid, { step: Number(e.target.value) })}
                        >
                          {steps.map((s, n) => (
                            // biome-ignore lint/suspicious/noArrayIndexKey: a step is its position
                            <option key={n} value={n}>
                              {n + 1}. {s || `Step ${n + 1}`}
                            </option>
                          ))}
                        </select>
                      </div>
                    )}
                  </div>
                  <div className="form-builder__field-actions">
                    <button
                      type="button"
                      className="btn btn--ghost btn--sm"
                      disabled={i === 0}
                      onClick={() => move(i, -1)}
                      aria-label={`Move field ${i + 1} up`}
                    >
                      <ArrowUp size={14} aria-hidden="true" /> Up
                    </button>
                    <button
                      type="button"
                      className="btn btn--ghost btn--sm"
                      disabled={i === fields.length - 1}
                      onClick={() => move(i, 1)}
                      aria-label={`Move field ${i + 1} down`}
                    >
                      <ArrowDown size={14} aria-hidden="true" /> Down
                    </button>
                    <button
                      type="button"
                      className="btn btn--ghost btn--sm"
                      onClick={() => setFields((all) => all.filter((x) => x.uid !== f.uid))}
                      aria-label={`Remove field ${i + 1}${f.label ? ` (${f.label})` : ''}`}
                    >
                      <Trash2 size={14} aria-hidden="true" /> Remove
                    </button>
                  </div>
                </fieldset>
              </li>
            );
          })}
        </ol>
        <button
          type="button"
          className="btn btn--outline"
          onClick={() => setFields((all) => [...all, blankField()])}
        >
          <Plus size={16} aria-hidden="true" /> Add a field
        </button>
      </fieldset>

      <fieldset className="form-builder__section">
        <legend>After sending</legend>
        <label className="form-builder__check" htmlFor={`${id}-c-message`}>
          <input
            id={`${id}-c-message`}
            type="radio"
            name="confirmation"
            checked={confirmKind === 'message'}
            onChange={() => setConfirmKind('message')}
          />
          Show a message
        </label>
        <label className="form-builder__check" htmlFor={`${id}-c-page`}>
          <input
            id={`${id}-c-page`}
            type="radio"
            name="confirmation"
            checked={confirmKind === 'page'}
            onChange={() => setConfirmKind('page')}
          />
          Go to a page of the site
        </label>
        {confirmKind === 'message' ? (
          <div className="field">
            <label className="field__label" htmlFor={`${id}-message`}>
              Message
            </label>
            <textarea
              id={`${id}-message`}
              className="textarea"
              rows={3}
              value={message}
              onChange={(e) => setMessage(e.target.value)}
              {...invalid('confirmation[message]', `${id}-message`)}
            />
            {errorText('confirmation[message]', `${id}-message`)}
          </div>
        ) : (
          <div className="field">
            <label className="field__label" htmlFor={`${id}-path`}>
              Page (a path on this site, e.g. /thank-you)
            </label>
            <input
              id={`${id}-path`}
              className="input"
              value={path}
              onChange={(e) => setPath(e.target.value)}
              {...invalid('confirmation[path]', `${id}-path`)}
            />
            {errorText('confirmation[path]', `${id}-path`)}
          </div>
        )}
      </fieldset>

      <div className="field">
        <label className="field__label" htmlFor={`${id}-notify`}>
          Who is told of each entry (e-mail addresses, one per line)
        </label>
        <textarea
          id={`${id}-notify`}
          className="textarea"
          rows={2}
          value={notify}
          onChange={(e) => setNotify(e.target.value)}
          {...invalid('notify', `${id}-notify`)}
        />
        <span className="field__hint">
          Besides the team’s addresses (NOTIFY_EMAILS). Every entry is in the inbox too.
        </span>
        {errorText('notify', `${id}-notify`)}
      </div>

      <FormActions
        label={form ? 'Save form' : 'Create form'}
        busy={save.isPending}
        cancelTo={ADMIN_PAGE.forms}
      />
    </form>
  );
}

function NumberInput({
  id,
  label,
  value,
  onChange,
  error,
}: {
  id: string;
  label: string;
  value: string;
  onChange: (value: string) => void;
  error?: string;
}) {
  return (
    <div className="field">
      <label className="field__label" htmlFor={id}>
        {label}
      </label>
      <input
        id={id}
        className="input"
        inputMode="decimal"
        value={value}
        onChange={(e) => onChange(e.target.value)}
        aria-invalid={Boolean(error)}
        aria-describedby={error ? `${id}-error` : undefined}
      />
      {error && (
        <span id={`${id}-error`} className="field__error">
          {error}
        </span>
      )}
    </div>
  );
}
