/**
 * One field of the editor, drawn by its kind: a line of text or a text area, a number, a checkbox, a
 * choice (with its labels), a date, rich text, a file, several files, a reference to a category or
 * to another item of a type (a page's parent), a list of items or a body of blocks (the generic
 * editor of each, or the type's own).
 */
import {
  type ContentTypeDeclaration,
  type Field,
  LIST_SEARCH_MAX,
  type MediaField,
  type RelationField,
} from '@vyoma/contract/content-types';
import type { RichTextDoc } from '@vyoma/contract/rich-text';
import { useState } from 'react';
import type { UseFormGetValues, UseFormSetValue } from 'react-hook-form';
import { Controller, type FieldErrors } from 'react-hook-form';
import { RichTextField } from '~/components/rich-text/RichTextField.tsx';
import { FormField } from '~/components/ui/FormField.tsx';
import { type ContentItem, capitalised, useContentType } from '../../components/contentTypes.ts';
import { useCategories } from '../../components/queries.ts';
import { useDebounced } from '../../components/useDebounced.ts';
import { blocksEditorOf, listEditorOf } from './custom.tsx';
import type { ListEditorProps } from './ListInput.tsx';
import { acceptOf, mediaFieldNames } from './labels.ts';
import { MediaInput } from './MediaInput.tsx';
import { MediaListInput } from './MediaListInput.tsx';
import { parentPathOf, relationOptions, useChosenOption, useRelationItems } from './relation.ts';
import type { FormValues, MediaListEntry, MediaSlot } from './values.ts';

export interface FieldInputProps extends Omit<ListEditorProps, 'field'> {
  field: Field;
  label: string;
  item: ContentItem | undefined;
  /** The type's API keeps a media list's order (its files may be moved). */
  reorderMedia: boolean;
  /** A rich text's editor offers to place a form in it. */
  formBlocks?: boolean;
  className?: string;
  /** The form's values now (a block's Duplicate copies them). */
  getValues: UseFormGetValues<FormValues>;
  /** Sets a form value (a page's blocks edited on the page). */
  setValue?: UseFormSetValue<FormValues>;
}

/** "a category", "an industry". */
const withArticle = (noun: string) => `${/^[aeiou]/.test(noun) ? 'an' : 'a'} ${noun}`;

const messageAt = (errors: FieldErrors<FormValues>, name: string) =>
  (errors[name] as { message?: string } | undefined)?.message;

export function FieldInput(props: FieldInputProps) {
  const { field, label, idPrefix, register, control, errors, mode, busy, className } = props;
  const id = `${idPrefix}-${field.name}`;
  const error = messageAt(errors, field.name);
  const required = !field.optional;
  const common = { id, label, error, hint: field.hint, className };
  switch (field.kind) {
    case 'text':
      return (
        <FormField {...common} required={required}>
          {(a11y) =>
            field.multiline ? (
              <textarea className="textarea" rows={5} {...a11y} {...register(field.name)} />
            ) : (
              <input className="input" {...a11y} {...register(field.name)} />
            )
          }
        </FormField>
      );
    case 'number':
      return (
        <FormField {...common} required={required}>
          {(a11y) => (
            <input
              className="input"
              inputMode={field.integer ? 'numeric' : 'decimal'}
              {...a11y}
              {...register(field.name)}
            />
          )}
        </FormField>
      );
    case 'date':
      return (
        <FormField {...common} required={required}>
          {(a11y) => <input className="input" type="date" {...a11y} {...register(field.name)} />}
        </FormField>
      );
    case 'boolean':
      return (
        <div className={className ? `field ${className}` : 'field'}>
          <label className="admin-check" htmlFor={id}>
            <input id={id} type="checkbox" {...register(field.name)} />
            <span>{label}</span>
          </label>
          {field.hint && <span className="field__hint">{field.hint}</span>}
        </div>
      );
    case 'select':
      return (
        <FormField {...common} required={required}>
          {(a11y) => (
            <select className="select" {...a11y} {...register(field.name)}>
              {/* A field with a default always has a value: nothing to choose it from. */}
              {(!required || field.default === undefined) && (
                <option value="">{required ? `Choose ${withArticle(label.toLowerCase())}` : 'None'}</option>
              )}
              {field.options.map((option) => (
                <option key={option} value={option}>
                  {field.labels?.[option] ?? option}
                </option>
              ))}
            </select>
          )}
        </FormField>
      );
    case 'relation':
      return <RelationSelect {...props} field={field} id={id} error={error} />;
    case 'richText':
      return (
        <div className={className}>
          <Controller
            control={control}
            name={field.name}
            render={({ field: doc }) => (
              <RichTextField
                id={id}
                label={label}
                value={doc.value as RichTextDoc}
                onChange={doc.onChange}
                error={error}
                fieldRef={doc.ref}
                hint={field.hint}
                formBlocks={props.formBlocks}
              />
            )}
          />
        </div>
      );
    case 'media':
      return <MediaFieldInput {...props} field={field} id={id} error={error} />;
    case 'mediaList':
      return (
        <div className={className}>
          <Controller
            control={control}
            name={field.name}
            render={({ field: list }) => (
              <MediaListInput
                id={id}
                field={field}
                label={label}
                value={list.value as MediaListEntry[]}
                required={required && field.min > 0 && mode === 'create'}
                reorder={props.reorderMedia}
                error={error}
                busy={busy}
                inputRef={list.ref}
                onChange={(next) => {
                  list.onChange(next);
                  props.clearErrors(field.name);
                }}
              />
            )}
          />
        </div>
      );
    case 'list': {
      const Editor = listEditorOf(field.component);
      return <Editor {...props} field={field} />;
    }
    case 'blocks': {
      const Editor = blocksEditorOf(field.component);
      return <Editor {...props} field={field} itemId={props.item?._id} />;
    }
  }
}

function MediaFieldInput({
  field,
  label,
  id,
  error,
  control,
  mode,
  busy,
  item,
  className,
  clearErrors,
}: FieldInputProps & { field: MediaField; id: string; error?: string }) {
  const accept = acceptOf(field, mode);
  const saved = item?.[field.name];
  return (
    <div className={className}>
      <Controller
        control={control}
        name={field.name}
        render={({ field: slot }) => (
          <MediaInput
            id={id}
            field={field}
            accept={accept}
            names={mediaFieldNames(label, accept)}
            value={slot.value as MediaSlot}
            saved={typeof saved === 'string' ? saved : null}
            required={!field.optional}
            error={error}
            busy={busy}
            inputRef={slot.ref}
            size="lg"
            onChange={(next) => {
              slot.onChange(next);
              clearErrors(field.name);
            }}
          />
        )}
      />
    </div>
  );
}

type RelationProps = FieldInputProps & { field: RelationField; id: string; error?: string };

/** What each relation input's FormField takes from its props (its hint and select are its own). */
const relationFieldProps = ({ field, label, id, error, mode, className }: RelationProps) => ({
  id,
  label,
  className,
  required: !field.optional && mode === 'create',
  error,
});

/** A relation's input: a category, or another item of a content type (a page's parent page). */
function RelationSelect(props: RelationProps) {
  return props.field.to === 'category' ? <CategorySelect {...props} /> : <ItemSelect {...props} />;
}

/** A product's category: the category list, with what to do when it cannot be read or is empty. */
function CategorySelect(props: RelationProps) {
  const { field, label, register } = props;
  const categories = useCategories();
  const list = categories.data ?? [];
  return (
    <FormField
      {...relationFieldProps(props)}
      hint={
        categories.isError
          ? 'Categories could not be loaded. Reload the page to try again.'
          : categories.isSuccess && list.length === 0
            ? 'No categories yet: add one under Category first.'
            : field.hint
      }
    >
      {(a11y) => (
        <select className="select" disabled={categories.isPending} {...a11y} {...register(field.name)}>
          <option value="">
            {categories.isPending ? 'Loading categories…' : `Choose ${withArticle(label.toLowerCase())}`}
          </option>
          {list.map((category) => (
            <option key={category._id} value={category._id}>
              {category.name}
            </option>
          ))}
        </select>
      )}
    </FormField>
  );
}

/** An item of the type the relation names, once its declaration is known (a built-in one's at once). */
function ItemSelect(props: RelationProps) {
  const lookup = useContentType(props.field.to);
  if (lookup.is === 'found') return <TypeItemSelect {...props} target={lookup.type} />;
  const { field } = props;
  return (
    <FormField
      {...relationFieldProps(props)}
      hint={
        lookup.is === 'pending'
          ? field.hint
          : 'The items to choose from could not be loaded. Reload the page to try again.'
      }
    >
      {(a11y) => (
        <select className="select" disabled {...a11y}>
          <option value="">{lookup.is === 'pending' ? 'Loading…' : 'Not available'}</option>
        </select>
      )}
    </FormField>
  );
}

/**
 * The items of `target` by path, each as its title and address ("Web development — /webdevelopment"),
 * never the item edited nor one under it (the server refuses a cycle). The saved choice stays listed
 * even when it is past the items read. Controlled: the options arrive after the form's values, and
 * the select must show the saved one once they do. Past one page of the API a search box appears:
 * words of a title or an address list the items that hold them, from the whole type.
 */
function TypeItemSelect({ target, ...props }: RelationProps & { target: ContentTypeDeclaration }) {
  const { field, label, control, item, id } = props;
  const [find, setFind] = useState('');
  const search = useDebounced(find.trim());
  const items = useRelationItems(target);
  const found = useRelationItems(target, search !== '', search);
  const chosenOption = useChosenOption(target);
  const answer = search === '' ? items.data : found.data;
  const saved = item?.[field.name];
  const savedName = item?.[`${field.name}Name`];
  const savedOption = {
    id: typeof saved === 'string' ? saved : '',
    title: typeof savedName === 'string' ? savedName : label,
    path: typeof item?.path === 'string' ? parentPathOf(item.path) : '',
  };
  const { one, many } = target.label;
  // More than one page of the API holds them: a search reaches the rest.
  const searchable = find !== '' || (items.data !== undefined && items.data.total > items.data.data.length);
  const unlisted =
    answer && answer.total > answer.data.length
      ? search === ''
        ? `Only ${answer.data.length} of ${answer.total} ${many} are listed here: find one by its title or address.`
        : `Only ${answer.data.length} of the ${answer.total} ${many} matching “${search}” are listed: type more of it.`
      : null;
  const hint =
    items.isError || found.isError
      ? `${capitalised(many)} could not be loaded. Reload the page to try again.`
      : search !== '' && found.isPending
        ? `Finding ${many}…`
        : search !== '' && answer?.total === 0
          ? `No ${one} has “${search}” in its title or address.`
          : answer?.total === 0
            ? `No ${many} yet: this ${one} will sit at the top.`
            : unlisted
              ? [field.hint, unlisted].filter(Boolean).join(' ')
              : search !== '' && answer
                ? `${answer.total} ${answer.total === 1 ? one : many} with “${search}”.`
                : field.hint;
  return (
    <FormField {...relationFieldProps(props)} hint={hint}>
      {(a11y) => (
        <>
          {searchable && (
            <input
              type="search"
              className="input relation-find"
              aria-label={`Find ${withArticle(one)} by title or address`}
              aria-controls={id}
              placeholder={`Find ${withArticle(one)} by title or address`}
              maxLength={LIST_SEARCH_MAX}
              value={find}
              onChange={(event) => setFind(event.target.value)}
            />
          )}
          <Controller
            control={control}
            name={field.name}
            render={({ field: choice }) => {
              const chosen = typeof choice.value === 'string' ? choice.value : '';
              const options = answer
                ? relationOptions(target, answer.data, item, savedOption, chosenOption(chosen))
                : [];
              return (
                <select
                  className="select"
                  disabled={items.isPending}
                  {...a11y}
                  ref={choice.ref}
                  name={choice.name}
                  value={chosen}
                  onChange={choice.onChange}
                  onBlur={choice.onBlur}
                >
                  <option value="">
                    {items.isPending
                      ? `Loading ${many}…`
                      : field.optional
                        ? 'None: at the top'
                        : `Choose ${withArticle(label.toLowerCase())}`}
                  </option>
                  {options.map((option) => (
                    <option key={option.id} value={option.id}>
                      {option.path ? `${option.title} — ${option.path}` : option.title}
                    </option>
                  ))}
                </select>
              );
            }}
          />
        </>
      )}
    </FormField>
  );
}
