/**
 * The job opening form (create and edit, issue 19): title and URL name, department, location or
 * remote, type, experience, the rich-text description (the editor of blog sections), how to apply,
 * the closing date and the status. Checked with the contract's schema before sending; the server's
 * messages land on the same fields; an edit carries its version, so a newer save is not overwritten.
 */
import {
  ADMIN_PAGE,
  EMPLOYMENT_TYPES,
  type EmploymentType,
  JOB_STATUSES,
  type JobApplyKind,
  type JobOpening,
  type JobStatus,
  PAGE,
} from '@vyoma/contract';
import { type JobOpeningInput, jobOpeningSchema } from '@vyoma/contract/job-schema';
import { emptyDoc, type RichTextDoc } from '@vyoma/contract/rich-text';
import { Controller, type Path, useForm } from 'react-hook-form';
import { useNavigate } from 'react-router';
import { RichTextField } from '~/components/rich-text/RichTextField.tsx';
import { FormActions } from '~/components/ui/FormActions.tsx';
import { FormField } from '~/components/ui/FormField.tsx';
import { toast, withReason } from '~/components/ui/Toast.tsx';
import { EMPLOYMENT_TYPE_LABELS } from '~/content/careers.ts';
import { messageOr } from '~/lib/api.ts';
import { useAddressOrigin } from '../../components/addressOrigin.ts';
import { fieldErrorsOf } from '../../components/formErrors.ts';
import { conflictOf } from '../../components/saveConflict.ts';
import { useSaveJob } from '../api.ts';
import './job-form.css';

interface FormValues {
  title: string;
  slug: string;
  department: string;
  location: string;
  remote: boolean;
  employmentType: EmploymentType;
  experience: string;
  description: RichTextDoc;
  apply: { kind: JobApplyKind; target: string };
  closesOn: string;
  status: JobStatus;
}

const toForm = (job?: JobOpening): FormValues => ({
  title: job?.title ?? '',
  slug: job?.slug ?? '',
  department: job?.department ?? '',
  location: job?.location ?? '',
  remote: job?.remote ?? false,
  employmentType: job?.employmentType ?? 'FULL_TIME',
  experience: job?.experience ?? '',
  description: job?.description ?? emptyDoc(),
  apply: job?.apply ?? { kind: 'whatsapp', target: '' },
  closesOn: job?.closesOn ?? '',
  status: job?.status ?? 'open',
});

export const APPLY_LABELS: Record<JobApplyKind, { label: string; target: string; hint: string }> = {
  whatsapp: {
    label: 'WhatsApp',
    target: 'Prefilled message',
    hint: 'Sent to the WhatsApp number of the site settings. Empty: “Hello {site name}, I am interested in the {title} position.”',
  },
  email: { label: 'E-mail', target: 'E-mail address', hint: 'Applications are written to this address.' },
  url: { label: 'Web page', target: 'Application page', hint: 'An https:// address, e.g. your job board.' },
};

export const STATUS_LABELS: Record<JobStatus, string> = { open: 'Open', closed: 'Closed' };

export function JobForm({ job }: { job?: JobOpening }) {
  const navigate = useNavigate();
  const origin = useAddressOrigin();
  const save = useSaveJob(job?._id);
  const {
    register,
    control,
    handleSubmit,
    watch,
    setError,
    clearErrors,
    setFocus,
    formState: { errors, isDirty },
  } = useForm<FormValues>({ defaultValues: toForm(job) });
  const kind = watch('apply.kind');
  const remote = watch('remote');
  const slug = watch('slug');
  const busy = save.isPending;

  const showErrors = (messages: Record<string, string>) => {
    let first: Path<FormValues> | null = null;
    for (const [key, message] of Object.entries(messages)) {
      const field = key as Path<FormValues>;
      setError(field, { type: 'server', message });
      first ??= field;
    }
    if (first && first !== 'description') setFocus(first);
    else if (first) document.getElementById('job-description')?.focus();
  };

  const onSubmit = handleSubmit((values) => {
    clearErrors();
    const payload: JobOpeningInput = {
      ...values,
      slug: values.slug.trim() || undefined,
      closesOn: values.closesOn || null,
      ...(job ? { version: job.version } : {}),
    };
    const checked = jobOpeningSchema.safeParse(payload);
    if (!checked.success) {
      const messages: Record<string, string> = {};
      for (const issue of checked.error.issues) messages[issue.path.join('.')] ??= issue.message;
      showErrors(messages);
      return;
    }
    save.mutate(payload, {
      onSuccess: ({ data }) => {
        toast.success(job ? 'Opening saved.' : `Opening “${data.title}” created.`);
        void navigate(ADMIN_PAGE.careers);
      },
      onError: (error) => {
        const conflict = conflictOf(error);
        showErrors(fieldErrorsOf(error));
        toast.error(
          conflict === 'version'
            ? messageOr(error, 'Someone else saved this opening. Reload it, then make your changes again.')
            : withReason('The opening was not saved.', messageOr(error, '')),
        );
      },
    });
  });

  const err = (name: string) => {
    let node: unknown = errors;
    for (const p of name.split('.')) node = (node as Record<string, unknown> | undefined)?.[p];
    return (node as { message?: string } | undefined)?.message;
  };
  const apply = APPLY_LABELS[kind];

  return (
    <form className="admin-form admin-form--two" onSubmit={onSubmit} noValidate aria-busy={busy}>
      <FormField id="job-title" label="Title" required error={err('title')} className="span-all">
        {(a11y) => <input className="input" autoComplete="off" {...a11y} {...register('title')} />}
      </FormField>
      <FormField
        id="job-slug"
        label="URL name"
        error={err('slug')}
        hint={
          slug
            ? `The page: ${origin}${PAGE.careerOpening(slug)}${
                job && slug.trim() !== job.slug
                  ? `; the old address ${PAGE.careerOpening(job.slug)} will redirect to it while the opening is open.`
                  : ''
              }`
            : 'Leave empty to make one from the title. Lower-case letters, digits and hyphens.'
        }
        className="span-all"
      >
        {(a11y) => <input className="input" autoComplete="off" {...a11y} {...register('slug')} />}
      </FormField>
      <FormField id="job-department" label="Department" required error={err('department')}>
        {(a11y) => <input className="input" autoComplete="off" {...a11y} {...register('department')} />}
      </FormField>
      <FormField id="job-type" label="Employment type" required error={err('employmentType')}>
        {(a11y) => (
          <select className="select" {...a11y} {...register('employmentType')}>
            {EMPLOYMENT_TYPES.map((type) => (
              <option key={type} value={type}>
                {EMPLOYMENT_TYPE_LABELS[type]}
              </option>
            ))}
          </select>
        )}
      </FormField>
      <FormField
        id="job-location"
        label="Location"
        required={!remote}
        hint={
          remote ? 'Optional for a remote job, e.g. “India”.' : 'City and state, e.g. Indore, Madhya Pradesh.'
        }
        error={err('location')}
      >
        {(a11y) => <input className="input" autoComplete="off" {...a11y} {...register('location')} />}
      </FormField>
      <div className="field">
        <span className="field__label">Remote</span>
        <label className="check" htmlFor="job-remote">
          <input id="job-remote" type="checkbox" {...register('remote')} /> The job can be done from anywhere
        </label>
      </div>
      <FormField id="job-experience" label="Experience" hint="e.g. 2+ years" error={err('experience')}>
        {(a11y) => <input className="input" autoComplete="off" {...a11y} {...register('experience')} />}
      </FormField>
      <FormField
        id="job-closes"
        label="Closing date"
        hint="The last day to apply. Empty: open until you close it."
        error={err('closesOn')}
      >
        {(a11y) => <input className="input" type="date" {...a11y} {...register('closesOn')} />}
      </FormField>
      <div className="span-all">
        <Controller
          control={control}
          name="description"
          render={({ field }) => (
            <RichTextField
              id="job-description"
              label="Description"
              value={field.value}
              onChange={field.onChange}
              error={err('description')}
              fieldRef={field.ref}
            />
          )}
        />
      </div>
      <fieldset className="span-all job-apply">
        <legend className="field__label">How to apply</legend>
        <div className="job-apply__kinds">
          {(Object.keys(APPLY_LABELS) as JobApplyKind[]).map((k) => (
            <label key={k} className="check" htmlFor={`job-apply-${k}`}>
              <input id={`job-apply-${k}`} type="radio" value={k} {...register('apply.kind')} />{' '}
              {APPLY_LABELS[k].label}
            </label>
          ))}
        </div>
        <FormField
          id="job-apply-target"
          label={apply.target}
          required={kind !== 'whatsapp'}
          hint={apply.hint}
          error={err('apply.target')}
        >
          {(a11y) => (
            <input
              className="input"
              type={kind === 'email' ? 'email' : kind === 'url' ? 'url' : 'text'}
              autoComplete="off"
              {...a11y}
              {...register('apply.target')}
            />
          )}
        </FormField>
      </fieldset>
      <FormField
        id="job-status"
        label="Status"
        hint="A closed opening leaves the careers page; its own page says it is closed."
        error={err('status')}
      >
        {(a11y) => (
          <select className="select" {...a11y} {...register('status')}>
            {JOB_STATUSES.map((s) => (
              <option key={s} value={s}>
                {STATUS_LABELS[s]}
              </option>
            ))}
          </select>
        )}
      </FormField>
      <FormActions
        className="span-all"
        label={job ? 'Save opening' : 'Create opening'}
        busy={busy}
        disabled={Boolean(job) && !isDirty}
        cancelTo={ADMIN_PAGE.careers}
      />
    </form>
  );
}
