/**
 * पूछताछ फ़ॉर्म के शब्द और उसकी जाँच के संदेश, हिन्दी में. To be read by a Hindi reader before the
 * language is shown (decision 0063 §1.7).
 */
import type { CONTACT as EN } from '../en/contact.ts';
import type { TextsOf } from '../format.ts';

export const CONTACT = {
  formLabel: 'संपर्क फ़ॉर्म',
  quoteLabel: 'कोटेशन का अनुरोध',
  name: 'नाम',
  email: 'ईमेल',
  phone: 'फ़ोन',
  phoneHint: 'अंक, स्पेस, + और - लिख सकते हैं।',
  message: 'संदेश',
  noteName: 'नोट',
  noteLabel: 'नोट (ज़रूरी नहीं)',
  messagePlaceholder: 'अपने प्रोजेक्ट के बारे में बताएँ',
  notePlaceholder: 'समय-सीमा, बदलाव या कोई सवाल',
  honeypot: 'वेबसाइट (खाली छोड़ें)',
  send: 'संदेश भेजें',
  sending: 'भेज रहे हैं...',
  success: 'संदेश भेज दिया गया!',
  failed: 'संदेश नहीं भेजा जा सका।',
  network: 'कुछ गड़बड़ हो गई। कृपया थोड़ी देर बाद फिर कोशिश करें।',
  required: '{label} भरना ज़रूरी है',
  tooLong: '{label} में ज़्यादा से ज़्यादा {max} अक्षर हो सकते हैं',
  emailInvalid: 'सही ईमेल पता लिखें',
  phoneInvalid: 'सही फ़ोन नंबर लिखें (अंक, स्पेस, +, - और कोष्ठक)',
  whatsapp: 'WhatsApp',
  chat: 'हमसे चैट करें',
  office: 'दफ़्तर',
  openMap: 'नक्शा खोलें',
  hours: 'समय',
  newTab: '(नए टैब में खुलता है)',
} as const satisfies TextsOf<typeof EN>;
