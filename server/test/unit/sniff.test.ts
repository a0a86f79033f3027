import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { sniffMime } from '../../src/modules/media/sniff.ts';

const ftyp = (major: string, compatible: string[] = []) => {
  const size = 16 + compatible.length * 4;
  const b = Buffer.alloc(size + 8);
  b.writeUInt32BE(size, 0);
  b.write('ftyp', 4, 'latin1');
  b.write(major, 8, 'latin1');
  compatible.forEach((c, i) => {
    b.write(c, 16 + i * 4, 'latin1');
  });
  return b;
};

describe('sniffMime', () => {
  it('recognises real images made by sharp', async () => {
    const base = sharp({ create: { width: 4, height: 4, channels: 3, background: '#fff' } });
    expect(sniffMime(await base.clone().png().toBuffer())).toBe('image/png');
    expect(sniffMime(await base.clone().jpeg().toBuffer())).toBe('image/jpeg');
    expect(sniffMime(await base.clone().webp().toBuffer())).toBe('image/webp');
    expect(sniffMime(await base.clone().gif().toBuffer())).toBe('image/gif');
    expect(sniffMime(await base.clone().avif().toBuffer())).toBe('image/avif');
  });

  it('tells MP4 from AVIF and HEIC by the ftyp brands', () => {
    expect(sniffMime(ftyp('isom', ['isom', 'mp41']))).toBe('video/mp4');
    expect(sniffMime(ftyp('mp42', ['mp42', 'avc1']))).toBe('video/mp4');
    expect(sniffMime(ftyp('avif', ['mif1']))).toBe('image/avif');
    expect(sniffMime(ftyp('mif1', ['avif']))).toBe('image/avif');
    expect(sniffMime(ftyp('heic', ['mif1']))).toBeNull();
    expect(sniffMime(ftyp('qt  '))).toBeNull();
  });

  it('accepts WebM but not other Matroska files', () => {
    const ebml = [0x1a, 0x45, 0xdf, 0xa3, 0x9f, 0x42, 0x82, 0x84];
    expect(sniffMime(Buffer.concat([Buffer.from(ebml), Buffer.from('webm'), Buffer.alloc(8)]))).toBe(
      'video/webm',
    );
    expect(
      sniffMime(Buffer.concat([Buffer.from(ebml), Buffer.from('matroska'), Buffer.alloc(8)])),
    ).toBeNull();
  });

  it('rejects text, SVG, PDF, empty and truncated input', () => {
    expect(sniffMime(Buffer.from('hello world'))).toBeNull();
    expect(sniffMime(Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>'))).toBeNull();
    expect(sniffMime(Buffer.from('%PDF-1.7'))).toBeNull();
    expect(sniffMime(Buffer.alloc(0))).toBeNull();
    expect(sniffMime(Buffer.from([0x89, 0x50, 0x4e]))).toBeNull();
    expect(sniffMime(Buffer.from('RIFF\0\0\0\0WAVE'))).toBeNull();
  });
});
