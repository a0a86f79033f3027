/**
 * A form staff built (Forms, issue 29) in a section of the page: the same form as on its own page
 * (/forms/{name}), with its checks, steps and conditions in the browser and its answers going where
 * the form sends them. Without JavaScript it still posts, to the form's own page. A name no form has
 * (or a form deleted since) shows the section without a form.
 */
import { defineBlock } from './define.ts';
import { ANCHOR_FIELD, BACKGROUND_FIELD, SECTION_HEAD_FIELDS } from './section.ts';

export const FORM_BLOCK = defineBlock({
  name: 'form',
  label: 'Form',
  group: 'Calls to action',
  // The form's own code (checks, steps, sending) runs with the page.
  hydrate: 'load',
  anchor: 'anchor',
  fields: [
    ...SECTION_HEAD_FIELDS,
    {
      kind: 'text',
      name: 'form',
      label: 'Form',
      max: 100,
      translated: false,
      hint: 'The form’s URL name, as Forms lists it (its own page is /forms/ and this name)',
    },
    BACKGROUND_FIELD,
    ANCHOR_FIELD,
  ],
  example: {
    anchor: '',
    eyebrow: '',
    heading: 'Tell us about your project',
    lead: 'A few questions, and we reply within one working day.',
    form: 'project-enquiry',
    background: 'muted',
  },
});
