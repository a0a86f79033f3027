/**
 * A post with 20 rich sections (issue 17: such a post stays at Lighthouse 100, and its render time is
 * reported): written through the admin API of a bench server, like an editor would, with every kind
 * of node the editor makes (sub-headings, bold, italic, links, both lists, quotes, inline code) in
 * each section and the demo posts' uploaded images. Its sub-headings are the editor's first level
 * (a document's level 2 is printed one below the section's own heading). Returns the post's page path.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { API, type BlogListResponse, PAGE, UPLOAD_LIMITS } from '@vyoma/contract';
import type {
  RichTextDoc,
  RichTextInline,
  RichTextListItem,
  RichTextParagraph,
} from '@vyoma/contract/rich-text';
import { signIn } from './server.ts';

const ICON = path.resolve(
  path.dirname(fileURLToPath(import.meta.url)),
  '../server/src/demo/media/blog-ai.webm',
);
export const RICH_SECTIONS = UPLOAD_LIMITS.blogSectionsMax;

const text = (t: string, ...marks: ('bold' | 'italic' | 'code')[]): RichTextInline => ({
  type: 'text',
  text: t,
  ...(marks.length > 0 ? { marks: marks.map((type) => ({ type })) } : {}),
});
const link = (t: string, href: string): RichTextInline => ({
  type: 'text',
  text: t,
  marks: [{ type: 'link', attrs: { href } }],
});
const p = (...content: RichTextInline[]): RichTextParagraph => ({ type: 'paragraph', content });
const items = (...lines: string[]): RichTextListItem[] =>
  lines.map((line) => ({ type: 'listItem', content: [p(text(line))] }));

/** About 220 words in every kind of block and mark. */
function sectionDoc(n: number): RichTextDoc {
  return {
    type: 'doc',
    content: [
      p(
        text(`Step ${n} starts with a question: `),
        text('what does the customer need to finish today?', 'bold'),
        text(' We write the answer down before anyone opens a design tool, and we keep it '),
        text('short enough to read aloud', 'italic'),
        text('. Then we check it against the numbers you already have, such as the '),
        link('contact form enquiries', PAGE.contact),
        text(' of the last quarter.'),
      ),
      { type: 'heading', attrs: { level: 2 }, content: [text(`What we look at in step ${n}`)] },
      {
        type: 'bulletList',
        content: items(
          'Where visitors arrive and where they leave without acting',
          'Which questions the sales team answers again and again',
          'How long each page takes on a mid-range phone over a slow network',
        ),
      },
      p(
        text('The team runs the checks in this order, and each result goes into the shared notes with '),
        text('status: done', 'code'),
        text(' or a short reason why it waits.'),
      ),
      {
        type: 'orderedList',
        content: items('Measure the current page', 'Change one thing', 'Measure again a week later'),
      },
      {
        type: 'blockquote',
        content: [
          p(
            text(
              'We stopped guessing and started counting. The first change paid for the whole project.',
              'italic',
            ),
          ),
        ],
      },
      p(
        text('More on the method in our '),
        link('services overview', PAGE.services),
        text(', or read the '),
        link('guide on web.dev', 'https://web.dev/articles/vitals'),
        text('. Every figure in this section is an example, not a promise.'),
      ),
    ],
  };
}

export async function createRichPost(baseUrl: string): Promise<string> {
  const cookie = await signIn(baseUrl);
  const { data } = (await (await fetch(`${baseUrl}${API.blogs}`)).json()) as BlogListResponse;
  // The demo posts' uploaded images, reused by path (as an editor picks an uploaded image).
  const images = [...new Set(data.flatMap((b) => b.content.map((s) => s.image)))];
  if (images.length === 0) throw new Error('no uploaded images to reuse: the bench server has no demo posts');
  const form = new FormData();
  form.append('title', `A step-by-step website review in ${RICH_SECTIONS} parts`);
  form.append('heading', 'How we review a business website, one question at a time');
  form.append(
    'description',
    'Twenty short steps, from the first question to the last measurement, with the checks we run at each one.',
  );
  form.append('author', 'Bench Writer');
  form.append('category', 'digitalMarketing');
  form.append('status', 'published');
  form.append('iconImage', new Blob([readFileSync(ICON)], { type: 'video/webm' }), 'icon.webm');
  for (let i = 0; i < RICH_SECTIONS; i++) {
    form.append(`content[${i}][heading]`, `Part ${i + 1}: ${['Goals', 'Visitors', 'Pages', 'Speed'][i % 4]}`);
    form.append(`content[${i}][body]`, JSON.stringify(sectionDoc(i + 1)));
    form.append(`content[${i}][image]`, images[i % images.length]!);
  }
  const res = await fetch(`${baseUrl}${API.blogs}`, {
    method: 'POST',
    headers: { cookie, origin: baseUrl },
    body: form,
  });
  if (res.status !== 201) throw new Error(`rich post: ${res.status} ${await res.text()}`);
  const post = ((await res.json()) as { data: { slug: string } }).data;
  return PAGE.blog(post.slug);
}
