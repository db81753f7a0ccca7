import { CARD_TYPE, CARD_TYPE_NAMES, DELIVERED_LIST } from './cards.js';
import { STATUS, STATUS_NAMES } from '../statuses.js';

/** cardType values the list calls accept: the five card lists (new to quadruplicate, delivered) and 8 (clearance). */
export const ID_CARD_LIST_TYPES = [
  CARD_TYPE.NEW,
  CARD_TYPE.DUPLICATE,
  CARD_TYPE.TRIPLICATE,
  CARD_TYPE.QUADRUPLICATE,
  DELIVERED_LIST,
  CARD_TYPE.CLEARANCE,
] as const;
export type IdCardListType = (typeof ID_CARD_LIST_TYPES)[number];
export const isIdCardListType = (n: number): n is IdCardListType => (ID_CARD_LIST_TYPES as readonly number[]).includes(n);

/** Which requests a list holds (docs/decisions/id-cards.md). */
export interface ListMembership {
  /** Only this card type (null: any). */
  cardType: number | null;
  /** Only this status (null: any but `excludeStatus`). */
  status: number | null;
  excludeStatus: number | null;
}

/**
 * The delivered list (5) holds delivered (status 8) requests of every card type; every other list
 * holds its card type's requests that are not yet delivered. A request therefore sits in exactly one
 * list, and moves to the delivered list when saved as Delivered.
 */
export function listMembership(listType: number): ListMembership {
  if (listType === DELIVERED_LIST) return { cardType: null, status: STATUS.DELIVERED, excludeStatus: null };
  return { cardType: listType, status: null, excludeStatus: STATUS.DELIVERED };
}

/** The list a request shows in. */
export function listTypeOf(request: { CARD_TYPE: number; REQ_STATUS: number }): number {
  return request.REQ_STATUS === STATUS.DELIVERED ? DELIVERED_LIST : request.CARD_TYPE;
}

/** Filter keys of the card lists (accessors of the row), as the web's PagedList sends them; OVERDUE `yes` keeps the overdue rows. */
export const ID_CARD_FILTER_KEYS = ['STD_NAME', 'ROL_NO', 'CLASS', 'DATE_OF_APPLY', 'STATUS', 'OVERDUE'] as const;
/** Sortable columns (sort on date,; TRANS_ID for a stable order). */
export const ID_CARD_SORT_KEYS = ['DATE_OF_APPLY', 'DISTRIBUTION_DATE', 'TRANS_ID', 'DELETED_AT'] as const;
export type IdCardSortKey = (typeof ID_CARD_SORT_KEYS)[number];
/** The columns the card lists (and their deleted requests) sort and filter by. */
export const ID_CARD_LIST_COLUMNS = { sort: ID_CARD_SORT_KEYS, filter: ID_CARD_FILTER_KEYS } as const;

/** Status ids whose name contains `text` (case-insensitive): the status filter becomes `REQ_STATUS in (…)`. */
export function statusIdsMatching(text: string): number[] {
  const t = text.trim().toLowerCase();
  return Object.entries(STATUS_NAMES)
    .filter(([, name]) => name.toLowerCase().includes(t))
    .map(([id]) => Number(id));
}

/** 'New', 'Duplicate', … for the Request Type column. */
export const requestTypeName = (cardType: number) => CARD_TYPE_NAMES[cardType] ?? `Type ${cardType}`;

/** CSV file names: two are long established, the others follow their pattern. */
export const ID_CARD_CSV_NAMES: Record<number, string> = {
  1: 'New Student Cards .csv',
  2: 'Duplicate Student Cards .csv',
  3: 'Triplicate Student Cards .csv',
  5: 'Triplicate Student Cards .csv',
  7: 'Quadruplicate Card Requests .csv',
  8: 'Clearance Card Requests .csv',
};

/** Page titles of the lists. */
export const ID_CARD_LIST_TITLES: Record<number, string> = {
  1: 'New ID Card Requests',
  2: 'Duplicate ID Card Requests',
  3: 'Triplicate ID Card Requests',
  5: 'Delivered Card Requests',
  7: 'Quadruplicate Card Requests',
  8: 'Clearance Card Requests',
};
