// @vitest-environment happy-dom
import type { User } from '@vyoma/contract';
import { act } from 'react';
import { createMemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderRouter, typeInto } from '~/lib/render-in-test.tsx';
import type { ContentItem } from '../../components/contentTypes.ts';
import { CASE_STUDY, caseStudy } from '../fixtures.ts';
import { ContentForm } from './ContentForm.tsx';

afterEach(() => {
  vi.unstubAllGlobals();
});

const EDITOR = { _id: 'me', name: 'Meera', email: 'meera@vyoma.example', role: 'editor' } as User;
/** The first bytes of a PNG: the form checks a file by its bytes, as the server does. */
const PNG = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0, 0, 0, 0, 0]);

/** Uploads (XHR, for their progress): each answers as the media library stores a file. */
function stubUploads(): { url: string; file: File }[] {
  const uploads: { url: string; file: File }[] = [];
  class Upload {
    status = 0;
    responseText = '';
    statusText = '';
    withCredentials = false;
    responseType = '';
    upload: { onprogress?: (event: ProgressEvent) => void } = {};
    onload: (() => void) | null = null;
    onerror: (() => void) | null = null;
    private url = '';
    open(_method: string, url: string) {
      this.url = url;
    }
    setRequestHeader() {}
    send(body: FormData) {
      const file = body.get('file') as File;
      uploads.push({ url: this.url, file });
      setTimeout(() => {
        this.status = 201;
        this.responseText = JSON.stringify({ success: true, data: { path: `/uploads/${file.name}` } });
        this.onload?.();
      });
    }
  }
  vi.stubGlobal('XMLHttpRequest', Upload);
  return uploads;
}

/** The editor of a type only the server declares; the API answers a save with `saved`. */
async function mount(item?: ContentItem) {
  const sent: { method: string; url: string; body: Record<string, unknown> }[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init?: RequestInit) => {
      if (url.includes('/admin/presence/'))
        return Response.json({ data: { holder: EDITOR, mine: true, since: new Date().toISOString() } });
      if (init?.method === 'PUT' || init?.method === 'POST') {
        const body = JSON.parse(String(init.body)) as Record<string, unknown>;
        sent.push({ method: init.method, url, body });
        return Response.json({ success: true, data: { ...caseStudy(), ...body, version: 4 } });
      }
      return Response.json({ success: true, data: [] });
    }),
  );
  const uploads = stubUploads();
  const router = createMemoryRouter(
    [
      { path: '/', element: <ContentForm type={CASE_STUDY} item={item} /> },
      { path: '/admin/content/case-study', element: <p>The list</p> },
    ],
    { initialEntries: ['/'] },
  );
  const host = await renderRouter(router, EDITOR);
  const button = (name: string) =>
    [...host.querySelectorAll<HTMLButtonElement>('button')].find((b) => b.textContent === name);
  return { host, sent, uploads, router, button };
}

describe('the editor of a declared type', () => {
  it('draws each field by its kind, with the declaration’s labels', async () => {
    const { host } = await mount();
    // The form's own fields, not the rich-text editor's link dialog (drawn once the editor has loaded).
    const labels = [...host.querySelectorAll('.admin-form .field__label')]
      .filter((label) => !label.closest('dialog'))
      .map((label) => label.textContent?.replace(/\s*\*$/, ''));
    expect(labels).toEqual(['Title', 'Summary', 'Story', 'Cover image', 'Client', 'Industry']);
    expect(host.querySelector('#case-study-summary')?.tagName).toBe('TEXTAREA');
    expect([...host.querySelectorAll('#case-study-industry option')].map((o) => o.textContent)).toEqual([
      'Choose an industry',
      'Retail',
      'Health care',
    ]);
    expect(host.querySelector('#case-study-cover')?.getAttribute('type')).toBe('file');
    expect(host.querySelector('#case-study-slug')).not.toBeNull();
  });

  it('says what is missing in the server’s words and sends nothing', async () => {
    const { host, sent, button } = await mount();
    await act(async () => button('Publish')?.click());
    await vi.waitFor(() => expect(host.textContent).toContain('Title is required'));
    for (const message of [
      'Summary is required',
      'Story is required',
      'Cover image is required',
      'Client is required',
      'Industry must be one of retail, health',
    ])
      expect(host.textContent).toContain(message);
    expect(sent).toEqual([]);
  });

  it('stores a new file in the media library, then saves the item as JSON naming it by its path', async () => {
    const item = caseStudy({ status: 'draft' });
    const { host, sent, uploads, router, button } = await mount(item);
    await typeInto(host.querySelector<HTMLInputElement>('#case-study-client')!, 'Lakshmi Stores Ltd');
    // happy-dom does not show a select's value set before its options: chosen as a person would.
    await act(async () => {
      const industry = host.querySelector<HTMLSelectElement>('#case-study-industry')!;
      industry.value = 'retail';
      industry.dispatchEvent(new Event('change', { bubbles: true }));
    });
    const cover = host.querySelector<HTMLInputElement>('#case-study-cover')!;
    const file = new File([PNG], 'new-cover.png', { type: 'image/png' });
    await act(async () => {
      Object.defineProperty(cover, 'files', { value: [file], configurable: true });
      cover.dispatchEvent(new Event('change', { bubbles: true }));
    });
    await vi.waitFor(() =>
      expect(host.querySelector('img[alt="New cover image: new-cover.png"]')).not.toBeNull(),
    );

    await act(async () => button('Publish')?.click());
    await vi.waitFor(() => expect(sent).toHaveLength(1));
    expect(uploads).toEqual([{ url: '/api/v1/admin/media', file }]);
    expect(sent[0]).toMatchObject({
      method: 'PUT',
      url: '/api/v1/admin/content/case-study/7a1e0c55-0000-4000-8000-000000000001',
      body: {
        title: item.title,
        summary: item.summary,
        body: item.body,
        cover: '/uploads/new-cover.png',
        client: 'Lakshmi Stores Ltd',
        industry: 'retail',
        slug: item.slug,
        status: 'published',
        version: 3,
      },
    });
    await vi.waitFor(() => expect(router.state.location.pathname).toBe('/admin/content/case-study'));
  });
});
