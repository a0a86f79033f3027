/**
 * Job openings in the admin (issue 19): the generic list and editor with the openings' own API
 * (`/admin/jobs`, open and closed ones; `apply: { kind, target }` and `closesOn` where the declaration
 * has two columns and `closesAt`), their words ("Job openings", "Create opening", "Opening saved."),
 * and one fieldset for how to apply: the kind as radio buttons, the target named after the kind.
 * The contract's rules of the API check what the fields alone cannot (a location unless remote, an
 * e-mail or https:// target).
 */
import {
  API,
  type JobApplyKind,
  type JobOpening,
  type JobOpeningListResponse,
  type JobOpeningResponse,
} from '@vyoma/contract';
import { JOB, type SelectField } from '@vyoma/contract/content-types';
import { type JobOpeningInput, jobOpeningSchema } from '@vyoma/contract/job-schema';
import type { RichTextDoc } from '@vyoma/contract/rich-text';
import { useWatch } from 'react-hook-form';
import { FormField } from '~/components/ui/FormField.tsx';
import { apiRequest } from '~/lib/api.ts';
import type { ContentItem } from '../../components/contentTypes.ts';
import { type TypeAdmin, textFor } from '../admin.ts';
import type { ContentApi, SaveContent } from '../api.ts';
import type { FieldInputProps } from '../form/FieldInput.tsx';
import { type FormValues, formPathOf } from '../form/values.ts';

/** The API's names for the declaration's fields (its messages name them so). */
const API_FIELDS = { 'apply.kind': 'applyMethod', 'apply.target': 'applyValue', closesOn: 'closesAt' };

/** An opening as the editor holds it: the declaration's fields. */
export const jobItem = (job: JobOpening): ContentItem =>
  ({
    ...job,
    applyMethod: job.apply.kind,
    applyValue: job.apply.target,
    closesAt: job.closesOn,
  }) as unknown as ContentItem;

/** The body of POST /admin/jobs and PUT /admin/jobs/{id}. */
export function jobBody(
  values: FormValues,
  content: Pick<SaveContent, 'slug' | 'state' | 'version'>,
): JobOpeningInput {
  const text = (name: string) => String(values[name] ?? '');
  return {
    title: text('title'),
    slug: content.slug,
    department: text('department'),
    location: text('location'),
    remote: Boolean(values.remote),
    employmentType: values.employmentType as JobOpeningInput['employmentType'],
    experience: text('experience'),
    description: values.description as RichTextDoc,
    apply: { kind: values.applyMethod as JobApplyKind, target: text('applyValue') },
    closesOn: (values.closesAt as string | null) || null,
    status: content.state,
    version: content.version,
  };
}

const jobApi: ContentApi = {
  sendsFiles: false,
  errorFields: { ...API_FIELDS, apply: 'applyMethod' },
  async list(_type, { page, translation }, signal) {
    const answer = await apiRequest<JobOpeningListResponse>(
      API.adminJobList({ page, ...(translation ? { translation } : {}) }),
      { signal },
    );
    return { data: answer.data.map(jobItem), total: answer.total, limit: answer.limit };
  },
  async one(_type, id, signal) {
    return jobItem((await apiRequest<JobOpeningResponse>(API.adminJob(id), { signal })).data);
  },
  async save({ item, values, content }) {
    const body = jobBody(values, content);
    const answer = item
      ? await apiRequest<JobOpeningResponse>(API.adminJob(item._id), { method: 'PUT', body })
      : await apiRequest<JobOpeningResponse>(API.adminJobs, { method: 'POST', body });
    return jobItem(answer.data);
  },
};

/** What the target of each kind is called, with a line on what to write. */
export const APPLY_TARGETS: Record<JobApplyKind, { label: string; hint: string }> = {
  whatsapp: {
    label: 'Prefilled message',
    hint: 'Sent to the WhatsApp number of the site settings. Empty: “Hello {site name}, I am interested in the {title} position.”',
  },
  email: { label: 'E-mail address', hint: 'Applications are written to this address.' },
  url: { label: 'Application page', hint: 'An https:// address, e.g. your job board.' },
};

const errorAt = (errors: FieldInputProps['errors'], name: string) =>
  (errors[name] as { message?: string } | undefined)?.message;

/** How to apply: the kind (radio buttons) and its target, as one fieldset. */
function ApplyInput({ field, label, idPrefix, register, control, errors }: FieldInputProps) {
  const kinds = field as SelectField;
  const kind = (useWatch({ control, name: field.name }) as JobApplyKind | '') || 'whatsapp';
  const target = APPLY_TARGETS[kind];
  const id = `${idPrefix}-applyValue`;
  const kindError = errorAt(errors, field.name);
  return (
    <fieldset className="span-all content-choice">
      <legend className="field__label">{label}</legend>
      <div className="content-choice__options">
        {kinds.options.map((option) => (
          <label key={option} className="admin-check" htmlFor={`${idPrefix}-apply-${option}`}>
            <input id={`${idPrefix}-apply-${option}`} type="radio" value={option} {...register(field.name)} />{' '}
            {kinds.labels?.[option] ?? option}
          </label>
        ))}
      </div>
      {kindError && <span className="field__error">{kindError}</span>}
      <FormField
        id={id}
        label={target.label}
        required={kind !== 'whatsapp'}
        hint={target.hint}
        error={errorAt(errors, 'applyValue')}
      >
        {(a11y) => (
          <input
            className="input"
            type={kind === 'email' ? 'email' : kind === 'url' ? 'url' : 'text'}
            autoComplete="off"
            {...a11y}
            {...register('applyValue')}
          />
        )}
      </FormField>
    </fieldset>
  );
}

export const jobAdmin: TypeAdmin = {
  text: {
    ...textFor(JOB.label),
    listTitle: 'Job openings',
    listLead: 'Open ones are listed on the careers page until their closing date, each with its own page.',
    listFailed: 'Failed to load the openings.',
    firstLink: undefined,
    deleteConfirm: 'Are you sure you want to delete this opening? Its page will answer “not found”.',
    loadingItem: 'Loading the opening…',
    created: (title) => `Opening “${title}” created.`,
    updated: 'Opening saved.',
    createFailed: 'The opening was not saved.',
    updateFailed: 'The opening was not saved.',
    stateHint: 'A closed opening leaves the careers page; its own page says it is closed.',
  },
  api: jobApi,
  idPrefix: 'job',
  newValues: { employmentType: 'FULL_TIME', applyMethod: 'whatsapp' },
  inputs: { applyMethod: ApplyInput, applyValue: null },
  // The API's own rules, for what one field cannot tell: its messages land on the fields they name.
  schema: () => ({
    check: (values) => {
      const parsed = jobOpeningSchema.safeParse(jobBody(values, {}));
      const found: Record<string, string> = {};
      for (const issue of parsed.success ? [] : parsed.error.issues) {
        const path = formPathOf(JOB, issue.path.join('.'), jobApi.errorFields);
        if (path) found[path] ??= issue.message;
      }
      return found;
    },
  }),
};
