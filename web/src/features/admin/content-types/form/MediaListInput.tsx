/**
 * Several files in order (a media list; the product's images): new ones are uploaded (checked like
 * the server checks them) or added from the media library; a saved one is marked removed and can be
 * kept again until the save; a new one is taken out. Where the type's API keeps the order the files
 * can be moved up and down; the spec's products add new images after the saved ones.
 */
import type { MediaListField } from '@vyoma/contract/content-types';
import { ArrowDown, ArrowUp, Undo2, X } from 'lucide-react';
import { type Ref, useState } from 'react';
import { FileDrop } from '~/components/ui/FileDrop.tsx';
import { FileThumb, MediaThumb } from '~/components/ui/FilePreview.tsx';
import { checkFiles, formatBytes, typeList } from '~/components/ui/fileChecks.ts';
import { IconButton } from '~/components/ui/IconButton.tsx';
import { ChooseFromLibrary } from '../../components/MediaPicker.tsx';
import { kindOf } from './labels.ts';
import { entryKey, keptEntries, type MediaListEntry } from './values.ts';

export function MediaListInput({
  id,
  field,
  label,
  value,
  required,
  reorder,
  error,
  busy,
  inputRef,
  onChange,
}: {
  id: string;
  field: MediaListField;
  label: string;
  value: MediaListEntry[];
  required: boolean;
  /** The files' order is the type's to keep (its API saves the list as sent). */
  reorder: boolean;
  error?: string;
  busy: boolean;
  inputRef?: Ref<HTMLInputElement>;
  onChange: (entries: MediaListEntry[]) => void;
}) {
  /** Why chosen files were refused (shown before the form's own message). */
  const [problem, setProblem] = useState<string | null>(null);
  const kind = kindOf(field.accept);
  const noun = kind === 'image' ? 'image' : kind === 'video' ? 'video' : 'file';
  const kept = keptEntries(value).length;

  const add = async (files: File[]) => {
    const { accepted, errors } = await checkFiles(files, {
      types: field.accept,
      maxBytes: field.maxBytes,
      maxCount: field.max,
      current: kept,
      noun: `${noun}s`,
    });
    if (accepted.length > 0)
      onChange([
        ...value,
        ...accepted.map((file) => ({ key: entryKey(), file, path: null, saved: false, removed: false })),
      ]);
    setProblem(errors.length > 0 ? errors.join(' ') : null);
  };

  const toggle = (entry: MediaListEntry) =>
    onChange(
      entry.saved
        ? value.map((e) => (e === entry ? { ...e, removed: !e.removed } : e))
        : value.filter((e) => e !== entry),
    );

  const move = (from: number, to: number) => {
    const next = [...value];
    const [entry] = next.splice(from, 1);
    if (entry) next.splice(to, 0, entry);
    onChange(next);
  };

  const saved = value.filter((e) => e.saved);
  const added = value.filter((e) => !e.saved);
  const Noun = noun.charAt(0).toUpperCase() + noun.slice(1);

  return (
    <div>
      <FileDrop
        id={id}
        label={label}
        required={required}
        hint={`${typeList(field.accept)}, up to ${formatBytes(field.maxBytes)} each, at most ${field.max}.`}
        error={problem ?? error}
        accept={field.accept}
        multiple
        disabled={busy}
        inputRef={inputRef}
        onFiles={add}
      >
        {value.length > 0 && (
          <ul className="file-previews" aria-label={`${Noun} previews`}>
            {value.map((entry, index) => {
              const n = (entry.saved ? saved : added).indexOf(entry) + 1;
              const name = entry.saved
                ? `${noun} ${n}`
                : entry.file
                  ? entry.file.name
                  : `library ${noun} ${n}`;
              return (
                <li
                  key={entry.key}
                  className={`file-preview${entry.removed ? ' file-preview--removed' : ''}`}
                >
                  {entry.file ? (
                    <FileThumb file={entry.file} alt={`New ${noun}: ${entry.file.name}`} />
                  ) : (
                    <MediaThumb
                      src={entry.path}
                      alt={entry.saved ? `Current ${noun} ${n}` : `Library ${noun} ${n}`}
                    />
                  )}
                  <span className="file-preview__bar">
                    <span className="file-preview__name" title={entry.file?.name}>
                      {entry.saved
                        ? `${Noun} ${n}${entry.removed ? ': removed' : ''}`
                        : entry.file
                          ? entry.file.name
                          : 'From the library'}
                    </span>
                    {reorder && (
                      <>
                        <IconButton
                          label={`Move ${name} up`}
                          icon={ArrowUp}
                          disabled={busy || index === 0}
                          onClick={() => move(index, index - 1)}
                        />
                        <IconButton
                          label={`Move ${name} down`}
                          icon={ArrowDown}
                          disabled={busy || index === value.length - 1}
                          onClick={() => move(index, index + 1)}
                        />
                      </>
                    )}
                    <IconButton
                      label={entry.removed ? `Keep ${name}` : `Remove ${name}`}
                      icon={entry.removed ? Undo2 : X}
                      pressed={entry.saved ? entry.removed : undefined}
                      disabled={busy}
                      onClick={() => toggle(entry)}
                    />
                  </span>
                </li>
              );
            })}
          </ul>
        )}
      </FileDrop>
      <ChooseFromLibrary
        kind={kind}
        label="Add from library"
        fieldLabel={label}
        disabled={busy || kept >= field.max}
        onChoose={(item) => {
          setProblem(null);
          if (value.some((e) => e.path === item.path)) return;
          onChange([
            ...value,
            { key: entryKey(), file: null, path: item.path, saved: false, removed: false },
          ]);
        }}
      />
    </div>
  );
}
