import type { Revision } from '@vyoma/contract';
import { describe, expect, it } from 'vitest';
import { chosen } from './choose.ts';

const revision = (version: number): Revision => ({
  _id: `00000000-0000-4000-8000-00000000000${version}`,
  createdAt: `2026-11-0${version}T10:00:00.000Z`,
  version,
  author: { _id: null, name: 'Administrator' },
  summary: version === 1 ? 'Created' : 'Changed title',
});
/** Newest first, as the API lists them. */
const list = [revision(4), revision(3), revision(2), revision(1)];
const versions = (pair: { from?: Revision; to?: Revision }) => [pair.from?.version, pair.to?.version];

describe('chosen', () => {
  it('compares the previous version with the latest by default', () => {
    expect(versions(chosen(list, new URLSearchParams()))).toEqual([3, 4]);
  });

  it('takes the versions the address names', () => {
    expect(versions(chosen(list, new URLSearchParams('from=1&to=3')))).toEqual([1, 3]);
    expect(versions(chosen(list, new URLSearchParams('from=2')))).toEqual([2, 4]);
  });

  it('falls back to the defaults for versions that do not exist', () => {
    expect(versions(chosen(list, new URLSearchParams('from=9&to=abc')))).toEqual([3, 4]);
  });

  it('gives the one version twice when there is only one, and nothing when there is none', () => {
    expect(versions(chosen([revision(1)], new URLSearchParams()))).toEqual([1, 1]);
    expect(versions(chosen([], new URLSearchParams()))).toEqual([undefined, undefined]);
  });
});
