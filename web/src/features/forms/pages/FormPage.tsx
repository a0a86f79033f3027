/** /forms/{slug}: a form staff built, on a page of its own (issue 29). */
import type { PostedForm, PublicFormDefinition } from '@vyoma/contract';
import { FORMS } from '@vyoma/contract/texts/en/forms';
import { Link } from 'react-router';
import { PublicForm } from '~/components/forms/PublicForm.tsx';
import { NOINDEX, Seo } from '~/components/seo/Seo.tsx';
import { PageHero } from '~/components/ui/PageHero.tsx';
import { useFormat } from '~/lib/format.ts';
import { useTexts } from '~/lib/texts.ts';

export default function FormPage({
  form,
  posted,
}: {
  form: PublicFormDefinition;
  posted?: PostedForm | null;
}) {
  // Issue 36: on a Hindi page, the form is its Hindi version and these words are Hindi.
  const t = useTexts('forms', FORMS);
  const { text } = useFormat();
  return (
    <>
      <Seo
        title={form.title}
        description={text(t.seoDescription, { title: form.title })}
        path={`/forms/${form.slug}`}
      />
      <PageHero eyebrow={t.eyebrow} title={form.title} />
      <section className="section">
        <div className="container form-page">
          <PublicForm form={form} posted={posted} showTitle={false} />
        </div>
      </section>
    </>
  );
}

export function FormMissing({ notFound }: { notFound: boolean }) {
  const t = useTexts('forms', FORMS);
  const text = notFound ? t.notFound : t.loadFailed;
  return (
    <section className="container section">
      <Seo title={t.missingTitle} description={text} robots={NOINDEX} />
      <h1>{text}</h1>
      <p>
        <Link className="btn btn--primary" to="/contactUs">
          {t.contactInstead}
        </Link>
      </p>
    </section>
  );
}
