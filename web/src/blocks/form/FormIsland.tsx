/** The form block on a page: its section with the form the loader read, live in the browser (an island). */
import type { PublicFormDefinition } from '@vyoma/contract';
import type { FORM_BLOCK } from '@vyoma/contract/blocks';
import type { IslandProps } from '../islands.ts';
import type { BlockProps } from '../types.ts';
import { FormSection } from './FormSection.tsx';

export function FormIsland({ blockId, nth, values, data }: IslandProps) {
  return (
    <FormSection
      blockId={blockId}
      nth={nth}
      values={values as BlockProps<typeof FORM_BLOCK>}
      form={(data.form as PublicFormDefinition | null) ?? null}
    />
  );
}
