/** ID-card kinds. `cardType` of the list calls: 1 new, 2 duplicate, 3 triplicate, 7 quadruplicate, 5 delivered. */
export const CARD_TYPE = { NEW: 1, DUPLICATE: 2, TRIPLICATE: 3, QUADRUPLICATE: 7, CLEARANCE: 8 } as const;
/** List selector for delivered requests of any card type. */
export const DELIVERED_LIST = 5;
/** Transport applications are sent with REQ_TYPE 6. */
export const TRANSPORT_REQ_TYPE = 6;

export const CARD_TYPE_NAMES: Record<number, string> = {
  1: 'New',
  2: 'Duplicate',
  3: 'Triplicate',
  7: 'Quadruplicate',
  8: 'Clearance',
  6: 'Transport',
};

/** Card dues short codes. */
export const DUES_CODE = { NEW: 'SC', DUPLICATE: 'DSC', TRIPLICATE: 'TSC', QUADRUPLICATE: 'Qrup', CLEARANCE: 'SCC' } as const;
export type DuesCode = (typeof DUES_CODE)[keyof typeof DUES_CODE];

/** Default dues (whole rupees) for a new database; staff on the allow-list change them. */
export const DEFAULT_DUES: { code: DuesCode; name: string; amount: number }[] = [
  { code: 'SC', name: 'New Student Card', amount: 1000 },
  { code: 'DSC', name: 'Duplicate Student Card', amount: 1500 },
  { code: 'TSC', name: 'Triplicate Student Card', amount: 2000 },
  { code: 'Qrup', name: 'Quadruplicate Student Card', amount: 3000 },
  { code: 'SCC', name: 'Clearance Card', amount: 1000 },
];

/** The attempt number decides the card type: 1st new, 2nd duplicate, 3rd triplicate, later quadruplicate. */
export function cardTypeForAttempt(attempt: number): number {
  if (attempt <= 1) return CARD_TYPE.NEW;
  if (attempt === 2) return CARD_TYPE.DUPLICATE;
  if (attempt === 3) return CARD_TYPE.TRIPLICATE;
  return CARD_TYPE.QUADRUPLICATE;
}

export const DUES_CODE_FOR_CARD_TYPE: Record<number, DuesCode> = { 1: 'SC', 2: 'DSC', 3: 'TSC', 7: 'Qrup', 8: 'SCC' };
