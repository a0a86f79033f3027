/** फ़ुटर और चैट बटन के शब्द, हिन्दी में. To be read by a Hindi reader before the language is shown. */
import type { FOOTER as EN } from '../en/footer.ts';
import type { TextsOf } from '../format.ts';

export const FOOTER = {
  aboutSite: '{siteName} के बारे में',
  home: 'होम पेज',
  about: 'सॉफ़्टवेयर, मार्केटिंग और बैक-ऑफ़िस की टीमें एक ही छत के नीचे, ताकि आपका काम बिना अटके सोच से नतीजे तक पहुँचे।',
  onNetwork: '{network} पर {siteName} (नए टैब में खुलता है)',
  column: 'फ़ुटर: {title}',
  getInTouch: 'संपर्क करें',
  office: 'हमारा दफ़्तर',
  rights: '© {year} {siteName}. सर्वाधिकार सुरक्षित।',
  policies: 'नीतियाँ',
  chat: 'WhatsApp पर हमसे बात करें (नए टैब में खुलता है)',
} as const satisfies TextsOf<typeof EN>;
