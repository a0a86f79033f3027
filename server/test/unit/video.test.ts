import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { sniffMime } from '../../src/media/sniff.ts';
import { isPlayableMp4, isPlayableWebm } from '../../src/media/video.ts';

const seed = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../src/db/seed/media');
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
    expect(isPlayableMp4(mp4)).toBe(true);
    expect(await isPlayableWebm(webm)).toBe(true);
  });

  it('refuses an ftyp box followed by HTML, though it sniffs as MP4', () => {
    const fake = Buffer.concat([ftyp(), html]);
    expect(sniffMime(fake)).toBe('video/mp4');
    expect(isPlayableMp4(fake)).toBe(false);
  });

  it('refuses a truncated MP4 and one whose movie header is garbage', () => {
    expect(isPlayableMp4(mp4.subarray(0, 200))).toBe(false);
    // The movie header is complete here (it comes first), but the frames it lists are cut off.
    expect(isPlayableMp4(mp4.subarray(0, 2000))).toBe(false);
    expect(isPlayableMp4(mp4.subarray(0, mp4.length - 1))).toBe(false);
    const moov = mp4.indexOf('moov');
    const broken = Buffer.from(mp4);
    if (moov > 0) broken.fill(0x41, moov + 4, Math.min(broken.length, moov + 400));
    expect(isPlayableMp4(broken)).toBe(false);
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
    expect(isPlayableMp4(junk)).toBe(false);
    expect(await isPlayableWebm(junk)).toBe(false);
  });
});
