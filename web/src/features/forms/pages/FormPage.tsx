/** /forms/{slug}: a form staff built, on a page of its own (issue 29). */
import type { PostedForm, PublicFormDefinition } from '@vyoma/contract';
import { Link } from 'react-router';
import { PublicForm } from '~/components/forms/PublicForm.tsx';
import { NOINDEX, Seo } from '~/components/seo/Seo.tsx';
import { PageHero } from '~/components/ui/PageHero.tsx';

export default function FormPage({
  form,
  posted,
}: {
  form: PublicFormDefinition;
  posted?: PostedForm | null;
}) {
  return (
    <>
      <Seo
        title={form.title}
        description={`${form.title}: answer a few questions and we will be in touch.`}
        path={`/forms/${form.slug}`}
      />
      <PageHero eyebrow="Get in touch" title={form.title} />
      <section className="section">
        <div className="container form-page">
          <PublicForm form={form} posted={posted} showTitle={false} />
        </div>
      </section>
    </>
  );
}

export function FormMissing({ notFound }: { notFound: boolean }) {
  const text = notFound
    ? 'We could not find this form.'
    : 'We could not load this form. Please try again in a moment.';
  return (
    <section className="container section">
      <Seo title="Form" description={text} robots={NOINDEX} />
      <h1>{text}</h1>
      <p>
        <Link className="btn btn--primary" to="/contactUs">
          Contact us instead
        </Link>
      </p>
    </section>
  );
}
