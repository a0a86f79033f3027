/**
 * The second-section editor (the home page "Service Expertise" block), at
 * /admin/content/manageContent-banner-section and /admin/edit-secondSection. Edits the first section.
 */
import { zodResolver } from '@hookform/resolvers/zod';
import { CONTENT_IMAGE_TYPES, MESSAGES, type SecondSection, UPLOAD_LIMITS } from '@vyoma/contract';
import { type SecondSectionInput, secondSectionSchema } from '@vyoma/contract/schemas';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useNavigate } from 'react-router';
import { FileDrop } from '~/components/ui/FileDrop.tsx';
import { FileThumb, MediaThumb } from '~/components/ui/FilePreview.tsx';
import { FormActions } from '~/components/ui/FormActions.tsx';
import { FormField } from '~/components/ui/FormField.tsx';
import { checkFiles, formatBytes, typeList } from '~/components/ui/fileChecks.ts';
import { ProgressBar } from '~/components/ui/ProgressBar.tsx';
import { toast, withReason } from '~/components/ui/Toast.tsx';
import { messageOr } from '~/lib/api.ts';
import { AdminFrame } from '../../components/AdminFrame.tsx';
import { applyFieldErrors } from '../../components/formErrors.ts';
import { ChooseFromLibrary } from '../../components/MediaPicker.tsx';
import { EmptyState, QueryStates } from '../../components/States.tsx';
import { useSecondSections, useUpdateSecondSection } from '../api.ts';

function SecondSectionForm({ section }: { section: SecondSection }) {
  const navigate = useNavigate();
  const update = useUpdateSecondSection(section._id);
  const [file, setFile] = useState<File | null>(null);
  /** An image chosen from the media library instead of a new file (sent as its path). */
  const [picked, setPicked] = useState<string | null>(null);
  const [fileError, setFileError] = useState<string | null>(null);
  const [progress, setProgress] = useState<number | null>(null);
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors },
  } = useForm<SecondSectionInput>({
    resolver: zodResolver(secondSectionSchema),
    defaultValues: { title: section.title, para: section.para },
  });

  const choose = async (files: File[]) => {
    const { accepted, errors: problems } = await checkFiles(files.slice(0, 1), {
      types: CONTENT_IMAGE_TYPES,
      maxBytes: UPLOAD_LIMITS.secondSectionImageBytes,
    });
    if (accepted[0]) {
      setFile(accepted[0]);
      setPicked(null);
    }
    setFileError(problems[0] ?? null);
  };

  const onSubmit = handleSubmit((values) => {
    const form = new FormData();
    form.append('title', values.title);
    form.append('para', values.para);
    if (file) form.append('imgSrc', file);
    else if (picked) form.append('imgSrc', picked);
    setProgress(0);
    update.mutate(
      { form, onProgress: setProgress },
      {
        onSuccess: () => {
          toast.success(MESSAGES.secondSection.updated);
          navigate('/admin/content');
        },
        onError: (error) => {
          const fieldErrors = applyFieldErrors(error, setError, ['title', 'para']);
          if (fieldErrors.imgSrc) setFileError(fieldErrors.imgSrc);
          toast.error(withReason(MESSAGES.secondSection.updateFailed, messageOr(error, '')));
        },
        onSettled: () => setProgress(null),
      },
    );
  });

  const busy = update.isPending;
  return (
    <form className="admin-form" onSubmit={onSubmit} noValidate aria-busy={busy}>
      <FormField id="section-title" label="Title" required error={errors.title?.message}>
        {(a11y) => <input className="input" {...a11y} {...register('title')} />}
      </FormField>
      <FormField id="section-para" label="Paragraph" required error={errors.para?.message}>
        {(a11y) => <textarea className="textarea" rows={6} {...a11y} {...register('para')} />}
      </FormField>
      <FileDrop
        id="section-image"
        label="Image"
        hint={`${typeList(CONTENT_IMAGE_TYPES)}, up to ${formatBytes(UPLOAD_LIMITS.secondSectionImageBytes)}. Leave empty to keep the current image.`}
        error={fileError ?? undefined}
        accept={CONTENT_IMAGE_TYPES}
        disabled={busy}
        onFiles={choose}
      >
        <div className="content-preview">
          {file ? (
            <>
              <FileThumb file={file} alt={`New image: ${file.name}`} size="lg" />
              <button type="button" className="btn btn--ghost btn--sm" onClick={() => setFile(null)}>
                Keep current image
              </button>
            </>
          ) : picked ? (
            <>
              <MediaThumb src={picked} alt="Image from the library" size="lg" />
              <button type="button" className="btn btn--ghost btn--sm" onClick={() => setPicked(null)}>
                Keep current image
              </button>
            </>
          ) : section.imgSrc ? (
            <MediaThumb src={section.imgSrc} alt="Current image" size="lg" />
          ) : null}
        </div>
      </FileDrop>
      <ChooseFromLibrary
        kind="image"
        fieldLabel="Image"
        disabled={busy}
        onChoose={(item) => {
          setPicked(item.path);
          setFile(null);
          setFileError(null);
        }}
      />
      {progress !== null && file && <ProgressBar value={progress} />}
      <FormActions label="Save changes" busy={busy} cancelTo="/admin/content" />
    </form>
  );
}

export default function EditSecondSectionPage() {
  const sections = useSecondSections();
  return (
    <AdminFrame
      title="Banner section"
      lead='The "Service Expertise" block on the home page.'
      back={{ to: '/admin/content', label: 'Manage Content' }}
    >
      <QueryStates
        query={sections}
        loadingLabel="Loading section…"
        errorText="Failed to load the section."
        empty={{
          when: (data) => data.length === 0,
          content: <EmptyState>There is no editable section yet.</EmptyState>,
        }}
      >
        {/* The home page shows the first section, so that is the one to edit. */}
        {(data) => data[0] && <SecondSectionForm key={data[0]._id} section={data[0]} />}
      </QueryStates>
    </AdminFrame>
  );
}
