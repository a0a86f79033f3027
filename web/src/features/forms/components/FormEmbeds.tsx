/**
 * Shows the forms a page's rich text places (issue 29): the page's loader read their definitions
 * (SiteServices.forms), and each form block of the document renders its form here.
 */
import type { PublicFormDefinition } from '@vyoma/contract';
import { type ReactNode, useCallback } from 'react';
import { FormEmbedContext } from '~/components/rich-text/form-embeds.ts';
import { PublicForm } from './PublicForm.tsx';

export function FormEmbeds({
  forms,
  children,
}: {
  forms: readonly PublicFormDefinition[];
  children: ReactNode;
}) {
  const render = useCallback(
    (slug: string) => {
      const form = forms.find((f) => f.slug === slug);
      return form ? <PublicForm form={form} headingLevel={3} /> : null;
    },
    [forms],
  );
  return <FormEmbedContext.Provider value={render}>{children}</FormEmbedContext.Provider>;
}
