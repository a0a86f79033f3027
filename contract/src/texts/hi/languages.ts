/**
 * साइट की भाषाओं के शब्द: the switcher's name on a Hindi page, and the offer a visitor whose browser
 * prefers Hindi reads on a page in another language (decision 0063 §1.5). To be read by a Hindi
 * reader before the language is shown.
 */
import type { LANGUAGES as EN } from '../en/languages.ts';
import type { TextsOf } from '../format.ts';

export const LANGUAGES = {
  switcher: 'भाषाएँ',
  available: 'यह पेज हिन्दी में भी है।',
  read: 'हिन्दी में पढ़ें',
  dismiss: 'नहीं, धन्यवाद',
} as const satisfies TextsOf<typeof EN>;
