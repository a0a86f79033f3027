/**
 * Shows the forms a page's rich text places (issue 29): the page's loader read their definitions
 * (SiteServices.forms), and each form block of the document renders its form here.
 */
import type { PublicFormDefinition } from '@vyoma/contract';
import { lazy, type ReactNode, Suspense, useCallback } from 'react';
import { FormEmbedContext } from '~/components/rich-text/form-embeds.ts';
// The form's code is lazy (the server renders its HTML, hydrated when its chunk arrives): its styles load with the page.
import '~/components/forms/public-form.css';

const PublicForm = lazy(() =>
  import('~/components/forms/PublicForm.tsx').then((m) => ({ default: m.PublicForm })),
);

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
      return form ? (
        <Suspense fallback={<div className="public-form card public-form--loading" />}>
          <PublicForm form={form} headingLevel={3} />
        </Suspense>
      ) : null;
    },
    [forms],
  );
  return <FormEmbedContext.Provider value={render}>{children}</FormEmbedContext.Provider>;
}
