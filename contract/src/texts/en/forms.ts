/**
 * A form staff built (components/forms/PublicForm.tsx, issue 29) in English: the words around the
 * form's own (its labels, options and steps are the form's, in each language its version's), and
 * the checks of an entry (contract forms.ts checkEntry), which the server makes in the same words.
 */
import type { Area } from '../format.ts';

export const FORMS = {
  // The form's own page (/forms/{slug}).
  eyebrow: 'Get in touch',
  seoDescription: '{title}: answer a few questions and we will be in touch.',
  missingTitle: 'Form',
  notFound: 'We could not find this form.',
  loadFailed: 'We could not load this form. Please try again in a moment.',
  contactInstead: 'Contact us instead',
  // The form.
  choose: 'Choose…',
  step: 'Step {n} of {count}',
  back: 'Back',
  next: 'Next',
  send: 'Send',
  sending: 'Sending…',
  sent: 'Sent.',
  honeypot: 'Website (leave empty)',
  checkAnswers: 'Please check the highlighted answers.',
  failed: 'Your answers could not be sent. Please try again.',
  network: 'We could not reach the server. Check your connection and send again: nothing you typed is lost.',
  onlyIfTicked: 'Answer only if you ticked “{label}”.',
  onlyIf: 'Answer only if {label} is “{value}”.',
  // The checks (checkEntry): {label} is the field's label in the page's language.
  required: '{label} is required',
  tooLarge: '{label} must be at most {size}',
  wrongKind: '{label} must be a {kinds} file (this one is not, whatever its name)',
  or: ' or ',
  kindPdf: 'PDF',
  kindWord: 'Word (.docx or .doc)',
  kindImage: 'image (PNG, JPEG, WebP)',
  tick: 'Tick the box to agree: {label}',
  notAnOption: 'Choose {label} from the options given',
  atLeastOne: 'Choose at least one: {label}',
  emailInvalid: '{label}: enter a valid e-mail address',
  phoneInvalid: '{label}: enter a valid phone number (digits, spaces, +, - and brackets)',
  notANumber: '{label} must be a number',
  atLeast: '{label} must be at least {min}',
  atMost: '{label} must be at most {max}',
  dateInvalid: '{label}: enter a date as YYYY-MM-DD',
  tooShort: '{label} must be at least {min} characters',
  tooLong: '{label} must be at most {max} characters',
  andMore: '{message} (and {n} more)',
} as const satisfies Area;
