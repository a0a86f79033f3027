/** खोज पेज के शब्द, हिन्दी में. To be read by a Hindi reader before the language is shown. */
import type { SEARCH as EN } from '../en/search.ts';
import type { TextsOf } from '../format.ts';

export const SEARCH = {
  typePost: 'ब्लॉग लेख',
  typeService: 'सेवा',
  typeProduct: 'प्रोडक्ट',
  seoTitle: 'खोजें',
  seoTitleFor: 'खोज: {q}',
  seoDescription: '{siteName} के लेख, सेवाएँ और प्रोडक्ट खोजें।',
  eyebrow: 'खोज',
  title: 'साइट में खोजें',
  titleFor: '“{q}” के नतीजे',
  lead: 'लेख, सेवाएँ और प्रोडक्ट, सबसे मिलते-जुलते पहले।',
  searchFor: 'क्या खोजना है',
  submit: 'खोजें',
  prompt: 'आप क्या ढूँढ रहे हैं?',
  none: 'कोई नतीजा नहीं',
  count: { one: '{count} नतीजा', other: '{count} नतीजे' },
  shown: ' · {from}–{to} दिखाए गए',
  nothingMatches: 'साइट पर “{q}” से मिलता कुछ नहीं मिला। कम शब्द या दूसरी वर्तनी आज़माएँ।',
  tellUs: 'या हमें बताएँ कि आपको क्या चाहिए, हम सही राह दिखाएँगे:',
  contactUs: 'हमसे संपर्क करें',
  noMore: 'इसके आगे और नतीजे नहीं हैं।',
  backToFirst: 'पहले पेज पर लौटें',
  resultPages: 'नतीजों के पेज',
  previous: 'पिछला',
  next: 'अगला',
  pageOf: 'पेज {page} / {pages}',
  tooLong: 'यह खोज बहुत लंबी है। कुछ शब्द लिखें (ज़्यादा से ज़्यादा 100 अक्षर)।',
  unavailable: 'खोज अभी उपलब्ध नहीं है। कृपया थोड़ी देर बाद फिर कोशिश करें।',
} as const satisfies TextsOf<typeof EN>;
