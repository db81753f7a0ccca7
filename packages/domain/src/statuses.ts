/** The request-status catalogue: one list for every kind of request. */
export const STATUS = {
  INCOMPLETE: 0,
  PENDING: 1,
  VERIFYING: 2,
  IN_PROGRESS: 3,
  INFO_MISSING: 4,
  SUBMITTED: 5,
  IMAGE_NOT_CLEAR: 6,
  FEE_PENDING: 7,
  DELIVERED: 8,
  APPROVED: 9,
  REJECTED: 10,
  COMPLETE: 11,
  FEE_PAID: 12,
  FINE_PENDING: 13,
  DUES_PENDING: 14,
  THESIS_MISSING: 15,
  BOOKS_PENDING: 16,
  DOCUMENTS_PENDING: 17,
  ANNUAL_DUES_PENDING: 18,
  MESS_BILL_PENDING: 19,
  ROOM_RENT_PENDING: 20,
  CARD_NOT_RETURNED: 21,
  CANCELLED: 22,
  CLOSED: 23,
  RETURNED_TO_IT: 24,
  FORWARDED_PG_LIBRARY: 25,
  FORWARDED_LIFE_SCIENCES_LIBRARY: 26,
  FORWARDED_KSK_LIBRARY: 27,
  FORWARDED_TO_HOD: 28,
} as const;

/** REQ_ID → REQ_DEF. */
export const STATUS_NAMES: Record<number, string> = {
  0: 'Incomplete',
  1: 'Pending',
  2: 'Verifying',
  3: 'In Progress',
  4: 'Info Missing',
  5: 'Submitted',
  6: 'Image Not Clear',
  7: 'Fee Pending',
  8: 'Delivered',
  9: 'Approved',
  10: 'Rejected',
  11: 'Complete',
  12: 'Fee Paid',
  13: 'Fine Pending',
  14: 'Dues Pending',
  15: 'Thesis Missing',
  16: 'Books Pending',
  17: 'Documents Pending',
  18: 'Annual Dues Pending',
  19: 'Mess Bill Pending',
  20: 'Room Rent Pending',
  21: 'Card Not Returned',
  22: 'Cancelled',
  23: 'Closed',
  24: 'Returned to IT Person',
  25: 'Forwarded to PG Library',
  26: 'Forwarded to Life Sciences Library',
  27: 'Forwarded to KSK Library',
  28: 'Forwarded to HOD',
};

export const STATUS_IDS = Object.keys(STATUS_NAMES).map(Number);

/** LAST_TR_S value meaning "no transport request yet". */
export const NO_TRANSPORT_REQUEST = 50;

export type StatusColour = 'success' | 'warning' | 'danger' | 'info' | 'primary' | 'dark';

const COLOURS: Record<StatusColour, string[]> = {
  success: ['Approved', 'Complete', 'Delivered', 'Yes'],
  warning: [
    'Pending', 'Image Not Clear', 'Info Missing', 'Fee Pending', 'Fine Pending', 'Dues Pending',
    'Thesis Missing', 'Books Pending', 'Documents Pending', 'Annual Dues Pending', 'Mess Bill Pending',
    'Room Rent Pending', 'Returned to IT Person', 'Card Not Returned',
  ],
  danger: ['Rejected', 'Incomplete', 'No'],
  info: [
    'Verifying', 'In Progress', 'Fee Paid', 'Forwarded to HOD', 'Forwarded to PG Library',
    'Forwarded to Life Sciences Library', 'Forwarded to KSK Library',
  ],
  primary: ['Submitted'],
  dark: ['Cancelled', 'Closed'],
};

const COLOUR_BY_NAME = new Map<string, StatusColour>(
  (Object.entries(COLOURS) as [StatusColour, string[]][]).flatMap(([c, names]) => names.map((n) => [n, c] as const)),
);

/** Colour class of a status name; unknown names are `dark`. */
export function statusColour(name: string): StatusColour {
  return COLOUR_BY_NAME.get(name) ?? 'dark';
}

export function statusName(id: number | null | undefined): string {
  return id == null ? '' : (STATUS_NAMES[id] ?? `Status ${id}`);
}
