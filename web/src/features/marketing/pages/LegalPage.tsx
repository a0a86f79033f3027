/**
 * One component for the three legal pages (issue 19): the document staff saved, cut at its h2
 * headings into sections that the table of contents links to (a plain jump without JavaScript; with
 * it, a smooth scroll that also moves focus). What comes before the first heading is the summary.
 */
import { LEGAL_PAGE_PATHS, type LegalPage as LegalPageData } from '@vyoma/contract';
import { docToText, type RichTextBlock, type RichTextDoc } from '@vyoma/contract/rich-text';
import { LEGAL } from '@vyoma/contract/texts/en/legal';
import { Mail, MapPin, Phone } from 'lucide-react';
import { prefersReducedMotion } from '~/components/motion/useReducedMotion.ts';
import { RichText } from '~/components/rich-text/RichText.tsx';
import { Alternates } from '~/components/seo/Alternates.tsx';
import { Seo } from '~/components/seo/Seo.tsx';
import { PageHero } from '~/components/ui/PageHero.tsx';
import { useFormatDate } from '~/lib/dates.ts';
import { telHref, useSiteSettings } from '~/lib/siteSettings.ts';
import { useTexts } from '~/lib/texts.ts';
import './legal.css';

function scrollToSection(id: string) {
  const target = document.getElementById(id);
  if (!target) return;
  target.scrollIntoView({ behavior: prefersReducedMotion() ? 'auto' : 'smooth', block: 'start' });
  // Move focus too, so keyboard and screen-reader users continue reading from the section.
  target.focus({ preventScroll: true });
}

interface Section {
  id: string;
  heading: string;
  doc: RichTextDoc;
}

/** An anchor for a heading (not the contract's slugify: its transliteration tables stay out of this page). */
const anchorOf = (heading: string) =>
  heading
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '') || 'section';

const docOf = (content: RichTextBlock[]): RichTextDoc => ({ type: 'doc', content });

/** The blocks before the first h2, and one section per h2 (ids unique within the page). */
export function splitSections(
  key: string,
  body: RichTextDoc,
): { intro: RichTextBlock[]; sections: Section[] } {
  const intro: RichTextBlock[] = [];
  const sections: { heading: string; blocks: RichTextBlock[] }[] = [];
  for (const block of body.content) {
    if (block.type === 'heading' && block.attrs.level === 2) {
      sections.push({ heading: docToText(docOf([block])).trim(), blocks: [] });
    } else (sections.at(-1)?.blocks ?? intro).push(block);
  }
  const used = new Set<string>();
  return {
    intro,
    sections: sections.map((s) => {
      const base = `${key}-${anchorOf(s.heading)}`;
      let id = base;
      for (let n = 2; used.has(id); n++) id = `${base}-${n}`;
      used.add(id);
      return { id, heading: s.heading, doc: docOf(s.blocks) };
    }),
  };
}

/** `alternates`: its versions in the other languages shown (issue 36), for its hreflang links. */
export default function LegalPage({
  page,
  alternates,
}: {
  page: LegalPageData;
  alternates?: Record<string, string> | undefined;
}) {
  const settings = useSiteSettings();
  const t = useTexts('legal', LEGAL);
  const formatDate = useFormatDate();
  const { intro, sections } = splitSections(page.key, page.body);
  // A one-paragraph summary reads as the hero's lead; anything richer stays in the article.
  const summary = intro.length === 1 && intro[0]!.type === 'paragraph' ? docToText(docOf(intro)).trim() : '';
  const description = summary || docToText(page.body).trim().slice(0, 160);
  // The day it was saved, in UTC (as its time element says), written in the page's locale.
  const updated = page.updatedAt.slice(0, 10);
  return (
    <>
      <Seo title={page.title} description={description} path={LEGAL_PAGE_PATHS[page.key]} />
      <Alternates links={alternates} />
      <PageHero
        eyebrow={t.eyebrow}
        title={page.title}
        lead={summary || undefined}
        above={
          <p className="legal-updated">
            {t.lastUpdated}
            <time dateTime={updated}>{formatDate(updated)}</time>
          </p>
        }
      />
      <div className="section">
        <div className="container legal-layout">
          {sections.length > 0 && (
            <nav className="legal-toc" aria-labelledby="legal-toc-heading">
              <h2 id="legal-toc-heading" className="legal-toc__heading">
                {t.onThisPage}
              </h2>
              <ol className="legal-toc__list">
                {sections.map((section) => (
                  <li key={section.id}>
                    <a
                      className="legal-toc__link"
                      href={`#${section.id}`}
                      onClick={(event) => {
                        event.preventDefault();
                        scrollToSection(section.id);
                      }}
                    >
                      {section.heading}
                    </a>
                  </li>
                ))}
              </ol>
            </nav>
          )}
          <article className="legal-article">
            {!summary && intro.length > 0 && <RichText className="legal-section" doc={docOf(intro)} />}
            {sections.map((section) => (
              <section key={section.id} className="legal-section" aria-labelledby={section.id}>
                <h2 id={section.id} tabIndex={-1} className="legal-section__heading">
                  {section.heading}
                </h2>
                {section.doc.content.length > 0 && <RichText doc={section.doc} headingOffset={0} />}
              </section>
            ))}
            <aside className="card legal-contact" aria-label={t.contactDetails}>
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
