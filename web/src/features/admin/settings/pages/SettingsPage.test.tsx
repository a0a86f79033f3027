// @vitest-environment happy-dom
/**
 * The settings screen's Languages group (issue 36): the default language fixed and always shown, a
 * saved language's code fixed, a new one added with its code, names, locale, script and search, and
 * the list sent whole with the rest of the settings; a bad code is caught before anything is sent.
 */

import { TAMIL } from '@testkit/languages.ts';
import { NEUTRAL_SETTINGS, type SiteSettings } from '@vyoma/contract';
import { DEFAULT_LANGUAGES } from '@vyoma/contract/languages';
import { act } from 'react';
import { createMemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderRouter, typeInto } from '~/lib/render-in-test.tsx';
import SettingsPage from './SettingsPage.tsx';

afterEach(() => {
  vi.unstubAllGlobals();
});

const SAVED: SiteSettings = {
  ...NEUTRAL_SETTINGS,
  siteName: 'Vyoma Infotech',
  shortName: 'Vyoma',
  configured: true,
  languages: DEFAULT_LANGUAGES.map((l) => ({ ...l })),
  updatedAt: '2026-12-04T10:00:00.000Z',
};

/** The screen on a stubbed API: GET answers SAVED, a PUT answers what it was sent; returns the PUT bodies. */
async function mount() {
  const sent: Record<string, unknown>[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (_input: string, init?: RequestInit) => {
      if (init?.method === 'PUT') {
        const body = JSON.parse(String(init.body)) as Record<string, unknown>;
        sent.push(body);
        return Response.json({
          success: true,
          data: { ...SAVED, ...body, updatedAt: '2026-12-04T11:00:00.000Z' },
        });
      }
      return Response.json({ success: true, data: SAVED });
    }),
  );
  const router = createMemoryRouter([{ path: '/admin/settings', element: <SettingsPage /> }], {
    initialEntries: ['/admin/settings'],
  });
  const host = await renderRouter(router);
  await vi.waitFor(() => expect(host.querySelector('#settings-languages')).not.toBeNull());
  return { host, sent };
}

const boxes = (host: HTMLElement) => [
  ...host.querySelectorAll<HTMLFieldSetElement>('fieldset.settings-language'),
];
const legend = (box: HTMLFieldSetElement) => box.querySelector('legend')?.textContent;
const input = (host: HTMLElement, id: string) => host.querySelector<HTMLInputElement>(`#${id}`)!;
const click = (element: Element | null | undefined) =>
  act(async () => (element as HTMLElement).dispatchEvent(new MouseEvent('click', { bubbles: true })));
const buttonNamed = (host: HTMLElement, text: string) =>
  [...host.querySelectorAll('button')].find((b) => b.textContent?.trim() === text);

describe('the Languages group of the settings', () => {
  it('shows the default language fixed and Hindi not shown yet, each code fixed once saved', async () => {
    const { host } = await mount();
    const [english, hindi] = boxes(host);
    expect(boxes(host)).toHaveLength(2);
    expect(legend(english!)).toBe('English (at /) · default, always shown');
    expect(legend(hindi!)).toBe('Hindi (/hi) · not shown yet');
    // The default cannot be hidden or removed; a saved language's code is not a field.
    expect(english!.querySelector('input[type="checkbox"]')).toBeNull();
    expect(buttonNamed(english!, 'Remove English')).toBeUndefined();
    expect(host.querySelector('#settings-languages-1-code')).toBeNull();
    expect(input(host, 'settings-languages-1-locale').value).toBe('hi-IN');
    expect(input(host, 'settings-languages-1-search').value).toBe('hindi');
    expect(buttonNamed(hindi!, 'Remove Hindi')).toBeDefined();
  });

  it('adds a language and sends the whole list with the settings; a bad code is caught first', async () => {
    const { host, sent } = await mount();
    await click(buttonNamed(host, 'Add a language'));
    expect(boxes(host)).toHaveLength(3);
    expect(legend(boxes(host)[2]!)).toBe('New language · not shown yet');
    await typeInto(input(host, 'settings-languages-2-code'), 'TA');
    await typeInto(input(host, 'settings-languages-2-englishName'), TAMIL.englishName);
    await typeInto(input(host, 'settings-languages-2-name'), TAMIL.name);
    await typeInto(input(host, 'settings-languages-2-locale'), TAMIL.locale);
    const save = () => act(async () => host.querySelector('form')!.requestSubmit());
    await save();
    await vi.waitFor(() =>
      expect(host.textContent).toContain('Language code must be two or three lower-case letters'),
    );
    expect(sent).toEqual([]);

    await typeInto(input(host, 'settings-languages-2-code'), 'ta');
    await save();
    await vi.waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]!.languages).toEqual([DEFAULT_LANGUAGES[0], DEFAULT_LANGUAGES[1], TAMIL]);
    // Saved, its code is fixed like the others'.
    await vi.waitFor(() => expect(legend(boxes(host)[2]!)).toBe('Tamil (/ta) · not shown yet'));
  });
});

describe('the texts of another language in the settings', () => {
  it('edits Hindi’s tagline and address lines in boxes marked Hindi, and sends them by code', async () => {
    const { host, sent } = await mount();
    const group = host.querySelector('#settings-texts-hi')?.closest('fieldset');
    expect(group?.querySelector('legend')?.textContent).toBe('Texts in Hindi');
    const tagline = input(host, 'settings-texts-hi-tagline');
    expect(tagline.lang).toBe('hi');
    await typeInto(tagline, 'छोटे कारोबारों के लिए टेक्नोलॉजी।');
    const lines = host.querySelector<HTMLTextAreaElement>('#settings-texts-hi-addressLines')!;
    await typeInto(lines, 'चौथी मंज़िल\n\nइंदौर');
    await act(async () => host.querySelector('form')!.requestSubmit());
    await vi.waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]!.translations).toEqual({
      hi: {
        tagline: 'छोटे कारोबारों के लिए टेक्नोलॉजी।',
        addressLines: ['चौथी मंज़िल', 'इंदौर'],
        hours: '',
        whatsappMessage: '',
        applicationConsent: '',
      },
    });
  });
});
