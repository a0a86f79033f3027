// @vitest-environment happy-dom
import { PAGE } from '@vyoma/contract';
import { act, useState } from 'react';
import { describe, expect, it, onTestFinished, vi } from 'vitest';
import { PublicUrlContext, PublicUrlSetContext } from '~/lib/publicUrl.ts';
import { render, typeInto } from '~/lib/render-in-test.tsx';
import { loadSlugModule, SlugField, slugToSend } from './SlugField.tsx';

/** `publicUrlSet`: PUBLIC_URL was set (the admin shell says so); else the default stands in for it. */
async function mount(saved?: string, publicUrlSet = true, letters: 'lower' | 'any' = 'lower') {
  let setTitle: (title: string) => void = () => {};
  function Harness() {
    const [title, set] = useState('');
    const [slug, setSlug] = useState(saved ?? '');
    setTitle = set;
    return (
      <PublicUrlContext.Provider value={publicUrlSet ? 'https://vyoma.example' : 'http://localhost:3000'}>
        <PublicUrlSetContext.Provider value={publicUrlSet}>
          <SlugField
            id="slug"
            value={slug}
            onChange={setSlug}
            source={title}
            pathOf={PAGE.blog}
            saved={saved}
            letters={letters}
          />
        </PublicUrlSetContext.Provider>
      </PublicUrlContext.Provider>
    );
  }
  const host = await render(<Harness />);
  // The slug module arrives with import(): wait until the field has it.
  await act(async () => {
    await loadSlugModule();
  });
  const input = host.querySelector<HTMLInputElement>('#slug')!;
  const type = (value: string) => typeInto(input, value);
  return {
    input,
    text: () => host.textContent ?? '',
    title: (title: string) => act(async () => setTitle(title)),
    type,
  };
}

describe('SlugField', () => {
  it('follows the title of a new item, transliterated, and shows the address', async () => {
    const field = await mount();
    await field.title('Déjà vu: Web Design!');
    expect(field.input.value).toBe('deja-vu-web-design');
    expect(field.text()).toContain('Address: https://vyoma.example/blog/deja-vu-web-design');
  });

  it('shows the address at the origin the admin is used at when PUBLIC_URL is unset (issue 25)', async () => {
    const opened = window.location.href;
    (window as unknown as { happyDOM: { setURL(url: string): void } }).happyDOM.setURL(
      'http://192.168.1.20:3000/admin/create-blog',
    );
    onTestFinished(() =>
      (window as unknown as { happyDOM: { setURL(url: string): void } }).happyDOM.setURL(opened),
    );
    const unset = await mount(undefined, false);
    await unset.title('Opened elsewhere');
    expect(unset.text()).toContain('Address: http://192.168.1.20:3000/blog/opened-elsewhere');
    // With PUBLIC_URL set, its address whatever the admin was opened at.
    const set = await mount(undefined, true);
    await set.title('Opened elsewhere');
    expect(set.text()).toContain('Address: https://vyoma.example/blog/opened-elsewhere');
  });

  it('stops following once typed by hand, and follows again when emptied', async () => {
    const field = await mount();
    await field.title('First title');
    await field.type('my-own');
    await field.title('Second title');
    expect(field.input.value).toBe('my-own');
    await field.type('');
    await field.title('Third title');
    expect(field.input.value).toBe('third-title');
  });

  it('keeps the slug of an existing item and says the old address will redirect', async () => {
    const field = await mount('old-name');
    await field.title('A new title');
    expect(field.input.value).toBe('old-name');
    expect(field.text()).not.toContain('redirect');
    await field.type('new-name');
    expect(field.text()).toContain('The old address /blog/old-name will redirect to the new one.');
    expect(field.input.getAttribute('aria-describedby')?.split(' ')).toHaveLength(2);
  });

  it('cleans up a typed slug when the field is left', async () => {
    const field = await mount();
    await field.type('My Post!');
    await act(async () => {
      field.input.focus();
      field.input.blur();
    });
    expect(field.input.value).toBe('my-post');
  });

  it('keeps the capitals of a page’s URL name when the field is left, and cleans up the rest', async () => {
    const field = await mount('amazonServices', true, 'any');
    const leave = () =>
      act(async () => {
        field.input.focus();
        field.input.blur();
      });
    await leave();
    expect(field.input.value).toBe('amazonServices');
    await field.type('Cloud Migration!');
    await leave();
    expect(field.input.value).toBe('cloud-migration');
  });
});

describe('slugToSend', () => {
  it('sends the typed slug, or the title’s when empty, and says why one is invalid', async () => {
    expect(await slugToSend(' typed ', 'Title')).toEqual({ slug: 'typed', problem: null });
    expect(await slugToSend('', 'Hello World')).toEqual({ slug: 'hello-world', problem: null });
    expect((await slugToSend('Not valid', 'x')).problem).toMatch(/Lower-case/);
    // A page's URL name may keep capitals; a space is still refused.
    expect(await slugToSend('contactUs', 'x', 'any')).toEqual({ slug: 'contactUs', problem: null });
    expect((await slugToSend('contactUs', 'x')).problem).toMatch(/Lower-case/);
    expect((await slugToSend('contact Us', 'x', 'any')).problem).toMatch(/A–Z/);
  });

  it('sends what was typed when the module cannot load', async () => {
    vi.resetModules();
    vi.doMock('@vyoma/contract/slug', () => {
      throw new Error('offline');
    });
    const fresh = await import('./SlugField.tsx');
    expect(await fresh.slugToSend('typed', 'Title')).toEqual({ slug: 'typed', problem: null });
    expect(await fresh.slugToSend('', 'Title')).toEqual({ slug: undefined, problem: null });
    vi.doUnmock('@vyoma/contract/slug');
  });
});
