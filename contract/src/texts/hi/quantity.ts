/** मात्रा वाले बॉक्स के शब्द, हिन्दी में. To be read by a Hindi reader before the language is shown. */
import type { QUANTITY as EN } from '../en/quantity.ts';
import type { TextsOf } from '../format.ts';

export const QUANTITY = {
  quantity: 'मात्रा',
  decrease: '{label} घटाएँ',
  increase: '{label} बढ़ाएँ',
} as const satisfies TextsOf<typeof EN>;
