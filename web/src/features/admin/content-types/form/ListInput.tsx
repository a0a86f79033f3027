/**
 * A list field of the editor (a post's sections): its items, each with the list's sub-fields (text,
 * rich text, a file), added, removed and moved up and down. Focus stays on the button that was
 * pressed (in the item's new place) and each change is announced. A type may name its own editor
 * for a list (`component`; custom.ts); the posts' sections are this one with their own words.
 */
import type { ListField, ListItemField } from '@vyoma/contract/content-types';
import type { RichTextDoc } from '@vyoma/contract/rich-text';
import { Plus, Trash2 } from 'lucide-react';
import { useState } from 'react';
import {
  type Control,
  Controller,
  type FieldErrors,
  type UseFormClearErrors,
  type UseFormRegister,
  type UseFormSetFocus,
  useFieldArray,
} from 'react-hook-form';
import { RichTextField } from '~/components/rich-text/RichTextField.tsx';
import { FormField } from '~/components/ui/FormField.tsx';
import { itemLabelOf, itemMediaNames, itemNounOf } from './labels.ts';
import { MediaInput } from './MediaInput.tsx';
import { MoveButtons, useReorder } from './reorder.tsx';
import type { FormMode } from './schema.ts';
import { emptyListItem, type FormValues, type MediaSlot } from './values.ts';

/** What every list editor is given (the generic one, or a type's own). */
export interface ListEditorProps {
  field: ListField;
  /** The ids of its controls start so. */
  idPrefix: string;
  control: Control<FormValues>;
  register: UseFormRegister<FormValues>;
  setFocus: UseFormSetFocus<FormValues>;
  clearErrors: UseFormClearErrors<FormValues>;
  errors: FieldErrors<FormValues>;
  mode: FormMode;
  busy: boolean;
}

type ItemErrors = Record<string, { message?: string } | undefined>;

export function ListInput({
  field,
  idPrefix,
  control,
  register,
  setFocus,
  clearErrors,
  errors,
  busy,
  subLabels = {},
  formBlocks = false,
  className,
}: ListEditorProps & {
  /** Sub-fields' labels where the type's words differ from the declaration's (by sub-field name). */
  subLabels?: Readonly<Record<string, string>>;
  /** Rich text may place a form (issue 29). */
  formBlocks?: boolean;
  /** The items' list's own class, beside `list-items`. */
  className?: string;
}) {
  const name = field.name;
  // The list's name is the declaration's, which the form's types cannot know.
  const { fields, append, remove, move } = useFieldArray({
    control: control as unknown as Control<Record<string, Record<string, unknown>[]>>,
    name,
  });
  const [announcement, setAnnouncement] = useState('');
  const { keep, moveTo } = useReorder(fields.length, move);
  const noun = itemNounOf(field);
  const firstText = field.of.find((sub) => sub.kind === 'text')?.name;
  const listErrors = errors[name] as
    | (ItemErrors[] & { root?: { message?: string }; message?: string })
    | undefined;

  const addItem = () => {
    append(emptyListItem(field));
    setAnnouncement(`${itemLabelOf(field, fields.length)} added.`);
  };

  const removeItem = (index: number) => {
    remove(index);
    const left = fields.length - 1;
    setAnnouncement(`${itemLabelOf(field, index)} removed. ${left} ${left === 1 ? noun : `${noun}s`} left.`);
    requestAnimationFrame(() => {
      if (fields.length > 1 && firstText) setFocus(`${name}.${Math.max(0, index - 1)}.${firstText}`);
    });
  };

  const moveItem = (from: number, to: number) => {
    const direction = moveTo(from, to);
    setAnnouncement(`${itemLabelOf(field, from)} moved ${direction} to position ${to + 1}.`);
  };

  const subField = (sub: ListItemField, index: number, key: string) => {
    const item = itemLabelOf(field, index);
    const label = `${item} ${subLabels[sub.name] ?? sub.label}`;
    const path = `${name}.${index}.${sub.name}`;
    const id = `${idPrefix}-${key}-${sub.name}`;
    const error = listErrors?.[index]?.[sub.name]?.message;
    switch (sub.kind) {
      case 'text':
        return (
          <FormField key={sub.name} id={id} label={label} required={!sub.optional} error={error}>
            {(a11y) =>
              sub.multiline ? (
                <textarea className="textarea" rows={4} {...a11y} {...register(path)} />
              ) : (
                <input className="input" {...a11y} {...register(path)} />
              )
            }
          </FormField>
        );
      case 'richText':
        return (
          <Controller
            key={sub.name}
            control={control}
            name={path}
            render={({ field: body }) => (
              <RichTextField
                id={id}
                label={label}
                value={body.value as RichTextDoc}
                onChange={body.onChange}
                error={error}
                fieldRef={body.ref}
                formBlocks={formBlocks}
              />
            )}
          />
        );
      case 'media':
        return (
          <Controller
            key={sub.name}
            control={control}
            name={path}
            render={({ field: slot }) => (
              <MediaInput
                id={id}
                field={sub}
                accept={sub.accept}
                names={itemMediaNames(item, subLabels[sub.name] ?? sub.label, sub.accept)}
                value={slot.value as MediaSlot}
                saved={null}
                required={!sub.optional}
                error={error}
                busy={busy}
                inputRef={slot.ref}
                onChange={(next) => {
                  slot.onChange(next);
                  clearErrors(path);
                }}
              />
            )}
          />
        );
    }
  };

  const rootError = listErrors?.root?.message ?? listErrors?.message;
  return (
    <div className="span-all">
      <h2 className="admin-form__section-title">{field.label}</h2>
      {rootError ? <p className="field__error">{rootError}</p> : null}
      <ol className={className ? `list-items ${className}` : 'list-items'}>
        {fields.map((row, index) => {
          const item = itemLabelOf(field, index);
          const lower = item.toLowerCase();
          return (
            <li key={row.id} className="list-item">
              <fieldset className="list-item__fieldset">
                <legend className="list-item__legend">{item}</legend>
                <div className="list-item__tools">
                  <MoveButtons
                    label={lower}
                    index={index}
                    count={fields.length}
                    busy={busy}
                    keep={keep}
                    onMove={moveItem}
                  />
                  <button
                    type="button"
                    className="btn btn--ghost btn--sm list-item__remove"
                    aria-label={`Remove ${lower}`}
                    disabled={fields.length <= field.min || busy}
                    onClick={() => removeItem(index)}
                  >
                    <Trash2 size={16} aria-hidden="true" /> Remove
                  </button>
                </div>
                {field.of.map((sub) => subField(sub, index, row.id))}
              </fieldset>
            </li>
          );
        })}
      </ol>
      <button
        type="button"
        className="btn btn--outline"
        onClick={addItem}
        disabled={busy || fields.length >= field.max}
      >
        <Plus size={18} aria-hidden="true" /> Add {noun}
      </button>
      <p className="visually-hidden" aria-live="polite">
        {announcement}
      </p>
    </div>
  );
}
