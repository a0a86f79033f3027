/**
 * AVIF renditions (issue 19, docs/decisions/0049): one per WebP rendition, at its width, real AVIF
 * files, named beside the WebP ones; none for videos, animations or images too small for renditions.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { nameFiles, prepareMedia } from '../../src/modules/media/pipeline.ts';

const IMAGES = ['image/png', 'image/jpeg', 'image/gif', 'image/webp'];
const demo = (name: string) =>
  readFileSync(path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../src/demo/media', name));

describe('AVIF renditions', () => {
  it('come at every WebP width, decode as AVIF of that width, and are named beside the WebP ones', async () => {
    const prepared = await prepareMedia(demo('service-expertise.png'), IMAGES, 'Image', 'file');
    expect(prepared.variants.length).toBeGreaterThan(0);
    expect(prepared.avif.map((v) => v.width)).toEqual(prepared.variants.map((v) => v.width));
    for (const v of prepared.avif) {
      const meta = await sharp(v.data).metadata();
      expect(meta.format).toBe('heif');
      expect(meta.compression).toBe('av1');
      expect(meta.width).toBe(v.width);
    }
    // A real picture: smaller than the WebP of the same width.
    const total = (list: { data: Buffer }[]) => list.reduce((n, v) => n + v.data.length, 0);
    expect(total(prepared.avif)).toBeLessThan(total(prepared.variants));

    const { media, files } = nameFiles(prepared);
    const base = media.path.replace(/\.png$/, '');
    expect(media.avif.map((v) => v.path)).toEqual(prepared.avif.map((v) => `${base}-w${v.width}.avif`));
    expect(files.filter((f) => f.mime === 'image/avif').map((f) => f.path)).toEqual(
      media.avif.map((v) => v.path),
    );
  });

  it('are not made for videos, animations or images narrower than the smallest rendition', async () => {
    const video = await prepareMedia(demo('blog-ai.webm'), ['video/webm'], 'Video', 'file');
    expect(video.avif).toEqual([]);
    const small = await sharp({ create: { width: 300, height: 200, channels: 3, background: '#123456' } })
      .png()
      .toBuffer();
    expect((await prepareMedia(small, IMAGES, 'Image', 'file')).avif).toEqual([]);
    const frame = (color: string) =>
      sharp({ create: { width: 600, height: 40, channels: 3, background: color } })
        .png()
        .toBuffer();
    const animation = await sharp([await frame('#ff0000'), await frame('#0000ff')], {
      join: { animated: true },
    })
      .gif()
      .toBuffer();
    const animated = await prepareMedia(animation, IMAGES, 'Image', 'file');
    expect(animated.mime).toBe('image/gif');
    expect(animated.avif).toEqual([]);
  });
});
