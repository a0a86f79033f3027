/** /careers: "Join Our Team" with the 16 job cards; Apply Now opens a prefilled chat in a new tab. */
import { MESSAGES } from '@vyoma/contract';
import { Briefcase, MessageCircle } from 'lucide-react';
import { Seo } from '~/components/seo/Seo.tsx';
import { CtaBanner } from '~/components/ui/CtaBanner.tsx';
import { PageHero } from '~/components/ui/PageHero.tsx';
import { applyMessage, JOB_OPENINGS, CAREERS_PAGE as PAGE } from '~/content/careers.ts';
import { messagingLink, useSiteSettings } from '~/lib/siteSettings.ts';
import './careers.css';

export default function CareersPage() {
  const settings = useSiteSettings();
  return (
    <>
      <Seo
        title={PAGE.seo.title}
        description={PAGE.seo.description}
        keywords={PAGE.seo.keywords}
        path="/careers"
      />
      <PageHero eyebrow={PAGE.eyebrow} title={MESSAGES.careers.heading} lead={PAGE.subtitle} />
      <section className="section section--muted" aria-labelledby="careers-grid-heading">
        <div className="container">
          <h2 id="careers-grid-heading" className="careers-heading">
            {PAGE.gridHeading}
          </h2>
          <ul className="careers-grid" data-testid="careers-grid">
            {JOB_OPENINGS.map((job) => (
              <li key={job.title} className="card job-card">
                <span className="job-card__icon" aria-hidden="true">
                  <Briefcase size={20} />
                </span>
                <h3 className="job-card__title">{job.title}</h3>
                <p className="job-card__text">{job.description}</p>
                {settings.whatsapp.number && (
                  <a
                    className="btn btn--primary job-card__apply"
                    href={messagingLink(settings, applyMessage(job.title, settings.siteName))}
                    target="_blank"
                    rel="noopener noreferrer"
                    aria-label={`${MESSAGES.careers.apply}: ${job.title} (opens WhatsApp in a new tab)`}
                  >
                    <MessageCircle aria-hidden="true" size={18} />
                    {MESSAGES.careers.apply}
                  </a>
                )}
              </li>
            ))}
          </ul>
        </div>
      </section>
      <CtaBanner title={PAGE.cta.title} text={PAGE.cta.text} label="Contact Us" />
    </>
  );
}
