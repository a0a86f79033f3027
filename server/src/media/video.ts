/**
 * Videos are stored as sent (no re-encoding), so their container must really parse: an MP4 with a
 * movie header, at least one video track and every video sample inside the file (mp4box, GPAC's parser), or a WebM whose EBML header says
 * webm and whose Tracks hold a video track (TrackType 1) (ebml, the node-ebml decoder). A file that
 * only starts like a video (an `ftyp` box followed by HTML, say) is refused.
 */
import { Decoder } from 'ebml';
import { createFile, Log, MP4BoxBuffer } from 'mp4box';

// mp4box writes parse problems to the console; we answer them with a 400 instead.
Log.setLogLevel(Log.error);
Object.assign(Log, { error: () => {}, warn: () => {} });

/** Whether data is an MP4 (ISO BMFF) file with a movie header and a video track. */
export function isPlayableMp4(data: Buffer): boolean {
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
    if (failed || !ready) return false;
    const info = file.getInfo();
    if (info.videoTracks.length === 0) return false;
    // Every video sample the movie header lists must lie inside the file (not cut off).
    return info.videoTracks.every((t) => {
      const samples = file.getTrackById(t.id)?.samples ?? [];
      return (
        t.video !== undefined &&
        samples.length > 0 &&
        samples.every((x) => x.offset >= 0 && x.offset + x.size <= data.length)
      );
    });
  } catch {
    return false;
  }
}

/** Whether data is a WebM file (EBML DocType webm) with a Segment whose Tracks include a video track. */
export function isPlayableWebm(data: Buffer): Promise<boolean> {
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

export async function isPlayableVideo(mime: 'video/mp4' | 'video/webm', data: Buffer): Promise<boolean> {
  return mime === 'video/mp4' ? isPlayableMp4(data) : isPlayableWebm(data);
}
