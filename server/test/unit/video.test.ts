import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { sniffMime } from '../../src/modules/media/sniff.ts';
import { mp4Container, webmContainer } from '../../src/modules/media/video.ts';

const isPlayableMp4 = async (data: Buffer) => (await mp4Container(data)) !== null;
const isPlayableWebm = async (data: Buffer) => (await webmContainer(data)) !== null;

const here = path.dirname(fileURLToPath(import.meta.url));
const seed = path.resolve(here, '../../src/demo/media');
const mp4 = readFileSync(path.join(seed, 'blog-ads.mp4'));
const webm = readFileSync(path.join(seed, 'blog-ai.webm'));

const ftyp = () => {
  const box = Buffer.alloc(24);
  box.writeUInt32BE(24, 0);
  box.write('ftypisom', 4, 'latin1');
  box.writeUInt32BE(0x200, 12);
  box.write('isommp41', 16, 'latin1');
  return box;
};
const html = Buffer.from('<!doctype html><html><body><script>alert(1)</script></body></html>');
const webmHeader = Buffer.from([
  0x1a,
  0x45,
  0xdf,
  0xa3,
  0x9f,
  0x42,
  0x86,
  0x81,
  0x01,
  0x42,
  0xf7,
  0x81,
  0x01,
  0x42,
  0x82,
  0x84,
  ...Buffer.from('webm'),
]);

describe('video containers', () => {
  it('accepts real MP4 and WebM files with a video track', async () => {
    expect(await isPlayableMp4(mp4)).toBe(true);
    expect(await isPlayableWebm(webm)).toBe(true);
  });

  it('refuses an ftyp box followed by HTML, though it sniffs as MP4', async () => {
    const fake = Buffer.concat([ftyp(), html]);
    expect(sniffMime(fake)).toBe('video/mp4');
    expect(await isPlayableMp4(fake)).toBe(false);
  });

  it('refuses a truncated MP4 and one whose movie header is garbage', async () => {
    expect(await isPlayableMp4(mp4.subarray(0, 200))).toBe(false);
    // The movie header is complete here (it comes first), but the frames it lists are cut off.
    expect(await isPlayableMp4(mp4.subarray(0, 2000))).toBe(false);
    expect(await isPlayableMp4(mp4.subarray(0, mp4.length - 1))).toBe(false);
    const moov = mp4.indexOf('moov');
    const broken = Buffer.from(mp4);
    if (moov > 0) broken.fill(0x41, moov + 4, Math.min(broken.length, moov + 400));
    expect(await isPlayableMp4(broken)).toBe(false);
  });

  it('refuses an EBML header followed by HTML, and a WebM without its tracks', async () => {
    const fake = Buffer.concat([webmHeader, Buffer.alloc(8), html]);
    expect(sniffMime(fake)).toBe('video/webm');
    expect(await isPlayableWebm(fake)).toBe(false);
    const tracks = webm.indexOf(Buffer.from([0x16, 0x54, 0xae, 0x6b]));
    expect(tracks).toBeGreaterThan(0);
    expect(await isPlayableWebm(webm.subarray(0, tracks))).toBe(false);
  });

  it('refuses random bytes', async () => {
    const junk = Buffer.alloc(4096, 7);
    expect(await isPlayableMp4(junk)).toBe(false);
    expect(await isPlayableWebm(junk)).toBe(false);
  });

  it('keeps only the container: bytes appended after a real video are dropped', async () => {
    expect(await mp4Container(Buffer.concat([mp4, html]))).toEqual(mp4);
    expect(await webmContainer(Buffer.concat([webm, html]))).toEqual(webm);
    // Untouched files are kept whole.
    expect(await mp4Container(mp4)).toEqual(mp4);
    expect(await webmContainer(webm)).toEqual(webm);
  });

  it('ends an MP4 box of size 0 ("to the end of the file") with its last sample, and says so', async () => {
    const mdat = mp4.indexOf('mdat') - 4;
    const toEnd = Buffer.from(mp4);
    toEnd.writeUInt32BE(0, mdat);
    const kept = await mp4Container(Buffer.concat([toEnd, html]));
    // The same file, its mdat size written back (the fixture's last sample ends the file).
    expect(kept).toEqual(mp4);
    expect(await isPlayableMp4(kept!)).toBe(true);
  });

  it('ends a WebM Segment or Cluster of unknown size (a live recording) where its last child ends', async () => {
    const live = Buffer.from(webm);
    // The Segment's 8-byte size and the first Cluster's 3-byte size become "unknown" (all ones).
    const segment = live.indexOf(Buffer.from([0x18, 0x53, 0x80, 0x67]));
    live.set([0x01, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff], segment + 4);
    const cluster = live.indexOf(Buffer.from([0x1f, 0x43, 0xb6, 0x75]));
    expect(live[cluster + 4]! >> 5).toBe(1); // a 3-byte size
    live.set([0x3f, 0xff, 0xff], cluster + 4);
    expect(await webmContainer(live)).toEqual(live);
    expect(await webmContainer(Buffer.concat([live, html]))).toEqual(live);
    // An element that cannot be in a Segment ends it too (here: a second EBML header).
    expect(await webmContainer(Buffer.concat([live, webm]))).toEqual(live);
  });

  it("keeps a browser's live recording whole (MediaRecorder: Segment and Clusters of unknown size)", async () => {
    // Recorded from a canvas by Chromium's MediaRecorder (VP8), as a phone's browser would upload it.
    const recording = readFileSync(path.join(here, 'media/live-recording.webm'));
    expect(await webmContainer(recording)).toEqual(recording);
    expect(await webmContainer(Buffer.concat([recording, html]))).toEqual(recording);
  });
});
