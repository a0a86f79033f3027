/**
 * सर्वर के इनकार, हिन्दी में (texts/en/refusals.ts): वही बातें जो फ़ॉर्म भेजने पर सर्वर कह सकता है।
 * Plain wording, as the rest of the Hindi catalogue (decision 0063 §1.7).
 */
import type { REFUSALS as EN } from '../en/refusals.ts';
import type { TextsOf } from '../format.ts';

export const REFUSALS = {
  tooManyEnquiries: 'आपने थोड़ी ही देर में कई संदेश भेजे हैं। कृपया एक मिनट बाद फिर कोशिश करें।',
  limitUnavailable: 'अभी हम इसे नहीं ले सकते। कृपया एक मिनट बाद फिर कोशिश करें।',
  captchaFailed: 'कृपया पुष्टि करें कि आप रोबोट नहीं हैं, फिर दोबारा भेजें।',
  openingClosed: 'यह पद अब बंद है: इसके लिए आवेदन नहीं लिए जा रहे।',
  openingNotFound: 'यह पद नहीं मिला',
  cvNotADocument: 'सीवी PDF या Word फ़ाइल होनी चाहिए (यह फ़ाइल वैसी नहीं है, भले ही उसका नाम कुछ भी हो)',
  consentChanged: 'पेज खुलने के बाद सहमति का पाठ बदल गया है: उसे फिर पढ़ें, बॉक्स पर टिक करें और दोबारा भेजें।',
  bodyTooLarge: 'भेजी गई जानकारी बहुत बड़ी है',
  fileTooLarge: 'फ़ाइल बहुत बड़ी है',
} as const satisfies TextsOf<typeof EN>;
