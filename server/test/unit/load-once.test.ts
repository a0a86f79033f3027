import { describe, expect, it } from 'vitest';
import { loadOnce } from '../../src/load-once.ts';

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
