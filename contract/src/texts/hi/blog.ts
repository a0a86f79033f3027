/**
 * ब्लॉग पेज के शब्द, हिन्दी में (web/src/features/blog/pages/BlogPage.tsx, BlogArticle.tsx). Plain,
 * everyday wording (ब्लॉग, बिज़नेस, प्लान, कोटेशन as people say them); to be read by a Hindi reader
 * before the language is shown (decision 0063 §1.7).
 */
import type { BLOG as EN } from '../en/blog.ts';
import type { TextsOf } from '../format.ts';

export const BLOG = {
  backOffice: 'बैक ऑफ़िस सेवाएँ',
  digitalMarketing: 'डिजिटल मार्केटिंग सेवाएँ',
  byline: 'लेखक: {author}',
  ctaTitle: 'क्या आप भी अपने बिज़नेस के लिए ऐसे नतीजे चाहते हैं?',
  ctaText: 'हमें बताएँ कि आपका बिज़नेस आज कहाँ है। हम आपको काम का एक प्लान और साफ़ कोटेशन देंगे।',
  getAQuote: 'कोटेशन माँगें',
  missingSeoTitle: 'ब्लॉग',
  notFound: 'ब्लॉग नहीं मिला।',
  loadFailed: 'यह ब्लॉग लोड नहीं हो सका।',
  checkConnection: 'कृपया अपना इंटरनेट कनेक्शन जाँचें और फिर कोशिश करें।',
  tryAgain: 'फिर कोशिश करें',
  backToHome: 'होम पेज पर लौटें',
} as const satisfies TextsOf<typeof EN>;
