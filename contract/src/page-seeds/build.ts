/**
 * The shapes the seeds' blocks share (hero, call-to-action banner, links to the contact page), so each
 * seed writes only its words. The values are blocks as the page type's API takes them.
 */
import type { LinkValue } from '../blocks/index.ts';
import { MESSAGES } from '../messages.ts';
import { PAGE } from '../routes.ts';

export type SeedBlock = { type: string; props: Record<string, unknown> };

/** A link to an address of this site or another. */
export const url = (text: string, target: string): LinkValue => ({ text, to: { kind: 'url', target } });

/** A link to the contact page, as every service page's buttons are. */
export const contact = (text: string): LinkValue => url(text, PAGE.contact);

/**
 * The top of a service page: a line above its heading, the heading, a lead, a button to contact and,
 * on a page under another (`'parents'`), the trail of the pages above it.
 */
export const hero = (
  eyebrow: string,
  heading: string,
  lead: string,
  button?: string,
  trail: 'parents' | null = null,
): SeedBlock => ({
  type: 'hero',
  props: { trail, eyebrow, heading, lead, primary: button ? contact(button) : null },
});

/** The closing banner: a heading, a line and a button to contact. */
export const cta = (heading: string, text: string, button: string): SeedBlock => ({
  type: 'cta-banner',
  props: { heading, text, button: contact(button), tone: 'brand' },
});

export const BUTTONS = MESSAGES.buttons;
