// @vitest-environment happy-dom
/**
 * The translate screen (issue 36), made from a declaration alone: the English words beside the form
 * of the translated fields only (shared ones are left to the English editor), the version's URL name,
 * SEO texts and status; a save sends them to the type's translation path; a version the English has
 * moved past says so and can be saved as still needing an update.
 */

import type { User } from '@vyoma/contract';
import { defineContentType } from '@vyoma/contract/content-types';
import { DEFAULT_LANGUAGES } from '@vyoma/contract/languages';
import { act } from 'react';
import { createMemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderRouter, typeInto } from '~/lib/render-in-test.tsx';
import { LanguageLinks } from './Languages.tsx';
import TranslatePage, { type VersionAnswer } from './TranslatePage.tsx';

afterEach(() => {
  vi.unstubAllGlobals();
});

const EDITOR = { _id: 'me', name: 'Meera', email: 'meera@vyoma.example', role: 'admin' } as User;
const ID = '5e1a0000-0000-4000-8000-000000000001';

const STORY = JSON.parse(
  JSON.stringify(
    defineContentType({
      name: 'story',
      label: { one: 'story', many: 'stories' },
      table: 'stories',
      titleField: 'title',
      workflow: 'publish',
      publicPath: '/stories/{slug}',
      fields: [
        { kind: 'text', name: 'title', label: 'Title', max: 100, translated: true },
        { kind: 'text', name: 'summary', label: 'Summary', max: 300, multiline: true, translated: true },
        { kind: 'text', name: 'client', label: 'Client', max: 100 },
      ],
    }),
  ),
);

const SOURCE = { title: 'Bread before breakfast', summary: 'A bakery takes orders online.' };

async function mount(answer: VersionAnswer, user: User = EDITOR) {
  const sent: { url: string; body: Record<string, unknown> }[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: string, init?: RequestInit) => {
      const at = new URL(input, 'http://localhost');
      if (at.pathname === '/api/v1/settings')
        return Response.json({ success: true, data: { languages: DEFAULT_LANGUAGES } });
      if (init?.method === 'PUT') {
        const body = JSON.parse(String(init.body)) as Record<string, unknown>;
        sent.push({ url: at.pathname, body });
        return Response.json({
          success: true,
          data: {
            ...body,
            lang: 'hi',
            version: (answer.data?.version ?? 0) + 1,
            needsUpdate: !body.upToDate,
          },
        });
      }
      return Response.json(answer);
    }),
  );
  const router = createMemoryRouter(
    [
      { path: '/admin/content/story/:id/translate/:lang', element: <TranslatePage type={STORY} /> },
      { path: '/admin/content/story/:id/edit', element: <LanguageLinks type={STORY} id={ID} /> },
    ],
    { initialEntries: [`/admin/content/story/${ID}/translate/hi`] },
  );
  const host = await renderRouter(router, user);
  await vi.waitFor(() => expect(host.querySelector('form.translate')).not.toBeNull());
  const button = (name: string) =>
    [...host.querySelectorAll<HTMLButtonElement>('button')].find((b) => b.textContent?.trim() === name);
  return { host, sent, button, router };
}

describe('the translate screen', () => {
  it('shows the English beside a form of the translated fields only, and saves a first version as a draft', async () => {
    const { host, sent, button } = await mount({ data: null, source: SOURCE });
    expect(host.querySelector('h1')?.textContent).toBe('Hindi version');
    expect([...host.querySelectorAll('.translate__source dd')].map((d) => d.textContent)).toEqual([
      SOURCE.title,
      SOURCE.summary,
    ]);
    const labels = [...host.querySelectorAll('.translate__version .field__label')].map((l) =>
      l.textContent?.replace(/\s*\*$/, ''),
    );
    expect(labels).toEqual(['Title', 'Summary', 'URL name', 'SEO title', 'SEO description', 'Status']);
    expect(host.textContent).toContain('This story has no Hindi version yet.');
    expect(host.querySelector<HTMLInputElement>('#translate-title')?.lang).toBe('hi');

    await typeInto(host.querySelector<HTMLInputElement>('#translate-title')!, 'नाश्ते से पहले रोटी');
    await typeInto(
      host.querySelector<HTMLTextAreaElement>('#translate-summary')!,
      'बेकरी अब ऑनलाइन ऑर्डर लेती है।',
    );
    await act(async () => button('Save Hindi version')!.click());
    await vi.waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]).toEqual({
      url: `/api/v1/admin/content/story/${ID}/translations/hi`,
      body: {
        title: 'नाश्ते से पहले रोटी',
        summary: 'बेकरी अब ऑनलाइन ऑर्डर लेती है।',
        seo: { title: '', description: '' },
        status: 'draft',
        upToDate: true,
      },
    });
  });

  it('says when the English moved on, and saves as still needing an update on request', async () => {
    const { host, sent, button } = await mount({
      data: {
        lang: 'hi',
        title: 'पुराना शीर्षक',
        summary: 'पुराना सार',
        slug: 'purana',
        seo: { title: null, description: null, noindex: false },
        status: 'published',
        publishAt: null,
        version: 3,
        needsUpdate: true,
      },
      source: SOURCE,
    });
    expect(host.textContent).toContain(
      'The English has changed since this version was last brought up to date.',
    );
    expect(host.querySelector<HTMLInputElement>('#translate-slug')?.value).toBe('purana');
    await act(async () => button('Save, still needs update')!.click());
    await vi.waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]!.body).toMatchObject({
      title: 'पुराना शीर्षक',
      slug: 'purana',
      status: 'published',
      version: 3,
      upToDate: false,
    });
  });

  it('shows a scheduled time in the site’s zone, and offers an author drafts and review only', async () => {
    const scheduled = {
      data: {
        lang: 'hi',
        title: 'शीर्षक',
        summary: 'सार',
        status: 'scheduled',
        publishAt: '2026-12-10T04:30:00.000Z',
        version: 1,
        needsUpdate: false,
      },
      source: SOURCE,
    };
    const { host } = await mount(scheduled);
    // 04:30 UTC is 10:00 in Asia/Kolkata, the site's zone.
    expect(host.querySelector<HTMLInputElement>('#translate-publish-at')?.value).toBe('2026-12-10T10:00');
    const author = await mount({ data: null, source: SOURCE }, { ...EDITOR, role: 'author' } as User);
    const options = [...author.host.querySelectorAll<HTMLOptionElement>('#translate-status option')];
    expect(options.map((o) => o.value)).toEqual(['draft', 'review']);
  });

  it('is reached from the edit screen, one link per other language', async () => {
    const { router, host } = await mount({ data: null, source: SOURCE });
    await act(async () => router.navigate(`/admin/content/story/${ID}/edit`));
    await vi.waitFor(() => expect(host.querySelector('.translate__links a')).not.toBeNull());
    const links = [...host.querySelectorAll<HTMLAnchorElement>('.translate__links a')];
    expect(links.map((a) => [a.textContent, a.getAttribute('href')])).toEqual([
      ['Hindi version', `/admin/content/story/${ID}/translate/hi`],
    ]);
  });
});
