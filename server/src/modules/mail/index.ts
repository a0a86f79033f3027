/** What other modules may use of mail: its outbox kind, to queue a composed mail, and its switch. */
export { MAIL, type MailPayload, mailConfigured, registerMail } from './sender.ts';
