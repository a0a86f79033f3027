/**
 * The editor's TipTap schema: exactly the allowlist of the stored document (contract rich-text.ts)
 * and nothing more, so what a person types or pastes already fits, and `sanitizeDoc` on every change
 * only tidies attributes. Each extension is TipTap's own, narrowed where its default allows more.
 */
import { Extension, type Extensions, Node } from '@tiptap/core';
import Blockquote from '@tiptap/extension-blockquote';
import Bold from '@tiptap/extension-bold';
import Code from '@tiptap/extension-code';
import Document from '@tiptap/extension-document';
import HardBreak from '@tiptap/extension-hard-break';
import Heading from '@tiptap/extension-heading';
import Italic from '@tiptap/extension-italic';
import Link from '@tiptap/extension-link';
import { BulletList } from '@tiptap/extension-list/bullet-list';
import { ListItem } from '@tiptap/extension-list/item';
import { OrderedList } from '@tiptap/extension-list/ordered-list';
import Paragraph from '@tiptap/extension-paragraph';
import Text from '@tiptap/extension-text';
// Subpaths, not the packages' index: the rest (task lists, cursors) would come along.
import { UndoRedo } from '@tiptap/extensions/undo-redo';
import type { Node as PmNode } from '@tiptap/pm/model';
import { Plugin } from '@tiptap/pm/state';
import { HEADING_LEVELS, RICH_TEXT_LIMITS, sanitizeHref } from '@vyoma/contract/rich-text';

/** Deepest textblock: a top-level paragraph is 1, a paragraph in a list item 3 (as `measureDoc`). */
export function blockDepth(doc: PmNode): number {
  let max = 0;
  doc.descendants((node, pos) => {
    if (!node.isTextblock) return true;
    max = Math.max(max, doc.resolve(pos).depth + 1);
    return false;
  });
  return max;
}

/**
 * Typing or Tab cannot nest lists and quotes deeper than the document allows (the step is simply
 * not taken). A paste or drop may: the editor then flattens it through `sanitizeDoc`.
 */
const DepthLimit = Extension.create({
  name: 'depthLimit',
  addProseMirrorPlugins() {
    return [
      new Plugin({
        filterTransaction: (tr) =>
          !tr.docChanged ||
          tr.getMeta('paste') === true ||
          tr.getMeta('uiEvent') === 'drop' ||
          blockDepth(tr.doc) <= RICH_TEXT_LIMITS.maxDepth,
      }),
    ];
  },
});

/** Mod-k opens the link dialog (TipTap's link extension has no shortcut of its own). */
const LinkShortcut = Extension.create<{ open: () => void }>({
  name: 'linkShortcut',
  addOptions: () => ({ open: () => {} }),
  addKeyboardShortcuts() {
    return {
      'Mod-k': () => {
        this.options.open();
        return true;
      },
    };
  },
});

/**
 * A form block (issue 29): one line naming the form, placed at the top level only (the document
 * allows it nowhere else), shown as the form itself on the page.
 */
export const FormEmbed = Node.create({
  name: 'formEmbed',
  group: 'formBlock',
  atom: true,
  selectable: true,
  addAttributes: () => ({
    form: {
      default: null,
      parseHTML: (element: HTMLElement) => element.getAttribute('data-form-embed'),
      renderHTML: (attributes: { form?: string | null }) => ({ 'data-form-embed': attributes.form }),
    },
  }),
  parseHTML: () => [{ tag: 'div[data-form-embed]' }],
  renderHTML: ({ node, HTMLAttributes }) => [
    'div',
    { ...HTMLAttributes, class: 'rich-text-editor__form', contenteditable: 'false' },
    `Form: ${String(node.attrs.form ?? '')}`,
  ],
});

export function richTextExtensions({ openLinkDialog }: { openLinkDialog: () => void }): Extensions {
  return [
    // Blocks, and form blocks at the top level (not in quotes or lists).
    Document.extend({ content: '(block | formBlock)+' }),
    FormEmbed,
    Paragraph,
    Text,
    Heading.extend({
      addAttributes: () => ({ level: { default: 2, rendered: false } }),
      // A pasted h1 is the page title's level elsewhere: here it becomes the top level, h5/h6 the lowest.
      parseHTML: () => [
        { tag: 'h1', attrs: { level: 2 } },
        ...HEADING_LEVELS.map((level) => ({ tag: `h${level}`, attrs: { level } })),
        { tag: 'h5', attrs: { level: 4 } },
        { tag: 'h6', attrs: { level: 4 } },
      ],
    }).configure({ levels: [...HEADING_LEVELS] }),
    Bold,
    Italic,
    Code,
    Link.extend({
      // Only the address is kept; target, rel, class and title of pasted links are not.
      addAttributes: () => ({
        href: {
          default: null,
          parseHTML: (element: HTMLElement) => sanitizeHref(element.getAttribute('href')),
        },
      }),
    }).configure({
      openOnClick: false,
      autolink: true,
      linkOnPaste: true,
      defaultProtocol: 'https',
      HTMLAttributes: { target: null, rel: 'noopener noreferrer nofollow', class: null },
      // Every link, typed, pasted or auto-detected, passes the site's check.
      isAllowedUri: (url) => sanitizeHref(url) !== null,
      validate: (url) => sanitizeHref(url) !== null,
    }),
    BulletList,
    OrderedList.extend({
      // `start` only: the list-style type of pasted lists is not kept.
      addAttributes: () => ({
        start: {
          default: 1,
          parseHTML: (element: HTMLElement) => {
            const start = Number.parseInt(element.getAttribute('start') ?? '', 10);
            return Number.isInteger(start) && start >= 1 ? Math.min(start, RICH_TEXT_LIMITS.maxListStart) : 1;
          },
        },
      }),
    }),
    // A list item holds paragraphs and lists only (no headings or quotes), like the stored document.
    ListItem.extend({ content: 'paragraph (paragraph | bulletList | orderedList)*' }),
    Blockquote,
    HardBreak,
    UndoRedo,
    DepthLimit,
    LinkShortcut.configure({ open: openLinkDialog }),
  ];
}
