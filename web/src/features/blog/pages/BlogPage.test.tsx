/**
 * A post's page in the page's language (issue 36, decision 0063 §1.7): in English as it always was,
 * and in Hindi when the root's data brings that language's areas (texts.server.ts), its date in the
 * page's locale; the article the admin's "View blog" shows stays English there.
 */
import type { Blog } from '@vyoma/contract';
import { textToDoc } from '@vyoma/contract/rich-text';
import type { ReactNode } from 'react';
import { renderToString } from 'react-dom/server';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router';
import { describe, expect, it } from 'vitest';
import { BlogArticle } from '~/components/blog/BlogArticle.tsx';
import { textsFor } from '~/lib/texts.server.ts';
import BlogPage, { BlogMissing } from './BlogPage.tsx';

const POST: Blog = {
  _id: '00000000-0000-4000-8000-000000000001',
  title: 'Month-end close',
  heading: 'Back office',
  description: 'A calmer month end.',
  author: 'Asha Rao',
  category: 'backOffice',
  iconImage: '/uploads/icon.png',
  iconMedia: null,
  content: [
    {
      _id: '00000000-0000-4000-8000-00000000000a',
      heading: 'Reconcile daily',
      description: 'Match bank lines daily.',
      body: textToDoc('Match bank lines daily.'),
      image: '/uploads/one.png',
      media: null,
    },
  ],
  createdAt: '2026-11-01T10:00:00.000Z',
  updatedAt: '2026-11-01T10:00:00.000Z',
  slug: 'month-end-close',
  seo: { title: null, description: null, image: null, noindex: false },
  status: 'published',
  publishAt: null,
  publishedAt: '2026-11-01T10:00:00.000Z',
  version: 1,
  createdBy: null,
  updatedBy: null,
};

/** The root's language data as its loader gives it (root.tsx): English has no texts of its own. */
const ENGLISH = { lang: 'en', locale: 'en-IN', texts: textsFor('en') };
const HINDI = { lang: 'hi', locale: 'hi-IN', texts: textsFor('hi') };

/** `element` rendered on the server as the blog route, under a root whose data is `root`. */
async function render(element: ReactNode, root: unknown): Promise<string> {
  const { query, dataRoutes } = createStaticHandler([
    { id: 'root', path: '/', loader: () => root, children: [{ path: 'blog/:id', element }] },
  ]);
  const context = await query(new Request('http://localhost/blog/month-end-close'));
  if (context instanceof Response) throw context;
  return renderToString(
    <StaticRouterProvider router={createStaticRouter(dataRoutes, context)} context={context} />,
  );
}

/** The words a reader sees: the body's text and its attributes' (the head's tags left out). */
const body = (html: string) =>
  html
    .replace(/^[\s\S]*?(?=<div class="container blog-page__back">|<article|<section)/, '')
    .replace(/<script>window\.__staticRouterHydrationData[\s\S]*$/, '');

describe('the blog post page', () => {
  it('reads as it always did in English', async () => {
    const html = await render(<BlogPage blog={POST} />, ENGLISH);
    expect(html).toContain('</svg>Back office services</a>');
    expect(html).toContain(
      '<p class="blog-article__byline">By <span class="blog-article__author">Asha Rao</span> · <time dateTime="2026-11-01T10:00:00.000Z">1 November 2026</time></p>',
    );
    expect(html).toContain('Want results like these for your business?</h2>');
    expect(html).toContain('>GET A QUOTE</a>');
    expect(await render(<BlogPage blog={{ ...POST, category: 'digitalMarketing' }} />, null)).toContain(
      '</svg>Digital marketing services</a>',
    );
  });

  it('reads in Hindi, its date in the page’s locale, when the root brings Hindi’s texts', async () => {
    const html = await render(<BlogPage blog={POST} />, HINDI);
    expect(html).toContain('</svg>बैक ऑफ़िस सेवाएँ</a>');
    expect(html).toContain(
      '<p class="blog-article__byline">लेखक: <span class="blog-article__author">Asha Rao</span> · <time dateTime="2026-11-01T10:00:00.000Z">1 नवंबर 2026</time></p>',
    );
    expect(html).toContain('क्या आप भी अपने बिज़नेस के लिए ऐसे नतीजे चाहते हैं?</h2>');
    expect(html).toContain('>कोटेशन माँगें</a>');
    // No English of the page's own is left (the post's words are the post's).
    for (const english of ['Back office services', 'By ', 'Want results', 'Tell us where', 'GET A QUOTE'])
      expect(body(html)).not.toContain(english);
  });

  it('says a post is missing, or could not be loaded, in the page’s language', async () => {
    const missing = await render(<BlogMissing notFound />, ENGLISH);
    expect(missing).toContain('<h1>Blog not found.</h1>');
    expect(missing).toContain('<title>Blog | ');
    const failed = await render(<BlogMissing notFound={false} />, ENGLISH);
    expect(failed).toContain('<h1>We could not load this blog.</h1>');
    expect(failed).toContain('Please check your connection and try again.');

    const hindiMissing = await render(<BlogMissing notFound />, HINDI);
    expect(hindiMissing).toContain('<h1>ब्लॉग नहीं मिला।</h1>');
    expect(hindiMissing).toContain('<title>ब्लॉग | ');
    expect(hindiMissing).toContain('>होम पेज पर लौटें</a>');
    const hindiFailed = await render(<BlogMissing notFound={false} />, HINDI);
    expect(hindiFailed).toContain('<h1>यह ब्लॉग लोड नहीं हो सका।</h1>');
    expect(hindiFailed).toContain('>फिर कोशिश करें</button>');
    expect(body(hindiFailed)).not.toMatch(/Try again|Back to home|connection/);
  });

  it('shows the article in English to staff (the admin’s “View blog”: no router data, or English’s)', async () => {
    const english = '<p class="blog-article__byline">By <span class="blog-article__author">Asha Rao</span>';
    expect(renderToString(<BlogArticle blog={POST} titleAs="h2" />)).toContain(english);
    expect(await render(<BlogArticle blog={POST} titleAs="h2" />, ENGLISH)).toContain(english);
  });
});
