/**
 * The rich-text document (docs: PLAN "The rich-text document"): ProseMirror/TipTap JSON restricted to
 * an allowlist, stored as JSON and never as HTML. Pure functions, no zod and no DOM, so a page that
 * only renders imports this module alone; the API's zod schema is in rich-text-schema.ts.
 *
 * - `sanitizeDoc` turns anything (pasted, legacy, the editor's own JSON) into a document of the
 *   allowlist, dropping what is not allowed but keeping its text.
 * - `renderTree` is the one description of the HTML a document becomes; `docToHtml` (server: feeds,
 *   search) and the React renderer (web/src/components/rich-text) both print it, so they agree.
 * - `docToText` / `textToDoc` convert to and from the plain `description` text.
 */

export const RICH_TEXT_LIMITS = {
  /** Characters of text (UTF-16 code units, as every other text limit of the API). */
  maxChars: 20_000,
  /** Nesting of block nodes: a top-level paragraph is 1, a paragraph in a list item 3. */
  maxDepth: 6,
  /** Every node counts: blocks, list items, text runs and hard breaks. */
  maxNodes: 2_000,
  maxHrefLength: 2_000,
  maxListStart: 100_000,
} as const;

export const HEADING_LEVELS = [2, 3, 4] as const;
export type HeadingLevel = (typeof HEADING_LEVELS)[number];

/** Mark order, outermost first (the editor's order too: TipTap ranks the link mark first). */
export const MARK_TYPES = ['link', 'bold', 'italic', 'code'] as const;
export type RichTextMarkType = (typeof MARK_TYPES)[number];
export const BLOCK_TYPES = [
  'paragraph',
  'heading',
  'bulletList',
  'orderedList',
  'blockquote',
  'formEmbed',
] as const;
export const INLINE_TYPES = ['text', 'hardBreak'] as const;

/** `code` stands alone on a run of text (TipTap's code mark excludes every other mark). */
export type RichTextMark =
  | { type: 'bold' }
  | { type: 'italic' }
  | { type: 'code' }
  | { type: 'link'; attrs: { href: string } };

export interface RichTextText {
  type: 'text';
  /** At least one character; no line breaks (those are hardBreak nodes) and no control characters. */
  text: string;
  marks?: RichTextMark[];
}
export interface RichTextHardBreak {
  type: 'hardBreak';
}
export type RichTextInline = RichTextText | RichTextHardBreak;

export interface RichTextParagraph {
  type: 'paragraph';
  content?: RichTextInline[];
}
export interface RichTextHeading {
  type: 'heading';
  attrs: { level: HeadingLevel };
  content?: RichTextInline[];
}
export interface RichTextBulletList {
  type: 'bulletList';
  content: RichTextListItem[];
}
export interface RichTextOrderedList {
  type: 'orderedList';
  /** Present only when the list does not start at 1. */
  attrs?: { start: number };
  content: RichTextListItem[];
}
export type RichTextList = RichTextBulletList | RichTextOrderedList;
export interface RichTextListItem {
  type: 'listItem';
  /** A paragraph first, then paragraphs or nested lists. */
  content: (RichTextParagraph | RichTextList)[];
}
export interface RichTextBlockquote {
  type: 'blockquote';
  content: RichTextBlock[];
}
/**
 * A form staff built (issue 29), shown where the block stands: only at the top level of a document,
 * named by the form's URL name. Its text is no part of the document's (docToText leaves it out).
 */
export interface RichTextFormEmbed {
  type: 'formEmbed';
  attrs: { form: string };
}
export type RichTextBlock =
  | RichTextParagraph
  | RichTextHeading
  | RichTextBulletList
  | RichTextOrderedList
  | RichTextBlockquote
  | RichTextFormEmbed;

/** A form's URL name as a block may name it (the slug rules: lower-case words and dashes). */
const FORM_SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
export const isFormSlug = (value: unknown): value is string =>
  typeof value === 'string' && value.length <= 100 && FORM_SLUG.test(value);

/** The URL names of the forms a document shows, in order, each once. */
export function formsInDoc(doc: RichTextDoc | null | undefined): string[] {
  const out: string[] = [];
  for (const block of doc?.content ?? [])
    if (block.type === 'formEmbed' && isFormSlug(block.attrs?.form) && !out.includes(block.attrs.form))
      out.push(block.attrs.form);
  return out;
}

export interface RichTextDoc {
  type: 'doc';
  /** At least one block. */
  content: RichTextBlock[];
}

/** The document of an empty editor. */
export const emptyDoc = (): RichTextDoc => ({ type: 'doc', content: [{ type: 'paragraph' }] });

// --- links ------------------------------------------------------------------------------------------

/**
 * Whitespace, control and invisible format characters (browsers drop some of them before reading a
 * scheme: "java\tscript:") and backslashes (read as "/" in web addresses: "/\evil.example") are
 * refused anywhere in a link.
 */
const UNSAFE_HREF_CHAR = /[\s\p{Cc}\p{Cf}\\]/u;

/**
 * A link the site may print: http(s) with a host, mailto:, tel:, or a path on this site starting with
 * exactly one "/". Everything else (javascript:, data:, vbscript:, "//host", relative paths) is refused.
 */
export function isSafeHref(href: unknown): href is string {
  if (typeof href !== 'string' || href.length === 0 || href.length > RICH_TEXT_LIMITS.maxHrefLength)
    return false;
  if (UNSAFE_HREF_CHAR.test(href)) return false;
  if (href.startsWith('/')) return href[1] !== '/';
  const scheme = /^([a-z][a-z0-9+.-]*):/i.exec(href)?.[1]?.toLowerCase();
  // A host right after "//", and no user part ("https://our-site.example@evil.example" reads like ours).
  if (scheme === 'http' || scheme === 'https') return /^https?:\/\/[^/?#@:][^/?#@]*(?:[/?#]|$)/i.test(href);
  if (scheme === 'mailto') return href.length > 'mailto:'.length;
  if (scheme === 'tel') return /^tel:\+?[0-9().-]+$/i.test(href) && /[0-9]/.test(href);
  return false;
}

/** A link from pasted or stored input: surrounding whitespace trimmed, then `isSafeHref`; else null. */
export function sanitizeHref(href: unknown): string | null {
  if (typeof href !== 'string') return null;
  const trimmed = href.trim();
  return isSafeHref(trimmed) ? trimmed : null;
}

/**
 * What a person typed into a link field: "example.com/page" becomes https://…, "name@example.com"
 * becomes mailto:…; null when the result is not a safe link.
 */
export function hrefFromInput(input: string): string | null {
  const value = input.trim();
  if (/^[^\s@/:]+@[^\s@/:]+\.[^\s@/:]+$/.test(value)) return sanitizeHref(`mailto:${value}`);
  if (/^(?:[a-z0-9-]+\.)+[a-z]{2,}(?::\d+)?(?:[/?#]\S*)?$/i.test(value))
    return sanitizeHref(`https://${value}`);
  return sanitizeHref(value);
}

/** The message shown when a link is refused (the API's and the editor's). */
export const UNSAFE_HREF_MESSAGE =
  'A link must start with https://, http://, mailto: or tel:, or be a path on this site starting with /';

/** Absolute http(s) links to another origin; without `siteOrigin`, every absolute http(s) link. */
export function isExternalHref(href: string, siteOrigin?: string): boolean {
  const origin = originOf(href);
  return origin !== null && origin !== (siteOrigin ? originOf(siteOrigin) : null);
}

/** "https://host:port" of an absolute http(s) address, lower-cased; null for anything else. */
function originOf(href: string): string | null {
  return /^https?:\/\/[^/?#]+/i.exec(href)?.[0].toLowerCase() ?? null;
}

// --- size -------------------------------------------------------------------------------------------

export interface RichTextSize {
  nodes: number;
  depth: number;
  chars: number;
}

type Json = Record<string, unknown>;
const isRecord = (value: unknown): value is Json =>
  typeof value === 'object' && value !== null && !Array.isArray(value);
const isInlineType = (type: unknown) => type === 'text' || type === 'hardBreak';

/**
 * Counts nodes, block depth and text of any input without recursion, and stops once it is past
 * `maxNodes`, so a hostile input costs no more than a valid one (the schema runs this before it
 * looks at the structure, so a document nested 10,000 deep never reaches a recursive parser).
 */
export function measureDoc(input: unknown): RichTextSize {
  const size: RichTextSize = { nodes: 0, depth: 0, chars: 0 };
  const stack: [unknown, number][] = [];
  const push = (parent: unknown, depth: number) => {
    const content = isRecord(parent) ? parent.content : undefined;
    if (!Array.isArray(content)) return;
    size.nodes += content.length;
    if (size.nodes > RICH_TEXT_LIMITS.maxNodes) return;
    for (const child of content) stack.push([child, depth]);
  };
  push(input, 1);
  while (stack.length > 0 && size.nodes <= RICH_TEXT_LIMITS.maxNodes) {
    const [node, depth] = stack.pop()!;
    if (!isRecord(node)) continue;
    if (typeof node.text === 'string') size.chars += node.text.length;
    if (isInlineType(node.type)) continue;
    size.depth = Math.max(size.depth, depth);
    push(node, depth + 1);
  }
  return size;
}

const count = (n: number) => n.toLocaleString('en-IN');

/** What is over a limit, as a sentence, or null. The schema and the editor say the same. */
export function docSizeProblem(size: RichTextSize): string | null {
  const { maxNodes, maxDepth, maxChars } = RICH_TEXT_LIMITS;
  if (size.nodes > maxNodes)
    return `The text has too many parts: at most ${count(maxNodes)} paragraphs, list items and formatted runs. Split it into more sections.`;
  if (size.depth > maxDepth) return `Lists and quotes are nested too deeply: at most ${maxDepth} levels.`;
  if (size.chars > maxChars)
    return `The text is too long: ${count(size.chars)} characters, at most ${count(maxChars)}.`;
  return null;
}

// --- sanitize ---------------------------------------------------------------------------------------

/** Control characters other than tab and line breaks (line breaks become hardBreak nodes). */
const CONTROL_CHARS = /[^\P{Cc}\t\n\r]/gu;
const LINE_BREAKS = /\r\n?|[\u2028\u2029]/g;
/** Recursion through unknown wrapper nodes beyond this is flattened without recursion. */
const MAX_HOPS = 32;

/** ProseMirror's own names (bullet_list, strong, em) read as TipTap's. */
const ALIASES: Record<string, string> = { strong: 'bold', em: 'italic' };
function typeOf(node: Json): string {
  const type =
    typeof node.type === 'string' ? node.type.replace(/_([a-z])/g, (_, c: string) => c.toUpperCase()) : '';
  return ALIASES[type] ?? type;
}
const childrenOf = (node: Json): unknown[] => (Array.isArray(node.content) ? node.content : []);

function sanitizeMarks(raw: unknown): RichTextMark[] {
  if (!Array.isArray(raw)) return [];
  const found = new Map<RichTextMarkType, RichTextMark>();
  for (const mark of raw) {
    if (!isRecord(mark)) continue;
    const type = typeOf(mark);
    if (type === 'bold' || type === 'italic' || type === 'code') found.set(type, { type });
    else if (type === 'link' && !found.has('link')) {
      const href = sanitizeHref(isRecord(mark.attrs) ? mark.attrs.href : undefined);
      if (href) found.set('link', { type: 'link', attrs: { href } });
    }
  }
  if (found.has('code')) return [{ type: 'code' }];
  return MARK_TYPES.flatMap((type) => found.get(type) ?? []);
}

const sameMarks = (a: RichTextMark[] = [], b: RichTextMark[] = []) =>
  a.length === b.length && a.every((mark, i) => sameMark(mark, b[i]));
const sameMark = (a: RichTextMark, b: RichTextMark | undefined) =>
  !!b && a.type === b.type && (a.type !== 'link' || (b.type === 'link' && a.attrs.href === b.attrs.href));

/** Text of one run: line breaks become hardBreaks, control characters go, adjacent equal runs merge. */
function pushText(out: RichTextInline[], raw: string, marks: RichTextMark[]) {
  const lines = raw.replace(LINE_BREAKS, '\n').replace(CONTROL_CHARS, '').split('\n');
  lines.forEach((line, i) => {
    if (i > 0) out.push({ type: 'hardBreak' });
    if (line === '') return;
    const last = out.at(-1);
    if (last?.type === 'text' && sameMarks(last.marks, marks)) last.text += line;
    else out.push(marks.length > 0 ? { type: 'text', text: line, marks } : { type: 'text', text: line });
  });
}

/**
 * Inline content of anything, without recursion: text and hard breaks are kept, the text inside
 * unknown or misplaced nodes is lifted, everything else is dropped.
 */
function sanitizeInline(nodes: unknown[]): RichTextInline[] {
  const out: RichTextInline[] = [];
  const stack = [...nodes].reverse();
  while (stack.length > 0) {
    const node = stack.pop();
    if (!isRecord(node)) continue;
    const type = typeOf(node);
    if (type === 'hardBreak') out.push({ type: 'hardBreak' });
    else if (typeof node.text === 'string') pushText(out, node.text, sanitizeMarks(node.marks));
    else for (const child of [...childrenOf(node)].reverse()) stack.push(child);
  }
  return out;
}

const paragraph = (content: RichTextInline[]): RichTextParagraph =>
  content.length > 0 ? { type: 'paragraph', content } : { type: 'paragraph' };

function headingLevel(attrs: unknown): HeadingLevel {
  const level = Math.round(Number(isRecord(attrs) ? attrs.level : Number.NaN));
  if (!Number.isFinite(level)) return 2;
  return Math.min(4, Math.max(2, level)) as HeadingLevel;
}

function listStart(attrs: unknown): number | undefined {
  const start = Number(isRecord(attrs) ? attrs.start : undefined);
  return Number.isInteger(start) && start > 1 ? Math.min(start, RICH_TEXT_LIMITS.maxListStart) : undefined;
}

/**
 * Paragraphs and headings of a subtree in reading order, without recursion: how a list or quote
 * that would nest too deeply (or a chain of unknown wrappers) is kept.
 */
function flatten(nodes: unknown[]): (RichTextParagraph | RichTextHeading)[] {
  const out: (RichTextParagraph | RichTextHeading)[] = [];
  let loose: unknown[] = [];
  const flush = () => {
    const content = sanitizeInline(loose);
    if (content.length > 0) out.push(paragraph(content));
    loose = [];
  };
  const stack = [...nodes].reverse();
  while (stack.length > 0) {
    const node = stack.pop();
    if (!isRecord(node)) continue;
    const type = typeOf(node);
    if (type === 'text' || type === 'hardBreak' || (typeof node.text === 'string' && !node.content)) {
      loose.push(node);
      continue;
    }
    flush();
    if (type === 'paragraph') out.push(paragraph(sanitizeInline(childrenOf(node))));
    else if (type === 'heading')
      out.push({ type: 'heading', attrs: { level: headingLevel(node.attrs) }, ...inlineContent(node) });
    else for (const child of [...childrenOf(node)].reverse()) stack.push(child);
  }
  flush();
  return out;
}

function inlineContent(node: Json): { content?: RichTextInline[] } {
  const content = sanitizeInline(childrenOf(node));
  return content.length > 0 ? { content } : {};
}

/** A list item: a paragraph first, then only paragraphs and lists (headings and quotes become paragraphs). */
function listItem(nodes: unknown[], depth: number, hops: number): RichTextListItem {
  const content: RichTextListItem['content'] = [];
  for (const block of sanitizeBlocks(nodes, depth + 1, hops + 1)) {
    if (block.type === 'paragraph' || block.type === 'bulletList' || block.type === 'orderedList')
      content.push(block);
    else if (block.type === 'heading') content.push(paragraph(block.content ?? []));
    else if (block.type === 'blockquote')
      for (const inner of flatten(block.content))
        content.push(inner.type === 'heading' ? paragraph(inner.content ?? []) : inner);
  }
  if (content[0]?.type !== 'paragraph') content.unshift({ type: 'paragraph' });
  return { type: 'listItem', content };
}

function sanitizeBlock(node: Json, type: string, depth: number, hops: number): RichTextBlock[] {
  if (hops > MAX_HOPS) return flatten([node]);
  const children = childrenOf(node);
  switch (type) {
    case 'paragraph':
      return [paragraph(sanitizeInline(children))];
    case 'heading':
      return [{ type: 'heading', attrs: { level: headingLevel(node.attrs) }, ...inlineContent(node) }];
    case 'bulletList':
    case 'orderedList': {
      // The list, its items and the items' paragraphs must all fit.
      if (depth + 2 > RICH_TEXT_LIMITS.maxDepth) return flatten(children);
      const items = children.map((child) =>
        isRecord(child) && typeOf(child) === 'listItem'
          ? listItem(childrenOf(child), depth + 1, hops + 1)
          : listItem([child], depth + 1, hops + 1),
      );
      if (items.length === 0) return [];
      if (type === 'bulletList') return [{ type: 'bulletList', content: items }];
      const start = listStart(node.attrs);
      return [{ type: 'orderedList', ...(start ? { attrs: { start } } : {}), content: items }];
    }
    case 'formEmbed': {
      // Only at the top level, naming a form by a valid URL name; anywhere else it is dropped.
      const form = isRecord(node.attrs) ? node.attrs.form : undefined;
      return depth === 1 && isFormSlug(form) ? [{ type: 'formEmbed', attrs: { form } }] : [];
    }
    case 'blockquote': {
      if (depth + 1 > RICH_TEXT_LIMITS.maxDepth) return flatten(children);
      const content = sanitizeBlocks(children, depth + 1, hops + 1);
      return content.length > 0 ? [{ type: 'blockquote', content }] : [];
    }
    default:
      // A list item out of its list, or an unknown node (image, table, code block…): its content stays.
      return sanitizeBlocks(children, depth, hops + 1);
  }
}

function sanitizeBlocks(nodes: unknown[], depth: number, hops: number): RichTextBlock[] {
  const out: RichTextBlock[] = [];
  let loose: unknown[] = [];
  const flush = () => {
    const content = sanitizeInline(loose);
    if (content.length > 0) out.push(paragraph(content));
    loose = [];
  };
  for (const node of nodes) {
    if (!isRecord(node)) continue;
    const type = typeOf(node);
    // Inline content at block level (a bare text run, or an unknown node that carries text) is gathered into a paragraph.
    if (type === 'text' || type === 'hardBreak' || (typeof node.text === 'string' && !node.content)) {
      loose.push(node);
      continue;
    }
    flush();
    out.push(...sanitizeBlock(node, type, depth, hops));
  }
  flush();
  return out;
}

/**
 * Any input as a document of the allowlist: unknown nodes and marks go but their text stays, unsafe
 * links lose the mark (not the text), attributes other than heading level, list start and link href
 * vanish, headings outside 2–4 are moved into range, lists and quotes nested too deeply become
 * paragraphs, a string becomes paragraphs (`textToDoc`). Size limits are not applied here: they are
 * reported by the schema and the editor, never silently enforced by cutting text.
 */
export function sanitizeDoc(input: unknown): RichTextDoc {
  if (typeof input === 'string') return textToDoc(input);
  const roots =
    isRecord(input) && typeOf(input) === 'doc'
      ? childrenOf(input)
      : Array.isArray(input)
        ? input
        : isRecord(input)
          ? [input]
          : [];
  const content = sanitizeBlocks(roots, 1, 0);
  return { type: 'doc', content: content.length > 0 ? content : [{ type: 'paragraph' }] };
}

// --- plain text -------------------------------------------------------------------------------------

/**
 * The canonical form of a plain text: line breaks as "\n", control characters removed, blocks
 * separated by exactly one blank line, no blank lines at the start or end.
 * `docToText(textToDoc(text)) === normalizePlainText(text)`.
 */
export function normalizePlainText(text: string): string {
  const blocks: string[][] = [[]];
  for (const line of text.replace(LINE_BREAKS, '\n').replace(CONTROL_CHARS, '').split('\n')) {
    if (line.trim() === '') {
      if (blocks.at(-1)!.length > 0) blocks.push([]);
    } else blocks.at(-1)!.push(line);
  }
  return blocks
    .filter((lines) => lines.length > 0)
    .map((lines) => lines.join('\n'))
    .join('\n\n');
}

/** Blank-line-separated blocks become paragraphs, single line breaks hardBreaks; '' one empty paragraph. */
export function textToDoc(text: string): RichTextDoc {
  const normalized = normalizePlainText(text);
  if (normalized === '') return emptyDoc();
  return {
    type: 'doc',
    content: normalized.split('\n\n').map((block) => {
      const content: RichTextInline[] = [];
      pushText(content, block, []);
      return paragraph(content);
    }),
  };
}

function inlineText(content: RichTextInline[] = []): string {
  return content.map((node) => (node.type === 'text' ? node.text : '\n')).join('');
}

/** Lines of a list: "- " or "3. " before each item's first line, its further lines indented to match. */
function listLines(list: RichTextList): string[] {
  const start = list.type === 'orderedList' ? (list.attrs?.start ?? 1) : 1;
  return list.content.flatMap((item, i) => {
    const marker = list.type === 'orderedList' ? `${start + i}. ` : '- ';
    const lines = item.content.flatMap((block) =>
      block.type === 'paragraph' ? inlineText(block.content).split('\n') : listLines(block),
    );
    const indent = ' '.repeat(marker.length);
    return lines.map((line, j) => (j === 0 ? marker : indent) + line);
  });
}

function blockTexts(blocks: RichTextBlock[]): string[] {
  return blocks.flatMap((block) => {
    if (block.type === 'paragraph' || block.type === 'heading') return [inlineText(block.content)];
    if (block.type === 'blockquote') return blockTexts(block.content);
    if (block.type === 'formEmbed') return [];
    return [listLines(block).join('\n')];
  });
}

/**
 * The document as plain text (a section's `description`, search, feeds): blocks separated by a
 * blank line, each list item on its own line after "- " or its number. Always normalized.
 */
export function docToText(doc: RichTextDoc): string {
  return normalizePlainText(blockTexts(sanitizeDoc(doc).content).join('\n\n'));
}

// --- HTML -------------------------------------------------------------------------------------------

export interface RenderOptions {
  /** The site's origin (https://vyomainfotech.example): links elsewhere get rel="noopener noreferrer". Without it every absolute http(s) link does. */
  siteOrigin?: string;
}

export type RichTextElement =
  | {
      tag: 'p' | 'h2' | 'h3' | 'h4' | 'ul' | 'li' | 'blockquote' | 'strong' | 'em' | 'code';
      children: RichTextRenderNode[];
    }
  | { tag: 'ol'; start?: number; children: RichTextRenderNode[] }
  | { tag: 'a'; href: string; rel?: 'noopener noreferrer'; children: RichTextRenderNode[] }
  | { tag: 'br' }
  /** A form block: pages show the form itself; HTML (feeds) a link to the form's page. */
  | { tag: 'form'; form: string };
/** A string is text (to be escaped by whoever prints it). */
export type RichTextRenderNode = string | RichTextElement;

const MARK_TAG = { bold: 'strong', italic: 'em', code: 'code' } as const;

/**
 * Inline nodes as nested elements. A mark stays open over consecutive runs that start with it (and
 * over hard breaks between them), so a link that is partly bold is one <a>, not several.
 */
function inlineTree(nodes: RichTextInline[], options: RenderOptions): RichTextRenderNode[] {
  const out: RichTextRenderNode[] = [];
  const pushString = (text: string) => {
    const last = out.length - 1;
    if (typeof out[last] === 'string') out[last] += text;
    else out.push(text);
  };
  let i = 0;
  while (i < nodes.length) {
    const node = nodes[i]!;
    if (node.type === 'hardBreak') {
      out.push({ tag: 'br' });
      i++;
      continue;
    }
    const [mark, ...rest] = node.marks ?? [];
    if (!mark) {
      pushString(node.text);
      i++;
      continue;
    }
    const run: RichTextInline[] = [
      rest.length > 0 ? { ...node, marks: rest } : { type: 'text', text: node.text },
    ];
    let j = i + 1;
    let breaks: RichTextInline[] = [];
    for (; j < nodes.length; j++) {
      const next = nodes[j]!;
      if (next.type === 'hardBreak') {
        breaks.push(next);
        continue;
      }
      const [first, ...others] = next.marks ?? [];
      if (!first || !sameMark(mark, first)) break;
      run.push(...breaks, others.length > 0 ? { ...next, marks: others } : { type: 'text', text: next.text });
      breaks = [];
    }
    // Hard breaks after the last run that continued the mark belong outside it.
    j -= breaks.length;
    const children = inlineTree(run, options);
    if (mark.type === 'link') {
      const external = isExternalHref(mark.attrs.href, options.siteOrigin);
      out.push(
        external
          ? { tag: 'a', href: mark.attrs.href, rel: 'noopener noreferrer', children }
          : { tag: 'a', href: mark.attrs.href, children },
      );
    } else out.push({ tag: MARK_TAG[mark.type], children });
    i = j;
  }
  return out;
}

function blockTree(blocks: RichTextBlock[], options: RenderOptions): RichTextElement[] {
  return blocks.map((block): RichTextElement => {
    if (block.type === 'paragraph') return { tag: 'p', children: inlineTree(block.content ?? [], options) };
    if (block.type === 'heading')
      return { tag: `h${block.attrs.level}`, children: inlineTree(block.content ?? [], options) };
    if (block.type === 'blockquote')
      return { tag: 'blockquote', children: blockTree(block.content, options) };
    if (block.type === 'formEmbed') return { tag: 'form', form: block.attrs.form };
    const items: RichTextElement[] = block.content.map((item) => ({
      tag: 'li',
      children: blockTree(item.content, options),
    }));
    if (block.type === 'bulletList') return { tag: 'ul', children: items };
    const start = block.attrs?.start;
    return start && start !== 1 ? { tag: 'ol', start, children: items } : { tag: 'ol', children: items };
  });
}

/** The elements a document renders as (after `sanitizeDoc`: a second line of defence). */
export function renderTree(doc: RichTextDoc, options: RenderOptions = {}): RichTextElement[] {
  return blockTree(sanitizeDoc(doc).content, options);
}

const ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#x27;',
};
/** The same escaping as React's server renderer, so both print identical HTML. */
export const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => ESCAPES[c]!);

function printNode(node: RichTextRenderNode): string {
  if (typeof node === 'string') return escapeHtml(node);
  if (node.tag === 'br') return '<br/>';
  if (node.tag === 'form')
    return `<p><a href="/forms/${escapeHtml(encodeURIComponent(node.form))}">${FORM_LINK_TEXT}</a></p>`;
  let open: string = node.tag;
  if (node.tag === 'a')
    open += ` href="${escapeHtml(node.href)}"${node.rel ? ` rel="${escapeHtml(node.rel)}"` : ''}`;
  else if (node.tag === 'ol' && node.start !== undefined) open += ` start="${node.start}"`;
  return `<${open}>${node.children.map(printNode).join('')}</${node.tag}>`;
}

/** What a form block says where the form itself cannot be shown (feeds, structured data). */
export const FORM_LINK_TEXT = 'Fill in the form on our site';

/** HTML of a document from the allowlist only, every text and attribute escaped. */
export function docToHtml(doc: RichTextDoc, options: RenderOptions = {}): string {
  return renderTree(doc, options).map(printNode).join('');
}
