/** How enquiry data reads on the admin screens: dates, delivery of the staff mail, errors. */
import { type EnquiryNotification, type EnquiryStatus, MESSAGES } from '@vyoma/contract';
import { ApiError } from '~/lib/api.ts';

const dateTime = new Intl.DateTimeFormat('en-IN', { dateStyle: 'medium', timeStyle: 'short' });
const day = new Intl.DateTimeFormat('en-IN', { dateStyle: 'medium', timeZone: 'UTC' });

export function formatDateTime(iso: string): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? iso : dateTime.format(date);
}

/** A calendar day (YYYY-MM-DD), e.g. "1 Dec 2026". */
export function formatDay(isoDay: string): string {
  const date = new Date(`${isoDay}T00:00:00Z`);
  return Number.isNaN(date.getTime()) ? isoDay : day.format(date);
}

export const isNetwork = (error: unknown) => error instanceof ApiError && error.network;

/** Spec §8: the list's failure texts. */
export function fetchErrorText(error: unknown): string {
  if (isNetwork(error)) return MESSAGES.contacts.fetchNetwork;
  return error instanceof ApiError && error.message ? error.message : MESSAGES.contacts.fetchFailed;
}

/** Spec §8: the delete failure texts. */
export const deleteErrorText = (error: unknown) =>
  isNetwork(error) ? MESSAGES.contacts.deleteNetwork : MESSAGES.contacts.deleteFailed;

/** A short word for the inbox's mail column. */
export function notificationShort(n: EnquiryNotification): string {
  switch (n.state) {
    case 'sent':
      return 'Sent';
    case 'pending':
      return n.attempts > 0 ? `Retrying (${n.attempts})` : 'Queued';
    case 'failed':
      return 'Failed';
    default:
      return '—';
  }
}

/** What happened to the staff mail of one enquiry, in a sentence. */
export function notificationText(
  n: EnquiryNotification,
  status: EnquiryStatus,
  notificationsOn: boolean,
): string {
  switch (n.state) {
    case 'sent':
      return `Sent to the team${n.sentAt ? ` on ${formatDateTime(n.sentAt)}` : ''}${n.attempts > 1 ? ` (attempt ${n.attempts})` : ''}.`;
    case 'pending':
      return n.attempts === 0
        ? 'Waiting to be sent.'
        : `Not sent yet: attempt ${n.attempts} failed${n.nextAttemptAt ? `; next try ${formatDateTime(n.nextAttemptAt)}` : ''}.`;
    case 'failed':
      return `Failed after ${n.attempts} ${n.attempts === 1 ? 'attempt' : 'attempts'}.`;
    default:
      if (status === 'spam' && notificationsOn) return 'Not sent: it arrived as spam.';
      return notificationsOn
        ? 'Not sent: notifications were off when it arrived.'
        : 'Not sent: notifications are off (SMTP_URL and NOTIFY_EMAILS are not set).';
  }
}
