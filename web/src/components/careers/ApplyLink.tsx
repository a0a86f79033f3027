/**
 * Apply Now for one opening: a WhatsApp chat with a prefilled message (the opening's own, else one
 * naming the position) to the settings' number, a mailto: with the position as subject, or the
 * opening's application page. Nothing when WhatsApp is chosen but the settings have no number.
 */
import { type JobOpening, MESSAGES, type SiteSettings } from '@vyoma/contract';
import { ExternalLink, Mail, MessageCircle } from 'lucide-react';
import { applyMessage, applySubject, EMPLOYMENT_TYPE_LABELS, OPENING_PAGE } from '~/content/careers.ts';
import { messagingLink } from '~/lib/siteSettings.ts';

export function applyHref(job: JobOpening, settings: SiteSettings): string {
  const { kind, target } = job.apply;
  if (kind === 'email') return `mailto:${target}?subject=${encodeURIComponent(applySubject(job.title))}`;
  if (kind === 'url') return target;
  return messagingLink(settings, target || applyMessage(job.title, settings.siteName));
}

const HOW = {
  whatsapp: { Icon: MessageCircle, note: '(opens WhatsApp in a new tab)', newTab: true },
  email: { Icon: Mail, note: '(by e-mail)', newTab: false },
  url: { Icon: ExternalLink, note: '(opens the application page in a new tab)', newTab: true },
} as const;

export function ApplyLink({
  job,
  settings,
  className = 'btn btn--primary',
}: {
  job: JobOpening;
  settings: SiteSettings;
  className?: string;
}) {
  const href = applyHref(job, settings);
  if (!href) return null;
  const { Icon, note, newTab } = HOW[job.apply.kind];
  return (
    <a
      className={className}
      href={href}
      {...(newTab ? { target: '_blank', rel: 'noopener noreferrer' } : {})}
      aria-label={`${MESSAGES.careers.apply}: ${job.title} ${note}`}
    >
      <Icon aria-hidden="true" size={18} />
      {MESSAGES.careers.apply}
    </a>
  );
}

/** "Web development · Full time · Indore" (or "Remote"). */
export function jobSummary(job: JobOpening): string {
  const where = job.remote
    ? job.location
      ? `${OPENING_PAGE.remote} · ${job.location}`
      : OPENING_PAGE.remote
    : job.location;
  return [job.department, EMPLOYMENT_TYPE_LABELS[job.employmentType], where].filter(Boolean).join(' · ');
}
