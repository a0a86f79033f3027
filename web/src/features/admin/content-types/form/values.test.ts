import { PAGE_DOC, POST, PRODUCT } from '@vyoma/contract/content-types';
import { textToDoc } from '@vyoma/contract/rich-text';
import { describe, expect, it } from 'vitest';
import type { ContentItem } from '../../components/contentTypes.ts';
import { CASE_STUDY, caseStudy } from '../fixtures.ts';
import {
  afterSave,
  fileRefOf,
  formPathOf,
  itemValues,
  keptText,
  type MediaListEntry,
  type MediaSlot,
  restoredValues,
  withStoredFile,
} from './values.ts';

const png = (name: string) =>
  new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47])], name, { type: 'image/png' });
const entry = (path: string | null, more: Partial<MediaListEntry> = {}): MediaListEntry => ({
  key: path ?? 'new',
  file: null,
  path,
  saved: true,
  removed: false,
  ...more,
});

describe('the files of the editor', () => {
  // Moved from MissingAlt's slotOf: the labels the server gives refused images, now read from the declarations.
  it('finds the file a refused image is, from the label the server gives it', () => {
    expect(fileRefOf(POST, 'Icon')).toEqual({ field: 'iconImage', kind: 'media' });
    expect(fileRefOf(POST, 'Section 3 image')).toEqual({
      field: 'content',
      kind: 'list',
      index: 2,
      sub: 'image',
    });
    expect(fileRefOf(PRODUCT, 'Product image 1')).toEqual({ field: 'image', kind: 'mediaList', index: 0 });
    expect(fileRefOf(CASE_STUDY, 'Cover image')).toEqual({ field: 'cover', kind: 'media' });
    expect(fileRefOf(POST, 'Share image')).toBeNull();
    expect(fileRefOf(POST, 'Section image')).toBeNull();
  });

  it('swaps a refused save’s new file for its stored path, counting a media list’s kept files', () => {
    const file = png('new.png');
    const values = {
      slug: '',
      image: [
        entry('/uploads/a.png'),
        entry('/uploads/b.png', { removed: true }),
        entry(null, { key: 'f', file, saved: false }),
      ],
    };
    // "Product image 2": the second image the product keeps (a.png, then the new one).
    const next = withStoredFile(values, { field: 'image', kind: 'mediaList', index: 1 }, '/uploads/new.png');
    expect((next.image as MediaListEntry[]).map((e) => [e.path, e.file])).toEqual([
      ['/uploads/a.png', null],
      ['/uploads/b.png', null],
      ['/uploads/new.png', null],
    ]);
  });

  it('after a save, keeps the files it sent by their stored paths and a file chosen meanwhile as new', () => {
    const sent = png('sent.png');
    const later = png('later.png');
    const before = {
      ...itemValues(CASE_STUDY, caseStudy()),
      cover: { file: sent, path: '/uploads/cover.png' },
    };
    const saved = caseStudy({ cover: '/uploads/sent.png', version: 4 });
    expect(afterSave(CASE_STUDY, before, before, saved).cover).toEqual({
      file: null,
      path: '/uploads/sent.png',
    });
    const now = { ...before, cover: { file: later, path: '/uploads/cover.png' } };
    expect((afterSave(CASE_STUDY, now, before, saved).cover as MediaSlot).file).toBe(later);
  });

  it('keeps the text of a published item in the browser, never its files, and brings a list back only while it lines up', () => {
    const post = {
      iconImage: '/uploads/icon.webm',
      content: [
        {
          _id: 's1',
          heading: 'One',
          body: textToDoc('Text.'),
          description: 'Text.',
          image: '/uploads/a.png',
        },
      ],
      slug: 'p',
    } as unknown as ContentItem;
    const values = itemValues(POST, post);
    const kept = JSON.parse(JSON.stringify(keptText(POST, { ...values, title: 'Typed' })));
    expect(kept.iconImage).toBeUndefined();
    // A section's id is kept with its words: the save sends it back, keeping its translations.
    expect(values.content).toEqual([expect.objectContaining({ _id: 's1', heading: 'One' })]);
    expect(kept.content).toEqual([{ _id: 's1', heading: 'One', body: textToDoc('Text.') }]);
    const restored = restoredValues(POST, values, kept);
    expect(restored.title).toBe('Typed');
    expect((restored.content as { image: MediaSlot }[])[0]?.image).toEqual({
      file: null,
      path: '/uploads/a.png',
      video: undefined,
    });
    const longer = restoredValues(POST, values, { ...kept, content: [...kept.content, { heading: 'Two' }] });
    expect(longer.content).toBe(values.content);
  });

  it('shows the server’s messages on the fields they name', () => {
    expect(formPathOf(POST, 'content.1.description')).toBe('content.1.body');
    expect(formPathOf(POST, 'content.1.image')).toBe('content.1.image');
    expect(formPathOf(POST, 'iconImage')).toBe('iconImage');
    expect(formPathOf(PRODUCT, 'images', { images: 'image' })).toBe('image');
    expect(formPathOf(CASE_STUDY, 'bodyText')).toBe('body');
    expect(formPathOf(CASE_STUDY, 'slug')).toBe('slug');
    expect(formPathOf(CASE_STUDY, 'seo.title')).toBeNull();
  });
});

describe('a choice with a default', () => {
  it('starts a new item at the default, a saved one (or one saved before the field) at its own', () => {
    expect(itemValues(PAGE_DOC, undefined).structuredData).toBe('none');
    const saved = { _id: 'p1', slug: 'cms', structuredData: 'service' } as unknown as ContentItem;
    expect(itemValues(PAGE_DOC, saved).structuredData).toBe('service');
    expect(itemValues(PAGE_DOC, { ...saved, structuredData: undefined }).structuredData).toBe('none');
    // A choice without one starts empty ("Choose …").
    expect(itemValues(CASE_STUDY, undefined).industry).toBe('');
  });
});
