/**
 * Videos are not re-encoded, so their container must really parse: an MP4 with a movie header, at
 * least one video track and every video sample inside the file (mp4box, GPAC's parser), or a WebM
 * whose EBML header says webm and whose Tracks hold a video track (TrackType 1) (ebml, the node-ebml
 * decoder). A file that only starts like a video (an `ftyp` box followed by HTML, say) is refused.
 * What is stored is the container alone: bytes after its end (HTML appended to a real video, say)
 * are dropped, so a stored video holds nothing that was not parsed as part of it.
 */
import { loadOnce } from '../../load-once.ts';

/** The two parsers load with the first video, not with the server (a tenth of a CPU-second per start). */
const parsers = loadOnce(async () => {
  const [{ Decoder }, mp4box] = await Promise.all([import('ebml'), import('mp4box')]);
  // mp4box writes parse problems to the console; we answer them with a 400 instead.
  mp4box.Log.setLogLevel(mp4box.Log.error);
  Object.assign(mp4box.Log, { error: () => {}, warn: () => {} });
  return { Decoder, mp4box };
});

/**
 * The MP4 container in data (its top-level boxes, as mp4box parsed them), or null when data is not an
 * MP4 with a movie header and a video track whose samples all lie inside the container.
 */
export async function mp4Container(data: Buffer): Promise<Buffer | null> {
  const { createFile, MP4BoxBuffer } = (await parsers()).mp4box;
  try {
    const file = createFile();
    let ready = false;
    let failed = false;
    file.onError = () => {
      failed = true;
    };
    file.onReady = () => {
      ready = true;
    };
    const ab = MP4BoxBuffer.fromArrayBuffer(
      data.buffer.slice(data.byteOffset, data.byteOffset + data.byteLength) as ArrayBuffer,
      0,
    );
    file.appendBuffer(ab, true);
    file.flush();
    if (failed || !ready) return null;
    const info = file.getInfo();
    if (info.videoTracks.length === 0) return null;
    // mp4box keeps only whole boxes: the container ends with the last of them.
    const last = file.boxes.at(-1);
    if (last?.start === undefined) return null;
    let end = last.start + last.size;
    const sampleEnd = (id: number) =>
      Math.max(0, ...(file.getTrackById(id)?.samples ?? []).map((x) => x.offset + x.size));
    // A last box of size 0 runs "to the end of the file", so it would keep whatever follows: it
    // ends with the last sample instead, and its header says so.
    const toEndOfFile = data.readUInt32BE(last.start) === 0;
    if (toEndOfFile) end = Math.max(last.start + 8, ...info.tracks.map((t) => sampleEnd(t.id)));
    // Every video sample the movie header lists must lie inside the container (not cut off).
    const whole = info.videoTracks.every((t) => {
      const samples = file.getTrackById(t.id)?.samples ?? [];
      return (
        t.video !== undefined &&
        samples.length > 0 &&
        samples.every((x) => x.offset >= 0 && x.offset + x.size <= end)
      );
    });
    if (!whole || end > data.length) return null;
    if (!toEndOfFile) return data.subarray(0, end);
    const out = Buffer.from(data.subarray(0, end));
    out.writeUInt32BE(end - last.start, last.start);
    return out;
  } catch {
    return null;
  }
}

/** Whether data is a WebM file (EBML DocType webm) with a Segment whose Tracks include a video track. */
async function hasWebmVideoTrack(data: Buffer): Promise<boolean> {
  const { Decoder } = await parsers();
  return new Promise((resolve) => {
    const decoder = new Decoder();
    let docType: string | null = null;
    let inSegment = false;
    let video = false;
    let done = false;
    const finish = (ok: boolean) => {
      if (done) return;
      done = true;
      decoder.removeAllListeners('data');
      resolve(ok);
    };
    decoder.on('error', () => finish(false));
    decoder.on('data', (chunk: [string, { name?: string; value?: unknown }]) => {
      const [kind, tag] = chunk;
      if (kind === 'tag' && tag.name === 'DocType') docType = String(tag.value);
      if (kind === 'start' && tag.name === 'Segment') inSegment = true;
      if (kind === 'tag' && tag.name === 'TrackType' && tag.value === 1 && inSegment) video = true;
      // Tracks come before the clusters: no need to decode the frames.
      if ((kind === 'end' && tag.name === 'Tracks') || (kind === 'start' && tag.name === 'Cluster')) {
        finish(docType === 'webm' && video);
      }
    });
    decoder.on('finish', () => finish(docType === 'webm' && video));
    decoder.on('end', () => finish(docType === 'webm' && video));
    try {
      decoder.end(data);
      decoder.resume();
    } catch {
      finish(false);
    }
  });
}

// EBML element ids (Matroska specification): the file's two top-level elements, what a Segment and a
// Cluster may contain (Void and CRC-32 may appear in any element).
const EBML = 0x1a45dfa3;
const SEGMENT = 0x18538067;
const CLUSTER = 0x1f43b675;
const ANYWHERE = [0xec, 0xbf];
const SEGMENT_CHILDREN = new Set([
  0x114d9b74, // SeekHead
  0x1549a966, // Info
  0x1654ae6b, // Tracks
  0x1c53bb6b, // Cues
  CLUSTER,
  0x1043a770, // Chapters
  0x1254c367, // Tags
  0x1941a469, // Attachments
  ...ANYWHERE,
]);
// Timestamp, SilentTracks, Position, PrevSize, SimpleBlock, BlockGroup, EncryptedBlock
const CLUSTER_CHILDREN = new Set([0xe7, 0x5854, 0xa7, 0xab, 0xa3, 0xa0, 0xaf, ...ANYWHERE]);

/** An EBML variable-size integer at pos: its length, its value, and whether it means "unknown". */
function readVint(data: Buffer, pos: number, maxLength: number, keepMarker: boolean) {
  const first = data[pos];
  if (first === undefined || first === 0) return null;
  const length = Math.clz32(first) - 23; // the position of the first 1 bit
  if (length > maxLength || pos + length > data.length) return null;
  const bits = 0xff >> length;
  let value = keepMarker ? first : first & bits;
  let unknown = (first & bits) === bits;
  for (let i = 1; i < length; i++) {
    const byte = data[pos + i]!;
    value = value * 256 + byte;
    unknown &&= byte === 0xff;
  }
  return { length, value, unknown };
}

/** The element at pos: its id, where its content starts, and where it ends (null: unknown size). */
function readElement(data: Buffer, pos: number) {
  const id = readVint(data, pos, 4, true);
  const size = id && readVint(data, pos + id.length, 8, false);
  if (!id || !size) return null;
  const content = pos + id.length + size.length;
  return { id: id.value, content, end: size.unknown ? null : content + size.value };
}

/**
 * Where the content of an element of unknown size that starts at pos ends: at the first element that
 * cannot be one of its children (a sibling, or bytes that are no element at all) or that is cut off.
 */
function unknownSizeEnd(data: Buffer, pos: number, children: ReadonlySet<number>): number {
  while (pos < data.length) {
    const element = readElement(data, pos);
    if (!element || !children.has(element.id)) break;
    if (element.end === null) {
      // Only a Cluster may itself be of unknown size (a live recording's).
      if (element.id !== CLUSTER || children !== SEGMENT_CHILDREN) break;
      pos = unknownSizeEnd(data, element.content, CLUSTER_CHILDREN);
      continue;
    }
    if (element.end > data.length) break;
    pos = element.end;
  }
  return pos;
}

/**
 * The WebM container in data (its EBML header and its Segment), or null when data is not a WebM with
 * a video track.
 */
export async function webmContainer(data: Buffer): Promise<Buffer | null> {
  const header = readElement(data, 0);
  const segment = header?.id === EBML && header.end !== null ? readElement(data, header.end) : null;
  if (segment?.id !== SEGMENT) return null;
  // A Segment of known size ends where it says (a file cut short keeps what it has); one of unknown
  // size (a live recording) where its last child ends.
  const end =
    segment.end === null
      ? unknownSizeEnd(data, segment.content, SEGMENT_CHILDREN)
      : Math.min(segment.end, data.length);
  const container = data.subarray(0, end);
  return (await hasWebmVideoTrack(container)) ? container : null;
}

/** The video's container, to be stored, or null when it is not a playable video of that kind. */
export async function videoContainer(mime: 'video/mp4' | 'video/webm', data: Buffer): Promise<Buffer | null> {
  return mime === 'video/mp4' ? mp4Container(data) : webmContainer(data);
}
