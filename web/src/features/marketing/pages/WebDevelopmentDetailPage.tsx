/**
 * One template for the five web development detail pages, fed by the records in
 * content/webDevelopment.ts: hero, intro, what we deliver, how we work, technologies, FAQ, quote link.
 */
import { MESSAGES, PAGE } from '@vyoma/contract';
import { Check } from 'lucide-react';
import { Illustration } from '~/components/illustrations/Illustration.tsx';
import { FAQ_CONTAINER, FaqList } from '~/components/sections/FaqList.tsx';
import { FeatureChecklist } from '~/components/sections/FeatureChecklist.tsx';
import { Intro } from '~/components/sections/Intro.tsx';
import { Section } from '~/components/sections/Section.tsx';
import { StepList } from '~/components/sections/StepList.tsx';
import { TagList } from '~/components/sections/TagList.tsx';
import { ServicePageHeader } from '~/components/service/ServicePageHeader.tsx';
import { Breadcrumb } from '~/components/ui/Breadcrumb.tsx';
import { CtaBanner } from '~/components/ui/CtaBanner.tsx';
import { WEB_DEVELOPMENT_PAGES, type WebDevelopmentSlug } from '~/content/webDevelopment.ts';

function isSlug(slug: string): slug is WebDevelopmentSlug {
  return Object.hasOwn(WEB_DEVELOPMENT_PAGES, slug);
}

export default function WebDevelopmentDetailPage({ slug }: { slug: string }) {
  if (!isSlug(slug)) {
    // The router only routes known slugs; this guards against a content/route mismatch.
    return (
      <section className="container section">
        <h1>404</h1>
        <p>{MESSAGES.notFound.text}</p>
      </section>
    );
  }
  const page = WEB_DEVELOPMENT_PAGES[slug];
  const path = PAGE.webDevelopmentDetail(slug);
  return (
    <>
      <ServicePageHeader
        path={path}
        seo={page.seo}
        breadcrumb={[
          { name: 'Home', path: PAGE.home },
          { name: 'Web Development', path: PAGE.webDevelopment },
          { name: page.name, path },
        ]}
        above={
          <Breadcrumb
            trail={[
              { name: 'Web Development', path: PAGE.webDevelopment },
              { name: page.name, path },
            ]}
          />
        }
        eyebrow={page.name}
        title={page.heading}
        lead={page.lead}
        quoteLabel={MESSAGES.buttons.getAQuote}
      />

      <Intro
        headingId="webdev-intro-heading"
        heading={page.intro.heading}
        paragraphs={page.intro.paragraphs}
        picture={<Illustration spec={page.image} />}
      />

      <Section
        headingId="webdev-deliver-heading"
        eyebrow="What we deliver"
        heading="Everything you need, handled by one team"
        muted
      >
        <FeatureChecklist items={page.deliver.map((item) => ({ icon: Check, ...item }))} />
      </Section>

      <Section
        headingId="webdev-process-heading"
        eyebrow="How we work"
        heading="A clear process with no surprises"
      >
        <StepList steps={page.process} />
      </Section>

      <Section headingId="webdev-tech-heading" eyebrow="Technologies" heading="Proven tools we use" muted>
        <TagList tags={page.technologies} />
      </Section>

      <Section
        headingId="webdev-faq-heading"
        eyebrow="FAQ"
        heading="Questions clients ask us"
        containerClassName={FAQ_CONTAINER}
      >
        <FaqList questions={page.faq} />
      </Section>

      <CtaBanner title={page.cta.title} text={page.cta.text} label={MESSAGES.buttons.getAQuote} />
    </>
  );
}
