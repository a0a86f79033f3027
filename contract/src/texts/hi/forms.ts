/**
 * स्टाफ़ के बनाए फ़ॉर्म के आसपास के शब्द और जाँच के संदेश, हिन्दी में (PublicForm.tsx, checkEntry).
 * The form's own labels and options are its Hindi version's; these are the words around them.
 */
import type { FORMS as EN } from '../en/forms.ts';
import type { TextsOf } from '../format.ts';

export const FORMS = {
  eyebrow: 'संपर्क करें',
  seoDescription: '{title}: कुछ सवालों के जवाब दें, हम आपसे संपर्क करेंगे।',
  missingTitle: 'फ़ॉर्म',
  notFound: 'हमें यह फ़ॉर्म नहीं मिला।',
  loadFailed: 'यह फ़ॉर्म लोड नहीं हो सका। कृपया थोड़ी देर बाद फिर कोशिश करें।',
  contactInstead: 'इसके बजाय हमसे संपर्क करें',
  choose: 'चुनें…',
  step: 'चरण {n} / {count}',
  back: 'पीछे',
  next: 'आगे',
  send: 'भेजें',
  sending: 'भेजा जा रहा है…',
  sent: 'भेज दिया गया।',
  honeypot: 'वेबसाइट (खाली छोड़ें)',
  checkAnswers: 'कृपया निशान लगे जवाब देख लें।',
  failed: 'आपके जवाब भेजे नहीं जा सके। कृपया फिर से कोशिश करें।',
  network: 'सर्वर से संपर्क नहीं हो सका। अपना इंटरनेट देखकर फिर भेजें: आपने जो लिखा है, वह सुरक्षित है।',
  onlyIfTicked: 'जवाब तभी दें जब आपने “{label}” पर टिक किया हो।',
  onlyIf: 'जवाब तभी दें जब {label} “{value}” हो।',
  required: '{label} भरना ज़रूरी है',
  tooLarge: '{label} ज़्यादा से ज़्यादा {size} का हो',
  wrongKind: '{label} {kinds} फ़ाइल होनी चाहिए (यह फ़ाइल वैसी नहीं है, भले ही उसका नाम कुछ भी हो)',
  or: ' या ',
  kindPdf: 'PDF',
  kindWord: 'Word (.docx या .doc)',
  kindImage: 'तस्वीर (PNG, JPEG, WebP)',
  tick: 'सहमति के लिए बॉक्स पर टिक करें: {label}',
  notAnOption: '{label} दिए गए विकल्पों में से चुनें',
  atLeastOne: 'कम से कम एक चुनें: {label}',
  emailInvalid: '{label}: सही ईमेल पता लिखें',
  phoneInvalid: '{label}: सही फ़ोन नंबर लिखें (अंक, स्पेस, +, - और कोष्ठक)',
  notANumber: '{label} में संख्या लिखें',
  atLeast: '{label} कम से कम {min} हो',
  atMost: '{label} ज़्यादा से ज़्यादा {max} हो',
  dateInvalid: '{label}: तारीख़ YYYY-MM-DD के रूप में लिखें',
  tooShort: '{label} में कम से कम {min} अक्षर हों',
  tooLong: '{label} में ज़्यादा से ज़्यादा {max} अक्षर हो सकते हैं',
  andMore: '{message} (और {n} जवाब भी देखें)',
} as const satisfies TextsOf<typeof EN>;
