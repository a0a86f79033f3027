/**
 * The root loader's texts for a page (issue 36): none in the default language (components use the
 * English modules they import), else every area the language has, which the page carries in its data.
 */
import { DEFAULT_LANGUAGE } from '@vyoma/contract/languages';
import { TEXTS } from '@vyoma/contract/texts';

export function textsFor(code: string) {
  return code === DEFAULT_LANGUAGE.code ? null : (TEXTS[code] ?? null);
}
