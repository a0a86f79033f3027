import {
  docToHtml,
  type RenderOptions,
  type RichTextBlock,
  type RichTextDoc,
  type RichTextInline,
  textToDoc,
} from '@vyoma/contract/rich-text';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { RichText } from './RichText.tsx';

const doc = (...content: RichTextBlock[]): RichTextDoc => ({ type: 'doc', content });
const p = (...content: RichTextInline[]): RichTextBlock => ({ type: 'paragraph', content });
type Mark = NonNullable<Extract<RichTextInline, { type: 'text' }>['marks']>[number];
const t = (text: string, ...marks: Mark[]): RichTextInline => ({ type: 'text', text, marks });
const link = (href: string): Mark => ({ type: 'link', attrs: { href } });
const bold: Mark = { type: 'bold' };
const italic: Mark = { type: 'italic' };
const br: RichTextInline = { type: 'hardBreak' };
const li = (...content: RichTextBlock[]) => ({ type: 'listItem', content }) as never;

const corpus: [string, RichTextDoc][] = [
  ['an empty document', doc({ type: 'paragraph' })],
  ['plain text with line breaks', textToDoc('Hello\nworld\n\nSecond paragraph')],
  [
    'escaping',
    doc(p(t(`<script>alert("x")</script> & 'quotes' > <`)), p(t('x', link('/a?b="c"&d=\'e\'<f>')))),
  ],
  [
    'headings',
    doc(
      ...([2, 3, 4] as const).map((level) => ({
        type: 'heading' as const,
        attrs: { level },
        content: [t(`Level ${level}`, italic)],
      })),
    ),
  ],
  [
    'nested marks',
    doc(p(t('a', bold), t('b', bold, italic), t('c', italic), t('d', { type: 'code' }), t('e'))),
  ],
  [
    'a link across bold and a break',
    doc(
      p(
        t('see ', link('https://other.example/x')),
        t('this', link('https://other.example/x'), bold),
        br,
        t('now', link('https://other.example/x')),
        br,
      ),
    ),
  ],
  [
    'site and external links',
    doc(
      p(
        t('in', link('https://vyoma.example/blog')),
        t(' out', link('https://else.example')),
        t(' path', link('/contactUs')),
        t(' mail', link('mailto:a@b.example')),
        t(' tel', link('tel:+911234')),
      ),
    ),
  ],
  [
    'lists',
    doc(
      {
        type: 'bulletList',
        content: [
          li(p(t('one')), {
            type: 'orderedList',
            attrs: { start: 4 },
            content: [li(p(t('four'))), li({ type: 'paragraph' })],
          }),
          li(p(t('two'))),
        ],
      },
      { type: 'orderedList', content: [li(p(t('first')))] },
    ),
  ],
  [
    'quotes',
    doc({
      type: 'blockquote',
      content: [
        { type: 'heading', attrs: { level: 3 }, content: [t('Q')] },
        p(t('quoted', bold)),
        { type: 'blockquote', content: [p(t('inner'))] },
      ],
    }),
  ],
  ['unicode', doc(p(t('वेब डिज़ाइन — Привет — 网站 — 😀 — \u00a0nbsp')))],
  [
    'hostile input',
    {
      type: 'doc',
      content: [
        { type: 'script', content: [{ type: 'text', text: 'alert(1)' }] },
        {
          type: 'paragraph',
          attrs: { onclick: 'x' },
          content: [
            { type: 'text', text: 'x', marks: [{ type: 'link', attrs: { href: 'javascript:alert(1)' } }] },
          ],
        },
        { type: 'heading', attrs: { level: 1 }, content: [{ type: 'text', text: 'h1' }] },
        { type: 'image', attrs: { src: 'x', onerror: 'alert(1)' } },
      ],
    } as unknown as RichTextDoc,
  ],
];

describe('RichText', () => {
  it.each(corpus)('prints exactly what docToHtml prints: %s', (_, input) => {
    for (const options of [{}, { siteOrigin: 'https://vyoma.example' }] satisfies RenderOptions[])
      expect(renderToStaticMarkup(<RichText doc={input} {...options} />)).toBe(
        `<div class="rich-text">${docToHtml(input, options)}</div>`,
      );
  });

  it('renders hostile input as text only', () => {
    const html = renderToStaticMarkup(<RichText doc={corpus.at(-1)![1]} />);
    expect(html).toBe('<div class="rich-text"><p>alert(1)</p><p>x</p><h2>h1</h2></div>');
    expect(renderToStaticMarkup(<RichText doc={corpus[2]![1]} />)).not.toContain('<script');
  });

  it('adds a class to its own', () => {
    expect(renderToStaticMarkup(<RichText doc={textToDoc('x')} className="blog-article__body" />)).toBe(
      '<div class="rich-text blog-article__body"><p>x</p></div>',
    );
  });

  it('moves headings down by headingOffset, never past h6', () => {
    const headings = corpus[3]![1];
    expect(renderToStaticMarkup(<RichText doc={headings} headingOffset={1} />)).toBe(
      '<div class="rich-text"><h3><em>Level 2</em></h3><h4><em>Level 3</em></h4><h5><em>Level 4</em></h5></div>',
    );
    expect(renderToStaticMarkup(<RichText doc={headings} headingOffset={3} />)).toBe(
      '<div class="rich-text"><h5><em>Level 2</em></h5><h6><em>Level 3</em></h6><h6><em>Level 4</em></h6></div>',
    );
  });
});
