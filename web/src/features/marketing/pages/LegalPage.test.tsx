/**
 * A legal page's own words in the page's language (issue 36, decision 0063 §1.7): in English as they
 * always were, and in Hindi when the root's data brings that language's areas (texts.server.ts), the
 * day it was last saved in the page's locale (its UTC day, in every time zone). The document's words
 * are the document's.
 */
import type { LegalPage as LegalData } from '@vyoma/contract';
import type { ReactNode } from 'react';
import { renderToString } from 'react-dom/server';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router';
import { describe, expect, it } from 'vitest';
import { textsFor } from '~/lib/texts.server.ts';
import LegalPage from './LegalPage.tsx';

const PAGE: LegalData = {
  key: 'privacy-policy',
  title: 'Privacy policy',
  body: {
    type: 'doc',
    content: [
      { type: 'paragraph', content: [{ type: 'text', text: 'We keep little about you.' }] },
      { type: 'heading', attrs: { level: 2 }, content: [{ type: 'text', text: 'What we keep' }] },
      { type: 'paragraph', content: [{ type: 'text', text: 'Your name and e-mail.' }] },
    ],
  },
  text: 'We keep little about you. What we keep Your name and e-mail.',
  // Late in the day in UTC: already the next day in India, still this one on the page.
  updatedAt: '2026-11-20T23:30:00.000Z',
  updatedBy: null,
  version: 3,
};

/** The root's language data as its loader gives it (root.tsx): English has no texts of its own. */
const ENGLISH = { lang: 'en', locale: 'en-IN', texts: textsFor('en') };
const HINDI = { lang: 'hi', locale: 'hi-IN', texts: textsFor('hi') };

/** `element` rendered on the server as a legal page's route, under a root whose data is `root`. */
async function render(element: ReactNode, root: unknown): Promise<string> {
  const { query, dataRoutes } = createStaticHandler([
    { id: 'root', path: '/', loader: () => root, children: [{ path: 'privacy-policy', element }] },
  ]);
  const context = await query(new Request('http://localhost/privacy-policy'));
  if (context instanceof Response) throw context;
  return renderToString(
    <StaticRouterProvider router={createStaticRouter(dataRoutes, context)} context={context} />,
  );
}

describe('a legal page', () => {
  it('reads as it always did in English', async () => {
    for (const root of [ENGLISH, null]) {
      const html = await render(<LegalPage page={PAGE} />, root);
      expect(html).toContain(
        '<p class="legal-updated">Last updated: <time dateTime="2026-11-20">20 November 2026</time></p>',
      );
      expect(html).toContain('<p class="page-hero__eyebrow">Legal</p>');
      expect(html).toContain('<h2 id="legal-toc-heading" class="legal-toc__heading">On this page</h2>');
      expect(html).toContain('<aside class="card legal-contact" aria-label="Contact details">');
    }
  });

  it('reads in Hindi, its day in the page’s locale, the document as it is', async () => {
    const html = await render(<LegalPage page={PAGE} />, HINDI);
    expect(html).toContain(
      '<p class="legal-updated">आख़िरी बदलाव: <time dateTime="2026-11-20">20 नवंबर 2026</time></p>',
    );
    expect(html).toContain('<p class="page-hero__eyebrow">क़ानूनी जानकारी</p>');
    expect(html).toContain('<h2 id="legal-toc-heading" class="legal-toc__heading">इस पेज पर</h2>');
    expect(html).toContain('<aside class="card legal-contact" aria-label="संपर्क की जानकारी">');
    expect(html).toContain('What we keep');
    for (const english of ['Legal', 'Last updated', 'November', 'On this page', 'Contact details'])
      expect(html).not.toContain(english);
  });
});
