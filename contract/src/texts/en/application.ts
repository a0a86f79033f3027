/**
 * The application form on an opening's page in English (web/src/features/marketing/components/
 * ApplicationForm.tsx, issue 29): its copy and the checks it makes before sending, in the server's
 * wording. The consent text is the settings'.
 */
import { APPLICATION_MESSAGES } from '../../forms.ts';
import type { Area } from '../format.ts';

export const APPLICATION = {
  heading: 'Apply for this role',
  lead: 'No account, no cover-letter template: your details and your CV are enough. We read every application and reply by e-mail within two weeks, whatever the outcome.',
  name: 'Full name',
  email: 'E-mail',
  phone: 'Phone',
  cv: 'CV',
  coverNote: 'Cover note (optional)',
  links: 'Links (optional)',
  cvHint: 'PDF or Word, at most 5 MB.',
  linksHint: 'LinkedIn, GitHub or a portfolio: one per line.',
  phoneHint: 'With the country code if you are outside India.',
  honeypot: 'Website (leave empty)',
  submit: 'Send application',
  sending: APPLICATION_MESSAGES.sending,
  sentHeading: 'Application sent',
  sent: APPLICATION_MESSAGES.sent,
  next1: 'Your application and CV are with our hiring team now.',
  next2: 'Someone from the team reads it within a week.',
  next3: 'We reply by e-mail within two weeks, whatever the outcome.',
  failed: 'Your application could not be sent. Please check the form and try again.',
  network: 'We could not reach the server. Check your connection and send again: nothing you typed is lost.',
  nameRequired: 'Name is required',
  emailRequired: 'E-mail is required',
  emailInvalid: 'Enter a valid e-mail address',
  phoneRequired: 'Phone is required',
  phoneInvalid: 'Enter a valid phone number (digits, spaces, +, - and brackets)',
  cvMissing: 'Attach your CV (PDF or Word)',
  cvTooLarge: 'File too large: CV must be at most 5 MB',
  cvType: 'CV must be a PDF or Word (.docx or .doc) file',
  coverNoteTooLong: 'Cover note must be at most {max} characters',
  consentRequired: 'Tick the box to agree to how we keep your application',
} as const satisfies Area;
