/**
 * Apply Now for one opening: a WhatsApp chat with a prefilled message (the opening's own, else one
 * naming the position) to the settings' number, a mailto: with the position as subject, or the
 * opening's application page. Nothing when WhatsApp is chosen but the settings have no number.
 * `t`: the careers texts of the page's language (an opening's page, the list's cards).
 */
import type { JobOpening, SiteSettings } from '@vyoma/contract';
import { CAREERS } from '@vyoma/contract/texts/en/careers';
import { formatText, type TextsOf } from '@vyoma/contract/texts/format';
import { ExternalLink, Mail, MessageCircle } from 'lucide-react';
import { messagingLink } from '~/lib/siteSettings.ts';

type CareersTexts = TextsOf<typeof CAREERS>;

export function applyHref(job: JobOpening, settings: SiteSettings, t: CareersTexts = CAREERS): string {
  const { kind, target } = job.apply;
  const { title } = job;
  if (kind === 'email')
    return `mailto:${target}?subject=${encodeURIComponent(formatText(t.applySubject, { title }))}`;
  if (kind === 'url') return target;
  return messagingLink(
    settings,
    target || formatText(t.applyMessage, { title, siteName: settings.siteName }),
  );
}

const HOW = {
  whatsapp: { Icon: MessageCircle, note: 'applyByWhatsapp', newTab: true },
  email: { Icon: Mail, note: 'applyByEmail', newTab: false },
  url: { Icon: ExternalLink, note: 'applyByUrl', newTab: true },
} as const;

export function ApplyLink({
  job,
  settings,
  className = 'btn btn--primary',
  t = CAREERS,
}: {
  job: JobOpening;
  settings: SiteSettings;
  className?: string;
  t?: CareersTexts;
}) {
  const href = applyHref(job, settings, t);
  if (!href) return null;
  const { Icon, note, newTab } = HOW[job.apply.kind];
  return (
    <a
      className={className}
      href={href}
      {...(newTab ? { target: '_blank', rel: 'noopener noreferrer' } : {})}
      aria-label={`${t.apply}: ${job.title} ${t[note]}`}
    >
      <Icon aria-hidden="true" size={18} />
      {t.apply}
    </a>
  );
}

/** "Web development · Full time · Indore" (or "Remote"), in `t`'s language. */
export function jobSummary(job: JobOpening, t: CareersTexts = CAREERS): string {
  const where = job.remote ? (job.location ? `${t.remote} · ${job.location}` : t.remote) : job.location;
  return [job.department, t[job.employmentType], where].filter(Boolean).join(' · ');
}
