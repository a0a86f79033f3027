import { brotliCompressSync, brotliDecompressSync, constants } from 'node:zlib';
import { categoryResponse } from '@vyoma/contract/responses';
import { blogEditFormSchema, productUpdateFormSchema } from '@vyoma/contract/schemas';
import { describe, expect, it } from 'vitest';
import { acceptedEncoding, brotliText, matchesEtag, ReadyResponse } from '../../src/http/ready-response.ts';
import { createSerializerCompiler } from '../../src/http/schemas.ts';
import { formToBody } from '../../src/plugins/uploads.ts';

const category = {
  _id: '6f1c7a52-3d7e-4a53-9d2e-0c6f1f1f9a10',
  name: 'Cloud',
  description: 'Cloud things',
  productCount: 2,
};
const compile = (check: boolean) =>
  createSerializerCompiler({ check })({
    schema: categoryResponse,
    method: 'GET',
    url: '/x',
    httpStatus: '200',
  });

describe('response serialisation', () => {
  it('sends only the fields the contract names', () => {
    const out = compile(false)({ success: true, category: { ...category, secret: 'x' }, debug: 1 });
    expect(JSON.parse(out)).toEqual({ success: true, category });
  });

  it('refuses an answer outside its schema when checking (tests)', () => {
    expect(() => compile(true)({ success: true, category: { ...category, productCount: 'many' } })).toThrow(
      /outside its response schema/,
    );
    expect(() => compile(true)({ success: true, category })).not.toThrow();
  });
});

describe('ready responses', () => {
  it('prefers brotli, then gzip, and honours q=0', () => {
    expect(acceptedEncoding('gzip, deflate, br, zstd')).toBe('br');
    expect(acceptedEncoding('gzip, br;q=0')).toBe('gzip');
    expect(acceptedEncoding('identity')).toBeNull();
    expect(acceptedEncoding('*')).toBe('br');
  });

  it('matches ETags weakly', () => {
    const ready = new ReadyResponse(Buffer.from('{"a":1}'), 'application/json');
    expect(matchesEtag(ready.etag, ready.etag)).toBe(true);
    expect(matchesEtag(`"x", ${ready.etag.slice(2)}`, ready.etag)).toBe(true);
    expect(matchesEtag('"other"', ready.etag)).toBe(false);
    expect(matchesEtag('*', ready.etag)).toBe(true);
    expect(matchesEtag(undefined, ready.etag)).toBe(false);
  });

  it('sends small bodies as they are and compresses each encoding once', () => {
    const small = new ReadyResponse(Buffer.from('{}'), 'application/json');
    expect(small.encodingFor('br')).toBeNull();
    const big = new ReadyResponse(
      Buffer.from(JSON.stringify({ text: 'x'.repeat(5000) })),
      'application/json',
    );
    expect(big.encodingFor('gzip, br')).toBe('br');
    const br = big.bytes('br');
    expect(br.length).toBeLessThan(big.body.length);
    expect(big.bytes('br')).toBe(br);
  });

  it('fits brotli to the body: what it sends decodes to the body and is no bigger than the default', () => {
    const words = Array.from({ length: 4000 }, (_, i) => `word${(i * 7919) % 1000}`).join(' ');
    for (const body of [Buffer.from('<p>short</p>'.repeat(100)), Buffer.from(words)]) {
      const fitted = brotliText(body, 9);
      expect(brotliDecompressSync(fitted).equals(body)).toBe(true);
      const standard = brotliCompressSync(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 9 } });
      expect(fitted.length).toBeLessThanOrEqual(standard.length + 16);
    }
  });
});

describe('multipart form to body', () => {
  const file = { filename: 'a.png', data: Buffer.from('png') };

  it('builds lists of sections in index order and lets a file beat a text value', () => {
    const body = formToBody(
      {
        fields: [
          ['title', 'T'],
          ['title', 'ignored'],
          ['content[2][heading]', 'Third'],
          ['content[0][heading]', 'First'],
          ['content[0][image]', '/uploads/x.png'],
          ['content[2][image]', ''],
          ['__proto__', 'x'],
          ['a[b][c][d]', 'too deep'],
        ],
        files: [{ field: 'content[2][image]', ...file }],
      },
      blogEditFormSchema,
    );
    expect(body).toEqual({
      title: 'T',
      ['__proto__']: 'x',
      content: [
        { heading: 'First', image: '/uploads/x.png' },
        { heading: 'Third', image: file },
      ],
    });
    expect(Object.getPrototypeOf(body)).toBe(Object.prototype);
  });

  it('makes lists of repeated fields the schema expects as lists', () => {
    const body = formToBody(
      {
        fields: [
          ['name', 'N'],
          ['removeImages[]', '/uploads/a.png'],
        ],
        files: [
          { field: 'images', ...file },
          { field: 'images', ...file },
        ],
      },
      productUpdateFormSchema,
    );
    expect(body).toEqual({ name: 'N', removeImages: ['/uploads/a.png'], images: [file, file] });
  });

  it('keeps the order of a list that mixes files and media library paths', () => {
    const other = { filename: 'b.png', data: Buffer.from('png2') };
    const body = formToBody(
      {
        fields: [
          ['name', 'N'],
          ['images', '/uploads/lib-1.png'],
          ['images', '/uploads/lib-2.png'],
        ],
        files: [
          { field: 'images', ...file },
          { field: 'images', ...other },
        ],
        // Sent as: name, file a, library 1, file b, library 2.
        order: { fields: [0, 2, 4], files: [1, 3] },
      },
      productUpdateFormSchema,
    );
    expect(body.images).toEqual([file, '/uploads/lib-1.png', other, '/uploads/lib-2.png']);
  });

  it('puts alt text and the decorative mark sent beside a file part on that file, and on nothing else', () => {
    const part = (name: string) => ({ filename: `${name}.png`, data: Buffer.from(name) });
    const blog = formToBody(
      {
        fields: [
          ['iconImage[alt]', 'The icon'],
          ['content[0][heading]', 'First'],
          ['content[0][image][alt]', 'Section one'],
          ['content[1][image]', '/uploads/lib.png'],
          // A library path is described in the library, not here.
          ['content[1][image][alt]', 'Ignored'],
          ['content[0][image][decorative]', 'true'],
        ],
        files: [
          { field: 'iconImage', ...part('icon') },
          { field: 'content[0][image]', ...part('s0') },
        ],
      },
      blogEditFormSchema,
    );
    expect(blog).toEqual({
      iconImage: { ...part('icon'), alt: 'The icon' },
      content: [
        { heading: 'First', image: { ...part('s0'), alt: 'Section one', decorative: 'true' } },
        { image: '/uploads/lib.png' },
      ],
    });
    // images[i][alt]: the i-th part of the list as sent, library paths counted.
    const product = formToBody(
      {
        fields: [
          ['images', '/uploads/lib.png'],
          ['images[1][alt]', 'Second part'],
          ['images[0][alt]', 'A path: ignored'],
          ['images[7][alt]', 'No such part'],
        ],
        files: [{ field: 'images', ...part('new') }],
        order: { fields: [0, 2, 3, 4], files: [1] },
      },
      productUpdateFormSchema,
    );
    expect(product).toEqual({ images: ['/uploads/lib.png', { ...part('new'), alt: 'Second part' }] });
  });
});
