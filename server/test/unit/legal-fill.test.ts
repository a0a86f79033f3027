/**
 * fillDoc (modules/legal/repository.ts): placeholders are filled in text and in link targets; a link
 * that a filled value leaves unsafe (an empty setting) keeps its text and loses its link.
 */
import type { RichTextDoc } from '@vyoma/contract/rich-text';
import { describe, expect, it } from 'vitest';
import { fillDoc } from '../../src/modules/legal/repository.ts';

const linked = (text: string, href: string) => ({
  type: 'doc',
  content: [
    {
      type: 'paragraph',
      content: [{ type: 'text', text, marks: [{ type: 'bold' }, { type: 'link', attrs: { href } }] }],
    },
  ],
});

describe('fillDoc', () => {
  it('fills text and link targets', () => {
    const filled = fillDoc(linked('Mail {siteName}', 'mailto:{email}') as RichTextDoc, {
      siteName: 'Acme',
      email: 'hi@acme.example',
    });
    expect(filled).toEqual(linked('Mail Acme', 'mailto:hi@acme.example'));
  });

  it('drops a link its filled target makes unsafe, keeping the text and the other marks', () => {
    const filled = fillDoc(linked('Mail us', 'mailto:{email}') as RichTextDoc, { email: '' });
    expect(filled.content[0]).toEqual({
      type: 'paragraph',
      content: [{ type: 'text', text: 'Mail us', marks: [{ type: 'bold' }] }],
    });
    // A link without placeholders is left as it is.
    expect(fillDoc(linked('x', 'https://acme.example/') as RichTextDoc, {})).toEqual(
      linked('x', 'https://acme.example/'),
    );
  });
});
