/**
 * /careers/{slug}: one opening with its description, details, Apply Now and JobPosting structured
 * data (issue 19). A closed or expired opening (HTTP 410, set by the route's loader) says so instead,
 * without the apply action or the structured data, and stays out of search results.
 */
import {
  type ApplicationFormInfo,
  type JobOpening,
  PAGE,
  type PostedForm,
  type SiteSettings,
} from '@vyoma/contract';
import { localPath } from '@vyoma/contract/language-rules';
import { docToHtml } from '@vyoma/contract/rich-text';
import { CAREERS } from '@vyoma/contract/texts/en/careers';
import { formatText } from '@vyoma/contract/texts/format';
import { lazy, Suspense } from 'react';
import { Link } from 'react-router';
import { applyHref, jobSummary } from '~/components/careers/ApplyLink.tsx';
import { RichText } from '~/components/rich-text/RichText.tsx';
import { NOINDEX, Seo } from '~/components/seo/Seo.tsx';
import { PageHero } from '~/components/ui/PageHero.tsx';
import { useFormatDate } from '~/lib/dates.ts';
import { absoluteUrl, usePublicUrl } from '~/lib/publicUrl.ts';
import { useSiteSettings } from '~/lib/siteSettings.ts';
import { breadcrumbJsonLd } from '~/lib/structured-data.ts';
import { useOtherLanguage, useTexts } from '~/lib/texts.ts';
import './careers.css';
// The form's code is lazy (the server renders its HTML, hydrated when its chunk arrives): its styles load with the page.
import '../components/application-form.css';

const ApplicationForm = lazy(() =>
  import('../components/ApplicationForm.tsx').then((m) => ({ default: m.ApplicationForm })),
);

/** The words of the opening's own way to apply (the area's keys), by its kind. */
const OTHER_WAY = { whatsapp: 'otherWayWhatsapp', email: 'otherWayEmail', url: 'otherWayUrl' } as const;

/** A schema.org JobPosting (the fields Google's job search reads); `lang`: the page's, when not the default. */
export function jobPostingJsonLd(job: JobOpening, settings: SiteSettings, origin: string, lang?: string) {
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
    url: absoluteUrl(origin, localPath(lang, PAGE.careerOpening(job.slug))),
  };
}

export function OpeningClosed({ job }: { job: JobOpening }) {
  const t = useTexts('careers', CAREERS);
  return (
    <>
      <Seo title={job.title} description={t.closedText} robots={NOINDEX} />
      <PageHero eyebrow={t.careers} title={job.title} lead={jobSummary(job, t)} />
      <section className="section">
        <div className="container opening__closed" role="status">
          <h2>{t.closedTitle}</h2>
          <p>{t.closedText}</p>
          <Link className="btn btn--primary" to={PAGE.careers}>
            {t.backToCareers}
          </Link>
        </div>
      </section>
    </>
  );
}

export function OpeningMissing({ notFound }: { notFound: boolean }) {
  const t = useTexts('careers', CAREERS);
  const text = notFound ? t.notFound : t.loadFailed;
  return (
    <section className="container section opening__closed">
      <Seo title={t.careers} description={text} robots={NOINDEX} />
      <h1>{text}</h1>
      <p>
        <Link className="btn btn--primary" to={PAGE.careers}>
          {t.backToCareers}
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
  const t = useTexts('careers', CAREERS);
  const formatDate = useFormatDate();
  const lang = useOtherLanguage();
  if (!job.open || !application) return <OpeningClosed job={job} />;
  const other = applyHref(job, settings, t);
  const path = PAGE.careerOpening(job.slug);
  const details: [string, string][] = [
    [t.department, job.department],
    [t.location, job.remote ? [t.remote, job.location].filter(Boolean).join(' · ') : job.location],
    [t.type, t[job.employmentType]],
    ...(job.experience ? [[t.experience, job.experience] as [string, string]] : []),
    [t.closes, job.closesOn ? formatDate(job.closesOn) : t.noClosingDate],
  ];
  return (
    <>
      <Seo
        title={formatText(t.seoTitle, { title: job.title })}
        description={job.descriptionText.slice(0, 155)}
        path={path}
        jsonLd={[
          jobPostingJsonLd(job, settings, origin, lang),
          breadcrumbJsonLd(origin, [
            { name: t.careers, path: localPath(lang, PAGE.careers) },
            { name: job.title, path: localPath(lang, path) },
          ]),
        ]}
      />
      <PageHero eyebrow={t.careers} title={job.title} lead={jobSummary(job, t)} />
      <section className="section">
        <div className="container opening">
          <article aria-labelledby="opening-about">
            <h2 id="opening-about">{t.aboutHeading}</h2>
            <RichText doc={job.description} headingOffset={1} siteOrigin={origin} />
          </article>
          <aside className="card opening__details" aria-labelledby="opening-details">
            <h2 id="opening-details">{t.detailsHeading}</h2>
            <dl>
              {details.map(([term, value]) => (
                <div key={term}>
                  <dt>{term}</dt>
                  <dd>{value}</dd>
                </div>
              ))}
            </dl>
            <a className="btn btn--primary" href="#apply">
              {t.apply}
            </a>
            {other && (
              <p className="opening__other">
                <a
                  href={other}
                  {...(job.apply.kind === 'email' ? {} : { target: '_blank', rel: 'noopener noreferrer' })}
                >
                  {t[OTHER_WAY[job.apply.kind]]}
                </a>
              </p>
            )}
            <p className="opening__back">
              <Link to={PAGE.careers}>{t.backToCareers}</Link>
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
