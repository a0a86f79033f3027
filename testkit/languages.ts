/** A third language staff add in tests (issue 36): Tamil, Latin addresses, searched without stemming. */
import type { Language } from '@vyoma/contract/languages';

export const TAMIL: Language = {
  code: 'ta',
  name: 'தமிழ்',
  englishName: 'Tamil',
  locale: 'ta-IN',
  script: 'Latn',
  search: 'simple',
  dir: 'ltr',
  public: false,
};
