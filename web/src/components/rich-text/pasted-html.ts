/**
 * Pasted HTML, before ProseMirror reads it against the editor's schema (which already drops styles,
 * scripts, images and unknown markup, keeps the text of tables, and maps headings, lists, links,
 * bold and italic — Google Docs' bold/italic spans included). First, what could load or run
 * (images, media, frames, scripts, styles, on* and src attributes) is removed, so that ProseMirror's
 * own parse of the result in a detached document fetches and tries nothing. Then two sources need
 * help:
 * - Word writes lists as paragraphs styled "mso-list:l0 level2" with the bullet or number as text in
 *   a "mso-list:Ignore" span: they become real nested <ul>/<ol> lists without that text.
 * - Google Docs puts <br> between blocks for spacing: they would become empty lines.
 */

const WORD_LIST = /mso-list:\s*(l\d+)\s+level(\d+)/i;
/** "1." "a)" "iv." are numbers; "·" "o" "§" "•" are bullets. */
const ORDERED_MARKER = /^\(?(?:\d+|[a-z]|[ivxlcdm]+)[.)]$/i;

/** Which Word list ("l0") a paragraph belongs to, and at which level; null for other elements. */
function wordList(element: Element): { list: string; level: number } | null {
  if (element.localName !== 'p') return null;
  const match = WORD_LIST.exec(element.getAttribute('style') ?? '');
  return match ? { list: match[1]!.toLowerCase(), level: Math.max(1, Number(match[2])) } : null;
}

function ignoredMarkers(element: Element): Element[] {
  return [...element.querySelectorAll('span')].filter((span) =>
    /mso-list:\s*ignore/i.test(span.getAttribute('style') ?? ''),
  );
}

/** One run of consecutive Word list paragraphs → nested lists in their place. */
function convertRun(run: Element[], doc: Document) {
  // stack[i] is the open list of level i + 1; stack[0] is the outermost list.
  const stack: HTMLElement[] = [];
  for (const paragraph of run) {
    const { level } = wordList(paragraph)!;
    const markers = ignoredMarkers(paragraph);
    const markerText = markers
      .map((m) => m.textContent ?? '')
      .join('')
      .replace(/\s+/g, '');
    for (const marker of markers) marker.remove();
    stack.length = Math.min(stack.length, level);
    while (stack.length < level) {
      const list = doc.createElement(
        stack.length + 1 === level && ORDERED_MARKER.test(markerText) ? 'ol' : 'ul',
      );
      const parent = stack.at(-1);
      if (parent) {
        // A level skipped (level 1 → 3) still needs an item to hang the list on.
        const item = parent.lastElementChild ?? parent.appendChild(doc.createElement('li'));
        item.append(list);
      }
      stack.push(list);
    }
    const item = doc.createElement('li');
    const content = doc.createElement('p');
    content.append(...paragraph.childNodes);
    item.append(content);
    stack.at(-1)!.append(item);
  }
  run[0]!.before(stack[0]!);
  for (const paragraph of run) paragraph.remove();
}

function convertWordLists(doc: Document) {
  const paragraphs = [...doc.body.querySelectorAll('p')].filter((p) => wordList(p) !== null);
  const seen = new Set<Element>();
  for (const paragraph of paragraphs) {
    if (seen.has(paragraph)) continue;
    // A run: the paragraph and its next siblings of the same Word list.
    const { list } = wordList(paragraph)!;
    const run: Element[] = [paragraph];
    let next = paragraph.nextElementSibling;
    while (next && wordList(next)?.list === list) {
      run.push(next);
      next = next.nextElementSibling;
    }
    for (const member of run) seen.add(member);
    convertRun(run, doc);
  }
}

/** Google Docs' spacing <br>s: line breaks that sit between blocks rather than inside text. */
function dropGoogleDocsSpacers(doc: Document) {
  const wrapper = doc.body.querySelector('[id^="docs-internal-guid"]');
  if (!wrapper) return;
  for (const br of [...doc.body.querySelectorAll('br')]) {
    const parent = br.parentElement;
    if (parent === wrapper || parent === doc.body || parent?.localName === 'div') br.remove();
  }
}

/** Elements that load, embed or run something, and carry no text worth keeping. */
const ACTIVE =
  'script, style, link, meta, base, img, picture, video, audio, source, track, iframe, frame, object, embed, svg, math, canvas, template, input, select, textarea';

function removeActiveContent(doc: Document) {
  for (const element of [...doc.querySelectorAll(ACTIVE)]) element.remove();
  for (const element of [...doc.body.querySelectorAll('*')])
    for (const name of element.getAttributeNames())
      if (/^on/i.test(name) || name === 'srcset' || name === 'src') element.removeAttribute(name);
}

export function transformPastedHtml(html: string): string {
  const doc = new DOMParser().parseFromString(html, 'text/html');
  removeActiveContent(doc);
  if (/mso-list/i.test(html)) convertWordLists(doc);
  if (html.includes('docs-internal-guid')) dropGoogleDocsSpacers(doc);
  return doc.body.innerHTML;
}
