/**
 * नौकरी के लिए आवेदन फ़ॉर्म के शब्द, हिन्दी में (ApplicationForm.tsx). Plain, everyday wording
 * (आवेदन, सीवी, ईमेल as people say them); to be read by a Hindi reader before the language is shown
 * (decision 0063 §1.7).
 */
import type { APPLICATION as EN } from '../en/application.ts';
import type { TextsOf } from '../format.ts';

export const APPLICATION = {
  heading: 'इस पद के लिए आवेदन करें',
  lead: 'न खाता बनाना है, न कवर-लेटर का साँचा: आपकी जानकारी और सीवी काफ़ी हैं। हम हर आवेदन पढ़ते हैं और नतीजा जो भी हो, दो हफ़्तों में ईमेल से जवाब देते हैं।',
  name: 'पूरा नाम',
  email: 'ईमेल',
  phone: 'फ़ोन',
  cv: 'सीवी',
  coverNote: 'कवर नोट (ज़रूरी नहीं)',
  links: 'लिंक (ज़रूरी नहीं)',
  cvHint: 'PDF या Word, ज़्यादा से ज़्यादा 5 MB।',
  linksHint: 'LinkedIn, GitHub या पोर्टफ़ोलियो: हर लाइन में एक।',
  phoneHint: 'भारत से बाहर हों तो देश के कोड के साथ।',
  honeypot: 'वेबसाइट (खाली छोड़ें)',
  submit: 'आवेदन भेजें',
  sending: 'आपका आवेदन भेजा जा रहा है…',
  sentHeading: 'आवेदन भेज दिया गया',
  sent: 'धन्यवाद: आपका आवेदन मिल गया है। हम हर आवेदन पढ़ते हैं और नतीजा जो भी हो, दो हफ़्तों में ईमेल से जवाब देंगे।',
  next1: 'आपका आवेदन और सीवी अब हमारी भर्ती टीम के पास हैं।',
  next2: 'टीम का कोई सदस्य एक हफ़्ते के अंदर इसे पढ़ेगा।',
  next3: 'नतीजा जो भी हो, हम दो हफ़्तों में ईमेल से जवाब देते हैं।',
  failed: 'आपका आवेदन नहीं भेजा जा सका। कृपया फ़ॉर्म देखकर फिर कोशिश करें।',
  network: 'सर्वर से संपर्क नहीं हो सका। अपना इंटरनेट देखकर फिर भेजें: आपने जो लिखा है, वह सुरक्षित है।',
  nameRequired: 'नाम ज़रूरी है',
  emailRequired: 'ईमेल ज़रूरी है',
  emailInvalid: 'सही ईमेल पता लिखें',
  phoneRequired: 'फ़ोन ज़रूरी है',
  phoneInvalid: 'सही फ़ोन नंबर लिखें (अंक, स्पेस, +, - और कोष्ठक)',
  cvMissing: 'अपना सीवी जोड़ें (PDF या Word)',
  cvTooLarge: 'फ़ाइल बहुत बड़ी है: सीवी ज़्यादा से ज़्यादा 5 MB का हो',
  cvType: 'सीवी PDF या Word (.docx या .doc) फ़ाइल होनी चाहिए',
  coverNoteTooLong: 'कवर नोट ज़्यादा से ज़्यादा {max} अक्षरों का हो',
  consentRequired: 'आवेदन को हम कैसे रखते हैं, इससे सहमत होने के लिए बॉक्स पर टिक करें',
} as const satisfies TextsOf<typeof EN>;
