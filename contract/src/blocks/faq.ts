/** Questions and their answers, each folded until opened; the page's head describes them too (FAQPage). */
import { defineBlock } from './define.ts';
import { ANCHOR_FIELD, BACKGROUND_FIELD, SECTION_HEAD_FIELDS } from './section.ts';

export const FAQ = defineBlock({
  name: 'faq',
  label: 'Questions and answers',
  group: 'Content',
  hydrate: 'none',
  anchor: 'anchor',
  structuredData: 'faq',
  fields: [
    ...SECTION_HEAD_FIELDS,
    BACKGROUND_FIELD,
    {
      kind: 'items',
      name: 'questions',
      label: 'Questions',
      itemLabel: 'Question {n}',
      min: 1,
      max: 30,
      of: [
        { kind: 'text', name: 'question', label: 'Question', max: 200 },
        { kind: 'text', name: 'answer', label: 'Answer', max: 1000, multiline: true },
      ],
    },
    ANCHOR_FIELD,
  ],
  example: {
    anchor: '',
    eyebrow: 'FAQ',
    heading: 'Questions clients ask us',
    lead: '',
    background: 'plain',
    questions: [
      {
        question: 'How long does a project take?',
        answer: 'Most websites take four to eight weeks. We agree the dates before we start.',
      },
    ],
  },
});
