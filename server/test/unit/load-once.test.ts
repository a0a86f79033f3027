import { MEDIA_MESSAGES } from '@vyoma/contract';
import { describe, expect, it } from 'vitest';
import { HttpError } from '../../src/http/errors.ts';
import { loadOnce } from '../../src/load-once.ts';
import { imageLibraryFrom } from '../../src/modules/media/pipeline.ts';

describe('loadOnce', () => {
  it('loads on the first call only, and every caller gets the same thing', async () => {
    let loads = 0;
    const library = loadOnce(async () => ({ n: ++loads }));
    expect(loads).toBe(0);
    const [a, b] = await Promise.all([library(), library()]);
    expect(await library()).toBe(a);
    expect(b).toBe(a);
    expect(loads).toBe(1);
  });

  it('keeps no failed load: the next call tries again', async () => {
    let loads = 0;
    const library = loadOnce(async () => {
      loads += 1;
      if (loads === 1) throw new Error('the addon is missing');
      return 'loaded';
    });
    await expect(library()).rejects.toThrow('the addon is missing');
    expect(await library()).toBe('loaded');
    expect(loads).toBe(2);
  });
});

describe('the image library (sharp)', () => {
  it('not loading, answers 503 saying images cannot be processed, keeps the reason for the log, and tries again', async () => {
    const reason = new Error('Could not load the "sharp" module using the linux-x64 runtime');
    let loads = 0;
    const library = imageLibraryFrom(async () => {
      loads += 1;
      if (loads === 1) throw reason;
      return import('sharp');
    });
    const refusal = await library().catch((error: unknown) => error);
    expect(refusal).toBeInstanceOf(HttpError);
    expect(refusal).toMatchObject({
      statusCode: 503,
      message: MEDIA_MESSAGES.imagesUnavailable,
      cause: reason,
    });
    expect(typeof (await library())).toBe('function');
  });
});
