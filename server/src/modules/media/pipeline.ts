/**
 * The one media pipeline for uploads and the demo seed: sniff the bytes, check the kind is allowed,
 * decode and re-encode images (strips EXIF/GPS), measure them, and build smaller WebP renditions.
 * prepare*() does all checks in memory; nameFiles() names the files the media store then keeps.
 */
import { randomUUID } from 'node:crypto';
import { MEDIA_MESSAGES } from '@vyoma/contract';
import { fileDescription, type UploadedFile } from '@vyoma/contract/schemas';
import type { Metadata } from 'sharp';
import { badRequest, HttpError } from '../../http/errors.ts';
import { loadOnce } from '../../load-once.ts';
import { fileBytes } from '../../plugins/uploads.ts';
import { EXTENSION_OF, type SniffedMime, sniffMime } from './sniff.ts';
import type { StoredFile } from './store.ts';
import { videoContainer } from './video.ts';

export const VARIANT_WIDTHS = [480, 960, 1600] as const;

/**
 * sharp (libvips, a native addon) loads with the first image, not with the server: a sixth of a
 * CPU-second of every start, which most starts never use. Uploads are rare and small: no operation
 * cache (libvips keeps up to 50 MB of decoded images by default) and one worker thread per image,
 * which keeps resident memory down (docs/operations.md#memory).
 */
export function imageLibraryFrom(load: () => Promise<typeof import('sharp')>) {
  return loadOnce(async () => {
    // A broken install (no build of libvips for this platform) fails here, at the first image: the
    // person uploading is told the server cannot take images (503), the log gets sharp's own reason.
    const { default: sharp } = await load().catch((error: unknown) => {
      throw Object.assign(new HttpError(503, MEDIA_MESSAGES.imagesUnavailable), { cause: error });
    });
    sharp.cache(false);
    sharp.concurrency(1);
    return sharp;
  });
}
const imageLibrary = imageLibraryFrom(() => import('sharp'));
/** Decompression-bomb guard: ~50 megapixels is far beyond any photo a site needs. */
const MAX_PIXELS = 50_000_000;

export interface PreparedMedia {
  kind: 'image' | 'video';
  mime: SniffedMime;
  ext: string;
  width: number | null;
  height: number | null;
  data: Buffer;
  variants: { width: number; data: Buffer }[];
  /** AVIF renditions at the WebP widths (docs/decisions/0049). */
  avif: { width: number; data: Buffer }[];
  /** The uploaded file's name, which the library shows and searches (else the generated one). */
  originalName?: string;
  /** Alt text or the decorative mark the form sent beside the file (stored with it in the library). */
  described?: { alt: string | null; decorative: boolean };
}

/**
 * prepareMedia() for a file a form or the library uploaded: it keeps the file's name, without any
 * folder, for the library to show and search (a file without one gets the generated name).
 */
export async function prepareUpload(
  file: UploadedFile,
  allowed: readonly string[],
  label: string,
  field: string,
): Promise<PreparedMedia> {
  const prepared = await prepareMedia(fileBytes(file), allowed, label, field);
  const name = (file.filename ?? '').split(/[\\/]/).pop()?.trim().slice(0, 200);
  const described = fileDescription(file);
  return {
    ...prepared,
    ...(name ? { originalName: name } : {}),
    ...(described ? { described } : {}),
  };
}

export interface StoredMedia {
  path: string;
  kind: 'image' | 'video';
  mime: string;
  width: number | null;
  height: number | null;
  bytes: number;
  variants: { width: number; path: string }[];
  avif: { width: number; path: string }[];
  /** The generated file name (the library shows the uploaded name when it has one). */
  name: string;
}

const KIND_WORDS: Record<string, string> = {
  'image/png': 'PNG',
  'image/jpeg': 'JPEG',
  'image/gif': 'GIF',
  'image/webp': 'WebP',
  'image/avif': 'AVIF',
  'video/mp4': 'MP4',
  'video/webm': 'WebM',
};

export function describeTypes(types: readonly string[]): string {
  const words = types.map((t) => KIND_WORDS[t] ?? t);
  return words.length <= 1 ? (words[0] ?? '') : `${words.slice(0, -1).join(', ')} or ${words.at(-1)}`;
}

/**
 * Checks one file against the allowed types and prepares it for storage.
 * label names the field in messages, e.g. "Product image 2".
 */
export async function prepareMedia(
  data: Buffer,
  allowed: readonly string[],
  label: string,
  field: string,
): Promise<PreparedMedia> {
  const mime = sniffMime(data);
  if (mime === null || !allowed.includes(mime)) {
    throw badRequest(`${label} must be a ${describeTypes(allowed)} file`, field);
  }
  if (mime === 'video/mp4' || mime === 'video/webm') {
    // Not re-encoded, so the container must parse and hold a video track; only the container is
    // kept, without anything appended after it (media/video.ts).
    const container = await videoContainer(mime, data);
    if (!container) throw badRequest(`${label} is not a playable ${describeTypes([mime])} video`, field);
    return {
      kind: 'video',
      mime,
      ext: EXTENSION_OF[mime],
      width: null,
      height: null,
      data: container,
      variants: [],
      avif: [],
    };
  }
  return prepareImage(data, mime, label, field);
}

async function prepareImage(
  data: Buffer,
  mime: SniffedMime,
  label: string,
  field: string,
): Promise<PreparedMedia> {
  const invalid = () => badRequest(`${label} is not a valid image`, field);
  const sharp = await imageLibrary();
  let meta: Metadata;
  try {
    meta = await sharp(data, { limitInputPixels: MAX_PIXELS }).metadata();
  } catch {
    throw invalid();
  }
  const animated = (meta.pages ?? 1) > 1;
  let out: Buffer;
  try {
    // Re-encoding drops every metadata block (EXIF, GPS, XMP); rotate() bakes the EXIF orientation in.
    let img = sharp(data, { limitInputPixels: MAX_PIXELS, animated, failOn: 'error' });
    if (!animated) img = img.rotate();
    switch (mime) {
      case 'image/png':
        img = img.png({ compressionLevel: 9, adaptiveFiltering: true });
        break;
      case 'image/jpeg':
        img = img.jpeg({ quality: 85, mozjpeg: true });
        break;
      case 'image/gif':
        img = img.gif();
        break;
      case 'image/webp':
        img = img.webp({ quality: 85 });
        break;
      default:
        img = img.avif({ quality: 60 });
    }
    out = await img.toBuffer();
  } catch {
    throw invalid();
  }
  const outMeta = await sharp(out, { limitInputPixels: MAX_PIXELS }).metadata();
  const width = outMeta.width ?? null;
  const height = (animated ? outMeta.pageHeight : outMeta.height) ?? null;
  const variants: { width: number; data: Buffer }[] = [];
  // Animated images keep their animation: a still WebP would change what the admin uploaded.
  if (!animated && width !== null) {
    for (const w of VARIANT_WIDTHS) {
      if (w >= width) break;
      const v = await sharp(out).resize({ width: w }).webp({ quality: 80 }).toBuffer();
      if (v.length < out.length) variants.push({ width: w, data: v });
    }
  }
  const avif = animated ? [] : await avifRenditions(out, variants);
  return { kind: 'image', mime, ext: EXTENSION_OF[mime], width, height, data: out, variants, avif };
}

/**
 * AVIF quality and effort: at quality 50 AVIF looks like WebP at 80 with fewer bytes; effort 2 (of
 * 0–9) keeps one 1600 px rendition well under a second on one core, so an upload and the demo seed
 * stay quick (the seed time is in docs/decisions/0049).
 */
export const AVIF_OPTIONS = { quality: 50, effort: 2 } as const;

/**
 * AVIF renditions of an image at the widths its WebP renditions have (all of them, so a page's AVIF
 * and WebP sources offer the same choice).
 */
export async function avifRenditions(
  image: Buffer,
  webp: { width: number; data: Buffer }[],
): Promise<{ width: number; data: Buffer }[]> {
  const out: { width: number; data: Buffer }[] = [];
  const sharp = await imageLibrary();
  for (const v of webp) {
    const a = await sharp(image, { limitInputPixels: MAX_PIXELS })
      .resize({ width: v.width })
      .avif(AVIF_OPTIONS)
      .toBuffer();
    out.push({ width: v.width, data: a });
  }
  return out;
}

/** Gives prepared media generated names: the record to store and the files (original, renditions). */
export function nameFiles(prepared: PreparedMedia): { media: StoredMedia; files: StoredFile[] } {
  const base = randomUUID();
  const original = `/uploads/${base}.${prepared.ext}`;
  const files: StoredFile[] = [{ path: original, mime: prepared.mime, data: prepared.data }];
  const variants: { width: number; path: string }[] = [];
  for (const v of prepared.variants) {
    const p = `/uploads/${base}-w${v.width}.webp`;
    files.push({ path: p, mime: 'image/webp', data: v.data });
    variants.push({ width: v.width, path: p });
  }
  const avif = nameAvif(base, prepared.avif);
  files.push(...avif.files);
  return {
    media: {
      path: original,
      kind: prepared.kind,
      mime: prepared.mime,
      width: prepared.width,
      height: prepared.height,
      bytes: prepared.data.length,
      variants,
      avif: avif.list,
      name: prepared.originalName ?? `${base}.${prepared.ext}`,
    },
    files,
  };
}

/** Names AVIF renditions after their image's generated name (base: the name without extension). */
export function nameAvif(
  base: string,
  renditions: { width: number; data: Buffer }[],
): { list: { width: number; path: string }[]; files: StoredFile[] } {
  const files: StoredFile[] = [];
  const list: { width: number; path: string }[] = [];
  for (const v of renditions) {
    const p = `/uploads/${base}-w${v.width}.avif`;
    files.push({ path: p, mime: 'image/avif', data: v.data });
    list.push({ width: v.width, path: p });
  }
  return { list, files };
}
