/**
 * Turns what ts_headline wrote (the text with each matching word between two marker characters)
 * into what the API answers: the plain text, the matches as offsets, and HTML made only of the
 * escaped text and <mark> elements. No byte of a post reaches a page as markup.
 */

/** Control characters no text of ours contains (the query strips them from the text first). */
export const MARK_START = '\u0002';
export const MARK_END = '\u0003';

/** Splits ts_headline's output at the markers, keeping them. */
const MARKERS = new RegExp(`([${MARK_START}${MARK_END}])`);

export interface Excerpt {
  text: string;
  /** [start, end) offsets of the matching words in `text` (UTF-16 code units). */
  marks: [number, number][];
  html: string;
}

const ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};
export const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => ESCAPES[c]!);

export function readHeadline(raw: string): Excerpt {
  let text = '';
  const marks: [number, number][] = [];
  let start = -1;
  for (const part of raw.split(MARKERS)) {
    if (part === MARK_START) {
      start = text.length;
    } else if (part === MARK_END) {
      if (start >= 0 && text.length > start) marks.push([start, text.length]);
      start = -1;
    } else {
      // Line breaks and runs of spaces (between sections) become one space; none at the start.
      let piece = part.replace(/\s+/g, ' ');
      if (text === '' || text.endsWith(' ')) piece = piece.replace(/^ /, '');
      text += piece;
    }
  }
  const trimmed = text.trimEnd();
  const kept = marks.filter(([, end]) => end <= trimmed.length);
  let html = '';
  let at = 0;
  for (const [from, to] of kept) {
    html += `${escapeHtml(trimmed.slice(at, from))}<mark>${escapeHtml(trimmed.slice(from, to))}</mark>`;
    at = to;
  }
  html += escapeHtml(trimmed.slice(at));
  return { text: trimmed, marks: kept, html };
}
