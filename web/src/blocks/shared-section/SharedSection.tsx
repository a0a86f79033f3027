/**
 * A shared-section block in the editor's frame: the page itself shows the section's blocks in its
 * place (the loader puts them there, page-data.server.ts), so this is drawn only where they are not
 * at hand: the frame, which says which section shows there.
 */
import type { SHARED_SECTION_BLOCK } from '@vyoma/contract/blocks';
import type { BlockComponentProps } from '../types.ts';
import './shared-section.css';

export function SharedSectionBlock({ values, ctx }: BlockComponentProps<typeof SHARED_SECTION_BLOCK>) {
  return (
    <div className="shared-section-note" data-shared-section={values.section}>
      {ctx.editing && (
        <p className="container">
          The shared section “{values.section}” shows here on the page, as it is published in Shared sections.
        </p>
      )}
    </div>
  );
}
