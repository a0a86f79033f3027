/**
 * हर पेज के ढाँचे के शब्द, हिन्दी में: हेडर, सीधे सामग्री पर जाने की कड़ी, 404 पेज. To be read by a
 * Hindi reader before the language is shown (decision 0063 §1.7).
 */
import type { SHELL as EN } from '../en/shell.ts';
import type { TextsOf } from '../format.ts';

export const SHELL = {
  skipToContent: 'सीधे मुख्य सामग्री पर जाएँ',
  home: 'होम पेज',
  menu: 'मेन्यू',
  mainNav: 'मुख्य',
  searchLabel: 'साइट में खोजें',
  searchPlaceholder: 'खोजें',
  searchSubmit: 'नतीजे देखें',
  allPosts: 'सभी लेख',
  notFoundTitle: 'पेज नहीं मिला',
  notFoundText: 'माफ़ कीजिए! आप जो पेज ढूँढ रहे हैं, वह मौजूद नहीं है।',
  notFoundRedirecting: '5 सेकंड में होम पेज पर ले जा रहे हैं...',
  goHome: 'अभी होम पेज पर जाएँ',
} as const satisfies TextsOf<typeof EN>;
