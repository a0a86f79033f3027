/**
 * Golden HTML of the public pages (decision 0062 §1.8): what each page renders, kept in
 * server/test/fixtures/page-html/, so a page moved from code to block documents can prove it still
 * renders the same at the same URL. A capture holds the parts a visitor, a search engine or a share
 * preview sees: the title, the page's meta tags and canonical link, its JSON-LD (pretty-printed, keys
 * sorted) and its <main> element, one element a line (a drawing's content as a digest). What changes
 * from one build or run to the next is normalised: asset hashes, React's comment markers and useId
 * values, data-block* attributes, nonces, the ids of seeded records and dates from the clock.
 *
 * scripts/capture-page-html.ts writes the files; server/test/api/pages.test.ts compares every page
 * with its file.
 */
import { createHash } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { PUBLIC_STATIC_PATHS } from '@vyoma/contract';
import { REPO_ROOT } from './repo-root.ts';

export const PAGE_HTML_DIR = path.join(REPO_ROOT, 'server/test/fixtures/page-html');

/** What a failed comparison tells the reader. */
export const CAPTURE_HINT =
  'run `node --import tsx scripts/capture-page-html.ts` if the change is intended, and commit the files';

/** A capture's first line names its path, so a page keeps its file after it leaves PUBLIC_STATIC_PATHS. */
const HEADER = /^<!-- (\/\S*) -->\n/;

/**
 * The file of a path: `/` is home.html, `/appdevelopment/ionic-app-development` is
 * appdevelopment--ionic-app-development.html.
 */
export function goldenFileName(pagePath: string): string {
  return `${pagePath === '/' ? 'home' : pagePath.slice(1).split('/').join('--')}.html`;
}

export interface GoldenPage {
  path: string;
  file: string;
  text: string;
}

/** The committed captures, by their file names. */
export function readGoldenPages(): GoldenPage[] {
  let files: string[] = [];
  try {
    files = readdirSync(PAGE_HTML_DIR).filter((f) => f.endsWith('.html'));
  } catch {
    return [];
  }
  return files.sort().map((file) => {
    const text = readFileSync(path.join(PAGE_HTML_DIR, file), 'utf8');
    const pagePath = text.match(HEADER)?.[1];
    if (!pagePath) throw new Error(`${file}: its first line must be <!-- /its-path -->`);
    return { path: pagePath, file, text };
  });
}

/**
 * The paths to capture: every public page without an id, and every page already captured (a page
 * that moved to a block document keeps its golden file; delete a file by hand when its page goes).
 */
export function pagesToCapture(): string[] {
  return [...new Set([...PUBLIC_STATIC_PATHS, ...readGoldenPages().map((g) => g.path)])];
}

/** The normalised capture of a page's HTML (the whole document as the server sent it). */
export function capturePageHtml(pagePath: string, html: string): string {
  const ids = new Ids();
  const head = html.slice(0, html.indexOf('</head>'));
  const lines = [`<!-- ${pagePath} -->`];
  lines.push(...headTags(head).map((tag) => normalise(tag, ids)));
  for (const json of jsonLd(html)) {
    lines.push('<script type="application/ld+json">', normalise(json, ids), '</script>');
  }
  const start = html.indexOf('<main');
  const end = html.indexOf('</main>');
  if (start < 0 || end < start) throw new Error(`${pagePath}: the page has no <main> element`);
  // JSON-LD is listed above, wherever the page puts it; <main> is compared without it.
  const main = html.slice(start, end + '</main>'.length).replace(JSON_LD, '');
  lines.push(...format(parse(normalise(main, ids))));
  return `${lines.join('\n')}\n`;
}

// --- the head ---------------------------------------------------------------------------------------

/** Meta tags of a page's own (not the site's viewport, charset or theme colour). */
const PAGE_META = /^(?:description|keywords|robots|og:.+|twitter:.+)$/;

function headTags(head: string): string[] {
  const tags: string[] = [];
  const title = head.match(/<title>[\s\S]*?<\/title>/);
  if (title) tags.push(title[0]);
  for (const m of head.matchAll(/<meta\s[^>]*>|<link\s[^>]*>/g)) {
    const tag = m[0];
    if (tag.startsWith('<link')) {
      if (/\srel="canonical"/.test(tag)) tags.push(tag);
    } else {
      const key = tag.match(/\s(?:name|property)="([^"]*)"/)?.[1];
      if (key && PAGE_META.test(key)) tags.push(tag);
    }
  }
  return tags;
}

const JSON_LD = /<script type="application\/ld\+json"[^>]*>([\s\S]*?)<\/script>/g;

/** Every JSON-LD block of the document, pretty-printed with its keys sorted (their order means nothing). */
function jsonLd(html: string): string[] {
  return [...html.matchAll(JSON_LD)].map((m) => JSON.stringify(sortKeys(JSON.parse(m[1]!)), null, 2));
}

function sortKeys(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(sortKeys);
  if (value && typeof value === 'object')
    return Object.fromEntries(
      Object.keys(value)
        .sort()
        .map((k) => [k, sortKeys((value as Record<string, unknown>)[k])]),
    );
  return value;
}

// --- what varies between builds and runs -------------------------------------------------------------

/** Stand-ins numbered in order of first appearance, so a value used twice stays one value. */
class Ids {
  private readonly seen = new Map<string, string>();
  private readonly counts = new Map<string, number>();
  of(kind: string, value: string): string {
    const key = `${kind}:${value}`;
    let id = this.seen.get(key);
    if (!id) {
      const n = (this.counts.get(kind) ?? 0) + 1;
      this.counts.set(kind, n);
      id = `${kind}-${n}`;
      this.seen.set(key, id);
    }
    return id;
  }
}

const UUID = /[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}/g;
/**
 * React's useId values: «r1» (React 19.0), _R_1_ (19.1 on), :r1: (18); a block's render prefixes its
 * own with its place (_b2-R_0_, render.server.tsx).
 */
const REACT_ID = /«[rR][0-9a-zA-Z]*»|_(?:b[0-9]+-)?[rR]_[0-9a-zA-Z]*_|:[rR][0-9a-zA-Z]*:/g;
/** A Vite asset name: its 8-character content hash before the extension. */
const ASSET_HASH = /(\/assets\/[\w./-]*?)-[\w-]{8}(\.\w+)/g;
const ISO_TIME = /\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(?:\.\d+)?(?:Z|[+-]\d{2}:\d{2})?/g;
/** A date shown in the page (the legal pages' "Last updated", the day the demo content was seeded). */
const TIME_ELEMENT = /<time dateTime="[^"]*">[^<]*<\/time>/g;
/** React's markers between text nodes and around Suspense boundaries: <!-- -->, <!--$-->, <!--/$-->. */
const COMMENT = /<!--[\s\S]*?-->/g;
const VOLATILE_ATTRIBUTE = /\s(?:data-block[\w-]*|nonce)="[^"]*"/g;

function normalise(text: string, ids: Ids): string {
  return text
    .replace(COMMENT, '')
    .replace(/<[a-zA-Z][^>]*>/g, (tag) => tag.replace(VOLATILE_ATTRIBUTE, ''))
    .replace(ASSET_HASH, '$1$2')
    .replace(TIME_ELEMENT, '<time dateTime="{date}">{date}</time>')
    .replace(ISO_TIME, '{time}')
    .replace(UUID, (v) => ids.of('uuid', v))
    .replace(REACT_ID, (v) => ids.of('react-id', v));
}

// --- a small formatter for React's server HTML -------------------------------------------------------

type Node = string | Element;
interface Element {
  name: string;
  /** The opening tag as written, `<a href="/">`. */
  open: string;
  children: Node[];
  /** Written as <img/>: no closing tag. */
  selfClosing: boolean;
}

const VOID = new Set('area br col embed hr img input link meta source track wbr'.split(' '));
/** Elements whose content is printed as it is: raw text, or text whose white space counts. */
const VERBATIM = new Set(['script', 'style', 'textarea', 'pre']);
/** Elements that flow inside a line of text: an element of only these and text is printed on one line. */
const INLINE = new Set([
  ...'a abbr b bdi bdo br cite code data dfn em i kbd mark q s samp small span strong sub'.split(' '),
  ...'sup time u var wbr'.split(' '),
]);

const TOKEN = /<\/([a-zA-Z][\w:-]*)\s*>|<([a-zA-Z][\w:-]*)(?:[^>"']|"[^"]*"|'[^']*')*>|[^<]+|</g;

/** React's markup as a tree (it is well formed: every element closed, attributes double-quoted). */
function parse(html: string): Element {
  const root: Element = { name: '#root', open: '', children: [], selfClosing: false };
  const stack = [root];
  TOKEN.lastIndex = 0;
  for (let m = TOKEN.exec(html); m; m = TOKEN.exec(html)) {
    const parent = stack.at(-1)!;
    const [token, closing, opening] = m;
    if (closing) {
      if (parent.name !== closing)
        throw new Error(
          `</${closing}> closes <${parent.name}> near: ${html.slice(m.index - 80, m.index + 40)}`,
        );
      stack.pop();
    } else if (opening) {
      // Names keep their case: SVG's are camel-cased (linearGradient).
      const name = opening;
      const selfClosing = token.endsWith('/>') || VOID.has(name);
      const element: Element = { name, open: token, children: [], selfClosing };
      parent.children.push(element);
      if (selfClosing) continue;
      if (VERBATIM.has(name)) {
        const end = html.indexOf(`</${name}>`, TOKEN.lastIndex);
        if (end < 0) throw new Error(`<${name}> is never closed`);
        element.children.push(html.slice(TOKEN.lastIndex, end));
        TOKEN.lastIndex = end + name.length + 3;
      } else stack.push(element);
    } else parent.children.push(token);
  }
  if (stack.length > 1) throw new Error(`<${stack.at(-1)!.name}> is never closed`);
  return root;
}

const collapse = (text: string) => text.replace(/\s+/g, ' ');

const isInline = (node: Node): boolean =>
  typeof node === 'string' || (INLINE.has(node.name) && node.children.every(isInline));

/** An element on one line, white space collapsed as a browser shows it. */
function inline(node: Node): string {
  if (typeof node === 'string') return collapse(node);
  if (node.selfClosing) return node.open;
  const inner = VERBATIM.has(node.name) ? node.children.join('') : node.children.map(inline).join('');
  return `${node.open}${inner}</${node.name}>`;
}

function format(root: Element): string[] {
  const lines: string[] = [];
  const visit = (node: Node, depth: number) => {
    const indent = '  '.repeat(depth);
    if (typeof node === 'string') {
      const text = collapse(node).trim();
      if (text) lines.push(indent + text);
    } else if (node.name === 'svg') {
      // Drawings are half of the markup and none of the copy: their content is compared by its digest.
      const digest = createHash('sha256').update(node.children.map(inline).join('')).digest('hex');
      lines.push(`${indent}${node.open}<!-- ${digest.slice(0, 12)} --></svg>`);
    } else if (node.selfClosing || VERBATIM.has(node.name) || node.children.every(isInline)) {
      const text = inline(node);
      // Spaces just inside a block's tags show nothing.
      lines.push(
        indent + (node.selfClosing ? text : text.replace(/^(<[^>]*>) /, '$1').replace(/ (<\/\w+>)$/, '$1')),
      );
    } else {
      lines.push(indent + node.open);
      for (const child of node.children) visit(child, depth + 1);
      lines.push(`${indent}</${node.name}>`);
    }
  };
  for (const child of root.children) visit(child, 0);
  return lines;
}
