// @vitest-environment happy-dom
/**
 * The job opening editor (the generic one, with the openings' adapter): its URL name says where the
 * old address goes, a save is the openings' API body, and the API's own rules (a location unless
 * remote, an e-mail target) are checked before anything is sent.
 */
import type { JobOpening, User } from '@vyoma/contract';
import { JOB } from '@vyoma/contract/content-types';
import { act } from 'react';
import { createMemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { loadSlugModule } from '~/features/admin/components/SlugField.tsx';
import { renderRouter, typeInto } from '~/lib/render-in-test.tsx';
import { ContentForm } from '../form/ContentForm.tsx';
import { jobItem } from './job.tsx';

afterEach(() => {
  vi.unstubAllGlobals();
});

const ADMIN = { _id: 'me', name: 'Meera', email: 'meera@vyoma.example', role: 'admin' } as User;

const job: JobOpening = {
  _id: '3c7477d5-0000-4000-8000-000000000009',
  slug: 'kotlin-developer',
  title: 'Kotlin Developer',
  department: 'Engineering',
  location: 'Pune',
  remote: false,
  employmentType: 'FULL_TIME',
  experience: '3+ years',
  description: { type: 'doc', content: [{ type: 'paragraph', content: [{ type: 'text', text: 'Apps.' }] }] },
  descriptionText: 'Apps.',
  apply: { kind: 'whatsapp', target: '' },
  closesOn: null,
  status: 'open',
  open: true,
  postedAt: '2026-11-01T00:00:00.000Z',
  createdAt: '2026-11-01T00:00:00.000Z',
  updatedAt: '2026-11-01T00:00:00.000Z',
  version: 2,
};

async function mount(item?: JobOpening) {
  const sent: { method: string; url: string; body: Record<string, unknown> }[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init?: RequestInit) => {
      if (url.includes('/admin/presence/'))
        return Response.json({ data: { holder: ADMIN, mine: true, since: new Date().toISOString() } });
      if (init?.method === 'PUT' || init?.method === 'POST') {
        const body = JSON.parse(String(init.body)) as Record<string, unknown>;
        sent.push({ method: init.method, url, body });
        return Response.json({ success: true, data: { ...job, ...body, version: 3 } });
      }
      return Response.json({ success: true, data: [] });
    }),
  );
  const router = createMemoryRouter(
    [
      { path: '/', element: <ContentForm type={JOB} item={item && jobItem(item)} /> },
      { path: '/admin/careers', element: <p>The list</p> },
    ],
    { initialEntries: ['/'] },
  );
  const host = await renderRouter(router, ADMIN);
  await act(async () => {
    await loadSlugModule();
  });
  const input = (id: string) => host.querySelector<HTMLInputElement>(`#job-${id}`)!;
  const button = (name: string) =>
    [...host.querySelectorAll<HTMLButtonElement>('button')].find((b) => b.textContent?.trim() === name);
  /** happy-dom does not show a select's value set before its options: chosen as a person would. */
  const choose = (id: string, value: string) =>
    act(async () => {
      const select = host.querySelector<HTMLSelectElement>(`#job-${id}`)!;
      select.value = value;
      select.dispatchEvent(new Event('change', { bubbles: true }));
    });
  if (item) await choose('employmentType', item.employmentType);
  return { host, router, sent, input, button, choose };
}

describe('the job opening editor’s URL name', () => {
  it('says that the old address of an opening will redirect once the name is changed', async () => {
    const form = await mount(job);
    expect(form.host.textContent).toContain('/careers/kotlin-developer');
    expect(form.host.textContent).not.toContain('old address');
    await typeInto(form.input('slug'), 'android-kotlin-developer');
    expect(form.host.textContent).toContain('/careers/android-kotlin-developer');
    expect(form.host.textContent).toContain('The old address /careers/kotlin-developer will redirect');
  });

  it('says nothing of an old address for a new opening', async () => {
    const form = await mount();
    await typeInto(form.input('slug'), 'new-opening');
    expect(form.host.textContent).toContain('/careers/new-opening');
    expect(form.host.textContent).not.toContain('old address');
  });
});

describe('a saved opening', () => {
  it('is sent as the openings’ API takes it: apply { kind, target }, closesOn, open or closed, its version', async () => {
    const form = await mount(job);
    await act(async () => form.input('apply-email').click());
    expect(form.host.querySelector('label[for="job-applyValue"]')?.textContent).toContain('E-mail address');
    await typeInto(form.input('applyValue'), 'jobs@vyoma.example');
    await typeInto(form.input('closesAt'), '2026-12-31');
    await form.choose('status', 'closed');
    await act(async () => form.button('Save opening')?.click());
    await vi.waitFor(() => expect(form.sent).toHaveLength(1));
    expect(form.sent[0]).toEqual({
      method: 'PUT',
      url: `/api/v1/admin/jobs/${job._id}`,
      body: {
        title: 'Kotlin Developer',
        slug: 'kotlin-developer',
        department: 'Engineering',
        location: 'Pune',
        remote: false,
        employmentType: 'FULL_TIME',
        experience: '3+ years',
        description: job.description,
        apply: { kind: 'email', target: 'jobs@vyoma.example' },
        closesOn: '2026-12-31',
        status: 'closed',
        version: 2,
      },
    });
    await vi.waitFor(() => expect(form.router.state.location.pathname).toBe('/admin/careers'));
  });

  it('is checked by the API’s rules first: a location unless remote, an e-mail address to apply to', async () => {
    const form = await mount(job);
    await typeInto(form.input('location'), '');
    await act(async () => form.input('apply-email').click());
    await typeInto(form.input('applyValue'), 'not an address');
    await act(async () => form.button('Save opening')?.click());
    await vi.waitFor(() =>
      expect(form.host.textContent).toContain('Location is required unless the job is remote'),
    );
    expect(form.host.textContent).toContain('Enter the e-mail address to apply to');
    expect(form.sent).toEqual([]);
  });
});
