// @vitest-environment happy-dom
/**
 * A page of blocks counts a click on a link in one of its blocks (issue 35 item 5; a form's submit is
 * the enquiry, not such a click), static block or island, only while visits are counted, with the page's id from its loader's
 * data and the block that places a shared section; the site's link listener still navigates.
 */
import { PAGE_VIEW_URL } from '@vyoma/contract';
import { act } from 'react';
import { createMemoryRouter, Outlet } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { InAppLinks } from '~/components/navigation/InAppLinks.tsx';
import { renderRouter } from '~/lib/render-in-test.tsx';
import { BlockClicks } from './BlockClicks.tsx';

const PAGE_ID = '1b9f1c4e-0000-4000-8000-000000000001';
const BANNER = '2c0e2d5f-0000-4000-8000-000000000002';
const SECTION = '3d1f3e60-0000-4000-8000-000000000003';
const INNER = '4e204f71-0000-4000-8000-000000000004';

/** The browser's address: a memory router leaves it alone (the app's router keeps it the page's). */
const here = '/cloud-migration';
const setURL = (url: string) =>
  (window as unknown as { happyDOM: { setURL(url: string): void } }).happyDOM.setURL(url);

afterEach(() => {
  vi.restoreAllMocks();
  setURL('http://localhost:3000/');
});

function Blocks() {
  return (
    <>
      <BlockClicks />
      <section data-block={BANNER}>
        <a href="/contactUs" data-discover="true">
          <span>Get in touch</span>
        </a>
        <button type="button">Next slide</button>
      </section>
      <section data-block={`${SECTION}-${INNER}`}>
        <a href="/forms/brief" onClick={(event) => event.preventDefault()}>
          Our brief
        </a>
        <form action="/forms/brief" onSubmit={(event) => event.preventDefault()}>
          <button type="submit">Send</button>
        </form>
      </section>
      <a href="/careers">Careers (not in a block)</a>
    </>
  );
}

/** A page of blocks (or another page: `data`) under a root whose settings say whether counting is on. */
async function mount(analytics: boolean, data: unknown = { kind: 'blocks', page: PAGE_ID }) {
  setURL(`http://localhost:3000${here}`);
  const sendBeacon = vi.fn(() => true);
  Object.defineProperty(navigator, 'sendBeacon', { value: sendBeacon, configurable: true, writable: true });
  const router = createMemoryRouter(
    [
      {
        id: 'root',
        path: '/',
        loader: () => ({ settings: { analytics } }),
        element: (
          <>
            <Outlet />
            <InAppLinks />
          </>
        ),
        children: [
          { index: true, loader: () => data, element: <Blocks /> },
          { path: 'contactUs', element: <p>Contact</p> },
        ],
      },
    ],
    { initialEntries: ['/'] },
  );
  const host = await renderRouter(router);
  // The loaders' data arrives after the first render.
  for (let i = 0; i < 50 && !host.querySelector('[data-block]'); i += 1)
    await act(() => new Promise((resolve) => setTimeout(resolve, 5)));
  const click = (selector: string) =>
    act(async () => {
      host
        .querySelector(selector)!
        .dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true }));
    });
  const sent = () =>
    sendBeacon.mock.calls.map((call) => {
      const [url, body] = call as unknown as [string, string];
      expect(url).toBe(PAGE_VIEW_URL);
      return JSON.parse(body);
    });
  return { click, sent, router };
}

describe('BlockClicks', () => {
  it('sends the page, the block and where the link goes, then still navigates in the app', async () => {
    const page = await mount(true);
    await page.click(`[data-block="${BANNER}"] a span`);
    expect(page.sent()).toEqual([
      { type: 'click', path: here, page: PAGE_ID, block: BANNER, href: '/contactUs' },
    ]);
    expect(page.router.state.location.pathname).toBe('/contactUs');
  });

  it('counts a link in a shared section as the block that places it; a form’s submit or a button is no such click', async () => {
    const page = await mount(true);
    // The submit is the enquiry itself: it takes the last link clicked, the block that led to the form.
    await page.click('button[type="submit"]');
    await page.click('button[type="button"]');
    await page.click('a[href="/forms/brief"]');
    await page.click('a[href="/careers"]');
    expect(page.sent()).toEqual([
      { type: 'click', path: here, page: PAGE_ID, block: SECTION, href: '/forms/brief' },
    ]);
  });

  it('sends nothing while counting is off, or on a page that is not a page of blocks', async () => {
    const off = await mount(false);
    await off.click(`[data-block="${BANNER}"] a`);
    expect(off.sent()).toEqual([]);
    const preview = await mount(true, { preview: null, blocks: { kind: 'blocks' } });
    await preview.click('a[href="/forms/brief"]');
    expect(preview.sent()).toEqual([]);
  });
});
