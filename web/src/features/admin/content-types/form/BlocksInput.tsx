/**
 * A body of blocks in the editor when its type names no editor of its own (issue 35; decision 0062,
 * "before the canvas"): the blocks in order, each a form of its kind's fields that folds away, with
 * buttons to move it up or down, duplicate or delete it, and "Add block" with the kinds the field
 * takes (a new block is its kind's example). Every button names its block ("Move Hero 1 down"); focus
 * stays on the button that moved a block (in its new place), goes to the next block after a delete
 * and to a new block's heading; each change is announced. The fields are the form's usual inputs,
 * and their messages the contract's rules for blocks (schema.ts).
 */
import {
  type BlockDeclaration,
  type BlockField,
  type BlockItemField,
  LINK_KINDS,
  type LinkField,
  type VisualField,
} from '@vyoma/contract/blocks';
import type { BlocksField } from '@vyoma/contract/content-types';
import { PHONE_PLATFORMS, SCENE_KINDS, SCREEN_VARIANTS } from '@vyoma/contract/illustrations';
import type { RichTextDoc } from '@vyoma/contract/rich-text';
import { ChevronDown, ChevronRight, Copy, Plus, Trash2 } from 'lucide-react';
import { type ReactNode, useEffect, useRef, useState } from 'react';
import {
  type Control,
  Controller,
  type FieldErrors,
  type UseFormGetValues,
  type UseFormSetValue,
  useFieldArray,
  useWatch,
} from 'react-hook-form';
import { RichTextField } from '~/components/rich-text/RichTextField.tsx';
import { type ControlA11y, FormField } from '~/components/ui/FormField.tsx';
import { type BlockFormValue, copyOfBlock, itemValue, newBlock, type VisualFormValue } from './blocks.ts';
import { LinkTargetSelect, PICKED_LINKS } from './LinkTargetSelect.tsx';
import type { ListEditorProps } from './ListInput.tsx';
import { itemMediaNames } from './labels.ts';
import { MediaInput } from './MediaInput.tsx';
import { MoveButtons, useReorder } from './reorder.tsx';
import type { FormValues, MediaSlot } from './values.ts';

/** What every blocks editor is given (the generic one, or a type's own). */
export interface BlocksEditorProps extends Omit<ListEditorProps, 'field'> {
  field: BlocksField;
  /** The form's values now (Duplicate copies a block as it is). */
  getValues: UseFormGetValues<FormValues>;
  /** Sets a value of the form (the page canvas types into blocks through it). */
  setValue?: UseFormSetValue<FormValues>;
  /** The block chosen elsewhere (on the page canvas): opened, marked and scrolled to. */
  selected?: number | null;
  /** A block's form was entered: the canvas marks that block on the page. */
  onSelect?: (index: number) => void;
  /** The saved item's id (the page canvas reads its blocks' figures by it). */
  itemId?: string;
  /** Shown beside a block's title (the page canvas: its figures of the last 30 days). */
  badge?: (index: number) => ReactNode;
}

/** Where a link may go, as the editor says it. */
const LINK_KIND_LABELS: Readonly<Record<(typeof LINK_KINDS)[number], string>> = {
  page: 'A page',
  post: 'A post',
  category: 'A post category (by id)',
  url: 'An address',
};

/** A phone's shape, as the editor says it. */
const PLATFORM_LABELS: Readonly<Record<(typeof PHONE_PLATFORMS)[number], string>> = {
  ios: 'iOS (island)',
  android: 'Android (punch-hole)',
};

/** The message the form holds at a dotted path (`body.2.props.button.text`), if any. */
function errorAt(errors: FieldErrors<FormValues>, path: string): string | undefined {
  let at: unknown = errors;
  for (const part of path.split('.')) {
    if (at === null || typeof at !== 'object') return undefined;
    at = (at as Record<string, unknown>)[part];
  }
  const message = (at as { message?: unknown } | undefined)?.message;
  return typeof message === 'string' ? message : undefined;
}

const hasErrors = (errors: FieldErrors<FormValues>, path: string): boolean => {
  let at: unknown = errors;
  for (const part of path.split('.')) {
    if (at === null || typeof at !== 'object') return false;
    at = (at as Record<string, unknown>)[part];
  }
  return at !== undefined;
};

type Shared = Pick<BlocksEditorProps, 'control' | 'register' | 'clearErrors' | 'errors' | 'busy'>;

export function BlocksInput({
  field,
  idPrefix,
  control,
  register,
  clearErrors,
  errors,
  busy,
  getValues,
  selected = null,
  onSelect,
  badge,
}: BlocksEditorProps) {
  const name = field.name;
  // The field's name is the declaration's, which the form's types cannot know.
  const { fields, append, insert, remove, move } = useFieldArray({
    control: control as unknown as Control<Record<string, BlockFormValue[]>>,
    name,
  });
  const [folded, setFolded] = useState<ReadonlySet<string>>(new Set());
  const [choice, setChoice] = useState(field.of[0]?.name ?? '');
  const [announcement, setAnnouncement] = useState('');
  // After a change, focus goes where the change left the person (see the file's comment).
  const { keep, moveTo, focus: setFocusTarget } = useReorder(fields.length, move);
  const shared: Shared = { control, register, clearErrors, errors, busy };
  const base = `${idPrefix}-${name}`;

  const kindOf = (type: string) => field.of.find((k) => k.name === type);
  const noun = field.noun ?? { one: 'block', many: 'blocks' };
  const labelOf = (type: string, index: number) => `${kindOf(type)?.label ?? 'Block'} ${index + 1}`;
  const counted = (type: string) => fields.filter((f) => f.type === type).length;
  const full = (kind: BlockDeclaration | undefined) =>
    !kind || (kind.maxPerPage !== undefined && counted(kind.name) >= kind.maxPerPage);
  const listError = errors[name] as { root?: { message?: string }; message?: string } | undefined;
  const rootError = listError?.root?.message ?? listError?.message;

  // On the page canvas a new block goes after the one chosen there; otherwise at the end.
  const after = selected !== null && selected < fields.length - 1 ? selected : null;
  const add = () => {
    const kind = kindOf(choice);
    if (!kind || full(kind)) return;
    const at = after === null ? fields.length : after + 1;
    if (after === null) append(newBlock(kind), { shouldFocus: false });
    else insert(at, newBlock(kind), { shouldFocus: false });
    setAnnouncement(`${kind.label} ${at + 1} added.`);
    setFocusTarget(`${at}-toggle`);
    onSelect?.(at);
  };

  const moveBlock = (from: number, to: number) => {
    const label = labelOf(fields[from]!.type, from);
    const direction = moveTo(from, to);
    setAnnouncement(`${label} moved ${direction} to position ${to + 1} of ${fields.length}.`);
  };

  const duplicate = (index: number) => {
    const block = (getValues(name) as BlockFormValue[])[index]!;
    insert(index + 1, copyOfBlock(block), { shouldFocus: false });
    setAnnouncement(`${labelOf(block.type, index)} duplicated as ${labelOf(block.type, index + 1)}.`);
    setFocusTarget(`${index + 1}-toggle`);
  };

  const removeBlock = (index: number) => {
    const label = labelOf(fields[index]!.type, index);
    remove(index);
    const left = fields.length - 1;
    setAnnouncement(`${label} deleted. ${left} ${left === 1 ? noun.one : noun.many} left.`);
    setFocusTarget(left === 0 ? 'add' : `${Math.min(index, left - 1)}-toggle`);
  };

  // A block chosen on the page: its form opens and comes into view (focus stays where the person is).
  const items = useRef(new Map<string, HTMLLIElement>());
  const chosen = selected === null ? undefined : fields[selected]?.id;
  useEffect(() => {
    if (!chosen) return;
    setFolded((was) => {
      if (!was.has(chosen)) return was;
      const next = new Set(was);
      next.delete(chosen);
      return next;
    });
    items.current.get(chosen)?.scrollIntoView({ block: 'nearest', behavior: 'smooth' });
  }, [chosen]);

  // Dragging a block by its head onto another puts it there (the buttons do the same by keyboard).
  const [dragged, setDragged] = useState<number | null>(null);
  const dropOn = (index: number) => {
    if (dragged !== null && dragged !== index) moveBlock(dragged, index);
    setDragged(null);
  };

  const toggle = (key: string) =>
    setFolded((was) => {
      const next = new Set(was);
      if (!next.delete(key)) next.add(key);
      return next;
    });

  return (
    <div className="span-all blocks-input">
      <h2 className="admin-form__section-title">{field.label}</h2>
      {field.hint && <p className="field__hint">{field.hint}</p>}
      {rootError ? <p className="field__error">{rootError}</p> : null}
      <ol className="list-items">
        {fields.map((row, index) => {
          const kind = kindOf(row.type);
          const label = labelOf(row.type, index);
          const path = `${name}.${index}`;
          const bodyId = `${base}-${row.id}`;
          // A block with a message stays open, so the message and its field can be seen.
          const open = !folded.has(row.id) || hasErrors(errors, path);
          return (
            <li
              key={row.id}
              ref={(el) => {
                if (el) items.current.set(row.id, el);
                else items.current.delete(row.id);
              }}
              className={`block-item${index === selected ? ' block-item--selected' : ''}${
                index === dragged ? ' block-item--dragged' : ''
              }`}
              onFocus={onSelect ? () => onSelect(index) : undefined}
              onDragOver={(event) => {
                if (dragged === null) return;
                event.preventDefault();
                if (event.dataTransfer) event.dataTransfer.dropEffect = 'move';
              }}
              onDrop={(event) => {
                event.preventDefault();
                dropOn(index);
              }}
            >
              {/* biome-ignore lint/a11y/noStaticElementInteractions: dragging is the pointer's way; the Move buttons are the keyboard's */}
              <div
                className="block-item__head"
                draggable={!busy}
                onDragStart={(event) => {
                  setDragged(index);
                  event.dataTransfer?.setData('text/plain', label);
                  if (event.dataTransfer) event.dataTransfer.effectAllowed = 'move';
                }}
                onDragEnd={() => setDragged(null)}
              >
                <h3 className="block-item__title">
                  <button
                    type="button"
                    className="block-item__toggle"
                    aria-expanded={open}
                    aria-controls={bodyId}
                    ref={keep(`${index}-toggle`)}
                    onClick={() => toggle(row.id)}
                  >
                    {open ? (
                      <ChevronDown size={16} aria-hidden="true" />
                    ) : (
                      <ChevronRight size={16} aria-hidden="true" />
                    )}
                    {label}
                  </button>
                </h3>
                {badge?.(index)}
                <div className="list-item__tools">
                  <MoveButtons
                    label={label}
                    index={index}
                    count={fields.length}
                    busy={busy}
                    keep={keep}
                    onMove={moveBlock}
                  />
                  <button
                    type="button"
                    className="btn btn--ghost btn--sm"
                    aria-label={`Duplicate ${label}`}
                    disabled={busy || fields.length >= field.max || full(kind)}
                    onClick={() => duplicate(index)}
                  >
                    <Copy size={16} aria-hidden="true" /> Duplicate
                  </button>
                  <button
                    type="button"
                    className="btn btn--ghost btn--sm list-item__remove"
                    aria-label={`Delete ${label}`}
                    disabled={busy || fields.length <= field.min}
                    onClick={() => removeBlock(index)}
                  >
                    <Trash2 size={16} aria-hidden="true" /> Delete
                  </button>
                </div>
              </div>
              <fieldset id={bodyId} className="list-item__fieldset block-item__body" hidden={!open}>
                <legend className="visually-hidden">{label}</legend>
                {kind ? (
                  kind.fields.map((f) => (
                    <BlockFieldInput
                      key={f.name}
                      {...shared}
                      field={f}
                      path={`${path}.props`}
                      id={`${bodyId}-${f.name}`}
                      block={label}
                    />
                  ))
                ) : (
                  <p className="field__hint">
                    This kind of {noun.one} ({row.type}) is no longer offered: delete it.
                  </p>
                )}
                {errorAt(errors, `${path}.type`) && (
                  <p className="field__error">{errorAt(errors, `${path}.type`)}</p>
                )}
              </fieldset>
            </li>
          );
        })}
      </ol>
      <div className="blocks-add">
        <FormField id={`${base}-kind`} label={`Kind of ${noun.one}`}>
          {(a11y) => (
            <select
              className="select"
              {...a11y}
              value={choice}
              disabled={busy}
              ref={keep('add')}
              onChange={(event) => setChoice(event.target.value)}
            >
              {field.of.map((kind) => (
                <option key={kind.name} value={kind.name} disabled={full(kind)}>
                  {kind.label}
                </option>
              ))}
            </select>
          )}
        </FormField>
        <button
          type="button"
          className="btn btn--outline"
          onClick={add}
          disabled={busy || fields.length >= field.max || full(kindOf(choice))}
        >
          <Plus size={18} aria-hidden="true" /> Add {noun.one}
          {after !== null && ` after ${labelOf(fields[after]!.type, after)}`}
        </button>
      </div>
      <p className="visually-hidden" aria-live="polite">
        {announcement}
      </p>
    </div>
  );
}

/** One field of a block (or of an item of a list kept in a block), by its kind. */
function BlockFieldInput({
  field,
  path: at,
  id,
  block,
  control,
  register,
  clearErrors,
  errors,
  busy,
}: Shared & { field: BlockField | BlockItemField; path: string; id: string; block: string }) {
  const path = `${at}.${field.name}`;
  const error = errorAt(errors, path);
  const required = !field.optional;
  switch (field.kind) {
    case 'text':
      return (
        <FormField id={id} label={field.label} required={required} error={error} hint={field.hint}>
          {(a11y) =>
            field.multiline ? (
              <textarea className="textarea" rows={3} {...a11y} {...register(path)} />
            ) : (
              <input className="input" {...a11y} {...register(path)} />
            )
          }
        </FormField>
      );
    case 'select':
      return (
        <FormField id={id} label={field.label} required={required} error={error} hint={field.hint}>
          {(a11y) => (
            <Choice
              control={control}
              path={path}
              a11y={a11y}
              options={[
                ['', required ? `Choose the ${field.label.toLowerCase()}` : 'None'],
                ...field.options.map((o): [string, string] => [o, field.labels?.[o] ?? o]),
              ]}
            />
          )}
        </FormField>
      );
    case 'richText':
      return (
        <Controller
          control={control}
          name={path}
          render={({ field: doc }) => (
            <RichTextField
              id={id}
              label={field.label}
              value={doc.value as RichTextDoc}
              onChange={doc.onChange}
              error={error}
              fieldRef={doc.ref}
              hint={field.hint}
            />
          )}
        />
      );
    case 'media':
      return (
        <Controller
          control={control}
          name={path}
          render={({ field: slot }) => (
            <MediaInput
              id={id}
              field={field}
              accept={field.accept}
              names={itemMediaNames(block, field.label, field.accept)}
              value={slot.value as MediaSlot}
              saved={null}
              required={required}
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
    case 'link':
      return (
        <LinkInput field={field} path={path} id={id} control={control} register={register} errors={errors} />
      );
    case 'visual':
      return (
        <VisualInput
          {...{ control, register, clearErrors, errors, busy }}
          field={field}
          path={path}
          id={id}
          block={block}
        />
      );
    case 'items':
      return (
        <ItemsInput
          {...{ control, register, clearErrors, errors, busy }}
          field={field}
          path={path}
          id={id}
          block={block}
        />
      );
  }
}

/**
 * A link: its words, what kind of place it goes to, and the place: a page or a post chosen from them,
 * or a path, an address (or a category's id) typed in.
 */
function LinkInput({
  field,
  path,
  id,
  register,
  errors,
  control,
}: Pick<Shared, 'control' | 'register' | 'errors'> & { field: LinkField; path: string; id: string }) {
  const whole = errorAt(errors, path) ?? errorAt(errors, `${path}.to`);
  const kindPath: string = `${path}.to.kind`;
  const kind = useWatch({ control, name: kindPath as never }) as unknown;
  return (
    <fieldset className="block-link">
      <legend className="field__label">
        {field.label}
        {!field.optional && (
          <span className="field__required" aria-hidden="true">
            {' '}
            *
          </span>
        )}
      </legend>
      {(field.hint || field.optional) && (
        <p className="field__hint">{field.hint ?? 'Leave the words and the address empty for no link.'}</p>
      )}
      <div className="block-link__parts">
        <FormField
          id={`${id}-text`}
          label={`${field.label} words`}
          required={!field.optional}
          error={errorAt(errors, `${path}.text`)}
        >
          {(a11y) => <input className="input" {...a11y} {...register(`${path}.text`)} />}
        </FormField>
        <FormField id={`${id}-kind`} label="Goes to" error={errorAt(errors, `${path}.to.kind`)}>
          {(a11y) => (
            <Choice
              control={control}
              path={`${path}.to.kind`}
              a11y={a11y}
              options={LINK_KINDS.map((kind) => [kind, LINK_KIND_LABELS[kind]])}
            />
          )}
        </FormField>
        {typeof kind === 'string' && Object.hasOwn(PICKED_LINKS, kind) ? (
          <LinkTargetSelect
            key={kind}
            kind={kind}
            path={path}
            id={`${id}-target`}
            label={`${field.label} ${kind}`}
            error={errorAt(errors, `${path}.to.target`)}
            control={control}
          />
        ) : (
          <FormField
            id={`${id}-target`}
            label={`${field.label} address or id`}
            error={errorAt(errors, `${path}.to.target`)}
            hint="A path of this site (/services), an https:// address, or a category’s id."
          >
            {(a11y) => <input className="input" {...a11y} {...register(`${path}.to.target`)} />}
          </FormField>
        )}
      </div>
      {whole && <p className="field__error">{whole}</p>}
    </fieldset>
  );
}

/**
 * A picture: a file from the media library (or a new one, uploaded like a media field's), or one of
 * the site's drawings with its scene, screen, phone shape, layout and (when the picture says something
 * the text does not) its description.
 */
function VisualInput({
  field,
  path,
  id,
  block,
  control,
  register,
  clearErrors,
  errors,
  busy,
}: Shared & { field: VisualField; path: string; id: string; block: string }) {
  const whole = errorAt(errors, path);
  const sources = [
    ['library', 'From the library'],
    ['drawing', 'A drawing'],
  ] as const;
  // The parts' paths as plain strings: the form's types cannot know a declared field's parts.
  const fromPath: string = `${path}.from`;
  const slotPath: string = `${path}.slot`;
  // Only the source is set here; each part of the picture is a field of its own.
  return (
    <Controller
      control={control}
      name={fromPath}
      render={({ field: source }) => {
        const chosen = source.value as VisualFormValue['from'];
        return (
          <fieldset className="block-visual">
            <legend className="field__label">
              {field.label}
              {!field.optional && (
                <span className="field__required" aria-hidden="true">
                  {' '}
                  *
                </span>
              )}
            </legend>
            {field.hint && <p className="field__hint">{field.hint}</p>}
            <div className="block-visual__from">
              {sources.map(([from, label]) => (
                <label key={from} className="admin-check" htmlFor={`${id}-${from}`}>
                  <input
                    id={`${id}-${from}`}
                    type="radio"
                    name={`${id}-from`}
                    value={from}
                    checked={chosen === from}
                    disabled={busy}
                    ref={chosen === from ? source.ref : undefined}
                    onChange={() => {
                      source.onChange(from);
                      clearErrors(path);
                    }}
                  />
                  <span>{label}</span>
                </label>
              ))}
            </div>
            {chosen === 'library' ? (
              <Controller
                control={control}
                name={slotPath}
                render={({ field: slot }) => (
                  <MediaInput
                    id={`${id}-file`}
                    field={field}
                    accept={field.accept}
                    names={itemMediaNames(block, field.label, field.accept)}
                    value={slot.value as MediaSlot}
                    saved={null}
                    required={!field.optional}
                    error={whole}
                    busy={busy}
                    inputRef={slot.ref}
                    onChange={(next) => {
                      slot.onChange(next);
                      clearErrors(path);
                    }}
                  />
                )}
              />
            ) : (
              <div className="block-visual__drawing">
                <FormField
                  id={`${id}-kind`}
                  label={`${field.label} scene`}
                  required
                  error={errorAt(errors, `${path}.drawing.kind`) ?? errorAt(errors, `${path}.drawing`)}
                >
                  {(a11y) => (
                    <Choice
                      control={control}
                      path={`${path}.drawing.kind`}
                      a11y={a11y}
                      options={[['', 'Choose a scene'], ...SCENE_KINDS.map((k): [string, string] => [k, k])]}
                    />
                  )}
                </FormField>
                <FormField
                  id={`${id}-screen`}
                  label="Screen"
                  error={errorAt(errors, `${path}.drawing.screen`)}
                  hint="What a phone, browser or tablet shows."
                >
                  {(a11y) => (
                    <Choice
                      control={control}
                      path={`${path}.drawing.screen`}
                      a11y={a11y}
                      options={[['', 'None'], ...SCREEN_VARIANTS.map((v): [string, string] => [v, v])]}
                    />
                  )}
                </FormField>
                <FormField
                  id={`${id}-platform`}
                  label="Phone shape"
                  error={errorAt(errors, `${path}.drawing.platform`)}
                >
                  {(a11y) => (
                    <Choice
                      control={control}
                      path={`${path}.drawing.platform`}
                      a11y={a11y}
                      options={[
                        ['', 'Any'],
                        ...PHONE_PLATFORMS.map((p): [string, string] => [p, PLATFORM_LABELS[p]]),
                      ]}
                    />
                  )}
                </FormField>
                <Controller
                  control={control}
                  name={`${path}.drawing.alt`}
                  render={({ field: alt }) => (
                    <div className="field">
                      <label className="admin-check" htmlFor={`${id}-alt`}>
                        <input
                          id={`${id}-alt`}
                          type="checkbox"
                          ref={alt.ref}
                          checked={alt.value === true}
                          disabled={busy}
                          onChange={(event) => alt.onChange(event.target.checked)}
                          onBlur={alt.onBlur}
                        />
                        <span>Alternate layout</span>
                      </label>
                      {errorAt(errors, `${path}.drawing.alt`) && (
                        <p className="field__error">{errorAt(errors, `${path}.drawing.alt`)}</p>
                      )}
                    </div>
                  )}
                />
                {field.alt === 'required' && (
                  <FormField
                    id={`${id}-label`}
                    label={`${field.label} description`}
                    required
                    error={errorAt(errors, `${path}.label`)}
                    hint="What the drawing shows, for screen readers."
                  >
                    {(a11y) => <input className="input" {...a11y} {...register(`${path}.label`)} />}
                  </FormField>
                )}
                {whole && <p className="field__error">{whole}</p>}
              </div>
            )}
          </fieldset>
        );
      }}
    />
  );
}

/**
 * A choice as a controlled select: a block's values move with the block (Up, Down, Delete), and a
 * select must show the choice it holds now, not the one its element had.
 */
function Choice({
  control,
  path,
  a11y,
  options,
}: {
  control: Shared['control'];
  path: string;
  a11y: ControlA11y;
  options: readonly (readonly [string, string])[];
}) {
  return (
    <Controller
      control={control}
      name={path}
      render={({ field }) => (
        <select
          className="select"
          {...a11y}
          ref={field.ref}
          name={field.name}
          value={typeof field.value === 'string' ? field.value : ''}
          onChange={(event) => field.onChange(event.target.value)}
          onBlur={field.onBlur}
        >
          {options.map(([value, label]) => (
            <option key={value} value={value}>
              {label}
            </option>
          ))}
        </select>
      )}
    />
  );
}

/**
 * A list kept in a block (a card grid's cards): its items, added, moved and removed. As for blocks,
 * each button names its item ("Move Hero 1 Card 2 up"), focus stays on the button that moved an item
 * (in its new place), and each move is announced.
 */
function ItemsInput({
  field,
  path,
  id,
  block,
  ...shared
}: Shared & {
  field: Extract<BlockField, { kind: 'items' }>;
  path: string;
  id: string;
  block: string;
}) {
  const { fields, append, remove, move } = useFieldArray({
    control: shared.control as unknown as Control<Record<string, Record<string, unknown>[]>>,
    name: path,
  });
  const [announcement, setAnnouncement] = useState('');
  const { keep, moveTo } = useReorder(fields.length, move);
  const itemLabel = (index: number) => field.itemLabel.replace('{n}', String(index + 1));
  const moveItem = (from: number, to: number) => {
    const direction = moveTo(from, to);
    setAnnouncement(
      `${block} ${itemLabel(from)} moved ${direction} to position ${to + 1} of ${fields.length}.`,
    );
  };
  const noun = field.itemLabel
    .replace(/\s*\{n\}\s*/, ' ')
    .trim()
    .toLowerCase();
  const error = errorAt(shared.errors, path) ?? errorAt(shared.errors, `${path}.root`);
  return (
    <fieldset className="block-items">
      <legend className="field__label">{field.label}</legend>
      {error && <p className="field__error">{error}</p>}
      <ol className="list-items">
        {fields.map((row, index) => (
          <li key={row.id}>
            <fieldset className="list-item__fieldset">
              <legend className="list-item__legend">{itemLabel(index)}</legend>
              <div className="list-item__tools">
                <MoveButtons
                  label={`${block} ${itemLabel(index)}`}
                  index={index}
                  count={fields.length}
                  busy={shared.busy}
                  keep={keep}
                  onMove={moveItem}
                />
                <button
                  type="button"
                  className="btn btn--ghost btn--sm list-item__remove"
                  aria-label={`Remove ${block} ${itemLabel(index).toLowerCase()}`}
                  disabled={shared.busy || fields.length <= field.min}
                  onClick={() => remove(index)}
                >
                  <Trash2 size={16} aria-hidden="true" /> Remove
                </button>
              </div>
              {field.of.map((sub) => (
                <BlockFieldInput
                  key={sub.name}
                  {...shared}
                  field={sub}
                  path={`${path}.${index}`}
                  id={`${id}-${row.id}-${sub.name}`}
                  block={`${block} ${itemLabel(index)}`}
                />
              ))}
            </fieldset>
          </li>
        ))}
      </ol>
      <button
        type="button"
        className="btn btn--outline btn--sm"
        disabled={shared.busy || fields.length >= field.max}
        onClick={() => append(itemValue(field.of), { shouldFocus: false })}
      >
        <Plus size={16} aria-hidden="true" /> Add {noun}
      </button>
      <p className="visually-hidden" aria-live="polite">
        {announcement}
      </p>
    </fieldset>
  );
}
