import { MEDIA_LIBRARY } from '@vyoma/contract';
import { describe, expect, it } from 'vitest';
import { ApiError } from '~/lib/api.ts';
import { altProblem, altState, dimensionsOf, missingAltOf, typeName, usedByOf } from './media.ts';

describe('media library helpers', () => {
  it('tells written, decorative and missing alt text apart', () => {
    expect(altState({ alt: 'A harbour', decorative: false, kind: 'image' })).toEqual({
      kind: 'alt',
      text: 'A harbour',
    });
    expect(altState({ alt: '', decorative: true, kind: 'image' })).toEqual({ kind: 'decorative' });
    expect(altState({ alt: null, decorative: false, kind: 'image' })).toEqual({ kind: 'missing' });
    expect(altState({ alt: '', decorative: false, kind: 'image' })).toEqual({ kind: 'missing' });
  });

  it('asks for alt text or the decorative mark, within the cap', () => {
    expect(altProblem({ alt: '  ', decorative: false })).toMatch(/Write alt text/);
    expect(altProblem({ alt: '', decorative: true })).toBeNull();
    expect(altProblem({ alt: 'Boats', decorative: false })).toBeNull();
    expect(altProblem({ alt: 'x'.repeat(MEDIA_LIBRARY.altMax + 1), decorative: false })).toMatch(/at most/);
  });

  it('formats the facts of a file', () => {
    expect(dimensionsOf({ width: 1200, height: 800 })).toBe('1200 × 800');
    expect(dimensionsOf({ width: null, height: null })).toBe('');
    expect(typeName('image/png')).toBe('PNG');
    expect(typeName('video/webm')).toBe('WEBM');
  });

  it('reads the images a refused publish names, and nothing from other errors', () => {
    const missingAlt = [{ _id: 'a', path: '/uploads/a.png', name: 'a.png', label: 'Section 1 image' }];
    const refused = new ApiError('Write alt text', 400, {}, false, true, { message: 'x', missingAlt });
    expect(missingAltOf(refused)).toEqual(missingAlt);
    expect(missingAltOf(new ApiError('Bad', 400, {}, false, true, { message: 'Bad' }))).toBeNull();
    expect(missingAltOf(new ApiError('Gone', 404, {}, false, true, { missingAlt }))).toBeNull();
    expect(missingAltOf(new Error('x'))).toBeNull();
  });

  it('reads where a file is used from a refused delete', () => {
    const usedBy = [{ type: 'post', id: '1', title: 'A post', href: '/admin/edit-blog/1' }];
    expect(usedByOf(new ApiError('In use', 409, {}, false, true, { usedBy }))).toEqual(usedBy);
    expect(usedByOf(new ApiError('Nope', 403, {}, false, true, {}))).toBeNull();
  });
});
