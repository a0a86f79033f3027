/**
 * Detects a file's type from its first bytes. Names and claimed Content-Types are never trusted.
 * Returns null for anything we do not store.
 */
export type SniffedMime =
  | 'image/png'
  | 'image/jpeg'
  | 'image/gif'
  | 'image/webp'
  | 'image/avif'
  | 'video/mp4'
  | 'video/webm';

export const EXTENSION_OF: Record<SniffedMime, string> = {
  'image/png': 'png',
  'image/jpeg': 'jpg',
  'image/gif': 'gif',
  'image/webp': 'webp',
  'image/avif': 'avif',
  'video/mp4': 'mp4',
  'video/webm': 'webm',
};

const ascii = (buf: Uint8Array, start: number, end: number) =>
  Buffer.from(buf.subarray(start, Math.min(end, buf.length))).toString('latin1');

const startsWith = (buf: Uint8Array, bytes: number[], offset = 0) =>
  buf.length >= offset + bytes.length && bytes.every((b, i) => buf[offset + i] === b);

const HEIF_BRANDS = new Set([
  'heic',
  'heix',
  'hevc',
  'hevx',
  'heim',
  'heis',
  'hevm',
  'hevs',
  'mif1',
  'msf1',
  'mif2',
]);
const AVIF_BRANDS = new Set(['avif', 'avis']);
/** QuickTime and 3GPP containers are not the MP4 we promise browsers. */
const NON_MP4_BRANDS = new Set(['qt  ', 'crx ', 'jp2 ', 'jpx ']);

function sniffFtyp(buf: Uint8Array): SniffedMime | null {
  const boxSize = ((buf[0]! << 24) | (buf[1]! << 16) | (buf[2]! << 8) | buf[3]!) >>> 0;
  if (boxSize < 16 || buf.length < 16) return null;
  const major = ascii(buf, 8, 12);
  const compatible: string[] = [];
  for (let off = 16; off + 4 <= Math.min(boxSize, buf.length, 256); off += 4)
    compatible.push(ascii(buf, off, off + 4));
  if (AVIF_BRANDS.has(major) || (HEIF_BRANDS.has(major) && compatible.some((b) => AVIF_BRANDS.has(b)))) {
    return 'image/avif';
  }
  if (HEIF_BRANDS.has(major) || NON_MP4_BRANDS.has(major)) return null;
  if (compatible.some((b) => AVIF_BRANDS.has(b) || HEIF_BRANDS.has(b))) return null;
  return 'video/mp4';
}

export function sniffMime(buf: Uint8Array): SniffedMime | null {
  if (startsWith(buf, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'image/png';
  if (startsWith(buf, [0xff, 0xd8, 0xff])) return 'image/jpeg';
  if (buf.length >= 6 && (ascii(buf, 0, 6) === 'GIF87a' || ascii(buf, 0, 6) === 'GIF89a')) return 'image/gif';
  if (buf.length >= 12 && ascii(buf, 0, 4) === 'RIFF' && ascii(buf, 8, 12) === 'WEBP') return 'image/webp';
  if (buf.length >= 12 && ascii(buf, 4, 8) === 'ftyp') return sniffFtyp(buf);
  if (startsWith(buf, [0x1a, 0x45, 0xdf, 0xa3])) {
    // EBML header; the DocType tells WebM from other Matroska files.
    return ascii(buf, 4, 64).includes('webm') ? 'video/webm' : null;
  }
  return null;
}

// --- documents people send (issue 29): CVs and the files of form entries ----------------------------

export type DocumentMime =
  | 'application/pdf'
  | 'application/vnd.openxmlformats-officedocument.wordprocessingml.document'
  | 'application/msword';

const DOCX_MIME = 'application/vnd.openxmlformats-officedocument.wordprocessingml.document';
const readU16 = (buf: Uint8Array, at: number) => buf[at]! | (buf[at + 1]! << 8);
const readU32 = (buf: Uint8Array, at: number) => (readU16(buf, at) | (readU16(buf, at + 2) << 16)) >>> 0;

/**
 * The entry names of a ZIP archive, from its central directory (found from the end-of-directory
 * record), or null when the bytes are no well-formed ZIP. Reads names only; nothing is unpacked.
 */
export function zipEntryNames(buf: Uint8Array, maxEntries = 5000): string[] | null {
  // The end record is 22 bytes plus a comment of at most 65,535.
  const lowest = Math.max(0, buf.length - 22 - 65_535);
  let end = -1;
  for (let at = buf.length - 22; at >= lowest; at--)
    if (buf[at] === 0x50 && buf[at + 1] === 0x4b && buf[at + 2] === 0x05 && buf[at + 3] === 0x06) {
      end = at;
      break;
    }
  if (end < 0) return null;
  const count = readU16(buf, end + 10);
  const size = readU32(buf, end + 12);
  let at = readU32(buf, end + 16);
  if (count > maxEntries || at + size > end) return null;
  const names: string[] = [];
  for (let i = 0; i < count; i++) {
    if (at + 46 > end || readU32(buf, at) !== 0x02014b50) return null;
    const nameLength = readU16(buf, at + 28);
    const skip = nameLength + readU16(buf, at + 30) + readU16(buf, at + 32);
    if (at + 46 + nameLength > end) return null;
    names.push(ascii(buf, at + 46, at + 46 + nameLength));
    at += 46 + skip;
  }
  return names;
}

/** UTF-16LE "WordDocument": the stream every Word 97–2003 file has in its compound-file directory. */
const WORD_STREAM = Buffer.from('WordDocument', 'utf16le');

/**
 * A PDF (the "%PDF-" header at the very start), a Word document (.docx: a ZIP holding
 * word/document.xml and [Content_Types].xml; .doc: a compound file with a WordDocument stream), or
 * null. The name and the claimed type are never read: a renamed program or archive is null.
 */
export function sniffDocument(buf: Uint8Array): DocumentMime | null {
  if (buf.length >= 8 && ascii(buf, 0, 5) === '%PDF-') return 'application/pdf';
  if (startsWith(buf, [0x50, 0x4b, 0x03, 0x04])) {
    const names = zipEntryNames(buf);
    return names?.includes('word/document.xml') && names.includes('[Content_Types].xml') ? DOCX_MIME : null;
  }
  if (startsWith(buf, [0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]))
    return Buffer.from(buf.buffer, buf.byteOffset, buf.byteLength).includes(WORD_STREAM)
      ? 'application/msword'
      : null;
  return null;
}

/** The kind of a file a form or an application takes (contract FILE_KINDS), from its bytes; null: none. */
export function sniffEntryFile(buf: Uint8Array): { kind: 'pdf' | 'word' | 'image'; mime: string } | null {
  const doc = sniffDocument(buf);
  if (doc) return { kind: doc === 'application/pdf' ? 'pdf' : 'word', mime: doc };
  const image = sniffMime(buf);
  if (image === 'image/png' || image === 'image/jpeg' || image === 'image/webp')
    return { kind: 'image', mime: image };
  return null;
}
