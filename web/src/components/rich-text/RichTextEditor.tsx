/**
 * The rich-text editor of the admin (TipTap on ProseMirror). Its value is the stored document: every
 * change goes through `sanitizeDoc`, so what it emits always fits `richTextDocSchema` (size limits
 * aside, which it reports below the writing area). Self-contained and heavy (~the whole editor): the
 * admin loads it with React.lazy, never a public page.
 */
import type { Editor } from '@tiptap/core';
import { EditorContent, useEditor, useEditorState } from '@tiptap/react';
import {
  docSizeProblem,
  measureDoc,
  RICH_TEXT_LIMITS,
  type RichTextDoc,
  sanitizeDoc,
} from '@vyoma/contract/rich-text';
import {
  Bold,
  ClipboardList,
  Code,
  Heading2,
  Heading3,
  Heading4,
  Italic,
  Link,
  List,
  ListOrdered,
  type LucideIcon,
  Pilcrow,
  Redo2,
  TextQuote,
  Undo2,
} from 'lucide-react';
import { type KeyboardEvent, useEffect, useId, useMemo, useRef, useState } from 'react';
import { arrowIndex } from '~/lib/keyboard.ts';
import { richTextExtensions } from './extensions.ts';
import { FormDialog } from './FormDialog.tsx';
import { LinkDialog } from './LinkDialog.tsx';
import { transformPastedHtml } from './pasted-html.ts';
import './rich-text.css';
import './rich-text-editor.css';

export interface RichTextEditorProps {
  value: RichTextDoc;
  onChange: (doc: RichTextDoc) => void;
  /** The writing area's id (for a label's id references and tests). */
  id?: string;
  /** Accessible name; or name it by a visible label with `aria-labelledby`. */
  label?: string;
  'aria-labelledby'?: string;
  invalid?: boolean;
  /** Ids of hint and error texts describing the field. */
  describedBy?: string;
  /** Offer "Place a form" (posts and legal pages; issue 29). */
  formBlocks?: boolean;
}

interface ToolbarState {
  paragraph: boolean;
  h2: boolean;
  h3: boolean;
  h4: boolean;
  bold: boolean;
  italic: boolean;
  code: boolean;
  link: boolean;
  bulletList: boolean;
  orderedList: boolean;
  blockquote: boolean;
  canUndo: boolean;
  canRedo: boolean;
}

interface Tool {
  label: string;
  icon: LucideIcon;
  /** TipTap key names ("Mod-Alt-2"). */
  keys: string;
  /** A toggle's state (aria-pressed); absent for plain actions. */
  pressed?: (state: ToolbarState) => boolean;
  disabled?: (state: ToolbarState) => boolean;
  run: (editor: Editor, openLink: () => void, openForm: () => void) => void;
  /** A thin separator goes before this button. */
  group?: true;
  opensDialog?: true;
  /** Only where forms may be placed. */
  formsOnly?: true;
}

const TOOLS: Tool[] = [
  {
    label: 'Paragraph',
    icon: Pilcrow,
    keys: 'Mod-Alt-0',
    pressed: (s) => s.paragraph,
    run: (e) => e.chain().focus().setParagraph().run(),
  },
  ...([2, 3, 4] as const).map(
    (level): Tool => ({
      label: `Heading ${level}`,
      icon: { 2: Heading2, 3: Heading3, 4: Heading4 }[level],
      keys: `Mod-Alt-${level}`,
      pressed: (s) => s[`h${level}`],
      run: (e) => e.chain().focus().toggleHeading({ level }).run(),
    }),
  ),
  {
    label: 'Bold',
    icon: Bold,
    keys: 'Mod-b',
    group: true,
    pressed: (s) => s.bold,
    run: (e) => e.chain().focus().toggleBold().run(),
  },
  {
    label: 'Italic',
    icon: Italic,
    keys: 'Mod-i',
    pressed: (s) => s.italic,
    run: (e) => e.chain().focus().toggleItalic().run(),
  },
  {
    label: 'Inline code',
    icon: Code,
    keys: 'Mod-e',
    pressed: (s) => s.code,
    run: (e) => e.chain().focus().toggleCode().run(),
  },
  { label: 'Link', icon: Link, keys: 'Mod-k', opensDialog: true, run: (_, openLink) => openLink() },
  {
    label: 'Bulleted list',
    icon: List,
    keys: 'Mod-Shift-8',
    group: true,
    pressed: (s) => s.bulletList,
    run: (e) => e.chain().focus().toggleBulletList().run(),
  },
  {
    label: 'Numbered list',
    icon: ListOrdered,
    keys: 'Mod-Shift-7',
    pressed: (s) => s.orderedList,
    run: (e) => e.chain().focus().toggleOrderedList().run(),
  },
  {
    label: 'Quote',
    icon: TextQuote,
    keys: 'Mod-Shift-b',
    pressed: (s) => s.blockquote,
    run: (e) => e.chain().focus().toggleBlockquote().run(),
  },
  {
    label: 'Place a form',
    icon: ClipboardList,
    keys: 'Mod-Alt-f',
    group: true,
    opensDialog: true,
    formsOnly: true,
    run: (_e, _link, openForm) => openForm(),
  },
  {
    label: 'Undo',
    icon: Undo2,
    keys: 'Mod-z',
    group: true,
    disabled: (s) => !s.canUndo,
    run: (e) => e.chain().focus().undo().run(),
  },
  {
    label: 'Redo',
    icon: Redo2,
    keys: 'Mod-Shift-z',
    disabled: (s) => !s.canRedo,
    run: (e) => e.chain().focus().redo().run(),
  },
];

const isApple = () => typeof navigator !== 'undefined' && /Mac|iPhone|iPad/.test(navigator.userAgent);

/** "Mod-Shift-8" as people read it ("Ctrl+Shift+8", "⌘⇧8") and as aria-keyshortcuts wants it. */
function shortcut(keys: string, apple: boolean): { text: string; aria: string } {
  const parts = keys.split('-').map((part) => (part.length === 1 ? part.toUpperCase() : part));
  const names: Record<string, [string, string, string]> = {
    // [apple text, other text, aria name]
    Mod: ['⌘', 'Ctrl', apple ? 'Meta' : 'Control'],
    Alt: ['⌥', 'Alt', 'Alt'],
    Shift: ['⇧', 'Shift', 'Shift'],
  };
  const text = parts.map((p) => names[p]?.[apple ? 0 : 1] ?? p).join(apple ? '' : '+');
  const aria = parts.map((p) => names[p]?.[2] ?? p).join('+');
  return { text, aria };
}

function toolbarState(editor: Editor): ToolbarState {
  return {
    paragraph: editor.isActive('paragraph'),
    h2: editor.isActive('heading', { level: 2 }),
    h3: editor.isActive('heading', { level: 3 }),
    h4: editor.isActive('heading', { level: 4 }),
    bold: editor.isActive('bold'),
    italic: editor.isActive('italic'),
    code: editor.isActive('code'),
    link: editor.isActive('link'),
    bulletList: editor.isActive('bulletList'),
    orderedList: editor.isActive('orderedList'),
    blockquote: editor.isActive('blockquote'),
    canUndo: editor.can().undo(),
    canRedo: editor.can().redo(),
  };
}

const count = (n: number) => n.toLocaleString('en-IN');

/** Below the writing area: what is over a limit, or the characters left once close to it. */
function sizeStatus(doc: RichTextDoc): { text: string; problem: boolean } {
  const size = measureDoc(doc);
  const problem = docSizeProblem(size);
  if (problem) return { text: problem, problem: true };
  if (size.chars > RICH_TEXT_LIMITS.maxChars * 0.8)
    return { text: `${count(size.chars)} of ${count(RICH_TEXT_LIMITS.maxChars)} characters`, problem: false };
  return { text: '', problem: false };
}

export function RichTextEditor({
  value,
  onChange,
  id,
  label,
  'aria-labelledby': labelledBy,
  invalid = false,
  describedBy,
  formBlocks = false,
}: RichTextEditorProps) {
  const tools = formBlocks ? TOOLS : TOOLS.filter((t) => !t.formsOnly);
  const [formOpen, setFormOpen] = useState(false);
  const ownId = useId();
  const editorId = id ?? `${ownId}-editor`;
  const statusId = `${editorId}-status`;
  const [linkOpen, setLinkOpen] = useState(false);
  const [linkHref, setLinkHref] = useState<string | null>(null);
  const [status, setStatus] = useState(() => sizeStatus(value));
  const [apple, setApple] = useState(false);
  const [activeTool, setActiveTool] = useState(0);
  const toolRefs = useRef<(HTMLButtonElement | null)[]>([]);
  const onChangeRef = useRef(onChange);
  onChangeRef.current = onChange;
  /** The document last emitted or loaded, to tell an outside change of `value` from our own echo. */
  const current = useRef(JSON.stringify(value));
  const editorRef = useRef<Editor | null>(null);

  const openLinkDialog = () => {
    const editor = editorRef.current;
    if (!editor) return;
    setLinkHref((editor.getAttributes('link').href as string | undefined) ?? null);
    setLinkOpen(true);
  };
  const openLinkRef = useRef(openLinkDialog);
  openLinkRef.current = openLinkDialog;

  // The writing area's name, description and state live on ProseMirror's element. TipTap compares
  // its options on every render and re-applies them when they differ, so they are memoized here.
  const describedByAll = [describedBy, status.text ? statusId : undefined].filter(Boolean).join(' ');
  const editorProps = useMemo(() => {
    const attributes: Record<string, string> = {
      id: editorId,
      class: 'rich-text rich-text-editor__content',
      role: 'textbox',
      'aria-multiline': 'true',
      'aria-invalid': String(invalid || status.problem),
      spellcheck: 'true',
    };
    if (labelledBy) attributes['aria-labelledby'] = labelledBy;
    else if (label) attributes['aria-label'] = label;
    if (describedByAll) attributes['aria-describedby'] = describedByAll;
    return { attributes, transformPastedHTML: transformPastedHtml };
  }, [editorId, label, labelledBy, invalid, status.problem, describedByAll]);
  const [extensions] = useState(() => richTextExtensions({ openLinkDialog: () => openLinkRef.current() }));
  const [initialContent] = useState(() => sanitizeDoc(value));

  const editor = useEditor({
    extensions,
    content: initialContent,
    // The admin renders on the client, but never let a server render build a view.
    immediatelyRender: false,
    shouldRerenderOnTransaction: false,
    // Our own stylesheet carries ProseMirror's few needed rules: no <style> element is injected.
    injectCSS: false,
    editorProps,
    onUpdate: ({ editor }) => {
      const raw = editor.getJSON();
      const doc = sanitizeDoc(raw);
      current.current = JSON.stringify(doc);
      setStatus(sizeStatus(doc));
      onChangeRef.current(doc);
      // A paste nested deeper than allowed was flattened: show what is kept.
      if (measureDoc(raw).depth > RICH_TEXT_LIMITS.maxDepth)
        queueMicrotask(() => editor.commands.setContent(doc, { emitUpdate: false }));
    },
  });
  editorRef.current = editor;

  const state = useEditorState({ editor, selector: ({ editor }) => (editor ? toolbarState(editor) : null) });

  useEffect(() => setApple(isApple()), []);

  // A new `value` from outside (a reset, a loaded revision) replaces the content.
  useEffect(() => {
    if (!editor) return;
    const json = JSON.stringify(value);
    if (json === current.current) return;
    current.current = json;
    editor.commands.setContent(sanitizeDoc(value), { emitUpdate: false });
    setStatus(sizeStatus(value));
  }, [editor, value]);

  const onToolbarKey = (event: KeyboardEvent<HTMLDivElement>) => {
    const last = tools.length - 1;
    const next = arrowIndex(event.key, activeTool, last, true);
    if (next === null) return;
    event.preventDefault();
    setActiveTool(next);
    toolRefs.current[next]?.focus();
  };

  const closeLink = () => {
    setLinkOpen(false);
    editor?.commands.focus();
  };

  return (
    <div className={`rich-text-editor${invalid || status.problem ? ' rich-text-editor--invalid' : ''}`}>
      <div
        className="rich-text-editor__toolbar"
        role="toolbar"
        aria-label={label ? `${label}: formatting` : 'Formatting'}
        // Only once the writing area (the element with that id) exists: a dangling id is an ARIA error.
        aria-controls={editor ? editorId : undefined}
        onKeyDown={onToolbarKey}
      >
        {tools.map((tool, index) => {
          const keys = shortcut(tool.keys, apple);
          const disabled = !state || (tool.disabled?.(state) ?? false);
          const Icon = tool.icon;
          return (
            <button
              key={tool.label}
              ref={(element) => {
                toolRefs.current[index] = element;
              }}
              type="button"
              className={`rich-text-editor__tool${tool.group ? ' rich-text-editor__tool--group' : ''}${tool.label === 'Link' && state?.link ? ' rich-text-editor__tool--active' : ''}`}
              tabIndex={index === activeTool ? 0 : -1}
              aria-label={tool.label}
              aria-pressed={tool.pressed ? (state ? tool.pressed(state) : false) : undefined}
              aria-haspopup={tool.opensDialog ? 'dialog' : undefined}
              aria-keyshortcuts={keys.aria}
              aria-disabled={disabled || undefined}
              title={`${tool.label} (${keys.text})`}
              // Keep the selection in the writing area while clicking.
              onMouseDown={(event) => event.preventDefault()}
              onClick={() => {
                setActiveTool(index);
                if (editor && !disabled) tool.run(editor, openLinkDialog, () => setFormOpen(true));
              }}
            >
              <Icon aria-hidden="true" focusable="false" size={18} strokeWidth={2} />
            </button>
          );
        })}
      </div>
      {editor ? (
        <EditorContent editor={editor} className="rich-text-editor__frame" />
      ) : (
        <div className="rich-text-editor__frame rich-text-editor__loading" aria-hidden="true" />
      )}
      <p id={statusId} className="rich-text-editor__status" role="status">
        {status.text}
      </p>
      {formBlocks && (
        <FormDialog
          open={formOpen}
          onClose={() => {
            setFormOpen(false);
            editor?.commands.focus();
          }}
          onInsert={(form) => {
            setFormOpen(false);
            // On a line of its own at the top level, after the block the cursor is in.
            if (editor) {
              const { $from } = editor.state.selection;
              const at = $from.depth > 0 ? $from.after(1) : editor.state.doc.content.size;
              editor
                .chain()
                .focus()
                .insertContentAt(at, [{ type: 'formEmbed', attrs: { form } }, { type: 'paragraph' }])
                .run();
            }
          }}
        />
      )}
      <LinkDialog
        open={linkOpen}
        currentHref={linkHref}
        onClose={closeLink}
        onApply={(href) => {
          if (editor) {
            const { empty } = editor.state.selection;
            if (empty && !editor.isActive('link'))
              editor
                .chain()
                .focus()
                .insertContent({ type: 'text', text: href, marks: [{ type: 'link', attrs: { href } }] })
                // Typing on after the new link is not part of it.
                .unsetMark('link')
                .run();
            else editor.chain().focus().extendMarkRange('link').setLink({ href }).run();
          }
          closeLink();
        }}
        onRemove={() => {
          editor?.chain().focus().extendMarkRange('link').unsetLink().run();
          closeLink();
        }}
      />
    </div>
  );
}

export default RichTextEditor;
