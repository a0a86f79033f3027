/**
 * The form block in the editor's frame (the page itself renders FormIsland, with the form its loader
 * read): the form, when the frame was given it, else a note of which form shows there.
 */
import type { FORM_BLOCK } from '@vyoma/contract/blocks';
import type { BlockComponentProps } from '../types.ts';
import { FormSection } from './FormSection.tsx';

export function FormBlock({ values, ctx, nth }: BlockComponentProps<typeof FORM_BLOCK>) {
  const form = ctx.forms?.find((f) => f.slug === values.form) ?? null;
  return (
    <FormSection
      values={values}
      nth={nth}
      form={form}
      missing={ctx.editing ? `The form “${values.form}” shows here on the page.` : undefined}
    />
  );
}
