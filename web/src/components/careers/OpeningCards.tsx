/**
 * The open job openings as cards (spec §9: one column on phones, two, then three), each linking to
 * its opening's page and with Apply Now; a card saying so when there are none. The careers page's
 * openings-list block prints it; a link is given by the caller (React Router's, or StaticLink).
 */
import { type JobOpening, PAGE, type SiteSettings } from '@vyoma/contract';
import { CAREERS } from '@vyoma/contract/texts/en/careers';
import { formatText, type TextsOf } from '@vyoma/contract/texts/format';
import { ArrowRight, Briefcase } from 'lucide-react';
import { AppLink } from '../ui/AppLink.tsx';
import type { SiteLinkComponent } from '../ui/SiteLink.ts';
import { ApplyLink, jobSummary } from './ApplyLink.tsx';
import './opening-cards.css';

/** A card shows the description's first paragraph. */
const firstParagraph = (text: string) => text.split(/\n\s*\n/)[0]?.trim() ?? '';

export interface OpeningCardsProps {
  jobs: readonly JobOpening[];
  /** The messaging number and the site's name Apply Now uses (without them, no Apply Now). */
  settings?: SiteSettings;
  /** What the card of no openings says. */
  empty: { title: string; text: string };
  /** The words of each card's link to its opening's page ("Read more"). */
  details: string;
  LinkAs?: SiteLinkComponent;
  /** The careers texts of the page's language (its summary line, Apply Now). */
  t?: TextsOf<typeof CAREERS>;
}

export function OpeningCards({
  jobs,
  settings,
  empty,
  details,
  LinkAs = AppLink,
  t = CAREERS,
}: OpeningCardsProps) {
  if (jobs.length === 0)
    return (
      <div className="card careers-empty" data-testid="careers-empty">
        <h3 className="job-card__title">{empty.title}</h3>
        <p className="job-card__text">{empty.text}</p>
      </div>
    );
  return (
    <ul className="careers-grid" data-testid="careers-grid">
      {jobs.map((job) => (
        <li key={job._id} className="card job-card">
          <span className="job-card__icon" aria-hidden="true">
            <Briefcase size={20} />
          </span>
          <h3 className="job-card__title">
            <LinkAs to={PAGE.careerOpening(job.slug)} className="job-card__link">
              {job.title}
            </LinkAs>
          </h3>
          <p className="job-card__meta">{jobSummary(job, t)}</p>
          <p className="job-card__text">{firstParagraph(job.descriptionText)}</p>
          <div className="job-card__actions">
            {settings && (
              <ApplyLink job={job} settings={settings} className="btn btn--primary job-card__apply" t={t} />
            )}
            <LinkAs to={PAGE.careerOpening(job.slug)} className="btn btn--ghost job-card__more">
              {/* The whole name in the text, not only in aria-label: search engines read link text. */}
              {details}
              <span className="visually-hidden">{` ${formatText(t.aboutRole, { title: job.title })}`}</span>{' '}
              <ArrowRight aria-hidden="true" size={16} />
            </LinkAs>
          </div>
        </li>
      ))}
    </ul>
  );
}
