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

/** A class ("BSCS 4th Year"): in Urdu the year is said in Urdu and the programme's short name kept. */
export const classLabel = (english: string | null | undefined): string => urduData(i18n.language)?.classLabelUr(english ?? '') ?? english ?? '';

/** An amount of money in words: the stored English words in English, Urdu words from the amount in Urdu. */
export const amountInWords = (amount: number, english: string | null | undefined): string => urduData(i18n.language)?.urduAmountWords(amount) ?? english ?? '';

/** A level of education of the event form, stored in English. */
export const educationLevel = (english: string | null | undefined): string => urduData(i18n.language)?.educationLevelUr(english ?? '') ?? english ?? '';

/** A kind of card request (New, Duplicate, …, Transport) in the current language. */
export const cardTypeName = (type: string | null | undefined): string => i18n.t(`cardType.${type ?? ''}`, { defaultValue: type ?? '' });

/** A card due's name (by its short code), stored in English. */
export const duesName = (row: { req_snm: string; req_def: string }): string => urduData(i18n.language)?.duesNameUr(row.req_snm, row.req_def) ?? row.req_def;
