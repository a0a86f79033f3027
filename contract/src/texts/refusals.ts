/**
 * The server's refusals in a page's language (issue 36): a form on a Hindi page gets its refusal in
 * Hindi, whatever refused it. The English messages are the API's (the spec's where it has them); each
 * language's are its catalogue's, paired by key, so nothing is written twice:
 *
 * - the refusals area (texts/<lang>/refusals.ts): limits, captcha, a closed opening, a file's bytes;
 * - the enquiry form's checks (area `contact`: `{label} is required` with the field's label …) and
 *   the application form's (area `application`), which the API makes in the same words.
 *
 * A message with placeholders is matched as a pattern (`{max}` a number, `{label}` one of the form's
 * labels, given in the language); a message no pattern matches stays as it is (English).
 */

import type { FormTexts } from '../forms.ts';
import { APPLICATION as EN_APPLICATION } from './en/application.ts';
import { CONTACT as EN_CONTACT } from './en/contact.ts';
import { REFUSALS as EN_REFUSALS } from './en/refusals.ts';
import { type Area, formatText } from './format.ts';
import { REFUSALS as HI_REFUSALS } from './hi/refusals.ts';
import { TEXTS } from './index.ts';

/** Each language's refusals area (every language of TEXTS has one: a test says so). */
export const REFUSAL_TEXTS: Readonly<Record<string, Area>> = { en: EN_REFUSALS, hi: HI_REFUSALS };

/** The keys of the form areas whose texts are the API's messages. */
const CONTACT_MESSAGES = ['required', 'tooLong', 'emailInvalid', 'phoneInvalid'] as const;
const CONTACT_LABELS = ['name', 'email', 'phone', 'message', 'noteName'] as const;
const APPLICATION_MESSAGES = Object.keys(EN_APPLICATION).filter((k) =>
  /(Required|Invalid|Missing|TooLarge|TooLong|Type)$/.test(k),
) as (keyof typeof EN_APPLICATION)[];

interface Pattern {
  match: RegExp;
  names: string[];
  into: string;
}

const literal = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

function patternOf(english: string, into: string): Pattern {
  const names: string[] = [];
  const source = english
    .split(/(\{\w+\})/)
    .map((part) => {
      const name = /^\{(\w+)\}$/.exec(part)?.[1];
      if (!name) return literal(part);
      names.push(name);
      return name === 'max' ? '(\\d+)' : '(.+?)';
    })
    .join('');
  return { match: new RegExp(`^${source}$`), names, into };
}

const patterns = new Map<string, Pattern[]>();

function patternsIn(lang: string): Pattern[] {
  const known = patterns.get(lang);
  if (known) return known;
  const own = REFUSAL_TEXTS[lang];
  const texts = TEXTS[lang];
  const out: Pattern[] = [];
  if (own && texts) {
    const pair = (english: unknown, mine: unknown) => {
      if (typeof english === 'string' && typeof mine === 'string') out.push(patternOf(english, mine));
    };
    for (const key of Object.keys(EN_REFUSALS)) pair(EN_REFUSALS[key as keyof typeof EN_REFUSALS], own[key]);
    for (const key of CONTACT_MESSAGES) pair(EN_CONTACT[key], texts.contact[key]);
    for (const key of APPLICATION_MESSAGES) pair(EN_APPLICATION[key], texts.application[key]);
  }
  patterns.set(lang, out);
  return out;
}

/** A form's label in English → the same label in `lang` (for `{label}`). */
function labelIn(lang: string, english: string): string | undefined {
  const key = CONTACT_LABELS.find((k) => EN_CONTACT[k] === english);
  const mine = key ? TEXTS[lang]?.contact[key] : undefined;
  return typeof mine === 'string' ? mine : undefined;
}

/** `message` (one of the API's) in `lang`; as it is when the language has no words for it. */
export function refusalIn(lang: string, message: string): string {
  if (lang === 'en') return message;
  for (const { match, names, into } of patternsIn(lang)) {
    const found = match.exec(message);
    if (!found) continue;
    const values: Record<string, string> = {};
    let ok = true;
    names.forEach((name, i) => {
      const value = found[i + 1]!;
      if (name === 'label') {
        const label = labelIn(lang, value);
        if (label === undefined) ok = false;
        else values.label = label;
      } else values[name] = value;
    });
    if (ok) return formatText(into, values);
  }
  return message;
}

/** A refusal's body (`message` and field messages) in `lang`. */
export function refusalBodyIn<T extends { message: string; errors?: Record<string, string> }>(
  lang: string,
  body: T,
): T {
  if (lang === 'en') return body;
  return {
    ...body,
    message: refusalIn(lang, body.message),
    ...(body.errors
      ? {
          errors: Object.fromEntries(
            Object.entries(body.errors).map(([field, text]) => [field, refusalIn(lang, text)]),
          ),
        }
      : {}),
  };
}

/** A built form's words and checks in `lang` (texts/<lang>/forms.ts), English where it has none (issue 36). */
export const formTextsIn = (lang: string): FormTexts => (TEXTS[lang] ?? TEXTS.en!).forms as FormTexts;
export { formatText };
