/**
 * प्रोडक्ट पेज के शब्द, हिन्दी में (web/src/features/products/pages/ProductDetailPage.tsx और उसकी
 * गैलरी). Plain, everyday wording (प्रोडक्ट, कार्ट, स्टॉक, डिलीवरी, रिव्यू as people say them); to be read
 * by a Hindi reader before the language is shown (decision 0063 §1.7).
 */
import type { PRODUCT as EN } from '../en/product.ts';
import type { TextsOf } from '../format.ts';

export const PRODUCT = {
  notFound: 'प्रोडक्ट नहीं मिला',
  notFoundHeading: 'हमें यह प्रोडक्ट नहीं मिला',
  unavailable: 'प्रोडक्ट अभी उपलब्ध नहीं है',
  failedHeading: 'कुछ गड़बड़ हो गई',
  detailFailed: 'प्रोडक्ट की जानकारी लोड नहीं हो सकी',
  backToProducts: 'सभी प्रोडक्ट देखें',
  breadcrumb: 'आप यहाँ हैं',
  home: 'होम',
  products: 'प्रोडक्ट',
  imageOf: '(तस्वीर {n} / {count})',
  images: 'प्रोडक्ट की तस्वीरें',
  showImage: 'तस्वीर {n} / {count} दिखाएँ',
  noImage: 'अभी कोई तस्वीर नहीं',
  rated: 'रेटिंग: 5 में से {value}',
  sku: 'SKU',
  availability: 'उपलब्धता',
  inStock: 'स्टॉक में है ({count} उपलब्ध)',
  outOfStock: 'स्टॉक में नहीं है',
  price: 'कीमत: ',
  addToCart: 'कार्ट में डालें',
  buyNow: 'अभी खरीदें',
  added: 'कार्ट में डाल दिया ({quantity} × {name})। {link}',
  viewCart: 'कार्ट देखें',
  outOfStockNote: 'यह प्रोडक्ट अभी स्टॉक में नहीं है। {link}।',
  askWhenBack: 'हमसे पूछें कि यह कब आएगा',
  freeShipping: '{price} से ज़्यादा के ऑर्डर पर डिलीवरी मुफ़्त',
  delivery: '{min}–{max} कामकाजी दिनों में डिलीवरी',
  warranty: '{years} साल की वारंटी',
  description: 'विवरण',
  reviews: 'ग्राहकों के रिव्यू',
  sampleReview:
    'काम का दायरा साफ़ था, हर बदलाव की खबर मिलती रही और काम तय दिन पर पूरा हुआ। हर कदम आसान भाषा में समझाया गया, इसलिए हमें हमेशा पता रहता था कि आगे क्या होगा।',
  sampleReviewBy: 'एक वेरिफ़ाइड ग्राहक · नमूना रिव्यू',
} as const satisfies TextsOf<typeof EN>;
