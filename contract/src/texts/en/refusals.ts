/**
 * The server's refusals a visitor's form can meet that the page's own checks cannot make first (a
 * limit, a captcha, a closed opening, a file's bytes), in English: the API's own words, written once
 * where the server takes them. A page in another language asks for its language's (texts/refusals.ts).
 */
import { APPLICATION_MESSAGES } from '../../forms.ts';
import { CAPTCHA_FAILED, LIMIT_UNAVAILABLE, TOO_LARGE, TOO_MANY_ENQUIRIES } from '../../messages.ts';
import type { Area } from '../format.ts';

export const REFUSALS = {
  tooManyEnquiries: TOO_MANY_ENQUIRIES,
  limitUnavailable: LIMIT_UNAVAILABLE,
  captchaFailed: CAPTCHA_FAILED,
  openingClosed: APPLICATION_MESSAGES.closed,
  openingNotFound: APPLICATION_MESSAGES.notFound,
  cvNotADocument: APPLICATION_MESSAGES.cvNotADocument,
  consentChanged: APPLICATION_MESSAGES.consentChanged,
  bodyTooLarge: TOO_LARGE.body,
  fileTooLarge: TOO_LARGE.file,
} as const satisfies Area;
