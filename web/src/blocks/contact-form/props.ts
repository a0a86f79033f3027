/** What the contact-form block gets from its page besides its words: the details and where it posts. */
import { NEUTRAL_SETTINGS, PAGE } from '@vyoma/contract';
import { type ContactDetails, contactDetailsOf } from '~/components/contact/details.ts';
import type { BlockContext } from '../types.ts';

export interface ContactFormData {
  details: ContactDetails;
  /** The page it is on (the last step of its trail): its post, without JavaScript, goes there. */
  action: string;
}

export function contactFormData(ctx: BlockContext): ContactFormData {
  return {
    details: contactDetailsOf(ctx.settings ?? NEUTRAL_SETTINGS),
    action: ctx.trail?.at(-1)?.path ?? PAGE.contact,
  };
}
