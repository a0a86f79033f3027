/**
 * कार्ट पेज के अपने शब्द, हिन्दी में (web/src/features/cart/pages/CartPage.tsx). Plain, everyday
 * wording (कोटेशन, प्रोडक्ट, डिलीवरी as people say them); to be read by a Hindi reader before the
 * language is shown (decision 0063 §1.7).
 */
import type { CART as EN } from '../en/cart.ts';
import type { TextsOf } from '../format.ts';

export const CART = {
  seoTitle: 'आपका कार्ट',
  seoDescription: 'अपना चुना हुआ सामान देखें और कोटेशन माँगें।',
  eyebrow: 'कार्ट',
  title: 'आपका कार्ट',
  lead: 'अपना चुना हुआ सामान देखें, फिर कोटेशन माँगें। किसी भी भुगतान से पहले हम कीमत और समय-सीमा पक्की करते हैं।',
  sent: 'संदेश भेज दिया गया!',
  sentThanks: 'धन्यवाद। हम एक कामकाजी दिन के भीतर आपको कोटेशन भेजेंगे।',
  emptyTitle: 'आपका कार्ट खाली है',
  emptyText: 'हमारे तय कीमत वाले पैकेज और किट देखें, या हमें बताएँ कि आपको क्या चाहिए।',
  browseProducts: 'प्रोडक्ट देखें',
  contactUs: 'हमसे संपर्क करें',
  items: 'कार्ट का सामान',
  each: '{price} प्रति नग',
  quantityFor: '{name} की मात्रा',
  removeItem: '{name} हटाएँ',
  remove: 'हटाएँ',
  lineTotal: 'कुल: ',
  summary: 'सारांश',
  subtotal: 'उप-योग',
  shipping: 'डिलीवरी',
  shippingFree: 'मुफ़्त',
  shippingInQuote: 'कोटेशन में जोड़ी जाएगी',
  freeShippingOver: '{price} से ज़्यादा के ऑर्डर पर डिलीवरी मुफ़्त।',
  requestQuote: 'कोटेशन माँगें',
  noPaymentNow: 'अभी कोई भुगतान नहीं। पहले हम कीमत और समय-सीमा पक्की करते हैं।',
  quoteLead: {
    one: 'हम आपका सामान आपकी जानकारी के साथ अपनी टीम को भेजेंगे और एक कामकाजी दिन के भीतर जवाब देंगे।',
    other: 'हम आपकी {count} चीज़ें आपकी जानकारी के साथ अपनी टीम को भेजेंगे और एक कामकाजी दिन के भीतर जवाब देंगे।',
  },
  sendQuote: 'कोटेशन का अनुरोध भेजें',
} as const satisfies TextsOf<typeof EN>;
