/** Business constants and limits. */
export const PAGE_SIZES = [10, 20, 50, 100] as const;
export const DEFAULT_PAGE_SIZE = 10;
/** A photo on file (student, card, transport) is a JPEG of at most this many kilobytes; every message says it from here. */
export const MAX_PHOTO_KB = 50;
export const MAX_PHOTO_BYTES = MAX_PHOTO_KB * 1024;
export const MAX_RF_ID_LENGTH = 9;
export const MAX_MACHINE_ID_LENGTH = 9;
export const SAVE_REDIRECT_MS = 1500;
export const DUES_TOAST_MS = 5600;
export const MIN_DUES_AMOUNT = 1000;
export const TRANSPORT_FEE = 18_000;
export const CHALLAN_DUE_DAYS = 10;
/** The clearance processing fee (whole rupees): the treasurer's challan issued with every application. */
export const CLEARANCE_FEE = 1000;
export const FIRST_INTER_YEAR = 2022;
export const CNIC_LENGTH = 13;
export const PHONE_LENGTH = 11;
export const MIN_FULL_NAME_LENGTH = 8;
/** A staff comment on a request (clearance row, card request, endowment decision). */
export const MAX_COMMENT_LENGTH = 1000;
export const DEFAULT_CARD_VENUE = 'Directorate Of Purchase';
export const DEFAULT_TRANSPORT_VENUE = 'Transport Office';
/** ROLE_DES flag positions (1-based characters): HOD wins when both are set. */
export const ROLE_DES_HOD_POSITION = 20;
export const ROLE_DES_IT_POSITION = 3;
/** Local-storage keys the web app keeps (cleared on logout). */
export const STORAGE_KEYS = { token: 'token', pageSize: 'pageSize', pageNumber: 'pageNumber', shownTitles: 'shownTitles' } as const;

/** A whole-number range a field accepts; the server refuses and the screen marks anything outside it, never changing what was typed. */
export interface WholeRange {
  min: number;
  max: number;
}
export const TICKET_STOCK_RANGE: WholeRange = { min: 1, max: 100_000 };
export const TARGET_DAYS_RANGE: WholeRange = { min: 1, max: 60 };
