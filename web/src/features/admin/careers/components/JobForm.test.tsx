// @vitest-environment happy-dom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { JobOpening } from '@vyoma/contract';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it } from 'vitest';
import { render, typeInto } from '~/lib/render-in-test.tsx';
import { JobForm } from './JobForm.tsx';

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
  const router = createMemoryRouter([{ path: '/', element: <JobForm job={item} /> }], {
    initialEntries: ['/'],
  });
  const host = await render(
    <QueryClientProvider client={new QueryClient()}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  const input = host.querySelector<HTMLInputElement>('#job-slug')!;
  const hint = () =>
    host.querySelector(`#${input.getAttribute('aria-describedby')?.split(' ')[0]}`)?.textContent;
  const type = (value: string) => typeInto(input, value);
  return { hint, type };
}

describe('the job opening form’s URL name', () => {
  it('says that the old address of an opening will redirect once the name is changed', async () => {
    const form = await mount(job);
    expect(form.hint()).toContain('/careers/kotlin-developer');
    expect(form.hint()).not.toContain('old address');
    await form.type('android-kotlin-developer');
    expect(form.hint()).toContain('/careers/android-kotlin-developer');
    expect(form.hint()).toContain(
      '/careers/android-kotlin-developer; the old address /careers/kotlin-developer will redirect to it while the opening is open.',
    );
  });

  it('says nothing of an old address for a new opening', async () => {
    const form = await mount();
    await form.type('new-opening');
    expect(form.hint()).toContain('/careers/new-opening');
    expect(form.hint()).not.toContain('old address');
  });
});
