// @vitest-environment happy-dom
/**
 * Links in server-rendered HTML (a static block's, the footer's) open in the app, also on a page in
 * another language, whose links carry its prefix (issue 36): the app gets the path without it, and a
 * link out of the language is left to the browser (a new document).
 */
import { act } from 'react';
import { createMemoryRouter, Outlet, useLocation } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { renderRouter } from '~/lib/render-in-test.tsx';
import { InAppLinks } from './InAppLinks.tsx';

const setURL = (url: string) =>
  (window as unknown as { happyDOM: { setURL(url: string): void } }).happyDOM.setURL(url);

afterEach(() => setURL('http://localhost:3000/'));

function Where() {
  return <p data-testid="where">{useLocation().pathname}</p>;
}

async function mount(basename: string | undefined, links: string[]) {
  const router = createMemoryRouter(
    [
      {
        path: '/',
        element: (
          <>
            <footer data-static-html="">
              {links.map((href) => (
                <a key={href} href={href} data-discover="true">
                  {href}
                </a>
              ))}
            </footer>
            <Outlet />
            <Where />
            <InAppLinks />
          </>
        ),
        children: [
          { index: true, element: null },
          { path: 'contactUs', element: null },
        ],
      },
    ],
    { initialEntries: [`${basename ?? ''}/`], basename },
  );
  const host = await renderRouter(router);
  const click = async (href: string) => {
    const event = new MouseEvent('click', { bubbles: true, cancelable: true });
    await act(async () => {
      host.querySelector(`a[href="${href}"]`)!.dispatchEvent(event);
    });
    return event.defaultPrevented;
  };
  const where = () => host.querySelector('[data-testid="where"]')?.textContent;
  return { click, where };
}

describe('InAppLinks', () => {
  it('opens the site’s own links in the app', async () => {
    setURL('http://localhost:3000/');
    const { click, where } = await mount(undefined, ['/contactUs']);
    expect(await click('/contactUs')).toBe(true);
    expect(where()).toBe('/contactUs');
  });

  it('under a language’s prefix, opens its links in the app and leaves a link out of it to the browser', async () => {
    setURL('http://localhost:3000/hi');
    const { click, where } = await mount('/hi', ['/hi/contactUs', '/contactUs']);
    expect(await click('/hi/contactUs')).toBe(true);
    expect(where()).toBe('/contactUs');
    // English is another handler, another document: not the Hindi app's to route.
    expect(await click('/contactUs')).toBe(false);
    expect(where()).toBe('/contactUs');
  });
});
