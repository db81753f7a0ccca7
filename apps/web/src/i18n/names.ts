import { i18n } from './i18n';
import { urduData } from './urdu-data';

/**
 * What data is called in the current language: offices and departments, challan heads, statuses, from the
 * domain's Urdu tables (the server's notifications use the same). English keeps the names as the
 * university writes them; a name the tables lack shows in English.
 */

/** An office's or department's name, by id when known, else by its English name (also "HOD (<department>)"). */
export const officeName = (english: string | null | undefined, dId?: number | null): string =>
  urduData(i18n.language)?.departmentName('ur', english, dId) ?? english ?? '';

/** A challan head (a challan's description), by id when known, else by its English name. */
export const headName = (english: string | null | undefined, headId?: number | null): string =>
  urduData(i18n.language)?.challanHeadName('ur', english, headId) ?? english ?? '';

/** A kind of document (/verify: bank challan, clearance form or certificate). */
export const documentKind = (english: string): string => urduData(i18n.language)?.documentKindName('ur', english) ?? english;
