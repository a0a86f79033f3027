/**
 * /careers/{slug}: one opening with its description, details, Apply Now and JobPosting structured
 * data (issue 19). A closed or expired opening (HTTP 410, set by the route's loader) says so instead,
 * without the apply action or the structured data, and stays out of search results.
 */
import {
  type ApplicationFormInfo,
  type JobOpening,
  MESSAGES,
  PAGE,
  type PostedForm,
  type SiteSettings,
} from '@vyoma/contract';
import { docToHtml } from '@vyoma/contract/rich-text';
import { lazy, Suspense } from 'react';
import { Link } from 'react-router';
import { applyHref, jobSummary } from '~/components/careers/ApplyLink.tsx';
import { RichText } from '~/components/rich-text/RichText.tsx';
import { NOINDEX, Seo } from '~/components/seo/Seo.tsx';
import { PageHero } from '~/components/ui/PageHero.tsx';
import { OPENING_PAGE as COPY, EMPLOYMENT_TYPE_LABELS } from '~/content/careers.ts';
import { absoluteUrl, usePublicUrl } from '~/lib/publicUrl.ts';
import { useSiteSettings } from '~/lib/siteSettings.ts';
import { breadcrumbJsonLd } from '~/lib/structured-data.ts';
import './careers.css';
// The form's code is lazy (the server renders its HTML, hydrated when its chunk arrives): its styles load with the page.
import '../components/application-form.css';

const ApplicationForm = lazy(() =>
  import('../components/ApplicationForm.tsx').then((m) => ({ default: m.ApplicationForm })),
);

const dateFormat = new Intl.DateTimeFormat('en-IN', { dateStyle: 'long', timeZone: 'UTC' });
const formatDay = (day: string) => dateFormat.format(new Date(`${day}T00:00:00Z`));

/** A schema.org JobPosting (the fields Google's job search reads). */
export function jobPostingJsonLd(job: JobOpening, settings: SiteSettings, origin: string) {
  const a = settings.address;
  const country = a.country || undefined;
  const where = job.remote
    ? {
        jobLocationType: 'TELECOMMUTE',
        ...(country ? { applicantLocationRequirements: { '@type': 'Country', name: country } } : {}),
      }
    : {
        jobLocation: {
          '@type': 'Place',
          address: {
            '@type': 'PostalAddress',
            ...(a.street ? { streetAddress: a.street } : {}),
            addressLocality: a.locality || job.location,
            ...(a.region ? { addressRegion: a.region } : {}),
            ...(a.postalCode ? { postalCode: a.postalCode } : {}),
            ...(country ? { addressCountry: country } : {}),
          },
        },
      };
  return {
    '@context': 'https://schema.org',
    '@type': 'JobPosting',
    title: job.title,
    description: docToHtml(job.description),
    datePosted: job.postedAt,
    ...(job.closesOn ? { validThrough: `${job.closesOn}T23:59:59Z` } : {}),
    employmentType: job.employmentType,
    // Applications are taken on the page itself (issue 29).
    directApply: true,
    hiringOrganization: {
      '@type': 'Organization',
      name: settings.siteName,
      sameAs: absoluteUrl(origin, PAGE.home),
      ...(settings.logo ? { logo: absoluteUrl(origin, settings.logo.path) } : {}),
    },
    ...where,
    ...(job.experience ? { experienceRequirements: job.experience } : {}),
    identifier: { '@type': 'PropertyValue', name: settings.siteName, value: job._id },
    url: absoluteUrl(origin, PAGE.careerOpening(job.slug)),
  };
}

export function OpeningClosed({ job }: { job: JobOpening }) {
  return (
    <>
      <Seo title={job.title} description={COPY.closed.text} robots={NOINDEX} />
      <PageHero eyebrow={COPY.eyebrow} title={job.title} lead={jobSummary(job)} />
      <section className="section">
        <div className="container opening__closed" role="status">
          <h2>{COPY.closed.title}</h2>
          <p>{COPY.closed.text}</p>
          <Link className="btn btn--primary" to={PAGE.careers}>
            {COPY.backToCareers}
          </Link>
        </div>
      </section>
    </>
  );
}

export function OpeningMissing({ notFound }: { notFound: boolean }) {
  const text = notFound ? COPY.notFound : COPY.loadFailed;
  return (
    <section className="container section opening__closed">
      <Seo title="Careers" description={text} robots={NOINDEX} />
      <h1>{text}</h1>
      <p>
        <Link className="btn btn--primary" to={PAGE.careers}>
          {COPY.backToCareers}
        </Link>
      </p>
    </section>
  );
}

export default function CareerOpeningPage({
  job,
  application,
  posted,
}: {
  job: JobOpening;
  /** The consent text and version of the application form (open openings). */
  application: ApplicationFormInfo | null;
  /** The server's answer to the form posted without JavaScript. */
  posted?: PostedForm | null;
}) {
  const settings = useSiteSettings();
  const origin = usePublicUrl();
  if (!job.open || !application) return <OpeningClosed job={job} />;
  const other = applyHref(job, settings);
  const path = PAGE.careerOpening(job.slug);
  const details: [string, string][] = [
    [COPY.labels.department, job.department],
    [
      COPY.labels.location,
      job.remote ? [COPY.remote, job.location].filter(Boolean).join(' · ') : job.location,
    ],
    [COPY.labels.type, EMPLOYMENT_TYPE_LABELS[job.employmentType]],
    ...(job.experience ? [[COPY.labels.experience, job.experience] as [string, string]] : []),
    [COPY.labels.closes, job.closesOn ? formatDay(job.closesOn) : COPY.noClosingDate],
  ];
  return (
    <>
      <Seo
        title={`${job.title} · Careers`}
        description={job.descriptionText.slice(0, 155)}
        path={path}
        jsonLd={[
          jobPostingJsonLd(job, settings, origin),
          breadcrumbJsonLd(origin, [
            { name: 'Careers', path: PAGE.careers },
            { name: job.title, path },
          ]),
        ]}
      />
      <PageHero eyebrow={COPY.eyebrow} title={job.title} lead={jobSummary(job)} />
      <section className="section">
        <div className="container opening">
          <article aria-labelledby="opening-about">
            <h2 id="opening-about">{COPY.aboutHeading}</h2>
            <RichText doc={job.description} headingOffset={1} siteOrigin={origin} />
          </article>
          <aside className="card opening__details" aria-labelledby="opening-details">
            <h2 id="opening-details">{COPY.detailsHeading}</h2>
            <dl>
              {details.map(([term, value]) => (
                <div key={term}>
                  <dt>{term}</dt>
                  <dd>{value}</dd>
                </div>
              ))}
            </dl>
            <a className="btn btn--primary" href="#apply">
              {MESSAGES.careers.apply}
            </a>
            {other && (
              <p className="opening__other">
                <a
                  href={other}
                  {...(job.apply.kind === 'email' ? {} : { target: '_blank', rel: 'noopener noreferrer' })}
                >
                  {COPY.otherWay[job.apply.kind]}
                </a>
              </p>
            )}
            <p className="opening__back">
              <Link to={PAGE.careers}>{COPY.backToCareers}</Link>
            </p>
          </aside>
          {/* After the details on phones; under the description beside them on wide screens. */}
          <Suspense fallback={<div className="card apply apply--loading" id="apply" />}>
            <ApplicationForm job={job} info={application} posted={posted} />
          </Suspense>
        </div>
      </section>
    </>
  );
}
