/**
 * The legal page form: title and text. Checked with the contract's schema before sending; the
 * server's messages land on the same fields; the save carries the version it started from, so a
 * newer save is not overwritten (409).
 */
import type { LegalPage } from '@vyoma/contract';
import { legalPageSchema } from '@vyoma/contract/legal-schema';
import type { RichTextDoc } from '@vyoma/contract/rich-text';
import { Controller, type Path, useForm } from 'react-hook-form';
import { RichTextField } from '~/components/rich-text/RichTextField.tsx';
import { FormActions } from '~/components/ui/FormActions.tsx';
import { FormField } from '~/components/ui/FormField.tsx';
import { toast, withReason } from '~/components/ui/Toast.tsx';
import { messageOr } from '~/lib/api.ts';
import { fieldErrorsOf } from '../../components/formErrors.ts';
import { conflictOf } from '../../components/saveConflict.ts';
import { useSaveLegalPage } from '../api.ts';
import { formatWhen } from '../format.ts';

interface FormValues {
  title: string;
  body: RichTextDoc;
}

export const PLACEHOLDER_HINT =
  'Write {siteName}, {email}, {phone} or {address} where the agency’s details belong: the page fills them in from the site settings, so saving the settings updates this text too. Each h2 heading becomes an entry of the page’s table of contents; the text before the first heading is its summary.';

export function LegalForm({ page }: { page: LegalPage }) {
  const save = useSaveLegalPage(page.key);
  const {
    register,
    control,
    handleSubmit,
    setError,
    clearErrors,
    setFocus,
    reset,
    formState: { errors, isDirty },
  } = useForm<FormValues>({ defaultValues: { title: page.title, body: page.body } });
  const busy = save.isPending;

  const showErrors = (messages: Record<string, string>) => {
    let first: Path<FormValues> | null = null;
    for (const [name, message] of Object.entries(messages)) {
      const field = (name === 'title' ? 'title' : 'body') as Path<FormValues>;
      setError(field, { type: 'server', message });
      first ??= field;
    }
    if (first === 'title') setFocus('title');
    else if (first) document.getElementById('legal-body')?.focus();
  };

  const onSubmit = handleSubmit((values) => {
    clearErrors();
    const payload = { ...values, version: page.version };
    const checked = legalPageSchema.safeParse(payload);
    if (!checked.success) {
      const messages: Record<string, string> = {};
      for (const issue of checked.error.issues) messages[String(issue.path[0] ?? 'body')] ??= issue.message;
      showErrors(messages);
      return;
    }
    save.mutate(payload, {
      onSuccess: ({ data }) => {
        toast.success(`“${data.title}” saved. The public page shows it now.`);
        reset({ title: data.title, body: data.body });
      },
      onError: (error) => {
        showErrors(fieldErrorsOf(error));
        toast.error(
          conflictOf(error) === 'version'
            ? messageOr(error, 'Someone else saved this page. Reload it, then make your changes again.')
            : withReason('The page was not saved.', messageOr(error, '')),
        );
      },
    });
  });

  return (
    <form className="admin-form" onSubmit={onSubmit} noValidate aria-busy={busy}>
      <p className="field__hint">
        Last updated {formatWhen(page.updatedAt)}
        {page.updatedBy ? ` by ${page.updatedBy.name}` : ''} (version {page.version}).
      </p>
      <FormField id="legal-title" label="Title" required error={errors.title?.message}>
        {(a11y) => <input className="input" autoComplete="off" {...a11y} {...register('title')} />}
      </FormField>
      <Controller
        control={control}
        name="body"
        render={({ field }) => (
          <RichTextField
            id="legal-body"
            label="Text"
            value={field.value}
            onChange={field.onChange}
            error={errors.body?.message}
            fieldRef={field.ref}
            hint={PLACEHOLDER_HINT}
            formBlocks
          />
        )}
      />
      <FormActions label="Save page" busy={busy} disabled={!isDirty} />
    </form>
  );
}
