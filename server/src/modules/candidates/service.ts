/**
 * Taking a job application, the same for POST /api/v1/jobs/{slug}/applications and the opening
 * page's form posted without JavaScript (POST /careers/{slug}/apply, modules/pages): the opening must
 * be open, a bot is answered like a person and dropped, the CV is judged by its bytes, the consent
 * text is the one the page showed (the site's, filled in) with its version, and a second send of the
 * same application is answered with the first.
 */
import { createHash, randomUUID } from 'node:crypto';
import {
  APPLICATION_LIMITS,
  APPLICATION_MESSAGES,
  applicationConsentText,
  ENQUIRY_MIN_FILL_MS,
} from '@vyoma/contract';
import type { ApplicationValues } from '@vyoma/contract/form-schema';
import type { AppContext } from '../../context.ts';
import { HttpError, notFound } from '../../http/errors.ts';
import { fileBytes } from '../../plugins/uploads.ts';
import { CAPTCHA_FAILED, captchaPasses } from '../captcha/index.ts';
import { getJob } from '../careers/index.ts';
import { formElapsedMs, visitOf } from '../contact/index.ts';
import { cleanFileName } from '../entry-files/index.ts';
import { MAIL, mailConfigured } from '../mail/index.ts';
import { sniffEntryFile } from '../media/index.ts';
import { enqueue } from '../outbox/index.ts';
import { readSettings } from '../settings/index.ts';
import { emitWebhook } from '../webhooks/index.ts';
import { applicantMail, applicationStaffMail } from './mail.ts';
import { applicationRef, getApplication, insertApplication, recentApplication } from './repository.ts';

export type ApplicationOutcome =
  /** Stored (or the same application sent again: its id). */
  | { kind: 'stored' | 'duplicate'; id: string }
  /** A filled honeypot or a form sent faster than a person can: answered like a success, stored nowhere. */
  | { kind: 'dropped'; id: string };

/** A version of a consent text: the same text always has the same one, any change a new one. */
export const consentVersion = (text: string) => createHash('sha256').update(text).digest('hex').slice(0, 12);

/** The consent box's text as this site shows it now. */
export async function currentConsent(ctx: AppContext): Promise<string> {
  return applicationConsentText(await readSettings(ctx.db), ctx.config.applicationRetentionDays);
}

export async function acceptApplication(
  ctx: AppContext,
  slug: string,
  values: ApplicationValues,
  meta: { ip?: string; refererPage?: string | null } = {},
): Promise<ApplicationOutcome> {
  const job = await getJob(ctx.db, slug);
  if (!job) throw notFound(APPLICATION_MESSAGES.notFound);
  if (!job.open) throw new HttpError(410, APPLICATION_MESSAGES.closed);
  // Bots are not told: the same answer as a person gets.
  if (values.website) return { kind: 'dropped', id: randomUUID() };
  const elapsed = formElapsedMs(values);
  if (elapsed !== null && elapsed < ENQUIRY_MIN_FILL_MS) return { kind: 'dropped', id: randomUUID() };
  if (!(await captchaPasses(ctx.config.captcha, values.captcha, meta.ip)))
    throw new HttpError(400, CAPTCHA_FAILED, { captcha: CAPTCHA_FAILED });

  const data = fileBytes(values.cv);
  const sniffed = sniffEntryFile(data);
  if (!sniffed || sniffed.kind === 'image') {
    const message = APPLICATION_MESSAGES.cvNotADocument;
    throw new HttpError(400, message, { cv: message });
  }

  const since = new Date(Date.now() - APPLICATION_LIMITS.duplicateWindowHours * 3_600_000);
  const earlier = await recentApplication(ctx.db, job._id, values.email, since);
  if (earlier) return { kind: 'duplicate', id: earlier };

  const settings = await readSettings(ctx.db);
  const consentText = applicationConsentText(settings, ctx.config.applicationRetentionDays);
  if (values.consentVersion && values.consentVersion !== consentVersion(consentText)) {
    const message = APPLICATION_MESSAGES.consentChanged;
    throw new HttpError(400, message, { consent: message });
  }
  const now = new Date();
  const { config } = ctx;
  const cvName = cleanFileName(values.cv.filename, sniffed.kind === 'pdf' ? 'cv.pdf' : 'cv.docx');
  const visit = visitOf(values.attribution, meta.refererPage, config.publicUrl);
  const id = await ctx.db.transaction(async (tx) => {
    const applicationId = await insertApplication(
      tx,
      {
        jobId: job._id,
        name: values.name,
        email: values.email,
        phone: values.phone,
        coverNote: values.coverNote ?? '',
        links: values.links,
        consentText,
        consentVersion: consentVersion(consentText),
        consentedAt: now,
        ...visit,
        formElapsedMs: elapsed,
        createdAt: now,
        updatedAt: now,
      },
      { fieldKey: 'cv', name: cvName, kind: sniffed.kind, mime: sniffed.mime, data },
    );
    // The team's notification and the applicant's confirmation, queued with the application.
    if (mailConfigured(config.mail)) {
      const mail = {
        id: applicationId,
        job,
        name: values.name,
        email: values.email,
        phone: values.phone,
        coverNote: values.coverNote ?? '',
        links: values.links,
        cv: { name: cvName, bytes: data.length },
        consentText,
        source: visit.source,
        createdAt: now,
      };
      const ref = applicationRef(applicationId);
      if (config.mail.notify.length > 0)
        await enqueue(
          tx,
          MAIL,
          { audience: 'staff', to: config.mail.notify, ...applicationStaffMail(mail, config.publicUrl) },
          { ref },
        );
      await enqueue(
        tx,
        MAIL,
        {
          audience: 'visitor',
          to: [values.email],
          ...applicantMail(
            mail,
            { siteName: settings.siteName, publicUrl: config.publicUrl },
            config.mail.notify[0] ?? null,
          ),
        },
        { ref },
      );
    }
    await emitWebhook(tx, 'application.created', () =>
      getApplication(tx, applicationId, config.applicationRetentionDays, now),
    );
    return applicationId;
  });
  if (mailConfigured(config.mail)) ctx.outbox.kick(MAIL);
  return { kind: 'stored', id };
}
