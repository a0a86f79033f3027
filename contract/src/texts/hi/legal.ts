/**
 * क़ानूनी पेजों (नीतियों) के अपने शब्द, हिन्दी में (web/src/features/marketing/pages/LegalPage.tsx). To
 * be read by a Hindi reader before the language is shown (decision 0063 §1.7).
 */
import type { LEGAL as EN } from '../en/legal.ts';
import type { TextsOf } from '../format.ts';

export const LEGAL = {
  eyebrow: 'क़ानूनी जानकारी',
  lastUpdated: 'आख़िरी बदलाव: ',
  onThisPage: 'इस पेज पर',
  contactDetails: 'संपर्क की जानकारी',
} as const satisfies TextsOf<typeof EN>;
