/**
 * One component for the three legal pages, fed by content/legal.ts. The table of contents links to
 * its sections (a plain jump without JavaScript; with it, a smooth scroll that also moves focus).
 */
import { Mail, MapPin, Phone } from 'lucide-react';
import { Seo } from '~/components/seo/Seo.tsx';
import { PageHero } from '~/components/ui/PageHero.tsx';
import { type LegalDocKey, legalDocs } from '~/content/legal.ts';
import { telHref, useSiteSettings } from '~/lib/siteSettings.ts';
import './legal.css';

const dateFormat = new Intl.DateTimeFormat('en-IN', {
  day: 'numeric',
  month: 'long',
  year: 'numeric',
  // The ISO date has no time; format it in UTC so no time zone shows the previous day.
  timeZone: 'UTC',
});

function scrollToSection(id: string) {
  const target = document.getElementById(id);
  if (!target) return;
  const reduce = window.matchMedia('(prefers-reduced-motion: reduce)').matches;
  target.scrollIntoView({ behavior: reduce ? 'auto' : 'smooth', block: 'start' });
  // Move focus too, so keyboard and screen-reader users continue reading from the section.
  target.focus({ preventScroll: true });
}

export default function LegalPage({ doc }: { doc: LegalDocKey }) {
  const settings = useSiteSettings();
  const page = legalDocs(settings)[doc];
  const sectionId = (id: string) => `${doc}-${id}`;
  return (
    <>
      <Seo title={page.seo.title} description={page.seo.description} path={page.path} />
      <PageHero
        eyebrow="Legal"
        title={page.title}
        lead={page.summary}
        above={
          <p className="legal-updated">
            Last updated: <time dateTime={page.updated}>{dateFormat.format(new Date(page.updated))}</time>
          </p>
        }
      />
      <div className="section">
        <div className="container legal-layout">
          <nav className="legal-toc" aria-labelledby="legal-toc-heading">
            <h2 id="legal-toc-heading" className="legal-toc__heading">
              On this page
            </h2>
            <ol className="legal-toc__list">
              {page.sections.map((section) => (
                <li key={section.id}>
                  <a
                    className="legal-toc__link"
                    href={`#${sectionId(section.id)}`}
                    onClick={(event) => {
                      event.preventDefault();
                      scrollToSection(sectionId(section.id));
                    }}
                  >
                    {section.heading}
                  </a>
                </li>
              ))}
            </ol>
          </nav>
          <article className="legal-article">
            {page.sections.map((section) => (
              <section key={section.id} className="legal-section" aria-labelledby={sectionId(section.id)}>
                <h2 id={sectionId(section.id)} tabIndex={-1} className="legal-section__heading">
                  {section.heading}
                </h2>
                {section.highlight && <p className="legal-highlight">{section.highlight}</p>}
                {section.paragraphs.map((text) => (
                  <p key={text}>{text}</p>
                ))}
                {section.list && (
                  <ul>
                    {section.list.map((item) => (
                      <li key={item}>{item}</li>
                    ))}
                  </ul>
                )}
              </section>
            ))}
            <aside className="card legal-contact" aria-label="Contact details">
              <p className="legal-contact__title">{settings.siteName}</p>
              <ul>
                {settings.email && (
                  <li>
                    <Mail aria-hidden="true" size={18} />
                    <a href={`mailto:${settings.email}`}>{settings.email}</a>
                  </li>
                )}
                {settings.phone.display && (
                  <li>
                    <Phone aria-hidden="true" size={18} />
                    <a href={telHref(settings)}>{settings.phone.display}</a>
                  </li>
                )}
                {settings.address.lines.length > 0 && (
                  <li>
                    <MapPin aria-hidden="true" size={18} />
                    <span>{settings.address.lines.join(', ')}</span>
                  </li>
                )}
              </ul>
            </aside>
          </article>
        </div>
      </div>
    </>
  );
}
