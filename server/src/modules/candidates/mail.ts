/**
 * The mails a job application produces (issue 29), composed once when it is stored and sent through
 * the outbox (the `mail` kind): the team's notification (who applied for what, how to reach them, a
 * link to the application in the admin; Reply-To the applicant) and the applicant's confirmation.
 *
 * The CV never travels by mail: it stays in the database and opens in the admin. The confirmation
 * repeats nothing the applicant typed (only the opening's title, the consent text and what happens
 * next, all ours), so the form cannot be used to send someone else a message of the sender's choosing;
 * what an applicant typed reaches only the team, escaped, never as a header.
 */
import { ADMIN_PAGE, REPORT_TIME_ZONE } from '@vyoma/contract';
import { escapeHtml, oneLine } from '../contact/index.ts';
import type { MailPayload } from '../mail/index.ts';

export interface ApplicationMailInput {
  id: string;
  job: { title: string };
  name: string;
  email: string;
  phone: string;
  coverNote: string;
  links: string[];
  cv: { name: string; bytes: number };
  consentText: string;
  source: string;
  createdAt: Date;
}

type Composed = Omit<MailPayload, 'to' | 'audience'>;

const when = new Intl.DateTimeFormat('en-IN', {
  dateStyle: 'medium',
  timeStyle: 'short',
  timeZone: REPORT_TIME_ZONE,
});

const page = (body: string) =>
  `<!doctype html><html><body style="font-family:system-ui,sans-serif;font-size:15px;color:#111">\n${body}\n</body></html>`;

export function applicationStaffMail(a: ApplicationMailInput, publicUrl: string): Composed {
  const link = `${publicUrl}${ADMIN_PAGE.candidate(a.id)}`;
  const fields: [string, string][] = [
    ['Opening', a.job.title],
    ['Name', a.name],
    ['E-mail', a.email],
    ['Phone', a.phone],
    ['Received', `${when.format(a.createdAt)} IST`],
    ['CV', `${a.cv.name} (${Math.max(1, Math.round(a.cv.bytes / 1024))} kB): open it in the admin`],
    ['Source', a.source],
  ];
  if (a.links.length > 0) fields.push(['Links', a.links.join(', ')]);
  const text = [
    `A new application for ${a.job.title} arrived through the website.`,
    '',
    ...fields.map(([k, v]) => `${k}: ${v}`),
    ...(a.coverNote ? ['', 'Cover note:', a.coverNote] : []),
    '',
    `Open it in the admin: ${link}`,
    'Reply to this mail to answer the applicant.',
    '',
  ].join('\n');
  const row = (k: string, v: string) =>
    `<tr><th scope="row" style="text-align:left;padding:4px 12px 4px 0;vertical-align:top">${escapeHtml(k)}</th><td style="padding:4px 0">${escapeHtml(v)}</td></tr>`;
  const html = page(`<p>A new application for ${escapeHtml(a.job.title)} arrived through the website.</p>
<table>${fields.map(([k, v]) => row(k, v)).join('')}</table>
${a.coverNote ? `<h2 style="font-size:16px">Cover note</h2>\n<p style="white-space:pre-wrap">${escapeHtml(a.coverNote)}</p>` : ''}
<p><a href="${escapeHtml(link)}">Open the application in the admin</a>. Reply to this mail to answer the applicant.</p>`);
  return {
    subject: `Application for ${oneLine(a.job.title, 60)} from ${oneLine(a.name, 60)}`,
    text,
    html,
    replyTo: a.email,
  };
}

export function applicantMail(
  a: ApplicationMailInput,
  site: { siteName: string; publicUrl: string },
  replyTo: string | null,
): Composed {
  const { siteName, publicUrl } = site;
  const received = `${when.format(a.createdAt)} IST`;
  const text = [
    'Hello,',
    '',
    `Thank you for applying for ${a.job.title} at ${siteName}. We received your application and CV on ${received}.`,
    '',
    'What happens next:',
    '- Someone from the team reads it within a week.',
    '- We reply by e-mail within two weeks, whatever the outcome.',
    '',
    'What you agreed to when you applied:',
    a.consentText,
    '',
    'If you did not apply, reply to this mail and we will delete the application.',
    '',
    siteName,
    publicUrl,
    '',
  ].join('\n');
  const html = page(`<p>Hello,</p>
<p>Thank you for applying for ${escapeHtml(a.job.title)} at ${escapeHtml(siteName)}. We received your application and CV on ${escapeHtml(received)}.</p>
<p>What happens next:</p>
<ul><li>Someone from the team reads it within a week.</li><li>We reply by e-mail within two weeks, whatever the outcome.</li></ul>
<p>What you agreed to when you applied:</p>
<blockquote style="margin:0;padding-left:12px;border-left:3px solid #4338ca">${escapeHtml(a.consentText)}</blockquote>
<p>If you did not apply, reply to this mail and we will delete the application.</p>
<p>${escapeHtml(siteName)}<br><a href="${escapeHtml(publicUrl)}">${escapeHtml(publicUrl)}</a></p>`);
  return {
    subject: `We received your application: ${oneLine(a.job.title, 60)}`,
    text,
    html,
    replyTo,
  };
}
