/**
 * The JSON documents whose words a language may have its own of (issue 36), by the name a
 * declaration gives (`words: 'form'`): how a document's words are listed and laid over it.
 */
import { FORM_WORDS } from '../forms.ts';

export const JSON_WORDS = { form: FORM_WORDS } as const;
export type JsonWordsName = keyof typeof JSON_WORDS;
