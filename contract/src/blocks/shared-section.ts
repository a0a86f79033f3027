/**
 * A shared section in a page (Shared sections, issue 35): blocks staff write once and place on
 * several pages, shown on each as if they were the page's own, and changed everywhere by one edit.
 * Named by the section's URL name; a name no published section has shows nothing.
 */
import { defineBlock } from './define.ts';

export const SHARED_SECTION_BLOCK = defineBlock({
  name: 'shared-section',
  label: 'Shared section',
  group: 'Content',
  hydrate: 'none',
  fields: [
    {
      kind: 'text',
      name: 'section',
      label: 'Shared section',
      max: 100,
      translated: false,
      hint: 'The shared section’s URL name, as Shared sections lists it; it shows here once published',
    },
  ],
  example: { section: 'our-record' },
});
