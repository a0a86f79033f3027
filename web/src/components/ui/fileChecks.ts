/**
 * Client-side upload checks that mirror the server's: the kind of a file is read from its first
 * bytes (a renamed .exe is not a PNG), then size and count limits.
 */

const LABELS: Record<string, string> = {
  'image/png': 'PNG',
  'image/jpeg': 'JPEG',
  'image/webp': 'WebP',
  'image/gif': 'GIF',
  'image/avif': 'AVIF',
  'video/mp4': 'MP4',
  'video/webm': 'WebM',
};

/** "PNG or JPEG", "PNG, JPEG, WebP, GIF or AVIF". */
export function typeList(types: readonly string[]): string {
  const names = types.map((t) => LABELS[t] ?? t);
  return names.length > 1 ? `${names.slice(0, -1).join(', ')} or ${names.at(-1)}` : (names[0] ?? '');
}

export function formatBytes(bytes: number): string {
  if (bytes >= 1024 * 1024) return `${Math.round((bytes / (1024 * 1024)) * 10) / 10} MB`;
  return `${Math.max(1, Math.round(bytes / 1024))} KB`;
}

const ascii = (bytes: Uint8Array, from: number, to: number) =>
  String.fromCharCode(...bytes.subarray(from, to));

/** The MIME type told by the file's signature, or null when it is none we know. */
export function sniffBytes(bytes: Uint8Array): string | null {
  if (bytes.length >= 8 && bytes[0] === 0x89 && ascii(bytes, 1, 4) === 'PNG') return 'image/png';
  if (bytes.length >= 3 && bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return 'image/jpeg';
  if (bytes.length >= 6 && ascii(bytes, 0, 4) === 'GIF8') return 'image/gif';
  if (bytes.length >= 12 && ascii(bytes, 0, 4) === 'RIFF' && ascii(bytes, 8, 12) === 'WEBP')
    return 'image/webp';
  if (bytes.length >= 4 && bytes[0] === 0x1a && bytes[1] === 0x45 && bytes[2] === 0xdf && bytes[3] === 0xa3)
    return 'video/webm';
  if (bytes.length >= 12 && ascii(bytes, 4, 8) === 'ftyp') {
    const brand = ascii(bytes, 8, 12);
    return brand === 'avif' || brand === 'avis' ? 'image/avif' : 'video/mp4';
  }
  return null;
}

export async function sniffFile(file: File): Promise<string | null> {
  try {
    return sniffBytes(new Uint8Array(await file.slice(0, 16).arrayBuffer()));
  } catch {
    return null;
  }
}

export interface FileRules {
  types: readonly string[];
  maxBytes: number;
  /** How many files may be chosen in total (including `current`). */
  maxCount?: number;
  current?: number;
  /** Word for the count message, e.g. "images". */
  noun?: string;
}

/** Splits files into the accepted ones and readable reasons for the rest. */
export async function checkFiles(
  files: File[],
  rules: FileRules,
): Promise<{ accepted: File[]; errors: string[] }> {
  const accepted: File[] = [];
  const errors: string[] = [];
  for (const file of files) {
    const kind = await sniffFile(file);
    if (!kind || !rules.types.includes(kind)) {
      errors.push(`"${file.name}" is not a ${typeList(rules.types)} file.`);
    } else if (file.size > rules.maxBytes) {
      errors.push(`"${file.name}" is larger than ${formatBytes(rules.maxBytes)}.`);
    } else if (rules.maxCount !== undefined && (rules.current ?? 0) + accepted.length >= rules.maxCount) {
      errors.push(`You can add at most ${rules.maxCount} ${rules.noun ?? 'files'}.`);
      break;
    } else accepted.push(file);
  }
  return { accepted, errors };
}
