/** प्रोडक्ट सूची के शब्द, हिन्दी में. To be read by a Hindi reader before the language is shown. */
import type { PRODUCTS as EN } from '../en/products.ts';
import type { TextsOf } from '../format.ts';

export const PRODUCTS = {
  seoTitle: 'हमारे प्रोडक्ट',
  seoDescription:
    '{siteName} के तय कीमत वाले पैकेज: बिज़नेस वेबसाइट, ऐप प्रोटोटाइप, SEO ऑडिट, Amazon लिस्टिंग पैक, ऑफ़िस सेटअप और IoT किट। कीमतें रुपये में।',
  keywords: 'आईटी सेवा पैकेज, बिज़नेस वेबसाइट की कीमत, SEO ऑडिट, IoT स्टार्टर किट, Amazon लिस्टिंग',
  eyebrow: 'कैटलॉग',
  title: 'हमारे प्रोडक्ट',
  lead: 'साफ़ दायरे और तय कीमत वाले, तुरंत ऑर्डर करने लायक पैकेज और किट। कोई एक चुनें, या हमसे अपने हिसाब से बनवाएँ।',
  matching: 'मिलते हुए प्रोडक्ट',
  all: 'सभी प्रोडक्ट',
  count: { one: '{count} प्रोडक्ट', other: '{count} प्रोडक्ट' },
  pageOf: ' · पेज {page} / {pages}',
  loadFailed: 'प्रोडक्ट लोड नहीं हो सके। कृपया फिर कोशिश करें।',
  tryAgain: 'फिर कोशिश करें',
  noMatch: 'आपके फ़िल्टर से कोई प्रोडक्ट नहीं मिलता।',
  resetFilters: 'फ़िल्टर हटाएँ',
  pages: 'प्रोडक्ट के पेज',
  filter: 'प्रोडक्ट छाँटें',
  keyword: 'प्रोडक्ट खोजें',
  keywordExample: 'जैसे वेबसाइट, SEO, IoT',
  minPrice: 'कम से कम कीमत (₹)',
  maxPrice: 'ज़्यादा से ज़्यादा कीमत (₹)',
  minRating: 'कम से कम रेटिंग',
  anyRating: 'कोई भी रेटिंग',
  starsUp: '{stars} स्टार या ज़्यादा',
  search: 'खोजें',
  reset: 'हटाएँ',
} as const satisfies TextsOf<typeof EN>;
