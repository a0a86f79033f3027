/**
 * Accepting an enquiry, the same for POST /api/v1/contact and the contact form posted without
 * JavaScript (pages/site-services.ts): honeypot, the two-second rule, quote lines priced from the
 * database, attribution, and the enquiry, its lines and its mails stored in one transaction.
 */
import { ENQUIRY_MIN_FILL_MS, type EntryValue } from '@vyoma/contract';
import { DEFAULT_LANGUAGE, type Language } from '@vyoma/contract/languages';
import type { AttributionInput, ContactInput } from '@vyoma/contract/schemas';
import type { MailConfig } from '../../config.ts';
import type { AppContext } from '../../context.ts';
import { HttpError } from '../../http/errors.ts';
import type { EnquiryVisitColumns, FormAttribution } from '../analytics/index.ts';
import { insertEntryFiles, type NewEntryFile } from '../entry-files/index.ts';
import { MAIL, type MailPayload, mailConfigured } from '../mail/index.ts';
import { enqueue } from '../outbox/index.ts';
import { readSettings } from '../settings/index.ts';
import { emitWebhook } from '../webhooks/index.ts';
import { autoReplyMail, type EnquiryMailInput, staffMail } from './mail.ts';
import { enquiryRef, getEnquiry, insertEnquiry, type NewLine, productsByIds } from './repository.ts';

export type EnquiryOutcome =
  /** Stored as `new` and (with SMTP) queued for mail. */
  | { kind: 'stored'; id: string }
  /** Sent sooner than ENQUIRY_MIN_FILL_MS after the form appeared: stored as spam, nobody told. */
  | { kind: 'spam'; id: string }
  /** A filled honeypot: answered like a success, stored nowhere. */
  | { kind: 'dropped' };

const INT_MAX = 2_147_483_647;

/** Which enquiry mails go out: to the team (SMTP and NOTIFY_EMAILS), to the visitor (and ENQUIRY_AUTOREPLY). */
export const enquiryMails = (mail: MailConfig) => ({
  enabled: mailConfigured(mail) && mail.notify.length > 0,
  autoreply: mailConfigured(mail) && mail.autoreply,
});

/** How long the form was open: its own clock at send time (or ours), minus its clock at render. */
export function formElapsedMs(
  input: Pick<ContactInput, 'renderedAt' | 'sentAt'>,
  now = Date.now(),
): number | null {
  if (input.renderedAt === undefined) return null;
  const elapsed = (input.sentAt ?? now) - input.renderedAt;
  return Math.max(-INT_MAX, Math.min(INT_MAX, Math.round(elapsed)));
}

const host = (url: string) => {
  try {
    return new URL(url).hostname.toLowerCase().replace(/^www\./, '');
  } catch {
    return '';
  }
};

/** UTM source, else the referrer's host (other sites only), else "direct". Lower case. */
export function sourceOf(
  utmSource: string | undefined,
  referrer: string | undefined,
  publicUrl: string,
): string {
  const utm = utmSource?.trim().toLowerCase();
  if (utm) return utm.slice(0, 100);
  const from = referrer ? host(referrer) : '';
  if (from && from !== host(publicUrl)) return from.slice(0, 100);
  return 'direct';
}

/**
 * Where the visit came from, as its columns are stored (db/schema.ts visitColumns): the page sent
 * from (else the Referer's path), the visit's first page, referrer and UTM tags, and its source.
 * Enquiries and job applications keep the same.
 */
export function visitOf(
  a: AttributionInput | undefined,
  refererPage: string | null | undefined,
  publicUrl: string,
) {
  return {
    page: a?.page ?? refererPage ?? null,
    landingPage: a?.landingPage ?? null,
    referrer: a?.referrer ?? null,
    utmSource: a?.utm?.source ?? null,
    utmMedium: a?.utm?.medium ?? null,
    utmCampaign: a?.utm?.campaign ?? null,
    utmTerm: a?.utm?.term ?? null,
    utmContent: a?.utm?.content ?? null,
    source: sourceOf(a?.utm?.source, a?.referrer, publicUrl),
  };
}

/** The path a same-site page was posted from (the Referer of a form sent without JavaScript). */
export function pageFromReferer(referer: string | undefined, ownOrigin: string | null): string | null {
  if (!referer) return null;
  try {
    const from = new URL(referer);
    if (from.origin !== ownOrigin) return null;
    return `${from.pathname}${from.search}`.slice(0, 500);
  } catch {
    return null;
  }
}

/** The site's language a form names (one the settings list; none: the default), else a 400. */
async function languageOf(ctx: AppContext, code: string | undefined): Promise<Language> {
  if (code === undefined || code === DEFAULT_LANGUAGE.code) return DEFAULT_LANGUAGE;
  const language = (await readSettings(ctx.db)).languages.find((l) => l.code === code);
  if (!language) {
    const message = `The site has no language “${code}”`;
    throw new HttpError(400, message, { lang: message });
  }
  return language;
}

/** Prices each quote line from the database; an unknown product is a 400 naming the line. */
async function priceLines(ctx: AppContext, lines: NonNullable<ContactInput['lines']>): Promise<NewLine[]> {
  const found = await productsByIds(
    ctx.db,
    lines.map((l) => l.productId),
  );
  return lines.map((line, i) => {
    const product = found.get(line.productId);
    if (!product) {
      const message = `Line ${i + 1} of your quote is a product that is no longer available. Remove it from your cart and send again.`;
      throw new HttpError(400, message, { [`lines[${i}][productId]`]: message });
    }
    return {
      productId: line.productId,
      name: product.name,
      quantity: line.quantity,
      unitPrice: product.price,
    };
  });
}

/** An entry of a form staff built (issue 29): stored as an enquiry with its answers and files. */
export interface FormEntryExtra {
  form: { id: string; version: number; title: string };
  /** The answers of the shown fields, with the labels they had. */
  fields: EntryValue[];
  /** sha256 of the form and the answers (duplicate suppression). */
  hash: string;
  files: NewEntryFile[];
  /** Who the form tells of each entry, besides NOTIFY_EMAILS. */
  notify: string[];
}

/** What acceptEnquiry is told besides the form: where it was sent from, a form's entry, its visit. */
export interface AcceptMeta {
  refererPage?: string | null;
  entry?: FormEntryExtra;
  /** The counted visit it came from (modules/analytics' visitFor), given what the form says of it. */
  visit?: (form: FormAttribution) => Promise<EnquiryVisitColumns>;
}

export async function acceptEnquiry(
  ctx: AppContext,
  input: ContactInput,
  meta: AcceptMeta = {},
): Promise<EnquiryOutcome> {
  const entry = meta.entry;
  // A filled honeypot is a bot: answer exactly like a success, store nothing.
  if (input.website) return { kind: 'dropped' };
  const elapsed = formElapsedMs(input);
  const spam = elapsed !== null && elapsed < ENQUIRY_MIN_FILL_MS;
  const lines = input.lines && input.lines.length > 0 ? await priceLines(ctx, input.lines) : [];
  const language = await languageOf(ctx, input.lang);

  const visit = visitOf(input.attribution, meta.refererPage, ctx.config.publicUrl);
  const attribution: EnquiryMailInput['attribution'] = {
    page: visit.page,
    landingPage: visit.landingPage,
    referrer: visit.referrer,
    utm: {
      source: visit.utmSource,
      medium: visit.utmMedium,
      campaign: visit.utmCampaign,
      term: visit.utmTerm,
      content: visit.utmContent,
    },
    source: visit.source,
  };
  const counted = meta.visit
    ? await meta.visit({
        page: visit.page,
        landingPage: visit.landingPage,
        referrer: visit.referrer,
        utm: input.attribution?.utm,
      })
    : {};
  const createdAt = ctx.now();
  const { outbox, config } = ctx;

  const id = await ctx.db.transaction(async (tx) => {
    const enquiryId = await insertEnquiry(
      tx,
      {
        name: input.name,
        email: input.email,
        phone: input.phone,
        message: input.message,
        lang: language.code,
        createdAt,
        updatedAt: createdAt,
        status: spam ? 'spam' : 'new',
        ...visit,
        ...counted,
        formElapsedMs: elapsed,
        ...(entry
          ? {
              formId: entry.form.id,
              formVersion: entry.form.version,
              formTitle: entry.form.title,
              formFields: entry.fields,
              entryHash: entry.hash,
            }
          : {}),
      },
      lines,
    );
    if (entry) await insertEntryFiles(tx, { enquiryId }, entry.files);
    if (!spam) {
      const mail: EnquiryMailInput = {
        id: enquiryId,
        ...input,
        createdAt,
        lines,
        attribution,
        ...(language.code === DEFAULT_LANGUAGE.code ? {} : { language: language.englishName }),
        ...(entry ? { form: entry.form.title } : {}),
      };
      const mails: MailPayload[] = [];
      const send = enquiryMails(config.mail);
      // A form's own addresses are told too (issue 29), with or without NOTIFY_EMAILS.
      const staff = [...new Set([...config.mail.notify, ...(entry?.notify ?? [])])];
      if (mailConfigured(config.mail) && staff.length > 0)
        mails.push({ audience: 'staff', to: staff, ...staffMail(mail, config.publicUrl) });
      // A form without an e-mail field has nobody to confirm to.
      if (send.autoreply && input.email)
        mails.push({
          audience: 'visitor',
          to: [input.email],
          ...autoReplyMail(
            mail,
            { siteName: (await readSettings(tx)).siteName, publicUrl: config.publicUrl },
            config.mail.notify[0] ?? null,
          ),
        });
      for (const m of mails) await enqueue(tx, MAIL, m, { ref: enquiryRef(enquiryId) });
      // The one place enquiry.created is queued (spam is not an enquiry anyone is told about).
      await emitWebhook(tx, 'enquiry.created', () => getEnquiry(tx, enquiryId));
      if (entry) await emitWebhook(tx, 'form.submitted', () => getEnquiry(tx, enquiryId));
    }
    return enquiryId;
  });
  if (!spam) outbox.kick(MAIL);
  return spam ? { kind: 'spam', id } : { kind: 'stored', id };
}
