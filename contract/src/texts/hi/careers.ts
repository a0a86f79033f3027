/**
 * नौकरी के पद वाले पेज के शब्द, हिन्दी में (web/src/features/marketing/pages/CareerOpeningPage.tsx,
 * ApplyLink.tsx). Plain, everyday wording (करियर, फ़ुल टाइम, रिमोट, आवेदन as people say them); to be
 * read by a Hindi reader before the language is shown (decision 0063 §1.7).
 */
import type { CAREERS as EN } from '../en/careers.ts';
import type { TextsOf } from '../format.ts';

export const CAREERS = {
  careers: 'करियर',
  seoTitle: '{title} · करियर',
  aboutHeading: 'इस काम के बारे में',
  detailsHeading: 'एक नज़र में',
  department: 'विभाग',
  location: 'जगह',
  type: 'नौकरी का प्रकार',
  experience: 'अनुभव',
  closes: 'आवेदन की आख़िरी तारीख़',
  remote: 'रिमोट',
  noClosingDate: 'पद भरे जाने तक खुला',
  FULL_TIME: 'फ़ुल टाइम',
  PART_TIME: 'पार्ट टाइम',
  CONTRACTOR: 'कॉन्ट्रैक्ट',
  INTERN: 'इंटर्नशिप',
  TEMPORARY: 'अस्थायी',
  apply: 'अभी आवेदन करें',
  otherWayWhatsapp: 'WhatsApp आसान लगता है? हमें मैसेज करें',
  otherWayEmail: 'ईमेल आसान लगता है? हमें लिखें',
  otherWayUrl: 'या हमारे आवेदन पेज पर आवेदन करें',
  applyMessage: 'नमस्ते {siteName}, मुझे {title} के पद में दिलचस्पी है।',
  applySubject: 'आवेदन: {title}',
  applyByWhatsapp: '(WhatsApp नए टैब में खुलता है)',
  applyByEmail: '(ईमेल से)',
  applyByUrl: '(आवेदन का पेज नए टैब में खुलता है)',
  aboutRole: '{title} की भूमिका के बारे में',
  closedTitle: 'इस पद के लिए आवेदन बंद हो गए हैं',
  closedText: 'अब इस पद के लिए आवेदन नहीं लिए जा रहे। अभी खुले हुए पद देखें।',
  notFound: 'हमें यह पद नहीं मिला।',
  loadFailed: 'यह पद लोड नहीं हो सका। कृपया थोड़ी देर बाद फिर कोशिश करें।',
  backToCareers: 'सभी खुले पद देखें',
} as const satisfies TextsOf<typeof EN>;
