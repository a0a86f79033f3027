// @vitest-environment happy-dom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { AUTOSAVE_DELAY_MS, type Product } from '@vyoma/contract';
import { PRODUCT } from '@vyoma/contract/content-types';
import { act } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { render, typeInto } from '~/lib/render-in-test.tsx';
import type { ContentItem } from '../../components/contentTypes.ts';
import { loadSlugModule } from '../../components/SlugField.tsx';
import { ContentForm } from './ContentForm.tsx';

const product = {
  _id: '3c7477d5-0000-4000-8000-000000000001',
  name: 'Invoice scanner',
  description: 'Reads invoices.',
  price: 1200,
  ratings: 4,
  category: null,
  stock: 3,
  image: ['/uploads/products/a.png'],
  media: [],
  slug: 'invoice-scanner',
  version: 7,
} as unknown as Product;

afterEach(() => {
  vi.unstubAllGlobals();
});

/** Nobody else is editing (the presence heartbeat's answer). */
const FREE = { data: { holder: { _id: 'me', name: 'Me' }, mine: true, since: new Date().toISOString() } };

/**
 * The edit form with the API answering a save (PUT) with `answer` and a presence heartbeat with
 * `presence`; returns the save bodies it got.
 */
async function mount(
  answer: { status: number; body: unknown },
  options: { item?: Product; presence?: unknown } = {},
) {
  const sent: Record<string, unknown>[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init?: RequestInit) => {
      if (url.includes('/admin/presence/')) return Response.json(options.presence ?? FREE);
      if (init?.method === 'PUT') {
        sent.push(JSON.parse(String(init.body)) as Record<string, unknown>);
        return new Response(JSON.stringify(answer.body), {
          status: answer.status,
          headers: { 'Content-Type': 'application/json' },
        });
      }
      return Response.json(url.includes('categories') ? { success: true, categories: [] } : {});
    }),
  );
  const router = createMemoryRouter(
    [{ path: '/', element: <ContentForm type={PRODUCT} item={(options.item ?? product) as ContentItem} /> }],
    {
      initialEntries: ['/'],
    },
  );
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const host = await render(
    <QueryClientProvider client={client}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  await act(async () => {
    await loadSlugModule();
  });
  const slug = host.querySelector<HTMLInputElement>('#product-slug')!;
  return {
    sent,
    slug,
    host,
    type: (value: string) => typeInto(slug, value),
    save: async () => {
      await act(async () => host.querySelector('form')!.requestSubmit());
      // The save is async (slug check, then the request): let it settle.
      await vi.waitFor(() => expect(sent.length).toBeGreaterThan(0));
      await act(async () => {});
    },
  };
}

// The editor of the spec's products (their JSON PUT body), once ProductForm, now the generic one.
describe('ContentForm of a product (edit)', () => {
  it('sends the version it loaded and shows a conflict in the form’s error area', async () => {
    const message = 'Asha saved this at 10:42. Reload to see their changes.';
    const form = await mount({ status: 409, body: { message, current: { version: 8 } } });
    await form.save();
    expect(form.sent[0]).toMatchObject({ version: 7, slug: 'invoice-scanner', name: 'Invoice scanner' });
    const alert = form.host.querySelector('[role="alert"]');
    expect(alert?.textContent).toBe(message);
  });

  it('shows a slug that is taken next to the URL name field, and notes the redirect', async () => {
    const form = await mount({
      status: 409,
      body: {
        message: 'The URL name “taken” is already used by another item. Choose another one.',
        errors: { slug: 'The URL name “taken” is already used' },
      },
    });
    await form.type('taken');
    expect(form.host.textContent).toContain('The old address /product/invoice-scanner will redirect');
    await form.save();
    expect(form.sent[0]).toMatchObject({ slug: 'taken' });
    const error = form.host.querySelector('#product-slug-error');
    expect(error?.textContent).toBe('The URL name “taken” is already used');
    expect(form.slug.getAttribute('aria-invalid')).toBe('true');
    expect(form.host.querySelector('[role="alert"]')?.textContent).toBe('');
  });

  it('sends the SEO panel’s fields (blank clears) and opens the panel on a refused share image', async () => {
    const form = await mount({
      status: 400,
      body: {
        message: 'The share image must be an uploaded image',
        errors: { 'seo[image]': 'The share image must be an uploaded image' },
      },
    });
    // Closed, it adds no fields to the form.
    expect(form.host.querySelector('details.seo-panel')?.hasAttribute('open')).toBe(false);
    expect(form.host.querySelector('.seo-panel input')).toBeNull();
    await form.save();
    expect(form.sent[0]).toMatchObject({ seo: { title: '', description: '', image: '', noindex: false } });
    await vi.waitFor(() =>
      expect(form.host.querySelector('details.seo-panel')?.hasAttribute('open')).toBe(true),
    );
    expect(form.host.querySelector('.seo-panel .field__error')?.textContent).toBe(
      'The share image must be an uploaded image',
    );
  });
});

describe('ContentForm of a product (editing together, autosave)', () => {
  const draft = { ...product, status: 'draft', updatedAt: new Date().toISOString() } as Product;

  it('autosaves a draft after typing stops, then saves by hand over the version the autosave made', async () => {
    const form = await mount(
      { status: 200, body: { success: true, product: { ...draft, slug: 'invoice-reader', version: 8 } } },
      { item: draft },
    );
    await form.type('invoice-reader');
    await vi.waitFor(() => expect(form.sent.length).toBe(1), { timeout: 15_000 });
    expect(form.sent[0]).toMatchObject({ status: 'draft', version: 7, slug: 'invoice-reader' });
    await vi.waitFor(() =>
      expect(form.host.querySelector('.autosave-status')?.textContent).toMatch(/^Saved at /),
    );
    await act(async () => form.host.querySelector('form')!.requestSubmit());
    await vi.waitFor(() => expect(form.sent.length).toBe(2));
    expect(form.sent[1]).toMatchObject({ status: 'draft', version: 8 });
  }, 30_000);

  it('names who else is editing, and does not autosave over them', async () => {
    const form = await mount(
      { status: 200, body: { success: true, product: draft } },
      {
        item: draft,
        presence: {
          data: { holder: { _id: 'a', name: 'Asha' }, mine: false, since: new Date().toISOString() },
        },
      },
    );
    await vi.waitFor(() => expect(document.body.textContent).toContain('Asha is editing this.'));
    expect(form.host.querySelector('.presence-banner button')?.textContent).toBe('Take over');
    // Typing schedules nothing while someone else holds the item (well past the autosave delay)…
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    try {
      await form.type('invoice-reader');
      await act(async () => {
        vi.advanceTimersByTime(AUTOSAVE_DELAY_MS * 3);
      });
      await act(async () => {});
    } finally {
      vi.useRealTimers();
    }
    expect(form.sent).toHaveLength(0);
    // …and a save by hand still goes.
    await form.save();
    expect(form.sent).toHaveLength(1);
  });
});
