/**
 * One template for the five web development detail pages, fed by the records in
 * content/webDevelopment.ts: hero, intro, what we deliver, how we work, technologies, FAQ, quote link.
 */
import { MESSAGES, PAGE } from '@vyoma/contract';
import { Check, ChevronDown } from 'lucide-react';
import { Link } from 'react-router';
import { Illustration } from '~/components/illustrations/Illustration.tsx';
import { CtaBanner } from '~/components/ui/CtaBanner.tsx';
import { WEB_DEVELOPMENT_PAGES, type WebDevelopmentSlug } from '~/content/webDevelopment.ts';
import './web-development.css';
import { ServicePageHeader } from '~/components/service/ServicePageHeader.tsx';

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
          <nav aria-label="Breadcrumb" className="webdev-breadcrumb">
            <Link to={PAGE.webDevelopment}>Web Development</Link>
            <span aria-hidden="true"> / </span>
            <span aria-current="page">{page.name}</span>
          </nav>
        }
        eyebrow={page.name}
        title={page.heading}
        lead={page.lead}
        quoteLabel={MESSAGES.buttons.getAQuote}
      />

      <section className="section" aria-labelledby="webdev-intro-heading">
        <div className="container webdev-intro">
          <div>
            <h2 id="webdev-intro-heading">{page.intro.heading}</h2>
            {page.intro.paragraphs.map((text) => (
              <p key={text} className="webdev-intro__text">
                {text}
              </p>
            ))}
          </div>
          <Illustration spec={page.image} />
        </div>
      </section>

      <section className="section section--muted" aria-labelledby="webdev-deliver-heading">
        <div className="container">
          <div className="section-header">
            <span className="section-header__eyebrow">What we deliver</span>
            <h2 id="webdev-deliver-heading">Everything you need, handled by one team</h2>
          </div>
          <ul className="webdev-features">
            {page.deliver.map((item) => (
              <li key={item.title} className="card webdev-features__item">
                <span className="webdev-features__icon" aria-hidden="true">
                  <Check size={18} strokeWidth={3} />
                </span>
                <div>
                  <h3>{item.title}</h3>
                  <p>{item.text}</p>
                </div>
              </li>
            ))}
          </ul>
        </div>
      </section>

      <section className="section" aria-labelledby="webdev-process-heading">
        <div className="container">
          <div className="section-header">
            <span className="section-header__eyebrow">How we work</span>
            <h2 id="webdev-process-heading">A clear process with no surprises</h2>
          </div>
          <ol className="webdev-steps">
            {page.process.map((step) => (
              <li key={step.title} className="webdev-steps__item">
                <h3>{step.title}</h3>
                <p>{step.text}</p>
              </li>
            ))}
          </ol>
        </div>
      </section>

      <section className="section section--muted" aria-labelledby="webdev-tech-heading">
        <div className="container">
          <div className="section-header">
            <span className="section-header__eyebrow">Technologies</span>
            <h2 id="webdev-tech-heading">Proven tools we use</h2>
          </div>
          <ul className="webdev-tech">
            {page.technologies.map((tech) => (
              <li key={tech}>{tech}</li>
            ))}
          </ul>
        </div>
      </section>

      <section className="section" aria-labelledby="webdev-faq-heading">
        <div className="container webdev-faq">
          <div className="section-header">
            <span className="section-header__eyebrow">FAQ</span>
            <h2 id="webdev-faq-heading">Questions clients ask us</h2>
          </div>
          {page.faq.map((item) => (
            <details key={item.question} className="webdev-faq__item">
              <summary>
                <span>{item.question}</span>
                <ChevronDown aria-hidden="true" size={20} className="webdev-faq__chevron" />
              </summary>
              <p>{item.answer}</p>
            </details>
          ))}
        </div>
      </section>

      <CtaBanner title={page.cta.title} text={page.cta.text} label={MESSAGES.buttons.getAQuote} />
    </>
  );
}
