/**
 * The enquiry form's texts in English (web/src/components/forms/EnquiryForm.tsx), with the words its
 * checks use (schemas.ts `contactFieldRules`): the API's messages are these, filled in.
 */
import { MESSAGES } from '../../messages.ts';
import type { Area } from '../format.ts';

export const CONTACT = {
  formLabel: 'Contact form',
  quoteLabel: 'Quote request',
  name: 'Name',
  email: 'Email',
  phone: 'Phone',
  phoneHint: 'Digits, spaces, + and - are fine.',
  message: 'Message',
  noteName: 'Note',
  noteLabel: 'Note (optional)',
  messagePlaceholder: 'Tell us about your project',
  notePlaceholder: 'Deadlines, customisations or questions',
  honeypot: 'Website (leave empty)',
  send: 'Send message',
  // The spec's words while sending and after (MESSAGES, verbatim).
  sending: MESSAGES.contact.sending,
  success: MESSAGES.contact.success,
  failed: MESSAGES.contact.failed,
  network: MESSAGES.contact.network,
  required: '{label} is required',
  tooLong: '{label} must be at most {max} characters',
  emailInvalid: 'Enter a valid email address',
  phoneInvalid: 'Enter a valid phone number (digits, spaces, +, - and brackets)',
  // The agency's details beside the form (components/contact/ContactSection.tsx).
  whatsapp: 'WhatsApp',
  chat: 'Chat with us',
  office: 'Office',
  openMap: 'Open the map',
  hours: 'Hours',
  newTab: '(opens in a new tab)',
} as const satisfies Area;
