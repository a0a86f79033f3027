/**
 * One template for the nine app service pages and the AI page (spec §2.4), fed by the ten records in
 * content/appServices.ts: main heading, intro, exactly two image-and-text blocks, a quote button and a
 * call-to-action heading.
 */
import { MESSAGES } from '@vyoma/contract';
import { Link } from 'react-router';
import { Illustration } from '~/components/illustrations/Illustration.tsx';
import { Seo } from '~/components/seo/Seo.tsx';
import { ContentBlocks } from '~/components/service/ContentBlock.tsx';
import { CtaBanner } from '~/components/ui/CtaBanner.tsx';
import { PageHero } from '~/components/ui/PageHero.tsx';
import { SERVICE_PAGES, type ServicePageKey } from '~/content/appServices.ts';
import { usePublicUrl } from '~/lib/publicUrl.ts';
import { scrollToTop } from '~/lib/scroll.ts';
import { useSiteSettings } from '~/lib/siteSettings.ts';
import { serviceJsonLd } from '~/lib/structured-data.ts';

function isKey(key: string): key is ServicePageKey {
  return Object.hasOwn(SERVICE_PAGES, key);
}

export default function ServiceTemplatePage({ pageKey }: { pageKey: string }) {
  const origin = usePublicUrl();
  const settings = useSiteSettings();
  if (!isKey(pageKey)) {
    // The router only routes known keys; this guards against a content/route mismatch.
    return (
      <section className="container section">
        <h1>404</h1>
        <p>{MESSAGES.notFound.text}</p>
      </section>
    );
  }
  const page = SERVICE_PAGES[pageKey];
  const label = MESSAGES.buttons[page.button];
  const quoteLink = (
    <Link className="btn btn--accent" to="/contactUs" onClick={scrollToTop}>
      {label}
    </Link>
  );
  return (
    <>
      <Seo
        title={page.seo.title}
        description={page.seo.description}
        keywords={page.seo.keywords}
        path={page.path}
        jsonLd={serviceJsonLd(
          origin,
          {
            name: page.name,
            description: page.seo.description,
            path: page.path,
          },
          settings,
        )}
      />
      <PageHero eyebrow={page.name} title={page.heading} lead={page.intro} actions={quoteLink} />
      <ContentBlocks
        label={`${page.name} highlights`}
        items={page.blocks.map((item) => ({
          picture: <Illustration spec={item.image} label={item.imageAlt} />,
          title: item.title,
          text: item.description,
          side: item.imageLeft ? 'left' : 'right',
        }))}
      />
      <CtaBanner title={page.ctaHeading} text={page.ctaText} label={label} />
    </>
  );
}
