// @vitest-environment happy-dom
import type { Editor } from '@tiptap/core';
import { docToText, type RichTextDoc, textToDoc } from '@vyoma/contract/rich-text';
import { richTextDocSchema } from '@vyoma/contract/schemas';
import { act, useState } from 'react';
import { describe, expect, it } from 'vitest';
import { render } from '~/lib/render-in-test.tsx';
import { RichTextEditor, type RichTextEditorProps } from './RichTextEditor.tsx';

type Props = Partial<Omit<RichTextEditorProps, 'onChange'>>;

async function mount(value: RichTextDoc = textToDoc(''), props: Props = {}) {
  const changes: RichTextDoc[] = [];
  let setValue: (doc: RichTextDoc) => void = () => {};
  function Harness() {
    const [doc, set] = useState(value);
    setValue = set;
    return (
      <RichTextEditor
        id="ed"
        label="Section text"
        {...props}
        value={doc}
        onChange={(next) => {
          changes.push(next);
          set(next);
        }}
      />
    );
  }
  const host = await render(<Harness />);
  const area = host.querySelector<HTMLElement>('#ed');
  if (!area) throw new Error('the editor did not mount');
  const editor = (area as HTMLElement & { editor: Editor }).editor;
  const last = () => {
    const doc = changes.at(-1);
    if (!doc) throw new Error('no change was emitted');
    return doc;
  };
  return {
    host,
    area,
    editor,
    changes,
    last,
    reset: (doc: RichTextDoc) => act(async () => setValue(doc)),
    tool: (label: string) =>
      host.querySelector<HTMLButtonElement>(`[role="toolbar"] [aria-label="${label}"]`)!,
  };
}

const act$ = (fn: () => unknown) => act(async () => void fn());
const click = (element: Element) => act$(() => (element as HTMLElement).click());
const key = (target: Element, init: KeyboardEventInit) =>
  act$(() =>
    target.dispatchEvent(new KeyboardEvent('keydown', { bubbles: true, cancelable: true, ...init })),
  );
const paste = (editor: Editor, html: string) => act$(() => editor.view.pasteHTML(html));
function typeInto(input: HTMLInputElement, value: string) {
  Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')!.set!.call(input, value);
  return act$(() => input.dispatchEvent(new Event('input', { bubbles: true })));
}
const valid = (doc: RichTextDoc) => richTextDocSchema.safeParse(doc).success;

describe('RichTextEditor: accessibility', () => {
  it('is a labelled multi-line textbox with a described error state', async () => {
    const { area } = await mount(textToDoc('x'), { invalid: true, describedBy: 'hint err' });
    expect(area.getAttribute('role')).toBe('textbox');
    expect(area.getAttribute('aria-multiline')).toBe('true');
    expect(area.getAttribute('aria-label')).toBe('Section text');
    expect(area.getAttribute('aria-invalid')).toBe('true');
    expect(area.getAttribute('aria-describedby')).toBe('hint err');
    expect(area.getAttribute('contenteditable')).toBe('true');
  });

  it('takes its name from a visible label when given aria-labelledby', async () => {
    const { area } = await mount(textToDoc('x'), { label: undefined, 'aria-labelledby': 'lbl' });
    expect(area.getAttribute('aria-labelledby')).toBe('lbl');
    expect(area.hasAttribute('aria-label')).toBe(false);
    expect(area.getAttribute('aria-invalid')).toBe('false');
  });

  it('has a toolbar with named buttons, one tab stop and arrow-key focus', async () => {
    const { host } = await mount();
    const toolbar = host.querySelector('[role="toolbar"]')!;
    const buttons = [...toolbar.querySelectorAll('button')];
    expect(buttons.map((b) => b.getAttribute('aria-label'))).toEqual([
      'Paragraph',
      'Heading 2',
      'Heading 3',
      'Heading 4',
      'Bold',
      'Italic',
      'Inline code',
      'Link',
      'Bulleted list',
      'Numbered list',
      'Quote',
      'Undo',
      'Redo',
    ]);
    expect(toolbar.getAttribute('aria-controls')).toBe('ed');
    expect(buttons.filter((b) => b.tabIndex === 0)).toEqual([buttons[0]]);
    expect(buttons[4]!.getAttribute('aria-pressed')).toBe('false');
    expect(buttons[4]!.getAttribute('aria-keyshortcuts')).toBe('Control+B');
    expect(buttons[7]!.getAttribute('aria-haspopup')).toBe('dialog');
    expect(buttons[11]!.getAttribute('aria-disabled')).toBe('true');

    buttons[0]!.focus();
    await key(buttons[0]!, { key: 'ArrowRight' });
    expect(document.activeElement).toBe(buttons[1]);
    expect(buttons.filter((b) => b.tabIndex === 0)).toEqual([buttons[1]]);
    await key(buttons[1]!, { key: 'End' });
    expect(document.activeElement).toBe(buttons[12]);
    await key(buttons[12]!, { key: 'ArrowRight' });
    expect(document.activeElement).toBe(buttons[0]);
    await key(buttons[0]!, { key: 'ArrowLeft' });
    expect(document.activeElement).toBe(buttons[12]);
    await key(buttons[12]!, { key: 'Home' });
    expect(document.activeElement).toBe(buttons[0]);
  });
});

describe('RichTextEditor: formatting', () => {
  it('toolbar buttons format the selection and show their state', async () => {
    const { editor, last, tool } = await mount(textToDoc('Hello world'));
    await act$(() => editor.commands.setTextSelection({ from: 1, to: 6 }));
    await click(tool('Bold'));
    expect(last()).toEqual({
      type: 'doc',
      content: [
        {
          type: 'paragraph',
          content: [
            { type: 'text', text: 'Hello', marks: [{ type: 'bold' }] },
            { type: 'text', text: ' world' },
          ],
        },
      ],
    });
    expect(tool('Bold').getAttribute('aria-pressed')).toBe('true');
    await click(tool('Heading 3'));
    expect(last().content[0]).toMatchObject({ type: 'heading', attrs: { level: 3 } });
    expect(tool('Heading 3').getAttribute('aria-pressed')).toBe('true');
    expect(tool('Paragraph').getAttribute('aria-pressed')).toBe('false');
    await click(tool('Bulleted list'));
    // A list item holds paragraphs only: the heading becomes one.
    expect(last().content[0]).toMatchObject({ type: 'bulletList' });
    expect(tool('Bulleted list').getAttribute('aria-pressed')).toBe('true');
    expect(tool('Undo').hasAttribute('aria-disabled')).toBe(false);
    await click(tool('Undo'));
    expect(last().content[0]!.type).not.toBe('bulletList');
    await click(tool('Redo'));
    expect(last().content[0]).toMatchObject({ type: 'bulletList' });
    expect(valid(last())).toBe(true);
  });

  it.each([
    [
      { key: 'b', ctrlKey: true },
      { type: 'paragraph', content: [{ type: 'text', text: 'Hello', marks: [{ type: 'bold' }] }] },
    ],
    [
      { key: 'i', ctrlKey: true },
      { type: 'paragraph', content: [{ type: 'text', text: 'Hello', marks: [{ type: 'italic' }] }] },
    ],
    [
      { key: 'e', ctrlKey: true },
      { type: 'paragraph', content: [{ type: 'text', text: 'Hello', marks: [{ type: 'code' }] }] },
    ],
    [
      { key: '2', ctrlKey: true, altKey: true },
      { type: 'heading', attrs: { level: 2 } },
    ],
    [
      { key: '4', ctrlKey: true, altKey: true },
      { type: 'heading', attrs: { level: 4 } },
    ],
    [{ key: '8', ctrlKey: true, shiftKey: true }, { type: 'bulletList' }],
    [{ key: '7', ctrlKey: true, shiftKey: true }, { type: 'orderedList' }],
    [{ key: 'b', ctrlKey: true, shiftKey: true }, { type: 'blockquote' }],
  ])('shortcut %j', async (init, block) => {
    const { editor, area, last } = await mount(textToDoc('Hello'));
    await act$(() => editor.commands.setTextSelection({ from: 1, to: 6 }));
    await key(area, init);
    expect(last().content[0]).toMatchObject(block);
    expect(valid(last())).toBe(true);
  });

  it('Mod-z undoes', async () => {
    const { editor, area, last } = await mount(textToDoc('Hello'));
    await act$(() => editor.chain().setTextSelection({ from: 1, to: 6 }).toggleBold().run());
    expect(docToText(last())).toBe('Hello');
    expect(last().content[0]).toMatchObject({ content: [{ marks: [{ type: 'bold' }] }] });
    await key(area, { key: 'z', ctrlKey: true });
    expect(last()).toEqual(textToDoc('Hello'));
  });

  it('does not let Tab nest lists deeper than the document allows', async () => {
    const item = (text: string, ...more: object[]) => ({
      type: 'listItem',
      content: [{ type: 'paragraph', content: [{ type: 'text', text }] }, ...more],
    });
    const nested = {
      type: 'doc',
      content: [
        { type: 'bulletList', content: [item('a', { type: 'bulletList', content: [item('b'), item('c')] })] },
      ],
    } as RichTextDoc;
    const { editor, area } = await mount(nested);
    const before = JSON.stringify(editor.getJSON());
    // Cursor in "c": sinking it under "b" would make a paragraph at depth 7.
    const end = editor.state.doc.content.size;
    await act$(() => editor.commands.setTextSelection(end - 4));
    await key(area, { key: 'Tab' });
    expect(JSON.stringify(editor.getJSON())).toBe(before);
    // One level up, the same key still nests.
    await act$(() => editor.commands.setContent(textToDoc(''), { emitUpdate: false }));
    const flat = {
      type: 'doc',
      content: [{ type: 'bulletList', content: [item('a'), item('b')] }],
    } as RichTextDoc;
    await act$(() => editor.commands.setContent(flat));
    await act$(() => editor.commands.setTextSelection(editor.state.doc.content.size - 3));
    await key(area, { key: 'Tab' });
    expect(editor.getJSON()).toMatchObject({
      content: [
        { type: 'bulletList', content: [{ content: [{ type: 'paragraph' }, { type: 'bulletList' }] }] },
      ],
    });
  });
});

describe('RichTextEditor: links', () => {
  it('Mod-k opens the link dialog; an unsafe address is refused with a message', async () => {
    const { host, editor, area, last, changes } = await mount(textToDoc('Visit us'));
    await act$(() => editor.commands.setTextSelection({ from: 7, to: 9 }));
    await key(area, { key: 'k', ctrlKey: true });
    const dialog = host.querySelector('dialog')!;
    expect(dialog.open).toBe(true);
    expect(dialog.querySelector('h2')!.textContent).toBe('Add link');
    const input = dialog.querySelector('input')!;
    expect(document.activeElement).toBe(input);

    const before = changes.length;
    await typeInto(input, 'javascript:alert(1)');
    await click([...dialog.querySelectorAll('button')].find((b) => b.textContent === 'Apply')!);
    expect(dialog.querySelector('[role="alert"]')!.textContent).toContain('A link must start with https://');
    expect(input.getAttribute('aria-invalid')).toBe('true');
    expect(dialog.open).toBe(true);
    expect(changes.length).toBe(before);

    await typeInto(input, 'example.com/contact');
    await key(input, { key: 'Enter' });
    expect(dialog.open).toBe(false);
    expect(last().content[0]).toEqual({
      type: 'paragraph',
      content: [
        { type: 'text', text: 'Visit ' },
        {
          type: 'text',
          text: 'us',
          marks: [{ type: 'link', attrs: { href: 'https://example.com/contact' } }],
        },
      ],
    });
  });

  it('edits and removes an existing link', async () => {
    const linked = {
      type: 'doc',
      content: [
        {
          type: 'paragraph',
          content: [{ type: 'text', text: 'here', marks: [{ type: 'link', attrs: { href: '/a' } }] }],
        },
      ],
    } as RichTextDoc;
    const { host, editor, last, tool } = await mount(linked);
    await act$(() => editor.commands.setTextSelection(3));
    await click(tool('Link'));
    const dialog = host.querySelector('dialog')!;
    expect(dialog.querySelector('h2')!.textContent).toBe('Edit link');
    expect(dialog.querySelector('input')!.value).toBe('/a');
    await click([...dialog.querySelectorAll('button')].find((b) => b.textContent === 'Remove link')!);
    expect(last()).toEqual(textToDoc('here'));
  });

  it('drops a typed unsafe link mark and keeps safe ones', async () => {
    const { editor, last } = await mount();
    await act$(() =>
      editor.commands.insertContent(
        '<p><a href="javascript:alert(1)">bad</a> <a href="data:text/html,x">data</a> <a href=" /ok ">ok</a></p>',
      ),
    );
    expect(last().content[0]).toEqual({
      type: 'paragraph',
      content: [
        { type: 'text', text: 'bad data ' },
        { type: 'text', text: 'ok', marks: [{ type: 'link', attrs: { href: '/ok' } }] },
      ],
    });
  });
});

describe('RichTextEditor: paste', () => {
  it('keeps the structure of a Google Docs paste and drops its styling', async () => {
    const { editor, last } = await mount();
    await paste(
      editor,
      '<meta charset="utf-8"><b style="font-weight:normal;" id="docs-internal-guid-1234"><h1 dir="ltr"><span style="font-size:20pt;font-weight:400">Our work</span></h1>' +
        '<p dir="ltr" style="line-height:1.38"><span style="font-weight:400">Plain, </span><span style="font-weight:700">bold</span><span style="font-weight:400">, </span><span style="font-style:italic;font-weight:400">italic</span><span style="font-weight:400"> and </span><a href="https://vyoma.example/x"><span style="color:#1155cc;text-decoration:underline">a link</span></a></p>' +
        '<br /><ul><li dir="ltr"><p dir="ltr"><span>one</span></p></li><li><p><span>two</span></p></li></ul><br />' +
        '<h5><span>small</span></h5></b>',
    );
    expect(last()).toEqual({
      type: 'doc',
      content: [
        { type: 'heading', attrs: { level: 2 }, content: [{ type: 'text', text: 'Our work' }] },
        {
          type: 'paragraph',
          content: [
            { type: 'text', text: 'Plain, ' },
            { type: 'text', text: 'bold', marks: [{ type: 'bold' }] },
            { type: 'text', text: ', ' },
            { type: 'text', text: 'italic', marks: [{ type: 'italic' }] },
            { type: 'text', text: ' and ' },
            {
              type: 'text',
              text: 'a link',
              marks: [{ type: 'link', attrs: { href: 'https://vyoma.example/x' } }],
            },
          ],
        },
        {
          type: 'bulletList',
          content: [
            { type: 'listItem', content: [{ type: 'paragraph', content: [{ type: 'text', text: 'one' }] }] },
            { type: 'listItem', content: [{ type: 'paragraph', content: [{ type: 'text', text: 'two' }] }] },
          ],
        },
        { type: 'heading', attrs: { level: 4 }, content: [{ type: 'text', text: 'small' }] },
      ],
    });
  });

  it('turns Word list paragraphs into lists', async () => {
    const { editor, last } = await mount();
    await paste(
      editor,
      `<html xmlns:o="urn:schemas-microsoft-com:office:office"><head><style>p.MsoNormal{margin:0}</style></head><body lang=EN-IN>
<p class=MsoNormal><b>Bold</b> and <i>italic</i> <span style='color:red;font-size:14pt'>red</span><o:p></o:p></p>
<p class=MsoListParagraphCxSpFirst style='text-indent:-18.0pt;mso-list:l0 level1 lfo1'><![if !supportLists]><span style='font-family:Symbol'><span style='mso-list:Ignore'>·<span style='font:7.0pt "Times New Roman"'>&nbsp;&nbsp;&nbsp; </span></span></span><![endif]>First<o:p></o:p></p>
<p class=MsoListParagraphCxSpMiddle style='mso-list:l0 level2 lfo1'><span style='mso-list:Ignore'>o<span>&nbsp;</span></span>Nested</p>
<p class=MsoListParagraphCxSpLast style='mso-list:l0 level1 lfo1'><span style='mso-list:Ignore'>·<span>&nbsp;</span></span>Second</p>
<p class=MsoListParagraph style='mso-list:l1 level1 lfo2'><span style='mso-list:Ignore'>1.<span>&nbsp;</span></span>Numbered</p>
</body></html>`,
    );
    const doc = last();
    expect(valid(doc)).toBe(true);
    expect(doc.content.map((block) => block.type)).toEqual(['paragraph', 'bulletList', 'orderedList']);
    expect(docToText(doc)).toBe('Bold and italic red\n\n- First\n  - Nested\n- Second\n\n1. Numbered');
    expect(doc.content[0]).toMatchObject({
      content: [
        { text: 'Bold', marks: [{ type: 'bold' }] },
        { text: ' and ' },
        { text: 'italic', marks: [{ type: 'italic' }] },
        { text: ' red' },
      ],
    });
  });

  it('drops scripts, styles, images and unknown markup, keeps table text, refuses unsafe links', async () => {
    const { editor, last } = await mount();
    await paste(
      editor,
      '<style>p{color:red}</style><script>alert(1)</script><p style="color:red" onclick="alert(1)" class="x">Text <img src="x" onerror="alert(1)">' +
        '<a href="javascript:alert(1)">js</a> <a href="  https://ok.example/  " target="_blank" rel="opener">ok</a> <u>under</u> <mark>hi</mark></p>' +
        '<table><tr><td>cell 1</td><td>cell 2</td></tr></table><pre><code>let x = 1;</code></pre><hr><video src="https://evil.example/v.mp4"></video><object data="https://evil.example/o"></object>',
    );
    const doc = last();
    expect(valid(doc)).toBe(true);
    const json = JSON.stringify(doc);
    for (const gone of [
      'alert',
      'onclick',
      'style',
      'img',
      'javascript',
      'target',
      'opener',
      'iframe',
      'evil',
    ])
      expect(json).not.toContain(gone);
    expect(doc.content[0]).toEqual({
      type: 'paragraph',
      content: [
        { type: 'text', text: 'Text js ' },
        { type: 'text', text: 'ok', marks: [{ type: 'link', attrs: { href: 'https://ok.example/' } }] },
        { type: 'text', text: ' under hi' },
      ],
    });
    expect(docToText(doc)).toContain('cell 1');
    expect(docToText(doc)).toContain('cell 2');
    expect(docToText(doc)).toContain('let x = 1;');
  });

  it('flattens a pasted list nested deeper than allowed and keeps every item', async () => {
    const { editor, last } = await mount();
    await paste(editor, '<ul><li>1<ul><li>2<ul><li>3<ul><li>4</li></ul></li></ul></li></ul></li></ul>');
    const doc = last();
    expect(valid(doc)).toBe(true);
    expect(docToText(doc).replace(/\s+/g, ' ')).toMatch(/1 .*2 .*3 .*4/);
    await act$(() => new Promise((resolve) => queueMicrotask(() => resolve(null))));
    expect(JSON.stringify(editor.getJSON())).toBe(JSON.stringify(doc));
  });
});

describe('RichTextEditor: value', () => {
  it('replaces its content when the value changes from outside, not on its own echo', async () => {
    const { editor, last, reset, changes } = await mount(textToDoc('one'));
    await act$(() => editor.commands.insertContentAt(editor.state.doc.content.size - 1, ' more'));
    expect(docToText(last())).toBe('one more');
    expect(editor.state.selection.from).toBe(9);
    const count = changes.length;
    await reset(textToDoc('loaded\n\nrevision'));
    expect(docToText(editor.getJSON() as RichTextDoc)).toBe('loaded\n\nrevision');
    // Loading a value is not an edit.
    expect(changes.length).toBe(count);
  });

  it('reports a text over the limit under the writing area and marks it invalid', async () => {
    const { host, area } = await mount(textToDoc('a'.repeat(17_000)));
    const status = host.querySelector('[role="status"]')!;
    expect(status.textContent).toBe('17,000 of 20,000 characters');
    expect(area.getAttribute('aria-describedby')).toBe(status.id);
    expect(area.getAttribute('aria-invalid')).toBe('false');
    const over = await mount(textToDoc('a'.repeat(20_001)));
    expect(over.host.querySelector('[role="status"]')!.textContent).toBe(
      'The text is too long: 20,001 characters, at most 20,000.',
    );
    expect(over.area.getAttribute('aria-invalid')).toBe('true');
  });
});
