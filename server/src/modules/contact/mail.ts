/**
 * The mails an enquiry produces, composed once when it is stored (the outbox keeps them): the staff
 * notification (every field, the quote lines with their total, the attribution, a link to the enquiry
 * in the admin; Reply-To the visitor) and the optional confirmation to the visitor.
 *
 * Nothing a visitor types becomes a header or a recipient: recipients come from NOTIFY_EMAILS, the
 * Reply-To is the visitor's address alone (validated as an email, so it holds no line break or comma),
 * and the subject carries the name with every control character and line break turned into a space.
 * The HTML part escapes everything. The confirmation repeats none of the visitor's text, so the form
 * cannot be used to send someone else a message of the sender's choosing.
 */
import { ADMIN_PAGE, REPORT_TIME_ZONE, UTM_KEYS, type UtmKey } from '@vyoma/contract';

export interface EnquiryMailInput {
  id: string;
  name: string;
  email: string;
  phone: string;
  message: string;
  createdAt: Date;
  lines: { name: string; quantity: number; unitPrice: number }[];
  /** The title of the form it is an entry of (issue 29), if any. */
  form?: string;
  /** The language of the page it was sent from, when not the default (issue 36): "Hindi". */
  language?: string;
  attribution: {
    page: string | null;
    landingPage: string | null;
    referrer: string | null;
    utm: Record<UtmKey, string | null>;
    source: string;
  };
}

export interface ComposedMail {
  subject: string;
  text: string;
  html: string;
  /** A bare address (never a display name a visitor chose). */
  replyTo: string | null;
}

const rupees = new Intl.NumberFormat('en-IN', {
  style: 'currency',
  currency: 'INR',
  maximumFractionDigits: 2,
});
export const formatRupees = (value: number) => rupees.format(value).replace(/\.00$/, '');

const when = new Intl.DateTimeFormat('en-IN', {
  dateStyle: 'medium',
  timeStyle: 'short',
  timeZone: REPORT_TIME_ZONE,
});

/** Control characters (C0, DEL, C1) and the Unicode line and paragraph separators. */
// biome-ignore lint/suspicious/noControlCharactersInRegex: matching control characters is the point
const CONTROL = /[\u0000-\u001f\u007f-\u009f\u2028\u2029]+/g;

/** One line of header-safe text: control characters and line breaks become spaces. */
export function oneLine(value: string, max = 80): string {
  const flat = value.replace(CONTROL, ' ').replace(/ {2,}/g, ' ').trim();
  return flat.length > max ? `${flat.slice(0, max - 1)}…` : flat;
}

export function escapeHtml(value: string): string {
  return value
    .replaceAll('&', '&amp;')
    .replaceAll('<', '&lt;')
    .replaceAll('>', '&gt;')
    .replaceAll('"', '&quot;')
    .replaceAll("'", '&#39;');
}

export const quoteTotal = (lines: EnquiryMailInput['lines']) =>
  lines.reduce((sum, l) => sum + l.quantity * l.unitPrice, 0);

const UTM_LABELS: Record<UtmKey, string> = {
  source: 'utm_source',
  medium: 'utm_medium',
  campaign: 'utm_campaign',
  term: 'utm_term',
  content: 'utm_content',
};

function attributionPairs(a: EnquiryMailInput['attribution']): [string, string][] {
  const pairs: [string, string][] = [['Source', a.source]];
  if (a.page) pairs.push(['Sent from', a.page]);
  if (a.landingPage) pairs.push(['First page of the visit', a.landingPage]);
  if (a.referrer) pairs.push(['Referrer', a.referrer]);
  for (const key of UTM_KEYS) {
    const value = a.utm[key];
    if (value) pairs.push([UTM_LABELS[key], value]);
  }
  return pairs;
}

export function staffMail(e: EnquiryMailInput, publicUrl: string): ComposedMail {
  const link = `${publicUrl}${ADMIN_PAGE.enquiry(e.id)}`;
  const total = quoteTotal(e.lines);
  const isQuote = e.lines.length > 0;
  const subject = isQuote
    ? `Quote request from ${oneLine(e.name)} (${formatRupees(total)})`
    : e.form
      ? `${oneLine(e.form, 60)}: a new entry from ${oneLine(e.name)}`
      : `New enquiry from ${oneLine(e.name)}`;
  const intro = isQuote
    ? 'A quote request arrived through the website.'
    : e.form
      ? `An entry of the form “${e.form}” arrived through the website.`
      : 'A new enquiry arrived through the website.';
  const received = when.format(e.createdAt);
  const fields: [string, string][] = [
    ['Name', e.name],
    ['Email', e.email],
    ['Phone', e.phone],
    ['Received', `${received} IST`],
    ...(e.language ? ([['Language', e.language]] as [string, string][]) : []),
  ];
  const attribution = attributionPairs(e.attribution);

  const text = [
    intro,
    '',
    ...fields.map(([k, v]) => `${k}: ${v}`),
    '',
    'Message:',
    e.message,
    ...(isQuote
      ? [
          '',
          'Quote:',
          ...e.lines.map(
            (l) =>
              `- ${l.quantity} × ${l.name} at ${formatRupees(l.unitPrice)} = ${formatRupees(l.quantity * l.unitPrice)}`,
          ),
          `Total: ${formatRupees(total)}`,
        ]
      : []),
    '',
    'Where it came from:',
    ...attribution.map(([k, v]) => `${k}: ${v}`),
    '',
    `Open it in the admin: ${link}`,
    'Reply to this mail to answer the visitor.',
    '',
  ].join('\n');

  const row = (k: string, v: string) =>
    `<tr><th scope="row" style="text-align:left;padding:4px 12px 4px 0;vertical-align:top">${escapeHtml(k)}</th><td style="padding:4px 0">${escapeHtml(v)}</td></tr>`;
  const cell = 'padding:4px 8px;border-bottom:1px solid #ddd';
  const html = `<!doctype html><html><body style="font-family:system-ui,sans-serif;font-size:15px;color:#111">
<p>${escapeHtml(intro)}</p>
<table>${fields.map(([k, v]) => row(k, v)).join('')}</table>
<h2 style="font-size:16px">Message</h2>
<p style="white-space:pre-wrap">${escapeHtml(e.message)}</p>
${
  isQuote
    ? `<h2 style="font-size:16px">Quote</h2>
<table style="border-collapse:collapse"><thead><tr><th style="${cell};text-align:left">Product</th><th style="${cell};text-align:right">Quantity</th><th style="${cell};text-align:right">Unit price</th><th style="${cell};text-align:right">Amount</th></tr></thead><tbody>${e.lines
        .map(
          (l) =>
            `<tr><td style="${cell}">${escapeHtml(l.name)}</td><td style="${cell};text-align:right">${l.quantity}</td><td style="${cell};text-align:right">${escapeHtml(formatRupees(l.unitPrice))}</td><td style="${cell};text-align:right">${escapeHtml(formatRupees(l.quantity * l.unitPrice))}</td></tr>`,
        )
        .join(
          '',
        )}</tbody><tfoot><tr><th scope="row" colspan="3" style="${cell};text-align:right">Total</th><td style="${cell};text-align:right"><strong>${escapeHtml(formatRupees(total))}</strong></td></tr></tfoot></table>`
    : ''
}
<h2 style="font-size:16px">Where it came from</h2>
<table>${attribution.map(([k, v]) => row(k, v)).join('')}</table>
<p><a href="${escapeHtml(link)}">Open the enquiry in the admin</a>. Reply to this mail to answer the visitor.</p>
</body></html>`;

  return { subject, text, html, replyTo: e.email };
}

/** The confirmation to the visitor: fixed text (none of theirs), the quote lines from our catalogue. */
export function autoReplyMail(
  e: EnquiryMailInput,
  site: { siteName: string; publicUrl: string },
  replyTo: string | null,
): ComposedMail {
  const { siteName, publicUrl } = site;
  const received = when.format(e.createdAt);
  const total = quoteTotal(e.lines);
  const lines = e.lines.map((l) => `- ${l.quantity} × ${l.name} (${formatRupees(l.quantity * l.unitPrice)})`);
  const text = [
    'Hello,',
    '',
    `Thank you for contacting ${siteName}. We received your ${e.lines.length > 0 ? 'quote request' : 'enquiry'} on ${received} IST and will reply within one business day.`,
    ...(lines.length > 0
      ? ['', 'Your quote request:', ...lines, `Estimated total: ${formatRupees(total)}`]
      : []),
    '',
    'If you did not send it, you can ignore this mail.',
    '',
    siteName,
    publicUrl,
    '',
  ].join('\n');
  const html = `<!doctype html><html><body style="font-family:system-ui,sans-serif;font-size:15px;color:#111">
<p>Hello,</p>
<p>Thank you for contacting ${escapeHtml(siteName)}. We received your ${e.lines.length > 0 ? 'quote request' : 'enquiry'} on ${escapeHtml(received)} IST and will reply within one business day.</p>
${lines.length > 0 ? `<p>Your quote request:</p><ul>${e.lines.map((l) => `<li>${l.quantity} × ${escapeHtml(l.name)} (${escapeHtml(formatRupees(l.quantity * l.unitPrice))})</li>`).join('')}</ul><p>Estimated total: ${escapeHtml(formatRupees(total))}</p>` : ''}
<p>If you did not send it, you can ignore this mail.</p>
<p>${escapeHtml(siteName)}<br><a href="${escapeHtml(publicUrl)}">${escapeHtml(publicUrl)}</a></p>
</body></html>`;
  return { subject: `We received your enquiry: ${oneLine(siteName)}`, text, html, replyTo };
}
