/**
 * A page's blocks edited on the page itself (issue 35 item 3; docs/decisions/0062 "the canvas"): the
 * page type's blocks editor (`component: 'page-canvas'`). Closed, it is the usual list of block forms
 * with an "Edit on the page" button. Open, it fills the window: the list beside the page as visitors
 * see it (a same-origin frame, PAGE.canvas, at phone, tablet or desktop width), where a click selects
 * a block and opens its form, and a click on a text edits it in place. Undo and Redo (buttons, or
 * Ctrl+Z and Ctrl+Shift+Z / Ctrl+Y outside a text field) step through the blocks' changes. Saving,
 * drafts and autosave stay the form's: this edits the same form.
 */
import { PAGE } from '@vyoma/contract';
import { Monitor, Redo2, Undo2, X } from 'lucide-react';
import { useCallback, useEffect, useRef, useState } from 'react';
import { type Control, type UseFormSetValue, useWatch } from 'react-hook-form';
import { BlockFiguresBadge, useBlockFigures } from '../../components/BlockFigures.tsx';
import {
  CANVAS_WIDTHS,
  type CanvasBlock,
  type ToEditor,
  type ToFrame,
} from '../../components/canvas-protocol.ts';
import { CanvasWidths, FramedPage } from '../../components/FramedPage.tsx';
import { type BlocksEditorProps, BlocksInput } from '../form/BlocksInput.tsx';
import { type BlockFormValue, blocksBody, mapBlockSlots } from '../form/blocks.ts';
import type { FormValues, MediaSlot } from '../form/values.ts';
import { useBodyHistory } from './history.ts';
import './page-canvas.css';

/** A file chosen but not stored yet is drawn from the browser's copy (one address per file). */
const fileUrls = new WeakMap<Blob, string>();
function withFileUrls(slot: MediaSlot): MediaSlot {
  if (slot.path || !slot.file) return slot;
  let url = fileUrls.get(slot.file);
  if (!url) {
    url = URL.createObjectURL(slot.file);
    fileUrls.set(slot.file, url);
  }
  return { ...slot, path: url };
}

/** Focus is in something that has its own undo (a text field, a rich text, a select). */
const ownsUndo = (target: EventTarget | null) =>
  target instanceof HTMLElement &&
  (target.isContentEditable || /^(?:INPUT|TEXTAREA|SELECT)$/.test(target.tagName));

export function PageCanvas(props: BlocksEditorProps & { setValue: UseFormSetValue<FormValues> }) {
  const { field, control, setValue } = props;
  const name = field.name;
  const [open, setOpen] = useState(false);
  const [selected, setSelected] = useState<number | null>(null);
  const [width, setWidth] = useState<number>(CANVAS_WIDTHS[2].width);
  const [announcement, setAnnouncement] = useState('');
  const opener = useRef<HTMLButtonElement>(null);
  const heading = useRef<HTMLHeadingElement>(null);

  const blocks = (useWatch({ control: control as Control<FormValues>, name }) ?? []) as BlockFormValue[];
  const title = String(useWatch({ control: control as Control<FormValues>, name: 'title' }) ?? '');
  const put = setValue as (path: string, value: unknown, options?: { shouldDirty: boolean }) => void;
  const history = useBodyHistory(blocks, (body) => put(name, body, { shouldDirty: true }));
  // Each saved block's clicks and the enquiries they brought, beside it (issue 35 item 5).
  const figures = useBlockFigures(props.itemId);

  const undo = useCallback(() => setAnnouncement(history.undo() ? 'Undone.' : 'Nothing to undo.'), [history]);
  const redo = useCallback(() => setAnnouncement(history.redo() ? 'Redone.' : 'Nothing to redo.'), [history]);

  // What the frame draws: the blocks as the API would take them, with the form's key of each.
  const drawn: CanvasBlock[] = blocksBody(field, mapBlockSlots(field, blocks, withFileUrls), true).map(
    (block, i) => ({ type: block.type, props: block.props, key: blocks[i]?.key ?? String(i) }),
  );
  const message: Omit<ToFrame, 'tag'> = {
    kind: 'render',
    blocks: drawn,
    trail: [{ name: title || 'This page', path: PAGE.canvas }],
    selected,
  };
  const fromFrame = (said: Exclude<ToEditor, { kind: 'ready' }>) => {
    if (said.kind === 'select') setSelected(said.index);
    else if (said.kind === 'text')
      put(`${name}.${said.index}.props.${said.path}`, said.value, { shouldDirty: true });
    else (said.step === 'undo' ? undo : redo)();
  };

  useEffect(() => {
    if (open) heading.current?.focus();
  }, [open]);

  const close = () => {
    setOpen(false);
    requestAnimationFrame(() => opener.current?.focus());
  };

  const onKeyDown = (event: React.KeyboardEvent) => {
    if (event.key === 'Escape' && !ownsUndo(event.target)) {
      event.preventDefault();
      close();
      return;
    }
    if (!(event.ctrlKey || event.metaKey) || ownsUndo(event.target)) return;
    const key = event.key.toLowerCase();
    if (key === 'z' || key === 'y') {
      event.preventDefault();
      (key === 'y' || event.shiftKey ? redo : undo)();
    }
  };

  const list = (
    <BlocksInput
      {...props}
      selected={open ? selected : null}
      onSelect={setSelected}
      badge={(i) => <BlockFiguresBadge row={figures.get(blocks[i]?.id ?? '')} />}
    />
  );
  if (!open)
    return (
      <div className="span-all page-canvas">
        <button
          ref={opener}
          type="button"
          className="btn btn--outline page-canvas__open"
          onClick={() => setOpen(true)}
        >
          <Monitor size={18} aria-hidden="true" /> Edit on the page
        </button>
        {list}
      </div>
    );

  return (
    <div
      className="span-all page-canvas page-canvas--open"
      role="dialog"
      aria-modal="true"
      aria-labelledby="page-canvas-title"
      onKeyDown={onKeyDown}
    >
      <div className="page-canvas__bar">
        <h2 id="page-canvas-title" className="page-canvas__title" tabIndex={-1} ref={heading}>
          {title || 'New page'}
        </h2>
        <CanvasWidths width={width} onChange={setWidth} />
        <div className="page-canvas__history">
          {(
            [
              ['Undo', Undo2, undo, history.canUndo, 'Control+Z'],
              ['Redo', Redo2, redo, history.canRedo, 'Control+Shift+Z Control+Y'],
            ] as const
          ).map(([label, Icon, run, can, keys]) => (
            <button
              key={label}
              type="button"
              className="btn btn--ghost btn--sm"
              onClick={run}
              disabled={!can}
              aria-keyshortcuts={keys}
            >
              <Icon size={16} aria-hidden="true" /> {label}
            </button>
          ))}
        </div>
        <button type="button" className="btn btn--primary btn--sm" onClick={close}>
          <X size={16} aria-hidden="true" /> Done
        </button>
      </div>
      <div className="page-canvas__panel">
        <p className="field__hint">
          Click a block on the page to open it here, or a heading, paragraph or button’s words to change them
          where they are (Enter keeps the change, Escape puts it back). Save with the form’s buttons when you
          are done.
        </p>
        {list}
      </div>
      <FramedPage
        page={message}
        width={width}
        title={`${title || 'New page'} as visitors see it, ${width} px wide`}
        onMessage={fromFrame}
      />
      <p className="visually-hidden" aria-live="polite">
        {announcement}
      </p>
    </div>
  );
}
