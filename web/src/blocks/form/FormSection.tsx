/**
 * The form block's section: its head and the form (components/forms/PublicForm), the same form as
 * on its own page. Rendered by the island on the page (FormIsland) and by the editor's frame (Form).
 */

import type { PublicFormDefinition } from '@vyoma/contract';
import type { FORM_BLOCK } from '@vyoma/contract/blocks';
import { PublicForm } from '~/components/forms/PublicForm.tsx';
import { Section } from '~/components/sections/Section.tsx';
import { headingId } from '../section.ts';
import type { BlockProps } from '../types.ts';

export function FormSection({
  values,
  form,
  nth,
  blockId,
  missing,
}: {
  blockId?: string;
  values: BlockProps<typeof FORM_BLOCK>;
  form: PublicFormDefinition | null;
  nth: number;
  /** What the editor's frame says where the form would be (visitors see nothing there). */
  missing?: string;
}) {
  const { anchor, eyebrow, heading, lead, background } = values;
  return (
    <Section
      headingId={headingId(anchor, 'form', nth)}
      eyebrow={eyebrow || undefined}
      heading={heading}
      lead={lead || undefined}
      muted={background === 'muted'}
      blockId={blockId}
    >
      {form ? (
        <div className="block-form">
          <PublicForm form={form} headingLevel={3} showTitle={false} />
        </div>
      ) : missing ? (
        <p className="block-form__missing">{missing}</p>
      ) : null}
    </Section>
  );
}
