import { POST, PRODUCT } from '@vyoma/contract/content-types';
import { textToDoc } from '@vyoma/contract/rich-text';
import { describe, expect, it } from 'vitest';
import { jsonBody, multipartBody, type SaveContent } from './api.ts';
import { CASE_STUDY, caseStudy } from './fixtures.ts';
import { itemValues } from './form/values.ts';

const content: SaveContent = {
  slug: 'books-on-time',
  seo: { title: '', description: 'Short.', image: '', noindex: false },
  status: 'published',
  version: 3,
};

describe('the bodies of a save', () => {
  it('sends a declared type as JSON, its files as media-library paths', () => {
    const values = { ...itemValues(CASE_STUDY, caseStudy()), client: 'Lakshmi Stores Ltd' };
    expect(jsonBody(CASE_STUDY, values, content)).toEqual({
      title: 'A shop that closes its books on time',
      summary: 'Month-end in two days instead of ten.',
      body: caseStudy().body,
      cover: '/uploads/cover.png',
      client: 'Lakshmi Stores Ltd',
      industry: 'retail',
      slug: 'books-on-time',
      seo: { title: '', description: 'Short.', image: '', noindex: false },
      status: 'published',
      publishAt: undefined,
      version: 3,
    });
  });

  it('sends a post as the spec’s multipart form: sections by index, a kept icon left out, a new one as a file', () => {
    const icon = new File(['video'], 'icon.webm', { type: 'video/webm' });
    const section = new File(['png'], 'two.png', { type: 'image/png' });
    const item = { iconImage: '/uploads/icon.webm' } as never;
    const values = {
      title: 'Month-end',
      heading: 'Back office',
      description: 'Calmer.',
      author: 'Team',
      category: 'backOffice',
      slug: '',
      iconImage: { file: null, path: '/uploads/icon.webm' },
      content: [
        {
          _id: '11111111-1111-4111-8111-111111111111',
          heading: 'One',
          body: textToDoc('First.'),
          image: { file: null, path: '/uploads/one.png' },
        },
        { heading: 'Two', body: textToDoc('Second.'), image: { file: section, path: null } },
      ],
    };
    const form = multipartBody(POST, values, content, item);
    // A saved section goes back with its id (it keeps its versions in other languages); a new one has none.
    expect(form.get('content[0][_id]')).toBe('11111111-1111-4111-8111-111111111111');
    expect(form.has('content[1][_id]')).toBe(false);
    expect(form.get('title')).toBe('Month-end');
    expect(form.get('category')).toBe('backOffice');
    expect(form.has('iconImage')).toBe(false);
    expect(form.get('content[0][heading]')).toBe('One');
    expect(JSON.parse(String(form.get('content[1][body]')))).toEqual(textToDoc('Second.'));
    expect(form.get('content[0][image]')).toBe('/uploads/one.png');
    expect((form.get('content[1][image]') as File).name).toBe('two.png');
    expect([form.get('status'), form.get('slug'), form.get('version')]).toEqual([
      'published',
      'books-on-time',
      '3',
    ]);
    expect(form.get('seo[description]')).toBe('Short.');
    const withIcon = multipartBody(
      POST,
      { ...values, iconImage: { file: icon, path: '/uploads/icon.webm' } },
      content,
      item,
    );
    expect((withIcon.get('iconImage') as File).name).toBe('icon.webm');
  });

  it('sends a new product’s images as `images`, files and library paths in order, removed ones left out', () => {
    const file = new File(['png'], 'a.png', { type: 'image/png' });
    const values = {
      ...itemValues(PRODUCT, undefined),
      name: 'Backup',
      image: [
        { key: '1', file, path: null, saved: false, removed: false },
        { key: '2', file: null, path: '/uploads/lib.png', saved: false, removed: false },
      ],
    };
    const form = multipartBody(PRODUCT, values, content, undefined, { image: 'images' });
    expect(form.getAll('images').map((part) => (typeof part === 'string' ? part : part.name))).toEqual([
      'a.png',
      '/uploads/lib.png',
    ]);
    expect(form.has('image')).toBe(false);
  });
});
