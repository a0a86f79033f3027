import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import {
  docToHtml,
  docToText,
  FORM_LINK_TEXT,
  formsInDoc,
  hrefFromInput,
  isExternalHref,
  isSafeHref,
  measureDoc,
  normalizePlainText,
  RICH_TEXT_LIMITS,
  type RichTextBlock,
  type RichTextDoc,
  type RichTextInline,
  sanitizeDoc,
  sanitizeHref,
  textToDoc,
} from '../src/rich-text.ts';
import { richTextDoc, richTextDocSchema } from '../src/rich-text-schema.ts';

const doc = (...content: RichTextBlock[]): RichTextDoc => ({ type: 'doc', content });
const p = (...content: RichTextInline[]): RichTextBlock =>
  content.length ? { type: 'paragraph', content } : { type: 'paragraph' };
const t = (text: string, ...marks: NonNullable<Extract<RichTextInline, { type: 'text' }>['marks']>) =>
  marks.length ? { type: 'text' as const, text, marks } : { type: 'text' as const, text };
const link = (href: string) => ({ type: 'link' as const, attrs: { href } });
const br = { type: 'hardBreak' as const };
const item = (...content: RichTextBlock[]) => ({ type: 'listItem', content }) as never;

/** The first message of a refused document, or null when it passes. */
function refusal(input: unknown): string | null {
  const result = richTextDocSchema.safeParse(input);
  return result.success ? null : result.error.issues[0]!.message;
}

describe('isSafeHref', () => {
  it.each([
    'https://example.com',
    'http://example.com/a?b=c#d',
    'HTTPS://EXAMPLE.COM',
    'https://例え.jp/パス',
    'https://example.com:8443/x',
    'mailto:hello@example.com',
    'mailto:hello@example.com?subject=Hi%20there',
    'tel:+91-98765-00000',
    'tel:(080)12345678',
    '/',
    '/blog/web-design',
    '/search?q=a%20b#top',
  ])('allows %s', (href) => {
    expect(isSafeHref(href)).toBe(true);
  });

  it.each([
    ['javascript:alert(1)'],
    ['JavaScript:alert(1)'],
    ['java\tscript:alert(1)'],
    ['java\nscript:alert(1)'],
    [' javascript:alert(1)'],
    ['\u00a0javascript:alert(1)'],
    ['\u200bjavascript:alert(1)'],
    ['\u0000javascript:alert(1)'],
    ['javascript&colon;alert(1)'],
    ['data:text/html;base64,PHNjcmlwdD4='],
    ['vbscript:msgbox(1)'],
    ['file:///etc/passwd'],
    ['ftp://example.com'],
    ['//evil.example/x'],
    ['/\\evil.example'],
    ['\\\\evil.example'],
    ['https:\\\\evil.example'],
    ['https:evil.example'],
    ['https:///evil.example'],
    ['https://'],
    ['https://:443/x'],
    ['https://example.com@evil.example/'],
    ['https://user:pass@example.com/'],
    ['https://exa mple.com'],
    ['mailto:'],
    ['tel:'],
    ['tel:javascript:1'],
    ['relative/path'],
    ['#section'],
    ['?q=1'],
    [''],
    [`/${'a'.repeat(RICH_TEXT_LIMITS.maxHrefLength)}`],
  ])('refuses %j', (href) => {
    expect(isSafeHref(href)).toBe(false);
  });

  it('refuses what is not a string', () => {
    expect(isSafeHref(undefined)).toBe(false);
    expect(isSafeHref(42)).toBe(false);
    expect(isSafeHref({ toString: () => 'https://example.com' })).toBe(false);
  });

  it('sanitizeHref trims pasted links; hrefFromInput completes what people type', () => {
    expect(sanitizeHref('  https://example.com/a \n')).toBe('https://example.com/a');
    expect(sanitizeHref(' javascript:alert(1)')).toBeNull();
    expect(hrefFromInput('example.com/page?x=1')).toBe('https://example.com/page?x=1');
    expect(hrefFromInput('www.example.co.in')).toBe('https://www.example.co.in');
    expect(hrefFromInput('asha@example.com')).toBe('mailto:asha@example.com');
    expect(hrefFromInput('/contactUs')).toBe('/contactUs');
    expect(hrefFromInput('javascript:alert(1)')).toBeNull();
    expect(hrefFromInput('not a link')).toBeNull();
  });

  it('tells external links from links on the site', () => {
    expect(isExternalHref('https://other.example/x')).toBe(true);
    expect(isExternalHref('https://vyoma.example/x', 'https://vyoma.example')).toBe(false);
    expect(isExternalHref('HTTPS://VYOMA.example/x', 'https://vyoma.example/')).toBe(false);
    expect(isExternalHref('https://vyoma.example.evil.example/', 'https://vyoma.example')).toBe(true);
    expect(isExternalHref('/blog')).toBe(false);
    expect(isExternalHref('mailto:a@b.example')).toBe(false);
  });
});

describe('richTextDocSchema', () => {
  const valid = doc(
    { type: 'heading', attrs: { level: 2 }, content: [t('Why ', { type: 'italic' }), t('us')] },
    p(t('Read '), t('the guide', link('/blog/guide'), { type: 'bold' }), br, t('npm i', { type: 'code' })),
    p(),
    {
      type: 'orderedList',
      attrs: { start: 3 },
      content: [item(p(t('one')), { type: 'bulletList', content: [item(p(t('nested')))] })],
    },
    { type: 'blockquote', content: [p(t('Quoted'))] },
  );

  it('accepts every allowed node, mark and attribute', () => {
    expect(refusal(valid)).toBeNull();
    expect(richTextDocSchema.parse(valid)).toEqual(valid);
  });

  it.each([
    [
      'an unknown block',
      doc({ type: 'image', attrs: { src: 'x.png' } } as never),
      '"image" is not allowed as a block',
    ],
    [
      'an unknown inline node',
      doc(p({ type: 'mention' } as never)),
      '"mention" is not allowed inside a paragraph',
    ],
    [
      'an unknown mark',
      doc(p(t('x', { type: 'underline' } as never))),
      '"underline" is not allowed as a text style',
    ],
    ['a javascript: link', doc(p(t('x', link('javascript:alert(1)')))), 'A link must start with https://'],
    ['a data: link', doc(p(t('x', link('data:text/html,<script>alert(1)</script>')))), 'A link must start'],
    ['a protocol-relative link', doc(p(t('x', link('//evil.example')))), 'A link must start'],
    [
      'an on* attribute',
      doc({ type: 'paragraph', attrs: { onclick: 'alert(1)' } } as never),
      'has no "attrs"',
    ],
    ['an extra key', doc({ type: 'paragraph', onclick: 'alert(1)' } as never), 'paragraph has no "onclick"'],
    [
      'a style on a link',
      doc(p(t('x', { type: 'link', attrs: { href: '/a', style: 'x' } } as never))),
      'link has no "style"',
    ],
    [
      'a target on a link',
      doc(p(t('x', { type: 'link', attrs: { href: '/a', target: '_blank' } } as never))),
      'no "target"',
    ],
    [
      'heading level 1',
      doc({ type: 'heading', attrs: { level: 1 } } as never),
      'heading level must be 2, 3 or 4',
    ],
    [
      'heading level 5',
      doc({ type: 'heading', attrs: { level: 5 } } as never),
      'heading level must be 2, 3 or 4',
    ],
    ['a heading without level', doc({ type: 'heading' } as never), 'Text:'],
    ['an empty text run', doc(p(t(''))), 'a text run must not be empty'],
    ['a line break inside text', doc(p(t('a\nb'))), 'use a hardBreak'],
    ['a control character', doc(p(t('a\u0007b'))), 'control characters'],
    ['a doubled mark', doc(p(t('x', { type: 'bold' }, { type: 'bold' }))), 'the same mark twice'],
    [
      'code with another mark',
      doc(p(t('x', { type: 'code' }, { type: 'bold' }))),
      'code text takes no other mark',
    ],
    ['an empty list', doc({ type: 'bulletList', content: [] }), 'a list needs at least one item'],
    [
      'a list item starting with a list',
      doc({ type: 'bulletList', content: [item({ type: 'bulletList', content: [item(p())] })] }),
      'starts with a paragraph',
    ],
    [
      'a heading in a list item',
      doc({ type: 'bulletList', content: [item({ type: 'heading', attrs: { level: 2 } })] }),
      '"heading" is not allowed in a list item',
    ],
    ['list start 0', doc({ type: 'orderedList', attrs: { start: 0 }, content: [item(p())] }), 'at least 1'],
    [
      'list start 1.5',
      doc({ type: 'orderedList', attrs: { start: 1.5 }, content: [item(p())] }),
      'whole number',
    ],
    ['an empty quote', doc({ type: 'blockquote', content: [] }), 'a quote must not be empty'],
    ['an empty document', doc(), 'at least one block'],
    ['a string', 'hello', 'must be a document'],
    ['null', null, 'must be a document'],
    ['another root type', { type: 'paragraph', content: [] }, 'the document type must be "doc"'],
  ])('refuses %s', (_, input, message) => {
    expect(refusal(input)).toContain(message);
  });

  it('names the field in every message', () => {
    const result = richTextDoc('Section 2 text').safeParse(doc(p(t('x', link('javascript:x')))));
    expect(result.error?.issues[0]?.message).toMatch(/^Section 2 text: A link must start/);
  });

  it('refuses documents over the limits', () => {
    const { maxChars, maxNodes, maxDepth } = RICH_TEXT_LIMITS;
    expect(refusal(doc(p(t('a'.repeat(maxChars)))))).toBeNull();
    expect(refusal(doc(p(t('a'.repeat(maxChars + 1)))))).toBe(
      'Text: The text is too long: 20,001 characters, at most 20,000.',
    );
    // maxNodes paragraphs with one text run each is twice maxNodes nodes.
    expect(refusal(doc(...Array.from({ length: maxNodes / 2 }, () => p(t('x')))))).toBeNull();
    expect(refusal(doc(...Array.from({ length: maxNodes / 2 + 1 }, () => p(t('x')))))).toContain(
      'too many parts',
    );
    let nested: RichTextBlock = p(t('deep'));
    for (let depth = 2; depth <= maxDepth; depth++) nested = { type: 'blockquote', content: [nested] };
    expect(refusal(doc(nested))).toBeNull();
    expect(refusal(doc({ type: 'blockquote', content: [nested] }))).toContain('nested too deeply: at most 6');
  });

  it('refuses a hostile nesting depth without overflowing the stack', () => {
    let nested: unknown = { type: 'paragraph' };
    for (let i = 0; i < 1_000; i++) nested = { type: 'blockquote', content: [nested] };
    expect(refusal({ type: 'doc', content: [nested] })).toContain('nested too deeply');
    for (let i = 0; i < 200_000; i++) nested = { type: 'blockquote', content: [nested] };
    expect(refusal({ type: 'doc', content: [nested] })).toContain('too many parts');
  });

  it('measures any input without recursion', () => {
    expect(measureDoc(valid)).toEqual({ nodes: 20, depth: 5, chars: 40 });
    expect(measureDoc('x')).toEqual({ nodes: 0, depth: 0, chars: 0 });
  });

  it('converts to JSON Schema for the API reference', () => {
    const json = z.toJSONSchema(richTextDocSchema, { io: 'input' }) as { properties?: object };
    expect(json.properties).toHaveProperty('content');
  });
});

describe('sanitizeDoc', () => {
  const html = (input: unknown) => docToHtml(sanitizeDoc(input));

  it('keeps a valid document as it is', () => {
    const valid = doc(
      { type: 'heading', attrs: { level: 3 }, content: [t('Title')] },
      p(t('a', link('https://example.com'), { type: 'italic' }), br, t('b')),
      {
        type: 'bulletList',
        content: [item(p(t('x')), { type: 'orderedList', attrs: { start: 2 }, content: [item(p())] })],
      },
      { type: 'blockquote', content: [p()] },
    );
    expect(sanitizeDoc(valid)).toEqual(valid);
    expect(sanitizeDoc(sanitizeDoc(valid))).toEqual(valid);
  });

  it('drops a javascript:/data: link but keeps its text', () => {
    for (const href of ['javascript:alert(1)', ' JAVASCRIPT:alert(1)', 'data:text/html,x', '//evil.example'])
      expect(sanitizeDoc(doc(p(t('click', link(href), { type: 'bold' }))))).toEqual(
        doc(p(t('click', { type: 'bold' }))),
      );
  });

  it('drops on* and style attributes and every attribute outside the allowlist', () => {
    const input = {
      type: 'doc',
      content: [
        {
          type: 'paragraph',
          attrs: { onclick: 'x', style: 'color:red', textAlign: 'center' },
          content: [{ type: 'text', text: 'a', onmouseover: 'x' }],
        },
        { type: 'heading', attrs: { level: 2, id: 'x', style: 'x' }, content: [{ type: 'text', text: 'h' }] },
        {
          type: 'orderedList',
          attrs: { start: 1, type: 'a' },
          content: [
            {
              type: 'listItem',
              attrs: { checked: true },
              content: [{ type: 'paragraph', content: [{ type: 'text', text: 'i' }] }],
            },
          ],
        },
        {
          type: 'paragraph',
          content: [
            {
              type: 'text',
              text: 'l',
              marks: [
                {
                  type: 'link',
                  attrs: {
                    href: 'https://x.example',
                    target: '_blank',
                    rel: 'opener',
                    class: 'c',
                    title: 't',
                    onclick: 'x',
                  },
                },
              ],
            },
          ],
        },
      ],
    };
    const clean = sanitizeDoc(input);
    expect(refusal(clean)).toBeNull();
    expect(clean).toEqual(
      doc(
        p(t('a')),
        { type: 'heading', attrs: { level: 2 }, content: [t('h')] },
        { type: 'orderedList', content: [item(p(t('i')))] },
        p(t('l', link('https://x.example'))),
      ),
    );
  });

  it('keeps the text of unknown nodes and drops unknown marks', () => {
    const input = {
      type: 'doc',
      content: [
        { type: 'image', attrs: { src: 'x.png', onerror: 'alert(1)' } },
        { type: 'codeBlock', content: [{ type: 'text', text: 'line 1\nline 2' }] },
        {
          type: 'table',
          content: [
            {
              type: 'tableRow',
              content: [
                {
                  type: 'tableCell',
                  content: [{ type: 'paragraph', content: [{ type: 'text', text: 'cell' }] }],
                },
              ],
            },
          ],
        },
        {
          type: 'paragraph',
          content: [
            { type: 'mention', attrs: { id: 'u1' }, text: '@asha' },
            { type: 'text', text: ' u', marks: [{ type: 'underline' }, { type: 'strong' }] },
          ],
        },
        { type: 'horizontalRule' },
      ],
    };
    expect(sanitizeDoc(input)).toEqual(
      doc(p(t('line 1'), br, t('line 2')), p(t('cell')), p(t('@asha'), t(' u', { type: 'bold' }))),
    );
  });

  it('moves headings into 2–4 and lists out of list items where they cannot be', () => {
    expect(sanitizeDoc(doc({ type: 'heading', attrs: { level: 1 }, content: [t('a')] } as never))).toEqual(
      doc({ type: 'heading', attrs: { level: 2 }, content: [t('a')] }),
    );
    expect(sanitizeDoc(doc({ type: 'heading', attrs: { level: 6 } } as never))).toEqual(
      doc({ type: 'heading', attrs: { level: 4 } }),
    );
    // A heading or quote inside a list item becomes paragraphs; an item needs a paragraph first.
    expect(
      sanitizeDoc(
        doc({
          type: 'bulletList',
          content: [
            item(
              { type: 'heading', attrs: { level: 2 }, content: [t('h')] },
              { type: 'blockquote', content: [p(t('q'))] },
            ),
            item({ type: 'bulletList', content: [item(p(t('n')))] }),
            { type: 'paragraph', content: [t('loose')] } as never,
          ],
        }),
      ),
    ).toEqual(
      doc({
        type: 'bulletList',
        content: [
          item(p(t('h')), p(t('q'))),
          item(p(), { type: 'bulletList', content: [item(p(t('n')))] }),
          item(p(t('loose'))),
        ],
      }),
    );
  });

  it('flattens what nests too deeply into paragraphs, keeping the text', () => {
    let nested: unknown = { type: 'paragraph', content: [{ type: 'text', text: 'deep' }] };
    for (let i = 0; i < 10; i++)
      nested = {
        type: 'bulletList',
        content: [
          {
            type: 'listItem',
            content: [{ type: 'paragraph', content: [{ type: 'text', text: `level ${i}` }] }, nested],
          },
        ],
      };
    const clean = sanitizeDoc({ type: 'doc', content: [nested] });
    expect(refusal(clean)).toBeNull();
    expect(measureDoc(clean).depth).toBeLessThanOrEqual(RICH_TEXT_LIMITS.maxDepth);
    expect(docToText(clean)).toContain('deep');
    expect(docToText(clean)).toContain('level 0');
    // A chain of 100,000 unknown wrappers costs no stack either.
    let chain: unknown = { type: 'text', text: 'inside' };
    for (let i = 0; i < 100_000; i++) chain = { type: 'div', content: [chain] };
    expect(sanitizeDoc({ type: 'doc', content: [chain] })).toEqual(doc(p(t('inside'))));
  });

  it('merges equal runs, splits line breaks, drops control characters and empty runs', () => {
    expect(
      sanitizeDoc(
        doc(p(t('a', { type: 'bold' }), t('b', { type: 'bold' }), t(''), t('c\r\nd\u0007'), t('e\u2028f'))),
      ),
    ).toEqual(doc(p(t('ab', { type: 'bold' }), t('c'), br, t('de'), br, t('f'))));
  });

  it('puts marks in the editor order, code alone, the first link only', () => {
    expect(sanitizeDoc(doc(p(t('x', { type: 'italic' }, link('/b'), { type: 'bold' }, link('/c')))))).toEqual(
      doc(p(t('x', link('/b'), { type: 'bold' }, { type: 'italic' }))),
    );
    expect(sanitizeDoc(doc(p(t('x', { type: 'bold' }, { type: 'code' }))))).toEqual(
      doc(p(t('x', { type: 'code' }))),
    );
  });

  it('reads strings, arrays, single blocks, ProseMirror names and junk', () => {
    expect(sanitizeDoc('one\n\ntwo')).toEqual(doc(p(t('one')), p(t('two'))));
    expect(sanitizeDoc([p(t('a'))])).toEqual(doc(p(t('a'))));
    expect(
      sanitizeDoc({ type: 'bullet_list', content: [{ type: 'list_item', content: [p(t('a'))] }] }),
    ).toEqual(doc({ type: 'bulletList', content: [item(p(t('a')))] }));
    for (const junk of [
      null,
      undefined,
      42,
      {},
      { type: 'doc' },
      { type: 'doc', content: 'x' },
      [null, 1, 'x'],
    ])
      expect(sanitizeDoc(junk)).toEqual(doc(p()));
  });

  it('always produces what the schema accepts', () => {
    const inputs: unknown[] = [
      { type: 'doc', content: [{ type: 'blockquote' }, { type: 'orderedList', attrs: { start: -4 } }] },
      { type: 'doc', content: [{ type: 'listItem', content: [{ type: 'text', text: 'x' }] }] },
      {
        type: 'doc',
        content: [
          {
            type: 'heading',
            attrs: { level: 'big' },
            content: [{ type: 'hardBreak', marks: [{ type: 'bold' }] }],
          },
        ],
      },
      {
        type: 'doc',
        content: [{ type: 'orderedList', attrs: { start: 1e12 }, content: [{ type: 'text', text: 'x' }] }],
      },
      {
        type: 'doc',
        content: [
          {
            type: 'paragraph',
            content: [{ type: 'paragraph', content: [{ type: 'text', text: 'nested' }] }],
          },
        ],
      },
      {
        type: 'doc',
        content: [
          { type: 'text', text: '\u0000\u0001' },
          { type: 'text', text: '\n\n\n' },
        ],
      },
    ];
    for (const input of inputs) expect(refusal(sanitizeDoc(input)), JSON.stringify(input)).toBeNull();
    expect(html(inputs[3])).toBe(`<ol start="${RICH_TEXT_LIMITS.maxListStart}"><li><p>x</p></li></ol>`);
  });
});

describe('docToHtml', () => {
  it('escapes every text and attribute', () => {
    expect(docToHtml(doc(p(t('<script>alert("x")</script> & \'q\''))))).toBe(
      '<p>&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt; &amp; &#x27;q&#x27;</p>',
    );
    expect(docToHtml(doc(p(t('x', link('/a?b="c"&d=<e>')))))).toBe(
      '<p><a href="/a?b=&quot;c&quot;&amp;d=&lt;e&gt;">x</a></p>',
    );
  });

  it('prints every block and mark of the allowlist', () => {
    expect(
      docToHtml(
        doc(
          { type: 'heading', attrs: { level: 2 }, content: [t('H2')] },
          { type: 'heading', attrs: { level: 4 }, content: [t('H4')] },
          p(t('b', { type: 'bold' }), t('i', { type: 'italic' }), t('c', { type: 'code' }), br, t('end')),
          { type: 'bulletList', content: [item(p(t('u')))] },
          { type: 'orderedList', attrs: { start: 5 }, content: [item(p(t('o')))] },
          { type: 'orderedList', content: [item(p())] },
          { type: 'blockquote', content: [p(t('q'))] },
          p(),
        ),
      ),
    ).toBe(
      '<h2>H2</h2><h4>H4</h4><p><strong>b</strong><em>i</em><code>c</code><br/>end</p>' +
        '<ul><li><p>u</p></li></ul><ol start="5"><li><p>o</p></li></ol><ol><li><p></p></li></ol>' +
        '<blockquote><p>q</p></blockquote><p></p>',
    );
  });

  it('marks external links noopener noreferrer, links on the site not', () => {
    const links = doc(
      p(
        t('a', link('https://other.example/')),
        t(' b', link('https://vyoma.example/x')),
        t(' c', link('/y')),
        t(' d', link('mailto:a@b.example')),
      ),
    );
    expect(docToHtml(links, { siteOrigin: 'https://vyoma.example' })).toBe(
      '<p><a href="https://other.example/" rel="noopener noreferrer">a</a><a href="https://vyoma.example/x"> b</a><a href="/y"> c</a><a href="mailto:a@b.example"> d</a></p>',
    );
    expect(docToHtml(links)).toContain('<a href="https://vyoma.example/x" rel="noopener noreferrer">');
  });

  it('keeps one element open across runs: a partly bold link is one link', () => {
    expect(
      docToHtml(
        doc(
          p(
            t('see ', link('/a')),
            t('this', link('/a'), { type: 'bold' }),
            br,
            t(' now', link('/a')),
            br,
            t('after'),
          ),
        ),
      ),
    ).toBe('<p><a href="/a">see <strong>this</strong><br/> now</a><br/>after</p>');
    expect(
      docToHtml(
        doc(
          p(
            t('a', { type: 'bold' }),
            t('b', { type: 'bold' }, { type: 'italic' }),
            t('c', { type: 'italic' }),
          ),
        ),
      ),
    ).toBe('<p><strong>a<em>b</em></strong><em>c</em></p>');
  });

  it('never prints what is outside the allowlist, even when handed it', () => {
    const hostile = {
      type: 'doc',
      content: [
        { type: 'script', content: [{ type: 'text', text: 'alert(1)' }] },
        {
          type: 'paragraph',
          attrs: { onclick: 'alert(1)' },
          content: [
            { type: 'text', text: 'x', marks: [{ type: 'link', attrs: { href: 'javascript:alert(1)' } }] },
          ],
        },
        { type: 'image', attrs: { src: 'x', onerror: 'alert(1)' } },
      ],
    } as unknown as RichTextDoc;
    expect(docToHtml(hostile)).toBe('<p>alert(1)</p><p>x</p>');
  });
});

describe('plain text', () => {
  it('docToText joins blocks with a blank line and puts list items on their own lines', () => {
    expect(
      docToText(
        doc(
          { type: 'heading', attrs: { level: 2 }, content: [t('Our services')] },
          p(t('Line one'), br, t('line '), t('two', { type: 'bold' })),
          {
            type: 'bulletList',
            content: [
              item(p(t('Web')), {
                type: 'orderedList',
                attrs: { start: 9 },
                content: [item(p(t('nine'))), item(p(t('ten'), br, t('more')))],
              }),
              item(p(t('Apps'))),
            ],
          },
          p(),
          { type: 'blockquote', content: [p(t('Quoted')), p(t('twice'))] },
        ),
      ),
    ).toBe(
      'Our services\n\nLine one\nline two\n\n- Web\n  9. nine\n  10. ten\n      more\n- Apps\n\nQuoted\n\ntwice',
    );
  });

  it.each([
    ['', ''],
    ['one', 'one'],
    ['one\ntwo', 'one\ntwo'],
    ['one\n\n\n\ntwo', 'one\n\ntwo'],
    ['\n\n  one  \r\n two\r\n\r\n \t \nthree\n\n', '  one  \n two\n\nthree'],
    ['a\u0000b\u0007\tc', 'ab\tc'],
    ['- item\n- item', '- item\n- item'],
  ])('round-trips %j through textToDoc', (text, normalized) => {
    expect(normalizePlainText(text)).toBe(normalized);
    expect(docToText(textToDoc(text))).toBe(normalized);
    expect(refusal(textToDoc(text))).toBeNull();
  });

  it('textToDoc makes paragraphs of blocks and hard breaks of single line breaks', () => {
    expect(textToDoc('')).toEqual(doc(p()));
    expect(textToDoc('a\nb\n\nc')).toEqual(doc(p(t('a'), br, t('b')), p(t('c'))));
    expect(docToHtml(textToDoc('<b>not bold</b>'))).toBe('<p>&lt;b&gt;not bold&lt;/b&gt;</p>');
  });
});

describe('form blocks (issue 29)', () => {
  const block = { type: 'formEmbed' as const, attrs: { form: 'free-audit' } };

  it('keeps a form block at the top level, names its form, and leaves it out of the text', () => {
    const d = doc(p(t('Ask for it:')), block);
    expect(sanitizeDoc(d)).toEqual(d);
    expect(formsInDoc(d)).toEqual(['free-audit']);
    expect(docToText(d)).toBe('Ask for it:');
    // Where the form itself cannot be shown (feeds), a link to its page.
    expect(docToHtml(d)).toBe(`<p>Ask for it:</p><p><a href="/forms/free-audit">${FORM_LINK_TEXT}</a></p>`);
    expect(refusal(d)).toBeNull();
  });

  it('drops a form block anywhere but the top level, or naming no form properly', () => {
    const nested = doc({ type: 'blockquote', content: [block as never] } as never, p(t('x')));
    expect(sanitizeDoc(nested)).toEqual(doc(p(t('x'))));
    expect(refusal(nested)).not.toBeNull();
    for (const form of ['../admin', 'Free Audit', '', 42])
      expect(sanitizeDoc(doc({ type: 'formEmbed', attrs: { form } } as never))).toEqual(doc(p()));
  });
});
