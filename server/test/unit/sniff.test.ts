import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { docx, exe, notWord, pdf, zip } from '../../../testkit/documents.ts';
import { sniffDocument, sniffEntryFile, sniffMime, zipEntryNames } from '../../src/modules/media/sniff.ts';

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

describe('sniffDocument (issue 29: CVs and the files of form entries)', () => {
  it('knows a PDF, a .docx and a .doc by their bytes, and nothing else by its name', () => {
    expect(sniffDocument(pdf())).toBe('application/pdf');
    expect(sniffDocument(docx())).toBe(
      'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
    );
    const doc = Buffer.concat([
      Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]),
      Buffer.alloc(504),
      Buffer.from('WordDocument', 'utf16le'),
    ]);
    expect(sniffDocument(doc)).toBe('application/msword');
    // A compound file without a Word stream (an old Excel file), an archive of something else, a program.
    expect(
      sniffDocument(Buffer.concat([doc.subarray(0, 512), Buffer.from('Workbook', 'utf16le')])),
    ).toBeNull();
    expect(sniffDocument(notWord())).toBeNull();
    expect(sniffDocument(exe())).toBeNull();
    expect(sniffDocument(Buffer.from('  %PDF-1.7 not at the start'))).toBeNull();
    expect(sniffDocument(Buffer.alloc(0))).toBeNull();
  });

  it('reads a ZIP’s entry names from its central directory, and refuses a damaged one', () => {
    expect(zipEntryNames(zip({ 'a.txt': 'a', 'dir/b.xml': 'b' }))).toEqual(['a.txt', 'dir/b.xml']);
    const cut = docx().subarray(0, 200);
    expect(zipEntryNames(cut)).toBeNull();
    expect(sniffDocument(cut)).toBeNull();
  });

  it('tells the kinds a form takes: PDF, Word, PNG/JPEG/WebP images', () => {
    expect(sniffEntryFile(pdf())?.kind).toBe('pdf');
    expect(sniffEntryFile(docx())?.kind).toBe('word');
    expect(
      sniffEntryFile(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0]))?.kind,
    ).toBe('image');
    expect(sniffEntryFile(Buffer.from('GIF89a......'))).toBeNull();
  });
});
