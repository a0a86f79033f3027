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
