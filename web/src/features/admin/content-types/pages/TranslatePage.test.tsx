// @vitest-environment happy-dom
/**
 * The translate screen (issue 36), made from a declaration alone: the English words beside the form
 * of the translated fields only (shared ones are left to the English editor), the version's URL name,
 * SEO texts and status; a save sends them to the type's translation path; a version the English has
 * moved past says so and can be saved as still needing an update. A translated list (a post's
 * sections) lines up by the English items' ids: each item filled is sent, one half filled is refused.
 * A page's blocks line up by block id, their items by place: a block left blank is not sent.
 */

import type { Editor } from '@tiptap/core';
import type { User } from '@vyoma/contract';
import { type ContentTypeDeclaration, defineContentType, FORM } from '@vyoma/contract/content-types';
import { DEFAULT_LANGUAGES } from '@vyoma/contract/languages';
import { textToDoc } from '@vyoma/contract/rich-text';
import { act } from 'react';
import { createMemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderRouter, typeInto } from '~/lib/render-in-test.tsx';
import { LanguageLinks } from '../../components/Languages.tsx';
import { PAGE_BLOCK_IDS as B, PAGE, PAGE_SOURCE } from '../fixtures.ts';
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

/** A post-like type: a translated list of sections, their heading and text translated, the image shared. */
const ARTICLE = JSON.parse(
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
        {
          kind: 'list',
          name: 'content',
          label: 'Content sections',
          table: 'story_sections',
          itemLabel: 'Section {n}',
          min: 1,
          max: 10,
          missing: 'Add at least one content section',
          translated: true,
          of: [
            { kind: 'text', name: 'heading', label: 'heading', max: 200, translated: true },
            {
              kind: 'richText',
              name: 'body',
              label: 'text',
              textKey: 'description',
              translated: true,
            },
            {
              kind: 'media',
              name: 'image',
              label: 'image',
              accept: ['image/webp'],
              maxBytes: 1_000_000,
            },
          ],
        },
      ],
    }),
  ),
);

const S1 = '5ec70000-0000-4000-8000-000000000001';
const S2 = '5ec70000-0000-4000-8000-000000000002';
const SECTIONS = {
  title: 'Bread before breakfast',
  content: [
    { _id: S1, heading: 'The oven', body: textToDoc('It wakes at four.'), description: 'It wakes at four.' },
    {
      _id: S2,
      heading: 'The orders',
      body: textToDoc('They come by phone.'),
      description: 'They come by phone.',
    },
  ],
};
/** A version with the second section translated (its items name the English ones by id). */
const WITH_ONE_SECTION: VersionAnswer = {
  data: {
    lang: 'hi',
    title: 'नाश्ते से पहले रोटी',
    content: [{ _id: S2, heading: 'ऑर्डर', body: textToDoc('फ़ोन पर आते हैं।'), description: 'फ़ोन पर आते हैं।' }],
    status: 'draft',
    version: 2,
    needsUpdate: false,
  },
  source: SECTIONS,
};

/** The editor of a rich-text field (mounted once `mount` is done). */
const editorOf = (host: HTMLElement, id: string): Editor =>
  (host.querySelector(`#${id}`) as HTMLElement & { editor: Editor }).editor;

async function mount(
  answer: VersionAnswer,
  user: User = EDITOR,
  type: ContentTypeDeclaration = STORY,
  refusal?: { message: string; errors: Record<string, string> },
) {
  const sent: { url: string; body: Record<string, unknown> }[] = [];
  const asked: string[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: string, init?: RequestInit) => {
      const at = new URL(input, 'http://localhost');
      asked.push(at.pathname);
      if (at.pathname.endsWith('/preview-links')) return Response.json({ data: [] });
      if (at.pathname === '/api/v1/settings')
        return Response.json({ success: true, data: { languages: DEFAULT_LANGUAGES } });
      if (init?.method === 'PUT') {
        const body = JSON.parse(String(init.body)) as Record<string, unknown>;
        sent.push({ url: at.pathname, body });
        if (refusal) return Response.json({ success: false, ...refusal }, { status: 400 });
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
      { path: '/admin/content/story/:id/translate/:lang', element: <TranslatePage type={type} /> },
      { path: '/admin/content/story/:id/edit', element: <LanguageLinks type={type} id={ID} /> },
    ],
    { initialEntries: [`/admin/content/story/${ID}/translate/hi`] },
  );
  const host = await renderRouter(router, user);
  // Waited for in act's turns (the answers, then the rich-text editors' chunk), so React is told.
  const loading = () => !host.querySelector('form.translate') || host.querySelector('.section-body__loading');
  for (let turn = 0; turn < 200 && loading(); turn++)
    await act(() => new Promise((done) => setTimeout(done, 10)));
  expect(host.querySelector('form.translate')).not.toBeNull();
  const button = (name: string) =>
    [...host.querySelectorAll<HTMLButtonElement>('button')].find((b) => b.textContent?.trim() === name);
  return { host, sent, button, router, asked };
}

describe('the translate screen', () => {
  it('offers preview links of a saved version, at its own path, to those who may publish', async () => {
    const fresh = await mount({ data: null, source: SOURCE });
    // No version yet: nothing to preview.
    expect(fresh.host.textContent).not.toContain('Preview links');
    const saved = await mount({
      data: { ...WITH_ONE_SECTION.data!, itemId: ID, title: 'नाश्ते से पहले रोटी' },
      source: SOURCE,
    });
    await vi.waitFor(() => expect(saved.host.textContent).toContain('Preview links'));
    expect(saved.asked).toContain(`/api/v1/admin/content/story/${ID}/translations/hi/preview-links`);
  });

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
    expect(host.querySelector('.translate__list')).toBeNull();
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

  it('lines up a form’s words, each beside its English, and sends them by key; a refused word is marked', async () => {
    const source = {
      title: 'Callback request',
      definition: [
        { key: 'fields.name.label', label: 'Field “Your name”', text: 'Your name', max: 300 },
        {
          key: 'fields.topic.options.Website',
          label: 'Field “Topic”: option “Website”',
          text: 'Website',
          max: 200,
        },
        { key: 'confirmation', label: 'Confirmation message', text: 'Thanks.', max: 1000, multiline: true },
      ],
    };
    const { host, sent, button } = await mount({ data: null, source }, EDITOR, FORM);
    expect([...host.querySelectorAll('.translate__source dd')].map((d) => d.textContent)).toEqual([
      'Callback request',
      'Your name',
      'Website',
      'Thanks.',
    ]);
    // A form's version is its words: no URL name of its own, no SEO texts, no status (public as saved).
    const labels = [...host.querySelectorAll('.translate__version .field__label')].map((l) =>
      l.textContent?.replace(/\s*\*$/, ''),
    );
    expect(labels).toEqual([
      'Title',
      'Field “Your name”',
      'Field “Topic”: option “Website”',
      'Confirmation message',
    ]);
    expect(host.querySelector('#translate-definition-2')?.tagName).toBe('TEXTAREA');
    await typeInto(host.querySelector<HTMLInputElement>('#translate-title')!, 'कॉलबैक का अनुरोध');
    await typeInto(host.querySelector<HTMLInputElement>('#translate-definition-0')!, 'आपका नाम');
    await typeInto(host.querySelector<HTMLInputElement>('#translate-definition-1')!, 'वेबसाइट');
    await act(async () => button('Save Hindi version')!.click());
    await vi.waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]).toEqual({
      url: `/api/v1/admin/forms/${ID}/translations/hi`,
      body: {
        title: 'कॉलबैक का अनुरोध',
        definition: { 'fields.name.label': 'आपका नाम', 'fields.topic.options.Website': 'वेबसाइट' },
        upToDate: true,
      },
    });

    const refused = await mount({ data: null, source }, EDITOR, FORM, {
      message: 'Confirmation message needs its translation',
      errors: { 'definition[confirmation]': 'Confirmation message needs its translation' },
    });
    await act(async () => refused.button('Save Hindi version')!.click());
    await vi.waitFor(() =>
      expect(refused.host.querySelector('#translate-definition-2')?.getAttribute('aria-invalid')).toBe(
        'true',
      ),
    );
    expect(refused.host.textContent).toContain('Confirmation message needs its translation');
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

  describe('a translated list', () => {
    it('shows each English section beside its form, prefilled by id, and sends the filled ones by id', async () => {
      const { host, sent, button } = await mount(WITH_ONE_SECTION, EDITOR, ARTICLE);
      // The English, in order, read-only.
      expect([...host.querySelectorAll('.translate__source dt')].map((d) => d.textContent)).toEqual([
        'Title',
        'Section 1 heading',
        'Section 1 text',
        'Section 2 heading',
        'Section 2 text',
      ]);
      expect([...host.querySelectorAll('.translate__source dd')].map((d) => d.textContent)).toEqual([
        'Bread before breakfast',
        'The oven',
        'It wakes at four.',
        'The orders',
        'They come by phone.',
      ]);
      // One group per section, named by its legend; the inputs named by section; no image here.
      const legends = [...host.querySelectorAll('.translate__version legend')].map((l) => l.textContent);
      expect(legends).toEqual(['Section 1', 'Section 2']);
      // The form's own labels (an editor's closed link dialog has its own).
      const labels = [...host.querySelectorAll('.translate__version .field__label')]
        .filter((l) => !l.closest('dialog'))
        .map((l) => l.textContent?.replace(/\s*\*$/, ''));
      expect(labels).toEqual([
        'Title',
        'Section 1 heading',
        'Section 1 text',
        'Section 2 heading',
        'Section 2 text',
        'URL name',
        'SEO title',
        'SEO description',
        'Status',
      ]);
      const heading = (i: number) => host.querySelector<HTMLInputElement>(`#translate-content-${i}-heading`)!;
      expect(heading(0).value).toBe('');
      expect(heading(1).value).toBe('ऑर्डर');
      expect(heading(1).lang).toBe('hi');
      expect(host.querySelector('label[for="translate-content-1-heading"]')?.textContent).toBe(
        'Section 2 heading',
      );
      // The section the version lacks says so.
      const [first, second] = [...host.querySelectorAll('.translate__version fieldset')];
      expect(first?.textContent).toContain('Not translated yet: the Hindi page leaves this section out.');
      expect(second?.textContent).not.toContain('Not translated yet');
      const text2 = editorOf(host, 'translate-content-1-body');
      expect(text2.getText()).toBe('फ़ोन पर आते हैं।');
      expect(text2.view.dom.getAttribute('aria-labelledby')).toBe('translate-content-1-body-label');

      // The first section, filled in; both are sent, each naming its English section.
      await typeInto(heading(0), ' ओवन ');
      const text1 = editorOf(host, 'translate-content-0-body');
      await act(async () => void text1.commands.setContent(textToDoc('चार बजे जागता है।')));
      await act(async () => button('Save Hindi version')!.click());
      await vi.waitFor(() => expect(sent).toHaveLength(1));
      expect(sent[0]!.body).toMatchObject({
        title: 'नाश्ते से पहले रोटी',
        content: [
          { _id: S1, heading: 'ओवन', body: textToDoc('चार बजे जागता है।') },
          { _id: S2, heading: 'ऑर्डर', body: textToDoc('फ़ोन पर आते हैं।') },
        ],
        version: 2,
        upToDate: true,
      });
      const entries = sent[0]!.body.content as Record<string, unknown>[];
      expect(entries.map((e) => Object.keys(e).sort())).toEqual([
        ['_id', 'body', 'heading'],
        ['_id', 'body', 'heading'],
      ]);
    });

    it('leaves a blank section out, and refuses a half-filled one on its field before sending', async () => {
      const { host, sent, button } = await mount({ data: null, source: SECTIONS }, EDITOR, ARTICLE);
      const heading = (i: number) => host.querySelector<HTMLInputElement>(`#translate-content-${i}-heading`)!;
      await typeInto(heading(1), 'ऑर्डर');
      await act(async () => button('Save Hindi version')!.click());
      await act(() => new Promise<void>((done) => requestAnimationFrame(() => done())));
      expect(sent).toHaveLength(0);
      const error = host.querySelector('#translate-content-1-body-error');
      expect(error?.textContent).toBe(
        'Section 2 text is required, or clear the section to leave it out of the Hindi page.',
      );
      const area = host.querySelector('#translate-content-1-body')!;
      expect(area.getAttribute('aria-invalid')).toBe('true');
      expect(area.getAttribute('aria-describedby')).toContain('translate-content-1-body-error');
      expect(document.activeElement).toBe(area);
      // The first section, untouched, has no complaint.
      expect(host.querySelector('#translate-content-0-heading-error')).toBeNull();
      expect(host.querySelector('#translate-content-0-body-error')).toBeNull();

      // Emptied again, the section is left out: the version is sent without it.
      await typeInto(heading(1), '');
      await act(async () => button('Save Hindi version')!.click());
      await vi.waitFor(() => expect(sent).toHaveLength(1));
      expect(sent[0]!.body.content).toEqual([]);
    });

    it('shows the server’s error on an item’s field on the English section it names', async () => {
      const { host, sent, button } = await mount(WITH_ONE_SECTION, EDITOR, ARTICLE, {
        message: 'Section 2 heading must be at most 200 characters',
        errors: { 'content[1][heading]': 'Section 2 heading must be at most 200 characters' },
      });
      await act(async () => button('Save Hindi version')!.click());
      await vi.waitFor(() => expect(sent).toHaveLength(1));
      await vi.waitFor(() =>
        expect(host.querySelector('#translate-content-1-heading-error')?.textContent).toBe(
          'Section 2 heading must be at most 200 characters',
        ),
      );
      expect(host.querySelector('#translate-content-1-heading')?.getAttribute('aria-invalid')).toBe('true');
      expect(host.querySelector('#translate-content-0-heading-error')).toBeNull();
      // The prefilled words stay as they were.
      expect(host.querySelector<HTMLInputElement>('#translate-content-1-heading')?.value).toBe('ऑर्डर');
    });

    it('shows a refusal of the whole list above its sections', async () => {
      const message =
        'Translate at least 1 of the content sections before this Hindi version is published or scheduled';
      const { host, sent, button } = await mount({ data: null, source: SECTIONS }, EDITOR, ARTICLE, {
        message,
        errors: { content: message },
      });
      await act(async () => button('Save Hindi version')!.click());
      await vi.waitFor(() => expect(sent).toHaveLength(1));
      await vi.waitFor(() =>
        expect(host.querySelector('#translate-content-error')?.textContent).toBe(message),
      );
      expect(host.querySelector('.translate__version fieldset .field__error')).toBeNull();
    });
  });

  describe('a page’s blocks', () => {
    /** A version with the questions translated, the first left out (null: items follow by place). */
    const WITH_QUESTIONS: VersionAnswer = {
      data: {
        lang: 'hi',
        title: 'बंदरगाह लॉजिस्टिक्स',
        body: [
          {
            _id: B.faq,
            eyebrow: 'सवाल',
            heading: 'ग्राहक जो पूछते हैं',
            lead: '',
            questions: [null, { question: 'आप कहाँ भेजते हैं?', answer: 'पश्चिमी तट के हर बंदरगाह पर।' }],
          },
          { _id: B.text, body: textToDoc('हम हर कंटेनर पर नज़र रखते हैं।') },
        ],
        status: 'draft',
        version: 4,
        needsUpdate: false,
      },
      source: PAGE_SOURCE,
    };
    const input = (host: HTMLElement, id: string) =>
      host.querySelector<HTMLInputElement | HTMLTextAreaElement>(`#translate-body-${id}`);

    it('shows each English block’s words beside its inputs, named by block, and fills in the version’s', async () => {
      const { host } = await mount(WITH_QUESTIONS, EDITOR, PAGE);
      // The source column: each block by name, only the words the English has.
      const source = host.querySelector('.translate__source')!;
      expect([...source.querySelectorAll('.translate__block-name')].map((p) => p.textContent)).toEqual([
        'Hero 1',
        'Questions and answers 2',
        'Rich text 3',
        'Card grid 4',
        'Pictures and text 5',
      ]);
      const words = [...source.querySelectorAll('dt')].map((d) => [
        d.textContent,
        d.nextElementSibling?.textContent,
      ]);
      expect(words).toEqual([
        ['Title', 'Harbour logistics'],
        ['Search keywords', 'freight, ports'],
        ['Heading', 'Freight that arrives'],
        ['Lead', 'We move containers\nfrom ship to shop.'],
        ['Main link text', 'Talk to us'],
        ['Eyebrow', 'FAQ'],
        ['Heading', 'Questions clients ask'],
        ['Question 1 · Question', 'How fast is it?'],
        ['Question 1 · Answer', 'Two days to most ports.'],
        ['Question 2 · Question', 'Where do you ship?'],
        ['Question 2 · Answer', 'Every port on the west coast.'],
        ['Text', 'We track every container.'],
        ['Heading', 'What we carry'],
        ['Card 1 · Title', 'Grain'],
        ['Card 1 · Text', 'By the tonne.'],
        ['Item 1 · Picture description', 'A crane at dusk'],
        ['Item 1 · Heading', 'Cranes'],
        ['Item 1 · Text', 'Ours lift forty tonnes.'],
        ['Item 2 · Heading', 'Trucks'],
        ['Item 2 · Text', 'They leave within the hour.'],
      ]);

      // The form: a group per block and per item, each input named in full with the English above it.
      const version = host.querySelector('.translate__version')!;
      expect([...version.querySelectorAll('legend')].map((l) => l.textContent)).toEqual([
        'Hero 1',
        'Questions and answers 2',
        'Questions and answers 2 · Question 1',
        'Questions and answers 2 · Question 2',
        'Rich text 3',
        'Card grid 4',
        'Card grid 4 · Card 1',
        'Pictures and text 5',
        'Pictures and text 5 · Item 1',
        'Pictures and text 5 · Item 2',
      ]);
      const heading = input(host, '0-heading')!;
      expect(host.querySelector('label[for="translate-body-0-heading"]')?.textContent).toBe(
        'Hero 1 · Heading',
      );
      expect(heading.lang).toBe('hi');
      const english = host.querySelector('#translate-body-0-heading-english')!;
      expect(english.textContent).toBe('English Freight that arrives');
      expect(heading.getAttribute('aria-describedby')).toBe('translate-body-0-heading-english');
      expect(input(host, '0-lead')).toBeInstanceOf(HTMLTextAreaElement);
      expect(host.querySelector('label[for="translate-body-0-primary"]')?.textContent).toBe(
        'Hero 1 · Main link text',
      );
      // No input where the English has no words: a blank eyebrow, a missing link, a library image.
      expect(input(host, '0-eyebrow')).toBeNull();
      expect(input(host, '0-secondary')).toBeNull();
      expect(input(host, '3-cards-0-picture')).toBeNull();
      expect(input(host, '4-items-1-picture')).toBeNull();
      expect(host.querySelector('label[for="translate-body-4-items-0-picture"]')?.textContent).toBe(
        'Pictures and text 5 · Item 1 · Picture description',
      );
      expect(host.querySelector('label[for="translate-body-1-questions-1-answer"]')?.textContent).toBe(
        'Questions and answers 2 · Question 2 · Answer',
      );

      // The version's words, by block id and item place; the blocks it lacks say so.
      expect(heading.value).toBe('');
      expect(input(host, '1-eyebrow')?.value).toBe('सवाल');
      expect(input(host, '1-questions-0-question')?.value).toBe('');
      expect(input(host, '1-questions-1-question')?.value).toBe('आप कहाँ भेजते हैं?');
      expect(input(host, '1-questions-1-answer')?.value).toBe('पश्चिमी तट के हर बंदरगाह पर।');
      expect(editorOf(host, 'translate-body-2-body').getText()).toBe('हम हर कंटेनर पर नज़र रखते हैं।');
      const blocks = [...version.querySelectorAll('.translate__items > li')];
      expect(blocks.map((b) => b.textContent?.includes('Not translated yet'))).toEqual([
        true,
        false,
        false,
        true,
        true,
      ]);
    });

    it('sends the blocks filled, their items by place, and leaves the untouched ones out', async () => {
      const { host, sent, button } = await mount({ data: null, source: PAGE_SOURCE }, EDITOR, PAGE);
      await typeInto(input(host, '0-heading')!, ' माल जो पहुँचता है ');
      await typeInto(input(host, '1-questions-1-question')!, 'आप कहाँ भेजते हैं?');
      await typeInto(input(host, '1-questions-1-answer')!, 'पश्चिमी तट के हर बंदरगाह पर।');
      await act(async () => button('Save Hindi version')!.click());
      await vi.waitFor(() => expect(sent).toHaveLength(1));
      // Each block's every word field: blank where not filled, as the English has it where it has none.
      expect(sent[0]!.body.body).toEqual([
        {
          _id: B.hero,
          heading: 'माल जो पहुँचता है',
          eyebrow: '',
          lead: '',
          primary: { text: '' },
          secondary: null,
        },
        {
          _id: B.faq,
          eyebrow: '',
          heading: '',
          lead: '',
          questions: [null, { question: 'आप कहाँ भेजते हैं?', answer: 'पश्चिमी तट के हर बंदरगाह पर।' }],
        },
      ]);
      // A page's version has a URL name of its own, the last part of its address there; left blank,
      // none is sent (it keeps the English one).
      expect(sent[0]!.body).not.toHaveProperty('slug');
      expect(host.querySelector('#translate-slug')?.closest('.field')?.textContent).toContain(
        'under its parent’s Hindi address',
      );
    });

    it('sends a link’s words, a drawing’s description and a rich text’s document', async () => {
      const { host, sent, button } = await mount({ data: null, source: PAGE_SOURCE }, EDITOR, PAGE);
      await typeInto(input(host, '0-primary')!, 'हमसे बात करें');
      await typeInto(input(host, '3-cards-0-title')!, 'अनाज');
      await typeInto(input(host, '4-items-0-picture')!, 'शाम को एक क्रेन');
      const text = editorOf(host, 'translate-body-2-body');
      await act(async () => void text.commands.setContent(textToDoc('हम हर कंटेनर पर नज़र रखते हैं।')));
      await act(async () => button('Save Hindi version')!.click());
      await vi.waitFor(() => expect(sent).toHaveLength(1));
      expect(sent[0]!.body.body).toEqual([
        { _id: B.hero, heading: '', eyebrow: '', lead: '', primary: { text: 'हमसे बात करें' }, secondary: null },
        { _id: B.text, body: textToDoc('हम हर कंटेनर पर नज़र रखते हैं।') },
        {
          _id: B.cards,
          eyebrow: '',
          heading: '',
          lead: '',
          // A decorative drawing has no description to translate: its words go as the English has them.
          cards: [{ picture: { label: '' }, title: 'अनाज', text: '', link: null }],
        },
        {
          _id: B.pictures,
          name: '',
          items: [{ picture: { label: 'शाम को एक क्रेन' }, heading: '', text: '' }, null],
        },
      ]);
    });

    it('shows the server’s message on the word it names, though it counts the blocks sent', async () => {
      const message = 'Questions and answers 2: Question 2 answer is required';
      const { host, sent, button } = await mount({ data: null, source: PAGE_SOURCE }, EDITOR, PAGE, {
        message,
        // The FAQ was the only block sent: the server's 0 is the screen's second block.
        errors: { 'body[0][questions][1][answer]': message, 'body[0][questions]': 'At least 1 question' },
      });
      await typeInto(input(host, '1-questions-1-question')!, 'आप कहाँ भेजते हैं?');
      await act(async () => button('Save Hindi version')!.click());
      await vi.waitFor(() => expect(sent).toHaveLength(1));
      expect((sent[0]!.body.body as { _id: string }[]).map((b) => b._id)).toEqual([B.faq]);
      await vi.waitFor(() =>
        expect(host.querySelector('#translate-body-1-questions-1-answer-error')?.textContent).toBe(message),
      );
      const answer = input(host, '1-questions-1-answer')!;
      expect(answer.getAttribute('aria-invalid')).toBe('true');
      expect(answer.getAttribute('aria-describedby')).toBe(
        'translate-body-1-questions-1-answer-english translate-body-1-questions-1-answer-error',
      );
      // What names no word of the form is said on its block.
      const [, faq] = [...host.querySelectorAll('.translate__version .translate__items > li')];
      expect(faq?.querySelector(':scope > fieldset > .field__error')?.textContent).toBe(
        'At least 1 question',
      );
      expect(host.querySelector('#translate-body-0-heading-error')).toBeNull();
    });
  });
});
