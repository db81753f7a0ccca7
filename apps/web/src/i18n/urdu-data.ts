import type * as Languages from '@portal/domain/languages';

/**
 * The domain's Urdu tables (names of offices, departments, statuses, challan heads; month names), loaded
 * with the Urdu catalogue (./load-language.ts) so English screens never carry them. Urdu is only the
 * current language once they are here.
 */
let urdu: typeof Languages | null = null;

export const setUrduData = (tables: typeof Languages) => {
  urdu = tables;
};

/** The tables while Urdu is the current language; null in English. */
export const urduData = (language: string) => (language === 'ur' ? urdu : null);
