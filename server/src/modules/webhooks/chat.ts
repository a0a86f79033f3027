/**
 * Chat notifications without code (issue 28 item 4): a delivery in a chat format is the event told
 * as a short message — a title, a few labelled lines, an excerpt, links into the site and the admin —
 * written for Slack (Block Kit), Microsoft Teams (an Adaptive Card for a workflow webhook), Google
 * Chat (a card) or Discord (a message).
 *
 * Nothing anyone typed becomes markup. Every value goes where the format shows text as it is (Slack
 * plain_text, Teams TextRun) or is escaped for it (Discord's Markdown, Google Chat's HTML); our own
 * links are the only links. What a visitor typed (an enquiry's name, message, source) is made inert
 * first (`inert`): angle brackets, `@` and anything that reads as a web address are replaced by
 * look-alike characters, so no `<!channel>`, `<users/all>`, `@everyone` or auto-linked address can
 * form in any client, whatever it parses. Discord also gets `allowed_mentions: { parse: [] }`.
 */
import {
  ADMIN_PAGE,
  APPLICATION_STAGE_LABELS,
  type ApplicationStage,
  ENQUIRY_STATUS_LABELS,
  type EnquiryStatus,
  PAGE,
  WEBHOOK_TEST_EVENT,
  type WebhookFormat,
  webhookEventOf,
} from '@vyoma/contract';

/** A delivery's JSON body (Standard Webhooks' shape): the event, its time and the item. */
export interface WebhookEnvelope {
  type: string;
  timestamp: string;
  data: unknown;
}

export interface ChatSite {
  publicUrl: string;
  siteName: string;
}

interface Line {
  label: string;
  value: string;
}

/** The event as a chat message, before a format writes it. Values are already inert where needed. */
export interface ChatSummary {
  title: string;
  lines: Line[];
  excerpt: string | null;
  links: { label: string; url: string }[];
}

const EXCERPT_MAX = 300;
const VALUE_MAX = 150;

/**
 * Visitor text made harmless for every chat client: control, zero-width and direction characters
 * removed; < > @ replaced by ‹ › ＠; `://` written `[:]//` and a dot before a letter written as a
 * one-dot leader (evil.example → evil․example), so nothing is auto-linked; cut to `max` characters.
 */
export function inert(text: string, max = VALUE_MAX): string {
  const clean = text
    // biome-ignore lint/suspicious/noControlCharactersInRegex: removing control characters is the point
    .replace(/[\u0000-\u0008\u000B-\u001F\u007F\u00AD\u200B-\u200F\u202A-\u202E\u2060-\u2064\uFEFF]/g, '')
    .replace(/\r\n?/g, '\n')
    .replace(/\n{3,}/g, '\n\n')
    .trim()
    .replace(/</g, '‹')
    .replace(/>/g, '›')
    .replace(/@/g, '＠')
    .replace(/:\/\//g, '[:]//')
    .replace(/\.(?=\p{L})/gu, '\u2024');
  const chars = [...clean];
  return chars.length > max
    ? `${chars
        .slice(0, max - 1)
        .join('')
        .trimEnd()}…`
    : clean;
}

/** Staff-written text (a title): one line, cut; formats still escape it. */
const plain = (text: string, max = VALUE_MAX) => {
  const one = text.replace(/\s+/g, ' ').trim();
  return one.length > max ? `${one.slice(0, max - 1).trimEnd()}…` : one;
};

const record = (data: unknown): Record<string, unknown> =>
  data && typeof data === 'object' ? (data as Record<string, unknown>) : {};
const text = (v: unknown): string => (typeof v === 'string' ? v : v == null ? '' : String(v));

const absolute = (site: ChatSite, path: string) => `${site.publicUrl.replace(/\/+$/, '')}${path}`;

const statusLabel = (s: unknown) => ENQUIRY_STATUS_LABELS[s as EnquiryStatus] ?? text(s);
const stageLabel = (s: unknown) => APPLICATION_STAGE_LABELS[s as ApplicationStage] ?? text(s);

/** Who an item is now assigned to, from an event's `changed.assignee`. */
const assignedLine = (changed: Record<string, unknown>): Line[] =>
  changed.assignee
    ? [{ label: 'Assigned to', value: plain(text(record(record(changed.assignee).to).name) || 'nobody') }]
    : [];

/** The event as a message: what a team reads in its channel. */
export function summarise(envelope: WebhookEnvelope, site: ChatSite): ChatSummary {
  const d = record(envelope.data);
  const id = text(d._id);
  const [kind, change] = envelope.type.split('.');
  const label = webhookEventOf(envelope.type)?.label ?? envelope.type;

  if (envelope.type === WEBHOOK_TEST_EVENT)
    return {
      title: 'Test event',
      lines: [{ label: 'Site', value: plain(site.siteName) }],
      excerpt: 'If you can read this, the webhook works.',
      links: [{ label: 'Open the site', url: absolute(site, '/') }],
    };

  if (kind === 'enquiry') {
    const lines: Line[] = [
      { label: 'Name', value: inert(text(d.name)) },
      { label: 'Source', value: inert(text(d.source) || 'direct') },
    ];
    const changed = record(d.changed);
    if (change === 'updated') {
      const status = record(changed.status);
      if (changed.status)
        lines.push({ label: 'Status', value: `${statusLabel(status.from)} → ${statusLabel(status.to)}` });
      lines.push(...assignedLine(changed));
    }
    return {
      title: change === 'created' ? 'New enquiry' : 'Enquiry updated',
      lines,
      excerpt: change === 'created' ? inert(text(d.message), EXCERPT_MAX) || null : null,
      links: id ? [{ label: 'Open in the admin', url: absolute(site, ADMIN_PAGE.enquiry(id)) }] : [],
    };
  }

  // A form's entry: the form's name (staff wrote it) and who sent it (a visitor did).
  if (kind === 'form') {
    const form = record(d.form);
    return {
      title: `New entry: ${plain(text(form.title) || 'a form')}`,
      lines: [
        { label: 'From', value: inert(text(d.name)) },
        { label: 'Source', value: inert(text(d.source) || 'direct') },
      ],
      excerpt: inert(text(d.message), EXCERPT_MAX) || null,
      links: id ? [{ label: 'Open in the admin', url: absolute(site, ADMIN_PAGE.enquiry(id)) }] : [],
    };
  }

  // An application: the applicant's name (inert) and the opening; never the cover note or the CV.
  if (kind === 'application') {
    const lines: Line[] = [
      { label: 'Name', value: inert(text(d.name)) },
      { label: 'Opening', value: plain(text(record(d.job).title)) },
    ];
    const changed = record(d.changed);
    if (change === 'updated') {
      const stage = record(changed.stage);
      if (changed.stage)
        lines.push({ label: 'Stage', value: `${stageLabel(stage.from)} → ${stageLabel(stage.to)}` });
      lines.push(...assignedLine(changed));
    }
    return {
      title: change === 'created' ? 'New job application' : 'Application updated',
      lines,
      excerpt: null,
      links: id ? [{ label: 'Open in the admin', url: absolute(site, ADMIN_PAGE.candidate(id)) }] : [],
    };
  }

  if (kind === 'post' || kind === 'product' || kind === 'job') {
    const name = plain(text(kind === 'product' ? d.name : d.title));
    const slug = text(d.slug);
    const live = change === 'published' || change === 'opened';
    const links: ChatSummary['links'] = [];
    if (live && slug) {
      const path =
        kind === 'post'
          ? PAGE.blog(slug)
          : kind === 'product'
            ? PAGE.product(slug)
            : PAGE.careerOpening(slug);
      links.push({ label: 'View on the site', url: absolute(site, path) });
    }
    if (id && d.deleted !== true) {
      const admin =
        kind === 'post'
          ? ADMIN_PAGE.editBlog(id)
          : kind === 'product'
            ? ADMIN_PAGE.editProduct(id)
            : ADMIN_PAGE.editCareer(id);
      links.push({ label: 'Open in the admin', url: absolute(site, admin) });
    }
    return {
      title: d.deleted === true ? `${label} (deleted)` : label,
      lines: [{ label: kind === 'product' ? 'Product' : kind === 'job' ? 'Opening' : 'Post', value: name }],
      excerpt: null,
      links,
    };
  }

  // An event added later without its own summary: its name and the item's name or title.
  const name = text(d.name) || text(d.title);
  return {
    title: label,
    lines: name ? [{ label: 'Item', value: inert(name) }] : [],
    excerpt: null,
    links: [],
  };
}

// --- formats ----------------------------------------------------------------------------------------

/** Discord Markdown: a backslash before every punctuation mark it could read as syntax. */
export const escapeDiscord = (s: string) => s.replace(/[\\*_~`|>#[\]()\-+!:<.=]/g, '\\$&');

/** Google Chat card text is HTML. */
export const escapeHtml = (s: string) =>
  s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

function slack(s: ChatSummary, site: ChatSite) {
  const plainText = (t: string) => ({ type: 'plain_text', text: t, emoji: false });
  const blocks: object[] = [{ type: 'header', text: plainText(s.title.slice(0, 150)) }];
  if (s.lines.length > 0)
    blocks.push({
      type: 'section',
      fields: s.lines.slice(0, 10).map((l) => plainText(`${l.label}: ${l.value}`)),
    });
  if (s.excerpt) blocks.push({ type: 'section', text: plainText(s.excerpt) });
  if (s.links.length > 0)
    blocks.push({
      type: 'actions',
      elements: s.links.map((l) => ({ type: 'button', text: plainText(l.label), url: l.url })),
    });
  // The notification text: our words only (Slack reads & < > in it as markup).
  const fallback = escapeHtml(`${s.title} · ${plain(site.siteName)}`);
  return { text: fallback, blocks, unfurl_links: false, unfurl_media: false };
}

function teams(s: ChatSummary, site: ChatSite) {
  const run = (t: string, bold = false) => ({
    type: 'TextRun',
    text: t,
    ...(bold ? { weight: 'Bolder' } : {}),
  });
  const body: object[] = [
    { type: 'TextBlock', text: s.title, weight: 'Bolder', size: 'Medium', wrap: true },
    { type: 'TextBlock', text: plainWords(site.siteName), isSubtle: true, spacing: 'None', wrap: true },
    ...s.lines.map((l) => ({ type: 'RichTextBlock', inlines: [run(`${l.label}: `, true), run(l.value)] })),
  ];
  if (s.excerpt) body.push({ type: 'RichTextBlock', inlines: [run(s.excerpt)] });
  return {
    type: 'message',
    attachments: [
      {
        contentType: 'application/vnd.microsoft.card.adaptive',
        contentUrl: null,
        content: {
          $schema: 'http://adaptivecards.io/schemas/adaptive-card.json',
          type: 'AdaptiveCard',
          version: '1.4',
          body,
          actions: s.links.map((l) => ({ type: 'Action.OpenUrl', title: l.label, url: l.url })),
        },
      },
    ],
  };
}

/** A TextBlock reads Markdown: the site's name there keeps letters, digits, spaces and a few marks. */
const plainWords = (s: string) => plain(s).replace(/[^\p{L}\p{N} '&,]/gu, ' ');

function googleChat(s: ChatSummary, site: ChatSite) {
  const widgets: object[] = s.lines.map((l) => ({
    decoratedText: { topLabel: escapeHtml(l.label), text: escapeHtml(l.value), wrapText: true },
  }));
  if (s.excerpt) widgets.push({ textParagraph: { text: escapeHtml(s.excerpt) } });
  if (s.links.length > 0)
    widgets.push({
      buttonList: { buttons: s.links.map((l) => ({ text: l.label, onClick: { openLink: { url: l.url } } })) },
    });
  return {
    text: escapeHtml(s.title),
    cardsV2: [
      {
        cardId: 'vyoma-event',
        card: { header: { title: s.title, subtitle: plain(site.siteName) }, sections: [{ widgets }] },
      },
    ],
  };
}

function discord(s: ChatSummary, site: ChatSite) {
  const lines = [
    `**${escapeDiscord(s.title)}** · ${escapeDiscord(plain(site.siteName))}`,
    ...s.lines.map((l) => `**${escapeDiscord(l.label)}:** ${escapeDiscord(l.value)}`),
    ...(s.excerpt ? [escapeDiscord(s.excerpt)] : []),
    // <url> keeps Discord from unfurling a preview; the links are ours.
    ...s.links.map((l) => `[${escapeDiscord(l.label)}](<${l.url}>)`),
  ];
  let content = lines.join('\n');
  if (content.length > 2000) content = `${content.slice(0, 1999)}…`;
  return { content, allowed_mentions: { parse: [] }, flags: 4 };
}

/** The body of a delivery in `format`: the envelope itself as JSON, or a chat message. */
export function renderBody(format: WebhookFormat, envelope: WebhookEnvelope, site: ChatSite): string {
  if (format === 'json') return JSON.stringify(envelope);
  const summary = summarise(envelope, site);
  const message =
    format === 'slack'
      ? slack(summary, site)
      : format === 'teams'
        ? teams(summary, site)
        : format === 'googlechat'
          ? googleChat(summary, site)
          : discord(summary, site);
  return JSON.stringify(message);
}
