/**
 * /careers: "Join Our Team" with a card per open opening (issue 19: records from the admin; the
 * route's loader reads them on the server). Each card links to the opening's page and has Apply Now.
 */
import { type JobOpening, type ListPage, MESSAGES, PAGE } from '@vyoma/contract';
import { ArrowRight, Briefcase } from 'lucide-react';
import { Link } from 'react-router';
import { Seo } from '~/components/seo/Seo.tsx';
import { CtaBanner } from '~/components/ui/CtaBanner.tsx';
import { PageHero } from '~/components/ui/PageHero.tsx';
import { PageLinks, pageHref } from '~/components/ui/PageLinks.tsx';
import { CAREERS_PAGE as COPY } from '~/content/careers.ts';
import { useSiteSettings } from '~/lib/siteSettings.ts';
import { ApplyLink, jobSummary } from '../components/ApplyLink.tsx';
import './careers.css';

/** The card shows the description's first paragraph. */
const firstParagraph = (text: string) => text.split(/\n\s*\n/)[0]?.trim() ?? '';

/** `openings`: one page of the open openings (CAREERS_PER_PAGE a page). */
export default function CareersPage({ openings }: { openings: ListPage<JobOpening> }) {
  const settings = useSiteSettings();
  const jobs = openings.data;
  return (
    <>
      <Seo
        title={COPY.seo.title}
        description={COPY.seo.description}
        keywords={COPY.seo.keywords}
        path={pageHref(PAGE.careers, openings.page)}
      />
      <PageHero eyebrow={COPY.eyebrow} title={MESSAGES.careers.heading} lead={COPY.subtitle} />
      <section className="section section--muted" aria-labelledby="careers-grid-heading">
        <div className="container">
          <h2 id="careers-grid-heading" className="careers-heading">
            {COPY.gridHeading}
          </h2>
          {jobs.length === 0 ? (
            <div className="card careers-empty" data-testid="careers-empty">
              <h3 className="job-card__title">{COPY.empty.title}</h3>
              <p className="job-card__text">{COPY.empty.text}</p>
            </div>
          ) : (
            <ul className="careers-grid" data-testid="careers-grid">
              {jobs.map((job) => (
                <li key={job._id} className="card job-card">
                  <span className="job-card__icon" aria-hidden="true">
                    <Briefcase size={20} />
                  </span>
                  <h3 className="job-card__title">
                    <Link to={PAGE.careerOpening(job.slug)} className="job-card__link">
                      {job.title}
                    </Link>
                  </h3>
                  <p className="job-card__meta">{jobSummary(job)}</p>
                  <p className="job-card__text">{firstParagraph(job.descriptionText)}</p>
                  <div className="job-card__actions">
                    <ApplyLink job={job} settings={settings} className="btn btn--primary job-card__apply" />
                    <Link to={PAGE.careerOpening(job.slug)} className="btn btn--ghost job-card__more">
                      {/* The whole name in the text, not only in aria-label: search engines read link text. */}
                      {COPY.details}
                      <span className="visually-hidden"> about the {job.title} role</span>{' '}
                      <ArrowRight aria-hidden="true" size={16} />
                    </Link>
                  </div>
                </li>
              ))}
            </ul>
          )}
          <PageLinks
            page={openings.page}
            totalPages={Math.ceil(openings.total / openings.limit)}
            hrefFor={(p) => pageHref(PAGE.careers, p)}
            label="Pages of openings"
          />
        </div>
      </section>
      <CtaBanner title={COPY.cta.title} text={COPY.cta.text} label="Contact Us" />
    </>
  );
}
